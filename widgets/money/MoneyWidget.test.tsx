import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { moneyWidget } from './index';

describeWidgetContract(moneyWidget, { schema: { type: 'number' }, value: 10000 });

describe('MoneyWidget', () => {
  it('shows EUR with grouped thousands and keeps 3 decimals', async () => {
    const { onChange } = renderWidget(moneyWidget, { schema: { type: 'number' }, value: undefined });
    const input = screen.getByLabelText('Pole');
    await userEvent.setup().type(input, '12345,67891');
    expect(onChange).toHaveBeenLastCalledWith(12345.678);
    expect(input).toHaveValue('12 345,678 EUR');
  });
});
