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
  // Card brands (CRD-15 `tarjetas`; CRD-OP01: a card's `prestadora`). The codes are what the bank filter reads (CRD-16).
  tarjetas: [
    { codigo: 'VISA', descripcion: 'Visa' },
    { codigo: 'MASTERCARD', descripcion: 'Mastercard' },
    { codigo: 'AMEX', descripcion: 'American Express' },
    { codigo: 'CABAL', descripcion: 'Cabal' },
    { codigo: 'NARANJA', descripcion: 'Naranja' },
    { codigo: 'DINERS', descripcion: 'Diners Club' },
  ],
  // Card-issuing banks (CRD-15 `bancos`), named as CRD-16 names them where it does.
  bancos: [
    { codigo: 'AMEX DIRECTO', descripcion: 'AMEX DIRECTO' },
    { codigo: 'BBVA', descripcion: 'BBVA' },
    { codigo: 'CIUDAD', descripcion: 'CIUDAD' },
    { codigo: 'CITI', descripcion: 'CITI' },
    { codigo: 'COMAFI', descripcion: 'COMAFI' },
    { codigo: 'CREDICOOP', descripcion: 'CREDICOOP' },
    { codigo: 'GALICIA', descripcion: 'GALICIA' },
    { codigo: 'HIPOTECARIO', descripcion: 'HIPOTECARIO' },
    { codigo: 'HSBC', descripcion: 'HSBC' },
    { codigo: 'ICBC', descripcion: 'ICBC' },
    { codigo: 'MACRO', descripcion: 'MACRO' },
    { codigo: 'NACION', descripcion: 'NACIÓN' },
    { codigo: 'PATAGONIA', descripcion: 'PATAGONIA' },
    { codigo: 'PROVINCIA', descripcion: 'PROVINCIA' },
    { codigo: 'SANTANDER', descripcion: 'SANTANDER' },
    { codigo: 'SUPERVIELLE', descripcion: 'SUPERVIELLE' },
  ],
  tiposRuta: [
    { codigo: 'NAC', descripcion: 'Nacional', extra: { iva: '21', gastoAdministrativo: '3' } },
    { codigo: 'REG', descripcion: 'Regional', extra: { iva: '21', gastoAdministrativo: '4' } },
    { codigo: 'INT', descripcion: 'Internacional', extra: { iva: '21', gastoAdministrativo: '5' } },
  ],
};
