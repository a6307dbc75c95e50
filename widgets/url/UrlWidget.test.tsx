import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { urlWidget } from './index';

const schema = { type: 'string', format: 'url' };

describeWidgetContract(urlWidget, { schema, value: 'https://www.okte.sk/' });

describe('UrlWidget', () => {
  it('stores the address', async () => {
    const { onChange } = renderWidget(urlWidget, { schema, value: undefined });
    const input = screen.getByLabelText('Pole');
    const user = userEvent.setup();
    await user.type(input, 'https://www.okte.sk/');
    expect(onChange).toHaveBeenLastCalledWith('https://www.okte.sk/');
    await user.tab();
    expect(input).toHaveValue('https://www.okte.sk/');
  });

  it('clears the value when emptied', async () => {
    const { onChange } = renderWidget(urlWidget, { schema, value: 'https://www.okte.sk/' });
    await userEvent.setup().clear(screen.getByLabelText('Pole'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
