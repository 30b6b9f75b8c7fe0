import { describe, expect, it } from 'vitest';
import { moduleFileProblems, type ModuleFiles } from './moduleFileProblems';

const sound: ModuleFiles = {
  name: 'aerolinea',
  schema: {
    required: ['nombre'],
    properties: {
      nombre: { type: 'string', title: 'Nombre', 'x-unique': { ignoreCase: true } },
      pais: { type: 'string', title: 'País', 'x-combo': 'paises' },
      activa: { type: 'boolean', title: 'Activa' },
      observaciones: { type: 'string', title: 'Observaciones' },
    },
    if: { properties: { activa: { const: false } }, required: ['activa'] },
    then: { required: ['observaciones'], 'x-message': 'observacionesSiInactiva' },
  },
  ui: { 'ui:order': ['nombre', 'pais', '*'], 'ui:layout': [{ title: 'Datos', fields: ['nombre', 'pais'] }], nombre: { 'ui:autofocus': true } },
  messages: { observacionesSiInactiva: { text: 'Indique por qué está inactiva.', spec: false } },
};
const combos = new Set(['paises', 'jurisdicciones']);
const broken = (change: (files: { schema: any; ui: any; messages: any }) => void): string[] => {
  const files = structuredClone(sound) as unknown as { schema: any; ui: any; messages: any; name: string };
  change(files);
  return moduleFileProblems(files as unknown as ModuleFiles, { combos });
};

