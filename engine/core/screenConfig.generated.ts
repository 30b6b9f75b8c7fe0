/* Generado por `npm run gen` desde engine/core/screenConfigSchema.ts y moduleConfig/moduleConfigSchema.ts: no editar a mano. */
import type { FormActionConfig, RowActionConfig } from './configActions';

/**
 * One guard clause (engine/core/permissions.ts); `allOf` and `anyOf` nest clauses.
 */
export type GuardClause =
  | {
      readonly role: string;
    }
  | {
      readonly area: string;
      readonly level: 'r' | 'w';
    }
  | {
      readonly area: string;
      readonly flag: string;
    }
  | {
      readonly teamOf: string;
    }
  | {
      readonly token: true;
    }
  | {
      readonly userIs: string;
    }
  | {
      readonly field: string;
      readonly equals: string | number | boolean;
    }
  | {
      readonly field: string;
      readonly differs: string | number | boolean;
    }
  | {
      readonly field: string;
      readonly holdsSetting: string;
    }
  | {
      readonly field: string;
      readonly set: boolean;
    }
  | {
      readonly allOf: readonly GuardClause[];
    }
  | {
      readonly anyOf: readonly GuardClause[];
    };
/**
 * List filter kinds (docs/module-features.md, "List screens"): free text, yes/no, one or several codes of a combo, a period of a date field (`<name>Desde`/`<name>Hasta`), a range of a number field (`numberRange`: `<name>Desde`/`<name>Hasta`, each end included), a linked record's id, and a flag (a tick) that changes how another filter matches (a hierarchy's `direct` flag).
 */
export type FilterKind = 'text' | 'boolean' | 'combo' | 'multi' | 'dateRange' | 'numberRange' | 'link' | 'flag';
/**
 * A screen: a list, a form or a custom component, told apart by `kind`.
 */
export type ScreenConfig = ListScreenConfig | FormScreenConfig | CustomScreenConfig;
/**
 * A root menu item. A group with no entry is left out; a module's top-level entries the root does not place go last.
 */
export type RootMenuItem = MenuEntry | RootMenuGroup | RootMenuModule;

/**
 * screens.config.json: routes, menu, screens, module API rules, session and notification timings.
 */
export interface ScreensConfig {
  readonly $schema?: string;
  readonly version: number;
  readonly defaultRoute: string;
  readonly session: SessionConfig;
  readonly company?: CompanyConfig;
  readonly home?: HomeConfig;
  readonly notifications: NotificationConfig;
  readonly modules: {
    readonly [k: string]: ModuleConfig;
  };
  readonly screens: readonly ScreenConfig[];
  readonly menu: readonly MenuEntry[];
  /**
   * Search-and-link kinds by kind noun (or any key with a `noun`); only kinds whose module exists are declared.
   */
  readonly links?: {
    readonly [k: string]: LinkKindConfig;
  };
}
/**
 * Session timings (SHR-12…14).
 */
export interface SessionConfig {
  /**
   * Seconds without activity before the session is idle (SHR-12, override of SHR-OP01).
   */
  readonly idleSeconds: number;
  /**
   * Seconds of visible countdown before logout (SHR-13).
   */
  readonly countdownSeconds: number;
  /**
   * Keepalive interval while active (SHR-14).
   */
  readonly keepaliveSeconds: number;
}
/**
 * The company that runs the back-office (CON-OP01): its own e-mail domain and its own account (the staff account, CST-43), for rules that treat them apart, read through their context.
 */
export interface CompanyConfig {
  /**
   * E-mail domain of the company's people (`viajes.com.ar`), compared case-insensitively.
   */
  readonly domain?: string;
  /**
   * Record id of the company's own account.
   */
  readonly account?: number;
  /**
   * The link kind (`links.<kind>`) whose records are the company's people, the staff contacts (LNK-14, LNK-22, CST-43): a user is the one carrying the user's CRM id (`users.id_crm`). Its one definition (engine/core/staffContacts.ts) serves `userIs` guards (SGC-54, ACN-OP01), the session's `id_contacto`, the person of the per-area permissions (`areaPermissions.person` must link this kind) and the members of the teams (`teams.members` must search it); required when a module declares either.
   */
  readonly staffLink?: string;
}
/**
 * Home (HOM): the screen it shows in token mode and its footer.
 */
