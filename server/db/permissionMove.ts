/** Where migration 0011 moves the old permission rows, from the config and the registry (null parts: nothing to move to). */
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import { permissionSourceOf } from '../auth/principalSources';
import type { PermissionMove } from './migrations/0011_permission_records';

/** The move the config allows: its permission module, its staff contacts' module and the company's account; undefined without them. */
export function permissionMoveOf(config: ScreensConfig, registry: SchemaRegistry): PermissionMove | undefined {
  const source = permissionSourceOf(config);
  const person = source?.staffModule ?? null;
  if (!source || !person || !registry.has(source.module) || !registry.has(person)) return undefined;
  return { source, permissionModule: registry.get(source.module), personModule: registry.get(person), staffAccount: config.company?.account ?? null };
}
