import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EngineProvider } from '../../engine/react';
import { fakeHttp } from '../../engine/react/testing/fakeHttp';
import { renderWithI18n } from '../../engine/react/testing/renderWithProviders';
import { renderWidget } from '../testing/widgetHarness';
import { DateRangeDialog } from './DateRangeDialog';
import { dateRangeWidget } from './index';

const NO_TOKENS: ReadonlySet<string> = new Set();

function openDialog(initial = { from: '', to: '' }, today = '2025-05-14') {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderWithI18n(
    <EngineProvider http={fakeHttp()} tokens={NO_TOKENS}>
      <DateRangeDialog opened initial={initial} today={today} onClose={onClose} onConfirm={onConfirm} />
    </EngineProvider>,
  );
  const from = () => document.getElementById('date-range-from') as HTMLInputElement;
  const to = () => document.getElementById('date-range-to') as HTMLInputElement;
  return { onConfirm, onClose, from, to, user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('DateRangeDialog', () => {
  it('fills both dates from a preset', async () => {
    const { user, from, to, onConfirm } = openDialog();
    await user.click(button('widgets.dateRange.preset.quarter'));
    expect(from()).toHaveValue('1. 4. 2025');
    expect(to()).toHaveValue('30. 6. 2025');
    await user.click(button('widgets.dateRange.preset.week'));
    await user.click(button('widgets.dateRange.ok'));
    expect(onConfirm).toHaveBeenCalledWith({ from: '2025-05-12', to: '2025-05-18' });
  });

  it('disables the duration buttons until from is a valid date, then sets to = from + duration − 1 day', async () => {
    const { user, from, to } = openDialog();
    expect(button('widgets.dateRange.unit.month')).toBeDisabled();
    await user.type(from(), '31.2.2025');
    expect(button('widgets.dateRange.unit.month')).toBeDisabled();
    await user.clear(from());
    await user.type(from(), '15.3.2025');
    await user.click(button('widgets.dateRange.unit.month'));
    expect(to()).toHaveValue('14. 4. 2025');
    await user.click(button('widgets.dateRange.unit.year'));
    expect(to()).toHaveValue('14. 3. 2026');
  });

  it('shifts the whole interval by default and keeps a month end', async () => {
    const { user, from, to } = openDialog({ from: '2025-01-01', to: '2025-01-31' });
    expect(screen.getByRole('radio', { name: 'widgets.dateRange.target.whole' })).toBeChecked();
    await user.click(screen.getByTestId('date-range-shift-month-forward'));
    expect([from().value, to().value]).toEqual(['1. 2. 2025', '28. 2. 2025']);
    await user.click(screen.getByTestId('date-range-shift-month-forward'));
    expect([from().value, to().value]).toEqual(['1. 3. 2025', '31. 3. 2025']);
  });

  it('shifts only the start or only the end when chosen', async () => {
    const { user, from, to } = openDialog({ from: '2025-01-10', to: '2025-01-20' });
    await user.click(screen.getByRole('radio', { name: 'widgets.dateRange.target.start' }));
    await user.click(screen.getByTestId('date-range-shift-week-back'));
    expect([from().value, to().value]).toEqual(['3. 1. 2025', '20. 1. 2025']);
    await user.click(screen.getByRole('radio', { name: 'widgets.dateRange.target.end' }));
    await user.click(screen.getByTestId('date-range-shift-day-forward'));
    expect([from().value, to().value]).toEqual(['3. 1. 2025', '21. 1. 2025']);
  });

  it('OK with a missing or invalid date marks both fields touched and stays open', async () => {
    const { user, from, onConfirm } = openDialog();
    await user.type(from(), '32.1.2025');
    await user.click(button('widgets.dateRange.ok'));
    expect(onConfirm).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('validation.badDate')).toBeInTheDocument();
    expect(within(dialog).getByText('engine.validation.required')).toBeInTheDocument();
  });

  it('refuses an end before the start', async () => {
    const { user, onConfirm } = openDialog({ from: '2025-02-10', to: '2025-02-01' });
    await user.click(button('widgets.dateRange.ok'));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('validation.range_invalidOrder')).toBeInTheDocument();
  });
});

describe('date range input with the dialog', () => {
  it('opens the dialog with the stored range and stores what OK confirms', async () => {
    const { onChange } = renderWidget(dateRangeWidget, { schema: { type: 'string', format: 'date-range' }, value: '2025-01-01/2025-01-31' });
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'widgets.dateRange.open' });
    expect(open).toHaveAccessibleDescription('Pole');
    await user.click(open);
    // The dialog's code loads when it first opens.
    await screen.findByRole('dialog');
    expect(document.getElementById('date-range-to')).toHaveValue('31. 1. 2025');
    await user.click(screen.getByTestId('date-range-shift-year-back'));
    await user.click(screen.getByRole('button', { name: 'widgets.dateRange.ok' }));
    expect(onChange).toHaveBeenLastCalledWith('2024-01-01/2024-01-31');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no dialog button when read-only', () => {
    renderWidget(dateRangeWidget, { schema: { type: 'string', format: 'date-range' }, value: '2025-01-01/2025-01-31', readonly: true });
    expect(screen.queryByRole('button', { name: 'widgets.dateRange.open' })).not.toBeInTheDocument();
  });
});
