import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The tests start the real API (from source), which runs the engine from source too.
    alias: [
      // The worksheet PDF's subpath first: a bare `@securesplit/engine` would also match it as a prefix.
      { find: /^@securesplit\/engine\/worksheet-pdf$/, replacement: fileURLToPath(new URL('../engine/src/worksheet-pdf/index.ts', import.meta.url)) },
      { find: /^@securesplit\/engine$/, replacement: fileURLToPath(new URL('../engine/src/index.ts', import.meta.url)) },
    ],
  },
  test: {
    name: 'client',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