export interface HomeConfig {
  /**
   * The registered custom screen Home shows to a temporary `?token=` session bound to an opportunity (HOM-05): a module folder's own screen (`schemas/<m>/screens/<Name>.tsx`), named by its component.
   */
  readonly tokenComponent?: string;
  /**
   * The registered custom screen Home shows to a temporary `?token=` session bound to an account only, or to nothing (TOK-OP02, decision 160): it greets the recipient and loads the account's contacts. Absent: `tokenComponent`.
   */
  readonly accountTokenComponent?: string;
  readonly footer?: HomeFooter;
}
/**
 * Home's footer (HOM-17, HOM-OP06): plain text and links, served by `GET /api/inicio/pie`.
 */
export interface HomeFooter {
  readonly texto?: string;
  readonly enlaces?: readonly HomeFooterLink[];
}
export interface HomeFooterLink {
  readonly etiqueta: string;
  readonly url: string;
}
/**
 * Where notices show and how long they stay.
 */
export interface NotificationConfig {
  readonly timeoutMs: number;
  readonly position: 'bottom';
}
/**
 * A module of the back-office: its schema, who reads and writes it, its list API and its messages.
 */
export interface ModuleConfig {
  /**
   * Folder name under schemas/ and the schema's module name.
   */
  readonly schema: string;
  readonly title: string;
  /**
   * `writeFollowsOwner`: a record of an owner (`x-link` with `owner: true`) is written by who passes `write` and may write the owner record too; the served config holds the derived `write` (engine/core/ownerWrite.ts, BAC-OP02).
   */
  readonly access: {
    readonly read: Guard;
    readonly write: Guard;
    readonly writeFollowsOwner?: boolean;
  };
  /**
   * Writers may remove a record from its parent's list (`DELETE /api/modulos/<m>/<id>`, "Eliminar" in its form and in a related panel's rows) by the row-removal rule (engine/core/related/recordRemoval.ts: new in the session, deleted; saved, marked `eliminar`, vigente off; CRD-13, FEE-14); absent: never.
   */
  readonly delete?: boolean;
  /**
   * State changes a user runs on a record after a confirmation (engine/core/transitions.ts: SUP-17, SUP-18).
   */
  readonly transitions?: readonly TransitionConfig[];
  /**
   * The spec's own save calls of the module (`nuevaCuentaCrm`, `guardarCuenta`…), each one the module's create or update.
   */
  readonly saveRoutes?: readonly SaveRouteConfig[];
  readonly areaPermissions?: AreaPermissionsConfig;
  readonly recordScope?: RecordScopeConfig;
  readonly teams?: TeamsConfig;
  readonly feedsCombo?: FeedsComboConfig;
  readonly list: ModuleListConfig;
  readonly messages: ModuleMessages;
}
/**
 * A guard (engine/core/permissions.ts): `anyOf` passes when one clause passes; a clause is a role, an area at a minimum level, an area flag (SGC prepara/revisa/aprueba, supplier evaluation), membership of one of the record's teams (`teamOf`: the record field holding team ids; CRD-19), the user being the person a record field names (`userIs`: the field holding the user's staff contact id; SGC-54's preparer, ACN-OP01's `asignado`), a record field holding a value (`field` + `equals`: `tipo` = `EMP`) or anything but one (`field` + `differs`: a permission's `area` other than `gestionsistema`, ADM-OP01) or holding the id a back-end setting names (`field` + `holdsSetting`: the account's `equipos` hold the agency team, ACC-41), or `allOf` several clauses. An empty or missing guard denies (deny by default); a record clause without a record denies too.
 */
export interface Guard {
  readonly anyOf: readonly GuardClause[];
}
/**
 * A state change a user runs on a record after a confirmation (engine/core/transitions.ts: SUP-17, SUP-18).
 */
