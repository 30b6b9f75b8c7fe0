/**
 * Meta-schema of screens.config.json (draft-07): the one definition of the config's shape. ajv checks
 * the file against it, and `npm run gen` derives the TypeScript types from it (screenConfig.generated.ts):
 * a `title` names a type, a `description` becomes its doc comment and the reference's text.
 */

const clauseRef = { $ref: '#/definitions/guardClause' } as const;

const guardClause = {
  description: 'One guard clause (engine/core/permissions.ts); `allOf` and `anyOf` nest clauses.',
  oneOf: [
    { type: 'object', required: ['role'], additionalProperties: false, properties: { role: { type: 'string', pattern: '^ROLE_[A-Za-z_]+$' } } },
    {
      type: 'object',
      required: ['area', 'level'],
      additionalProperties: false,
      properties: { area: { type: 'string', minLength: 1 }, level: { enum: ['r', 'w'] } },
    },
    {
      type: 'object',
      required: ['area', 'flag'],
      additionalProperties: false,
      properties: { area: { type: 'string', minLength: 1 }, flag: { type: 'string', minLength: 1 } },
    },
    { type: 'object', required: ['teamOf'], additionalProperties: false, properties: { teamOf: { type: 'string', minLength: 1 } } },
    {
      type: 'object',
      required: ['token'],
      additionalProperties: false,
      description: "A token-mode session (Home token mode, COP-OP02); what it reaches is its record scope's.",
      properties: { token: { const: true } },
    },
    {
      type: 'object',
      required: ['userIs'],
      additionalProperties: false,
      description: "The record's field names the user's staff contact (SGC-54 preparer, ACN-OP01 asignado).",
      properties: { userIs: { type: 'string', minLength: 1 } },
    },
    {
      type: 'object',
      required: ['field', 'equals'],
      additionalProperties: false,
      description: "The record's field holds a value (ACC-41: `tipo` = `EMP`).",
      properties: { field: { type: 'string', minLength: 1 }, equals: { type: ['string', 'number', 'boolean'] } },
    },
    {
      type: 'object',
      required: ['field', 'holdsSetting'],
      additionalProperties: false,
      description: "The record's field holds the id a back-end setting names (the agency team).",
      properties: { field: { type: 'string', minLength: 1 }, holdsSetting: { type: 'string', minLength: 1 } },
    },
    {
      type: 'object',
      required: ['field', 'set'],
      additionalProperties: false,
      description: 'The record field holds a value (`set: true`) or none (`set: false`): which owner a child has (`writeFollowsOwner`, BAC-OP02).',
      properties: { field: { type: 'string', minLength: 1 }, set: { type: 'boolean' } },
    },
    {
      type: 'object',
      required: ['allOf'],
      additionalProperties: false,
      description: 'Every one of several clauses.',
      properties: { allOf: { type: 'array', minItems: 1, items: clauseRef } },
    },
    {
      type: 'object',
      required: ['anyOf'],
      additionalProperties: false,
      description: "One of several clauses (a guard inside a guard: the owner's write guard, `writeFollowsOwner`).",
      properties: { anyOf: { type: 'array', minItems: 1, items: clauseRef } },
    },
  ],
} as const;

const guardRef = { $ref: '#/definitions/guard' } as const;

const guard = {
  title: 'Guard',
  description:
    "A guard (engine/core/permissions.ts): `anyOf` passes when one clause passes; a clause is a role, an area at a minimum level, an area flag (SGC prepara/revisa/aprueba, supplier evaluation), membership of one of the record's teams (`teamOf`: the record field holding team ids; CRD-19), the user being the person a record field names (`userIs`: the field holding the user's staff contact id; SGC-54's preparer, ACN-OP01's `asignado`), a record field holding a value (`field` + `equals`: `tipo` = `EMP`) or holding the id a back-end setting names (`field` + `holdsSetting`: the account's `equipos` hold the agency team, ACC-41), or `allOf` several clauses. An empty or missing guard denies (deny by default); a record clause without a record denies too.",
  type: 'object',
  required: ['anyOf'],
  additionalProperties: false,
  properties: {
    anyOf: { type: 'array', minItems: 1, items: clauseRef },
  },
} as const;

