import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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
