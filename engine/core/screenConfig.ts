/**
 * Types of screens.config.json: routes, menu, screens, module API rules, session and notification
 * timings. They are generated from the meta-schema (screenConfigSchema.ts, `npm run gen`) into
 * screenConfig.generated.ts; this file names them for the code, with the two action unions (configActions.ts).
 */
export type {
  AfterSave,
  AreaPermissionsConfig,
  AfterSaveAction,
  AfterSaveModal,
  ColumnConfig,
  CustomScreenConfig,
  FilterConfig,
  FilterHierarchy,
  FilterKind,
  FilterVia,
  FormScreenConfig,
  LinkKindConfig,
  ListScreenConfig,
  MenuEntry,
  ModuleConfig,
  ModuleListConfig,
  ModuleMessages,
  NotificationConfig,
  SaveRouteConfig,
  ScopedListConfig,
  ScreenConfig,
  ScreensConfig,
  SessionConfig,
} from './screenConfig.generated';

export type { FormActionConfig, OpenTarget, RowActionConfig } from './configActions';
