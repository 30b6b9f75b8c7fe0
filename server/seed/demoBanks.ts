/**
 * Demo banks (BNK-04 fields) so that the list has something to show on first start. Each is seeded
 * with the fingerprint of its address (`direccionId`), as if picked from a suggestion, so the
 * picked-address rule (LNK-38) holds for them without any exemption (docs/decisions.md 61).
 */
import { addressFingerprint } from '../../engine/core/address/addressFingerprint';

const banks: ReadonlyArray<Record<string, string | number>> = [
  { descripcion: 'Banco de la Nación Argentina', pais: 'Argentina', provincia: 'Ciudad Autónoma de Buenos Aires', localidad: 'San Nicolás', calle: 'Bartolomé Mitre', numero: '326', codigoPostal: 'C1036AAH', direccionCompleta: 'Bartolomé Mitre 326, San Nicolás, Ciudad Autónoma de Buenos Aires', latitud: -34.6076, longitud: -58.3722 },
  { descripcion: 'Banco Galicia', pais: 'Argentina', provincia: 'Ciudad Autónoma de Buenos Aires', localidad: 'San Nicolás', calle: 'Tte. Gral. Juan D. Perón', numero: '430', codigoPostal: 'C1038AAJ', direccionCompleta: 'Tte. Gral. Juan D. Perón 430, San Nicolás, Ciudad Autónoma de Buenos Aires', latitud: -34.6045, longitud: -58.3740 },
  { descripcion: 'Banco Santander', pais: 'Argentina', provincia: 'Ciudad Autónoma de Buenos Aires', localidad: 'San Nicolás', calle: 'Av. Juan de Garay', numero: '151', codigoPostal: 'C1063ABB', direccionCompleta: 'Av. Juan de Garay 151, San Telmo, Ciudad Autónoma de Buenos Aires', latitud: -34.6250, longitud: -58.3690 },
  { descripcion: 'BBVA Argentina', pais: 'Argentina', provincia: 'Ciudad Autónoma de Buenos Aires', localidad: 'Retiro', calle: 'Av. Córdoba', numero: '111', codigoPostal: 'C1054AAA', direccionCompleta: 'Av. Córdoba 111, Retiro, Ciudad Autónoma de Buenos Aires', latitud: -34.5990, longitud: -58.3730 },
  { descripcion: 'Banco Macro', pais: 'Argentina', provincia: 'Ciudad Autónoma de Buenos Aires', localidad: 'Puerto Madero', calle: 'Av. Eduardo Madero', numero: '1182', codigoPostal: 'C1106ACY', direccionCompleta: 'Av. Eduardo Madero 1182, Puerto Madero, Ciudad Autónoma de Buenos Aires', latitud: -34.5960, longitud: -58.3690 },
  { descripcion: 'HSBC Argentina', pais: 'Argentina', provincia: 'Ciudad Autónoma de Buenos Aires', localidad: 'San Nicolás', calle: 'Florida', numero: '201', codigoPostal: 'C1005AAE', direccionCompleta: 'Florida 201, San Nicolás, Ciudad Autónoma de Buenos Aires', latitud: -34.6060, longitud: -58.3750 },
  { descripcion: 'Citibank', pais: 'Argentina', provincia: 'Ciudad Autónoma de Buenos Aires', localidad: 'San Nicolás', calle: 'Bartolomé Mitre', numero: '530', codigoPostal: 'C1036AAL', direccionCompleta: 'Bartolomé Mitre 530, San Nicolás, Ciudad Autónoma de Buenos Aires', latitud: -34.6070, longitud: -58.3735 },
  { descripcion: 'Banco Patagonia', pais: 'Argentina', provincia: 'Ciudad Autónoma de Buenos Aires', localidad: 'San Nicolás', calle: 'Av. de Mayo', numero: '701', codigoPostal: 'C1084AAC', direccionCompleta: 'Av. de Mayo 701, Monserrat, Ciudad Autónoma de Buenos Aires', latitud: -34.6088, longitud: -58.3780 },
  { descripcion: 'Banco Hipotecario', pais: 'Argentina', provincia: 'Ciudad Autónoma de Buenos Aires', localidad: 'San Nicolás', calle: 'Reconquista', numero: '151', codigoPostal: 'C1003ABC', direccionCompleta: 'Reconquista 151, San Nicolás, Ciudad Autónoma de Buenos Aires', latitud: -34.6055, longitud: -58.3710 },
  { descripcion: 'Banco Credicoop', pais: 'Argentina', provincia: 'Ciudad Autónoma de Buenos Aires', localidad: 'San Nicolás', calle: 'Reconquista', numero: '484', codigoPostal: 'C1003ABJ', direccionCompleta: 'Reconquista 484, San Nicolás, Ciudad Autónoma de Buenos Aires', latitud: -34.6015, longitud: -58.3725 },
  { descripcion: 'Banco de la Provincia de Buenos Aires', pais: 'Argentina', provincia: 'Buenos Aires', localidad: 'La Plata', calle: 'Calle 7', numero: '726', codigoPostal: 'B1900', direccionCompleta: 'Calle 7 726, La Plata, Buenos Aires', latitud: -34.9150, longitud: -57.9530 },
  { descripcion: 'Banco de Córdoba', pais: 'Argentina', provincia: 'Córdoba', localidad: 'Córdoba', calle: 'San Jerónimo', numero: '166', codigoPostal: 'X5000', direccionCompleta: 'San Jerónimo 166, Córdoba, Córdoba', latitud: -31.4170, longitud: -64.1830 },
  { descripcion: 'Banco de Santa Fe', pais: 'Argentina', provincia: 'Santa Fe', localidad: 'Rosario', calle: 'Tucumán', numero: '1600', codigoPostal: 'S2000', direccionCompleta: 'Tucumán 1600, Rosario, Santa Fe', latitud: -32.9440, longitud: -60.6500 },
  { descripcion: 'Amex Directo', pais: 'Argentina', provincia: 'Ciudad Autónoma de Buenos Aires', localidad: 'Retiro', calle: 'Arenales', numero: '707', codigoPostal: 'C1061AAA', direccionCompleta: 'Arenales 707, Retiro, Ciudad Autónoma de Buenos Aires', latitud: -34.5970, longitud: -58.3780 },
  { descripcion: 'Banco Itaú Uruguay', pais: 'Uruguay', provincia: 'Montevideo', localidad: 'Montevideo', calle: 'Zabala', numero: '1463', codigoPostal: '11000', direccionCompleta: 'Zabala 1463, Montevideo, Montevideo', latitud: -34.9070, longitud: -56.2070 },
];

export const demoBanks: ReadonlyArray<Record<string, string | number>> = banks.map((bank) => ({ ...bank, direccionId: addressFingerprint(bank) }));
