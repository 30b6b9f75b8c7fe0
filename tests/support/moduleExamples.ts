/**
 * A module's two sample records as its schema declares them: each property's `examples` (the first
 * is the record created, the second the record edited). The tests and story `npm run new-module`
 * writes read them here, so a constraint and the values that satisfy it are edited together, in the
 * schema; start-up refuses an example its property does not accept.
 */
interface SchemaWithExamples {
  readonly properties: Readonly<Record<string, { readonly examples?: readonly unknown[]; readonly [keyword: string]: unknown }>>;
}

export type SampleRecord = Record<string, unknown>;

/** `[created, edited]`: every property with examples, at its first and second example. */
export function moduleExamples(schema: SchemaWithExamples): [SampleRecord, SampleRecord] {
  const at = (i: number): SampleRecord =>
    Object.fromEntries(
      Object.entries(schema.properties).flatMap(([field, property]) =>
        property.examples?.length ? [[field, property.examples[Math.min(i, property.examples.length - 1)]]] : [],
      ),
    );
  return [at(0), at(1)];
}
