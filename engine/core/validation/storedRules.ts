// Named cross-field rules over stored records: a body is checked against facts read from records
// the body does not carry (a requester's other chain links, a device's generators). The decision is
// here, once; the server reads the facts in the write's transaction, the form reads the same facts
// (served at `{entity path}rules/{name}`) before it sends, and both run the same check.
import type { KeywordDefinition } from 'ajv';
import type { Problem } from './problem';
import { problem } from './problem';

/** A rounding to watts (three decimals of kW), as the power fields keep it. */
export const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** A period of validity: first day and last day (null: open-ended), ISO dates. */
interface Period {
  od: string;
  do: string | null;
}

/** Whether two periods share a day (an open end runs forever). */
export function periodsMeet(a: Period, b: Period): boolean {
  const END = '9999-12-31';
  return a.od <= (b.do ?? END) && b.od <= (a.do ?? END);
}

/** A requester's other binding chain link (waiting or consented) and the party it goes to. */
export interface ChainLinkFact extends Period {
  party: string;
}

/**
 * chainOverlap: a requester hands its imbalance responsibility to one party at a time, so a link's
 * period may not meet another of its binding links. Names the party and period of the first clash.
 */
export function chainOverlapProblem(link: Period, others: readonly ChainLinkFact[]): Problem | undefined {
  const clash = [...others].sort((a, b) => a.od.localeCompare(b.od)).find((other) => periodsMeet(link, other));
  return clash ? problem('chainOverlap', { party: clash.party, od: clash.od, do: clash.do ?? '…' }) : undefined;
}

/** A device's installed power and what its other generators in operation give together (kW). */
export interface DevicePowerFact {
  max: number;
  others: number;
}

/**
 * generatorPowerSum: the generators in operation together never exceed the device's installed power
 * (less is allowed: a device's units are registered one by one). A unit that is shut down counts
 * nothing. Names the generator and both sums.
 */
export function generatorPowerProblem(generator: { nazov: unknown; stav: unknown; instalovanyVykonKw: unknown }, device: DevicePowerFact): Problem | undefined {
  const own = generator.stav === 'PREVADZKA' && typeof generator.instalovanyVykonKw === 'number' ? generator.instalovanyVykonKw : 0;
  const total = round3(device.others + own);
  if (total <= device.max + 1e-9) return undefined;
  return problem('generatorPowerOver', { nazov: String(generator.nazov ?? ''), total, max: round3(device.max) });
}

/** A named rule over stored records: where its problem shows, which body fields find its facts, and the check. */
export interface StoredRule<Facts> {
  /** The rule's name, as the server's refusal reports it (hints.errors[].keyword) and the route serves its facts. */
  name: string;
  /** The body field its problem is shown under. */
  field: string;
  /** The body fields the facts are read by (sent as the facts' query), besides the record being edited. */
  keys: readonly string[];
  /** The problem of a body given the facts, or undefined. Facts are undefined where there are none to check against. */
  check: (body: Readonly<Record<string, unknown>>, facts: Facts) => Problem | undefined;
}

/** chainOverlap over a chain link's body (platnostOd, platnostDo). */
export const CHAIN_OVERLAP: StoredRule<readonly ChainLinkFact[]> = {
  name: 'chainOverlap',
  field: 'platnostOd',
  keys: ['idZiadatel', 'platnostOd', 'platnostDo'],
  check: (body, others) =>
    typeof body.platnostOd === 'string'
      ? chainOverlapProblem({ od: body.platnostOd, do: typeof body.platnostDo === 'string' ? body.platnostDo : null }, others)
      : undefined,
};

/** generatorPowerSum over a generator's body (nazov, stav, instalovanyVykonKw) and its device. */
export const GENERATOR_POWER_SUM: StoredRule<DevicePowerFact> = {
  name: 'generatorPowerSum',
  field: 'instalovanyVykonKw',
  keys: ['idZariadVyr'],
  check: (body, device) => generatorPowerProblem({ nazov: body.nazov, stav: body.stav, instalovanyVykonKw: body.instalovanyVykonKw }, device),
};

