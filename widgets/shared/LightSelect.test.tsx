import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from '@mantine/core';
import axe from 'axe-core';
import { renderWithI18n } from '../../engine/react/testing/renderWithProviders';
import { LightSelect, typeAheadMatch } from './LightSelect';
import type { LightOption, LightSelectProps } from './LightSelect';

const OPTIONS: LightOption[] = [
  { value: 'AKT', label: 'Aktívna' },
  { value: 'NEAKT', label: 'Neaktívna' },
  { value: 'NAVRH', label: 'Návrh' },
  { value: 'ZRUS', label: 'Zrušená' },
];

function Host({ initial = null, onChange, ...rest }: Partial<LightSelectProps> & { initial?: string | null; onChange?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <LightSelect
      id="stav"
      label="Stav"
      options={OPTIONS}
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function setup(props: Parameters<typeof Host>[0] = {}) {
  const onChange = vi.fn();
  renderWithI18n(<Host onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Stav' }) };
}

describe('LightSelect', () => {
  it("draws Mantine Select's elements with its class names (input, chevron, clear button, dropdown, options)", async () => {
    const classesOf = (root: ParentNode) =>
      ['input', '.mantine-ComboboxChevron-chevron', '.mantine-InputClearButton-root', '.mantine-Select-dropdown', '[role="listbox"]', '[role="option"]'].map(
        (selector) => root.querySelector(selector)?.getAttribute('class') ?? `no ${selector}`,
      );
    const { unmount } = renderWithI18n(
      <Select id="m" label="Stav" data={OPTIONS} defaultValue="AKT" clearable dropdownOpened comboboxProps={{ withinPortal: false }} />,
    );
    const mantine = classesOf(document.body);
    unmount();
    const { user, input } = setup({ initial: 'AKT', clearable: true });
    await user.click(input);
    expect(classesOf(document.body)).toEqual(mantine);
  });

  it('mounts no list until opened, then shows the options with the chosen one checked', async () => {
    const { input, user } = setup({ initial: 'NEAKT' });
    expect(input).toHaveValue('Neaktívna');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Stav' });
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Aktívna', 'Neaktívna', 'Návrh', 'Zrušená']);
    expect(screen.getByRole('option', { name: 'Neaktívna' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Neaktívna' }).id);
  });

  it('chooses with a click and closes', async () => {
    const { input, user, onChange } = setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Návrh' }));
    expect(onChange).toHaveBeenLastCalledWith('NAVRH');
    expect(input).toHaveValue('Návrh');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('moves with the arrows, Home and End (wrapping), chooses with Enter and closes with Escape', async () => {
    const { input, user, onChange } = setup();
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Aktívna');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Návrh');
    await user.keyboard('{End}');
    expect(active()).toBe('Zrušená');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Aktívna');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Zrušená');
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('NEAKT');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Neaktívna');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps an Escape that closes the list from reaching a dialog around it', async () => {
    const onOuterKey = vi.fn();
    renderWithI18n(
      <div onKeyDown={(event) => onOuterKey(event.key)}>
        <Host />
      </div>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Stav' }));
    await user.keyboard('{Escape}');
    expect(onOuterKey).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(onOuterKey).toHaveBeenCalledWith('Escape');
  });

  it('jumps to the option starting with the typed letters, cycling on a repeated letter', async () => {
    const { input, user, onChange } = setup();
    await user.click(input);
    await user.keyboard('z');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Zrušená' }).id);
    await user.keyboard('{Escape}');
    // Closed, a letter opens the list at its match; Enter chooses it.
    await user.keyboard('n{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('NEAKT');
  });

  it('finds type-ahead matches by prefix, repeated letters cycling from the active option', () => {
    expect(typeAheadMatch(OPTIONS, 'n', -1)).toBe(1);
    expect(typeAheadMatch(OPTIONS, 'n', 1)).toBe(2);
    expect(typeAheadMatch(OPTIONS, 'nn', 2)).toBe(1);
    expect(typeAheadMatch(OPTIONS, 'ná', 1)).toBe(2);
    expect(typeAheadMatch(OPTIONS, 'x', 0)).toBe(-1);
  });

  it('empties when clearable: by the cross, by Delete, and by choosing the chosen option again', async () => {
    const { input, user, onChange } = setup({ initial: 'AKT', clearable: true });
    const cross = document.querySelector<HTMLButtonElement>('.mantine-InputClearButton-root');
    if (!cross) throw new Error('no clear button');
    await user.click(cross);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
    expect(document.querySelector('.mantine-InputClearButton-root')).toBeNull();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Návrh' }));
    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Aktívna' }));
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Aktívna' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('does not empty a required (not clearable) choice', async () => {
    const { input, user, onChange } = setup({ initial: 'AKT', required: true });
    expect(document.querySelector('.mantine-InputClearButton-root')).toBeNull();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Aktívna' }));
    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith('AKT');
    expect(input).toBeRequired();
  });

  it('does not open when read-only or disabled', async () => {
    const { input, user } = setup({ initial: 'AKT', readOnly: true, clearable: true });
    await user.click(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-readonly', 'true');
    expect(document.querySelector('.mantine-InputClearButton-root')).toBeNull();
  });

  it('announces its error with the input and shows an unknown value as given', () => {
    renderWithI18n(<LightSelect id="stav" label="Stav" options={OPTIONS} value="STARY" fallbackText="Starý kód" error="Vyberte stav" onChange={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Stav' });
    expect(input).toHaveValue('Starý kód');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Vyberte stav');
  });

  it('opens its list under the input, or above it when the window has no room below', async () => {
    const { input, user } = setup();
    await user.click(input);
    const side = () => screen.getByRole('listbox').parentElement?.getAttribute('data-position');
    expect(side()).toBe('bottom');
    await user.keyboard('{Escape}');
    // Near the window's bottom edge the list flips up.
    (input.parentElement as HTMLElement).getBoundingClientRect = () => ({ top: window.innerHeight - 60, bottom: window.innerHeight - 24, left: 10, right: 210, width: 200, height: 36, x: 10, y: window.innerHeight - 60, toJSON: () => ({}) });
    await user.keyboard('{ArrowDown}');
    expect(side()).toBe('top');
  });

  it('gives axe nothing serious or critical to report, closed, open, and in its error state', async () => {
    const serious = async () => {
      const result = await axe.run(document.body, { resultTypes: ['violations'] });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    const { input, user } = setup({ initial: 'AKT', clearable: true });
    expect(await serious()).toEqual([]);
    await user.click(input);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(await serious()).toEqual([]);
    renderWithI18n(<LightSelect id="chyba" label="Chyba" options={OPTIONS} value={null} error="Vyberte stav" required onChange={() => undefined} />);
    expect(await serious()).toEqual([]);
  });
});
