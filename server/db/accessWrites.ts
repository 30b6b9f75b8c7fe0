/**
 * A Kysely plugin that sees, before it runs, every statement of this process that changes access:
 * the same writes the triggers of migration 0010_access_notify announce at commit (users, roles,
 * area permissions, temporary tokens; the provider's deleted sessions, grants and
 * tokens, and a session rewritten); a write of a team record (decision 159) is announced by its module's
 * write routes (moduleHooks.ts), the statement alone does not say its module. On PostgreSQL the commit's notification reaches this process a
 * moment after the write returns; this early signal closes that gap (server/auth/accessChanges.ts).
 * It reads only the statement's target table: a false alarm costs a few uncached requests, a missed
 * one is still caught by the trigger.
 */
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** Tables whose every write (insert, update, delete) may change someone's access. */
const GRANTING_TABLES = new Set(['user_roles', 'permissions']);
/** Tables where only an update or a delete takes access away (a new user or temporary token has nothing cached). */
const REVOKING_TABLES = new Set(['users', 'temp_tokens']);

interface NamedNode extends OperationNode {
  readonly table?: { readonly identifier?: { readonly name?: string } } | NamedNode;
  readonly node?: NamedNode;
}

/** The table name of a TableNode or of an aliased one. */
function tableName(node: OperationNode | undefined): string | undefined {
  const named = node as NamedNode | undefined;
  if (!named) return undefined;
  if (named.kind === 'AliasNode') return tableName(named.node);
  if (named.kind === 'TableNode') return (named.table as { identifier?: { name?: string } } | undefined)?.identifier?.name;
  return undefined;
}

/** The value written to `column` by a one-row insert, when it is a plain value. */
function insertedValue(node: RootOperationNode, column: string): unknown {
  if (node.kind !== 'InsertQueryNode') return undefined;
  const index = node.columns?.findIndex((c) => c.column.name === column) ?? -1;
  const rows = (node.values as { kind: string; values?: ReadonlyArray<{ kind: string; values: ReadonlyArray<unknown> }> } | undefined)?.values;
  const row = index >= 0 && rows?.length === 1 ? rows[0] : undefined;
  if (!row) return undefined;
  if (row.kind === 'PrimitiveValueListNode') return row.values[index];
  const cell = row.values[index] as { kind?: string; value?: unknown } | undefined;
  return cell?.kind === 'ValueNode' ? cell.value : undefined;
}

/** True when the statement may change someone's access (see the triggers of 0010_access_notify). */
export function changesAccess(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'InsertQueryNode': {
      const table = tableName(node.into);
      if (table && GRANTING_TABLES.has(table)) return true;
      // The provider rewrites a session (upsert): its user or grant may change.
      return table === 'oidc_payloads' && node.onConflict !== undefined && insertedValue(node, 'type') === 'Session';
    }
    case 'UpdateQueryNode': {
      const table = tableName(node.table);
      return table !== undefined && (GRANTING_TABLES.has(table) || REVOKING_TABLES.has(table));
    }
    case 'DeleteQueryNode':
      return node.from.froms.some((from) => {
        const table = tableName(from);
        return table !== undefined && (GRANTING_TABLES.has(table) || REVOKING_TABLES.has(table) || table === 'oidc_payloads');
      });
    default:
      return false;
  }
}

/** The plugin: `onWrite` runs just before each such statement is sent. */
export function accessWritePlugin(onWrite: () => void): KyselyPlugin {
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      if (changesAccess(args.node)) onWrite();
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return args.result;
    },
  };
}
