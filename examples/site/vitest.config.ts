import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'site-e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
