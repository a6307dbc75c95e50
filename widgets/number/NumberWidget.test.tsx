import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { numberWidget, numberFrom } from './index';

describeWidgetContract(numberWidget, { schema: { type: 'number' }, value: 1.5 });

describe('NumberWidget', () => {
  it('reads a Slovak decimal comma and stores a number', async () => {
    const { onChange } = renderWidget(numberWidget, { schema: { type: 'number', multipleOf: 0.01 }, value: undefined });
    const input = screen.getByLabelText('Pole');
    await userEvent.setup().type(input, '12,5');
    expect(onChange).toHaveBeenLastCalledWith(12.5);
    expect(input).toHaveValue('12,5');
  });

  it('allows no decimals for integers and clears to undefined', async () => {
    const { onChange } = renderWidget(numberWidget, { schema: { type: 'integer' }, value: 3 });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.type(input, '4,2');
    expect(onChange).toHaveBeenLastCalledWith(42);
  });

  it('keeps the caret where a refused character was typed, not at the end', async () => {
    const { onChange } = renderWidget(numberWidget, { schema: { type: 'integer' }, value: 1234 });
    const input = screen.getByLabelText('Pole') as HTMLInputElement;
    const user = userEvent.setup();
    await user.click(input);
    const text = input.value;
    input.setSelectionRange(1, 1);
    await user.keyboard('x');
    expect(input).toHaveValue(text);
    expect(input.selectionStart).toBe(1);
    await user.keyboard('5');
    expect(onChange).toHaveBeenLastCalledWith(Number(`${text.slice(0, 1)}5${text.slice(1)}`.replace(/\D/g, '')));
  });

  it('reads NumberInput answers', () => {
    expect(numberFrom(3)).toBe(3);
    expect(numberFrom('')).toBeUndefined();
    expect(numberFrom('1,5')).toBe(1.5);
    expect(numberFrom('-')).toBeUndefined();
  });
});
