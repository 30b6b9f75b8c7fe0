/**
 * The two kinds of file the screen config is written in, merged by mergeScreenConfig.ts into one
 * `ScreensConfig` (the effective config `GET /api/config` answers). Their types are generated from
 * their meta-schemas (moduleConfigSchema.ts, `npm run gen`) beside the merged config's.
 */
export type { ModuleConfigJson, ModuleMenuEntry, RootConfigJson, RootMenuGroup, RootMenuItem, RootMenuModule } from '../screenConfig.generated';
