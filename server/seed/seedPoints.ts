import type { Queryable } from '../db/types';

// The group seeds (sharing groups, tariff reduction groups) take their members from the metering
// points already seeded, each from the points of the group's own participant, so a point's detail
// lists its groups and a group's members open as points. A ledger keeps the shares of one point
// over all its sharing groups within 100 % (the rule of server/model/skupinaZdielania.ts).

/** A seeded metering point as a group member names it. */
export interface SeedPoint {
  eic: string;
  /** The address line a member row shows ("Hlavná 12, Nitra"), or the point's name. */
  nazov: string;
  /** Production or both directions: the point whose output a sharing group divides. */
  production: boolean;
}

/** The valid points of every participant, in EIC order (deterministic). */
export async function seededPointsByOwner(db: Queryable): Promise<Map<number, SeedPoint[]>> {
  const { rows } = await db.query<{ owner: number; eic: string; nazov: string; production: boolean }>(
    `SELECT id_ucastnik_trhu AS owner, eic,
       coalesce((adresa->>'Ulica') || ' ' || (adresa->>'OrientacneCislo') || ', ' || (adresa->>'Mesto'), nazov, eic) AS nazov,
       druh <> 'SPOTREBA' AS production
     FROM odberne_miesto
     WHERE id_ucastnik_trhu IS NOT NULL AND (platnost_do IS NULL OR platnost_do >= current_date)
     ORDER BY eic`,
  );
  const byOwner = new Map<number, SeedPoint[]>();
  for (const r of rows) (byOwner.get(r.owner) ?? byOwner.set(r.owner, []).get(r.owner))?.push({ eic: r.eic, nazov: r.nazov, production: r.production });
  return byOwner;
}

/** Shares are whole percent: no float dust makes 0.4 + 0.6 exceed 1. */
const percent = (share: number) => Math.round(share * 100);

/**
 * Hands out an owner's points to its groups: points not yet in any group first (in turn), then
 * points with share left. Remembers each point's share left (in whole percent).
 */
export class PointLedger {
  private readonly left = new Map<string, number>();
  private readonly cursor = new Map<number, number>();

  constructor(private readonly pointsOf: ReadonlyMap<number, readonly SeedPoint[]>) {}

  /** Share still free on a point, in percent. */
  leftOf(eic: string): number {
    return this.left.get(eic) ?? 100;
  }

  /**
   * The next of the owner's points (of the kind asked for, if it has any) not in `taken`: a point
   * in no group yet (in turn), else the one with the most share left, if at least `minPercent`.
   */
  next(owner: number, taken: ReadonlySet<string>, options: { production?: boolean; minPercent: number }): SeedPoint | undefined {
    const all = this.pointsOf.get(owner) ?? [];
    const kind = options.production === undefined ? all : all.filter((p) => p.production === options.production);
    const pool = kind.length > 0 ? kind : all;
    const start = this.cursor.get(owner) ?? 0;
    let roomiest: SeedPoint | undefined;
    for (let i = 0; i < pool.length; i++) {
      const point = pool[(start + i) % pool.length] as SeedPoint;
      if (taken.has(point.eic)) continue;
      const left = this.leftOf(point.eic);
      if (left === 100) {
        this.cursor.set(owner, start + i + 1);
        return point;
      }
      if (left >= options.minPercent && (!roomiest || left > this.leftOf(roomiest.eic))) roomiest = point;
    }
    return roomiest;
  }

  /** Takes `share` (a fraction) of the point, capped by what is left; answers the fraction taken. */
  take(eic: string, share: number): number {
    // At least 1 %: a member with no share is no member (the table refuses 0).
    const taken = Math.min(Math.max(1, percent(share)), this.leftOf(eic));
    this.left.set(eic, this.leftOf(eic) - taken);
    return taken / 100;
  }
}
