import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestI18n, renderWithI18n } from '../testing/renderWithProviders';
import { LazyMultiSelect, LazySelect, optionLabel } from './LazySelect';

const DATA = [
  { value: 'AKTIVNA', label: 'Aktívna' },
  { value: 'NEAKTIVNA', label: 'Neaktívna' },
];

function Controlled({ initial }: { initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return <LazySelect label="Stav" data={DATA} value={value} onChange={setValue} placeholder="Všetky" />;
}

describe('LazySelect', () => {
  it('shows the label, the chosen value and role combobox before any dropdown code is loaded', () => {
    renderWithI18n(<Controlled initial="NEAKTIVNA" />, createTestI18n('sk', {}));
    const trigger = screen.getByRole('combobox', { name: 'Stav' });
    expect(trigger).toHaveAttribute('data-lazy-select');
    expect(trigger).toHaveValue('Neaktívna');
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('a click opens the real select with its options, and a choice reaches onChange', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial={null} />, createTestI18n('sk', {}));
    await user.click(screen.getByRole('combobox', { name: 'Stav' }));
    await user.click(await screen.findByRole('option', { name: 'Aktívna' }));
    const real = screen.getByRole('combobox', { name: 'Stav' });
    expect(real).not.toHaveAttribute('data-lazy-select');
    expect(real).toHaveValue('Aktívna');
  });

  it('opens from the keyboard (ArrowDown) with the focus on the real select', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial={null} />, createTestI18n('sk', {}));
    screen.getByRole('combobox', { name: 'Stav' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Neaktívna' })).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Stav' }));
  });

  it('the multi-select trigger lists the chosen labels', () => {
    renderWithI18n(<LazyMultiSelect label="Stavy" data={DATA} value={['AKTIVNA', 'NEAKTIVNA']} onChange={() => undefined} />, createTestI18n('sk', {}));
    expect(screen.getByRole('combobox', { name: 'Stavy' })).toHaveValue('Aktívna, Neaktívna');
  });

  it('finds labels in plain, item and grouped data', () => {
    expect(optionLabel(['A', 'B'], 'B')).toBe('B');
    expect(optionLabel(DATA, 'AKTIVNA')).toBe('Aktívna');
    expect(optionLabel([{ group: 'G', items: DATA }], 'NEAKTIVNA')).toBe('Neaktívna');
    expect(optionLabel(DATA, null)).toBe('');
    expect(optionLabel(DATA, 'X')).toBe('');
  });
});
