import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { yearWidget } from './index';

const schema = { type: 'string', format: 'year' };

describeWidgetContract(yearWidget, { schema, value: '2024' });

describe('YearWidget', () => {
  it('keeps at most four digits', async () => {
    const { onChange } = renderWidget(yearWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '20x245');
    expect(onChange).toHaveBeenLastCalledWith('2024');
    await user.tab();
    expect(input).toHaveValue('2024');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(yearWidget, { schema, value: '2024' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
