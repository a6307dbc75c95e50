import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { emailMultiWidget } from './index';

const schema = { type: 'string', format: 'email-multi' };

describeWidgetContract(emailMultiWidget, { schema, value: 'a@seps.sk b@okte.sk' });

describe('EmailMultiWidget', () => {
  it('stores the list as typed', async () => {
    const { onChange } = renderWidget(emailMultiWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, 'a@seps.sk, b@okte.sk');
    expect(onChange).toHaveBeenLastCalledWith('a@seps.sk, b@okte.sk');
    await user.tab();
    expect(input).toHaveValue('a@seps.sk, b@okte.sk');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(emailMultiWidget, { schema, value: 'a@seps.sk b@okte.sk' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
