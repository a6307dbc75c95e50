import { useCallback, useMemo, useState } from 'react';
import type { GridSettings } from '../../core/grid';
import { defaultGridSettings, migrateGridSettings } from '../../core/grid';

function read(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, settings: GridSettings | undefined): void {
  try {
    if (settings) window.localStorage.setItem(key, JSON.stringify(settings));
    else window.localStorage.removeItem(key);
  } catch {
    // Without storage the settings last for this visit only.
  }
}

/** Column order, visibility and widths of one grid, kept in localStorage under `storageKey` (version 2). */
export function useGridSettings(storageKey: string, columnIds: readonly string[]) {
  const idsKey = columnIds.join('|');
  const [stored, setStored] = useState(() => ({ key: storageKey, raw: read(storageKey) }));
  // Another route or grid: read its own settings.
  const raw = stored.key === storageKey ? stored.raw : read(storageKey);
  if (stored.key !== storageKey) setStored({ key: storageKey, raw });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- idsKey stands for columnIds
  const settings = useMemo(() => migrateGridSettings(raw, columnIds), [raw, idsKey]);

  const setSettings = useCallback(
    (next: GridSettings) => {
      write(storageKey, next);
      setStored({ key: storageKey, raw: next });
    },
    [storageKey],
  );
  const reset = useCallback(() => {
    write(storageKey, undefined);
    setStored({ key: storageKey, raw: undefined });
  }, [storageKey]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- idsKey stands for columnIds
  const defaults = useMemo(() => defaultGridSettings(columnIds), [idsKey]);
  return { settings, setSettings, reset, defaults };
}