export interface TransitionConfig {
  /**
   * Key of the transition, unique in the module (`autorizar`).
   */
  readonly name: string;
  /**
   * The button's label and the confirmation's accept button (`Autorizar`).
   */
  readonly label: string;
  /**
   * Blueprint icon of the button.
   */
  readonly icon?: string;
  readonly intent?: 'success' | 'danger' | 'primary' | 'warning';
  /**
   * Who may run it (SUP-39: admins), decided on the record (its record clauses too).
   */
  readonly access: Guard;
  /**
   * The state the record must be in (SUP-27: `estado` = 1); otherwise refused (409) and not offered.
   */
  readonly from: {
    readonly field: string;
    readonly equals: string | number | boolean;
  };
  /**
   * The values written (`estado` = 2).
   */
  readonly set: {
    readonly [k: string]: string | number | boolean;
  };
  /**
   * A field the confirmation's optional reason is written to (`motivoRechazo`, SUP-OP06).
   */
  readonly reason?: string;
  /**
   * The route (`/api/proveedores/autorizacion/:id/autorizar`); default `/api/modulos/<m>/:id/transiciones/<name>`.
   */
  readonly path?: string;
  /**
   * Message key of the confirmation.
   */
  readonly confirmMessage: string;
  /**
   * Message key of the reason's label.
   */
  readonly reasonLabel?: string;
  /**
   * Message key of the success notice.
   */
  readonly doneMessage: string;
  /**
   * Message key of the failure notice.
   */
  readonly errorMessage: string;
  /**
   * Message key of the denial.
   */
  readonly deniedMessage?: string;
  /**
   * Message key of the wrong-state refusal.
   */
  readonly refusedMessage: string;
  /**
   * Screen id opened once done (SUP-17: the suppliers list); absent: the record stays shown.
   */
  readonly returnTo?: string;
}
/**
 * A save call the spec names (ACC-34, ACC-35) served as the module's own create (`mode: create`, body `{ datos }`) or create-or-update (`mode: save`, body `{ id?, version?, datos }`): the same route underneath, so every guard, rule and check is the same. `values` are forced onto the record (a caller who may not write one of those fields is refused, never silently ignored); `answer` is the stored record or only its `{ id }`.
 */
export interface SaveRouteConfig {
  /**
   * `/api/<name>`.
   */
  readonly path: string;
  readonly mode: 'create' | 'save';
  readonly values?: {
    readonly [k: string]: unknown;
  };
  readonly answer: 'record' | 'id';
  /**
   * Message key of the refusal when the caller may not write a forced value (default `access.forcedField`).
   */
  readonly deniedMessage?: string;
  /**
   * A create of part of the record (mode `create`): the fields it takes, in the dialog's order; the schema's requirements apply to them only (engine/core/form/recordPart.ts; LNK-OP04's prospect account).
   */
  readonly fields?: readonly string[];
}
/**
 * The module's records are the users' per-area permissions (ROL-09, ROL-10, ADM-14; decision 148): the server builds every principal from them, through the person a record names (`person`, a staff contact whose `idCrm` is the user's). At most one module declares it.
 */
export interface AreaPermissionsConfig {
  /**
   * The link field naming the person: a staff contact, so its `x-link` kind is the company's `staffLink`.
   */
  readonly person: string;
  /**
   * The field holding the area code (`tarjetas`, `gestionsistema`…).
   */
  readonly area: string;
  /**
   * The boolean field giving 'w' (`escritura`); the record's `vigente` gives 'r'.
   */
  readonly write: string;
  /**
   * Boolean fields read as the area flags guards name (SGC-56 `prepara`/`revisa`/`aprueba`, SEV-03).
   */
  readonly flags?: readonly string[];
}
/**
 * Which records a user sees at all (engine/core/recordScope.ts); absent: every record.
 */
export interface RecordScopeConfig {
  /**
   * Who sees every record of the module.
   */
  readonly exempt: Guard;
  /**
   * Record field naming the owning account, written by exempt users (optional).
   */
  readonly ownerField?: string;
  /**
   * The module is open to token-mode sessions (Home token mode, COP-OP02), limited to the token's account (the owner) and, when the token names one, its opportunity, held in this record field.
   */
  readonly token?: {
    readonly oportunidad?: string;
  };
}
/**
 * The module's records are the teams (ADM-13, decision 159): a user belongs to each vigente record whose `members` link list holds the user's staff contact (the record of the company's `staffLink` kind whose CRM id is the user's; the `members` link list searches that kind), and `teamOf` guards compare record ids (CRD-19, ACC-41). At most one module declares it; a change of its records empties the cached principals.
 */
