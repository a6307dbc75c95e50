import { createContext, useContext, useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import ui from './ui.module.css';

const CloseContext = createContext<() => void>(() => undefined);

export interface DropdownMenuProps {
  /** The button's accessible name. */
  label: string;
  /** What the button shows. */
  button: ReactNode;
  buttonClassName?: string;
  title?: string;
  children: ReactNode;
}

function items(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
}

/**
 * A menu button (WAI-ARIA menu pattern): the button opens a list of menu items; arrows, Home and
 * End move between them, Escape and Tab close it, a click outside closes it. Plain React, so the
 * shell's top bar needs no floating-UI library on the first download.
 */
export function DropdownMenu({ label, button, buttonClassName, title, children }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return undefined;
    items(list.current)[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items(list.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className={ui.menuRoot} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={buttonClassName ?? ui.button}
        aria-label={label}
        title={title}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {button}
      </button>
      {open && (
        <CloseContext.Provider value={close}>
          <div id={id} role="menu" aria-label={label} className={ui.menuList} ref={list} onKeyDown={onKeyDown}>
            {children}
          </div>
        </CloseContext.Provider>
      )}
    </div>
  );
}

/** One item of a DropdownMenu: closes the menu, then runs its action. */
export function DropdownItem({ onSelect, danger, className, children, ...rest }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'onSelect'> & { onSelect: () => void; danger?: boolean }) {
  const close = useContext(CloseContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={[ui.menuItem, danger ? ui.menuItemDanger : '', className ?? ''].join(' ')}
      onClick={() => {
        close();
        onSelect();
      }}
      {...rest}
    >
      {children}
    </button>
  );
}

/** A non-interactive heading inside a DropdownMenu (e.g. the user's e-mail). */
export function DropdownLabel({ children }: { children: ReactNode }) {
  return (
    <div role="presentation" className={ui.menuLabel}>
      {children}
    </div>
  );
}

/** A line between groups of items. */
export function DropdownDivider() {
  return <div role="separator" className={ui.menuDivider} />;
}
