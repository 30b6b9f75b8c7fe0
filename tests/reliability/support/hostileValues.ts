/**
 * fast-check arbitraries of what a hostile or broken client sends, derived from a module's schema:
 * per field a value of the wrong type, text with NUL and other C0 controls, lone UTF-16
 * surrogates, huge strings and arrays, deep nesting, prototype keys; and whole bodies that are not
 * the documented shape. Sizes stay under the body limit the server declares, so what is tested is
 * the handling of the value, not the limit (a body over it is one more case).
 */
import fc from 'fast-check';
import type { ModuleUnderTest } from './moduleCatalog';

/** Text that PostgreSQL cannot store or that is not valid Unicode, around a harmless prefix. */
const poisonedText = fc.oneof(
  fc.constantFrom('a\u0000b', '\u0000', 'ab\u0001c', 'x\u001bc', 'x\ud800', '\udfffx', 'a\ud800\ud800b', 'fin\u0000'),
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\ud800', '\udc00', '\u0007', '\u007f'), fc.string({ maxLength: 20 }))
    .map(([a, bad, b]) => `${a}${bad}${b}`),
);

/** Values nested `depth` levels deep. */
const deep = (depth: number) => {
  let value: unknown = 'fondo';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

/** One hostile value, whatever the field's declared type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  poisonedText,
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, -0, 3.5, '', ' ', [], {}, [null], { id: 'x' }, '9'.repeat(400), '1e999'),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 100, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.integer({ min: 20, max: 600 }).map(deep),
  fc.constantFrom<unknown>(JSON.parse('{"__proto__":{"admin":true}}'), JSON.parse('{"constructor":{"prototype":{"x":1}}}')),
  fc.array(fc.anything({ maxDepth: 3 }), { maxLength: 5 }),
  fc.anything({ maxDepth: 4 }),
);

/** `datos` with a few of the module's fields (and some unknown or prototype keys) set to hostile values. */
export function hostileDatos(m: ModuleUnderTest, valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.keys(m.module.schema.properties);
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fields) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'campoInexistente', '', 'id', 'version') },
  );
  const overrides = fc.array(fc.tuple(key, hostileValue), { minLength: 1, maxLength: 3 });
  return fc.oneof(
    // Object.fromEntries and spread define `__proto__` as an own key, so it reaches the JSON as sent.
    { weight: 8, arbitrary: overrides.map((pairs) => ({ ...valid, ...Object.fromEntries(pairs) })) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** A whole request body: the documented shape with hostile `datos`, or not the documented shape at all. */
export function hostileBody(m: ModuleUnderTest, valid: Record<string, unknown>, version?: number): fc.Arbitrary<string> {
  const wrapped = hostileDatos(m, valid).map((datos) => (version === undefined ? { datos } : { version, datos }));
  const broken = fc.oneof(
    hostileValue.map((v) => ({ datos: valid, version: v })),
    hostileValue,
    fc.constant({ datos: valid, version, extra: 'x'.repeat(50) }),
  );
  // JSON.stringify writes a lone surrogate as its \u escape: the body is valid JSON that decodes to invalid Unicode.
  return fc.oneof({ weight: 6, arbitrary: wrapped }, { weight: 1, arbitrary: broken }).map((body) => JSON.stringify(body) ?? 'null');
}
