import { Button, Menu } from '@mantine/core';
import type { MenuItemSpec } from './LazyMenuButton';

/** A button with a menu of items (Mantine's Menu), opened at once when `defaultOpened`. */
export default function MenuButton({ label, disabled, items, defaultOpened }: { label: string; disabled?: boolean; items: readonly MenuItemSpec[]; defaultOpened?: boolean }) {
  return (
    <Menu withinPortal position="bottom-end" defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button variant="default" disabled={disabled}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.label} color={item.color} onClick={item.onClick}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
