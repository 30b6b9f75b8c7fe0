/**
 * A Kysely plugin that sees, before it runs, every statement of this process that changes access:
 * the same writes the triggers of migration 0010_access_notify announce at commit (users, roles,
 * temporary tokens; the provider's deleted sessions, grants and tokens, and a session rewritten).
 * On PostgreSQL the commit's notification reaches this process a moment after the write returns;
 * this early signal closes that gap (server/auth/accessChanges.ts). A write of a team or permission
 * record (decisions 159, 148) is announced by its module's write routes (moduleHooks.ts); a
 * statement naming such a module (`module = '<m>'`) is seen here too.
 * It reads only the statement's target table: a false alarm costs a few uncached requests, a missed
 * one is still caught by the trigger.
 */
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** Tables whose every write (insert, update, delete) may change someone's access. */
const GRANTING_TABLES = new Set(['user_roles']);
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

/**
 * The modules whose records grant access (the per-area permissions, decision 148), as the config
 * names them: set at start-up (server/auth/accessModules.ts). One set per process: every app of a
 * process is built from the same module folders.
 */
export const accessModules = new Set<string>();

/** The column a reference or column node names. */
function columnName(node: unknown): string | undefined {
  const n = node as { kind?: string; column?: { kind?: string; name?: string; column?: { name?: string } } } | undefined;
  if (n?.kind === 'ReferenceNode') return n.column?.column?.name;
  if (n?.kind === 'ColumnNode') return n.column?.name;
  return undefined;
}

/** True when a statement on `records` names an access module: a `module = '<m>'` condition anywhere in it. */
function namesAccessModule(node: OperationNode): boolean {
  if (!accessModules.size) return false;
  let found = false;
  const visit = (value: unknown) => {
    if (found || !value || typeof value !== 'object') return;
    const n = value as { kind?: string; leftOperand?: unknown; rightOperand?: { kind?: string; value?: unknown } };
    if (n.kind === 'BinaryOperationNode' && columnName(n.leftOperand) === 'module' && n.rightOperand?.kind === 'ValueNode') {
      found = accessModules.has(String(n.rightOperand.value));
      if (found) return;
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(node);
  return found;
}

/** True when the statement may change someone's access (see the triggers of 0010_access_notify and 0011_permission_records). */
export function changesAccess(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'InsertQueryNode': {
      const table = tableName(node.into);
      if (table && GRANTING_TABLES.has(table)) return true;
      if (table === 'records') return accessModules.has(String(insertedValue(node, 'module')));
      // The provider rewrites a session (upsert): its user or grant may change.
      return table === 'oidc_payloads' && node.onConflict !== undefined && insertedValue(node, 'type') === 'Session';
    }
    case 'UpdateQueryNode': {
      const table = tableName(node.table);
      if (table === 'records') return namesAccessModule(node);
      return table !== undefined && (GRANTING_TABLES.has(table) || REVOKING_TABLES.has(table));
    }
    case 'DeleteQueryNode':
      return node.from.froms.some((from) => {
        const table = tableName(from);
        if (table === 'records') return namesAccessModule(node);
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