const path = { type: 'string', pattern: '^/[A-Za-z0-9_/:{}.-]*$' } as const;
const id = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' } as const;

const transition = {
  title: 'TransitionConfig',
  description: 'A state change a user runs on a record after a confirmation (engine/core/transitions.ts: SUP-17, SUP-18).',
  type: 'object',
  required: ['name', 'label', 'access', 'from', 'set', 'confirmMessage', 'doneMessage', 'errorMessage', 'refusedMessage'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$', description: 'Key of the transition, unique in the module (`autorizar`).' },
    label: { type: 'string', minLength: 1, description: "The button's label and the confirmation's accept button (`Autorizar`)." },
    icon: { type: 'string', description: 'Blueprint icon of the button.' },
    intent: { enum: ['success', 'danger', 'primary', 'warning'] },
    access: { ...guardRef, description: 'Who may run it (SUP-39: admins), decided on the record (its record clauses too).' },
    from: {
      type: 'object',
      required: ['field', 'equals'],
      additionalProperties: false,
      description: 'The state the record must be in (SUP-27: `estado` = 1); otherwise refused (409) and not offered.',
      properties: { field: { type: 'string' }, equals: { type: ['string', 'number', 'boolean'] } },
    },
    set: {
      type: 'object',
      minProperties: 1,
      additionalProperties: { type: ['string', 'number', 'boolean'] },
      description: 'The values written (`estado` = 2).',
    },
    reason: { type: 'string', description: "A field the confirmation's optional reason is written to (`motivoRechazo`, SUP-OP06)." },
    path: {
      type: 'string',
      pattern: '^/api/[A-Za-z0-9/_:-]*:id[A-Za-z0-9/_-]*$',
      description: 'The route (`/api/proveedores/autorizacion/:id/autorizar`); default `/api/modulos/<m>/:id/transiciones/<name>`.',
    },
    confirmMessage: { type: 'string', description: 'Message key of the confirmation.' },
    reasonLabel: { type: 'string', description: "Message key of the reason's label." },
    doneMessage: { type: 'string', description: 'Message key of the success notice.' },
    errorMessage: { type: 'string', description: 'Message key of the failure notice.' },
    deniedMessage: { type: 'string', description: 'Message key of the denial.' },
    refusedMessage: { type: 'string', description: 'Message key of the wrong-state refusal.' },
    returnTo: { type: 'string', description: 'Screen id opened once done (SUP-17: the suppliers list); absent: the record stays shown.' },
  },
} as const;

const saveRoute = {
  title: 'SaveRouteConfig',
  description:
    "A save call the spec names (ACC-34, ACC-35) served as the module's own create (`mode: create`, body `{ datos }`) or create-or-update (`mode: save`, body `{ id?, version?, datos }`): the same route underneath, so every guard, rule and check is the same. `values` are forced onto the record (a caller who may not write one of those fields is refused, never silently ignored); `answer` is the stored record or only its `{ id }`.",
  type: 'object',
  required: ['path', 'mode', 'answer'],
  additionalProperties: false,
  properties: {
    path: { type: 'string', pattern: '^/api/[A-Za-z][A-Za-z0-9]*$', description: '`/api/<name>`.' },
    mode: { enum: ['create', 'save'] },
    values: { type: 'object', additionalProperties: true },
    answer: { enum: ['record', 'id'] },
    deniedMessage: { type: 'string', description: 'Message key of the refusal when the caller may not write a forced value (default `access.forcedField`).' },
    fields: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', minLength: 1 },
      description:
        "A create of part of the record (mode `create`): the fields it takes, in the dialog's order; the schema's requirements apply to them only (engine/core/form/recordPart.ts; LNK-OP04's prospect account).",
    },
  },
} as const;

