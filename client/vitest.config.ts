import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The tests start the real API (from source), which runs the engine from source too.
    alias: { '@securesplit/engine': fileURLToPath(new URL('../engine/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'client',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
