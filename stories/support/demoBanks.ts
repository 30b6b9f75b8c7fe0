/** Bank records for stories (shaped as the module API returns them). */
import type { ModuleRecord } from '../../engine/react/data/types';

const rows: Array<[string, string, string, string]> = [
  ['Banco de la Nación Argentina', 'Argentina', 'Buenos Aires', 'Ciudad Autónoma de Buenos Aires'],
  ['Banco Galicia', 'Argentina', 'Buenos Aires', 'Ciudad Autónoma de Buenos Aires'],
  ['Banco Santander Argentina', 'Argentina', 'Buenos Aires', 'Ciudad Autónoma de Buenos Aires'],
  ['Banco Macro', 'Argentina', 'Buenos Aires', 'Ciudad Autónoma de Buenos Aires'],
  ['Banco Provincia', 'Argentina', 'Buenos Aires', 'La Plata'],
  ['Banco de Córdoba', 'Argentina', 'Córdoba', 'Córdoba'],
  ['Banco Patagonia', 'Argentina', 'Río Negro', 'Viedma'],
  ['Banco Ciudad', 'Argentina', 'Buenos Aires', 'Ciudad Autónoma de Buenos Aires'],
  ['Banco Credicoop', 'Argentina', 'Buenos Aires', 'Ciudad Autónoma de Buenos Aires'],
  ['Banco Supervielle', 'Argentina', 'Buenos Aires', 'Ciudad Autónoma de Buenos Aires'],
  ['Banco Hipotecario', 'Argentina', 'Buenos Aires', 'Ciudad Autónoma de Buenos Aires'],
  ['Banco de San Juan', 'Argentina', 'San Juan', 'San Juan'],
  ['Banco de Santa Fe', 'Argentina', 'Santa Fe', 'Rosario'],
  ['Banco de Entre Ríos', 'Argentina', 'Entre Ríos', 'Paraná'],
  ['Banco del Chubut', 'Argentina', 'Chubut', 'Rawson'],
  ['Banco de Tierra del Fuego', 'Argentina', 'Tierra del Fuego', 'Ushuaia'],
  ['Banco de la Pampa', 'Argentina', 'La Pampa', 'Santa Rosa'],
  ['Banco de Corrientes', 'Argentina', 'Corrientes', 'Corrientes'],
  ['Banco Itaú Uruguay', 'Uruguay', 'Montevideo', 'Montevideo'],
  ['Banco República', 'Uruguay', 'Montevideo', 'Montevideo'],
  ['Banco de Chile', 'Chile', 'Región Metropolitana', 'Santiago'],
  ['Banco Estado', 'Chile', 'Región Metropolitana', 'Santiago'],
  ['Banco do Brasil', 'Brasil', 'Distrito Federal', 'Brasilia'],
  ['Banco Itaú Unibanco', 'Brasil', 'São Paulo', 'São Paulo'],
  ['Banco de Bogotá', 'Colombia', 'Cundinamarca', 'Bogotá'],
  ['Bancolombia', 'Colombia', 'Antioquia', 'Medellín'],
  ['Banco de Crédito del Perú', 'Perú', 'Lima', 'Lima'],
  ['Banco Pichincha', 'Ecuador', 'Pichincha', 'Quito'],
  ['Banco Nacional de Paraguay', 'Paraguay', 'Central', 'Asunción'],
  ['Banco Mercantil Santa Cruz', 'Bolivia', 'La Paz', 'La Paz'],
];

/** `count` banks (the 30 above, then numbered ones), the third one not vigente. */
export function demoBanks(count = rows.length): ModuleRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const [descripcion, pais, provincia, localidad] = rows[i % rows.length];
    return {
      id: i + 1,
      idCrm: `CRM-${1000 + i}`,
      version: 1,
      vigente: i !== 2,
      datos: { descripcion: i < rows.length ? descripcion : `${descripcion} ${i + 1}`, pais, provincia, localidad },
      creadoEn: '2024-03-01T12:00:00.000Z',
      creadoPor: 'Ana Administradora',
      modificadoEn: '2024-03-01T12:00:00.000Z',
      modificadoPor: 'Ana Administradora',
    };
  });
}
