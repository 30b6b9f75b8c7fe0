/**
 * The app's services, each a named `fastify-plugin` decorating the instance (`app.db`,
 * `app.registry`, `app.config`, `app.settings`, `app.taxIds`, `app.readAccess`, `app.lookups`, `app.mail`):
 * route plugins declare the names they depend on and read them from the instance, nothing is passed
 * to them by hand. Fastify refuses to start a plugin whose dependency was not registered before it.
 */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { BackOfficeSettings } from '../config/settings';
import type { Database } from '../db/schema';
import type { TaxIdLookup } from '../taxIds/taxIdLookup';
import { configPlugin } from './configPlugin';
import { dbPlugin } from './dbPlugin';
import { recordAccessPlugin } from './recordAccessPlugin';
import { registryPlugin } from './registryPlugin';
import { settingsPlugin } from './settingsPlugin';
import { taxIdsPlugin } from './taxIdsPlugin';
import { mailPlugin, type MailSettings } from './mailPlugin';

export interface AppServicesOptions {
  readonly db: Kysely<Database>;
  readonly registry: SchemaRegistry;
  readonly config: ScreensConfig;
  readonly settings?: BackOfficeSettings;
  readonly taxIds?: TaxIdLookup;
  readonly mail?: MailSettings;
  /** Look-ups beyond the caller's scope per user and minute (default LOOKUPS_PER_MINUTE, server/http/lookupBudget.ts). */
  readonly lookupsPerMinute?: number;
}

/** Registers every service of the app on the root instance. */
export const appServices = fp<AppServicesOptions>(
  async (app, options) => {
    await app.register(dbPlugin, { db: options.db });
    await app.register(registryPlugin, { registry: options.registry });
    await app.register(configPlugin, { config: options.config });
    await app.register(settingsPlugin, { settings: options.settings });
    await app.register(taxIdsPlugin, { taxIds: options.taxIds });
    await app.register(recordAccessPlugin, { lookupsPerMinute: options.lookupsPerMinute });
    await app.register(mailPlugin, { settings: options.mail });
  },
  { name: 'appServices' },
);
