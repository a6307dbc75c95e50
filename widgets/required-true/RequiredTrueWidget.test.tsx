import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseWidget } from '../../engine/core/form';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { checkboxWidget } from '../checkbox';
import { requiredTrueWidget } from './index';

const schema = { type: 'boolean', const: true };

describeWidgetContract(requiredTrueWidget, { schema, value: true });

describe('RequiredTrueWidget', () => {
  it('is chosen for const: true and stores the check', async () => {
    const field = { name: 'x', schema, type: 'boolean', format: undefined, enum: undefined, nullable: false, required: true, widget: undefined };
    expect(chooseWidget([checkboxWidget, requiredTrueWidget], field)).toBe('required-true');
    const { onChange } = renderWidget(requiredTrueWidget, { schema, value: false, required: true });
    await userEvent.setup().click(screen.getByLabelText(/Pole/));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});
