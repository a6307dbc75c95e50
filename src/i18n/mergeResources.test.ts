import { beforeAll, describe, expect, it } from 'vitest';
import { deepMerge, languageOfPath, mergeResources, type TranslationTree } from './mergeResources';
import { loadResources } from './resources';

describe('mergeResources', () => {
  it('merges every file of a language into one translation namespace', () => {
    const merged = mergeResources({
      '../../metadata/i18n/sk/shell.json': { shell: { title: 'Portál' } },
      '../../metadata/i18n/sk/technologia.json': { technologia: { title: 'Technológie' } },
      '../../metadata/i18n/en/shell.json': { shell: { title: 'Portal' } },
    });
    expect(merged).toEqual({
      sk: { translation: { shell: { title: 'Portál' }, technologia: { title: 'Technológie' } } },
      en: { translation: { shell: { title: 'Portal' } } },
    });
  });

  it('merges nested objects of different files key by key', () => {
    const merged = mergeResources({
      '/m/i18n/sk/a.json': { global: { ok: 'OK', nested: { a: '1' } } },
      '/m/i18n/sk/b.json': { global: { cancel: 'Zrušiť', nested: { b: '2' } } },
    });
    expect(merged.sk?.translation).toEqual({ global: { ok: 'OK', cancel: 'Zrušiť', nested: { a: '1', b: '2' } } });
  });

  it('accepts modules with a default export, as bundlers give them', () => {
    const merged = mergeResources({ '/m/i18n/cs/a.json': { default: { x: 'y' } } });
    expect(merged.cs?.translation).toEqual({ x: 'y' });
  });

  it('does not depend on the order the files are listed in', () => {
    const a = { '/m/i18n/sk/a.json': { k: 'from a' }, '/m/i18n/sk/b.json': { k: 'from b' } };
    const b = { '/m/i18n/sk/b.json': { k: 'from b' }, '/m/i18n/sk/a.json': { k: 'from a' } };
    expect(mergeResources(a)).toEqual(mergeResources(b));
  });

  it('skips files outside a language folder', () => {
    expect(mergeResources({ '/m/i18n/shell.json': { k: 'v' } })).toEqual({});
    expect(languageOfPath('/m/i18n/sk/shell.json')).toBe('sk');
  });

  it('does not mutate its inputs', () => {
    const target: TranslationTree = { a: { b: '1' } };
    deepMerge(target, { a: { c: '2' } });
    expect(target).toEqual({ a: { b: '1' } });
  });

  it('shares no branch with the files, so that texts merged in later leave the files as they were', () => {
    const shell: TranslationTree = { shell: { menu: { label: 'Menu' } } };
    const merged = mergeResources({ '/m/i18n/sk/shell.json': shell }).sk?.translation as { shell: { menu: TranslationTree } };
    // What i18next's addResourceBundle (deep) does with a file loaded later.
    merged.shell.menu.extra = 'later';
    expect(shell).toEqual({ shell: { menu: { label: 'Menu' } } });
  });
});

/** Every leaf key of a tree, dotted. */
function leafKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)));
}

describe('application resources', () => {
  let resources: Awaited<ReturnType<typeof loadResources>>;
  beforeAll(async () => {
    resources = await loadResources(['sk', 'en', 'cs']);
  });

  it('loads only the languages asked for', async () => {
    expect(Object.keys(await loadResources(['en']))).toEqual(['en']);
  });

  it('holds the shell texts in Slovak, English and Czech', () => {
    expect(Object.keys(resources)).toEqual(expect.arrayContaining(['sk', 'en', 'cs']));
    const shell = (lang: string) => resources[lang]?.translation.shell as TranslationTree;
    expect((shell('sk').user as TranslationTree).logout).toBe('Odhlásiť sa');
    expect((shell('en').user as TranslationTree).menu).toBe('User');
    expect(((shell('sk').tenant as TranslationTree).dialog as TranslationTree).title).toBe('Vyberte účastníka trhu');
  });

  it('has the same shell keys in every language', () => {
    const keys = (lang: string) => leafKeys(resources[lang]?.translation.shell as TranslationTree).sort();
    expect(keys('en')).toEqual(keys('sk'));
    expect(keys('cs')).toEqual(keys('sk'));
  });
});
