// Shared by the server benchmarks: a free port, the real server in its own process, a login
// through the real OIDC flow (authorization code with PKCE, as a browser does) and autocannon in a
// second process.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts `server/main.ts` on a free loopback port with its data in `dataDir`; resolves once it answers. */
export async function startServer(dataDir: string, env: Record<string, string> = {}, startSeconds = 120): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn', EDC_ENVIRONMENT: 'test', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilUp(base, child, startSeconds);
  return { base, child };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitUntilUp(base: string, child: ChildProcess, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 5; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/portalbl/svc/public/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** Logs in like a browser: authorization request with PKCE, login form, redirects, code for tokens. */
export async function login(base: string, user: string): Promise<string> {
  const cookies = new Map<string, string>();
  const absorb = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, base), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    absorb(res);
    return res;
  };
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${base}/core/ui/auth/callback`;
  const query = new URLSearchParams({
    client_id: 'edc-core',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    state: 'bench',
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  let res = await go(`/auth/realms/edc/protocol/openid-connect/auth?${query}`);
  const page = await go(res.headers.get('location') as string);
  const action = /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1]?.replace(/&#38;/g, '&');
  if (!action) throw new Error('no login form');
  res = await go(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: user, password: user }).toString() });
  for (let hops = 0; hops < 6; hops++) {
    const location = res.headers.get('location');
    if (!location) throw new Error(`login stopped at ${res.status}`);
    if (location.startsWith(redirectUri)) {
      const code = new URL(location).searchParams.get('code') as string;
      const token = await fetch(`${base}/auth/realms/edc/protocol/openid-connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'edc-core', code_verifier: verifier }).toString(),
      });
      return ((await token.json()) as { access_token: string }).access_token;
    }
    res = await go(location);
  }
  throw new Error('too many redirects');
}

export interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
}

/** autocannon in its own process, so load generation does not share the server's event loop. */
export function cannon(url: string, token: string, connections = 4, duration = 10, headers: Record<string, string> = {}): Promise<CannonResult> {
  // Extra headers, e.g. X-Tenant for a portal user's participant-owned lists.
  const extra = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/autocannon/autocannon.js'), '-j', '-c', String(connections), '-d', String(duration), '-H', `Authorization=Bearer ${token}`, '-H', 'X-Language=sk', ...extra, url],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop() as string) as CannonResult);
    });
  });
}