export interface TeamsConfig {
  /**
   * The link-list field of the members (staff contacts).
   */
  readonly members: string;
}
/**
 * The module's records are the options of a combo (decision 159): one option per record, code = the record's id, description = its `label` field, vigente as the record; kept by the database on every write of a record, so a new or renamed record is an option at once (the `equipos` of accounts).
 */
export interface FeedsComboConfig {
  /**
   * The combo the records feed.
   */
  readonly combo: string;
  /**
   * The text field that is the option's description.
   */
  readonly label: string;
}
/**
 * The module's list API: its filters, sort and result cap.
 */
export interface ModuleListConfig {
  readonly filters: readonly FilterConfig[];
  /**
   * At least one filter must carry a value (`Debe seleccionar al menos un filtro de busqueda`).
   */
  readonly requireFilter: boolean;
  /**
   * Maximum number of results the API returns for one search.
   */
  readonly cap: number;
  /**
   * Message key shown when the cap is reached.
   */
  readonly capMessage?: string;
  readonly defaultSort: {
    readonly field: string;
    readonly direction: 'asc' | 'desc';
  };
  readonly sortable: readonly string[];
  /**
   * The boolean filter whose `false` marks a voided record (CON-27: a voided contact leaves the contact list, and the account's Contactos tab with it): every list of the module answers its records with this filter `true` unless the query names the filter itself (engine/core/voidedRecords.ts).
   */
  readonly hidesVoided?: string;
}
/**
 * A list filter accepted by the module API and shown by list screens.
 */
export interface FilterConfig {
  readonly name: string;
  readonly kind: FilterKind;
  readonly label: string;
  /**
   * For boolean/combo/multi/dateRange/numberRange: the record field compared (a combo or multi filter's field is an `x-combo` field). Text filters search the `x-search` fields.
   */
  readonly field?: string;
  /**
   * Minimum text length (text filters); the API and the browser both enforce it.
   */
  readonly minLength?: number;
  /**
   * Message key shown when the text is shorter (defaults to search.minLength).
   */
  readonly minLengthMessage?: string;
  /**
   * For combo: lookup name.
   */
  readonly combo?: string;
  /**
   * For combo/multi on a field that is neither `x-combo` nor an enumeration (e.g. a free text field that holds the lookup's codes, such as an owner account): compare the field's text with the chosen codes. Without it such a filter is a config error.
   */
  readonly codesAsText?: boolean;
  /**
   * For link: the module whose records are picked (the field holds the linked record's id).
   */
  readonly target?: string;
  /**
   * For link: the target's field shown for each picked record (default: its first column).
   */
  readonly targetLabel?: string;
  readonly hierarchy?: FilterHierarchy;
  readonly via?: FilterVia;
  /**
   * Accepted by the API only: list screens do not show it (a search by the record's own id).
   */
  readonly hidden?: boolean;
}
/**
 * For link: match the chosen record and every record below it in the target's hierarchy (an account and its child accounts), unless the `direct` flag filter is set. A record's parent is its `parent` link field; a record may also list its children in `children`, a link list whose rows carry the child's `id`.
 */
export interface FilterHierarchy {
  readonly parent: string;
  readonly children?: string;
  /**
   * The name of the module's `flag` filter that limits the match to the chosen record itself.
   */
  readonly direct?: string;
}
/**
 * For combo/boolean/link: compare `field` of the record this record links to through `via.field` (the filter's `field` is the linked record's field).
 */
export interface FilterVia {
  /**
   * This module's link field (holds the linked record's id).
   */
  readonly field: string;
  /**
   * The linked module.
   */
  readonly module: string;
}
/**
 * The module's message keys.
 */
