import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { dateRangeWidget } from './index';

const schema = { type: 'string', format: 'date-range' };

describeWidgetContract(dateRangeWidget, { schema, value: '2025-01-01/2025-01-31' });

describe('DateRangeWidget', () => {
  it('stores two dates as an ISO interval', async () => {
    const { onChange } = renderWidget(dateRangeWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '1.1.2025 - 31.1.2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-01-01/2025-01-31');
    await user.tab();
    expect(input).toHaveValue('1. 1. 2025 – 31. 1. 2025');
  });
  it('keeps text with three dates so validation reports it', async () => {
    const { onChange } = renderWidget(dateRangeWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '1.1.2025 - 2.1.2025 - 3.1.2025');
    expect(onChange).toHaveBeenLastCalledWith('1.1.2025 - 2.1.2025 - 3.1.2025');
    await user.tab();
    expect(input).toHaveValue('1.1.2025 - 2.1.2025 - 3.1.2025');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(dateRangeWidget, { schema, value: '2025-01-01/2025-01-31' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
