import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useOpenedLazily } from './LazySelect';

/** One item of a button's menu. */
export interface MenuItemSpec {
  label: string;
  color?: string;
  onClick: () => void;
}

const loadMenu = () => import('./MenuButton');
const MenuButton = lazy(loadMenu);

/**
 * A button with a menu whose code (Mantine's Menu, Popover, floating-ui) loads on the first click:
 * until then the same button alone.
 */
export function LazyMenuButton({ label, disabled, items }: { label: string; disabled?: boolean; items: readonly MenuItemSpec[] }) {
  const [opened, open] = useOpenedLazily();
  const button = (
    <Button variant="default" disabled={disabled} aria-haspopup="menu" aria-expanded={false} onClick={open} onPointerEnter={() => void loadMenu()} onFocus={() => void loadMenu()}>
      {label}
    </Button>
  );
  return <Suspense fallback={button}>{opened ? <MenuButton label={label} disabled={disabled} items={items} defaultOpened /> : button}</Suspense>;
}
