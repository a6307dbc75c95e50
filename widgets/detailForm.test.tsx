import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { metadata, updateSchema } from '../engine/core/form/testFixtures';
import { DetailPage } from '../engine/react/detail/DetailPage';
import { fakeHttp, okResult } from '../engine/react/testing/fakeHttp';
import { createTestI18n, renderEngine } from '../engine/react/testing/renderWithProviders';
import { widgets } from './index';

// The stock widgets inside the real form: values, conversions and read-only view end to end.
const record = {
  idTechnologia: 7, kod: 'FV', nazov: 'Fotovoltika', popis: 'Panely', kategoria: 'SOLAR', stav: 'AKTIVNA',
  obnovitelna: true, ucinnost: 0.2, platnostOd: '2024-01-01', platnostDo: null, verzia: 3,
};
const i18n = createTestI18n('sk', {
  technologia: { field: { nazov: 'Názov', ucinnost: 'Účinnosť', platnostDo: 'Platnosť do', kategoria: 'Kategória', obnovitelna: 'Obnoviteľná' }, enum: { kategoria: { SOLAR: 'Slnečná energia' } } },
  validation: { badDate: 'Neplatný formát dátumu' },
});

function renderForm() {
  const http = fakeHttp({
    get: async <T,>(path: string) => okResult((path.endsWith('schema/post/request') ? updateSchema : record) as T),
    post: async <T,>(_path: string, body?: unknown) => okResult(body as T),
  });
  renderEngine({
    http,
    i18n,
    widgets,
    tokens: ['vyrobne-zariadenia#write'],
    initialEntry: '/technologia/detail/7',
    routes: [{ path: '/technologia/detail/:idTechnologia', element: <DetailPage entity={metadata} /> }],
  });
  return http;
}

describe('stock widgets in the detail form', () => {
  it('show the record formatted and read-only', async () => {
    renderForm();
    expect(await screen.findByLabelText(/^Názov/)).toHaveValue('Fotovoltika');
    expect(screen.getByLabelText(/^Názov/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Účinnosť')).toHaveValue('20 %');
    expect(screen.getByLabelText(/^technologia.field.platnostOd/)).toHaveValue('1. 1. 2024');
    expect(screen.getByRole('combobox', { name: 'Kategória' })).toHaveValue('Slnečná energia');
    expect(screen.getByRole('checkbox', { name: 'Obnoviteľná' })).toBeChecked();
    expect(screen.getByLabelText('technologia.field.opis')).toHaveValue('Panely');
  });

  it('save percent and typed dates in their stored form', async () => {
    const http = renderForm();
    const user = userEvent.setup();
    await screen.findByLabelText(/^Názov/);
    await user.click(screen.getByRole('button', { name: 'engine.action.edit' }));
    const ucinnost = screen.getByLabelText('Účinnosť');
    await user.clear(ucinnost);
    await user.type(ucinnost, '25,5');
    await user.type(screen.getByLabelText('Platnosť do'), '31.12.2030');
    await user.click(screen.getByRole('button', { name: 'engine.action.save' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]?.[1]).toMatchObject({ ucinnost: 0.255, platnostDo: '2030-12-31', popis: 'Panely' });
  });

  it('report a typed non-date through the schema format, translated', async () => {
    const http = renderForm();
    const user = userEvent.setup();
    await screen.findByLabelText(/^Názov/);
    await user.click(screen.getByRole('button', { name: 'engine.action.edit' }));
    await user.type(screen.getByLabelText('Platnosť do'), '31.2.2030');
    await user.click(screen.getByRole('button', { name: 'engine.action.save' }));
    expect(await screen.findByText('Neplatný formát dátumu')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Platnosť do')).toHaveValue('31.2.2030');
  });
});
