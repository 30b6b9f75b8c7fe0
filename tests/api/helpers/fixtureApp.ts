/** startTestApp options that add the engine's fixture modules (tests/fixtures/modules) to the shipped ones. */
import { resolve } from 'node:path';
import { withFixtureModules } from '../../fixtures/fixtureModules';
import type { TestAppOptions } from './testApp';

export const FIXTURE_SCHEMAS_DIR = resolve('tests/fixtures/modules');

export const fixtureApp: TestAppOptions = { extraSchemasDirs: [FIXTURE_SCHEMAS_DIR], config: withFixtureModules };
