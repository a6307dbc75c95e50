import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { emailWidget } from './index';

const schema = { type: 'string', format: 'email' };

describeWidgetContract(emailWidget, { schema, value: 'jana@seps.sk' });

describe('EmailWidget', () => {
  it('stores the address', async () => {
    const { onChange } = renderWidget(emailWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, 'jana@seps.sk');
    expect(onChange).toHaveBeenLastCalledWith('jana@seps.sk');
    await user.tab();
    expect(input).toHaveValue('jana@seps.sk');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(emailWidget, { schema, value: 'jana@seps.sk' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
