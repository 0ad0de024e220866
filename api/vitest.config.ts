import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Tests run the engine from source so they need no build; the server uses engine/dist.
    alias: { '@securesplit/engine': fileURLToPath(new URL('../engine/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
