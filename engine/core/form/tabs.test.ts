import { describe, expect, it } from 'vitest';
import type { EntityMetadata } from '../metadata/types';
import { buildTabs, initialTab, selectTab, tabForErrors } from './tabs';

const metadata = {
  entity: 'zmluva',
  detail: {
    tabs: [{ id: 'zakladne' }, { id: 'prilohy', disabled: true }, { id: 'kontakty' }],
    layout: [
      { group: 'a', fields: ['cislo'] },
      { group: 'b', tab: 'kontakty', fields: ['email'] },
      { group: 'c', tab: 'prilohy', fields: ['subor'] },
    ],
  },
} as unknown as EntityMetadata;
const groups = [
  { id: 'a', titleKey: 'a', fields: ['cislo'] },
  { id: 'b', titleKey: 'b', fields: ['email'] },
  { id: 'c', titleKey: 'c', fields: ['subor'] },
  { id: 'other', titleKey: 'o', fields: ['ine'] },
];

describe('form tabs', () => {
  const tabs = buildTabs(metadata, groups);

  it('puts each group on its tab and the rest on the first', () => {
    expect(tabs.map((t) => [t.id, t.groups, t.titleKey, t.disabled])).toEqual([
      ['zakladne', ['a', 'other'], 'zmluva.tab.zakladne', false],
      ['prilohy', ['c'], 'zmluva.tab.prilohy', true],
      ['kontakty', ['b'], 'zmluva.tab.kontakty', false],
    ]);
  });

  it('starts on the first enabled tab and never selects a disabled one', () => {
    expect(initialTab(tabs)).toBe('zakladne');
    expect(initialTab([{ ...tabs[1]!, disabled: true }, tabs[2]!])).toBe('kontakty');
    expect(selectTab(tabs, 'zakladne', 'prilohy')).toBe('zakladne');
    expect(selectTab(tabs, 'zakladne', 'kontakty')).toBe('kontakty');
    expect(selectTab(tabs, undefined, 'nic')).toBe('zakladne');
  });

  it('switches to the tab of the first field missing required data, else the first invalid one', () => {
    const order = ['cislo', 'email', 'subor', 'ine'];
    expect(tabForErrors(tabs, groups, order, new Set(['cislo', 'email']), new Set(['email']))).toBe('kontakty');
    expect(tabForErrors(tabs, groups, order, new Set(['email', 'ine']), new Set())).toBe('kontakty');
    expect(tabForErrors(tabs, groups, order, new Set(), new Set())).toBeUndefined();
    expect(tabForErrors(tabs, groups, order, new Set(['subor']), new Set(['subor']))).toBeUndefined();
  });

  it('has no tabs without metadata tabs', () => {
    expect(buildTabs({ ...metadata, detail: { layout: [] } } as EntityMetadata, groups)).toEqual([]);
  });
});
