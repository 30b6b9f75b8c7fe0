import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compileModuleValidators, toEsModule } from '../../scripts/compile-validators';
import { precompiledValidatorSource } from '../../engine/react/validation/precompiledValidatorSource';
import { spanishErrors } from '../../engine/react/validation/transformErrors';
import { fieldLabeler } from '../../engine/react/form/fieldLabel';
import { everyModuleRegistry } from '../modules/eagerModules';

mkdirSync('.tmp', { recursive: true });
const work = mkdtempSync(join('.tmp', 'validators-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('precompiled validators (CSP: no new Function in the browser)', () => {
  it('compiles every module schema to an ES module that validates like ajv, with Spanish messages', async () => {
    const out = join(work, 'out', 'validators');
    expect(compileModuleValidators(resolve('schemas'), out)).toContain('banco');
    const code = readFileSync(join(out, 'banco.js'), 'utf8');
    expect(code).not.toMatch(/require\(|new Function/);
    const functions = (await import(/* @vite-ignore */ pathToFileURL(resolve(out, 'banco.js')).href)).default as ValidatorFunctions;
    const banco = everyModuleRegistry().get('banco');
    const validator = precompiledValidatorSource({ banco: functions })(banco);
    const schema = banco.schema as never;
    const transform = spanishErrors(fieldLabeler(banco.schema));
    expect(validator.validateFormData({ descripcion: 'Banco', pais: 'Argentina', latitud: -34.6 }, schema).errors).toEqual([]);
    const { errors } = validator.validateFormData({ descripcion: ' ', latitud: 120, calle: 'x'.repeat(121) }, schema, undefined, transform);
    expect(errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        'El campo País es obligatorio.',
        'El campo Nombre es obligatorio.',
        'El campo Latitud debe ser menor o igual a 90.',
        'El campo Calle admite como máximo 120 caracteres.',
      ]),
    );
  });

  it('strict mode rejects an annotation keyword that is not registered, naming the file', () => {
    const schemas = join(work, 'schemas');
    mkdirSync(join(schemas, 'raro'), { recursive: true });
    writeFileSync(join(schemas, 'raro', 'raro.schema.json'), JSON.stringify({ $id: 'https://x/raro', type: 'object', 'x-desconocido': true, properties: {} }));
    expect(() => compileModuleValidators(schemas, join(work, 'out2'))).toThrow(/raro\.schema\.json: .*x-desconocido/);
  });

  it('a module without compiled validators fails loudly', () => {
    expect(() => precompiledValidatorSource({})(everyModuleRegistry().get('banco'))).toThrow(/npm run build/);
  });

  it('turns the CommonJS requires of ajv into imports', () => {
    const esm = toEsModule('"use strict";exports["a"] = v;const f = require("ajv/dist/runtime/equal").default;', 'x');
    expect(esm).toContain('import * as __req0 from "ajv/dist/runtime/equal";');
    expect(esm).toContain('const f = __cjs(__req0).default;');
    expect(esm).toContain('export default exports;');
  });
});
