import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileModuleValidators } from '../../../scripts/compile-validators';
import { fixtureRegistry } from '../../../stories/support/fixtureRegistry';
import { fieldLabeler } from '../form/fieldLabel';
import { precompiledValidatorSource } from '../validation/precompiledValidatorSource';
import { runtimeValidatorSource } from '../validation/runtimeValidatorSource';
import { spanishErrors } from '../validation/transformErrors';
import { itemValidator } from './itemValidator';

mkdirSync('.tmp', { recursive: true });
const work = mkdtempSync(join('.tmp', 'item-validator-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const prueba = fixtureRegistry().get('prueba');
const root = prueba.schema as unknown as RJSFSchema;
const items = (prueba.schema.properties.direcciones as { items: RJSFSchema }).items;
const transform = spanishErrors(fieldLabeler(items as never));
let precompiled: ValidatorType;

beforeAll(async () => {
  const out = join(work, 'validators');
  compileModuleValidators(resolve('tests/fixtures/modules'), out);
  const functions = (await import(/* @vite-ignore */ pathToFileURL(resolve(out, 'prueba.js')).href)).default as ValidatorFunctions;
  precompiled = precompiledValidatorSource({ prueba: functions })(prueba);
});

describe('itemValidator', () => {
  for (const [name, source] of [
    ['precompiled (CSP-safe, as in the app)', () => precompiled],
    ['runtime (stories)', () => runtimeValidatorSource(prueba)],
  ] as const) {
    it(`validates a link-list row with the module's ${name} validator, only the row's errors, in Spanish`, () => {
      const validator = itemValidator(source(), root, ['direcciones']);
      expect(validator.validateFormData({ tipo: 'legal', direccion: 'Calle 1', nuevo: true, id: 'AAAAA' }, items).errors).toEqual([]);
      const { errors, errorSchema } = validator.validateFormData({ tipo: 'otro' }, items, undefined, transform);
      expect(errors.map((e) => [e.property, e.message])).toEqual(
        expect.arrayContaining([
          ['.direccion', 'El campo Dirección es obligatorio.'],
          ['.tipo', 'El campo Tipo tiene un valor no permitido.'],
        ]),
      );
      // The record's own required `nombre` is not the row's business.
      expect(errors.some((e) => e.property?.includes('nombre'))).toBe(false);
      expect(errorSchema).toMatchObject({ direccion: { __errors: ['El campo Dirección es obligatorio.'] } });
      expect(validator.rawValidation(items, { tipo: 'legal' }).errors).toHaveLength(1);
    });
  }
});
