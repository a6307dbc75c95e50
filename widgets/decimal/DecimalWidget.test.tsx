import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { decimalWidget } from './index';

describeWidgetContract(decimalWidget, { schema: { type: 'number', maxDecimals: 2 }, value: 1.25 });

describe('DecimalWidget', () => {
  it('stops at the allowed decimals (maxDecimals) with a Slovak comma', async () => {
    const { onChange } = renderWidget(decimalWidget, { schema: { type: 'number', maxDecimals: 2 }, value: undefined });
    const input = screen.getByLabelText('Pole');
    await userEvent.setup().type(input, '3,14159');
    expect(onChange).toHaveBeenLastCalledWith(3.14);
    expect(input).toHaveValue('3,14');
  });

  it('follows options.decimals (6)', async () => {
    const { onChange } = renderWidget(decimalWidget, { schema: { type: 'number' }, options: { decimals: 6 }, value: undefined });
    await userEvent.setup().type(screen.getByLabelText('Pole'), '0,1234567');
    expect(onChange).toHaveBeenLastCalledWith(0.123456);
  });
});
