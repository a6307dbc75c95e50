import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { personalIdWidget } from './index';

const schema = { type: 'string', format: 'rodne-cislo' };

describeWidgetContract(personalIdWidget, { schema, value: '800101/1238' });

describe('PersonalIdWidget', () => {
  it('keeps digits and the slash', async () => {
    const { onChange } = renderWidget(personalIdWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, '800101/1238x');
    expect(onChange).toHaveBeenLastCalledWith('800101/1238');
    await user.tab();
    expect(input).toHaveValue('800101/1238');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(personalIdWidget, { schema, value: '800101/1238' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