describe('start-up checks of a module folder (issue 8, defect 5)', () => {
  it('a sound module has no problems', () => {
    expect(moduleFileProblems(sound, { combos })).toEqual([]);
  });

  it('every example of a property is a value it accepts (the generated tests create records with them)', () => {
    expect(broken((f) => (f.schema.properties.nombre.examples = ['Aerolíneas Argentinas', 'LATAM']))).toEqual([]);
    expect(
      broken((f) => {
        f.schema.properties.estrellas = { type: 'integer', title: 'Estrellas', minimum: 1, maximum: 5, examples: [3, 7] };
        f.ui['ui:order'] = ['*'];
      }),
    ).toEqual([
      'schemas/aerolinea/aerolinea.schema.json#/properties/estrellas/examples/1: el ejemplo 7 no es un valor válido del campo (debe ser menor o igual que 5); cámbielo por uno que cumpla sus restricciones',
    ]);
    expect(broken((f) => Object.assign(f.schema.properties.nombre, { maxLength: 3, examples: ['Aerolíneas'] }))[0]).toContain(
      '#/properties/nombre/examples/0: el ejemplo "Aerolíneas" no es un valor válido del campo (debe tener como máximo 3 caracteres)',
    );
    expect(broken((f) => (f.schema.properties.activa.examples = ['sí']))[0]).toContain('(debe ser de tipo boolean)');
    expect(broken((f) => (f.schema.properties.activa.examples = true))[0]).toContain("#/properties/activa/examples: 'examples' es una lista");
  });

  it('CRD-19 an encrypted field that is searched, unique or not text is refused (the index would hold it in clear)', () => {
    expect(broken((f) => (f.schema.properties.observaciones['x-encrypted'] = true))).toEqual([]);
    expect(broken((f) => Object.assign(f.schema.properties.observaciones, { 'x-encrypted': true, 'x-search': true }))).toEqual([
      "schemas/aerolinea/aerolinea.schema.json#/properties/observaciones/x-encrypted: un campo cifrado no puede llevar 'x-search' (el índice guardaría el valor en claro); quite una de las dos anotaciones",
    ]);
    expect(broken((f) => (f.schema.properties.nombre['x-encrypted'] = { visibleEnd: 4 }))[0]).toContain("'x-unique'");
    expect(broken((f) => (f.schema.properties.activa['x-encrypted'] = true))[0]).toContain('solo un campo de texto');
  });

  it('an unknown x-combo: one line with file, pointer and fix', () => {
    expect(broken((f) => (f.schema.properties.pais['x-combo'] = 'pais'))).toEqual([
      "schemas/aerolinea/aerolinea.schema.json#/properties/pais/x-combo: el combo 'pais' no existe; use uno de jurisdicciones, paises o defínalo en aerolinea.lookups.json",
    ]);
  });

  it('a required that names a missing property, at the root or in a conditional branch', () => {
    expect(broken((f) => (f.schema.required = ['nombres']))).toEqual([
      "schemas/aerolinea/aerolinea.schema.json#/required/0: 'nombres' no es un campo de ese objeto (todo guardado fallaría); corrija el nombre o declare el campo en 'properties'",
    ]);
    expect(broken((f) => (f.schema.then.required = ['observacion']))[0]).toMatch(
      /^schemas\/aerolinea\/aerolinea\.schema\.json#\/then\/required\/0: 'observacion' no es un campo/,
    );
  });

  it('an unknown field in ui:layout, in ui:order, or as a ui key', () => {
    expect(broken((f) => f.ui['ui:layout'][0].fields.push('codigo'))).toEqual([
      "schemas/aerolinea/aerolinea.ui.json#/ui:layout/0/fields/2: el campo 'codigo' no existe en el esquema; quítelo o corrija el nombre",
    ]);
    expect(broken((f) => (f.ui['ui:order'] = ['nombre', 'codigo', '*']))[0]).toContain("#/ui:order/1: el campo 'codigo' no existe");
    expect(broken((f) => (f.ui.nombrre = {}))[0]).toContain("aerolinea.ui.json#/nombrre: 'nombrre' no es un campo del esquema");
  });

  it('an incomplete ui:order names what is missing and the fix', () => {
    expect(broken((f) => (f.ui['ui:order'] = ['nombre', 'pais']))).toEqual([
      `schemas/aerolinea/aerolinea.ui.json#/ui:order: faltan 'activa', 'observaciones' (el formulario no se mostraría); agréguelos o termine la lista con "*"`,
    ]);
  });

  it('a system field declared by the module (idCrm, version…)', () => {
    expect(broken((f) => (f.schema.properties.idCrm = { type: 'string' }))).toEqual([
      "schemas/aerolinea/aerolinea.schema.json#/properties/idCrm: 'idCrm' es un campo del sistema (lo da el motor, fuera de 'datos'); quítelo del esquema y de la ui",
    ]);
  });

  it('x-unique on a field that is not text or a number, and message keys that do not exist', () => {
    expect(broken((f) => (f.schema.properties.activa['x-unique'] = true))[0]).toContain(
      '#/properties/activa/x-unique: solo un campo de texto o número puede ser único',
    );
    expect(broken((f) => (f.schema.properties.nombre['x-unique'] = { message: 'repetido' }))[0]).toContain(
      "#/properties/nombre/x-unique/message: el mensaje 'repetido' no está en aerolinea.messages.json",
    );
    expect(broken((f) => (f.schema.properties.nombre['x-unique'] = { per: 'hotel' }))[0]).toContain(
      "#/properties/nombre/x-unique/per: 'hotel' debe ser otro campo de primer nivel del esquema",
    );
    expect(broken((f) => (f.schema.properties.nombre['x-unique'] = { while: { field: 'estado', equals: true } }))[0]).toContain(
      "#/properties/nombre/x-unique/while/field: el campo 'estado' no existe en el esquema",
    );
    expect(broken((f) => delete f.messages.observacionesSiInactiva)).toEqual([
      "schemas/aerolinea/aerolinea.schema.json#/then/x-message: el mensaje 'observacionesSiInactiva' no está en aerolinea.messages.json; agréguelo allí",
    ]);
  });

  it("a conditional rule's x-message in an allOf entry, or a property's, names a key of the module's messages (issue 8, defect 3)", () => {
    const inAllOf = (f: { schema: any }) => {
      f.schema.allOf = [{ if: f.schema.if, then: { ...f.schema.then, 'x-message': 'sinNotas' } }];
      delete f.schema.if;
      delete f.schema.then;
    };
    expect(broken(inAllOf)).toEqual([
      "schemas/aerolinea/aerolinea.schema.json#/allOf/0/then/x-message: el mensaje 'sinNotas' no está en aerolinea.messages.json; agréguelo allí",
    ]);
    expect(broken((f) => (f.schema.properties.nombre['x-message'] = 'nombreFormato'))).toEqual([
      "schemas/aerolinea/aerolinea.schema.json#/properties/nombre/x-message: el mensaje 'nombreFormato' no está en aerolinea.messages.json; agréguelo allí",
    ]);
  });
});
