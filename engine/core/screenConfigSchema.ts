/**
 * Meta-schema of screens.config.json (draft-07): the one definition of the config's shape. ajv checks
 * the file against it, and `npm run gen` derives the TypeScript types from it (screenConfig.generated.ts):
 * a `title` names a type, a `description` becomes its doc comment and the reference's text.
 */
import { guard, guardClause } from './configSchema/guardSchema';
import { linkKind } from './configSchema/linkSchema';
import { moduleConfig } from './configSchema/moduleSchema';
import { id, path } from './configSchema/pathSchemas';
import { customScreen, formScreen, listScreen } from './configSchema/screenSchemas';

export const screenConfigSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://backoffice.local/schemas/screens.config.json',
  title: 'ScreensConfig',
  description: 'screens.config.json: routes, menu, screens, module API rules, session and notification timings.',
  type: 'object',
  required: ['version', 'defaultRoute', 'session', 'notifications', 'modules', 'screens', 'menu'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    version: { type: 'integer', minimum: 1 },
    defaultRoute: path,
    session: {
      title: 'SessionConfig',
      description: 'Session timings (SHR-12…14).',
      type: 'object',
      required: ['idleSeconds', 'countdownSeconds', 'keepaliveSeconds'],
      additionalProperties: false,
      properties: {
        idleSeconds: { type: 'number', minimum: 1, description: 'Seconds without activity before the session is idle (SHR-12, override of SHR-OP01).' },
        countdownSeconds: { type: 'number', minimum: 1, description: 'Seconds of visible countdown before logout (SHR-13).' },
        keepaliveSeconds: { type: 'number', minimum: 1, description: 'Keepalive interval while active (SHR-14).' },
      },
    },
    company: {
      title: 'CompanyConfig',
      description:
        'The company that runs the back-office (CON-OP01): its own e-mail domain and its own account (the staff account, CST-43), for rules that treat them apart, read through their context.',
      type: 'object',
      additionalProperties: false,
      properties: {
        domain: {
          type: 'string',
          pattern: '^[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+$',
          description: "E-mail domain of the company's people (`viajes.com.ar`), compared case-insensitively.",
        },
        account: { type: 'integer', minimum: 1, description: "Record id of the company's own account." },
        staffLink: {
          type: 'string',
          pattern: '^[a-z][a-z0-9]*$',
          description:
            "The link kind (`links.<kind>`) whose records are the company's people, the staff contacts (LNK-14, LNK-22, CST-43): a user is the one carrying the user's CRM id (`users.id_crm`). Its one definition (engine/core/staffContacts.ts) serves `userIs` guards (SGC-54, ACN-OP01), the session's `id_contacto`, the person of the per-area permissions (`areaPermissions.person` must link this kind) and the members of the teams (`teams.members` must search it); required when a module declares either.",
        },
      },
    },
    home: {
      title: 'HomeConfig',
      description: 'Home (HOM): the screen it shows in token mode and its footer.',
      type: 'object',
      additionalProperties: false,
      properties: {
        tokenComponent: {
          type: 'string',
          pattern: '^[A-Z][A-Za-z0-9]*$',
          description:
            "The registered custom screen Home shows to a temporary `?token=` session bound to an opportunity (HOM-05): a module folder's own screen (`schemas/<m>/screens/<Name>.tsx`), named by its component.",
        },
        accountTokenComponent: {
          type: 'string',
          pattern: '^[A-Z][A-Za-z0-9]*$',
          description:
            "The registered custom screen Home shows to a temporary `?token=` session bound to an account only, or to nothing (TOK-OP02, decision 160): it greets the recipient and loads the account's contacts. Absent: `tokenComponent`.",
        },
        footer: {
          title: 'HomeFooter',
          description: "Home's footer (HOM-17, HOM-OP06): plain text and links, served by `GET /api/inicio/pie`.",
          type: 'object',
          additionalProperties: false,
          properties: {
            texto: { type: 'string' },
            enlaces: {
              type: 'array',
              items: {
                title: 'HomeFooterLink',
                type: 'object',
                required: ['etiqueta', 'url'],
                additionalProperties: false,
                properties: { etiqueta: { type: 'string' }, url: { type: 'string', pattern: '^(/|https?://)' } },
              },
            },
          },
        },
      },
    },
    notifications: {
      title: 'NotificationConfig',
      description: 'Where notices show and how long they stay.',
      type: 'object',
      required: ['timeoutMs', 'position'],
      additionalProperties: false,
      properties: { timeoutMs: { type: 'integer', minimum: 0 }, position: { const: 'bottom' } },
    },
    modules: {
      type: 'object',
      propertyNames: { type: 'string', pattern: '^[a-z][a-zA-Z0-9]*$' },
      additionalProperties: moduleConfig,
    },
    screens: {
      type: 'array',
      items: {
        title: 'ScreenConfig',
        description: 'A screen: a list, a form or a custom component, told apart by `kind`.',
        type: 'object',
        required: ['id', 'kind', 'title'],
        properties: { id, kind: { enum: ['list', 'form', 'custom'] }, title: { type: 'string' } },
        oneOf: [listScreen, formScreen, customScreen],
      },
    },
    menu: { type: 'array', items: { $ref: '#/definitions/menuEntry' } },
    links: {
      type: 'object',
      propertyNames: { pattern: '^[a-z][a-z0-9]*$' },
      additionalProperties: linkKind,
      description: 'Search-and-link kinds by kind noun (or any key with a `noun`); only kinds whose module exists are declared.',
    },
  },
  definitions: {
    guard,
    guardClause,
    menuEntry: {
      title: 'MenuEntry',
      description: 'An entry of the menu: a screen, or a group of entries.',
      type: 'object',
      required: ['label'],
      additionalProperties: false,
      properties: {
        label: { type: 'string' },
        screen: { type: 'string' },
        icon: { type: 'string' },
        count: {
          type: 'string',
          pattern: '^/api/',
          description: "An API path answering `{ cantidad }`: a count shown beside the entry when above zero (SUP-16's pending suppliers).",
        },
        children: { type: 'array', items: { $ref: '#/definitions/menuEntry' } },
      },
    },
  },
} as const;
