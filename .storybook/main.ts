import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for QA: a story per step and a replay of every path of every flow variant
 * (stories/README.md). The app's vite.config.ts is reused for its plugins; Storybook sets its own
 * root and output directory.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx'],
  // Registers msw-storybook-addon's preview hook, which starts the worker and hands `msw` to stories.
  addons: ['msw-storybook-addon'],
  // mockServiceWorker.js must sit at the site's root; tests/stories checks it matches the installed msw.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The app's dev server sends /api to a real server on :3000: in Storybook msw answers every call.
  viteFinal: (viteConfig) => ({ ...viteConfig, server: { ...viteConfig.server, proxy: {} } }),
};

export default config;