/** What a device's generators in operation give together (kW), and the largest of them by name. */
export interface GeneratorsPowerFact {
  total: number;
  largest: string;
}

/**
 * devicePowerCoversGenerators: a device's installed power cannot drop below what its generators in
 * operation already give (the other side of generatorPowerSum). Names the largest generator.
 */
export function devicePowerProblem(power: unknown, generators: GeneratorsPowerFact): Problem | undefined {
  if (typeof power !== 'number' || generators.total <= power + 1e-9) return undefined;
  return problem('devicePowerBelowGenerators', { total: round3(generators.total), nazov: generators.largest });
}

/** devicePowerCoversGenerators over a device's body (instalovanyVykonKw); its facts are the edited device's generators. */
export const DEVICE_POWER_COVERS_GENERATORS: StoredRule<GeneratorsPowerFact> = {
  name: 'devicePowerCoversGenerators',
  field: 'instalovanyVykonKw',
  keys: [],
  check: (body, generators) => devicePowerProblem(body.instalovanyVykonKw, generators),
};

/** A binding chain link between two participants (ids), with its period. */
export interface ChainEdge extends Period {
  from: number;
  to: number;
}

/** The facts of chainLoop: the requester, the edited link's party (on an update), the binding links and the participants' names. */
export interface ChainGraphFact {
  requester: number;
  party: number | null;
  links: readonly ChainEdge[];
  names: readonly (readonly [number, string])[];
}

/**
 * chainLoop: a participant cannot hand its imbalance responsibility to itself, nor close a loop:
 * following the binding links that meet the period from the party must not lead back to the
 * requester. Names the participants of the loop in order.
 */
export function chainLoopProblem(link: Period & { party: number }, graph: ChainGraphFact): Problem | undefined {
  if (link.party === graph.requester) return problem('chainSelf');
  const names = new Map(graph.names);
  const meeting = graph.links.filter((edge) => periodsMeet(link, edge));
  // Breadth first from the party; the path to each participant reached first is kept.
  const paths = new Map<number, number[]>([[link.party, [graph.requester, link.party]]]);
  const queue = [link.party];
  while (queue.length > 0) {
    const at = queue.shift() as number;
    const path = paths.get(at) as number[];
    for (const edge of meeting) {
      if (edge.from !== at) continue;
      if (edge.to === graph.requester) return problem('chainLoop', { loop: [...path, edge.to].map((id) => names.get(id) ?? String(id)).join(' → ') });
      if (paths.has(edge.to)) continue;
      paths.set(edge.to, [...path, edge.to]);
      queue.push(edge.to);
    }
  }
  return undefined;
}

/** chainLoop over a chain link's body (idUcastnikTrhu, platnostOd, platnostDo); an update's party comes with the facts. */
export const CHAIN_LOOP: StoredRule<ChainGraphFact> = {
  name: 'chainLoop',
  field: 'idUcastnikTrhu',
  keys: ['idZiadatel', 'idUcastnikTrhu'],
  check: (body, graph) => {
    const party = typeof body.idUcastnikTrhu === 'number' ? body.idUcastnikTrhu : graph.party;
    if (party === null || typeof body.platnostOd !== 'string') return undefined;
    return chainLoopProblem({ party, od: body.platnostOd, do: typeof body.platnostDo === 'string' ? body.platnostDo : null }, graph);
  },
};

/** The facts of a code the body replaces: the stored record's current one (null when it has none). */
export interface CurrentCodeFact {
  current: string | null;
}

/**
 * acerCodeChanged: a participant's new ACER code (`acerKod` of the change action's body) is not the
 * one the record already holds: the change would change nothing.
 */
export const ACER_CODE_CHANGED: StoredRule<CurrentCodeFact> = {
  name: 'acerCodeChanged',
  field: 'acerKod',
  keys: [],
  check: (body, fact) => (typeof body.acerKod === 'string' && body.acerKod === fact.current ? problem('acerUnchanged') : undefined),
};

