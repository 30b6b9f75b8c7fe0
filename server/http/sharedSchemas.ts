/**
 * Route schemas many routes share, registered once on the app (`app.addSchema`, each with its `$id`)
 * and referenced by `$ref` (`ref('Registro')`): the record, the list page, the history, the id
 * params, the version body, the combo options, the error reply. One copy each however many modules
 * there are: Fastify keeps one schema, the validator and serializer compilers compile each shape
 * once (validatorCompiler.ts, serializerCompiler.ts), and the OpenAPI document lists them once under
 * `components.schemas`. The definitions stay where their routes are (moduleResponses.ts,
 * moduleSchemas.ts, …), without `$id`, so that a route may also extend one inline.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { comboOptionsResponse, comboOption, combosByNameResponse } from '../lookups/lookupSchemas';
import { computeResponse, existsResponse, historyResponse, listResponse, recordResponse, revealResponse } from '../modules/moduleResponses';
import { busquedaBody, flagParams, idParams, removeBody, versionBody } from '../modules/moduleSchemas';
import { transitionBody } from '../modules/transitionSchemas';
import { areaPermissionsResponse, userResponse } from '../session/sessionSchemas';
import { errorSchema } from './errorSchema';

import type { SharedSchemaId } from './schemaRef';

export { ref, type SharedSchemaId } from './schemaRef';

/** Every shared schema by `$id`. */
const sharedSchemas = {
  IdParams: idParams,
  CampoParams: flagParams,
  Version: versionBody,
  Quitar: removeBody,
  Transicion: transitionBody,
  Busqueda: busquedaBody,
  Error: errorSchema,
  Registro: recordResponse,
  PaginaLista: listResponse,
  Historial: historyResponse,
  Existe: existsResponse,
  Calculo: computeResponse,
  ValorRevelado: revealResponse,
  OpcionCombo: comboOption,
  OpcionesCombo: comboOptionsResponse,
  CombosPorNombre: combosByNameResponse,
  Usuario: userResponse,
  PermisosArea: areaPermissionsResponse,
} as const satisfies Record<SharedSchemaId, object>;

/** A shared schema as registered: its definition with its `$id`. */
type WithId<Id extends SharedSchemaId> = (typeof sharedSchemas)[Id] & { readonly $id: Id };

/**
 * The type provider of routes whose schemas `$ref` a shared schema: json-schema-to-ts resolves the
 * references (`request.params.id` is a number, a handler returns what `Registro` describes).
 */
export type SharedSchemaProvider = JsonSchemaToTsProvider<{
  ValidatorSchemaOptions: {
    references: [WithId<'IdParams'>, WithId<'CampoParams'>, WithId<'Version'>, WithId<'Quitar'>, WithId<'Transicion'>, WithId<'Busqueda'>];
  };
  SerializerSchemaOptions: {
    references: [
      WithId<'Registro'>,
      WithId<'PaginaLista'>,
      WithId<'Historial'>,
      WithId<'Existe'>,
      WithId<'Calculo'>,
      WithId<'ValorRevelado'>,
      WithId<'OpcionCombo'>,
      WithId<'OpcionesCombo'>,
      WithId<'CombosPorNombre'>,
      WithId<'Usuario'>,
      WithId<'PermisosArea'>,
    ];
  };
}>;

/** The shared schemas with their `$id`, as registered (the validator compiler adds them to its ajv too). */
export const sharedSchemaList: ReadonlyArray<{ $id: string } & object> = Object.entries(sharedSchemas).map(([$id, schema]) => ({ $id, ...(schema as object) }));

/** Registers every shared schema on the app (before any route: a route's `$ref` is resolved when it is registered). */
export function installSharedSchemas(app: FastifyInstance): void {
  for (const schema of sharedSchemaList) app.addSchema(schema);
}
