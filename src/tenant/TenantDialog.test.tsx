import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithTheme, setupTexts } from '../testing/renderWithShell';
import { TenantDialog } from './TenantDialog';

const participants = [
  { idUcastnikTrhu: 2, nazov: 'Západoslovenská energetika a.s.' },
  { idUcastnikTrhu: 3, nazov: 'Stredoslovenská energetika a.s.' },
];

beforeAll(() => setupTexts('sk'));

describe('TenantDialog at start-up', () => {
  it('is a dialog titled by the spec text, with OK disabled until a participant is chosen', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(<TenantDialog opened closable={false} participants={participants} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Vyberte účastníka trhu' });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Účastník trhu/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Stredoslovenská energetika a.s.', 'Západoslovenská energetika a.s.']);
    await userEvent.click(screen.getByRole('option', { name: 'Západoslovenská energetika a.s.' }));

    expect(ok).toBeEnabled();
    await userEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledWith(participants[0]);
  });

  it('cannot be closed: no close button, Escape does nothing', () => {
    const onClose = vi.fn();
    renderWithTheme(<TenantDialog opened closable={false} participants={participants} onClose={onClose} onConfirm={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /zatvori|close/i })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Zrušiť' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('TenantDialog from the user menu', () => {
  it('preselects the current participant and can be cancelled', async () => {
    const onClose = vi.fn();
    renderWithTheme(<TenantDialog opened closable participants={participants} initialId={3} onClose={onClose} onConfirm={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: /Účastník trhu/ })).toHaveValue('Stredoslovenská energetika a.s.');
    expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Zrušiť' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows why applying the choice failed', () => {
    renderWithTheme(<TenantDialog opened closable={false} participants={participants} onConfirm={vi.fn()} error="Prístup zamietnutý" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Prístup zamietnutý');
  });
});
