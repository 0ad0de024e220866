import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Component tests run the engine's constants from source, so they need no build.
  // The engine's small entry points (`@securesplit/engine/constants`, ...) map to their source files by name.
  resolve: {
    alias: [
      { find: /^@securesplit\/engine\/([a-z-]+)$/, replacement: fileURLToPath(new URL('../engine/src/$1.ts', import.meta.url)) },
      { find: /^@securesplit\/engine$/, replacement: fileURLToPath(new URL('../engine/src/index.ts', import.meta.url)) },
    ],
  },
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'widgets',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test-support/locale-setup.ts'],
    // Whole forms rendered with the real engine: 5 s is too little on a loaded 2-core CI machine (a 7 s alimony form was seen).
    testTimeout: 30_000,
  },
});
