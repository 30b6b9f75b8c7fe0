/** Meta-schema of screens.config.json (draft-07). */

const clauseRef = { $ref: '#/definitions/guardClause' } as const;

/** One guard clause (engine/core/permissions.ts); `allOf` nests clauses. */
const guardClause = {
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
    { type: 'object', required: ['token'], additionalProperties: false, properties: { token: { const: true } } },
    // The record's field names the user's staff contact (SGC-54 preparer, ACN-OP01 asignado).
    { type: 'object', required: ['userIs'], additionalProperties: false, properties: { userIs: { type: 'string', minLength: 1 } } },
    // The record's field holds a value (ACC-41: `tipo` = `EMP`) or the id a back-end setting names (the agency team).
    {
      type: 'object',
      required: ['field', 'equals'],
      additionalProperties: false,
      properties: { field: { type: 'string', minLength: 1 }, equals: { type: ['string', 'number', 'boolean'] } },
    },
    {
      type: 'object',
      required: ['field', 'holdsSetting'],
      additionalProperties: false,
      properties: { field: { type: 'string', minLength: 1 }, holdsSetting: { type: 'string', minLength: 1 } },
    },
    // The record's field holds a value or none (which owner a child has: writeFollowsOwner, BAC-OP02).
    {
      type: 'object',
      required: ['field', 'set'],
      additionalProperties: false,
      properties: { field: { type: 'string', minLength: 1 }, set: { type: 'boolean' } },
    },
    { type: 'object', required: ['allOf'], additionalProperties: false, properties: { allOf: { type: 'array', minItems: 1, items: clauseRef } } },
    { type: 'object', required: ['anyOf'], additionalProperties: false, properties: { anyOf: { type: 'array', minItems: 1, items: clauseRef } } },
  ],
} as const;

const guard = {
  type: 'object',
  required: ['anyOf'],
  additionalProperties: false,
  properties: {
    anyOf: { type: 'array', minItems: 1, items: clauseRef },
  },
} as const;

const path = { type: 'string', pattern: '^/[A-Za-z0-9_/:{}.-]*$' } as const;
const id = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' } as const;

