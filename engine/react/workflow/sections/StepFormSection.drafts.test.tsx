import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormCheckFailed, draftKey, stepDraftVariant } from '../../../core/form';
import type { StepEntity, StepForm } from '../../../core/workflow';
import { fakeHttp, okResult } from '../../testing/fakeHttp';
import { createTestI18n, renderEngine } from '../../testing/renderWithProviders';
import { testWidgets } from '../../testing/testWidgets';
import type { PendingSave } from '../useStepController';
import { StepFormSection } from './StepFormSection';

const API = '/portal/skupiny-zdielania/skupina-zdielania/';
const entity: StepEntity = { api: API, i18n: 'skupina' };
const form: StepForm = { kind: 'form', layout: [{ group: 'zakladne', fields: ['nazov', 'heslo', 'popis'] }] };
const schema = {
  type: 'object',
  properties: {
    nazov: { type: 'string', maxLength: 100 },
    heslo: { type: ['string', 'null'], format: 'password' },
    popis: { type: ['string', 'null'] },
    verzia: { type: 'integer' },
  },
  required: ['nazov', 'verzia'],
};
const record = { id: 9, nazov: 'Skupina', heslo: null, popis: null, verzia: 1 };
const KEY = draftKey('producer', stepDraftVariant(41, 'portal/skupiny-zdielania/skupina-zdielania', 9));
const i18n = createTestI18n('sk', { skupina: { field: { nazov: 'Názov', heslo: 'Heslo', popis: 'Popis' } } });

/** The step's form over a served schema and a stored record (default: the fixtures above). */
function open(served: object = schema, stored: Record<string, unknown> = record) {
  const http = fakeHttp({
    get: async <T,>(path: string) => okResult((path.endsWith('/schema/post/request') ? served : stored) as T),
    post: async <T,>(_path: string, body?: unknown) => okResult({ ...stored, ...(body as object), verzia: 2 } as T),
  });
  const saves = new Map<string, PendingSave>();
  const registerSave = vi.fn((key: string, pending: PendingSave | undefined) => {
    if (pending) saves.set(key, pending);
    else saves.delete(key);
  });
  const view = renderEngine({
    http,
    i18n,
    widgets: testWidgets,
    draftOwner: 'producer',
    initialEntry: '/step',
    routes: [{ path: '/step', element: <StepFormSection activityId={41} entity={entity} entityId={9} form={form} readOnly={false} registerSave={registerSave} /> }],
  });
  return { http, saves, ...view };
}

beforeEach(() => window.localStorage.clear());

describe('StepFormSection drafts', () => {
  it('keeps the step form per activity without the password, offers it back, and the save sends it and clears it', async () => {
    const first = open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Popis'), 'Rozpísané');
    await user.type(screen.getByLabelText('Heslo'), 'Tajne1!');
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toContain('Rozpísané'));
    expect(window.localStorage.getItem(KEY)).not.toContain('Tajne1!');
    first.unmount();

    const { http, saves } = open();
    await user.click(await screen.findByRole('button', { name: 'engine.draft.restore' }));
    expect(screen.getByLabelText('Popis')).toHaveValue('Rozpísané');
    expect(screen.getByLabelText('Heslo')).toHaveValue('');
    const registered = saves.get('form');
    await act(async () => {
      await registered?.save();
    });
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post).toHaveBeenCalledWith(`${API}9`, { nazov: 'Skupina', heslo: null, popis: 'Rozpísané', verzia: 1 }, expect.anything());
    expect(window.localStorage.getItem(KEY)).toBeNull();
    // The form goes on from the answer (verzia 2), and its save stays the one registered: a save
    // registered anew while the step runs its pending saves would be sent again.
    expect(saves.get('form')).toBe(registered);
    await act(async () => {
      await saves.get('form')?.save();
    });
    expect(http.post).toHaveBeenLastCalledWith(`${API}9`, { nazov: 'Skupina', heslo: null, popis: 'Rozpísané', verzia: 2 }, expect.anything());
  });

  it('a save with a required field left out sends nothing: the field shows its reason (the served schema’s rule)', async () => {
    const { http, saves } = open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^Názov/));
    let refused: unknown;
    await act(async () => {
      await saves.get('form')?.save().catch((error: unknown) => {
        refused = error;
      });
    });
    expect(refused).toBeInstanceOf(FormCheckFailed);
    expect(http.post).not.toHaveBeenCalled();
    expect(await screen.findByText('engine.validation.required')).toBeInTheDocument();
  });

  it('a record’s read-only extras, which the body never carries, do not stop the save (the check sees the body the server gets)', async () => {
    // Every step's served schema is closed (additionalProperties: false), as the server's are; the
    // record read for the form carries its id, code and state besides.
    const { http, saves } = open({ ...schema, additionalProperties: false }, { ...record, idZdielanie: 9, kod: 'SZ-000009', stav: 'ROZPRACOVANA' });
    await userEvent.setup().type(await screen.findByLabelText('Popis'), 'Spoločná fotovoltika');
    await act(async () => {
      await saves.get('form')?.save();
    });
    expect(http.post).toHaveBeenCalledWith(`${API}9`, { nazov: 'Skupina', heslo: null, popis: 'Spoločná fotovoltika', verzia: 1 }, expect.anything());
  });

  it('an empty text of a nullable field is checked as the null the body sends, not as the text', async () => {
    const withLimit = { ...schema, properties: { ...schema.properties, popis: { type: ['string', 'null'], minLength: 3 } } };
    const { http, saves } = open(withLimit, { ...record, popis: '' });
    await userEvent.setup().type(await screen.findByLabelText(/^Názov/), ' Trnava');
    await act(async () => {
      await saves.get('form')?.save();
    });
    expect(http.post).toHaveBeenCalledWith(`${API}9`, { nazov: 'Skupina Trnava', heslo: null, popis: null, verzia: 1 }, expect.anything());
  });
});
