/** Lookups (combos) seeded on first start; admins manage them later in the admin area. */
export interface SeedLookup {
  readonly codigo: string;
  readonly descripcion: string;
  /** Stored in the row's `extra` (JSON). */
  readonly extra?: Record<string, unknown>;
}

export const seedLookups: Record<string, ReadonlyArray<SeedLookup>> = {
  paises: [
    { codigo: 'AR', descripcion: 'Argentina' },
    { codigo: 'BR', descripcion: 'Brasil' },
    { codigo: 'CL', descripcion: 'Chile' },
    { codigo: 'UY', descripcion: 'Uruguay' },
    { codigo: 'PY', descripcion: 'Paraguay' },
    { codigo: 'BO', descripcion: 'Bolivia' },
    { codigo: 'PE', descripcion: 'Perú' },
    { codigo: 'US', descripcion: 'Estados Unidos' },
    { codigo: 'ES', descripcion: 'España' },
  ],
  // Convenio Multilateral jurisdiction codes (901–924).
  jurisdicciones: [
    'Ciudad Autónoma de Buenos Aires', 'Buenos Aires', 'Catamarca', 'Córdoba', 'Corrientes', 'Chaco', 'Chubut', 'Entre Ríos',
    'Formosa', 'Jujuy', 'La Pampa', 'La Rioja', 'Mendoza', 'Misiones', 'Neuquén', 'Río Negro', 'Salta', 'San Juan', 'San Luis',
    'Santa Cruz', 'Santa Fe', 'Santiago del Estero', 'Tierra del Fuego', 'Tucumán',
  ].map((descripcion, i) => ({ codigo: String(901 + i), descripcion })),
  // Service-fee route types (FEE-04 tipoRuta) with the rates of the final fee (FEE-10, decision
  // in docs/decisions.md): percentages as decimal text, edited by admins in the lookup's extra.
  tiposRuta: [
    { codigo: 'NAC', descripcion: 'Nacional', extra: { iva: '21', gastoAdministrativo: '3' } },
    { codigo: 'REG', descripcion: 'Regional', extra: { iva: '21', gastoAdministrativo: '4' } },
    { codigo: 'INT', descripcion: 'Internacional', extra: { iva: '21', gastoAdministrativo: '5' } },
  ],
};
