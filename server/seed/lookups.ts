/**
 * The lookups (combos) no module owns, seeded on first start beside each module's own
 * (`schemas/<m>/<m>.lookups.json`, server/registry/loadLookups.ts); admins manage them later in the
 * admin area. Here: reference lists any module may use (countries, the Convenio Multilateral
 * jurisdictions, every nationality from the country names addresses use) and the teams' combo (fed by the team records).
 */
import { spanishCountryRows } from '../addresses/countryNames';

export interface SeedLookup {
  readonly codigo: string;
  readonly descripcion: string;
  /** Stored in the row's `extra` (JSON). */
  readonly extra?: Record<string, unknown>;
}

export const genericLookups: Record<string, ReadonlyArray<SeedLookup>> = {
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
    'Ciudad Autónoma de Buenos Aires',
    'Buenos Aires',
    'Catamarca',
    'Córdoba',
    'Corrientes',
    'Chaco',
    'Chubut',
    'Entre Ríos',
    'Formosa',
    'Jujuy',
    'La Pampa',
    'La Rioja',
    'Mendoza',
    'Misiones',
    'Neuquén',
    'Río Negro',
    'Salta',
    'San Juan',
    'San Luis',
    'Santa Cruz',
    'Santa Fe',
    'Santiago del Estero',
    'Tierra del Fuego',
    'Tucumán',
  ].map((descripcion, i) => ({ codigo: String(901 + i), descripcion })),
  // Teams: the options are the team module's records (its `feedsCombo`, kept by the database on every
  // write: code = the record's id, decision 159), so that an account's `equipos` hold team ids, as
  // `teamOf` guards read them (CRD-19). Declared here, empty, so that schemas may name the combo.
  equipos: [],
  // CON-26 `nacionalidades`: every country (ISO alpha-2, Spanish names of i18n-iso-countries, as addresses use).
  nacionalidades: spanishCountryRows(),
};
