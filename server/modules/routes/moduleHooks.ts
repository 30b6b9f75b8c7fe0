/**
 * The hooks of one module's plugin, added before its routes so that every route of the module has
 * them, those added later included: token-mode sessions where the module is open to them, access
 * before validation (a caller who may use the module on no record hears 403 before any 400 about
 * what they sent), and field access on every answer (x-access).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerFieldAccessHooks } from '../fieldAccessHooks';
import type { ModuleContext } from './moduleContext';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which guard of its module a route checks before its input is validated (default: read for GET, write otherwise). */
    moduleGuard?: 'read' | 'write';
  }
}

/** Adds the module's hooks to its plugin `scope`. */
export function installModuleHooks(scope: FastifyInstance, ctx: ModuleContext): void {
  const { config, authorize, authorizeWrite } = ctx;
  // Open to token-mode sessions (COP-OP02): every route of the module takes them, limited by the record scope.
  if (ctx.tokenOpen) scope.addHook('onRoute', (route) => void (route.config = { ...(route.config as object), tokenMode: true } as typeof route.config));
  // Every route of the module attaches its validation errors, checks the caller, then answers them.
  // A route that attaches its own (create, update, buscar, coincide, calcular) checks first itself.
  const accessFirst = (guard: 'read' | 'write') => async (request: FastifyRequest) => {
    if (guard === 'read') authorize(request, config.access.read, true);
    else authorizeWrite(request);
    if (request.validationError) throw request.validationError;
  };
  // The team records (`teams`, decision 159): a write may change who belongs to a team. The database
  // announces it at commit; this process's cached principals step aside from now on, before the commit's
  // notification arrives (PostgreSQL delivers it a moment later: server/auth/accessChanges.ts).
  // So are the per-area permissions (`areaPermissions`, decision 148).
  const announce = config.teams || config.areaPermissions ? async () => scope.principalCache?.changed({ userId: null, uncommitted: true }) : undefined;
  scope.addHook('onRoute', (route) => {
    if (route.attachValidation) return;
    const reads = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
    route.attachValidation = true;
    route.preHandler = [
      accessFirst(route.config?.moduleGuard ?? (reads ? 'read' : 'write')),
      ...(announce && !reads ? [announce] : []),
      ...[route.preHandler ?? []].flat(),
    ];
  });
  registerFieldAccessHooks(scope, { module: ctx.module });
}
