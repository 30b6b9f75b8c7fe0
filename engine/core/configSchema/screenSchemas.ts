/** The meta-schema of the screens: a list, a form or a custom component. */
import { guardRef } from './guardSchema';
import { id, path } from './pathSchemas';

const column = {
  title: 'ColumnConfig',
  description: 'A column of a list screen: a field of the module and its heading.',
  type: 'object',
  required: ['field', 'label'],
  additionalProperties: false,
  properties: { field: { type: 'string' }, label: { type: 'string' }, sortable: { type: 'boolean' }, width: { type: 'integer', minimum: 20 } },
} as const;

/** A list screen. */
export const listScreen = {
  title: 'ListScreenConfig',
  description: "A screen listing a module's records: its filters are the module's, its columns, page size and row actions its own.",
  properties: {
    kind: { const: 'list' },
    id,
    title: { type: 'string' },
    path,
    module: { type: 'string' },
    columns: { type: 'array', minItems: 1, items: column },
    pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
    form: { type: 'string', description: 'Screen id of the form used to create and open records.' },
    cap: { type: 'integer', minimum: 1, maximum: 10000, description: "This screen's result cap (replaces the module's; the API reads it from `pantalla`)." },
    capMessage: { type: 'string', description: "Message key shown when this screen's cap is reached." },
    noResultsMessage: { type: 'string', description: 'Message key of this screen\'s "no results" (default: the module\'s).' },
    searchErrorMessage: { type: 'string', description: "Message key of this screen's search failure (default: the module's)." },
    countNotice: { type: 'boolean', description: 'A success notice with the count after each search (SHR-10, SHR-OP05).' },
    fixedFilters: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description:
        "Values of the module's list filters this screen always sends (not shown, not changeable): a list of one kind of record, e.g. the list of the suppliers' IIBB notes only (NOT-15). A value `:<param>` is that param of the screen's path (`/admin/permisos/gestion/:area` lists one area, ADM-11); \"Nuevo\" then opens the form's `createWith` path the params fill.",
    },
    requireFilter: {
      type: 'boolean',
      description:
        "Replaces the module's `list.requireFilter` on this screen: `false` lists at once a screen whose fixed filters already narrow it (the pending suppliers, SUP-15). Absent: the module's rule.",
    },
    recordPath: {
      type: 'string',
      pattern: '^/.*:id(/|$)',
      description:
        'A path with `:id` that opens this list at one record (`/listaCuentas/:id`, ACC-02, ACC-OP01): searched by that record\'s id and its row shown selected. The list\'s form goes back there ("Volver") from a saved record.',
    },
    scoped: {
      title: 'ScopedListConfig',
      description:
        "How the screen behaves for a user under the module's record scope (an external agency user, CON-37/38/40): it lists their own account's records at once, no filter required, up to `cap`; with none at all (and no filter typed) the user is taken to the form's create path with `emptyMessage`.",
      type: 'object',
      additionalProperties: false,
      properties: { cap: { type: 'integer', minimum: 1, maximum: 10000 }, capMessage: { type: 'string' }, emptyMessage: { type: 'string' } },
    },
    rowActions: {
      type: 'array',
      description: 'Actions on each row (open, preview, toggle a boolean field, annul, run a transition).',
      items: {
        // The kinds' rules are `if`/`then` (clearer errors than one branch per kind), which the type
        // generator cannot read: the code's type is the discriminated union `RowActionConfig`.
        tsType: 'RowActionConfig',
        type: 'object',
        required: ['kind'],
        additionalProperties: false,
        properties: {
          kind: { enum: ['open', 'preview', 'toggle', 'annul', 'transition'] },
          field: { type: 'string' },
          label: { type: 'string' },
          target: { enum: ['edit', 'view'] },
          name: { type: 'string' },
          doneLabel: { type: 'string' },
          confirmMessage: { type: 'string' },
          doneMessage: { type: 'string' },
          intent: { enum: ['danger', 'success'] },
          errorMessage: { type: 'string' },
          deniedMessage: {
            type: 'string',
            description:
              "A switch's message key said (danger) when a user who may not write the row flips it: the switch stays clickable, shows the notice and makes no call (ADM-17's `action.denied`); absent: the switch is disabled for that user.",
          },
        },
        allOf: [
          { if: { properties: { kind: { enum: ['toggle', 'annul'] } } }, then: { required: ['field'] } },
          {
            if: { anyOf: [{ required: ['doneLabel'] }, { required: ['doneMessage'] }, { required: ['errorMessage'] }, { required: ['intent'] }] },
            then: { properties: { kind: { const: 'annul' } } },
          },
          { if: { required: ['confirmMessage'] }, then: { properties: { kind: { enum: ['annul', 'toggle'] } } } },
          { if: { required: ['target'] }, then: { properties: { kind: { const: 'open' } } } },
          { if: { required: ['deniedMessage'] }, then: { properties: { kind: { const: 'toggle' } } } },
          { if: { properties: { kind: { const: 'transition' } } }, then: { required: ['name'] }, else: { not: { required: ['name'] } } },
        ],
      },
    },
  },
  required: ['path', 'module', 'columns', 'pageSize'],
  additionalProperties: false,
} as const;

