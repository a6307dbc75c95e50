import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { passwordWidget } from './index';

const schema = { type: 'string', minLength: 8 };

describeWidgetContract(passwordWidget, { schema, value: 'Tajne-Heslo-1' });

describe('PasswordWidget', () => {
  it('hides what is typed until asked to show it', async () => {
    const { onChange } = renderWidget(passwordWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    const user = userEvent.setup();
    await user.type(input, 'Tajne-1');
    expect(onChange).toHaveBeenLastCalledWith('Tajne-1');
    await user.click(screen.getByRole('button'));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(passwordWidget, { schema, value: 'Tajne-Heslo-1' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
