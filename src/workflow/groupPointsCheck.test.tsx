// Issue 24: the metering points of a tariff reduction group's step (the same section serves a
// sharing group's) are checked against the add route's served schema before anything is sent:
// a wrong EIC check character shows the catalogue's reason under the EIC input, the typed values
// stay and nothing is POSTed; a good EIC is posted (Enter adds). What only the server knows (a
// point already in the group) comes back as its refusal, in the section's alert.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../engine/core/errors';
import { eicCheckCharacter } from '../../engine/core/validation/eicCheck';
import type { StepItems } from '../../engine/core/workflow';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import { createTestI18n, renderEngine } from '../../engine/react/testing/renderWithProviders';
import { StepItemsSection } from '../../engine/react/workflow/sections/StepItemsSection';
import engineSk from '../../metadata/i18n/sk/engine.json';
import validationSk from '../../metadata/i18n/sk/validation.json';
import widgetsSk from '../../metadata/i18n/sk/widgets.json';
import workflowSk from '../../metadata/i18n/sk/workflow.json';
import workflowStepsSk from '../../metadata/i18n/sk/workflow-steps.json';
import { WORKFLOW_STEPS } from '../../metadata/workflow/steps';
import { widgets } from '../../widgets';
import { deepMerge } from '../i18n/mergeResources';
import type { TranslationTree } from '../i18n/mergeResources';

const step = WORKFLOW_STEPS['tariff-reduction-group-oom']?.byEntityType?.PONIZENIE;
const items = step?.sections.find((section): section is StepItems => section.kind === 'items') as StepItems;
const BASE = '/portal/ponizenie/ponizenie/4/oom';
// As server/bpm/oomBody.ts serves OOM_SCHEMA at `${BASE}/schema/post/request`.
const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['eic'],
  properties: {
    eic: { type: 'string', format: 'eic', eicPrefix: '24Z' },
    nazov: { type: ['string', 'null'], maxLength: 200 },
  },
};

/** A metering point's EIC with a right check character, and the same with a wrong one. */
function eics(): { good: string; bad: string } {
  for (let n = 1; ; n++) {
    const stem = `24ZPONTEST${String(n).padStart(5, '0')}`;
    const check = eicCheckCharacter(stem);
    if (check !== undefined) return { good: stem + check, bad: stem + (check === 'A' ? 'B' : 'A') };
  }
}

function open(refuse?: string) {
  const rows: { eic: string; nazov: string | null }[] = [];
  const http = fakeHttp({
    get: async <T,>(path: string) => okResult((path === `${BASE}/schema/post/request` ? schema : [...rows]) as T),
    post: async <T,>(_path: string, body?: unknown) => {
      const row = body as { eic: string; nazov: string | null };
      if (row.eic === refuse) {
        throw new HttpError({ method: 'POST', url: BASE, status: 409, responseBody: { message: 'Duplicate', hints: { reasons: [`Odberné miesto ${row.eic} už v skupine je`] } } });
      }
      rows.push(row);
      return okResult({} as T, 201);
    },
  });
  const texts = [engineSk, validationSk, widgetsSk, workflowSk, workflowStepsSk].reduce<TranslationTree>((all, file) => deepMerge(all, file as TranslationTree), {});
  renderEngine({
    http,
    i18n: createTestI18n('sk', texts),
    widgets,
    initialEntry: '/step',
    routes: [{ path: '/step', element: <StepItemsSection entity={step?.entity as never} entityId={4} items={items} readOnly={false} /> }],
  });
  return http;
}

/** The element of the input's field (label, input, reason under it). */
const fieldOf = (input: HTMLElement) => input.closest('div') as HTMLElement;

describe('a group’s metering points step', () => {
  it('shows a wrong EIC check character under the EIC input and sends nothing; a good EIC is added with Enter', async () => {
    const { good, bad } = eics();
    const http = open();
    const user = userEvent.setup();
    const eic = await screen.findByLabelText(/^EIC odberného miesta/);
    const nazov = screen.getByLabelText('Označenie');
    await user.type(eic, bad.toLowerCase());
    await user.type(nazov, 'Hlavná 1, Senica');
    await user.click(screen.getByRole('button', { name: 'Pridať' }));

    const reason = `EIC kód má nesprávny kontrolný znak „${bad[15] ?? ''}“ (16. znak); skontrolujte, či je kód opísaný presne`;
    await waitFor(() => expect(eic).toHaveAttribute('aria-invalid', 'true'));
    expect(eic).toHaveAccessibleDescription(reason);
    expect(within(fieldOf(eic)).getByText(reason)).toBeInTheDocument();
    expect(nazov).not.toHaveAttribute('aria-invalid');
    expect(eic).toHaveFocus();
    // Typed as the EIC input keeps it (uppercase), and kept.
    expect(eic).toHaveValue(bad);
    expect(nazov).toHaveValue('Hlavná 1, Senica');
    expect(http.post).not.toHaveBeenCalled();

    await user.clear(eic);
    await user.type(eic, `${good}{Enter}`);
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(BASE, { eic: good, nazov: 'Hlavná 1, Senica' }, expect.anything()));
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(await within(screen.getByTestId('step-items')).findByText(good)).toBeInTheDocument();
    // Ready for the next point, from the keyboard.
    await waitFor(() => expect(screen.getByLabelText(/^EIC odberného miesta/)).toHaveValue(''));
    expect(screen.getByLabelText('Označenie')).toHaveValue('');
    expect(screen.getByLabelText(/^EIC odberného miesta/)).toHaveFocus();
    expect(screen.getByLabelText(/^EIC odberného miesta/)).not.toHaveAttribute('aria-invalid');
  });

  it('shows the missing EIC as required under its input, and the server’s refusal in the alert with the values kept', async () => {
    const { good } = eics();
    const http = open(good);
    const user = userEvent.setup();
    const eic = await screen.findByLabelText(/^EIC odberného miesta/);
    await user.click(screen.getByRole('button', { name: 'Pridať' }));
    await waitFor(() => expect(eic).toHaveAttribute('aria-invalid', 'true'));
    expect(eic).toHaveAccessibleDescription(engineSk.engine.validation.required);
    expect(http.post).not.toHaveBeenCalled();

    await user.type(eic, `${good}{Enter}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Zmena sa nepodarila');
    expect(alert).toHaveTextContent(`Odberné miesto ${good} už v skupine je`);
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(eic).toHaveValue(good);
    expect(eic).not.toHaveAttribute('aria-invalid');
  });
});