const afterSave = {
  title: 'AfterSave',
  description: 'Where a saved record goes: a screen, the record itself, a follow-up modal.',
  type: 'object',
  additionalProperties: false,
  properties: {
    navigate: { type: 'string' },
    stay: { type: 'boolean' },
    returnTo: {
      type: 'string',
      minLength: 2,
      description:
        "Where a record created at one of `paths.createWith` goes once saved: a path whose `:field`s the route's params fill (`/<owner>/formulario/:<owner>?solapa=<tab>`, CON-OP02). A caller's `?volver=` goes first (engine/core/form/returnTo.ts).",
    },
    modal: {
      title: 'AfterSaveModal',
      description:
        'Open a follow-up modal instead of navigating (engine/react/form/AfterSaveDialog): title and message are message keys; closing it stays on the record.',
      type: 'object',
      additionalProperties: false,
      required: ['title', 'message', 'actions'],
      properties: {
        title: { type: 'string' },
        message: { type: 'string' },
        actions: {
          type: 'array',
          minItems: 1,
          items: {
            title: 'AfterSaveAction',
            description: 'One button of the follow-up modal: its label (message key) and the screen it opens.',
            type: 'object',
            additionalProperties: false,
            required: ['label', 'navigate'],
            properties: {
              label: { type: 'string' },
              navigate: { type: 'string', description: 'Screen id: a list or custom screen opens at its path, a form screen in create mode.' },
            },
          },
        },
      },
    },
  },
} as const;

/** A form screen. */
export const formScreen = {
  title: 'FormScreenConfig',
  description: "A screen creating, editing or viewing one record of a module through the module's schema and ui schema.",
  properties: {
    kind: { const: 'form' },
    id,
    title: { type: 'string' },
    module: { type: 'string' },
    paths: {
      type: 'object',
      required: ['create', 'edit'],
      additionalProperties: false,
      description: "`view` (soloVer, with `:id`): the record read-only whatever the user's rights (no Guardar, fields disabled).",
      properties: {
        create: path,
        edit: path,
        view: path,
        createWith: {
          type: 'array',
          minItems: 1,
          items: path,
          description:
            'Extra create paths for a record of an owner (`/<m>/<owner>/:<owner>`): each `:param` names a field of the module, filled from the URL and fixed in the new record (engine/core/form/routePrefill.ts).',
        },
      },
    },
    afterSave,
    actions: {
      type: 'array',
      description:
        'Actions on the saved record beside "Guardar" (CRD-11, FEE-13): `annul` sets a read-only boolean field (`POST …/anular/:campo`, after a confirmation), under the module\'s write guard; `transition` runs a module transition by name (SUP-17, SUP-18). Deleting is the module\'s `delete`, not a screen action.',
      items: {
        // As for row actions: `if`/`then` in the meta-schema, the discriminated union `FormActionConfig` in the code.
        tsType: 'FormActionConfig',
        type: 'object',
        required: ['kind'],
        additionalProperties: false,
        properties: { kind: { enum: ['annul', 'transition'] }, field: { type: 'string' }, message: { type: 'string' }, name: { type: 'string' } },
        allOf: [
          { if: { properties: { kind: { const: 'annul' } } }, then: { required: ['field'], not: { required: ['name'] } } },
          {
            if: { properties: { kind: { const: 'transition' } } },
            then: { required: ['name'], not: { anyOf: [{ required: ['field'] }, { required: ['message'] }] } },
          },
        ],
      },
    },
  },
  required: ['module', 'paths', 'afterSave'],
  additionalProperties: false,
} as const;

/** A custom screen. */
export const customScreen = {
  title: 'CustomScreenConfig',
  description: "A screen drawn by a registered component (Home, the expired session, a module's own screen).",
  properties: {
    kind: { const: 'custom' },
    id,
    title: { type: 'string' },
    path,
    component: { type: 'string' },
    access: { ...guardRef, description: 'Custom screens without a guard are open to any signed-in user (e.g. Home).' },
    public: { type: 'boolean' },
    userMenu: {
      type: 'boolean',
      description: "Offered beside the user's name in the navbar (the user's own things, e.g. changing their password), to whoever may open it.",
    },
  },
  required: ['path', 'component'],
  additionalProperties: false,
} as const;
