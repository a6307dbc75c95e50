import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { textWidget } from './index';

describeWidgetContract(textWidget, { schema: { type: 'string' }, value: 'abc' });

describe('TextWidget', () => {
  it('reports typed text and clears to undefined', async () => {
    const { onChange } = renderWidget(textWidget, { schema: { type: 'string', maxLength: 5 }, value: 'ab' });
    const input = screen.getByLabelText('Pole');
    expect(input).toHaveAttribute('maxlength', '5');
    const user = userEvent.setup();
    await user.type(input, 'c');
    expect(onChange).toHaveBeenLastCalledWith('abc');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('is read-only in view mode', () => {
    renderWidget(textWidget, { schema: { type: 'string' }, value: 'x', readonly: true });
    expect(screen.getByLabelText('Pole')).toHaveAttribute('readonly');
  });
});
