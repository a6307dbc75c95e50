import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { textareaWidget } from './index';

describeWidgetContract(textareaWidget, { schema: { type: 'string', maxLength: 1000 }, value: 'dlhý text' });

describe('TextareaWidget', () => {
  it('accepts several lines', async () => {
    const { onChange } = renderWidget(textareaWidget, { schema: { type: ['string', 'null'], maxLength: 1000 }, value: null });
    const input = screen.getByLabelText('Pole');
    expect(input.tagName).toBe('TEXTAREA');
    await userEvent.setup().type(input, 'a{Enter}b');
    expect(onChange).toHaveBeenLastCalledWith('a\nb');
  });
});
