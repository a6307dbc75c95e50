import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { pscWidget } from './index';

const schema = { type: 'string', format: 'psc' };

describeWidgetContract(pscWidget, { schema, value: '84101' });

describe('PscWidget', () => {
  it('stores five digits and shows NNN NN', async () => {
    const { onChange } = renderWidget(pscWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '841 01');
    expect(onChange).toHaveBeenLastCalledWith('84101');
    await user.tab();
    expect(input).toHaveValue('841 01');
  });
  it('drops letters while typing', async () => {
    const { onChange } = renderWidget(pscWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '84a101');
    expect(onChange).toHaveBeenLastCalledWith('84101');
    await user.tab();
    expect(input).toHaveValue('841 01');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(pscWidget, { schema, value: '84101' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
