import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['engine', 'api', 'client', 'examples/site', 'widgets', 'widgets/vitest.preact.config.ts', 'widgets/vitest.browser.config.ts'],
  },
});
