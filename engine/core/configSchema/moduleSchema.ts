/** The meta-schema of a module's settings (`modules.<m>`): access, transitions, save routes, record scope, list API, messages. */
import { guardRef } from './guardSchema';
import { moduleList } from './listSchema';

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
    requiredNotice: {
      type: 'string',
      description:
        "Shown as a danger notice instead of the error summary dialog when required fields are missing on save (no call is made), and in the API's 400 (it wins over `required`): ADM-41, ADM-74's `Faltan campos obligatorios` (`form.requiredNotice`).",
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

/** A module's settings. */
export const moduleConfig = {
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
    areaPermissions: {
      title: 'AreaPermissionsConfig',
      description:
        "The module's records are the users' per-area permissions (ROL-09, ROL-10, ADM-14; decision 148): the server builds every principal from them, through the person a record names (`person`, a staff contact whose `idCrm` is the user's). At most one module declares it.",
      type: 'object',
      required: ['person', 'area', 'write'],
      additionalProperties: false,
      properties: {
        person: {
          type: 'string',
          minLength: 1,
          description: "The link field naming the person: a staff contact, so its `x-link` kind is the company's `staffLink`.",
        },
        area: { type: 'string', minLength: 1, description: 'The field holding the area code (`tarjetas`, `gestionsistema`…).' },
        write: { type: 'string', minLength: 1, description: "The boolean field giving 'w' (`escritura`); the record's `vigente` gives 'r'." },
        flags: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Boolean fields read as the area flags guards name (SGC-56 `prepara`/`revisa`/`aprueba`, SEV-03).',
        },
      },
    },
    recordScope,
    teams: {
      title: 'TeamsConfig',
      description:
        "The module's records are the teams (ADM-13, decision 159): a user belongs to each vigente record whose `members` link list holds the user's staff contact (the record of the company's `staffLink` kind whose CRM id is the user's; the `members` link list searches that kind), and `teamOf` guards compare record ids (CRD-19, ACC-41). At most one module declares it; a change of its records empties the cached principals.",
      type: 'object',
      required: ['members'],
      additionalProperties: false,
      properties: { members: { type: 'string', minLength: 1, description: 'The link-list field of the members (staff contacts).' } },
    },
    feedsCombo: {
      title: 'FeedsComboConfig',
      description:
        "The module's records are the options of a combo (decision 159): one option per record, code = the record's id, description = its `label` field, vigente as the record; kept by the database on every write of a record, so a new or renamed record is an option at once (the `equipos` of accounts).",
      type: 'object',
      required: ['combo', 'label'],
      additionalProperties: false,
      properties: {
        combo: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_]{0,63}$', description: 'The combo the records feed.' },
        label: { type: 'string', minLength: 1, description: "The text field that is the option's description." },
      },
    },
    list: moduleList,
    messages: moduleMessages,
  },
} as const;