export const screenConfigSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://backoffice.local/schemas/screens.config.json',
  type: 'object',
  required: ['version', 'defaultRoute', 'session', 'notifications', 'modules', 'screens', 'menu'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    version: { type: 'integer', minimum: 1 },
    defaultRoute: path,
    session: {
      type: 'object',
      required: ['idleSeconds', 'countdownSeconds', 'keepaliveSeconds'],
      additionalProperties: false,
      properties: {
        idleSeconds: { type: 'number', minimum: 1 },
        countdownSeconds: { type: 'number', minimum: 1 },
        keepaliveSeconds: { type: 'number', minimum: 1 },
      },
    },
    company: {
      type: 'object',
      additionalProperties: false,
      properties: {
        domain: { type: 'string', pattern: '^[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+$' },
        account: { type: 'integer', minimum: 1 },
      },
    },
    notifications: {
      type: 'object',
      required: ['timeoutMs', 'position'],
      additionalProperties: false,
      properties: { timeoutMs: { type: 'integer', minimum: 0 }, position: { const: 'bottom' } },
    },
    modules: {
      type: 'object',
      propertyNames: { pattern: '^[a-z][a-zA-Z0-9]*$' },
      additionalProperties: {
        type: 'object',
        required: ['schema', 'title', 'access', 'list', 'messages'],
        additionalProperties: false,
        properties: {
          schema: { type: 'string', minLength: 1 },
          title: { type: 'string', minLength: 1 },
          // `writeFollowsOwner`: a child is written by who may write its owner as well (engine/core/ownerWrite.ts, BAC-OP02).
          access: {
            type: 'object',
            required: ['read', 'write'],
            additionalProperties: false,
            properties: { read: guard, write: guard, writeFollowsOwner: { type: 'boolean' } },
          },
          // Writers may remove a record from its parent's list by the row-removal rule (CRD-12/13, FEE-14); absent: never.
          delete: { type: 'boolean' },
          // State changes run after a confirmation (engine/core/transitions.ts: SUP-17, SUP-18).
          transitions: {
            type: 'array',
            items: {
              type: 'object',
              required: ['name', 'label', 'access', 'from', 'set', 'confirmMessage', 'doneMessage', 'errorMessage', 'refusedMessage'],
              additionalProperties: false,
              properties: {
                name: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' },
                label: { type: 'string', minLength: 1 },
                icon: { type: 'string' },
                intent: { enum: ['success', 'danger', 'primary', 'warning'] },
                access: guard,
                from: {
                  type: 'object',
                  required: ['field', 'equals'],
                  additionalProperties: false,
                  properties: { field: { type: 'string' }, equals: { type: ['string', 'number', 'boolean'] } },
                },
                set: { type: 'object', minProperties: 1, additionalProperties: { type: ['string', 'number', 'boolean'] } },
                reason: { type: 'string' },
                path: { type: 'string', pattern: '^/api/[A-Za-z0-9/_:-]*:id[A-Za-z0-9/_-]*$' },
                confirmMessage: { type: 'string' },
                reasonLabel: { type: 'string' },
                doneMessage: { type: 'string' },
                errorMessage: { type: 'string' },
                deniedMessage: { type: 'string' },
                refusedMessage: { type: 'string' },
                returnTo: { type: 'string' },
              },
            },
          },
          // The spec's named save calls of the module (ACC-34, ACC-35): its create or update under another path.
          saveRoutes: {
            type: 'array',
            items: {
              type: 'object',
              required: ['path', 'mode', 'answer'],
              additionalProperties: false,
              properties: {
                path: { type: 'string', pattern: '^/api/[A-Za-z][A-Za-z0-9]*$' },
                mode: { enum: ['create', 'save'] },
                values: { type: 'object' },
                answer: { enum: ['record', 'id'] },
                deniedMessage: { type: 'string' },
                fields: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 } },
              },
            },
          },
          recordScope: {
            type: 'object',
            required: ['exempt'],
            additionalProperties: false,
            properties: {
              exempt: guard,
              ownerField: { type: 'string', minLength: 1 },
              // Open to token-mode sessions, limited to the token's account and opportunity (COP-OP02).
              token: { type: 'object', additionalProperties: false, properties: { oportunidad: { type: 'string', minLength: 1 } } },
            },
          },
          list: {
            type: 'object',
            required: ['filters', 'requireFilter', 'cap', 'defaultSort', 'sortable'],
            additionalProperties: false,
            properties: {
              filters: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['name', 'kind', 'label'],
                  additionalProperties: false,
                  properties: {
                    name: id,
                    kind: { enum: ['text', 'boolean', 'combo', 'multi', 'dateRange', 'link', 'flag'] },
                    label: { type: 'string' },
                    field: { type: 'string' },
                    minLength: { type: 'integer', minimum: 1 },
                    minLengthMessage: { type: 'string' },
                    combo: { type: 'string' },
                    target: { type: 'string' },
                    targetLabel: { type: 'string' },
                    hierarchy: {
                      type: 'object',
                      required: ['parent'],
                      additionalProperties: false,
                      properties: { parent: { type: 'string' }, children: { type: 'string' }, direct: { type: 'string' } },
                    },
                    via: {
                      type: 'object',
                      required: ['field', 'module'],
                      additionalProperties: false,
                      properties: { field: { type: 'string' }, module: { type: 'string' } },
                    },
                    hidden: { type: 'boolean' },
                  },
                },
              },
              requireFilter: { type: 'boolean' },
              cap: { type: 'integer', minimum: 1, maximum: 10000 },
              capMessage: { type: 'string' },
              defaultSort: {
                type: 'object',
                required: ['field', 'direction'],
                additionalProperties: false,
                properties: { field: { type: 'string' }, direction: { enum: ['asc', 'desc'] } },
              },
              sortable: { type: 'array', items: { type: 'string' } },
              hidesVoided: { type: 'string' },
            },
          },
          messages: {
            type: 'object',
            // saveSuccess and saveError default to the generic SHR-08/SHR-09 texts (moduleMessages.ts, SHR-OP03).
            required: ['listError', 'loadError'],
            additionalProperties: false,
            properties: {
              listError: { type: 'string' },
              loadError: { type: 'string' },
              saveSuccess: { type: 'string' },
              saveError: { type: 'string' },
              noResults: { type: 'string' },
              // Required fields missing on save: the summary dialog and the API's 400 (default form.required).
              required: { type: 'string' },
              // A combo that fails to load, in forms and list filters alike (ADM-27); default per place.
              comboError: { type: 'string' },
              // The module's own denial text (CRD-20); default access.module (ROL-07).
              denied: { type: 'string' },
              // A user with no team kept out by a team clause (ACC-79, CRD-22).
              noTeam: { type: 'string' },
              writeDenied: { type: 'string' },
            },
          },
        },
      },
    },
    screens: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'kind', 'title'],
        properties: { id, kind: { enum: ['list', 'form', 'custom'] }, title: { type: 'string' } },
        oneOf: [
          {
            properties: {
              kind: { const: 'list' },
              id,
              title: { type: 'string' },
              path,
              module: { type: 'string' },
              columns: {
                type: 'array',
                minItems: 1,
                items: {
                  type: 'object',
                  required: ['field', 'label'],
                  additionalProperties: false,
                  properties: { field: { type: 'string' }, label: { type: 'string' }, sortable: { type: 'boolean' }, width: { type: 'integer', minimum: 20 } },
                },
              },
              pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
              form: { type: 'string' },
              // List screen features: own cap and messages, count notice, row actions.
              cap: { type: 'integer', minimum: 1, maximum: 10000 },
              capMessage: { type: 'string' },
              noResultsMessage: { type: 'string' },
              searchErrorMessage: { type: 'string' },
              countNotice: { type: 'boolean' },
              // Values of the module's list filters this screen always sends and does not show (a list of one kind of record).
              fixedFilters: { type: 'object', additionalProperties: { type: 'string' } },
              // Replaces the module's requireFilter on this screen (a list its fixed filters already narrow).
              requireFilter: { type: 'boolean' },
              // The list opened at one record (its id in the path), the back target of its form.
              recordPath: { type: 'string', pattern: '^/.*:id(/|$)' },
              scoped: {
                type: 'object',
                additionalProperties: false,
                properties: { cap: { type: 'integer', minimum: 1, maximum: 10000 }, capMessage: { type: 'string' }, emptyMessage: { type: 'string' } },
              },
              rowActions: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['kind'],
                  additionalProperties: false,
                  // `target` (open only): the form's edit path (default) or its read-only view path.
                  properties: {
                    kind: { enum: ['open', 'preview', 'toggle', 'annul', 'transition'] },
                    field: { type: 'string' },
                    label: { type: 'string' },
                    target: { enum: ['edit', 'view'] },
                    // transition: a module transition by name (SUP-17, SUP-18).
                    name: { type: 'string' },
                    // annul only: the tag of a done row, the success message key, the colour (a validation is `success`); annul or toggle: the confirmation.
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
                    // A confirmation before an annul or a switch (SUP-OP08).
                    { if: { required: ['confirmMessage'] }, then: { properties: { kind: { enum: ['annul', 'toggle'] } } } },
                    { if: { required: ['target'] }, then: { properties: { kind: { const: 'open' } } } },
                    { if: { properties: { kind: { const: 'transition' } } }, then: { required: ['name'] }, else: { not: { required: ['name'] } } },
                  ],
                },
              },
            },
            required: ['path', 'module', 'columns', 'pageSize'],
            additionalProperties: false,
          },
          {
            properties: {
              kind: { const: 'form' },
              id,
              title: { type: 'string' },
              module: { type: 'string' },
              // `view` (soloVer): the record read-only whatever the user's rights.
              // `createWith`: extra create paths whose `:params` name fields prefilled from the URL (engine/core/form/routePrefill.ts).
              paths: {
                type: 'object',
                required: ['create', 'edit'],
                additionalProperties: false,
                properties: { create: path, edit: path, view: path, createWith: { type: 'array', minItems: 1, items: path } },
              },
              afterSave: {
                type: 'object',
                additionalProperties: false,
                properties: {
                  navigate: { type: 'string' },
                  stay: { type: 'boolean' },
                  returnTo: { type: 'string', minLength: 2 },
                  modal: {
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
                          type: 'object',
                          additionalProperties: false,
                          required: ['label', 'navigate'],
                          properties: { label: { type: 'string' }, navigate: { type: 'string' } },
                        },
                      },
                    },
                  },
                },
              },
              // Actions on the saved record beside "Guardar": annul a boolean field (deleting is modules.<m>.delete).
              actions: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['kind'],
                  additionalProperties: false,
                  // `transition`: a module transition by name (SUP-17, SUP-18).
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
          },
          {
            properties: {
              kind: { const: 'custom' },
              id,
              title: { type: 'string' },
              path,
              component: { type: 'string' },
              access: guard,
              public: { type: 'boolean' },
            },
            required: ['path', 'component'],
            additionalProperties: false,
          },
        ],
      },
    },
    menu: { type: 'array', items: { $ref: '#/definitions/menuEntry' } },
    // Search-and-link kinds (LNK-07…14, LNK-OP05), keyed by kind noun, or by another name with a `noun`.
    links: {
      type: 'object',
      propertyNames: { pattern: '^[a-z][a-z0-9]*$' },
      additionalProperties: {
        type: 'object',
        required: ['module', 'columns', 'cap'],
        additionalProperties: false,
        properties: {
          module: { type: 'string', minLength: 1 },
          noun: {
            oneOf: [
              // The kind whose words it shares: one of the engine's table or another declared kind (checked with the references).
              { type: 'string', pattern: '^[a-z][a-z0-9]*$' },
              {
                type: 'object',
                required: ['singular', 'plural', 'gender'],
                additionalProperties: false,
                properties: {
                  singular: { type: 'string', minLength: 1, maxLength: 60 },
                  plural: { type: 'string', minLength: 1, maxLength: 60 },
                  gender: { enum: ['f', 'm'] },
                },
              },
            ],
          },
          columns: {
            type: 'array',
            minItems: 1,
            maxItems: 3,
            items: {
              type: 'object',
              required: ['field', 'label'],
              additionalProperties: false,
              properties: { field: { type: 'string' }, label: { type: 'string' } },
            },
          },
          filters: { type: 'object', additionalProperties: { type: 'string', maxLength: 200 } },
          minLength: { type: 'integer', minimum: 1 },
          cap: { type: 'integer', minimum: 1, maximum: 100 },
          createPath: { type: 'string', pattern: '^/api/[A-Za-z][A-Za-z0-9]*$' },
        },
      },
    },
  },
  definitions: {
    guardClause,
    menuEntry: {
      type: 'object',
      required: ['label'],
      additionalProperties: false,
      properties: {
        label: { type: 'string' },
        screen: { type: 'string' },
        icon: { type: 'string' },
        // An API path answering { cantidad }: a count beside the entry (SUP-16).
        count: { type: 'string', pattern: '^/api/' },
        children: { type: 'array', items: { $ref: '#/definitions/menuEntry' } },
      },
    },
  },
} as const;
