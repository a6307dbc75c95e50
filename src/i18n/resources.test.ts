import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { menu } from '../../metadata/menu';
import { WORKFLOW_STEPS } from '../../metadata/workflow/steps';
import { initI18n } from './init';
import { loadRemainingTexts, START_TEXTS } from './resources';

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
