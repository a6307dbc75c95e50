import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { mobileListWidget } from './index';

const schema = { type: 'string', format: 'mobile-list' };

describeWidgetContract(mobileListWidget, { schema, value: '+421908123456' });

describe('MobileListWidget', () => {
  it('stores the list as typed', async () => {
    const { onChange } = renderWidget(mobileListWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '+421908123456, +421911222333');
    expect(onChange).toHaveBeenLastCalledWith('+421908123456, +421911222333');
    await user.tab();
    expect(input).toHaveValue('+421908123456, +421911222333');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(mobileListWidget, { schema, value: '+421908123456' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
