/**
 * The combos administration API (ADM-23..33): the modules that have combos, one module's
 * configuration (read-only, ADM-25/OP10) and combos, a combo's values with the inactive ones, one
 * value, its create and save, and its vigente toggle. Open to whoever passes this module's read
 * guard (admins, 'r' or 'w' on gestionsistema: ADM-16, ADM-OP02); every write needs its write guard
 * ('w', ADM-17), and a reader hears `No tiene permisos para realizar esta acción` with nothing
 * written. A code is unique in its combo and never changes once created; values are never deleted
 * (a value in use must stay readable in the records that hold it): they are toggled off.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '../../engine/core/messages';
import { requiredMessageKey } from '../../engine/core/moduleMessages';
import { HttpError } from '../../server/http/httpError';
import { ref, type SharedSchemaProvider } from '../../server/http/sharedSchemas';
import { datosRef } from '../../server/modules/moduleSchemas';
import { moduleAccess } from '../../server/modules/routes/moduleAccess';
import { comboCatalogue } from './comboCatalogue';
import { combosResponse, moduleResponse, modulesResponse, valueResponse, valuesResponse } from './comboAdminSchemas';
import { comboCounts, createComboValue, getComboValue, listComboValues, saveComboValue, toggleComboValue, type VersionedWrite } from './comboValueStore';

const MODULE = 'valorcombo';
const tags = ['Administración de combos'];

const moduloParam = { type: 'string', pattern: '^[a-z][a-z0-9]{0,63}$' } as const;
const comboParam = { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_]{0,63}$' } as const;
const idParam = { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 } as const;
const moduleParams = { type: 'object', required: ['modulo'], additionalProperties: false, properties: { modulo: moduloParam } } as const;
const comboParams = {
  type: 'object',
  required: ['modulo', 'combo'],
  additionalProperties: false,
  properties: { modulo: moduloParam, combo: comboParam },
} as const;
const valueParams = {
  type: 'object',
  required: ['modulo', 'combo', 'id'],
  additionalProperties: false,
  properties: { modulo: moduloParam, combo: comboParam, id: idParam },
} as const;
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    texto: { type: 'string', maxLength: 100 },
    desde: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    limite: { type: 'integer', minimum: 1, maximum: 200, default: 25 },
  },
} as const;

// Text a person typed: no control characters (a pasted NUL or escape is refused, not stored).
const CONTROL = /[\u0000-\u001f\u007f]/;

export async function comboAdminRoutes(app: FastifyInstance): Promise<void> {
  const config = app.config.modules[MODULE];
  if (!config) return;
  const module = app.registry.get(config.schema);
  const access = moduleAccess(config, null);
  const catalogue = comboCatalogue(app);
  const typed = app.withTypeProvider<SharedSchemaProvider>();

  const read = (request: FastifyRequest) => access.authorize(request, config.access.read);
  const write = (request: FastifyRequest) => {
    access.refuseWriteDenied(request, false);
    return access.authorize(request, config.access.write);
  };
  const moduleOf = (modulo: string) => {
    const found = catalogue.byName.get(modulo);
    if (!found) throw new HttpError(404, 'no_encontrado', t(`${MODULE}.moduleUnknown`));
    return found;
  };
  const comboOf = (modulo: string, combo: string) => {
    const found = moduleOf(modulo).combos.find((c) => c.combo === combo);
    if (!found) throw new HttpError(404, 'no_encontrado', t(`${MODULE}.comboUnknown`));
    return found;
  };
  // A combo filled from another module's records is changed there: here it is read-only.
  const writableCombo = (modulo: string, combo: string) => {
    comboOf(modulo, combo);
    const origen = catalogue.fedBy.get(combo);
    if (origen) throw new HttpError(403, 'combo_derivado', t(`${MODULE}.fedCombo`, { origen }));
  };
  const written = (outcome: VersionedWrite) => {
    if (outcome.status === 'missing') throw new HttpError(404, 'no_encontrado', t('api.notFound'));
    if (outcome.status === 'stale') throw new HttpError(409, 'conflicto', t('save.conflict'), undefined, { actual: outcome.value });
    return { datos: outcome.value };
  };
  /** The typed value, trimmed; a control character is a field problem. */
  const cleaned = (datos: { codigo: string; descripcion: string; orden?: number }) => {
    const value = { codigo: datos.codigo.trim(), descripcion: datos.descripcion.trim(), orden: datos.orden };
    const campos = (['codigo', 'descripcion'] as const).filter((field) => CONTROL.test(value[field])).map((path) => ({ path, mensaje: t('api.badRequest') }));
    if (campos.length) throw new HttpError(400, 'validacion', t('api.badRequest'), campos);
    return value;
  };
  const writeConfig = { requiredMessage: requiredMessageKey(config.messages), recordMessages: { module: module.name, schema: module.schema } };
  const body = { type: 'object', required: ['datos'], additionalProperties: false, properties: { datos: datosRef(module) } } as const;
  const versionedBody = { ...body, required: ['version', 'datos'], properties: { ...body.properties, version: { type: 'integer', minimum: 1 } } } as const;

  // ADM-23 `admin listar/modulos` (reads `datos.lista`).
  app.get('/api/admin/modulos', { schema: { tags, summary: 'Módulos con combos (ADM-23)', response: { 200: modulesResponse } } }, async (request) => {
    read(request);
    return { datos: { lista: catalogue.modules.map(({ modulo, titulo, combos }) => ({ modulo, titulo, combos: combos.length })) } };
  });

  // ADM-02: every combo, under each module that has it, with its counts.
  app.get('/api/admin/combos', { schema: { tags, summary: 'Todos los combos (ADM-02)', response: { 200: combosResponse } } }, async (request) => {
    read(request);
    const counts = await comboCounts(app.db, [...new Set(catalogue.modules.flatMap((m) => m.combos.map((c) => c.combo)))]);
    const lista = catalogue.modules.flatMap(({ modulo, titulo, combos }) =>
      combos.map((c) => ({ modulo, titulo, ...c, ...(counts.get(c.combo) ?? { valores: 0, vigentes: 0 }), origen: catalogue.fedBy.get(c.combo) ?? null })),
    );
    return { datos: { lista } };
  });

  // ADM-25 `admin get/modulo`: the module's configuration, read-only (ADM-OP10: there is no module save).
  typed.get(
    '/api/admin/modulos/:modulo',
    { schema: { tags, summary: 'Configuración de un módulo (ADM-25)', params: moduleParams, response: { 200: moduleResponse } } },
    async (request) => {
      read(request);
      const { modulo, titulo, combos } = moduleOf(request.params.modulo);
      const moduleConfig = app.config.modules[modulo];
      const pantallas = app.config.screens
        .filter((screen) => 'module' in screen && screen.module === modulo)
        .map((screen) => ({ titulo: screen.title, ruta: screen.kind === 'form' ? screen.paths.edit : screen.path }));
      return { datos: { modulo, titulo, esquema: moduleConfig.schema, pantallas, combos: combos.map((c) => c.combo) } };
    },
  );

  // ADM-26 `admin listar/combos`.
  typed.get(
    '/api/admin/modulos/:modulo/combos',
    { schema: { tags, summary: 'Combos de un módulo (ADM-26)', params: moduleParams, response: { 200: combosResponse } } },
    async (request) => {
      read(request);
      const { combos } = moduleOf(request.params.modulo);
      const counts = await comboCounts(
        app.db,
        combos.map((c) => c.combo),
      );
      return {
        datos: { lista: combos.map((c) => ({ ...c, ...(counts.get(c.combo) ?? { valores: 0, vigentes: 0 }), origen: catalogue.fedBy.get(c.combo) ?? null })) },
      };
    },
  );

  // ADM-28 `admin listar/combos/lista`: every value, inactive ones included, paged and filtered by text.
  typed.get(
    '/api/admin/modulos/:modulo/combos/:combo/valores',
    { schema: { tags, summary: 'Valores de un combo (ADM-28)', params: comboParams, querystring: listQuery, response: { 200: valuesResponse } } },
    async (request) => {
      read(request);
      const { modulo, combo } = request.params;
      comboOf(modulo, combo);
      const { texto, desde = 0, limite = 25 } = request.query;
      return { datos: { ...(await listComboValues(app.db, combo, { texto, desde, limite })), origen: catalogue.fedBy.get(combo) ?? null } };
    },
  );

  // ADM-31 `admin modulo/combo/registro`.
  typed.get(
    '/api/admin/modulos/:modulo/combos/:combo/valores/:id',
    { schema: { tags, summary: 'Un valor de un combo (ADM-31)', params: valueParams, response: { 200: valueResponse } } },
    async (request) => {
      read(request);
      const { modulo, combo, id } = request.params;
      comboOf(modulo, combo);
      const value = await getComboValue(app.db, combo, id);
      if (!value) throw new HttpError(404, 'no_encontrado', t('api.notFound'));
      return { datos: value };
    },
  );

  // ADM-32 `admin modulo/combo/registro/save`, a new value: its code unique in the combo.
  typed.post(
    '/api/admin/modulos/:modulo/combos/:combo/valores',
    { config: writeConfig, schema: { tags, summary: 'Crear un valor de un combo (ADM-32)', params: comboParams, body, response: { 200: valueResponse } } },
    async (request) => {
      write(request);
      const { modulo, combo } = request.params;
      writableCombo(modulo, combo);
      const datos = cleaned(request.body.datos as { codigo: string; descripcion: string; orden?: number });
      const value = await createComboValue(app.db, combo, datos);
      if (!value) {
        const mensaje = t(`${MODULE}.codigoDuplicado`, { codigo: datos.codigo });
        throw new HttpError(400, 'duplicado', mensaje, [{ path: 'codigo', mensaje }]);
      }
      return { datos: value };
    },
  );

  // ADM-32, an existing value at the version read: description and place; its code stays.
  typed.put(
    '/api/admin/modulos/:modulo/combos/:combo/valores/:id',
    {
      config: writeConfig,
      schema: { tags, summary: 'Guardar un valor de un combo (ADM-32)', params: valueParams, body: versionedBody, response: { 200: valueResponse } },
    },
    async (request) => {
      write(request);
      const { modulo, combo, id } = request.params;
      writableCombo(modulo, combo);
      const datos = cleaned(request.body.datos as { codigo: string; descripcion: string; orden?: number });
      const current = await getComboValue(app.db, combo, id);
      if (!current) throw new HttpError(404, 'no_encontrado', t('api.notFound'));
      if (current.codigo !== datos.codigo) {
        const mensaje = t(`${MODULE}.codigoFijo`);
        throw new HttpError(400, 'codigo_fijo', mensaje, [{ path: 'codigo', mensaje }]);
      }
      return written(await saveComboValue(app.db, combo, id, request.body.version, datos));
    },
  );

  // ADM-30 `admin combos/toggle`: vigente flips, at the version the list showed.
  typed.post(
    '/api/admin/modulos/:modulo/combos/:combo/valores/:id/alternar',
    { schema: { tags, summary: 'Alternar vigente de un valor (ADM-30)', params: valueParams, body: ref('Version'), response: { 200: valueResponse } } },
    async (request) => {
      write(request);
      const { modulo, combo, id } = request.params;
      writableCombo(modulo, combo);
      return written(await toggleComboValue(app.db, combo, id, request.body.version));
    },
  );

  // No value is deleted: records may hold it (their history and exports read its description).
  typed.delete(
    '/api/admin/modulos/:modulo/combos/:combo/valores/:id',
    { schema: { tags, summary: 'Los valores no se eliminan: se desactivan', params: valueParams } },
    async (request) => {
      write(request);
      comboOf(request.params.modulo, request.params.combo);
      throw new HttpError(405, 'no_eliminable', t(`${MODULE}.noDelete`));
    },
  );
}
