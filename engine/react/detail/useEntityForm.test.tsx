import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import type { FormMode, JsonSchema } from '../../core/form';
import { requestBody } from '../../core/form';
import { metadata, updateSchema } from '../../core/form/testFixtures';
import { EngineProvider } from '../EngineProvider';
import { fakeHttp } from '../testing/fakeHttp';
import { useEntityForm } from './useEntityForm';
import type { EntityFormOptions } from './useEntityForm';

type Data = Record<string, unknown>;

// A technologia-like schema with defaults of each kind RJSF computes: a top-level one, one inside
// a required object part (the seat's country), and a required object part with none (kept empty).
const schema: JsonSchema = {
  ...updateSchema,
  required: [...(updateSchema.required ?? []), 'sidlo', 'prevadzka'],
  properties: {
    ...updateSchema.properties,
    stav: { type: 'string', enum: ['AKTIVNA', 'NEAKTIVNA'], default: 'AKTIVNA' },
    sidlo: {
      type: 'object',
      additionalProperties: false,
      properties: { Mesto: { type: 'string', minLength: 1 }, IdStat: { type: 'string', pattern: '^[A-Z]{2}$', default: 'SK' } },
      required: ['Mesto', 'IdStat'],
    },
    prevadzka: { type: 'object', additionalProperties: false, properties: { poznamka: { type: 'string' } } },
  },
};

const stored: Data = {
  idTechnologia: 7,
  kod: 'FVE',
  nazov: 'Fotovoltika',
  popis: null,
  kategoria: 'SOLAR',
  stav: 'NEAKTIVNA',
  obnovitelna: true,
  platnostOd: '2024-01-01',
  sidlo: { Mesto: 'Nitra', IdStat: 'CZ' },
  prevadzka: { poznamka: 'Strecha' },
  verzia: 3,
  // Read-only extras of the record the request schema does not know.
  kategoriaNazov: 'Slnko',
};

type Props = Partial<EntityFormOptions>;

function setup(initial: Props) {
  const http = fakeHttp();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EngineProvider http={http} tokens={new Set()}>
      {children}
    </EngineProvider>
  );
  const send = vi.fn((body: Data) => Promise.resolve({ ...stored, ...body, verzia: 4 }));
  const hook = renderHook(
    (props: Props) =>
      useEntityForm({ schema, source: metadata, mode: 'view', record: undefined, recordKey: 7, editsBody: true, draftVariant: undefined, send, ...props }),
    { wrapper, initialProps: initial },
  );
  return { ...hook, send };
}

describe('useEntityForm: schema defaults', () => {
  it('a new record starts from the defaults RJSF computes, clean, and a save sends them untouched', async () => {
    const { result, send } = setup({ mode: 'create', recordKey: undefined });
    expect(result.current.values).toEqual({ obnovitelna: false, stav: 'AKTIVNA', sidlo: { IdStat: 'SK' }, prevadzka: {} });
    expect(result.current.isDirty).toBe(false);

    act(() => result.current.store?.set('nazov', 'Veterný park'));
    expect(result.current.isDirty).toBe(true);
    await act(() => result.current.save());
    expect(send).toHaveBeenCalledWith(
      requestBody(schema, { nazov: 'Veterný park', obnovitelna: false, stav: 'AKTIVNA', sidlo: { IdStat: 'SK' }, prevadzka: {} }),
    );
    expect(send.mock.calls[0]?.[0]).toMatchObject({ stav: 'AKTIVNA', sidlo: { IdStat: 'SK' }, prevadzka: {} });
  });

  it('an existing record keeps its loaded values; only missing parts get defaults, and nothing is dirty', () => {
    const partial: Data = { ...stored, stav: undefined, sidlo: { Mesto: 'Nitra' }, prevadzka: undefined };
    delete partial.stav;
    delete partial.prevadzka;
    const { result } = setup({ mode: 'edit', record: partial });
    expect(result.current.values).toMatchObject({ nazov: 'Fotovoltika', popis: null, stav: 'AKTIVNA', sidlo: { Mesto: 'Nitra', IdStat: 'SK' }, prevadzka: {} });
    expect(result.current.isDirty).toBe(false);

    const { result: loaded } = setup({ mode: 'edit', record: stored });
    expect(loaded.current.values).toEqual(requestBody(schema, stored));
    expect(loaded.current.isDirty).toBe(false);
  });
});

describe('useEntityForm: what editing starts from', () => {
  it('view shows the whole record; edit starts from its request body and back in view the record shows again', () => {
    const { result, rerender } = setup({ mode: 'view', record: stored });
    expect(result.current.values).toEqual(stored);
    rerender({ mode: 'edit', record: stored });
    expect(result.current.values).toEqual(requestBody(schema, stored));
    act(() => result.current.store?.set('nazov', 'Iný názov'));
    expect(result.current.isDirty).toBe(true);
    // Cancel: the form goes back to the record, nothing of the edit stays.
    rerender({ mode: 'view', record: stored });
    expect(result.current.values).toEqual(stored);
    expect(result.current.isDirty).toBe(false);
    rerender({ mode: 'edit', record: stored });
    expect(result.current.values?.nazov).toBe('Fotovoltika');
  });

  it('a refetched record does not reopen the edit; another record does; a save answer is the new start', async () => {
    const mode: FormMode = 'edit';
    const { result, rerender, send } = setup({ mode, record: stored });
    act(() => result.current.store?.set('nazov', 'Rozpísané'));
    rerender({ mode, record: { ...stored, popis: 'Zmenené inde' } });
    expect(result.current.values?.nazov).toBe('Rozpísané');
    expect(result.current.values?.popis).toBeNull();

    await act(() => result.current.save());
    expect(send).toHaveBeenCalledTimes(1);
    // Still editing (a step's form): the answer (verzia 4) is the start, so nothing is dirty.
    expect(result.current.values).toMatchObject({ nazov: 'Rozpísané', verzia: 4 });
    expect(result.current.isDirty).toBe(false);

    rerender({ mode, record: { ...stored, idTechnologia: 8, nazov: 'Iná' }, recordKey: 8 });
    expect(result.current.values).toMatchObject({ idTechnologia: 8, nazov: 'Iná' });
    expect(result.current.isDirty).toBe(false);
  });

  it('without editsBody editing starts from the whole record (a step form), and waits for the schema', () => {
    const { result, rerender } = setup({ mode: 'edit', record: stored, editsBody: false, schema: undefined });
    expect(result.current.values).toBeUndefined();
    rerender({ mode: 'edit', record: stored, editsBody: false, schema });
    expect(result.current.values).toEqual(stored);
    expect(result.current.isDirty).toBe(false);
  });
});
