import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Per-route copies of the built index.html that also preload the route's own page chunk. Each page is
 * loaded lazily (App.tsx), so without a hint the browser learns of it only after the app's entry has
 * downloaded and run: one more round trip before the first paint of the page's content. The server
 * sends `dist/<route>/index.html` for a route when there is one (api/src/http/static-files.ts), else
 * `dist/index.html`, which preloads the home page's chunks (`/`, and unknown paths, which are few).
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Each route's lazily loaded page module (`src/pages/HomePage.tsx`), read from App.tsx's `lazy(() => import(...))` and ROUTES. */
export function lazyPageModules(appSource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, name, path] of appSource.matchAll(/const (\w+) = lazy\(\(\) => import\('\.\/([^']+)\.js'\)\);/g)) {
    modules.set(name!, `src/${path}.tsx`);
  }
  const routes = new Map<string, string>();
  for (const [, route, component] of appSource.matchAll(/^\s+'(\/[^']*)': \{ component: (\w+),/gm)) {
    const module = modules.get(component!);
    if (module) routes.set(route!, module);
  }
  return routes;
}

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The scripts a page's module needs beyond those index.html already loads, in load order. */
export function pageScripts(manifest: Manifest, pageModule: string): string[] {
  const entry = closure(manifest, 'index.html');
  return [...closure(manifest, pageModule)].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file);
}

function withPreloads(html: string, files: string[]): string {
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
  return html.replace('  </head>', `${links}  </head>`);
}

/**
 * Writes `<outDir>/<route>/index.html` for every route but `/`, preloading its lazy page when it has one,
 * and adds the home page's preloads to `<outDir>/index.html`.
 */
export async function writeRouteHtml(outDir: string, routes: readonly string[], appSource: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const shell = await readFile(join(outDir, 'index.html'), 'utf8');
  const pages = lazyPageModules(appSource);
  for (const route of routes) {
    // A Spanish page (`/es/...`) loads the same page module as its English one and says its language from the start.
    const spanish = route === '/es' || route.startsWith('/es/');
    const pageModule = pages.get(spanish ? route.slice(3) || '/' : route);
    const page = spanish ? shell.replace('<html lang="en">', '<html lang="es">') : shell;
    const html = pageModule ? withPreloads(page, pageScripts(manifest, pageModule)) : page;
    const file = route === '/' ? join(outDir, 'index.html') : join(outDir, route, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
}
