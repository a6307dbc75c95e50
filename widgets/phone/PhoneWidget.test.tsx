import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { phoneWidget } from './index';

const schema = { type: 'string', format: 'phone-sk' };

describeWidgetContract(phoneWidget, { schema, value: '+421908123456' });

describe('PhoneWidget', () => {
  it('stores a national number as E.164', async () => {
    const { onChange } = renderWidget(phoneWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '0908 123 456');
    expect(onChange).toHaveBeenLastCalledWith('+421908123456');
    await user.tab();
    expect(input).toHaveValue('+421 908 123 456');
  });
  it('keeps a number that is not real so validation reports it', async () => {
    const { onChange } = renderWidget(phoneWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '0100 123 456');
    expect(onChange).toHaveBeenLastCalledWith('0100 123 456');
    await user.tab();
    expect(input).toHaveValue('0100 123 456');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(phoneWidget, { schema, value: '+421908123456' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
