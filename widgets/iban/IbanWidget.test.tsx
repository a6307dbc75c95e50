import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { ibanWidget } from './index';

const schema = { type: 'string', format: 'iban' };

describeWidgetContract(ibanWidget, { schema, value: 'SK3112000000198742637541' });

describe('IbanWidget', () => {
  it('groups by four, uppercased, and stores the electronic form', async () => {
    const { onChange } = renderWidget(ibanWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, 'sk3112000000198742637541');
    expect(onChange).toHaveBeenLastCalledWith('SK3112000000198742637541');
    await user.tab();
    expect(input).toHaveValue('SK31 1200 0000 1987 4263 7541');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(ibanWidget, { schema, value: 'SK3112000000198742637541' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
