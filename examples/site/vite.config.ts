import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { SITE_ROUTE_PATHS } from './src/route-paths.js';

/** Writes dist/site-routes.json: the server answers paths outside it with 404 and the not-found screen. */
function siteRoutesManifest(): Plugin {
  return {
    name: 'securesplit-site-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'site-routes.json', source: `${JSON.stringify({ routes: SITE_ROUTE_PATHS }, null, 2)}\n` });
    },
  };
}

// The site imports the engine and the widgets (as React components) from source, so it builds
// without building them first; hashed assets let the server cache them for a year.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [siteRoutesManifest()],
  resolve: {
    alias: {
      '@securesplit/engine': fileURLToPath(new URL('../../engine/src/index.ts', import.meta.url)),
      '@securesplit/widgets': fileURLToPath(new URL('../../widgets/src/index.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsDir: 'assets',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/favicon.svg': 'http://localhost:3000' },
  },
});
