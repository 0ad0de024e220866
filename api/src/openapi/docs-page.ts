import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Context, Next } from 'koa';
import { staticFiles } from '../http/static-files.js';

const require = createRequire(import.meta.url);

/** Scalar's self-contained browser build, from node_modules: the reference page loads nothing from a CDN. */
export function scalarBundleDir(): string {
  // The package exports no package.json; its main module sits in dist/, beside dist/browser/.
  return join(dirname(require.resolve('@scalar/api-reference')), 'browser');
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>SecureSplit API reference</title>
  </head>
  <body>
    <div id="reference"></div>
    <script src="/docs/assets/standalone.js"></script>
    <script src="/docs/init.js"></script>
  </body>
</html>
`;

// Not id="api-reference": Scalar's standalone build auto-mounts an element of that id with an empty
// configuration, which leaves the page loading forever.
const INIT = `Scalar.createApiReference('#reference', {
  url: '/api/v1/openapi.json',
  withDefaultFonts: false,
  hideClientButton: false,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
});
`;

/** Everything from this server only: no fonts, scripts or calls to other hosts. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The API reference at /docs, rendered by Scalar from /api/v1/openapi.json. */
export function docsPage() {
  const assets = staticFiles({ root: scalarBundleDir() });
  return async function docsPageMiddleware(ctx: Context, next: Next): Promise<void> {
    if (ctx.path !== '/docs' && ctx.path !== '/docs/' && !ctx.path.startsWith('/docs/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    ctx.set('Content-Security-Policy', CSP);
    if (ctx.path === '/docs' || ctx.path === '/docs/') {
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = PAGE;
      return;
    }
    if (ctx.path === '/docs/init.js') {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = INIT;
      return;
    }
    if (ctx.path === '/docs/assets/standalone.js') {
      const original = ctx.path;
      ctx.path = '/standalone.js';
      try {
        await assets(ctx, next);
      } finally {
        ctx.path = original;
      }
      return;
    }
    return next();
  };
}
