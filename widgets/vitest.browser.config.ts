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
    // A real Chromium beside a full run on two cores sometimes misses one frame or one navigation; a second try
    // separates that from a defect (which fails twice) and vitest still prints which tests needed it.
    retry: 1,
  },
});
