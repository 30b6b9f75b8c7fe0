/**
 * The ajv options of every module validator, shared by the build-time compiler
 * (scripts/compile-validators.ts) and the runtime validator of stories and tests: strict schema
 * mode, with our annotation keywords (engine/core/annotations.ts) registered so it accepts them.
 */
import type { Options } from 'ajv';
import { annotationKeywords } from '../../core/annotations';

/** Annotation keywords as ajv keyword definitions (metadata only, no validation code). */
export const annotationKeywordDefinitions = Object.entries(annotationKeywords).map(([keyword, metaSchema]) => ({
  keyword,
  metaSchema,
  schemaType: metaSchema.type,
}));

/** `ajvOptionsOverrides` for `@rjsf/validator-ajv8`. */
export const ajvOptionsOverrides: Options = {
  strict: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  keywords: annotationKeywordDefinitions,
};
