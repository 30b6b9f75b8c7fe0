/** The agency account of a demo user (users.account_id): for `externo`, the id of the demo account `Agencia Demo` (schemas/cuenta/cuenta.seed.ts). */
import type { TestApp } from './testApp';
import { sql } from 'kysely';

export async function accountOf(t: Pick<TestApp, 'db'>, username: string): Promise<string> {
  const user = await t.db.selectFrom('users').select('account_id').where('username', '=', username).executeTakeFirstOrThrow();
  if (!user.account_id) throw new Error(`El usuario ${username} no tiene cuenta`);
  return user.account_id;
}

/** The record id of the demo account shown as `name` (schemas/cuenta/demoCuentas.ts), e.g. `Agencia Demo`. */
export async function accountNamed(t: Pick<TestApp, 'db'>, name: string): Promise<number> {
  const row = await t.db
    .selectFrom('records')
    .select('id')
    .where('module', '=', 'cuenta')
    .where(sql<string>`data->>'mostrarNombre'`, '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
