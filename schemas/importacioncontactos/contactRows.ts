/**
 * What a row of the contact import file becomes (ADM-15, ADM-51, ADM-55…57, ADM-60, ADM-OP06): the
 * columns and their synonyms, the contact's values as the contact form would hold them (combo codes
 * from descriptions or aliases, `DD/MM/YYYY` dates as the stored ISO date, `Empleado` when the
 * relation is empty, `DNI` when no document type is given), linked to the chosen account.
 */
import type { ImportColumns } from '../../engine/core/bulkImport/importColumns';
import { comboCode, isoDate, type ImportOption } from '../../engine/core/bulkImport/importValues';

/** ADM-15, ADM-51: the columns read, each with the other names it may have. */
export const CONTACT_COLUMNS: ImportColumns = {
  nombre: [],
  apellido: [],
  email: ['correo', 'mail', 'e-mail', 'correo electronico'],
  tipoDocumento: ['tipo documento', 'tipo de documento', 'tipo'],
  documento: ['dni', 'numero de documento', 'nro documento'],
  fechaNacimiento: ['fecha', 'fecha de nacimiento', 'nacimiento'],
  genero: ['sexo'],
  relacionCuenta: ['relacion', 'relacion con la cuenta'],
};

/** ADM-OP06: without these columns (and `email` or `documento`) no row can be a contact. */
export const REQUIRED_COLUMNS = ['nombre', 'apellido'] as const;
export const ONE_OF_COLUMNS = ['email', 'documento'] as const;

/** ADM-55: the gender aliases (the combo's own codes and descriptions are understood too: Masculino, M, Femenino, F). */
export const GENDER_ALIASES = { M: ['varon', 'varón', 'hombre'], F: ['mujer'] } as const;
/** ADM-56: the relation of a row that gives none. */
export const DEFAULT_RELATION = 'Empleado';
/** The document type of a row that gives none (the spec's columns have none; decision 153). */
export const DEFAULT_DOCUMENT_TYPE = 'DNI';

/** The combos the rows' values are mapped with (ADM-60), by the contact's field. */
export const COMBO_FIELDS = { tipoDocumento: 'tiposDocumentoContacto', genero: 'generos', relacionCuenta: 'relacionesCuenta' } as const;
export type ComboOptions = Readonly<Record<keyof typeof COMBO_FIELDS, readonly ImportOption[]>>;

/** The contact a row would create in account `cuenta` (before the engine's derived fields and defaults). */
export function contactOf(values: Readonly<Record<string, string>>, cuenta: number, combos: ComboOptions): Record<string, unknown> {
  const datos: Record<string, unknown> = {};
  for (const field of ['nombre', 'apellido', 'email', 'documento'] as const) if (values[field] !== undefined) datos[field] = values[field];
  datos.tipoDocumento = comboCode(values.tipoDocumento ?? DEFAULT_DOCUMENT_TYPE, combos.tipoDocumento);
  if (values.fechaNacimiento !== undefined) datos.fechaNacimiento = isoDate(values.fechaNacimiento);
  if (values.genero !== undefined) datos.genero = comboCode(values.genero, combos.genero, GENDER_ALIASES);
  datos.relacionCuenta = comboCode(values.relacionCuenta ?? DEFAULT_RELATION, combos.relacionCuenta);
  datos.cuenta = cuenta;
  return datos;
}
