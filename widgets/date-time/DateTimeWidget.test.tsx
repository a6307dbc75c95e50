import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { dateTimeWidget } from './index';

const schema = { type: 'string', format: 'date-time' };

describeWidgetContract(dateTimeWidget, { schema, value: '2024-02-01T08:30:00' });

describe('DateTimeWidget', () => {
  it('stores D.M.YYYY HH:mm as ISO and shows it in Slovak', async () => {
    const { onChange } = renderWidget(dateTimeWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '5.3.2025 8:30');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-05T08:30:00');
    await user.tab();
    expect(input).toHaveValue('5. 3. 2025 08:30');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(dateTimeWidget, { schema, value: '2024-02-01T08:30:00' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
