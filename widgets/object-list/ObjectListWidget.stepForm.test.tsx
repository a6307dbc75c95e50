// A list of rows in a workflow step's form, checked by the served schema before anything is sent:
// a catalogue keyword's reason about one row's part shows under that part of that row, and the
// list's own reason (too few rows) under the list; the server's refusal of a row's part shows under
// that part of that row too.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../engine/core/errors';
import { FormCheckFailed } from '../../engine/core/form';
import type { StepEntity, StepForm } from '../../engine/core/workflow';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import { createTestI18n } from '../../engine/react/testing/renderWithProviders';
import { renderStepForm } from '../../engine/react/testing/stepFormHarness';
import { widgets } from '../index';

const API = '/portal/zariadenia/zariadenie-ziadost/';
const entity: StepEntity = { api: API, i18n: 'ziadost' };
const form: StepForm = {
  kind: 'form',
  layout: [{ group: 'zariadenie', fields: ['instalovanyVykonKw', 'generatory'] }],
  fields: { generatory: { widget: 'object-list', options: { labelPrefix: 'gen.field', textPrefix: 'gen.rows', columns: ['nazov', 'instalovanyVykonKw'] } } },
};
/** A device's power and its generator rows, with the catalogue's power rule over them (as served for a registration). */
const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['instalovanyVykonKw', 'generatory', 'verzia'],
  generatorRowsPower: { power: 'instalovanyVykonKw', rows: 'generatory' },
  properties: {
    instalovanyVykonKw: { type: 'number', exclusiveMinimum: 0 },
    generatory: {
      type: 'array',
      minItems: 1,
      messageKeys: { minItems: 'validation.addOneGenerator' },
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['nazov', 'instalovanyVykonKw', 'stav'],
        properties: { nazov: { type: 'string', minLength: 1 }, instalovanyVykonKw: { type: 'number', exclusiveMinimum: 0 }, stav: { type: 'string', enum: ['PREVADZKA', 'ODSTAVENY'] } },
      },
    },
    verzia: { type: 'integer' },
  },
};
const row = (nazov: string, kw: number) => ({ nazov, instalovanyVykonKw: kw, stav: 'PREVADZKA' });
const record = { id: 5, instalovanyVykonKw: 10, generatory: [row('G1', 6), row('G2', 5)], verzia: 1 };
const i18n = createTestI18n('sk', {
  ziadost: { field: { instalovanyVykonKw: 'Výkon zariadenia (kW)', generatory: 'Generátory' } },
  gen: { field: { nazov: 'Názov', instalovanyVykonKw: 'Výkon (kW)', rokVyroby: 'Rok výroby', datumUvedeniaDoPrevadzky: 'Uvedenie do prevádzky' }, rows: { row: 'Generátor {{n}}', add: 'Pridať generátor' } },
  validation: {
    yearMadeAfterStart: 'Rok výroby {{year}} je neskôr ako dátum uvedenia do prevádzky ({{date}})',
    addOneGenerator: 'Pridajte aspoň jeden generátor',
    generatorPowerOver: 'generátor {{nazov}}: výkon generátorov v prevádzke by bol {{total}} kW, viac ako inštalovaný výkon zariadenia {{max}} kW',
  },
});

function open(stored: Record<string, unknown> = record, refusal?: HttpError, served: object = schema, stepForm: StepForm = form) {
  const http = fakeHttp({
    get: async <T,>(path: string) => okResult((path.endsWith('/schema/post/request') ? served : stored) as T),
    post: async <T,>(_path: string, body?: unknown) => (refusal ? Promise.reject(refusal) : okResult({ ...stored, ...(body as object), verzia: 2 } as T)),
  });
  const { save } = renderStepForm({ http, i18n, widgets, entity, entityId: 5, form: stepForm });
  return { http, save };
}

beforeEach(() => window.localStorage.clear());

