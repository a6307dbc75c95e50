import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityMetadata } from '../../engine/core/metadata';
import { entityRouting } from '../../metadata/entityRouting';

const ENTITIES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../metadata/entities');

/**
 * The routing of every file in metadata/entities, read from disk: scripts run under tsx, where the
 * build's discovery (import.meta.glob in metadata/routes.ts) does not exist. Same files, same order.
 */
export function entityRoutingFromDisk(dir = ENTITIES_DIR): ReturnType<typeof entityRouting> {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  return entityRouting(files.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as EntityMetadata));
}
