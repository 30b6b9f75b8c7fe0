/**
 * Meta-schemas of the two kinds of file the screen config is written in (draft-07), built from the
 * definitions of screens.config.json's own meta-schema so that a key means the same in all three:
 * - `schemas/<m>/<m>.config.json`: one module's part (`module`, `screens`, `links`, `menu`);
 * - `screens.config.json`, the root: global settings, global screens, the menu's order and groups.
 * The merged result is validated against `screenConfigSchema` itself (mergeScreenConfig.ts).
 */
import { screenConfigSchema } from '../screenConfigSchema';

const { properties, definitions } = screenConfigSchema;

/** A menu group's id (`herramientas`), named by the root's group entry and by the module entries in it. */
const groupId = { type: 'string', pattern: '^[a-z][a-zA-Z0-9]*$' } as const;
const moduleName = properties.modules.propertyNames;

/** A module's menu entry: an entry of the merged menu, placed in the root's group `group` when it names one. */
const moduleMenuEntry = {
  ...definitions.menuEntry,
  properties: { ...definitions.menuEntry.properties, group: groupId },
} as const;

export const moduleConfigSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://backoffice.local/schemas/module.config.json',
  type: 'object',
  required: ['module'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    // The module's settings: `modules.<m>` of the merged config (access, list, messages…).
    module: properties.modules.additionalProperties,
    // The module's screens (lists, forms, its custom screens), appended to the root's.
    screens: properties.screens,
    // The search-and-link kinds whose records are this module's, each with its `noun`.
    links: properties.links,
    // The module's menu entries: in the root's group `group`, else where the root places `{ "module": "<m>" }` (else last).
    menu: { type: 'array', items: moduleMenuEntry },
  },
  definitions,
} as const;

/** A root menu item: a global entry, a group `{label, icon, group}` or the place of a module's top-level entries. */
const rootMenuItem = {
  oneOf: [
    { $ref: '#/definitions/menuEntry' },
    {
      type: 'object',
      required: ['label', 'group'],
      additionalProperties: false,
      properties: { label: { type: 'string' }, icon: { type: 'string' }, group: groupId },
    },
    { type: 'object', required: ['module'], additionalProperties: false, properties: { module: moduleName } },
  ],
} as const;

export const rootConfigSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://backoffice.local/schemas/screens.root.json',
  type: 'object',
  required: ['version', 'defaultRoute', 'session', 'notifications', 'menu'],
  additionalProperties: false,
  properties: {
    $schema: properties.$schema,
    version: properties.version,
    defaultRoute: properties.defaultRoute,
    session: properties.session,
    company: properties.company,
    notifications: properties.notifications,
    // The modules merged first, in this order (their screens, links and entries in a group); the others follow by name.
    moduleOrder: { type: 'array', uniqueItems: true, items: moduleName },
    // The screens of no module (home, expired session).
    screens: properties.screens,
    menu: { type: 'array', items: rootMenuItem },
  },
  definitions,
} as const;