export interface ModuleMessages {
  readonly listError: string;
  readonly loadError: string;
  /**
   * Shown after a save; absent: the generic SHR-08 texts (SHR-OP03), `Los datos se registraron correctamente.` for a new record and `Se guardaron correctamente los datos` for an edited one.
   */
  readonly saveSuccess?: string;
  /**
   * Shown when a save fails; absent: the generic SHR-09 `Se produjo un error al guardar los datos.` (SHR-OP03).
   */
  readonly saveError?: string;
  readonly noResults?: string;
  /**
   * Shown when required fields are missing on save, by the error summary dialog and in the API's 400 (SHR-07: `Faltan algunos datos obligatorios.` for OPP-29/ACT-28); default `form.required`.
   */
  readonly required?: string;
  /**
   * Shown as a danger notice instead of the error summary dialog when required fields are missing on save (no call is made), and in the API's 400 (it wins over `required`): ADM-41, ADM-74's `Faltan campos obligatorios` (`form.requiredNotice`).
   */
  readonly requiredNotice?: string;
  /**
   * Shown when a combo fails to load, in the module's forms and list filters alike (ADM-27's `lookup.adminError`); absent: `lookup.formError` in forms, `lookup.listError` in list filters.
   */
  readonly comboError?: string;
  /**
   * Shown when the module's guard denies a user, by the route guard and in the API's 403 (CRD-20's `No tiene permisos para ver/editar tarjetas.`); absent: `access.module` (ROL-07).
   */
  readonly denied?: string;
  /**
   * Shown instead of `denied` to a user who belongs to no team when only a team clause could let them in (`{id}`: the user's id; ACC-79, CRD-22 `No se encuentra en equipo asociado al usuario con id {id}`).
   */
  readonly noTeam?: string;
  /**
   * Said to a user who may read the module but not write it: the API's 403 on a write, and the form's notice when it opens read-only for that reason (CON-39); absent: `access.module`.
   */
  readonly writeDenied?: string;
}
/**
 * A screen listing a module's records: its filters are the module's, its columns, page size and row actions its own.
 */
export interface ListScreenConfig {
  readonly kind: 'list';
  readonly id: string;
  readonly title: string;
  readonly path: string;
  readonly module: string;
  readonly columns: readonly ColumnConfig[];
  readonly pageSize: number;
  /**
   * Screen id of the form used to create and open records.
   */
  readonly form?: string;
  /**
   * This screen's result cap (replaces the module's; the API reads it from `pantalla`).
   */
  readonly cap?: number;
  /**
   * Message key shown when this screen's cap is reached.
   */
  readonly capMessage?: string;
  /**
   * Message key of this screen's "no results" (default: the module's).
   */
  readonly noResultsMessage?: string;
  /**
   * Message key of this screen's search failure (default: the module's).
   */
  readonly searchErrorMessage?: string;
  /**
   * A success notice with the count after each search (SHR-10, SHR-OP05).
   */
  readonly countNotice?: boolean;
  /**
   * Values of the module's list filters this screen always sends (not shown, not changeable): a list of one kind of record, e.g. the list of the suppliers' IIBB notes only (NOT-15). A value `:<param>` is that param of the screen's path (`/admin/permisos/gestion/:area` lists one area, ADM-11); "Nuevo" then opens the form's `createWith` path the params fill.
   */
  readonly fixedFilters?: {
    readonly [k: string]: string;
  };
  /**
   * Replaces the module's `list.requireFilter` on this screen: `false` lists at once a screen whose fixed filters already narrow it (the pending suppliers, SUP-15). Absent: the module's rule.
   */
  readonly requireFilter?: boolean;
  /**
   * A path with `:id` that opens this list at one record (`/listaCuentas/:id`, ACC-02, ACC-OP01): searched by that record's id and its row shown selected. The list's form goes back there ("Volver") from a saved record.
   */
  readonly recordPath?: string;
  readonly scoped?: ScopedListConfig;
  /**
   * Actions on each row (open, preview, toggle a boolean field, annul, run a transition).
   */
  readonly rowActions?: readonly RowActionConfig[];
}
/**
 * A column of a list screen: a field of the module and its heading.
 */
export interface ColumnConfig {
  readonly field: string;
  readonly label: string;
  readonly sortable?: boolean;
  readonly width?: number;
}
/**
 * How the screen behaves for a user under the module's record scope (an external agency user, CON-37/38/40): it lists their own account's records at once, no filter required, up to `cap`; with none at all (and no filter typed) the user is taken to the form's create path with `emptyMessage`.
 */
export interface ScopedListConfig {
  readonly cap?: number;
  readonly capMessage?: string;
  readonly emptyMessage?: string;
}
/**
 * A screen creating, editing or viewing one record of a module through the module's schema and ui schema.
 */