describe('a list of rows in a step form, checked before sending', () => {
  it('shows a catalogue keyword’s reason under the refused row’s part, sends nothing, and sends once fixed', async () => {
    const { http, save } = open();
    const second = await screen.findByRole('group', { name: 'Generátor 2' });
    expect(await save()).toBeInstanceOf(FormCheckFailed);
    expect(http.post).not.toHaveBeenCalled();
    const over = 'generátor G2: výkon generátorov v prevádzke by bol 11 kW, viac ako inštalovaný výkon zariadenia 10 kW';
    // Under the part it is about: the row's power input is described by the reason.
    const power = within(second).getByLabelText(/^Výkon \(kW\)/);
    await waitFor(() => expect(power).toHaveAccessibleDescription(expect.stringContaining(over)));
    expect(power).toHaveAttribute('aria-invalid', 'true');
    // The refused save goes to the input the first reason is about.
    await waitFor(() => expect(power).toHaveFocus());
    expect(within(second).getAllByText(over)).toHaveLength(1);
    expect(within(screen.getByRole('group', { name: 'Generátor 1' })).queryByText(/generátor G/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(power);
    await user.type(power, '4');
    await waitFor(() => expect(within(second).queryByText(over)).not.toBeInTheDocument());
    expect(await save()).toBeUndefined();
    expect(http.post).toHaveBeenCalledWith(`${API}5`, { instalovanyVykonKw: 10, generatory: [row('G1', 6), row('G2', 4)], verzia: 1 }, expect.anything());
  });

  it('shows the server’s refusal of a row’s part under that part of that row, not under the row or the list, until it changes', async () => {
    const taken = 'Názov G2 už má iný generátor tohto zariadenia';
    const refusal = new HttpError({
      method: 'POST',
      url: `${API}5`,
      status: 400,
      responseBody: { message: 'Neplatné údaje', hints: { reasons: [`generatory.1.nazov: ${taken}`], fields: { 'generatory.1.nazov': [`generatory.1.nazov: ${taken}`] } } },
    });
    const { http, save } = open({ ...record, generatory: [row('G1', 4), row('G2', 5)] }, refusal);
    const second = await screen.findByRole('group', { name: 'Generátor 2' });
    expect(await save()).toBe(refusal);
    expect(http.post).toHaveBeenCalledTimes(1);
    const name = within(second).getByLabelText(/^Názov/);
    await waitFor(() => expect(name).toHaveAccessibleDescription(taken));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // Once, under the part: not repeated under the row, the list or the first row's name.
    expect(screen.getAllByText(taken)).toHaveLength(1);
    expect(within(second).getByLabelText(/^Výkon \(kW\)/)).not.toHaveAccessibleDescription(taken);
    expect(within(screen.getByRole('group', { name: 'Generátor 1' })).getByLabelText(/^Názov/)).not.toHaveAccessibleDescription(taken);
    const user = userEvent.setup();
    await user.type(name, 'b');
    await waitFor(() => expect(screen.queryByText(taken)).not.toBeInTheDocument());
  });

  it('shows the list’s own reason (no rows) under the list, in words', async () => {
    const { http, save } = open({ ...record, generatory: [] });
    await screen.findByRole('button', { name: 'Pridať generátor' });
    expect(await save()).toBeInstanceOf(FormCheckFailed);
    expect(http.post).not.toHaveBeenCalled();
    expect(await screen.findByText('Pridajte aspoň jeden generátor')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Generátory' })).toContainElement(screen.getByText('Pridajte aspoň jeden generátor'));
  });

  it('shows a row’s own rule (made after it started running) under that row’s year, and sends once fixed', async () => {
    // Each row as the registration step serves it: the generator's yearMadeNotAfterStart on the row.
    const years = {
      ...schema,
      properties: {
        ...schema.properties,
        generatory: {
          ...schema.properties.generatory,
          items: {
            ...schema.properties.generatory.items,
            yearMadeNotAfterStart: { year: 'rokVyroby', start: 'datumUvedeniaDoPrevadzky' },
            properties: {
              ...schema.properties.generatory.items.properties,
              rokVyroby: { type: ['integer', 'null'], minimum: 1900, maximum: 2100 },
              datumUvedeniaDoPrevadzky: { type: ['string', 'null'], format: 'date' },
            },
          },
        },
      },
    };
    const withYears = { ...form, fields: { generatory: { widget: 'object-list', options: { labelPrefix: 'gen.field', textPrefix: 'gen.rows', columns: ['nazov', 'rokVyroby'] } } } };
    const rows = [
      { ...row('G1', 5), rokVyroby: 2020, datumUvedeniaDoPrevadzky: '2021-04-01' },
      { ...row('G2', 5), rokVyroby: 2022, datumUvedeniaDoPrevadzky: '2021-04-01' },
    ];
    const { http, save } = open({ ...record, generatory: rows }, undefined, years, withYears);
    const second = await screen.findByRole('group', { name: 'Generátor 2' });
    expect(await save()).toBeInstanceOf(FormCheckFailed);
    expect(http.post).not.toHaveBeenCalled();
    const year = within(second).getByLabelText(/^Rok výroby/);
    const reason = 'Rok výroby 2022 je neskôr ako dátum uvedenia do prevádzky (1. 4. 2021)';
    await waitFor(() => expect(year).toHaveAccessibleDescription(expect.stringContaining(reason)));
    expect(within(screen.getByRole('group', { name: 'Generátor 1' })).queryByText(reason)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(year);
    await user.type(year, '2021');
    await waitFor(() => expect(within(second).queryByText(reason)).not.toBeInTheDocument());
    expect(await save()).toBeUndefined();
    expect(http.post).toHaveBeenCalledTimes(1);
  });
});
