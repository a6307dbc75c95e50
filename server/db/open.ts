import path from 'node:path';
import type { Database } from './types';

/** Where the data lives: a PostgreSQL URL, or a PGlite directory / `memory://`. */
export interface DatabaseLocation {
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `{dataDir}/pglite`; `memory://` keeps nothing. */
  dataDir: string;
}

/** Opens PostgreSQL when a URL is given, else PGlite; the driver not used is never loaded. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.databaseUrl) {
    const { openPg } = await import('./pg');
    return openPg(location.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  const target = location.dataDir.startsWith('memory://') ? location.dataDir : path.join(location.dataDir, 'pglite');
  return openPglite(target);
}
