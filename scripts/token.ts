/**
 * `npm run -s token <user> [--password <p>] [--url <server>]`: prints an access token of a demo user
 * of a running `npm start`, for calling the API from the command line:
 *
 *   T=$(npm run -s token staff); curl -H "authorization: Bearer $T" localhost:8080/api/modulos/banco
 *
 * It signs in through the embedded provider as the browser does (scripts/token/signIn.ts), with the
 * demo password by default. Refused when this shell or the server is in production.
 */
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../server/seed/demoUsers';
import { signIn, TokenRefused } from './token/signIn';

const USAGE = 'Uso: npm run -s token <usuario> [--password <contraseña>] [--url http://localhost:8080]';

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') throw new TokenRefused('npm run token es una herramienta del modo demo: no se usa con NODE_ENV=production.');
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { password: { type: 'string' }, url: { type: 'string' } } });
  } catch (error) {
    throw new TokenRefused(`${(error as Error).message.split('\n')[0]}\n${USAGE}`);
  }
  const [username, ...extra] = parsed.positionals;
  if (!username || extra.length > 0) throw new TokenRefused(USAGE);
  const server = parsed.values.url ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? '8080'}`;
  const token = await signIn(server.replace(/\/+$/, ''), username, parsed.values.password ?? DEMO_PASSWORD);
  process.stdout.write(`${token}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof TokenRefused ? error.message : error);
  process.exit(1);
});
