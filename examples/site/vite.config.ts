import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompressDirectory } from '../../scripts/precompress.mjs';
import { writeRouteHtml } from './route-html.js';
import { SITE_ROUTE_PATHS_ALL_LANGUAGES } from './src/route-paths.js';

/** Writes dist/site-routes.json: the server answers paths outside it with 404 and the not-found screen. */
function siteRoutesManifest(): Plugin {
  return {
    name: 'securesplit-site-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'site-routes.json', source: `${JSON.stringify({ routes: SITE_ROUTE_PATHS_ALL_LANGUAGES }, null, 2)}\n` });
    },
  };
}

/**
 * After the build: each route's own index.html preloading its page chunk (route-html.ts), then .br and
 * .gz copies beside the built text files (the server sends the one a browser accepts).
 */
function routeHtmlAndPrecompress(): Plugin {
  let outDir = '';
  // closeBundle runs after a failed build too; its own error (no manifest) then hid the build's, e.g. an
  // unresolved import, from whoever ran npm start or vite build.
  let failed = false;
  return {
    name: 'securesplit-route-html-precompress',
    apply: 'build',
    buildEnd(error) {
      failed = error !== undefined && error !== null;
    },
    renderError() {
      failed = true;
    },
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : fileURLToPath(new URL(config.build.outDir, `file://${config.root}/`));
    },
    async closeBundle() {
      if (failed) return;
      await writeRouteHtml(outDir, SITE_ROUTE_PATHS_ALL_LANGUAGES, await readFile(fileURLToPath(new URL('./src/App.tsx', import.meta.url)), 'utf8'));
      await precompressDirectory(outDir);
    },
  };
}

// The site imports the engine and the widgets (as React components) from source, so it builds
// without building them first; hashed assets let the server cache them for a year.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [siteRoutesManifest(), routeHtmlAndPrecompress()],
  resolve: {
    // The engine's small entry points (`@securesplit/engine/jurisdictions`, `/constants`) map to their
    // source files by name, like its package.json "exports"; the pages that only ask the API for results
    // load them and never the rules behind `@securesplit/engine`.
    alias: [
      { find: /^@securesplit\/engine\/([a-z-]+)$/, replacement: fileURLToPath(new URL('../../engine/src/$1.ts', import.meta.url)) },
      { find: /^@securesplit\/engine$/, replacement: fileURLToPath(new URL('../../engine/src/index.ts', import.meta.url)) },
      { find: /^@securesplit\/widgets$/, replacement: fileURLToPath(new URL('../../widgets/src/index.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsDir: 'assets',
    // dist/.vite/manifest.json: each page's chunks, read by the bundle test (the server never serves dot paths).
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/favicon.svg': 'http://localhost:3000' },
  },
});
