import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { menu } from '../../metadata/menu';
import { WORKFLOW_STEPS } from '../../metadata/workflow/steps';
import { initI18n } from './init';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { loadRemainingTexts, START_TEXTS, textSources } from './resources';

describe('texts loaded by area', () => {
  beforeEach(async () => {
    await initI18n('sk', ['sk', 'en', 'cs'], START_TEXTS);
  });

  it('starts with the shell, error and dashboard texts only', () => {
    expect(START_TEXTS).toEqual(['shell', 'errors', 'workflow', 'editor']);
    expect(i18next.exists('shell.menu.label')).toBe(true);
    expect(i18next.exists('workflow.inbox.title')).toBe(true);
    expect(i18next.exists('grid.columns.button')).toBe(false);
    expect(i18next.exists('widgets.placeholder.eic')).toBe(false);
  });

  it('holds every text the menu and the dashboard show', () => {
    const missing = [...menu.map((entry) => entry.labelKey), ...Object.values(WORKFLOW_STEPS).map((step) => step.titleKey)].filter((key) => !i18next.exists(key));
    expect(missing).toEqual([]);
  });

  it('loads the other areas on demand, once, without losing the start texts', async () => {
    const first = loadRemainingTexts();
    expect(loadRemainingTexts()).toBe(first);
    await first;
    expect(Object.keys(i18next.getResourceBundle('sk', 'translation') as object)).toEqual(expect.arrayContaining(['shell', 'grid', 'widgets', 'engine', 'validation']));
    expect(i18next.t('shell.menu.label')).toBe('Hlavné menu');
  });
});

describe('text chunks', () => {
  const i18nDir = path.resolve(__dirname, '../../metadata/i18n');
  const name = (p: string) => path.basename(p, '.json');

  it('loads exactly the start files one by one and every other file in its language bundle', async () => {
    const { startFiles, bundledLanguages, areaBundle } = textSources();
    const languages = readdirSync(i18nDir).sort();
    expect([...bundledLanguages].sort()).toEqual(languages);
    for (const language of languages) {
      const all = readdirSync(path.join(i18nDir, language)).map(name).sort();
      const starts = startFiles.filter((p) => p.includes(`/i18n/${language}/`)).map(name);
      expect([...starts].sort()).toEqual([...START_TEXTS].sort());
      const bundled = Object.keys(await areaBundle(language)).map(name);
      expect([...bundled, ...starts].sort()).toEqual(all);
    }
  });
});
