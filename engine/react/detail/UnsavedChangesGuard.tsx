import { useContext, useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import type { Location } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Navigation state that skips the prompt: `navigate(to, { state: { [SKIP_DIRTY_CHECK]: true } })`. */
export const SKIP_DIRTY_CHECK = 'skipDirtyCheck';
/** After the user chose to leave, further navigation is not blocked for this long (spec section 4). */
export const UNBLOCK_AFTER_MS = 5000;

export interface UnsavedChangesGuardProps {
  /** The page holds data that would be lost. */
  dirty: boolean;
}

/** Whether a navigation asks to skip the dirty check. */
function skipsDirtyCheck(location: Pick<Location, 'state'>): boolean {
  const state = location.state as Record<string, unknown> | null | undefined;
  return state?.[SKIP_DIRTY_CHECK] === true;
}

/** Closing or reloading the tab with unsaved data asks the browser's own question. */
function useBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined;
    const handler = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, [dirty]);
}

function RouteGuard({ dirty }: UnsavedChangesGuardProps) {
  const { t } = useTranslation();
  const [released, setReleased] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released && currentLocation.pathname !== nextLocation.pathname && !skipsDirtyCheck(nextLocation),
  );
  const leave = () => {
    // The block is lifted for a while so redirects following this navigation pass too.
    setReleased(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setReleased(false), UNBLOCK_AFTER_MS);
    blocker.proceed?.();
  };
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('widgets.dirty.title')}
      centered
      closeOnClickOutside={false}
      data-testid="dirty-data-confirm"
    >
      <Text mb="md">{t('widgets.dirty.message')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('widgets.dirty.stay')}
        </Button>
        <Button color="orange" onClick={leave}>
          {t('widgets.dirty.leave')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * The unsaved-changes prompt (dirtyDataConfirm): leaving a page with unsaved data asks to leave
 * or stay, unless the navigation carries the skip-dirty-check flag. In-app navigation is blocked
 * only under a data router (react-router's useBlocker); closing the tab is always asked.
 */
export function UnsavedChangesGuard({ dirty }: UnsavedChangesGuardProps) {
  useBeforeUnload(dirty);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <RouteGuard dirty={dirty} /> : null;
}
