import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'site-e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A real Chromium beside a full run on two cores sometimes misses one frame or one navigation; a second try
    // separates that from a defect (which fails twice) and vitest still prints which tests needed it.
    retry: 1,
  },
});
