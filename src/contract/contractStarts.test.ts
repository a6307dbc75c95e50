import { describe, expect, it } from 'vitest';
import { menu } from '../../metadata/menu';
import { contractStartAboutKey, contractStarts } from './contractStarts';
import sk from '../../metadata/i18n/sk/shell-pages.json';

describe('contractStarts', () => {
  it('offers the contract group menu entries that start a process, nothing else', () => {
    expect(contractStarts(menu).map((e) => e.path)).toEqual([
      '/start-process/zmluva-ucastnik-agregacia',
      '/start-process/zmluva-ucastnik-agregacia?scenario=VYROBA_11_KW',
    ]);
  });

  it('describes each start with a text of the contract page', () => {
    const about = (sk as { shell: { contract: { create: { about: Record<string, string> } } } }).shell.contract.create.about;
    for (const entry of contractStarts(menu)) {
      const key = contractStartAboutKey(entry);
      expect(key.startsWith('shell.contract.create.about.')).toBe(true);
      expect(about[key.slice('shell.contract.create.about.'.length)]).toMatch(/\S{3}/);
    }
  });
});
