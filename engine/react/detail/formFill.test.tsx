import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { createSchema, metadata, updateSchema } from '../../core/form/testFixtures';
import type { EngineWidgetProps } from '../registry/types';
import { createTestI18n, renderEngine } from '../testing/renderWithProviders';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import { testWidgets } from '../testing/testWidgets';
import { DetailPage } from './DetailPage';
import { detailFormKey, fillOpenForm, isFormOpen, openFormValues, useFormFill } from './formFill';

// A window outside the form (a dialog page) or a widget inside it hands values into the open edit
// form: they show at once as unsaved changes, the save sends them, nothing is written before.

const API = '/portal/zmluvy/technologia/';
const WRITE = ['vyrobne-zariadenia#read', 'vyrobne-zariadenia#write'];
const KEY = detailFormKey('technologia', '7');
const i18n = createTestI18n('sk', { technologia: { field: { nazov: 'Názov', kod: 'Kód' } } });
const record = {
  idTechnologia: 7, kod: 'FV', nazov: 'Fotovoltika', popis: null, kategoria: 'SOLAR', stav: 'AKTIVNA',
  obnovitelna: true, ucinnost: 0.2, platnostOd: '2024-01-01', platnostDo: null, verzia: 3,
};

/** A widget that fills another field of its form (as a register look-up does). */
function FillingWidget(props: EngineWidgetProps) {
  const fill = useFormFill();
  return (
    <Button onClick={() => fill?.({ nazov: `Z registra ${String(props.value)}` })} disabled={!fill}>
      doplniť
    </Button>
  );
}

function render(entity = metadata) {
  const http = fakeHttp({
    get: async <T,>(path: string) => {
      if (path === `${API}7/schema/post/request`) return okResult(updateSchema as T);
      if (path === `${API}schema/post/request`) return okResult(createSchema as T);
      if (path === `${API}7`) return okResult(record as T);
      throw new Error(`unexpected GET ${path}`);
    },
    post: async <T,>(_path: string, body?: unknown) => okResult({ ...(body as object), verzia: 4 } as T),
  });
  const widgets = [...testWidgets, { name: 'filling', component: FillingWidget }];
  const view = renderEngine({
    http,
    tokens: WRITE,
    i18n,
    widgets,
    initialEntry: '/technologia/detail/7',
    routes: [
      { path: '/technologia/vyhladanie', element: <div>search page</div> },
      {
        path: '/technologia/detail/:idTechnologia',
        element: <DetailPage entity={entity} editActions={(id, formKey) => <span data-testid="edit-action">{`${id ?? ''}|${formKey}`}</span>} />,
      },
    ],
  });
  return { http, ...view };
}

describe('filling an open form', () => {
  it('a window fills the open edit form by its key: shown unsaved, sent by the save, gone after it', async () => {
    const { http } = render();
    const user = userEvent.setup();
    await screen.findByLabelText('Názov');
    // A viewed record is no open form, and the edit-only buttons are not shown.
    expect(isFormOpen(KEY)).toBe(false);
    expect(fillOpenForm(KEY, { nazov: 'x' })).toBe(false);
    expect(openFormValues(KEY)).toBeUndefined();
    expect(screen.queryByTestId('edit-action')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'engine.action.edit' }));
    expect(await screen.findByTestId('edit-action')).toHaveTextContent(`7|${KEY}`);
    await waitFor(() => expect(isFormOpen(KEY)).toBe(true));
    let filled = false;
    act(() => {
      // Fields the form does not have, and read-only ones (the version), are not taken.
      filled = fillOpenForm(KEY, { nazov: 'Veterná energia', popis: 'Z registra', datumVzniku: '2016-03-01', verzia: 99 });
    });
    expect(filled).toBe(true);
    expect(screen.getByLabelText('Názov')).toHaveValue('Veterná energia');
    // The window can read what the form holds now, unsaved values included.
    expect(openFormValues(KEY)).toMatchObject({ kod: 'FV', nazov: 'Veterná energia', popis: 'Z registra', verzia: 3 });
    expect(openFormValues(KEY)).not.toHaveProperty('datumVzniku');
    // Nothing is written until the user saves.
    expect(http.post).not.toHaveBeenCalled();
    // The user goes on editing the filled form.
    const kod = screen.getByLabelText('Kód');
    await user.clear(kod);
    await user.type(kod, 'VE');
    await user.click(screen.getByRole('button', { name: 'engine.action.save' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]?.[1]).toMatchObject({ kod: 'VE', nazov: 'Veterná energia', popis: 'Z registra', verzia: 3 });
    // Saved and back in view mode: the form is no longer open for filling.
    await screen.findByRole('button', { name: 'engine.action.edit' });
    expect(isFormOpen(KEY)).toBe(false);
  });

  it('a widget inside the form fills other fields through useFormFill; a cancel discards them', async () => {
    const entity = { ...metadata, detail: { ...metadata.detail, fields: { ...metadata.detail.fields, kod: { widget: 'filling' } } } };
    const { http } = render(entity);
    const user = userEvent.setup();
    await screen.findByLabelText('Názov');
    // Read-only: the widget gets no fill.
    expect(screen.getByRole('button', { name: 'doplniť' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'engine.action.edit' }));
    await user.click(await screen.findByRole('button', { name: 'doplniť' }));
    expect(screen.getByLabelText('Názov')).toHaveValue('Z registra FV');
    await user.click(screen.getByRole('button', { name: 'engine.action.cancel' }));
    expect(await screen.findByLabelText('Názov')).toHaveValue('Fotovoltika');
    expect(http.post).not.toHaveBeenCalled();
  });
});
