import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { monthYearWidget } from './index';

const schema = { type: 'string', format: 'month-year' };

describeWidgetContract(monthYearWidget, { schema, value: '2024-02-01' });

describe('MonthYearWidget', () => {
  it('stores the first of the month and shows MM/YYYY', async () => {
    const { onChange } = renderWidget(monthYearWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '2/2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-01');
    await user.tab();
    expect(input).toHaveValue('02/2024');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(monthYearWidget, { schema, value: '2024-02-01' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
