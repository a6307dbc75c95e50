import { describe, expect, it, vi } from 'vitest';
import { Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { EngineProvider } from '../../engine/react';
import { fakeHttp } from '../../engine/react/testing/fakeHttp';
import { renderWithI18n } from '../../engine/react/testing/renderWithProviders';
import { DateWidget } from './DateWidget';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '../../engine/react/testing/renderWithProviders';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { dateWidget } from './index';

const schema = { type: 'string', format: 'date' };

describeWidgetContract(dateWidget, { schema, value: '2024-02-01' });

describe('DateWidget', () => {
  it('shows a stored date as D. M. YYYY in Slovak and DD. MM. YYYY in English', () => {
    const { unmount } = renderWidget(dateWidget, { schema, value: '2024-02-01' });
    expect(screen.getByLabelText('Pole')).toHaveValue('1. 2. 2024');
    unmount();
    renderWidget(dateWidget, { schema, value: '2024-02-01' }, createTestI18n('en'));
    expect(screen.getByLabelText('Pole')).toHaveValue('01. 02. 2024');
  });

  it.each([
    ['5.3.2025', '2025-03-05'],
    ['05.03.2025', '2025-03-05'],
    ['05032025', '2025-03-05'],
    ['5/3/2025', '2025-03-05'],
  ])('stores typed %s as %s and shows it formatted after leaving', async (typed, iso) => {
    const { onChange } = renderWidget(dateWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, typed);
    expect(onChange).toHaveBeenLastCalledWith(iso);
    expect(input).toHaveValue(typed);
    await user.tab();
    expect(input).toHaveValue('5. 3. 2025');
  });

  it('draws label, input and calendar button in four elements: the button sits in the field root beside the input, its icon drawn by CSS', () => {
    const { container } = renderWidget(dateWidget, { schema, value: '2024-02-01' });
    const button = screen.getByRole('button', { name: 'widgets.date.openPicker' });
    // Described by its field's label, so that a form's calendar buttons are told apart; a lookup by
    // the label still finds the input alone.
    expect(button).toHaveAccessibleDescription('Pole');
    expect(screen.getAllByLabelText('Pole')).toHaveLength(1);
    // A large form has dozens of date fields: no wrapper around the input, no section element
    // around the button and no SVG in it.
    const root = button.parentElement as HTMLElement;
    expect(screen.getByLabelText('Pole').parentElement).toBe(root);
    expect(button.childElementCount).toBe(0);
    expect(root).toHaveAttribute('data-with-right-section', 'true');
    expect(root.querySelectorAll('*')).toHaveLength(3);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('keeps text that is no real date, so validation reports it, and clears to undefined', async () => {
    const { onChange } = renderWidget(dateWidget, { schema, value: '2024-02-01' });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.type(input, '31.2.2024');
    expect(onChange).toHaveBeenLastCalledWith('31.2.2024');
    await user.tab();
    expect(input).toHaveValue('31.2.2024');
  });
});

describe('DateWidget picker', () => {
  it('disables weekends and the environment holidays for business dates and picks a business day', { timeout: 20_000 }, async () => {
    const onChange = vi.fn();
    renderWithI18n(
      <EngineProvider http={fakeHttp()} tokens={new Set()} holidays={['2025-12-24']}>
        <DateWidget id="field" name="field" label="Pole" options={{}} schema={{ type: 'string', format: 'business-date' }} value="2025-12-22" onChange={onChange} />
      </EngineProvider>,
    );
    const user = userEvent.setup();
    await user.click(document.getElementById('field-picker')!);
    const day = (n: string) => screen.getAllByRole('button').find((b) => b.textContent === n && !b.hasAttribute('data-outside'));
    // The calendar's code loads when the picker opens: on a busy machine that takes seconds.
    await waitFor(() => expect(day('23')).toBeDefined(), { timeout: 10_000 });
    expect(day('20')).toBeDisabled(); // Saturday
    expect(day('21')).toBeDisabled(); // Sunday
    expect(day('24')).toBeDisabled(); // holiday of the environment
    expect(day('23')).not.toBeDisabled();
    await user.click(day('23')!);
    expect(onChange).toHaveBeenLastCalledWith('2025-12-23');
  });

  it('names its months, weekdays and buttons in the user\'s language and reads a day out as a date', { timeout: 20_000 }, async () => {
    renderWithI18n(
      <EngineProvider http={fakeHttp()} tokens={new Set()}>
        <DateWidget id="field" name="field" label="Pole" options={{}} schema={schema} value="2025-12-22" onChange={vi.fn()} />
      </EngineProvider>,
      createTestI18n('sk', { widgets: { date: { nextMonth: 'Nasledujúci mesiac' } } }),
    );
    await userEvent.setup().click(document.getElementById('field-picker')!);
    // The calendar's code loads when the picker opens: on a busy machine that takes seconds.
    expect(await screen.findByRole('button', { name: '23. decembra 2025' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('december 2025')).toBeInTheDocument();
    expect(screen.getByText('po')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nasledujúci mesiac' })).toBeInTheDocument();
  });

  it('opens from the keyboard, says it is open and, on Escape, closes and gives the focus back to its button', { timeout: 20_000 }, async () => {
    renderWithI18n(
      <EngineProvider http={fakeHttp()} tokens={new Set()}>
        <DateWidget id="field" name="field" label="Pole" options={{}} schema={schema} value="2025-12-22" onChange={vi.fn()} />
      </EngineProvider>,
    );
    const user = userEvent.setup();
    const button = document.getElementById('field-picker')!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('textbox'));
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The calendar's code loads when the picker opens: on a busy machine that takes seconds.
    await screen.findByRole('button', { name: /23/ }, { timeout: 10_000 });
    expect(button).not.toHaveAttribute('aria-busy');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(button).toHaveFocus();
    expect(screen.queryByRole('button', { name: /23/ })).toBeNull();
  });

  it('in a dialog, an Escape closes the calendar alone; the next one closes the dialog', { timeout: 20_000 }, async () => {
    const onCloseDialog = vi.fn();
    renderWithI18n(
      <EngineProvider http={fakeHttp()} tokens={new Set()}>
        <Modal opened onClose={onCloseDialog} title="Dialóg">
          <DateWidget id="field" name="field" label="Pole" options={{}} schema={schema} value="2025-12-22" onChange={vi.fn()} />
        </Modal>
      </EngineProvider>,
    );
    const user = userEvent.setup();
    const button = await waitFor(() => document.getElementById('field-picker')!);
    await user.click(button);
    await screen.findByRole('button', { name: /23/ }, { timeout: 10_000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(onCloseDialog).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onCloseDialog).toHaveBeenCalled();
  });
});
