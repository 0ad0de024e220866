import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import components from './vitest.config.js';

const testingLibraryDir = dirname(createRequire(import.meta.url).resolve('@testing-library/react/package.json'));

/**
 * The component tests again, with React's modules answered by preact/compat as in the script-tag
 * embed's build (rollup.config.mjs): what the embed runs must pass what the React components pass.
 */
export default mergeConfig(
  components,
  defineConfig({
    resolve: {
      alias: [
        { find: /^react$/, replacement: 'preact/compat' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        // Testing Library's act: preact/test-utils' act, waiting after an async callback as React's does.
        { find: /^react-dom\/test-utils$/, replacement: fileURLToPath(new URL('src/test-support/preact-act.ts', import.meta.url)) },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
        // The signals' React binding imports this CommonJS shim, whose require('react') no alias reaches; with a
        // React that has useSyncExternalStore (preact/compat has) the shim only hands that one back.
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
        // Its ES module build, so that its own imports of React go through the aliases above (its main file is CommonJS).
        {
          find: /^@testing-library\/react$/,
          replacement: join(testingLibraryDir, 'dist', '@testing-library', 'react.esm.js'),
        },
      ],
    },
    test: {
      name: 'widgets-preact',
      setupFiles: ['src/test-support/user-edit-events.ts', 'src/test-support/happy-dom-focus-fixup.ts'],
      // Aliases apply only to modules Vite transforms: these import React themselves.
      server: { deps: { inline: ['@testing-library/react', '@preact/signals-react'] } },
    },
  }),
);
