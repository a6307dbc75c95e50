import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildFormModel } from '../engine/core/form';
import { metadata, updateSchema } from '../engine/core/form/testFixtures';
import type { EntityMetadata } from '../engine/core/metadata';
import { DetailPage } from '../engine/react/detail/DetailPage';
import { fakeHttp, okResult } from '../engine/react/testing/fakeHttp';
import { createTestI18n, renderEngine } from '../engine/react/testing/renderWithProviders';
import { widgets } from './index';

// Metadata `help` (i18n `{entity}.help.{field}` or a key of its own) shows under the field as its description.
const withHelp: EntityMetadata = {
  ...metadata,
  detail: {
    ...metadata.detail,
    fields: { ...metadata.detail.fields, nazov: { help: true }, ucinnost: { ...metadata.detail.fields?.ucinnost, help: 'spolocne.napoveda.ucinnost' } },
  },
};
const record = {
  idTechnologia: 7, kod: 'FV', nazov: 'Fotovoltika', popis: 'Panely', kategoria: 'SOLAR', stav: 'AKTIVNA',
  obnovitelna: true, ucinnost: 0.2, platnostOd: '2024-01-01', platnostDo: null, verzia: 3,
};
const i18n = createTestI18n('sk', {
  technologia: { field: { nazov: 'Názov', ucinnost: 'Účinnosť' }, help: { nazov: 'Názov, ako ho uvádza rozhodnutie ÚRSO.' } },
  spolocne: { napoveda: { ucinnost: 'Podiel vyrobenej elektriny z energie paliva, v percentách.' } },
});

describe('field help', () => {
  it('puts the help key into the form model only for fields that ask for it', () => {
    const model = buildFormModel(updateSchema, withHelp, 'edit');
    const options = (name: string) => (model.uiSchema[name] as { 'ui:options': Record<string, unknown> })['ui:options'];
    expect(options('nazov').helpKey).toBe('technologia.help.nazov');
    expect(options('ucinnost').helpKey).toBe('spolocne.napoveda.ucinnost');
    expect(options('kod').helpKey).toBeUndefined();
  });

  it('shows the translated help under the field, linked to the input for screen readers', async () => {
    const http = fakeHttp({ get: async <T,>(path: string) => okResult((path.endsWith('schema/post/request') ? updateSchema : record) as T) });
    renderEngine({
      http,
      i18n,
      widgets,
      tokens: ['vyrobne-zariadenia#write'],
      initialEntry: '/technologia/detail/7',
      routes: [{ path: '/technologia/detail/:idTechnologia', element: <DetailPage entity={withHelp} /> }],
    });
    const nazov = await screen.findByLabelText(/^Názov/);
    expect(nazov).toHaveAccessibleDescription('Názov, ako ho uvádza rozhodnutie ÚRSO.');
    expect(screen.getByText('Názov, ako ho uvádza rozhodnutie ÚRSO.')).toBeVisible();
    expect(screen.getByLabelText('Účinnosť')).toHaveAccessibleDescription('Podiel vyrobenej elektriny z energie paliva, v percentách.');
    expect(screen.getByLabelText(/^technologia.field.kod/)).not.toHaveAccessibleDescription(/./);
  });
});
