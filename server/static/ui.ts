import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The two UI variants' base paths (portal, core). */
const VARIANT_PATH = /^\/(portal|core)\/ui(\/[^?]*)?(\?.*)?$/;

/**
 * What the built UI holds as files (a page's .html gets the app). Only these endings (or anything under assets/) mark a request
 * as a file: a route's last segment may hold a dot of its own (a login such as jana.nova, an EIC).
 */
const FILE_ENDING = /\.(?:m?js|css|map|json|txt|xml|webmanifest|wasm|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|pdf)$/i;

/** Whether a path under a variant names a file (which, when missing, is a 404 rather than the app). */
function namesFile(rest: string): boolean {
  return rest.startsWith('/assets/') || FILE_ENDING.test(rest.split('/').pop() ?? '');
}

/** Serves the built UI from `distDir`: hashed assets cached for a year, everything else revalidated. */
export async function registerUi(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      // Vite puts content-hashed files under dist/assets; index.html and config must not be cached.
      res.setHeader('cache-control', relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', async (_request, reply) => reply.redirect('/portal/ui/', 302));
}

function notBuiltPage(): string {
  return `<!doctype html>
<html lang="sk"><head><meta charset="utf-8"><title>UI nie je zostavené / UI not built</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}code{background:#f1f3f5;padding:2px 6px;border-radius:3px}</style></head>
<body><h1>Používateľské rozhranie nie je zostavené</h1>
<p>Server beží, ale v adresári <code>dist</code> chýba zostavené rozhranie. Spustite <code>npm run build</code> (alebo <code>npm start</code>, ktorý ho zostaví sám) a obnovte stránku.</p>
<h2 lang="en">The user interface is not built</h2>
<p lang="en">The server is running but the built UI is missing from <code>dist</code>. Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p>
</body></html>`;
}

/**
 * For GETs under `/portal/ui/` or `/core/ui/` that are not files: the variant's index.html
 * (client-side routes). Returns false when the request is not a UI page.
 */
export function uiFallback(distDir: string, request: FastifyRequest, reply: FastifyReply): FastifyReply | false {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const match = VARIANT_PATH.exec(request.url);
  if (!match) return false;
  const [, variant, rest, query] = match;
  if (rest === undefined) return reply.redirect(`/${variant}/ui/${query ?? ''}`, 302);
  // A missing file is a 404, not the app: a script must not get HTML.
  if (namesFile(rest)) return false;
  const index = `${variant}/ui/index.html`;
  if (!existsSync(path.join(path.resolve(distDir), index))) {
    return reply.code(503).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(notBuiltPage());
  }
  return reply.header('cache-control', 'no-cache').sendFile(index);
}
