import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Middleware, Next } from 'koa';
import { staticFiles } from '../http/static-files.js';
import { favicon } from './favicon.js';
import { INDEX_PAGE } from './index-page.js';
import { premiumPageRedirects } from './premium-redirects.js';
import { readSiteRoutes, SITE_ROUTES_FILE } from './site-routes.js';

export interface FrontEndOptions {
  /** The built site (examples/site/dist): served at / with client-side routes falling back to index.html. */
  siteDir?: string | undefined;
  /** The built widgets (widgets/dist): /embed.js and its chunks, served from the root. */
  widgetsDir?: string | undefined;
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/docs');

/** The script-tag embed: partner pages on any origin import these modules, which is a CORS request. */
export const isEmbedPath = (path: string) => path === '/embed.js' || path.startsWith('/embed/');

/** Everything that is not the API: widget bundles, the site when built, else a small index page. */
export function frontEnd(options: FrontEndOptions): Middleware {
  const layers: Middleware[] = [favicon(), premiumPageRedirects()];
  if (options.widgetsDir && existsSync(options.widgetsDir)) {
    layers.push(staticFiles({ root: options.widgetsDir, exclude: isApiPath, readableByAnyOrigin: isEmbedPath }));
  }
  if (options.siteDir && existsSync(join(options.siteDir, 'index.html'))) {
    // The site's build lists its routes (SITE_ROUTES_FILE): any other path answers 404 with its not-found screen.
    const spaRoutes = readSiteRoutes(join(options.siteDir, SITE_ROUTES_FILE));
    layers.push(staticFiles({ root: options.siteDir, spaFallback: true, spaRoutes, exclude: isApiPath }));
  } else {
    layers.push(async (ctx: Context, next: Next) => {
      if ((ctx.method === 'GET' || ctx.method === 'HEAD') && (ctx.path === '/' || ctx.path === '/index.html')) {
        ctx.type = 'text/html; charset=utf-8';
        ctx.body = INDEX_PAGE;
        return;
      }
      return next();
    });
  }
  return async function frontEndMiddleware(ctx: Context, next: Next): Promise<void> {
    const run = async (index: number): Promise<void> => {
      const layer = layers[index];
      if (!layer) return next();
      await layer(ctx, () => run(index + 1));
    };
    await run(0);
  };
}
