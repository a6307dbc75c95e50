import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { eicMultiWidget } from './index';

const schema = { type: 'string', format: 'eic-multi' };

describeWidgetContract(eicMultiWidget, { schema, value: '24XZSE-ENERGIA-I' });

describe('EicMultiWidget', () => {
  it('uppercases and keeps separators', async () => {
    const { onChange } = renderWidget(eicMultiWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '24xzse-energia-i, 24zss1234567890h');
    expect(onChange).toHaveBeenLastCalledWith('24XZSE-ENERGIA-I, 24ZSS1234567890H');
    await user.tab();
    expect(input).toHaveValue('24XZSE-ENERGIA-I, 24ZSS1234567890H');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(eicMultiWidget, { schema, value: '24XZSE-ENERGIA-I' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
