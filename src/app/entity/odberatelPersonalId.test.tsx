import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonSchema } from '../../../engine/core/form';
import type { EntityMetadata } from '../../../engine/core/metadata';
import { DetailPage } from '../../../engine/react/detail/DetailPage';
import { fakeHttp, okResult } from '../../../engine/react/testing/fakeHttp';
import { createTestI18n, renderEngine } from '../../../engine/react/testing/renderWithProviders';
import { testWidgets } from '../../../engine/react/testing/testWidgets';
import { entityByName } from '../../../metadata/routes';
import engineSk from '../../../metadata/i18n/sk/engine.json';
import odberatelSk from '../../../metadata/i18n/sk/odberatel.json';
import validationSk from '../../../metadata/i18n/sk/validation.json';
import { personalIdWidget } from '../../../widgets/personal-id';

// Issue 24 item 4: a consumer's rodné číslo may have 9 digits only when the consumer is marked born
// before 1954. The form refuses it otherwise before anything is sent, with the reason the server gives.

const API = '/portal/odberatelia/odberatel/';
const consumer = entityByName('odberatel') as EntityMetadata;

// The person's part of the served create schema (server/model/odberatel.ts: ODBERATEL_PROPERTIES, ODBERATEL_RULES).
const schema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  allOf: [
    // A person needs first name, surname and rodné číslo (issue 24: the rule moved from the server into the schema).
    {
      if: { properties: { typ: { type: 'string', const: 'FYZICKA_OSOBA' } }, required: ['typ'] },
      then: { required: ['meno', 'priezvisko', 'rodneCislo'], properties: { meno: { type: 'string' }, priezvisko: { type: 'string' }, rodneCislo: { type: 'string' } } },
    },
    {
      if: { properties: { narodenyPred1954: { type: ['boolean', 'null'], const: true } }, required: ['narodenyPred1954'] },
      then: { properties: { rodneCislo: { type: ['string', 'null'], format: 'rodne-cislo-9' } } },
      else: { properties: { rodneCislo: { type: ['string', 'null'], format: 'rodne-cislo' } } },
    },
  ],
  properties: {
    typ: { type: 'string', enum: ['FYZICKA_OSOBA', 'PRAVNICKA_OSOBA'] },
    meno: { type: ['string', 'null'], minLength: 1, maxLength: 100 },
    priezvisko: { type: ['string', 'null'], minLength: 1, maxLength: 100 },
    narodenyPred1954: { type: ['boolean', 'null'] },
    rodneCislo: { type: ['string', 'null'] },
  },
  required: ['typ'],
};

const NINE_DIGITS_REASON = validationSk.validation.personalIdNineDigitsNotAllowed;

function render() {
  const http = fakeHttp({
    get: async <T,>(path: string) => {
      if (path === `${API}schema/post/request`) return okResult(schema as T);
      throw new Error(`unexpected GET ${path}`);
    },
    post: async <T,>() => okResult({ idOdberatel: 1, verzia: 1 } as T, 201),
  });
  renderEngine({
    http,
    tokens: ['odberatelia#read', 'odberatelia#write', 'odberatelia#create'],
    i18n: createTestI18n('sk', { ...engineSk, ...odberatelSk, ...validationSk }),
    widgets: [...testWidgets, personalIdWidget],
    initialEntry: '/odberatel/detail/new',
    routes: [
      { path: '/odberatel/detail/:idOdberatel', element: <DetailPage entity={consumer} /> },
      { path: '/odberatel/vyhladanie', element: <div>search page</div> },
    ],
  });
  return http;
}

describe('consumer form: 9-digit rodné číslo', () => {
  it('refuses a 9-digit ID before sending unless the consumer is marked born before 1954', async () => {
    const http = render();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/Typ odberateľa/), 'FYZICKA_OSOBA');
    const fill = async (label: RegExp, text: string) => {
      await user.click(await screen.findByLabelText(label));
      await user.paste(text);
    };
    await fill(/^Meno/, 'Jozef');
    await fill(/^Priezvisko/, 'Deväťmiestny');
    await fill(/^Rodné číslo/, '450101/123');
    await user.click(screen.getByRole('button', { name: engineSk.engine.action.save }));
    expect(await screen.findByText(NINE_DIGITS_REASON)).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText(odberatelSk.odberatel.field.narodenyPred1954));
    await waitFor(() => expect(screen.queryByText(NINE_DIGITS_REASON)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: engineSk.engine.action.save }));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]?.[1]).toMatchObject({ typ: 'FYZICKA_OSOBA', narodenyPred1954: true, rodneCislo: '450101/123' });
  }, 60_000);

  it('marks a person’s surname required and refuses a person without it before sending, under the field', async () => {
    const http = render();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/Typ odberateľa/), 'FYZICKA_OSOBA');
    const surname = await screen.findByLabelText(/^Priezvisko/);
    expect(surname).toBeRequired();
    await user.click(await screen.findByLabelText(/^Meno/));
    await user.paste('Jozef');
    await user.click(await screen.findByLabelText(/^Rodné číslo/));
    await user.paste('800101/1238');
    await user.click(screen.getByRole('button', { name: engineSk.engine.action.save }));
    expect(await screen.findByText(engineSk.engine.validation.required)).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  }, 60_000);
});
