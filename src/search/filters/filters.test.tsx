import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { metadata } from '../../../engine/core/form/testFixtures';
import type { EntityMetadata, FilterDef } from '../../../engine/core/metadata';
import { formatRql } from '../../../engine/core/rql';
import type { RqlQuery } from '../../../engine/core/rql';
import { createTestI18n, renderEngine } from '../../../engine/react/testing/renderWithProviders';
import { fakeHttp } from '../../../engine/react/testing/fakeHttp';
import { searchPageCache } from '../../../engine/react/search/searchPageCache';
import { SearchPage } from '../../../engine/react/search/SearchPage';
import { filterKinds } from '.';
import { bsAnoOomFilter } from './bsAnoOom';
import { oomListFilter, splitOomList } from './oomList';

const term = (kind: typeof bsAnoOomFilter, value: string, def: FilterDef) => {
  const filter = kind.term(value, def);
  return filter ? formatRql({ filter, sort: [], count: false }) : undefined;
};

describe('the data centre filter kinds', () => {
  it('bsAnoOom: ANO and NIE on the key, OOM on key2', () => {
    const def: FilterDef = { key: 'vlastnaBs', type: 'bsAnoOom', key2: 'bsOom' };
    expect(term(bsAnoOomFilter, 'ANO', def)).toBe('eq(vlastnaBs,true)');
    expect(term(bsAnoOomFilter, 'NIE', def)).toBe('eq(vlastnaBs,false)');
    expect(term(bsAnoOomFilter, 'OOM', def)).toBe('eq(bsOom,true)');
    expect(term(bsAnoOomFilter, 'X', def)).toBeUndefined();
  });

  it('oomList: EIC codes split on spaces, commas and semicolons, upper-cased', () => {
    const def: FilterDef = { key: 'pole', type: 'oomList' };
    expect(term(oomListFilter, '24zsse00000001a; 24ZSSE00000002B,\n24ZSSE00000001A', def)).toBe('in(pole,(24ZSSE00000001A,24ZSSE00000002B))');
    expect(term(oomListFilter, '24zsse00000001a', def)).toBe('eq(pole,24ZSSE00000001A)');
    expect(splitOomList(' ; ')).toEqual([]);
  });
});

describe('a registered kind on the search screen', () => {
  beforeEach(() => {
    window.localStorage.clear();
    searchPageCache.clear();
  });

  const meta: EntityMetadata = {
    ...metadata,
    search: { ...metadata.search, filters: [{ key: 'kod', type: 'oomList' }, { key: 'obnovitelna', type: 'bsAnoOom', key2: 'nazov' }] },
  };
  const i18n = createTestI18n('sk', {
    engine: { action: { search: 'Hľadať' } },
    grid: { filter: { oomListHint: 'Kódy EIC', active: 'Použitý filter', bsAnoOom: { ANO: 'Áno', NIE: 'Nie', OOM: 'OOM' } } },
  });

  it('draws the registered input, sends its term and shows its summary text', async () => {
    const http = fakeHttp();
    renderEngine({ http, i18n, filters: filterKinds, initialEntry: '/x?obnovitelna=OOM', routes: [{ path: '/x', element: <SearchPage entity={meta} /> }] });
    // A plain input stands in until Mantine's Textarea has loaded (lazily, with the first such filter).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'technologia.field.kod' }).tagName).toBe('TEXTAREA'), { timeout: 10_000 });
    const codes = screen.getByRole('textbox', { name: 'technologia.field.kod' });
    expect(screen.getByText('Kódy EIC')).toBeInTheDocument();
    await userEvent.click(codes);
    await userEvent.paste('24zsse00000001a 24zsse00000002b');
    await userEvent.click(screen.getByRole('button', { name: 'Hľadať' }));
    const active = await screen.findByRole('list', { name: 'Použitý filter' });
    expect(within(active).getByText(/24ZSSE00000001A, 24ZSSE00000002B/)).toBeInTheDocument();
    expect(within(active).getByText(/OOM/)).toBeInTheDocument();
    const query = http.list.mock.calls.at(-1)?.[1] as RqlQuery;
    expect(formatRql(query)).toContain('in(kod,(24ZSSE00000001A,24ZSSE00000002B))&eq(nazov,true)');
  });

  it('without the registration the same metadata neither filters nor breaks the screen', async () => {
    const http = fakeHttp();
    renderEngine({ http, i18n, initialEntry: '/x?kod=24ZSSE00000001A', routes: [{ path: '/x', element: <SearchPage entity={meta} /> }] });
    const codes = await screen.findByRole('textbox', { name: 'technologia.field.kod' });
    expect(codes.tagName).toBe('INPUT');
    await screen.findByRole('list', { name: 'Použitý filter' });
    expect(formatRql(http.list.mock.calls.at(-1)?.[1] as RqlQuery)).not.toContain('kod');
  });
});
