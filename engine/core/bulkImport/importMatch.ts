/**
 * Which existing record an imported row is (ADM-53, ADM-OP07): the same e-mail (case-insensitive),
 * the same name and surname together (case- and accent-insensitive), or the same document (its
 * digits only), tried in that order. The index holds the keys of the records a row may match (an
 * account's contacts, then the rows of the file already judged new).
 */
import { foldText } from './importText';

export type MatchReason = 'email' | 'nombre' | 'documento';

/** The fields a person is matched by. */
export interface PersonFields {
  readonly email?: unknown;
  readonly nombre?: unknown;
  readonly apellido?: unknown;
  readonly documento?: unknown;
}

export const emailKey = (email: unknown): string => (typeof email === 'string' ? email.trim().toLowerCase() : '');
export const documentKey = (documento: unknown): string =>
  typeof documento === 'string' || typeof documento === 'number' ? String(documento).replace(/\D/g, '') : '';
/** Name and surname together; '' unless both are there. */
export function nameKey(nombre: unknown, apellido: unknown): string {
  const first = foldText(nombre);
  const last = foldText(apellido);
  return first && last ? `${first}\u0000${last}` : '';
}

/** The match keys of a person, in the order they are tried. */
export function matchKeys(person: PersonFields): Array<[MatchReason, string]> {
  return [
    ['email', emailKey(person.email)],
    ['nombre', nameKey(person.nombre, person.apellido)],
    ['documento', documentKey(person.documento)],
  ];
}

/** The persons a row may match, by each key. */
export class MatchIndex<Ref> {
  private readonly maps: Record<MatchReason, Map<string, Ref>> = { email: new Map(), nombre: new Map(), documento: new Map() };

  /** Adds a person (the first one holding a key keeps it). */
  add(person: PersonFields, ref: Ref): void {
    for (const [reason, key] of matchKeys(person)) if (key && !this.maps[reason].has(key)) this.maps[reason].set(key, ref);
  }

  /** The first person `row` matches, and why; null when it is new. */
  find(row: PersonFields): { reason: MatchReason; ref: Ref } | null {
    for (const [reason, key] of matchKeys(row)) {
      const ref = key ? this.maps[reason].get(key) : undefined;
      if (ref !== undefined) return { reason, ref };
    }
    return null;
  }

  get size(): number {
    return this.maps.email.size + this.maps.nombre.size + this.maps.documento.size;
  }
}
