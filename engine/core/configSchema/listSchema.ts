/** The meta-schema of a module's list API (`modules.<m>.list`): its filters, sort and result cap. */
import { id } from './pathSchemas';

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
        'List filter kinds (docs/module-features.md, "List screens"): free text, yes/no, one or several codes of a combo, a period of a date field (`<name>Desde`/`<name>Hasta`), a range of a number field (`numberRange`: `<name>Desde`/`<name>Hasta`, each end included), a linked record\'s id, and a flag (a tick) that changes how another filter matches (a hierarchy\'s `direct` flag).',
      enum: ['text', 'boolean', 'combo', 'multi', 'dateRange', 'numberRange', 'link', 'flag'],
    },
    label: { type: 'string' },
    field: {
      type: 'string',
      description:
        "For boolean/combo/multi/dateRange/numberRange: the record field compared (a combo or multi filter's field is an `x-combo` field). Text filters search the `x-search` fields.",
    },
    minLength: { type: 'integer', minimum: 1, description: 'Minimum text length (text filters); the API and the browser both enforce it.' },
    minLengthMessage: { type: 'string', description: 'Message key shown when the text is shorter (defaults to search.minLength).' },
    combo: { type: 'string', description: 'For combo: lookup name.' },
    codesAsText: {
      type: 'boolean',
      description:
        "For combo/multi on a field that is neither `x-combo` nor an enumeration (e.g. a free text field that holds the lookup's codes, such as an owner account): compare the field's text with the chosen codes. Without it such a filter is a config error.",
    },
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

/** A module's list API. */
export const moduleList = {
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
