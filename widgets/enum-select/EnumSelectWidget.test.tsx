import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '../../engine/react/testing/renderWithProviders';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { LIGHT_SELECT_MAX_OPTIONS } from './EnumSelectWidget';
import { enumSelectWidget } from './index';

const schema = { type: 'string', enum: ['AKTIVNA', 'NEAKTIVNA'] };
const options = { enumLabelKeyPrefix: 'technologia.enum.stav' };
const i18n = createTestI18n('sk', { technologia: { enum: { stav: { AKTIVNA: 'Aktívna' } } } });

describeWidgetContract(enumSelectWidget, { schema, value: 'AKTIVNA', options });

describe('EnumSelectWidget', () => {
  it('labels options by translation, falling back to the value, and reports the chosen value', async () => {
    const { onChange } = renderWidget(enumSelectWidget, { schema, value: undefined, options }, i18n);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Pole' }));
    expect(await screen.findByRole('option', { name: 'Aktívna' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'NEAKTIVNA' }));
    expect(onChange).toHaveBeenLastCalledWith('NEAKTIVNA');
    expect(screen.getByRole('combobox', { name: 'Pole' })).toHaveValue('NEAKTIVNA');
  });

  it('shows the translated label of the stored value and keeps numeric enum values numeric', async () => {
    const { unmount } = renderWidget(enumSelectWidget, { schema, value: 'AKTIVNA', options }, i18n);
    expect(screen.getByRole('combobox', { name: 'Pole' })).toHaveValue('Aktívna');
    unmount();
    const { onChange } = renderWidget(enumSelectWidget, { schema: { type: 'integer', enum: [1, 2] }, value: undefined }, i18n);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Pole' }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('is the light select for a few values (no Mantine Select until opened) and the searchable one for many', async () => {
    const { unmount } = renderWidget(enumSelectWidget, { schema, value: 'AKTIVNA', options }, i18n);
    const light = screen.getByRole('combobox', { name: 'Pole' });
    expect(light).not.toHaveAttribute('data-lazy-select');
    const user = userEvent.setup();
    await user.click(light);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(light).toHaveValue('NEAKTIVNA');
    unmount();
    const many = { type: 'string', enum: Array.from({ length: LIGHT_SELECT_MAX_OPTIONS + 1 }, (_, i) => `K${i}`) };
    const { onChange } = renderWidget(enumSelectWidget, { schema: many, value: undefined }, i18n);
    const full = screen.getByRole('combobox', { name: 'Pole' });
    expect(full).toHaveAttribute('data-lazy-select');
    await user.click(full);
    expect(await screen.findByRole('option', { name: 'K3' })).toBeInTheDocument();
    // Mantine's searchable Select: typing filters the list.
    await user.keyboard('K30');
    expect(await screen.findByRole('option', { name: 'K30' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'K3' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'K30' }));
    expect(onChange).toHaveBeenLastCalledWith('K30');
  });
});
