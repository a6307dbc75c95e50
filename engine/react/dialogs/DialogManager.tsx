import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Group, Overlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogWindow } from './DialogWindow';
import { useConfirm } from './useConfirm';
import type { WindowRect } from './windowGeometry';
import { initialRect } from './windowGeometry';

/** What to open. */
export interface DialogSpec {
  title: string;
  /**
   * The dialog's content; gets a function that closes it without the confirm step (after a save)
   * and one that asks to close it as the close button does (a cancel button).
   */
  render: (close: () => void, requestClose: () => void) => ReactNode;
  /** Blocks the page behind it; closing it asks for confirmation. @default true */
  modal?: boolean;
  /**
   * For modeless dialogs: one instance per value (e.g. `history:${id}`). Opening the same value
   * again brings the open one to the front instead of opening a second.
   */
  instanceKey?: string;
  /** @default 1200 */
  width?: number;
  /** @default 800 */
  height?: number;
}

interface OpenDialog extends DialogSpec {
  id: number;
  rect: WindowRect;
  minimized: boolean;
  maximized: boolean;
  z: number;
}

/** Opens and closes dialog windows. */
export interface DialogApi {
  /** Opens a dialog (or focuses the open instance of the same key); returns its id. */
  open: (spec: DialogSpec) => number;
  /** Closes a dialog without asking. */
  close: (id: number) => void;
}

const DialogContext = createContext<DialogApi | undefined>(undefined);

/** The dialog API of the enclosing DialogProvider. */
export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs: no <DialogProvider> above this component');
  return api;
}

const BASE_Z = 300;

/**
 * Hosts dialog windows (shell-routes-workflow.md 2.5): movable, resizable, minimisable,
 * maximisable, modal or modeless; modeless ones limited to one instance per key; closing a
 * modal one asks first. Minimised windows wait in a bar at the bottom.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [dialogs, setDialogs] = useState<OpenDialog[]>([]);
  const nextId = useRef(1);
  const topZ = useRef(BASE_Z);
  const { confirm, dialog: confirmDialog } = useConfirm();

  const update = useCallback((id: number, change: Partial<OpenDialog>) => setDialogs((all) => all.map((d) => (d.id === id ? { ...d, ...change } : d))), []);
  const front = useCallback((id: number) => update(id, { z: ++topZ.current, minimized: false }), [update]);
  const close = useCallback((id: number) => setDialogs((all) => all.filter((d) => d.id !== id)), []);

  const open = useCallback(
    (spec: DialogSpec) => {
      const modal = spec.modal ?? true;
      let found: number | undefined;
      setDialogs((all) => {
        const existing = !modal && spec.instanceKey !== undefined ? all.find((d) => !(d.modal ?? true) && d.instanceKey === spec.instanceKey) : undefined;
        if (existing) {
          found = existing.id;
          return all.map((d) => (d.id === existing.id ? { ...d, z: ++topZ.current, minimized: false } : d));
        }
        const id = nextId.current++;
        found = id;
        const rect = initialRect({ width: window.innerWidth, height: window.innerHeight }, spec, (all.length % 5) * 24);
        return [...all, { ...spec, modal, id, rect, minimized: false, maximized: false, z: ++topZ.current }];
      });
      return found ?? nextId.current - 1;
    },
    [],
  );

  const requestClose = useCallback(
    async (d: OpenDialog) => {
      if (d.modal ?? true) {
        const yes = await confirm({ message: t('dialogs.window.confirmClose') });
        if (!yes) return;
      }
      close(d.id);
    },
    [confirm, close, t],
  );

  const api = useMemo<DialogApi>(() => ({ open, close }), [open, close]);
  const topModal = dialogs.filter((d) => (d.modal ?? true) && !d.minimized).sort((a, b) => b.z - a.z)[0];
  const minimized = dialogs.filter((d) => d.minimized);
  const frontZ = Math.max(0, ...dialogs.filter((d) => !d.minimized).map((d) => d.z));
  return (
    <DialogContext.Provider value={api}>
      {children}
      {topModal && <Overlay fixed opacity={0.35} zIndex={topModal.z - 1} />}
      {dialogs.map((d) => (
        <DialogWindow
          key={d.id}
          title={d.title}
          rect={d.rect}
          onRectChange={(rect) => update(d.id, { rect })}
          minimized={d.minimized}
          maximized={d.maximized}
          onMinimize={() => update(d.id, { minimized: true })}
          onToggleMaximize={() => update(d.id, { maximized: !d.maximized })}
          onClose={() => void requestClose(d)}
          onFocus={() => d.z !== topZ.current && front(d.id)}
          zIndex={d.z}
          active={d.z === frontZ}
          modal={d.modal ?? true}
        >
          {d.render(() => close(d.id), () => void requestClose(d))}
        </DialogWindow>
      ))}
      {minimized.length > 0 && (
        <Group gap="xs" p={4} style={{ position: 'fixed', left: 8, bottom: 8, zIndex: BASE_Z - 1 }} aria-label={t('dialogs.window.minimized')} role="toolbar">
          {minimized.map((d) => (
            <Button key={d.id} size="xs" variant="default" onClick={() => front(d.id)} title={t('dialogs.window.restore')}>
              {d.title}
            </Button>
          ))}
        </Group>
      )}
      {confirmDialog}
    </DialogContext.Provider>
  );
}
