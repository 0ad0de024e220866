import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Component tests run the engine's constants from source, so they need no build.
  resolve: { alias: { '@securesplit/engine': fileURLToPath(new URL('../engine/src/index.ts', import.meta.url)) } },
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'widgets',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Whole forms rendered with the real engine: 5 s is too little on a loaded 2-core CI machine (a 7 s alimony form was seen).
    testTimeout: 30_000,
  },
});
