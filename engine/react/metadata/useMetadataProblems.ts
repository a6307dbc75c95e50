import { semanticProblems } from '../../core/metadata/semantic';
import type { EntityMetadata } from '../../core/metadata';

const checked = new WeakMap<EntityMetadata, string[]>();
let schemaCheck: ((json: unknown) => string[]) | undefined;

// The full check (the meta-schema, compiled by ajv: ~30 kB and ~200 ms at the first screen) runs
// in development and tests. A production build ships metadata that passed `npm run lint:metadata`
// (the same meta-schema), so there only the rules below run and ajv stays out of the screens.
if (import.meta.env.DEV) {
  void import('../../core/metadata/validate').then((m) => {
    schemaCheck = m.validateEntityMetadata;
  });
}

/** Problems of entity metadata (checked once per object), empty when valid. */
export function metadataProblems(meta: EntityMetadata): string[] {
  let problems = checked.get(meta);
  if (!problems) {
    problems = schemaCheck ? schemaCheck(meta) : semanticProblems(meta);
    // Until the development check has loaded, the cheap rules answer and the next render checks again.
    if (schemaCheck) checked.set(meta, problems);
  }
  return problems;
}
