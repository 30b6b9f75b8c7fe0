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
    // Stories name any message at once (some in their module's args): the whole catalogue, not the
    // browser's stand-in that downloads the later messages (engine/core/messages.ts, decision 120).
    const aliases = Array.isArray(viteConfig.resolve?.alias)
      ? viteConfig.resolve.alias.filter((a: { replacement: string }) => !a.replacement.includes('laterMessages.browser'))
      : viteConfig.resolve?.alias;
    return {
      ...viteConfig,
      resolve: { ...viteConfig.resolve, alias: aliases },
      root: process.cwd(),
      build: { ...viteConfig.build, outDir: undefined, emptyOutDir: false, chunkSizeWarningLimit: 4000 },
    };
  },
};

export default config;
