import type { DataProvider } from '../../core/http';
import type { JsonSchema, PathErrors } from '../../core/form';
import { storedRulesOf } from '../../core/validation';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * Runs the shared rules over stored records that the served schema names (`storedRules`) on a body
 * about to be sent: reads each rule's facts from the entity (`{api}rules/{name}`, the facts the
 * server's write reads) and answers the translated problems under their fields. A rule whose facts
 * cannot be read now is left to the server, which checks it anyway.
 */
export async function storedRuleErrors(
  http: DataProvider,
  api: string,
  schema: JsonSchema,
  body: Readonly<Record<string, unknown>>,
  recordId: string | number | undefined,
  t: Translate,
): Promise<PathErrors> {
  const out: Record<string, string[]> = {};
  for (const rule of storedRulesOf(schema)) {
    const query = new URLSearchParams();
    for (const key of rule.keys) {
      const value = body[key];
      if (typeof value === 'string' || typeof value === 'number') query.set(key, String(value));
    }
    if (recordId !== undefined) query.set('id', String(recordId));
    let facts: unknown;
    try {
      facts = (await http.get<{ facts: unknown }>(`${api}rules/${rule.name}`, { query: query.toString(), background: true, retry: false })).data?.facts;
    } catch {
      continue;
    }
    if (facts === null || facts === undefined) continue;
    const found = rule.check(body, facts as never);
    if (found) (out[rule.field] ??= []).push(t(found.key, found.params));
  }
  return out;
}
