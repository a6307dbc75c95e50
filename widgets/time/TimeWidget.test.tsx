import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { timeWidget } from './index';

const schema = { type: 'string', format: 'time' };

describeWidgetContract(timeWidget, { schema, value: '08:30' });

describe('TimeWidget', () => {
  it('completes 8:30 to 08:30', async () => {
    const { onChange } = renderWidget(timeWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '8:30');
    expect(onChange).toHaveBeenLastCalledWith('08:30');
    await user.tab();
    expect(input).toHaveValue('08:30');
  });
  it('drops a minus unless negative times are allowed', async () => {
    const { onChange } = renderWidget(timeWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '-8:30');
    expect(onChange).toHaveBeenLastCalledWith('08:30');
    await user.tab();
    expect(input).toHaveValue('08:30');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(timeWidget, { schema, value: '08:30' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
