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

/**
 * How often a server started before its site or widgets were built looks for them again: `npm start`
 * builds them in the background while the server already answers (scripts/start.mjs).
 */
const RECHECK_MS = 1000;

/** A layer made once `built()` holds, looked for at most once a RECHECK_MS until then; `before` answers meanwhile. */
function onceBuilt(built: () => boolean, make: () => Middleware, before: Middleware): Middleware {
  let layer: Middleware | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return (ctx, next) => {
    if (!layer && Date.now() - checkedAt >= RECHECK_MS) {
      checkedAt = Date.now();
      if (built()) layer = make();
    }
    return (layer ?? before)(ctx, next);
  };
}

const indexPage: Middleware = async (ctx: Context, next: Next) => {
  if ((ctx.method === 'GET' || ctx.method === 'HEAD') && (ctx.path === '/' || ctx.path === '/index.html')) {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = INDEX_PAGE;
    return;
  }
  return next();
};

/** Everything that is not the API: widget bundles, the site when built, else a small index page. */
export function frontEnd(options: FrontEndOptions): Middleware {
  const layers: Middleware[] = [favicon(), premiumPageRedirects()];
  const { siteDir, widgetsDir } = options;
  if (widgetsDir) {
    const widgets = () => staticFiles({ root: widgetsDir, exclude: isApiPath, readableByAnyOrigin: isEmbedPath });
    // The bundles are there once the loader is: rollup writes embed.js after the elements' chunks.
    layers.push(existsSync(widgetsDir) ? widgets() : onceBuilt(() => existsSync(join(widgetsDir, 'embed.js')), widgets, (_ctx, next) => next()));
  }
  if (siteDir) {
    // The site's build lists its routes (SITE_ROUTES_FILE): any other path answers 404 with its not-found screen.
    const site = () => {
      const spaRoutes = readSiteRoutes(join(siteDir, SITE_ROUTES_FILE));
      return staticFiles({ root: siteDir, spaFallback: true, spaRoutes, exclude: isApiPath });
    };
    const built = () => existsSync(join(siteDir, 'index.html')) && existsSync(join(siteDir, SITE_ROUTES_FILE));
    layers.push(existsSync(join(siteDir, 'index.html')) ? site() : onceBuilt(built, site, indexPage));
  } else {
    layers.push(indexPage);
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
