/** startTestApp options that add the engine's fixture modules (tests/fixtures/modules) to the shipped ones. */
import { resolve } from 'node:path';
import { withFixtureModules } from '../../fixtures/fixtureModules';
import type { TestAppOptions } from './testApp';

export const FIXTURE_SCHEMAS_DIR = resolve('tests/fixtures/modules');

/**
 * The fixture modules beside every shipped module: the fixture's link kinds have keys of their own
 * (`cuentaprueba`…, tests/fixtures/fixtureModules.ts), so the shipped kinds and modules stay as shipped.
 */
export const fixtureApp: TestAppOptions = { extraSchemasDirs: [FIXTURE_SCHEMAS_DIR], config: withFixtureModules };