const recordScope = {
  title: 'RecordScopeConfig',
  description: 'Which records a user sees at all (engine/core/recordScope.ts); absent: every record.',
  type: 'object',
  required: ['exempt'],
  additionalProperties: false,
  properties: {
    exempt: { ...guardRef, description: 'Who sees every record of the module.' },
    ownerField: { type: 'string', minLength: 1, description: 'Record field naming the owning account, written by exempt users (optional).' },
    token: {
      type: 'object',
      additionalProperties: false,
      description:
        "The module is open to token-mode sessions (Home token mode, COP-OP02), limited to the token's account (the owner) and, when the token names one, its opportunity, held in this record field.",
      properties: { oportunidad: { type: 'string', minLength: 1 } },
    },
  },
} as const;

const filter = {
  title: 'FilterConfig',
  description: 'A list filter accepted by the module API and shown by list screens.',
  type: 'object',
  required: ['name', 'kind', 'label'],
  additionalProperties: false,
  properties: {
    name: id,
    kind: {
      title: 'FilterKind',
      description:
        'List filter kinds (docs/module-features.md, "List screens"): free text, yes/no, one or several codes of a combo, a period of a date field (`<name>Desde`/`<name>Hasta`), a linked record\'s id, and a flag (a tick) that changes how another filter matches (a hierarchy\'s `direct` flag).',
      enum: ['text', 'boolean', 'combo', 'multi', 'dateRange', 'link', 'flag'],
    },
    label: { type: 'string' },
    field: { type: 'string', description: 'For boolean/combo: the record field compared. Text filters search the `x-search` fields.' },
    minLength: { type: 'integer', minimum: 1, description: 'Minimum text length (text filters); the API and the browser both enforce it.' },
    minLengthMessage: { type: 'string', description: 'Message key shown when the text is shorter (defaults to search.minLength).' },
    combo: { type: 'string', description: 'For combo: lookup name.' },
    target: { type: 'string', description: "For link: the module whose records are picked (the field holds the linked record's id)." },
    targetLabel: { type: 'string', description: "For link: the target's field shown for each picked record (default: its first column)." },
    hierarchy: {
      title: 'FilterHierarchy',
      description:
        "For link: match the chosen record and every record below it in the target's hierarchy (an account and its child accounts), unless the `direct` flag filter is set. A record's parent is its `parent` link field; a record may also list its children in `children`, a link list whose rows carry the child's `id`.",
      type: 'object',
      required: ['parent'],
      additionalProperties: false,
      properties: {
        parent: { type: 'string' },
        children: { type: 'string' },
        direct: { type: 'string', description: "The name of the module's `flag` filter that limits the match to the chosen record itself." },
      },
    },
    via: {
      title: 'FilterVia',
      description:
        "For combo/boolean/link: compare `field` of the record this record links to through `via.field` (the filter's `field` is the linked record's field).",
      type: 'object',
      required: ['field', 'module'],
      additionalProperties: false,
      properties: {
        field: { type: 'string', description: "This module's link field (holds the linked record's id)." },
        module: { type: 'string', description: 'The linked module.' },
      },
    },
    hidden: { type: 'boolean', description: "Accepted by the API only: list screens do not show it (a search by the record's own id)." },
  },
} as const;

const moduleList = {
  title: 'ModuleListConfig',
  description: "The module's list API: its filters, sort and result cap.",
  type: 'object',
  required: ['filters', 'requireFilter', 'cap', 'defaultSort', 'sortable'],
  additionalProperties: false,
  properties: {
    filters: { type: 'array', items: filter },
    requireFilter: { type: 'boolean', description: 'At least one filter must carry a value (`Debe seleccionar al menos un filtro de busqueda`).' },
    cap: { type: 'integer', minimum: 1, maximum: 10000, description: 'Maximum number of results the API returns for one search.' },
    capMessage: { type: 'string', description: 'Message key shown when the cap is reached.' },
    defaultSort: {
      type: 'object',
      required: ['field', 'direction'],
      additionalProperties: false,
      properties: { field: { type: 'string' }, direction: { enum: ['asc', 'desc'] } },
    },
    sortable: { type: 'array', items: { type: 'string' } },
    hidesVoided: {
      type: 'string',
      description:
        "The boolean filter whose `false` marks a voided record (CON-27: a voided contact leaves the contact list, and the account's Contactos tab with it): every list of the module answers its records with this filter `true` unless the query names the filter itself (engine/core/voidedRecords.ts).",
    },
  },
} as const;

