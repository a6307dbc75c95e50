import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { eicWidget } from './index';

const schema = { type: 'string', format: 'eic' };

describeWidgetContract(eicWidget, { schema, value: '24XZSE-ENERGIA-I' });

describe('EicWidget', () => {
  it('limits typing to EIC characters, uppercased, at most 16', async () => {
    const { onChange } = renderWidget(eicWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '24xzse_energia-i-extra');
    expect(onChange).toHaveBeenLastCalledWith('24XZSEENERGIA-I-');
    await user.tab();
    expect(input).toHaveValue('24XZSEENERGIA-I-');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(eicWidget, { schema, value: '24XZSE-ENERGIA-I' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
