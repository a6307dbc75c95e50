import type { EntityMetadata } from '../../engine/core/metadata';
import { entities } from '../../metadata/routes';

/** The metadata of an entity named in a dialog page's arguments (undefined for an unknown name). */
export function entityOf(name: string | undefined): EntityMetadata | undefined {
  return entities.find((entity) => entity.entity === name);
}

/** A record id as dialog pages accept it: a positive integer, as text. */
export function validRecordId(id: string | undefined): id is string {
  return id !== undefined && /^[1-9]\d{0,14}$/.test(id);
}
