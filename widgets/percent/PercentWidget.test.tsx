import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { percentWidget } from './index';

const schema = { type: ['number', 'null'], minimum: 0, maximum: 1, multipleOf: 0.0001 };

describeWidgetContract(percentWidget, { schema, value: 0.5 });

describe('PercentWidget', () => {
  it('shows the share times 100', () => {
    renderWidget(percentWidget, { schema, value: 0.1234 });
    expect(screen.getByLabelText('Pole')).toHaveValue('12,34 %');
  });

  it('stores typed percent divided by 100, without binary noise', async () => {
    const { onChange } = renderWidget(percentWidget, { schema, value: null });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '12,34');
    expect(onChange).toHaveBeenLastCalledWith(0.1234);
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.type(input, '7');
    expect(onChange).toHaveBeenLastCalledWith(0.07);
  });
});
