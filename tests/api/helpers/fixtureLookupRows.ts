/**
 * Stores the fixture modules' combos (tests/fixtures/fixtureModules.ts `fixtureLookups`) in the test
 * database: the app knows their names, their tests seed their values, so that a save of a fixture
 * record holding a code of them (at any depth: a file row's `tipo`, a bank-account row's `banco`) is accepted.
 */
import { fixtureLookups } from '../../fixtures/fixtureModules';
import type { TestApp } from './testApp';

/** Inserts the values of `combos` (default: every fixture combo). */
export async function seedFixtureLookups(t: TestApp, combos?: readonly string[]): Promise<void> {
  const lookups = fixtureLookups();
  const rows = Object.entries(lookups)
    .filter(([combo]) => !combos || combos.includes(combo))
    .flatMap(([combo, options]) => options.map((o) => ({ combo, codigo: o.codigo, descripcion: o.descripcion, extra: JSON.stringify(o.extra ?? {}) })));
  if (rows.length) await t.db.insertInto('lookups').values(rows).execute();
}
