import { useEffect, useRef } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WindowRect } from './windowGeometry';
import { MIN_DIALOG_SIZE, moveRect, resizeRect } from './windowGeometry';

export interface DialogWindowProps {
  title: string;
  rect: WindowRect;
  onRectChange: (rect: WindowRect) => void;
  minimized: boolean;
  maximized: boolean;
  onMinimize: () => void;
  onToggleMaximize: () => void;
  /** Asks to close (the manager decides whether a confirm step comes first). */
  onClose: () => void;
  /** Brings the window to the front. */
  onFocus: () => void;
  zIndex: number;
  /** The front window: it takes the keyboard focus when it becomes the front one. */
  active: boolean;
  modal: boolean;
  children: ReactNode;
}

const KEY_STEP = 20;

/** Longer than a confirm dialog's closing transition (Mantine's default is 200 ms). */
const FOCUS_RETURN_DELAY_MS = 400;

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** Drag with the pointer, or arrows on the focused handle; reports the moved distance. */
function useDrag(onDelta: (dx: number, dy: number) => void) {
  const last = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).closest('button')) return;
      last.current = { x: event.clientX, y: event.clientY };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!last.current) return;
      onDelta(event.clientX - last.current.x, event.clientY - last.current.y);
      last.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: () => {
      last.current = null;
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const delta: Record<string, [number, number]> = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] };
      const d = delta[event.key];
      if (!d) return;
      event.preventDefault();
      onDelta(d[0], d[1]);
    },
  };
}

const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** Focusable elements of the window's content, else of the whole window. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[aria-hidden="true"]'));
}

/**
 * Keyboard of a window: Escape asks to close (the manager adds the confirm step of a modal one);
 * Tab stays inside a modal one, whose page behind is blocked.
 */
function windowKeys(props: DialogWindowProps) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      props.onClose();
      return;
    }
    if (event.key !== 'Tab' || !props.modal) return;
    const items = focusables(event.currentTarget);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}

/** A window: title bar to move it, corner to resize it, minimise, maximise and close buttons. */
export function DialogWindow(props: DialogWindowProps) {
  const { t } = useTranslation();
  const { rect, maximized, minimized, active } = props;
  const root = useRef<HTMLDivElement>(null);
  const move = useDrag((dx, dy) => !maximized && props.onRectChange(moveRect(rect, dx, dy, viewport())));
  const resize = useDrag((dx, dy) => !maximized && props.onRectChange(resizeRect(rect, dx, dy)));
  // Closing gives the focus back to what had it when the window opened (e.g. the button that
  // opened it), unless the user has moved on to something else meanwhile. Checked again once a
  // closing confirm dialog has gone: it hands the focus back into this window, which is gone too.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const restore = () => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (opener?.isConnected && lost) opener.focus();
      };
      restore();
      window.setTimeout(restore, FOCUS_RETURN_DELAY_MS);
    };
  }, []);
  // Coming to the front (opened, opened again, restored) moves the focus into the window: to its
  // content's first field, else to the window itself.
  useEffect(() => {
    const node = root.current;
    if (!active || minimized || !node || node.contains(document.activeElement)) return;
    const content = node.querySelector<HTMLElement>('[data-dialog-content]');
    (focusables(content ?? node)[0] ?? node).focus();
  }, [active, minimized, props.zIndex]);
  const box = maximized ? { left: 0, top: 0, width: '100vw', height: '100vh' } : { left: rect.x, top: rect.y, width: rect.width, height: rect.height };
  return (
    <Paper
      ref={root}
      tabIndex={-1}
      role="dialog"
      aria-modal={props.modal || undefined}
      aria-label={props.title}
      shadow="xl"
      withBorder
      onPointerDownCapture={props.onFocus}
      onKeyDown={windowKeys(props)}
      // A minimised window stays mounted (hidden), so what was typed in it is kept.
      style={{ position: 'fixed', ...box, zIndex: props.zIndex, display: minimized ? 'none' : 'flex', flexDirection: 'column', overflow: 'hidden', outline: 'none' }}
      data-maximized={maximized || undefined}
      data-active={active || undefined}
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        px="sm"
        py={4}
        bg="var(--mantine-color-gray-1)"
        style={{ cursor: maximized ? 'default' : 'move', touchAction: 'none', userSelect: 'none' }}
        onPointerDown={move.onPointerDown}
        onPointerMove={move.onPointerMove}
        onPointerUp={move.onPointerUp}
        onDoubleClick={props.onToggleMaximize}
      >
        <Text
          fw={600}
          size="sm"
          truncate
          tabIndex={0}
          role="button"
          aria-label={`${t('dialogs.window.move')}: ${props.title}`}
          onKeyDown={move.onKeyDown}
        >
          {props.title}
        </Text>
        <Group gap={2} wrap="nowrap">
          <ActionIcon size="sm" variant="subtle" aria-label={t('dialogs.window.minimize')} onClick={props.onMinimize}>
            –
          </ActionIcon>
          <ActionIcon size="sm" variant="subtle" aria-label={maximized ? t('dialogs.window.restore') : t('dialogs.window.maximize')} onClick={props.onToggleMaximize}>
            {maximized ? '❐' : '□'}
          </ActionIcon>
          <ActionIcon size="sm" variant="subtle" aria-label={t('dialogs.window.close')} onClick={props.onClose}>
            ✕
          </ActionIcon>
        </Group>
      </Group>
      <div data-dialog-content style={{ flex: 1, overflow: 'auto', padding: 'var(--mantine-spacing-sm)' }}>
        {props.children}
      </div>
      {!maximized && (
        <div
          role="separator"
          aria-label={t('dialogs.window.resize')}
          // A focusable separator must state its value (ARIA): the window's width, its size in words.
          aria-valuenow={Math.round(rect.width)}
          aria-valuemin={MIN_DIALOG_SIZE.width}
          aria-valuemax={Math.max(MIN_DIALOG_SIZE.width, Math.round(viewport().width))}
          aria-valuetext={t('dialogs.window.size', { width: Math.round(rect.width), height: Math.round(rect.height) })}
          tabIndex={0}
          onPointerDown={resize.onPointerDown}
          onPointerMove={resize.onPointerMove}
          onPointerUp={resize.onPointerUp}
          onKeyDown={resize.onKeyDown}
          style={{ position: 'absolute', right: 0, bottom: 0, width: 14, height: 14, cursor: 'nwse-resize', touchAction: 'none' }}
        />
      )}
    </Paper>
  );
}
