/**
 * What the route plugins of one module share, built once when the module's plugin starts: the
 * module and its config, the list settings its list, search and export read, the text fields its
 * requests are checked by, and its access and record helpers. Passed to each route plugin as its options.
 */
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { requiredMessageKey } from '../../../engine/core/moduleMessages';
import { withLinkFieldFilters } from '../../../engine/core/related/linkFieldFilters';
import { liteFields } from '../../../engine/core/linkSearch/liteReply';
import type { ListScreenConfig, ModuleConfig } from '../../../engine/core/screenConfig';
import type { RegisteredModule } from '../../../engine/core/schemaRegistry';
import type { TextFields } from '../../http/textSafety';
import { linkedGuardResolver, type LinkedGuardValues } from '../linkedGuardValues';
import { listScreensOf } from '../moduleSchemas';
import { moduleTextFields } from '../moduleTextFields';
import type { WriteCheck } from '../writeRequest';
import { moduleAccess, type ModuleAccess } from './moduleAccess';
import { moduleRecords, type ModuleRecords } from './moduleRecords';

/** One module as its plugin registers it. */
export interface ModuleEntry {
  /** The module's name in the config (its routes' `/api/modulos/<name>`). */
  readonly name: string;
  readonly module: RegisteredModule;
  readonly config: ModuleConfig;
  /** The module's own checks of its creates and updates, run after the generic ones (they may change `datos`). */
  readonly writeChecks: readonly WriteCheck[];
}

export interface ModuleContext extends ModuleEntry, ModuleAccess, ModuleRecords {
  /** `/api/modulos/<name>`. */
  readonly base: string;
  /** The OpenAPI tags of the module's routes. */
  readonly tags: string[];
  /** Guards that look through a link (`teamOf: "cuenta.equipos"`): their linked values, read from the database. */
  readonly linked: LinkedGuardValues | null;
  /** The list screens of the module: `pantalla` picks one, whose own cap applies. */
  readonly listScreens: ListScreenConfig[];
  /** The declared filters plus one per link field (`?<campo>=<id>`: related-records panels). */
  readonly list: ModuleConfig['list'];
  /** The light reply's fields (`lite=true`): only those the module's link modals show and their picks read (CON-08). */
  readonly lite: string[];
  /** Text the database cannot store is refused naming the field by its label (server/http/textSafety.ts). */
  readonly textFields: TextFields;
  /** The field naming a record's owner account under the record scope (CON-37). */
  readonly ownerField?: string;
  /** The route config of a create or update: the module's required-fields message (SHR-07) and how its problems name fields. */
  readonly writeConfig: Pick<FastifyContextConfig, 'requiredMessage' | 'recordMessages' | 'textFields'>;
}

/** The context of `entry` on the app `app` (its services: server/services). */
export function moduleContext(app: FastifyInstance, entry: ModuleEntry): ModuleContext {
  const { name, module, config } = entry;
  const linked = linkedGuardResolver(app.db, app.config, module, [config.access.read, config.access.write]);
  const access = moduleAccess(config, linked);
  const list = withLinkFieldFilters(config.list, module.schema);
  const textFields = moduleTextFields(module, list.filters);
  const lite = liteFields(
    app.config.links,
    name,
    app.registry.list().map((m) => m.schema),
  );
  return {
    ...entry,
    ...access,
    ...moduleRecords(app, module, config, linked, access.refusal),
    base: `/api/modulos/${name}`,
    tags: [config.title],
    linked,
    listScreens: listScreensOf(app.config.screens, name),
    list,
    lite,
    textFields,
    ownerField: config.recordScope?.ownerField,
    // The schema's problems name fields by their label and say a rule's own `x-message` (engine/core/validationMessage.ts).
    writeConfig: { requiredMessage: requiredMessageKey(config.messages), recordMessages: { module: module.name, schema: module.schema }, textFields },
  };
}
