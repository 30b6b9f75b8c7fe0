/** Storybook: engine and screen stories, built with Vite, offline, no telemetry. */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx', '../engine/react/**/*.stories.tsx', '../widgets/**/*.stories.tsx', '../app/**/*.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    // The app's vite.config.ts roots Vite in app/; stories live across the repository.
    return { ...viteConfig, root: process.cwd(), build: { ...viteConfig.build, outDir: undefined, emptyOutDir: undefined, chunkSizeWarningLimit: 4000 } };
  },
};

export default config;
