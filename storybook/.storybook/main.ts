import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const engineSource = fileURLToPath(new URL('../../engine/src/index.ts', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // The stories use the engine's constants from source, so Storybook needs no engine build.
    viteConfig.resolve = { ...viteConfig.resolve, alias: { ...(viteConfig.resolve?.alias as Record<string, string>), '@securesplit/engine': engineSource } };
    return viteConfig;
  },
};

export default config;
