// The planner's cost of a page read at random. PostgreSQL's default (4, four times a sequential
// read) describes spinning disks; on SSDs, or with the tables in memory as a data centre's hot
// lists are, a random read costs about what a sequential one does. With the default the planner
// counts a common "name contains" (`like(nazov,*dom*)`, an eighth of the metering points) with a
// sequential scan over the wide table (3,400 pages for 10,001 matches, 16 ms at 3 million rows)
// instead of the index that carries the folded name beside the EIC (migration 202: 1,300 pages,
// 9 ms), and answered over the 20 ms target. 1.1 is the value PostgreSQL's documentation suggests
// for such storage. Every session sets it: no database-wide setting, which needs the owner's rights.

/** The settings, by name. */
export const PLANNER_SETTINGS = { random_page_cost: '1.1' } as const;

/** As startup options of a pooled PostgreSQL connection (`-c name=value …`). */
export const PG_PLANNER_OPTIONS = Object.entries(PLANNER_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

/** As statements on an open session (PGlite has one session, set when it opens). */
export const SET_PLANNER_SETTINGS = Object.entries(PLANNER_SETTINGS)
  .map(([name, value]) => `SET ${name} = ${value};`)
  .join(' ');