export interface FormScreenConfig {
  readonly kind: 'form';
  readonly id: string;
  readonly title: string;
  readonly module: string;
  /**
   * `view` (soloVer, with `:id`): the record read-only whatever the user's rights (no Guardar, fields disabled).
   */
  readonly paths: {
    readonly create: string;
    readonly edit: string;
    readonly view?: string;
    /**
     * Extra create paths for a record of an owner (`/<m>/<owner>/:<owner>`): each `:param` names a field of the module, filled from the URL and fixed in the new record (engine/core/form/routePrefill.ts).
     */
    readonly createWith?: readonly string[];
  };
  readonly afterSave: AfterSave;
  /**
   * Actions on the saved record beside "Guardar" (CRD-11, FEE-13): `annul` sets a read-only boolean field (`POST …/anular/:campo`, after a confirmation), under the module's write guard; `transition` runs a module transition by name (SUP-17, SUP-18). Deleting is the module's `delete`, not a screen action.
   */
  readonly actions?: readonly FormActionConfig[];
}
/**
 * Where a saved record goes: a screen, the record itself, a follow-up modal.
 */
export interface AfterSave {
  readonly navigate?: string;
  readonly stay?: boolean;
  /**
   * Where a record created at one of `paths.createWith` goes once saved: a path whose `:field`s the route's params fill (`/<owner>/formulario/:<owner>?solapa=<tab>`, CON-OP02). A caller's `?volver=` goes first (engine/core/form/returnTo.ts).
   */
  readonly returnTo?: string;
  readonly modal?: AfterSaveModal;
}
/**
 * Open a follow-up modal instead of navigating (engine/react/form/AfterSaveDialog): title and message are message keys; closing it stays on the record.
 */
export interface AfterSaveModal {
  readonly title: string;
  readonly message: string;
  readonly actions: readonly AfterSaveAction[];
}
/**
 * One button of the follow-up modal: its label (message key) and the screen it opens.
 */
export interface AfterSaveAction {
  readonly label: string;
  /**
   * Screen id: a list or custom screen opens at its path, a form screen in create mode.
   */
  readonly navigate: string;
}
/**
 * A screen drawn by a registered component (Home, the expired session, a module's own screen).
 */
export interface CustomScreenConfig {
  readonly kind: 'custom';
  readonly id: string;
  readonly title: string;
  readonly path: string;
  readonly component: string;
  /**
   * Custom screens without a guard are open to any signed-in user (e.g. Home).
   */
  readonly access?: Guard;
  readonly public?: boolean;
  /**
   * Offered beside the user's name in the navbar (the user's own things, e.g. changing their password), to whoever may open it.
   */
  readonly userMenu?: boolean;
}
/**
 * An entry of the menu: a screen, or a group of entries.
 */
export interface MenuEntry {
  readonly label: string;
  readonly screen?: string;
  readonly icon?: string;
  /**
   * An API path answering `{ cantidad }`: a count shown beside the entry when above zero (SUP-16's pending suppliers).
   */
  readonly count?: string;
  readonly children?: readonly MenuEntry[];
}
/**
 * A kind of search-and-link modal (LNK-07…14, LNK-OP05), keyed in `links` by kind noun (engine/core/linkSearch/linkKinds.ts): the module it searches through the generic list API.
 */
export interface LinkKindConfig {
  /**
   * Module searched (a key of `modules`); its first text filter carries the search text.
   */
  readonly module: string;
  /**
   * The words this link's messages use (LNK-OP01, LNK-OP02) when its key is not a kind of LNK-07: the kind whose words it shares (two kinds of the same noun searching different modules, e.g. the test fixture's `cuentaprueba`), or its own words, `{ singular, plural, gender: 'f' | 'm' }`, so a new module others link to needs no edit of the engine.
   */
  readonly noun?: string | DeclaredNoun;
  readonly notices?: LinkNoticeTexts;
  /**
   * Result columns (display name first, then the identity number or code, account); fields of the module.
   */
  readonly columns: readonly {
    readonly field: string;
    readonly label: string;
  }[];
  /**
   * Fixed values of the module's list filters sent with every search (LNK-14: account 9238).
   */
  readonly filters?: {
    readonly [k: string]: string;
  };
  /**
   * Minimum search length (LNK-23); absent: no minimum, an empty search lists all (LNK-13).
   */
  readonly minLength?: number;
  /**
   * Most results shown (LNK-OP05: 100).
   */
  readonly cap: number;
  /**
   * Where "Nuevo" on a link of this kind creates its record: one of the module's `saveRoutes` (mode `create`, answer `record`); absent: the module's own create (LNK-16: `/api/nuevaCuentaCrm`).
   */
  readonly createPath?: string;
}
/**
 * A kind's words declared with its link (`links.<kind>.noun` as an object).
 */
