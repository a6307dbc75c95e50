// `npm run server` / `npm start`: one process serving the UI, the API and the identity provider.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadOrCreateKeys } from './auth/keys';
import { issuerFor } from './auth/provider';
import { readConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seedIfEmpty } from './seed/seed';
import { DEV_USERS } from './seed/users';

const startedAt = Number(process.env.EDC_STARTED_AT) || Date.now();
const processStart = Date.now();

function banner(publicUrl: string, details: string[]): string {
  const rows = DEV_USERS.map((u) => `  ${u.login.padEnd(10)} ${u.login.padEnd(10)} ${u.variant.padEnd(8)} ${u.purpose}`);
  return [
    '',
    `edc-ui server is up (${details.join(', ')})`,
    `  Portal:             ${publicUrl}/portal/ui/`,
    `  Core (back office): ${publicUrl}/core/ui/`,
    `  API:                ${publicUrl}/portalbl/svc/`,
    `  Identity provider:  ${issuerFor(publicUrl)}  (discovery: /.well-known/openid-configuration)`,
    '',
    '  Dev accounts:',
    `  ${'login'.padEnd(10)} ${'password'.padEnd(10)} ${'variant'.padEnd(8)} shows`,
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let closing = false;
  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    try {
      await app?.close();
    } finally {
      await db.close();
      process.exit(code);
    }
  };
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: closing the server and the database…`);
      void shutdown(0);
      // A second signal, or a close that hangs, ends the process anyway.
      process.once(signal, () => process.exit(1));
      setTimeout(() => process.exit(1), 10_000).unref();
    });
  }
  try {
    const applied = await migrate(db);
    const seeded = await seedIfEmpty(db);
    const keys = await loadOrCreateKeys(db);
    app = await buildApp({
      db,
      keys,
      publicUrl: config.publicUrl,
      distDir: config.distDir,
      appConfig: config.appConfig,
      trustProxy: config.trustProxy,
      logger: { level: config.logLevel },
    });
    await app.listen({ port: config.port, host: config.host });
    const details = [
      config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`,
      applied.length ? `${applied.length} migration(s) applied` : 'schema up to date',
      ...(seeded ? ['seeded'] : []),
      `ready in ${((Date.now() - processStart) / 1000).toFixed(1)} s` +
        (startedAt < processStart ? ` (${((Date.now() - startedAt) / 1000).toFixed(1)} s since npm start)` : ''),
    ];
    console.log(banner(config.publicUrl, details));
    if (!existsSync(path.join(config.distDir, 'portal', 'ui', 'index.html'))) {
      console.log(`  Note: no built UI in ${path.resolve(config.distDir)}; run \`npm run build\` (npm start does it for you).\n`);
    }
  } catch (error) {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}

void main();
