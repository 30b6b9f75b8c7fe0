/** Lookups (combos) seeded on first start; admins manage them later in the admin area. */
export const seedLookups: Record<string, ReadonlyArray<{ codigo: string; descripcion: string }>> = {
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
};
