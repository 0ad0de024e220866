import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const engineSource = fileURLToPath(new URL('../../engine/src/index.ts', import.meta.url));
/** The engine's small entry points (`@securesplit/engine/constants`, ...) are its source files of the same name. */
const engineEntryPointSource = fileURLToPath(new URL('../../engine/src/$1.ts', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // The stories use the engine's constants from source, so Storybook needs no engine build.
    const existing = viteConfig.resolve?.alias ?? [];
    const inherited = Array.isArray(existing) ? existing : Object.entries(existing).map(([find, replacement]) => ({ find, replacement }));
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [
        ...inherited,
        { find: /^@securesplit\/engine\/([a-z-]+)$/, replacement: engineEntryPointSource },
        { find: /^@securesplit\/engine$/, replacement: engineSource },
      ],
    };
    return viteConfig;
  },
};

export default config;
