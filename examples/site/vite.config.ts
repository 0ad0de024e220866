import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The site imports the engine and the widgets (as React components) from source, so it builds
// without building them first; hashed assets let the server cache them for a year.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
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
    proxy: { '/api': 'http://localhost:3000' },
  },
});
