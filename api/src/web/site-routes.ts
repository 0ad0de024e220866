import { existsSync, readFileSync } from 'node:fs';

/**
 * The file the site's build writes next to its index.html (see examples/site/vite.config.ts): the
 * paths the single-page app draws a page for, `{"routes": ["/", "/about", ...]}`.
 */
export const SITE_ROUTES_FILE = 'site-routes.json';

/**
 * The site's routes, or undefined when the build has no list (a build from before the list existed:
 * then every page path answers 200 as it used to). A list that is not one is a broken build: say so.
 */
export function readSiteRoutes(file: string): ReadonlySet<string> | undefined {
  if (!existsSync(file)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON (${(error as Error).message}); rebuild the site`, { cause: error });
  }
  const routes = (parsed as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes) || !routes.every((route) => typeof route === 'string' && route.startsWith('/'))) {
    throw new Error(`${file} must be {"routes": ["/", ...]} (paths starting with /); rebuild the site`);
  }
  return new Set(routes as string[]);
}
