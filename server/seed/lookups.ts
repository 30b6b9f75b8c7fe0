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
  // Notes (NOT-04, NOT-OP04): the type decides which fields apply; subtypes name their type in extra.tipo.
  tiposNota: [
    { codigo: 'GEN', descripcion: 'General' },
    { codigo: 'IIBB', descripcion: 'Ingresos brutos (IIBB)' },
    { codigo: 'AGE', descripcion: 'Documentación de agencia' },
    { codigo: 'DOC', descripcion: 'Documento personal' },
  ],
  subtiposNota: [
    { codigo: 'CM05', descripcion: 'Formulario CM05', extra: { tipo: 'IIBB' } },
    { codigo: 'EXE', descripcion: 'Certificado de exención', extra: { tipo: 'IIBB' } },
    { codigo: 'ALI', descripcion: 'Constancia de alícuota', extra: { tipo: 'IIBB' } },
    { codigo: 'LEG', descripcion: 'Legajo de agencia', extra: { tipo: 'AGE' } },
    { codigo: 'SEG', descripcion: 'Póliza de seguro', extra: { tipo: 'AGE' } },
    { codigo: 'OBS', descripcion: 'Observación', extra: { tipo: 'GEN' } },
    { codigo: 'REC', descripcion: 'Reclamo', extra: { tipo: 'GEN' } },
  ],
  // Contact documents kept as notes; PAS is the passport (NOT-07, CST-68).
  tiposDocumentoNota: [
    { codigo: 'PAS', descripcion: 'Pasaporte' },
    { codigo: 'DNI', descripcion: 'DNI' },
    { codigo: 'VIS', descripcion: 'Visa' },
  ],
  // Bank accounts (BAC-03, BAC-OP01).
  tiposCuentaBancaria: [
    { codigo: 'CA', descripcion: 'Caja de ahorro' },
    { codigo: 'CC', descripcion: 'Cuenta corriente' },
  ],
  // ISO 4217 codes of the currencies bank accounts are kept in (BAC-04 names an account by its code).
  monedasCuentaBancaria: [
    { codigo: 'ARS', descripcion: 'Peso argentino' },
    { codigo: 'USD', descripcion: 'Dólar estadounidense' },
    { codigo: 'EUR', descripcion: 'Euro' },
    { codigo: 'BRL', descripcion: 'Real brasileño' },
  ],
};