const moduleMessages = {
  title: 'ModuleMessages',
  description: "The module's message keys.",
  type: 'object',
  required: ['listError', 'loadError'],
  additionalProperties: false,
  properties: {
    listError: { type: 'string' },
    loadError: { type: 'string' },
    saveSuccess: {
      type: 'string',
      description:
        'Shown after a save; absent: the generic SHR-08 texts (SHR-OP03), `Los datos se registraron correctamente.` for a new record and `Se guardaron correctamente los datos` for an edited one.',
    },
    saveError: { type: 'string', description: 'Shown when a save fails; absent: the generic SHR-09 `Se produjo un error al guardar los datos.` (SHR-OP03).' },
    noResults: { type: 'string' },
    required: {
      type: 'string',
      description:
        "Shown when required fields are missing on save, by the error summary dialog and in the API's 400 (SHR-07: `Faltan algunos datos obligatorios.` for OPP-29/ACT-28); default `form.required`.",
    },
    comboError: {
      type: 'string',
      description:
        "Shown when a combo fails to load, in the module's forms and list filters alike (ADM-27's `lookup.adminError`); absent: `lookup.formError` in forms, `lookup.listError` in list filters.",
    },
    denied: {
      type: 'string',
      description:
        "Shown when the module's guard denies a user, by the route guard and in the API's 403 (CRD-20's `No tiene permisos para ver/editar tarjetas.`); absent: `access.module` (ROL-07).",
    },
    noTeam: {
      type: 'string',
      description:
        "Shown instead of `denied` to a user who belongs to no team when only a team clause could let them in (`{id}`: the user's id; ACC-79, CRD-22 `No se encuentra en equipo asociado al usuario con id {id}`).",
    },
    writeDenied: {
      type: 'string',
      description:
        "Said to a user who may read the module but not write it: the API's 403 on a write, and the form's notice when it opens read-only for that reason (CON-39); absent: `access.module`.",
    },
  },
} as const;

const moduleConfig = {
  title: 'ModuleConfig',
  description: 'A module of the back-office: its schema, who reads and writes it, its list API and its messages.',
  type: 'object',
  required: ['schema', 'title', 'access', 'list', 'messages'],
  additionalProperties: false,
  properties: {
    schema: { type: 'string', minLength: 1, description: "Folder name under schemas/ and the schema's module name." },
    title: { type: 'string', minLength: 1 },
    access: {
      type: 'object',
      required: ['read', 'write'],
      additionalProperties: false,
      description:
        '`writeFollowsOwner`: a record of an owner (`x-link` with `owner: true`) is written by who passes `write` and may write the owner record too; the served config holds the derived `write` (engine/core/ownerWrite.ts, BAC-OP02).',
      properties: { read: guardRef, write: guardRef, writeFollowsOwner: { type: 'boolean' } },
    },
    delete: {
      type: 'boolean',
      description:
        'Writers may remove a record from its parent\'s list (`DELETE /api/modulos/<m>/<id>`, "Eliminar" in its form and in a related panel\'s rows) by the row-removal rule (engine/core/related/recordRemoval.ts: new in the session, deleted; saved, marked `eliminar`, vigente off; CRD-13, FEE-14); absent: never.',
    },
    transitions: {
      type: 'array',
      items: transition,
      description: 'State changes a user runs on a record after a confirmation (engine/core/transitions.ts: SUP-17, SUP-18).',
    },
    saveRoutes: {
      type: 'array',
      items: saveRoute,
      description: "The spec's own save calls of the module (`nuevaCuentaCrm`, `guardarCuenta`…), each one the module's create or update.",
    },
    recordScope,
    list: moduleList,
    messages: moduleMessages,
  },
} as const;

