import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { checkboxWidget } from './index';

describeWidgetContract(checkboxWidget, { schema: { type: 'boolean' }, value: true });

describe('CheckboxWidget', () => {
  it('toggles true and false', async () => {
    const { onChange } = renderWidget(checkboxWidget, { schema: { type: 'boolean' }, value: false });
    const box = screen.getByRole('checkbox', { name: 'Pole' });
    expect(box).not.toBeChecked();
    const user = userEvent.setup();
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('cannot be changed in view mode', async () => {
    const { onChange } = renderWidget(checkboxWidget, { schema: { type: 'boolean' }, value: true, readonly: true });
    const box = screen.getByRole('checkbox', { name: 'Pole' });
    expect(box).toBeChecked();
    await userEvent.setup().click(box);
    expect(onChange).not.toHaveBeenCalled();
  });
});
