import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../core/errors';
import { createTestI18n, renderWithI18n } from '../testing/renderWithProviders';
import type { ReasonLabels } from '../../core/form';
import { ErrorAlert, errorLines } from './ErrorAlert';
import { ReasonLabelsScope, useRegisterReasonLabels } from './reasonLabels';

const i18n = () => createTestI18n('sk', { errors: { msg503: 'Server je nedostupný (opakujte neskôr prosím)' }, t: { load: 'Načítanie zlyhalo' } });

describe('ErrorAlert', () => {
  it('lists the server reasons; an error in red', () => {
    renderWithI18n(<ErrorAlert error={new HttpError({ method: 'GET', url: '/x', status: 409, responseBody: { hints: { reasons: ['a', 'b'] } } })} titleKey="t.load" />, i18n());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Načítanie zlyhalo');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
    expect(alert).toHaveAttribute('data-severity', 'error');
  });

  it('a user error is a warning; a single line is plain text', () => {
    renderWithI18n(<ErrorAlert error={new HttpError({ method: 'GET', url: '/x', status: 400, responseBody: { message: 'Zlý filter', hints: { userError: true } } })} titleKey="t.load" />, i18n());
    expect(screen.getByRole('alert')).toHaveAttribute('data-severity', 'warning');
    expect(screen.getByRole('alert')).toHaveTextContent('Zlý filter');
  });

  it('503 shows msg503 whatever the body says', () => {
    renderWithI18n(<ErrorAlert error={new HttpError({ method: 'GET', url: '/x', status: 503, responseBody: '<html>busy</html>' })} titleKey="t.load" />, i18n());
    expect(screen.getByRole('alert')).toHaveTextContent('Server je nedostupný (opakujte neskôr prosím)');
  });

  it("names a form's fields in the server's reasons by label, row number and column, translated", () => {
    const texts = i18n();
    texts.addResourceBundle('sk', 'translation', { engine: { error: { reason: { field: '{{field}}: {{text}}', cell: '{{field}}, riadok {{row}}, {{column}}: {{text}}' } } } }, true, true);
    const labels: ReasonLabels = {
      field: (name) => ({ nazov: 'Názov', generatory: 'Generátory' })[name],
      part: (_field, part) => (part === 'vykonVPrevadzke' ? 'Výkon v prevádzke' : undefined),
    };
    function Form() {
      useRegisterReasonLabels(labels);
      return null;
    }
    const error = new HttpError({
      method: 'POST',
      url: '/x',
      status: 400,
      responseBody: { hints: { reasons: ['generatory.1.vykonVPrevadzke: 55 kW je viac ako 50 kW', 'nazov: povinný údaj', 'eic: neplatný'] } },
    });
    const { unmount } = renderWithI18n(
      <ReasonLabelsScope>
        <Form />
        <ErrorAlert error={error} titleKey="t.load" />
      </ReasonLabelsScope>,
      texts,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Generátory, riadok 2, Výkon v prevádzke: 55 kW je viac ako 50 kW',
      'Názov: povinný údaj',
      'eic: neplatný',
    ]);
    unmount();
    // Without a form in its scope the alert shows the reasons as they came.
    renderWithI18n(<ErrorAlert error={error} titleKey="t.load" />, texts);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('generatory.1.vykonVPrevadzke: 55 kW je viac ako 50 kW');
  });

  it('errorLines of plain errors and of nothing', () => {
    expect(errorLines(new Error('one\ntwo'))).toEqual(['one', 'two']);
    expect(errorLines('x')).toEqual([]);
  });
});
