import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { menu } from '../../metadata/menu';
import { WORKFLOW_STEPS } from '../../metadata/workflow/steps';
import { initI18n } from './init';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { entityFileName } from '../../metadata/entityFiles';
import { loadEntityTexts, resetEntityTexts } from './entityTexts';
import { CORE_TEXTS, loadAreaTexts, loadCoreTexts, loadRemainingTexts, PAGE_TEXTS, START_TEXTS, textSources } from './resources';

describe('texts loaded by area', () => {
  beforeEach(async () => {
    await initI18n('sk', ['sk', 'en', 'cs'], START_TEXTS);
    resetEntityTexts();
  });

  it('starts with the shell, error and dashboard texts only', () => {
    expect(START_TEXTS).toEqual(['shell', 'errors', 'workflow', 'editor']);
    expect(i18next.exists('shell.menu.label')).toBe(true);
    expect(i18next.exists('workflow.inbox.title')).toBe(true);
    expect(i18next.exists('grid.columns.button')).toBe(false);
    expect(i18next.exists('widgets.placeholder.eic')).toBe(false);
  });

  it('leaves the texts of pages the start does not show to those pages (shell-pages.json)', async () => {
    // The main layout's footer shows the version; the public, FAQ and registration pages come later.
    expect(i18next.exists('shell.public.version')).toBe(true);
    expect(i18next.exists('shell.public.backToApp')).toBe(false);
    expect(i18next.exists('shell.faqPage.title')).toBe(false);
    await loadRemainingTexts();
    expect(i18next.exists('shell.public.backToApp')).toBe(true);
    expect(i18next.exists('shell.faqPage.title')).toBe(true);
    expect(i18next.exists('shell.public.version')).toBe(true);
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

describe('texts of an entity search', () => {
  beforeEach(async () => {
    await initI18n('sk', ['sk', 'en', 'cs'], START_TEXTS);
    resetEntityTexts();
  });

  it('the rich pages bring the engine\'s texts only', async () => {
    expect(CORE_TEXTS).toEqual(['engine', 'grid', 'widgets', 'validation', 'dialogs']);
    await loadCoreTexts();
    expect(i18next.exists('grid.columns.button')).toBe(true);
    expect(i18next.exists('widgets.placeholder.eic')).toBe(true);
    expect(i18next.exists('engine.detail.pending')).toBe(true);
    expect(i18next.exists('technologia.title')).toBe(false);
    expect(i18next.exists('zmluva.title')).toBe(false);
  });

  it('a search has the engine\'s confirm dialog texts; forms and dialogs bring the dialog pages\', pages their own', async () => {
    await loadEntityTexts('technologia');
    expect(i18next.exists('dialogs.yes')).toBe(true);
    expect(i18next.exists('dialogs.window.close')).toBe(true);
    expect(i18next.exists('dialogs.history.title')).toBe(false);
    expect(i18next.exists('widgets.gallery.title')).toBe(false);
    // What opens a form (EntityScreen) or a dialog page (useDialogPages) loads the areas' texts...
    await loadAreaTexts();
    expect(i18next.exists('dialogs.history.title')).toBe(true);
    expect(i18next.exists('zmluva.title')).toBe(true);
    expect(i18next.exists('widgets.gallery.title')).toBe(false);
    expect(i18next.exists('shell.faqPage.title')).toBe(false);
    // ...and a page of its own (richPages' withTexts) every text, its own among them.
    expect(PAGE_TEXTS).toEqual(['shell-pages', 'gallery']);
    await loadRemainingTexts();
    expect(i18next.exists('widgets.gallery.title')).toBe(true);
    expect(i18next.exists('shell.faqPage.title')).toBe(true);
    expect(i18next.exists('dialogs.yes')).toBe(true);
  });

  it('a search loads the engine\'s texts and its entity\'s file alone, once, as one promise', async () => {
    const first = loadEntityTexts('technologia');
    expect(loadEntityTexts('technologia')).toBe(first);
    await first;
    expect(i18next.t('technologia.title')).not.toBe('technologia.title');
    expect(i18next.exists('technologia.field.nazov')).toBe(true);
    expect(i18next.exists('grid.columns.button')).toBe(true);
    // Another area's file, and a file with the same beginning, stay out.
    expect(i18next.exists('zmluva.title')).toBe(false);
    expect(i18next.exists('technologiaParameter.title')).toBe(false);
    expect(i18next.t('shell.menu.label')).toBe('Hlavné menu');
    // An entity named in camel case has its texts in the kebab-case file.
    await loadEntityTexts('technologiaParameter');
    expect(i18next.exists('technologiaParameter.title')).toBe(true);
  });

  it('waits for every text instead when they are loaded or on their way', async () => {
    const all = loadRemainingTexts();
    await loadEntityTexts('zmluva');
    await all;
    expect(i18next.exists('zmluva.title')).toBe(true);
    expect(i18next.exists('kontrolaEic.title')).toBe(true);
  });
});

describe('text chunks', () => {
  const i18nDir = path.resolve(__dirname, '../../metadata/i18n');
  const name = (p: string) => path.basename(p, '.json');

  it('loads exactly the start files one by one and every other file in its language bundle', async () => {
    const { startFiles, bundledLanguages, coreBundle, areaBundle, pageBundle } = textSources();
    const languages = readdirSync(i18nDir).sort();
    expect([...bundledLanguages].sort()).toEqual(languages);
    for (const language of languages) {
      const all = readdirSync(path.join(i18nDir, language)).map(name).sort();
      const starts = startFiles.filter((p) => p.includes(`/i18n/${language}/`)).map(name);
      expect([...starts].sort()).toEqual([...START_TEXTS].sort());
      const core = Object.keys(await coreBundle(language)).map(name);
      expect([...core].sort()).toEqual([...CORE_TEXTS].sort());
      const pages = Object.keys(await pageBundle(language)).map(name);
      expect([...pages].sort()).toEqual([...PAGE_TEXTS].sort());
      const bundled = Object.keys(await areaBundle(language)).map(name);
      expect([...bundled, ...pages, ...core, ...starts].sort()).toEqual(all);
    }
  });

  it('every entity has its own text file in every language, for its search alone', async () => {
    const entityDir = path.resolve(__dirname, '../../metadata/entities');
    // By the entity's name as its screen knows it (technologiaParameter), not its file's.
    const entities = readdirSync(entityDir).map((file) => entityFileName((JSON.parse(readFileSync(path.join(entityDir, file), 'utf8')) as { entity: string }).entity));
    expect(entities).toContain('technologia-parameter');
    for (const language of readdirSync(i18nDir)) {
      const files = (await import(`./areas/files-${language}.ts`)) as { default: Record<string, unknown> };
      const own = Object.keys(files.default).map(name);
      expect(entities.filter((entity) => !own.includes(entity)), language).toEqual([]);
    }
  });
});
