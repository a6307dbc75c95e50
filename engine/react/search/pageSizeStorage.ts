import { isPageSize } from '../../core/metadata';

/** localStorage key of a grid's page size: one per route and grid. */
export function pageSizeStorageKey(pathname: string, gridId: string): string {
  return `edc.grid.pageSize:${pathname}:${gridId}`;
}

/** The stored page size, or undefined when none (or storage is unavailable). */
export function readPageSize(key: string): number | undefined {
  try {
    const size = Number(window.localStorage.getItem(key));
    return isPageSize(size) ? size : undefined;
  } catch {
    return undefined;
  }
}

/** Stores a page size; storage failures (private mode, quota) are ignored. */
export function writePageSize(key: string, size: number): void {
  try {
    window.localStorage.setItem(key, String(size));
  } catch {
    // Without storage the size simply is not remembered.
  }
}
