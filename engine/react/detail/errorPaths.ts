import type { ErrorSchema } from '@rjsf/utils';
import type { FieldPath, PathErrors } from '../../core/form';

type Node = { __errors?: string[] } & { [key: string]: unknown };

/** An RJSF error schema as the store keeps errors: by dotted path (`generatory.1.nazov`), under `base`. */
export function pathErrorsOf(errorSchema: ErrorSchema | undefined, base: FieldPath = ''): Record<FieldPath, string[]> {
  const out: Record<FieldPath, string[]> = {};
  const walk = (node: Node | undefined, path: FieldPath) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node.__errors) && node.__errors.length > 0) out[path] = [...node.__errors];
    for (const [key, child] of Object.entries(node)) {
      if (key !== '__errors') walk(child as Node, path === '' ? key : `${path}.${key}`);
    }
  };
  walk(errorSchema as Node | undefined, base);
  return out;
}

/** The RJSF error schema of the errors at a path and inside it, relative to that path. */
export function errorSchemaOf(errors: PathErrors, base: FieldPath): ErrorSchema | undefined {
  let root: Node | undefined;
  for (const [path, list] of Object.entries(errors)) {
    const rest = path === base ? [] : (base === '' ? path : path.slice(base.length + 1)).split('.');
    root ??= {};
    let node = root;
    for (const key of rest) node = (node[key] ??= {}) as Node;
    node.__errors = [...list];
  }
  return root as ErrorSchema | undefined;
}
