// What every database session sets before its first statement, in one place: the PostgreSQL pool
// as startup options of each connection, PGlite on its one session when it opens.
import { SESSION_TIME_ZONE } from './sessionZone';

/**
 * The planner's cost of a page read at random. PostgreSQL's default (4, four times a sequential
 * read) describes spinning disks; on SSDs, or with the tables in memory as a data centre's hot
 * lists are, a random read costs about what a sequential one does. With the default the planner
 * counts a common "name contains" (`like(nazov,*dom*)`, an eighth of the metering points) with a
 * sequential scan over the wide table (3,400 pages for 10,001 matches, 16 ms at 3 million rows)
 * instead of the index that carries the folded name beside the EIC (migration 202: 1,300 pages,
 * 9 ms), and answered over the 20 ms target. 1.1 is the value PostgreSQL's documentation suggests
 * for such storage. Set per session: a database-wide setting needs the owner's rights.
 */
const RANDOM_PAGE_COST = '1.1';

/** The settings, by name: the market's zone (sessionZone.ts) and the planner's page cost. */
export const SESSION_SETTINGS = { TimeZone: SESSION_TIME_ZONE, random_page_cost: RANDOM_PAGE_COST } as const;

const settings = Object.entries(SESSION_SETTINGS);

/** As startup options of a pooled PostgreSQL connection (`-c name=value …`). */
export const PG_SESSION_OPTIONS = settings.map(([name, value]) => `-c ${name}=${value}`).join(' ');

/** As statements on an open session (PGlite has one session, set when it opens). */
export const SET_SESSION_SETTINGS = settings.map(([name, value]) => `SET ${name} = '${value}';`).join(' ');
