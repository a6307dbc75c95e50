import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { triStateWidget } from './index';

const schema = { type: ['boolean', 'null'] };

describeWidgetContract(triStateWidget, { schema, value: null });

describe('TriStateWidget', () => {
  it('cycles unset → true → false → unset', async () => {
    const { onChange } = renderWidget(triStateWidget, { schema, value: null });
    const box = screen.getByLabelText(/Pole/);
    const user = userEvent.setup();
    expect(box).toHaveAttribute('data-indeterminate', 'true');
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