/** The facts of a list's limit on a stored record: how many rows it holds and how many it may. */
export interface ListLimitFact {
  count: number;
  max: number;
}

/**
 * contactsWithinLimit: a participant holds at most `max` contacts, so a new one (the add-contact
 * action's body) is refused once it holds that many. The body is one contact, not the list, so the
 * problem shows under the contact's name, the first field it needs.
 */
export const CONTACTS_WITHIN_LIMIT: StoredRule<ListLimitFact> = {
  name: 'contactsWithinLimit',
  field: 'meno',
  keys: [],
  check: (_body, limit) => (limit.count >= limit.max ? problem('tooManyContacts', { max: limit.max }) : undefined),
};

/** A day as the messages show it (D. M. YYYY, as the server's date reasons read). */
const shownDay = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, (_m, y: string, m: string, d: string) => `${Number(d)}. ${Number(m)}. ${y}`);

/** The facts of the rules over a stored record's own validity: its period (first and last day). */
export type RecordPeriodFact = Period;

/**
 * endNotBeforeRecordStart: the day a stored record's validity is ended on (`platnostDo` of an
 * action's body, e.g. a technology invalidated) is not before the record's first day.
 */
export const END_NOT_BEFORE_RECORD_START: StoredRule<RecordPeriodFact> = {
  name: 'endNotBeforeRecordStart',
  field: 'platnostDo',
  keys: [],
  check: (body, period) => (typeof body.platnostDo === 'string' && body.platnostDo < period.od ? problem('dateOrder', { date: shownDay(period.od) }) : undefined),
};

/**
 * startWithinRecordPeriod: the first day of something added to a stored record (`platnostOd` of an
 * action's body, e.g. a contract's addendum) lies within the record's period: not before its first
 * day, not after its last.
 */
export const START_WITHIN_RECORD_PERIOD: StoredRule<RecordPeriodFact> = {
  name: 'startWithinRecordPeriod',
  field: 'platnostOd',
  keys: [],
  check: (body, period) => {
    const day = body.platnostOd;
    if (typeof day !== 'string') return undefined;
    if (day < period.od) return problem('dateBeforePeriod', { date: shownDay(period.od) });
    if (period.do !== null && day > period.do) return problem('dateAfterPeriod', { date: shownDay(period.do) });
    return undefined;
  },
};

/** Every named rule over stored records, by name. */
export const STORED_RULES: ReadonlyMap<string, StoredRule<never>> = new Map<string, StoredRule<never>>(
  [CHAIN_OVERLAP, CHAIN_LOOP, GENERATOR_POWER_SUM, DEVICE_POWER_COVERS_GENERATORS, END_NOT_BEFORE_RECORD_START, START_WITHIN_RECORD_PERIOD, ACER_CODE_CHANGED, CONTACTS_WITHIN_LIMIT].map((rule) => [rule.name, rule as StoredRule<never>]),
);

/**
 * The served schema names the rules over stored records its body must pass (`storedRules:
 * ['chainOverlap']` at its root): the form runs them before it sends. An annotation: ajv checks
 * nothing with it (the facts are not in the body).
 */
export const storedRulesKeyword: KeywordDefinition = {
  keyword: 'storedRules',
  schemaType: 'array',
  metaSchema: { type: 'array', items: { type: 'string', minLength: 1 } },
};

/** The catalogue's rules a schema names at its root (names the catalogue does not know are left out). */
export function storedRulesOf(schema: unknown): StoredRule<never>[] {
  const names = typeof schema === 'object' && schema !== null ? (schema as { storedRules?: unknown }).storedRules : undefined;
  if (!Array.isArray(names)) return [];
  return names.flatMap((name) => {
    const rule = typeof name === 'string' ? STORED_RULES.get(name) : undefined;
    return rule ? [rule] : [];
  });
}
