/**
 * The seeded template databases of a vitest run on the test server (testDatabase.ts's
 * openSeededTestDatabase): named after the run's snapshot folder, dropped when the run ends
 * (tests/setup/testRun.ts).
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/** The names of the seeded templates start with this. */
export const TEMPLATE_PREFIX = 'tmpl_';

/** A run's id, from its snapshot folder (TEST_SNAPSHOT_DIR). */
export function runIdOf(snapshotDir: string): string {
  return createHash('sha256').update(snapshotDir).digest('hex').slice(0, 8);
}

/** This vitest run's id, or undefined outside a run's global set-up. */
export function runId(): string | undefined {
  const dir = process.env.TEST_SNAPSHOT_DIR;
  return dir ? runIdOf(dir) : undefined;
}

/** The template holding the demo data named `key` in this run. */
export function templateName(run: string, key: string): string {
  return `${TEMPLATE_PREFIX}${run}_${key}`;
}

/** Drops the seeded templates of the run whose snapshot folder is `snapshotDir`. */
export async function dropRunTemplates(serverUrl: string, snapshotDir: string): Promise<void> {
  await withAdminClient(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${TEMPLATE_PREFIX}${runIdOf(snapshotDir)}_%`,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}

/** A connection to the server's own database, for statements about databases; closed after `use`. */
export async function withAdminClient<T>(serverUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
