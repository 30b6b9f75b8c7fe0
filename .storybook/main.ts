/** Storybook: engine and screen stories, built with Vite, offline, no telemetry. */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx', '../engine/react/**/*.stories.tsx', '../widgets/**/*.stories.tsx', '../app/**/*.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    // The app's vite.config.ts roots Vite in app/; stories live across the repository. Storybook
    // writes index.json and the manager before Vite runs: emptying the folder would delete them.
    return { ...viteConfig, root: process.cwd(), build: { ...viteConfig.build, outDir: undefined, emptyOutDir: false, chunkSizeWarningLimit: 4000 } };
  },
};

export default config;
