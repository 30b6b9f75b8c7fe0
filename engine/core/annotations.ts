/**
 * Annotation keywords our schemas may carry. They are registered with ajv so that strict mode
 * accepts them and their values are checked; they drive widgets, search, lookups and rules.
 */
import type Ajv from 'ajv';
import { derivedPartKinds } from './form/derivedParts';
import { linkAnnotationMetaSchema } from './linkSearch/linkAnnotation';
import { lookupFilterAnnotationSchema } from './lookups/lookupFilter';
import { uniqueAnnotationSchema } from './unique/uniqueFields';
import { encryptedAnnotationSchema } from './encryption/encryptedFields';
import { linkListAnnotationSchema } from './linkList/linkListPolicy';
import { limitsAnnotationSchema } from './limits/fieldLimits';

export const annotationKeywords = {
  /** Options come from a lookup (combo) by name. */
  'x-combo': { type: 'string' },
  /** Combo options filtered by other fields of the record (lookups/lookupFilter.ts). */
  'x-combo-filter': lookupFilterAnnotationSchema,
  /** Link to a record of a declared link kind, with prefill rules and checks (linkSearch/linkAnnotation.ts). */
  'x-link': linkAnnotationMetaSchema,
  /** Input mask by name (cuit, phone, currency...). */
  'x-mask': { type: 'string' },
  /** Read through this mask outside the box (lists, related tabs, exports) when the value is in its stored form; typed freely (format/fieldDisplay.ts). */
  'x-display': { type: 'string' },
  /** A date's, amount's or link's own limits over the engine's defaults (limits/fieldLimits.ts). */
  'x-limits': limitsAnnotationSchema,
  /** Widget by name, when the mask or format do not pick it. */
  'x-widget': { type: 'string' },
  /** The field feeds the record's text search. */
  'x-search': { type: 'boolean' },
  /** Stored encrypted at rest, redacted in every response (encryption/encryptedFields.ts). */
  'x-encrypted': encryptedAnnotationSchema,
  /** Values must be unique in the module: `true` or `{ ignoreCase, ignoreAccents, message, checkMessage, while: { field, equals }, per }` (`while`: among the records in that state only; `per`: a field or fields, among the records sharing their values only; unique/uniqueFields.ts). */
  'x-unique': uniqueAnnotationSchema,
  /**
   * `"company"`: the value is the whole company's (a subdomain), so the form's "is it taken?" (`existe`) is
   * answered across every record, within the caller's look-up budget; without it a look-up answers only
   * about the records the caller may read (server/modules/recordLookups.ts). `x-unique` fields are the company's already.
   */
  'x-exists': { type: 'string', enum: ['company'] },
  /** Editable until the saved record holds a value, read-only after (ACC-63; engine/core/form/setOnceFields.ts). */
  'x-set-once': { type: 'boolean' },
  /** Read-only when the named record field has the given value. */
  'x-readonly-when': { type: 'object' },
  /** The message key (`<m>.messages.json`) a conditional branch (`then`/`else`) or a property says for its own errors (conditionalMessages.ts). */
  'x-message': { type: 'string' },
  /** Registered validator names run on save (schema root). */
  'x-rules': { type: 'array', items: { type: 'string' } },
  /** File extensions an upload field accepts (e.g. ["pdf", "jpg"]), intersected with the server's list. */
  'x-extensions': { type: 'array', items: { type: 'string' } },
  /** Module name (schema root). */
  'x-module': { type: 'string' },
  /** Read-only modes by the record's state (schema root; engine/core/form/readOnlyWhen.ts). */
  'x-read-only-when': {
    type: 'array',
    items: {
      type: 'object',
      required: ['field', 'equals'],
      additionalProperties: false,
      properties: { field: { type: 'string' }, equals: {}, unlessRole: { type: 'string' }, message: { type: 'string' } },
    },
  },
  /** Shown only while another field holds one of the values (engine/core/form/visibleWhen.ts). */
  'x-visible-when': {
    type: 'object',
    required: ['field', 'in'],
    additionalProperties: false,
    properties: { field: { type: 'string' }, in: { type: 'array', minItems: 1 } },
  },
  /** Per-field read/write guards (engine/core/form/fieldAccess.ts). */
  'x-access': {
    type: 'object',
    additionalProperties: false,
    properties: {
      read: { type: 'object', required: ['anyOf'], properties: { anyOf: { type: 'array' } } },
      write: { type: 'object', required: ['anyOf'], properties: { anyOf: { type: 'array' } } },
      hideUnwritable: { type: 'boolean' },
    },
  },
  /** A value derived from other fields until the user edits it (engine/core/form/derivedFields.ts). */
  'x-derived': {
    type: 'object',
    required: ['from'],
    anyOf: [{ required: ['template'] }, { required: ['display'] }],
    additionalProperties: false,
    properties: {
      from: { type: 'array', items: { type: 'string' } },
      template: { type: 'string' },
      // A registered column display over the `from` values (engine/core/linkList/columnDisplays.ts).
      display: { type: 'string' },
      // Named placeholders: a combo's description or a linked record's name (engine/core/form/derivedParts.ts).
      parts: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          required: ['field', 'text'],
          additionalProperties: false,
          properties: { field: { type: 'string' }, text: { enum: Object.keys(derivedPartKinds) } },
        },
      },
    },
  },
  /** A read-only field the server computes with a registered computation on every write; the form asks for a preview (engine/core/computed). */
  'x-computed': {
    type: 'object',
    required: ['computation'],
    additionalProperties: false,
    properties: { computation: { type: 'string' }, debounceMs: { type: 'integer', minimum: 0 }, message: { type: 'string' } },
  },
  /** An array of child rows handled as a link list: principal policies, table columns, search kind (engine/core/linkList). */
  'x-link-list': linkListAnnotationSchema,
} as const;

export type AnnotationKeyword = keyof typeof annotationKeywords;

/** Registers every annotation keyword with an ajv instance (idempotent). */
export function addAnnotationKeywords(ajv: Ajv): Ajv {
  for (const [keyword, metaSchema] of Object.entries(annotationKeywords)) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword, metaSchema, schemaType: metaSchema.type });
  }
  return ajv;
}
