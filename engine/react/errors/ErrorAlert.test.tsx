import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../core/errors';
import { createTestI18n, renderWithI18n } from '../testing/renderWithProviders';
import { ErrorAlert, errorLines } from './ErrorAlert';

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

  it('errorLines of plain errors and of nothing', () => {
    expect(errorLines(new Error('one\ntwo'))).toEqual(['one', 'two']);
    expect(errorLines('x')).toEqual([]);
  });
});