const column = {
  title: 'ColumnConfig',
  description: 'A column of a list screen: a field of the module and its heading.',
  type: 'object',
  required: ['field', 'label'],
  additionalProperties: false,
  properties: { field: { type: 'string' }, label: { type: 'string' }, sortable: { type: 'boolean' }, width: { type: 'integer', minimum: 20 } },
} as const;

const listScreen = {
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
        "Values of the module's list filters this screen always sends (not shown, not changeable): a list of one kind of record, e.g. the list of the suppliers' IIBB notes only (NOT-15).",
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
        },
        allOf: [
          { if: { properties: { kind: { enum: ['toggle', 'annul'] } } }, then: { required: ['field'] } },
          {
            if: { anyOf: [{ required: ['doneLabel'] }, { required: ['doneMessage'] }, { required: ['errorMessage'] }, { required: ['intent'] }] },
            then: { properties: { kind: { const: 'annul' } } },
          },
          { if: { required: ['confirmMessage'] }, then: { properties: { kind: { enum: ['annul', 'toggle'] } } } },
          { if: { required: ['target'] }, then: { properties: { kind: { const: 'open' } } } },
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

const formScreen = {
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

const customScreen = {
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
  },
  required: ['path', 'component'],
  additionalProperties: false,
} as const;

const linkKind = {
  title: 'LinkKindConfig',
  description:
    'A kind of search-and-link modal (LNK-07…14, LNK-OP05), keyed in `links` by kind noun (engine/core/linkSearch/linkKinds.ts): the module it searches through the generic list API.',
  type: 'object',
  required: ['module', 'columns', 'cap'],
  additionalProperties: false,
  properties: {
    module: { type: 'string', minLength: 1, description: 'Module searched (a key of `modules`); its first text filter carries the search text.' },
    noun: {
      description:
        "The words this link's messages use (LNK-OP01, LNK-OP02) when its key is not a kind of LNK-07: the kind whose words it shares (two kinds of the same noun searching different modules, e.g. the test fixture's `cuentaprueba`), or its own words, `{ singular, plural, gender: 'f' | 'm' }`, so a new module others link to needs no edit of the engine.",
      oneOf: [
        // The kind whose words it shares: one of the engine's table or another declared kind (checked with the references).
        { type: 'string', pattern: '^[a-z][a-z0-9]*$' },
        {
          title: 'DeclaredNoun',
          description: "A kind's words declared with its link (`links.<kind>.noun` as an object).",
          type: 'object',
          required: ['singular', 'plural', 'gender'],
          additionalProperties: false,
          properties: {
            singular: { type: 'string', minLength: 1, maxLength: 60 },
            plural: { type: 'string', minLength: 1, maxLength: 60 },
            gender: { enum: ['f', 'm'], description: '`f`: la / una; `m`: el / un.' },
          },
        },
      ],
    },
    columns: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      description: 'Result columns (display name first, then the identity number or code, account); fields of the module.',
      items: {
        type: 'object',
        required: ['field', 'label'],
        additionalProperties: false,
        properties: { field: { type: 'string' }, label: { type: 'string' } },
      },
    },
    filters: {
      type: 'object',
      additionalProperties: { type: 'string', maxLength: 200 },
      description: "Fixed values of the module's list filters sent with every search (LNK-14: account 9238).",
    },
    minLength: { type: 'integer', minimum: 1, description: 'Minimum search length (LNK-23); absent: no minimum, an empty search lists all (LNK-13).' },
    cap: { type: 'integer', minimum: 1, maximum: 100, description: 'Most results shown (LNK-OP05: 100).' },
    createPath: {
      type: 'string',
      pattern: '^/api/[A-Za-z][A-Za-z0-9]*$',
      description:
        'Where "Nuevo" on a link of this kind creates its record: one of the module\'s `saveRoutes` (mode `create`, answer `record`); absent: the module\'s own create (LNK-16: `/api/nuevaCuentaCrm`).',
    },
  },
} as const;

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
