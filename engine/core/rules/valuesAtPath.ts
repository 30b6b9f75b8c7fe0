/**
 * The values a record holds along a schema field's path (every item of an array at `EVERY_ITEM`),
 * each with its concrete path (`direcciones.0.telefono`): what a rule derived for a field (a mask,
 * a limit) checks, wherever the field sits.
 */
import type { RecordData } from '../validators';
import { EVERY_ITEM } from './everyProperty';

export interface FoundValue {
  readonly path: readonly string[];
  readonly value: unknown;
}

/** The values of `value` along `path`, starting at `at`. */
export function valuesAtPath(value: unknown, path: readonly string[], at: readonly string[] = []): FoundValue[] {
  if (!path.length) return [{ path: at, value }];
  const [head, ...rest] = path;
  if (head === EVERY_ITEM) return Array.isArray(value) ? value.flatMap((item, index) => valuesAtPath(item, rest, [...at, String(index)])) : [];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return valuesAtPath((value as RecordData)[head], rest, [...at, head]);
}