export interface DeclaredNoun {
  readonly singular: string;
  readonly plural: string;
  /**
   * `f`: la / una; `m`: el / un.
   */
  readonly gender: 'f' | 'm';
}
/**
 * Texts the spec gives in full for this kind's search notices (LNK-24, LNK-26 for contacts; LNK-OP02 keeps them as given), said instead of the catalogue's frames `link.searchError` and `link.noResults` worded with the noun. A link whose `noun` names another kind says that kind's.
 */
export interface LinkNoticeTexts {
  /**
   * A search failed (danger; LNK-24).
   */
  readonly searchError?: string;
  /**
   * A search found nothing (warning; LNK-25, LNK-26).
   */
  readonly noResults?: string;
}
/**
 * `schemas/<m>/<m>.config.json`: one module's part of the screen config, in its folder. Its screens, links and entries are merged after the root's, module by module (the root's `moduleOrder`, then by name); a screen id, a path or a link kind that another file declares is a problem naming both.
 */
export interface ModuleConfigJson {
  readonly $schema?: string;
  /**
   * The module's settings (access, list, messages…): `modules.<m>` of the merged config, `<m>` the folder's name. Absent: the folder has no generic API nor generated screens, only custom screens over tables of its own (the users of the identity provider, decision 154).
   */
  readonly module?: ModuleConfig;
  /**
   * Its screens: lists, forms and custom screens of its own.
   */
  readonly screens?: readonly ScreenConfig[];
  /**
   * The search-and-link kinds whose records are its own, each with its words (`noun: { singular, plural, gender }`).
   */
  readonly links?: {
    readonly [k: string]: LinkKindConfig;
  };
  /**
   * Its menu entries: in the root's group `group` when they name one, else where the root places `{ "module": "<m>" }`, else at the end.
   */
  readonly menu?: readonly ModuleMenuEntry[];
}
/**
 * A module's menu entry: a merged menu entry, optionally placed in one of the root's groups.
 */
export interface ModuleMenuEntry {
  readonly label: string;
  readonly screen?: string;
  readonly icon?: string;
  /**
   * An API path answering `{ cantidad }`: a count shown beside the entry when above zero (SUP-16's pending suppliers).
   */
  readonly count?: string;
  readonly children?: readonly MenuEntry[];
  /**
   * The id of a root group (`herramientas`): the entry is one of its children, in module order.
   */
  readonly group?: string;
}
/**
 * `screens.config.json`, the root: the global settings, the screens of no module and the menu's order.
 */
export interface RootConfigJson {
  readonly $schema?: string;
  /**
   * The format's version (1).
   */
  readonly version: number;
  /**
   * Where the app opens; a screen must answer it.
   */
  readonly defaultRoute: string;
  /**
   * Idle sign-out timings.
   */
  readonly session: SessionConfig;
  /**
   * The company's own e-mail domain and account (CON-OP01).
   */
  readonly company?: CompanyConfig;
  /**
   * Where and how long notices show.
   */
  readonly notifications: NotificationConfig;
  /**
   * Home's token-mode screen and footer (HOM-05, HOM-17).
   */
  readonly home?: HomeConfig;
  /**
   * The modules merged first, in this order (their screens, links and entries within a group); the others follow by name.
   */
  readonly moduleOrder?: readonly string[];
  /**
   * The screens of no module (home, expired session).
   */
  readonly screens?: readonly ScreenConfig[];
  /**
   * The menu's order: global entries, groups filled by the modules' entries, places of a module's top-level entries.
   */
  readonly menu: readonly RootMenuItem[];
}
/**
 * A menu group whose children are the modules' entries naming its `group`.
 */
export interface RootMenuGroup {
  /**
   * The group's title in the menu.
   */
  readonly label: string;
  /**
   * A Blueprint icon name.
   */
  readonly icon?: string;
  /**
   * The id the modules' entries name (`"group": "herramientas"`).
   */
  readonly group: string;
}
/**
 * Where a module's top-level entries (those naming no group) go.
 */
export interface RootMenuModule {
  /**
   * The module's folder name.
   */
  readonly module: string;
}
