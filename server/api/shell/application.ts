import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseRql, RqlError } from '../../../engine/core/rql/parse';
import type { AuthUser } from '../../auth/verify';
import { effectiveAppConfig } from '../../model/appConfig';
import type { EntityDef } from '../../model/entity';
import { listSql, RqlSqlError } from '../../rql/sql';
import { rawQueryOf } from '../entities';
import { badRequest } from '../errors';
import type { ApiDeps } from '../types';
import { memo, releaseCaches } from './caches';
import { textInLanguage } from '../../../engine/core/i18n/textInLanguage';

/** News of the portal; the text is answered in the request's language (X-Language). */
export const NEWS: EntityDef = {
  name: 'novinka',
  path: '/portal/application/news/',
  table: 'novinka',
  idField: 'code',
  fields: {
    code: { column: 'code', type: 'string' },
    datOd: { column: 'dat_od', type: 'date' },
    datDo: { column: 'dat_do', type: 'date' },
    textSk: { column: 'text_sk', type: 'string', queryable: false },
    textEn: { column: 'text_en', type: 'string', queryable: false },
    textCs: { column: 'text_cs', type: 'string', queryable: false },
  },
  tokens: { read: '', write: '', create: '' },
  createSchema: { type: 'object' },
  updateSchema: { type: 'object' },
  defaultSort: [{ field: 'datOd', dir: 'desc' }],
  readOnly: true,
};

interface NewsRow {
  code: string;
  datOd: string;
  datDo: string;
  textSk: string;
  textEn: string | null;
  textCs: string | null;
}

/** The token allowing the cache release (spec 6). */
export const ADMIN_TOKEN = 'ADMIN';

function languageOf(header: unknown): 'sk' | 'en' | 'cs' {
  const value = typeof header === 'string' ? header.slice(0, 2).toLowerCase() : '';
  return value === 'en' || value === 'cs' ? value : 'sk';
}

/** A short fingerprint of the built UI: its index pages name the hashed entry chunks. */
async function uiBuildTag(distDir: string | undefined): Promise<string> {
  if (!distDir) return 'dev';
  const hash = createHash('sha256');
  let found = false;
  for (const variant of ['portal', 'core']) {
    try {
      hash.update(await readFile(path.join(distDir, variant, 'ui', 'index.html')));
      found = true;
    } catch {
      // Not built (yet): the other variant or 'dev'.
    }
  }
  return found ? hash.digest('hex').slice(0, 12) : 'dev';
}

/** News, app-config, build info and the cache release. */
export function registerApplicationRoutes(api: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const buildInfo = memo<{ buildNumber: string; buildTag: string }>('build-info', 60_000);
  const appConfig = memo<Record<string, unknown>>('app-config', 5 * 60_000);

  api.get(NEWS.path, async (request) => {
    let sql;
    try {
      sql = listSql(NEWS, parseRql(rawQueryOf(request.url)));
    } catch (error) {
      if (error instanceof RqlError) throw badRequest('error.invalidQuery', [error.message], { userError: false });
      if (error instanceof RqlSqlError) throw badRequest('error.invalidQuery', [{ key: error.key, params: error.params }]);
      throw error;
    }
    const lang = languageOf(request.headers['x-language']);
    const { rows } = await db.query<NewsRow>(sql.sql, sql.params);
    return rows.map((r) => ({
      code: r.code,
      // The one choice the FAQ and mail templates make: Czech where written (else Slovak), English else Slovak.
      text: textInLanguage(lang, { sk: r.textSk, en: r.textEn ?? r.textSk, cs: r.textCs }),
      datOd: r.datOd,
      datDo: r.datDo,
    }));
  });

  // The stored settings are read on every call (one row), so /app-config changes apply at once;
  // the memo only keeps the answer of one configuration version.
  api.get('/portal/application/config/app-config', async () => {
    const effective = await effectiveAppConfig(db, deps.appConfig);
    return appConfig.get(String(effective.verzia ?? 0), async () => ({
      ...effective,
      helpUrl: 'assets/help/index.html',
      supportEmail: 'podpora@edc.local',
    }));
  });

  // Public: the UI polls it to notice a new deployment (spec 7: build info).
  api.get('/public/build-info', { config: { public: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return buildInfo.get('build-info', async () => ({ buildNumber: deps.appConfig.buildNumber, buildTag: await uiBuildTag(deps.distDir) }));
  });

  api.post('/cache/release', { config: { token: ADMIN_TOKEN } }, async (request) => {
    const released = releaseCaches();
    const { rows } = await db.query<{ releasedAt: string }>(
      'INSERT INTO cache_release (login, caches) VALUES ($1, $2) RETURNING released_at AS "releasedAt"',
      [(request.user as AuthUser).login, released.length],
    );
    return { released, releasedAt: rows[0]?.releasedAt };
  });
}
