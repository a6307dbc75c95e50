import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownDivider, DropdownItem, DropdownLabel, DropdownMenu } from './DropdownMenu';

function renderMenu(onSelect = vi.fn()) {
  render(
    <>
      <DropdownMenu label="Používateľ Jana" button="Jana">
        <DropdownLabel>jana@example.sk</DropdownLabel>
        <DropdownItem onSelect={() => onSelect('profile')}>Profil</DropdownItem>
        <DropdownDivider />
        <DropdownItem onSelect={() => onSelect('logout')}>Odhlásiť sa</DropdownItem>
      </DropdownMenu>
      <p>outside</p>
    </>,
  );
  return onSelect;
}

describe('DropdownMenu', () => {
  it('opens a menu whose items run their action and close it', async () => {
    const onSelect = renderMenu();
    const button = screen.getByRole('button', { name: 'Používateľ Jana' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Používateľ Jana' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Odhlásiť sa' }));
    expect(onSelect).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('moves with the arrow keys, wraps around and closes with Escape', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Používateľ Jana' }));
    expect(screen.getByRole('menuitem', { name: 'Profil' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Odhlásiť sa' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profil' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Používateľ Jana' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Používateľ Jana' }));
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
