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

/** A shared part with a description of its own here (the generated types keep its name). */
const described = <T extends object>(schema: T, description: string) => ({ allOf: [schema], description }) as const;

const moduleMenuEntry = {
  ...definitions.menuEntry,
  title: 'ModuleMenuEntry',
  description: "A module's menu entry: a merged menu entry, optionally placed in one of the root's groups.",
  properties: {
    ...definitions.menuEntry.properties,
    group: { ...groupId, description: 'The id of a root group (`herramientas`): the entry is one of its children, in module order.' },
  },
} as const;

export const moduleConfigSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://backoffice.local/schemas/module.config.json',
  title: 'ModuleConfigJson',
  description:
    "`schemas/<m>/<m>.config.json`: one module's part of the screen config, in its folder. Its screens, links and entries are merged after the root's, module by module (the root's `moduleOrder`, then by name); a screen id, a path or a link kind that another file declares is a problem naming both.",
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    module: described(
      properties.modules.additionalProperties,
      "The module's settings (access, list, messages…): `modules.<m>` of the merged config, `<m>` the folder's name. Absent: the folder has no generic API nor generated screens, only custom screens over tables of its own (the users of the identity provider, decision 154).",
    ),
    screens: { ...properties.screens, description: 'Its screens: lists, forms and custom screens of its own.' },
    links: {
      ...properties.links,
      description: 'The search-and-link kinds whose records are its own, each with its words (`noun: { singular, plural, gender }`).',
    },
    menu: {
      type: 'array',
      items: moduleMenuEntry,
      description: 'Its menu entries: in the root\'s group `group` when they name one, else where the root places `{ "module": "<m>" }`, else at the end.',
    },
  },
  definitions,
} as const;

const rootMenuItem = {
  title: 'RootMenuItem',
  description: "A root menu item. A group with no entry is left out; a module's top-level entries the root does not place go last.",
  oneOf: [
    { $ref: '#/definitions/menuEntry' },
    {
      title: 'RootMenuGroup',
      description: "A menu group whose children are the modules' entries naming its `group`.",
      type: 'object',
      required: ['label', 'group'],
      additionalProperties: false,
      properties: {
        label: { type: 'string', description: "The group's title in the menu." },
        icon: { type: 'string', description: 'A Blueprint icon name.' },
        group: { ...groupId, description: 'The id the modules\' entries name (`"group": "herramientas"`).' },
      },
    },
    {
      title: 'RootMenuModule',
      description: "Where a module's top-level entries (those naming no group) go.",
      type: 'object',
      required: ['module'],
      additionalProperties: false,
      properties: { module: { ...moduleName, description: "The module's folder name." } },
    },
  ],
} as const;

export const rootConfigSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://backoffice.local/schemas/screens.root.json',
  title: 'RootConfigJson',
  description: "`screens.config.json`, the root: the global settings, the screens of no module and the menu's order.",
  type: 'object',
  required: ['version', 'defaultRoute', 'session', 'notifications', 'menu'],
  additionalProperties: false,
  properties: {
    $schema: properties.$schema,
    version: { ...properties.version, description: "The format's version (1)." },
    defaultRoute: { ...properties.defaultRoute, description: 'Where the app opens; a screen must answer it.' },
    session: described(properties.session, 'Idle sign-out timings.'),
    company: described(properties.company, "The company's own e-mail domain and account (CON-OP01)."),
    notifications: described(properties.notifications, 'Where and how long notices show.'),
    home: described(properties.home, "Home's token-mode screen and footer (HOM-05, HOM-17)."),
    moduleOrder: {
      type: 'array',
      uniqueItems: true,
      items: moduleName,
      description: 'The modules merged first, in this order (their screens, links and entries within a group); the others follow by name.',
    },
    screens: { ...properties.screens, description: 'The screens of no module (home, expired session).' },
    menu: {
      type: 'array',
      items: rootMenuItem,
      description: "The menu's order: global entries, groups filled by the modules' entries, places of a module's top-level entries.",
    },
  },
  definitions,
} as const;
