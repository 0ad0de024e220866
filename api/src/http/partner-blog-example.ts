import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Context, Next } from 'koa';
import { staticFiles } from './static-files.js';

const PREFIX = '/examples/partner-blog';
// From api/src/http or api/dist/http, the repository root is three levels up.
const DIRECTORY = fileURLToPath(new URL('../../../examples/partner-blog/', import.meta.url));

/**
 * Serves the partner-blog example (a static page embedding the widgets with one script tag) at
 * /examples/partner-blog/. Only files inside that folder are reachable: the prefix is removed and
 * the rest is resolved by staticFiles, which never leaves its root.
 */
export function partnerBlogExample(directory = DIRECTORY) {
  const files = staticFiles({ root: directory });
  return async function partnerBlogExampleMiddleware(ctx: Context, next: Next): Promise<void> {
    if (ctx.path !== PREFIX && !ctx.path.startsWith(`${PREFIX}/`)) return next();
    if (!existsSync(directory)) return next();
    if (ctx.path === PREFIX) {
      ctx.redirect(`${PREFIX}/`);
      return;
    }
    const original = ctx.path;
    ctx.path = original.slice(PREFIX.length);
    try {
      await files(ctx, async () => {
        ctx.path = original;
        await next();
      });
    } finally {
      ctx.path = original;
    }
  };
}
