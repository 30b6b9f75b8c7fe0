/** The `$id`s of the shared schemas (sharedSchemas.ts registers one schema under each). */
export type SharedSchemaId =
  | 'IdParams'
  | 'CampoParams'
  | 'Version'
  | 'Quitar'
  | 'Transicion'
  | 'Busqueda'
  | 'Error'
  | 'Registro'
  | 'PaginaLista'
  | 'Historial'
  | 'Existe'
  | 'Calculo'
  | 'ValorRevelado'
  | 'OpcionCombo'
  | 'OpcionesCombo'
  | 'CombosPorNombre'
  | 'Usuario'
  | 'PermisosArea';

/** A `$ref` to the shared schema `id` (a name of `components.schemas` in the OpenAPI document too). */
export const ref = <Id extends SharedSchemaId>(id: Id) => ({ $ref: `${id}#` }) as const;
