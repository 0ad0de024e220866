import { defineConfig } from 'vitest/config';

/** Chromium against the real server and the built bundles; see test/browser/global-setup.ts. */
export default defineConfig({
  test: {
    name: 'widgets-browser',
    environment: 'node',
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
