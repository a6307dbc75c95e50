import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n, renderWithI18n } from '../testing/renderWithProviders';
import { ErrorDialog, type ErrorDialogProps } from './ErrorDialog';

// The engine does not read the application's text files; these stand in for them.
const sk = {
  errors: {
    dialog: {
      title: { error: 'Chyba', warning: 'Upozornenie', message: 'Správa' },
      close: 'Zavrieť',
      errorReport: 'Hlásenie o chybe',
      hideReport: 'Skryť hlásenie',
      downloadReport: 'Stiahnuť hlásenie',
      reload: 'Obnoviť stránku',
      reportLabel: 'Podrobnosti chyby',
    },
    incident: {
      inProgress: 'Chyba sa zaznamenáva…',
      reported: 'Chyba bola zaznamenaná pod číslom {{incidentId}}.',
      failed: 'Chybu sa nepodarilo zaznamenať. Kontaktujte prosím administrátora.',
    },
    unexpected: { title: 'Nastala neočakávaná chyba aplikácie' },
  },
};

function show(props: Partial<ErrorDialogProps> = {}) {
  const onClose = vi.fn();
  renderWithI18n(<ErrorDialog opened kind="error" message={'Prvý riadok\nDruhý riadok'} onClose={onClose} {...props} />, createTestI18n('sk', sk));
  return { onClose };
}

const buttonNames = () => screen.getAllByRole('button').map((b) => b.textContent).filter((name) => name !== '');

describe('ErrorDialog', () => {
  it('an error: heading, message lines, close only when reports are not allowed', () => {
    const { onClose } = show();
    expect(screen.getByText('Chyba')).toBeInTheDocument();
    expect(screen.getByTestId('error-dialog-message')).toHaveTextContent('Prvý riadok Druhý riadok');
    expect(buttonNames()).toEqual(['Zavrieť']);
    fireEvent.click(screen.getByRole('button', { name: 'Zavrieť' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is not closed by a click on the backdrop', () => {
    const { onClose } = show();
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    fireEvent.mouseDown(overlay as Element);
    fireEvent.click(overlay as Element);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('uses the spec sizes: width 550, min height by kind', () => {
    show({ kind: 'warning', message: 'Pozor' });
    const content = document.querySelector('.mantine-Modal-content') as HTMLElement;
    expect(content.style.minHeight).toBe('240px');
    expect(screen.getByText('Upozornenie')).toBeInTheDocument();
  });

  it('incident states: in progress, reported with the id, failed with the administrator hint', () => {
    const { unmount } = renderWithI18n(<ErrorDialog opened kind="error" message="x" incident={{ status: 'inProgress' }} onClose={() => undefined} />, createTestI18n('sk', sk));
    expect(screen.getByText('Chyba sa zaznamenáva…')).toBeInTheDocument();
    unmount();
    const second = renderWithI18n(<ErrorDialog opened kind="error" message="x" incident={{ status: 'reported', incidentId: 'INC-7' }} onClose={() => undefined} />, createTestI18n('sk', sk));
    expect(screen.getByText('Chyba bola zaznamenaná pod číslom INC-7.')).toBeInTheDocument();
    second.unmount();
    show({ incident: { status: 'failed' }, reportText: () => '{"a":1}', onDownloadReport: vi.fn() });
    expect(screen.getByText('Chybu sa nepodarilo zaznamenať. Kontaktujte prosím administrátora.')).toBeInTheDocument();
    // Reporting failed: the report buttons appear even outside the local environment.
    expect(buttonNames()).toEqual(['Hlásenie o chybe', 'Stiahnuť hlásenie', 'Zavrieť']);
  });

  it('error report shows the report text; download calls back', () => {
    const onDownloadReport = vi.fn();
    show({ reportAllowed: true, reportText: () => '{"message":"boom"}', onDownloadReport });
    expect(screen.queryByTestId('error-report')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hlásenie o chybe' }));
    expect(screen.getByTestId('error-report')).toHaveTextContent('{"message":"boom"}');
    expect(screen.getByRole('button', { name: 'Skryť hlásenie' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Stiahnuť hlásenie' }));
    expect(onDownloadReport).toHaveBeenCalledOnce();
  });

  it('never offers reports on a warning, and no incident line', () => {
    show({ kind: 'warning', reportAllowed: true, incident: { status: 'failed' }, reportText: () => 'x', onDownloadReport: vi.fn() });
    expect(buttonNames()).toEqual(['Zavrieť']);
    expect(screen.queryByTestId('incident-state')).toBeNull();
  });

  it('a fatal error offers reload page and shows the hint', () => {
    const onReload = vi.fn();
    show({ fatal: true, titleKey: 'errors.unexpected.title', hint: 'Obnovte stránku, inak nemusí fungovať správne', onReload });
    expect(screen.getByText('Nastala neočakávaná chyba aplikácie')).toBeInTheDocument();
    expect(screen.getByText('Obnovte stránku, inak nemusí fungovať správne')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Obnoviť stránku' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
