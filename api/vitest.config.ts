import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Tests run the engine from source so they need no build; the server uses engine/dist.
    alias: [
      // The worksheet PDF's subpath first: a bare `@securesplit/engine` would also match it as a prefix.
      { find: /^@securesplit\/engine\/worksheet-pdf$/, replacement: fileURLToPath(new URL('../engine/src/worksheet-pdf/index.ts', import.meta.url)) },
      { find: /^@securesplit\/engine$/, replacement: fileURLToPath(new URL('../engine/src/index.ts', import.meta.url)) },
    ],
  },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
