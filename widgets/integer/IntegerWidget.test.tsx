import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { integerWidget } from './index';

describeWidgetContract(integerWidget, { schema: { type: 'integer' }, value: 12 });

describe('IntegerWidget', () => {
  it('takes digits only', async () => {
    const { onChange } = renderWidget(integerWidget, { schema: { type: 'integer' }, value: undefined });
    await userEvent.setup().type(screen.getByLabelText('Pole'), '12,5');
    expect(onChange).toHaveBeenLastCalledWith(125);
  });
});
