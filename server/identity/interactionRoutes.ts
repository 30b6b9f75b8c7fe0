/**
 * The login interaction as Fastify routes outside /oauth/v2/: `GET /ingresar/:uid` shows the form,
 * `POST /ingresar/:uid` checks the credentials and hands the result back to oidc-provider.
 *
 * CSRF: the interaction is read with `provider.interactionDetails`, which needs the provider's
 * signed, SameSite=Lax interaction cookie scoped to this very path; a cross-site form post carries
 * no such cookie, and the uid in the URL must be the cookie's interaction. First-party app: the
 * consent step is granted here automatically, so users only ever see the login form.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { InteractionDetails, Provider } from 'oidc-provider';
import { errors } from 'oidc-provider';
import { t } from '../../engine/core/messages';
import type { Database } from '../db/schema';
import { checkCredentials } from './accounts';
import { clearFailures, loginWait, recordFailure } from './loginAttempts';
import { issueTicket, ticketUser } from './loginTicket';
import { changePasswordPage, loginPage, messagePage } from './pages';
import { passwordProblem, type PasswordPolicy } from '../../engine/core/passwordPolicy';
import { verifyPassword } from './passwords';
import { revokeUserSessions, storePassword } from './userPasswords';
import { appendUserHistory } from './userHistory';

export interface InteractionRoutesOptions {
  readonly db: Kysely<Database>;
  readonly provider: Provider;
  /** e.g. `/ingresar`; the provider's `interactions.url` points here. */
  readonly loginPath: string;
  readonly headers: Record<string, string>;
  /** Where the "back to the application" links go. */
  readonly appUrl: string;
  /** Signs the change-password page's proof of the login (the provider's first cookie key). */
  readonly ticketKey: string;
  /** The password policy a forced change must meet (decision 154). */
  readonly policy: PasswordPolicy;
}

type UidParams = { uid: string };

// An interaction the user can no longer finish: unknown or expired uid, cookie missing or for
// another interaction. Shown as a 400 page, never as a 500.
class InteractionGone extends Error {}

const MAX_USERNAME = 200;
const MAX_PASSWORD = 1000;
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Registers the login routes in their own encapsulated context (form parser, error page). */
export async function registerInteractionRoutes(app: FastifyInstance, options: InteractionRoutesOptions): Promise<void> {
  const { db, provider, loginPath } = options;

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });

    const send = (reply: FastifyReply, status: number, html: string) =>
      reply.status(status).headers(options.headers).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

    const gonePage = () =>
      messagePage({ title: t('login.expiredTitle'), message: t('login.expiredBody'), link: { href: options.appUrl, label: t('login.backToApp') } });

    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (error instanceof InteractionGone) return send(reply, 400, gonePage());
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'error en la página de ingreso');
      return send(
        reply,
        status,
        messagePage({
          title: t('login.unexpectedTitle'),
          message: status === 500 ? t('login.unexpectedBody') : t('api.badRequest'),
          link: { href: options.appUrl, label: t('login.backToApp') },
        }),
      );
    });

    /** The interaction behind this request, checked against the uid in the URL. */
    async function interactionFor(request: FastifyRequest<{ Params: UidParams }>, reply: FastifyReply): Promise<InteractionDetails> {
      let details: InteractionDetails;
      try {
        details = await provider.interactionDetails(request.raw, reply.raw);
      } catch (error) {
        if (error instanceof errors.SessionNotFound) throw new InteractionGone();
        throw error;
      }
      if (details.uid !== request.params.uid) throw new InteractionGone();
      return details;
    }

    /** Grants the requested scopes and claims (first-party app: no consent screen). */
    async function autoGrant(details: InteractionDetails, accountId: string): Promise<string> {
      const clientId = String(details.params.client_id);
      const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
      const grant = existing && existing.accountId === accountId && existing.clientId === clientId ? existing : new provider.Grant({ accountId, clientId });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
      if (details.prompt.name === 'consent') {
        if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
        for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
      } else if (typeof details.params.scope === 'string' && details.params.scope) {
        // At login the consent details are not computed yet: grant what was asked for, so the
        // consent prompt that follows finds nothing missing.
        grant.addOIDCScope(details.params.scope);
      }
      return grant.save();
    }

    async function finishConsent(request: FastifyRequest, reply: FastifyReply, details: InteractionDetails) {
      const accountId = details.session?.accountId;
      if (!accountId) throw new InteractionGone();
      const grantId = await autoGrant(details, accountId);
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return reply.headers(options.headers).header('cache-control', 'no-store').redirect(returnTo, 303);
    }

    scope.get<{ Params: UidParams }>(`${loginPath}/:uid`, async (request, reply) => {
      const details = await interactionFor(request, reply);
      if (details.prompt.name === 'consent') return finishConsent(request, reply, details);
      if (details.prompt.name !== 'login') throw new InteractionGone();
      return send(reply, 200, loginPage({ uid: details.uid, loginPath }));
    });

    scope.post<{ Params: UidParams; Body: Record<string, unknown> | undefined }>(`${loginPath}/:uid`, async (request, reply) => {
      const details = await interactionFor(request, reply);
      if (details.prompt.name === 'consent') return finishConsent(request, reply, details);
      if (details.prompt.name !== 'login') throw new InteractionGone();

      const body = request.body && typeof request.body === 'object' ? request.body : {};
      // A repeated field arrives as an array: treat it as not filled in rather than guess.
      const username = typeof body.username === 'string' ? body.username.trim().slice(0, MAX_USERNAME) : '';
      const password = typeof body.password === 'string' ? body.password.slice(0, MAX_PASSWORD) : '';
      const again = (status: number, messageKey: string) =>
        send(reply, status, loginPage({ uid: details.uid, loginPath, username: username.replace(CONTROL_CHARACTERS, ''), error: t(messageKey) }));

      if (!username || !password) return again(400, 'session.loginMissing');
      // No account has a NUL or another C0 control in its name, and PostgreSQL refuses NUL in text.
      if (CONTROL_CHARACTER.test(username) || password.includes('\u0000')) return again(400, 'session.loginInvalidCharacters');
      // Throttled, not locked: the wait is per (username, address) and per address, so nobody
      // can keep a user out from elsewhere; the password is not even checked.
      const address = request.ip;
      const wait = await loginWait(db, username, address);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return send(reply, 429, loginPage({ uid: details.uid, loginPath, username, error: t('session.loginLocked', { seconds: wait }) }));
      }

      const userId = await checkCredentials(db, username, password);
      if (userId === null) {
        await recordFailure(db, username, address);
        return again(401, 'session.loginFailed');
      }
      await clearFailures(db, username, address);

      // A temporary password (an admin's create or reset): the sign-in goes on only once it is replaced.
      const user = await db.selectFrom('users').select('must_change_password').where('id', '=', userId).executeTakeFirst();
      if (user?.must_change_password) return changePage(reply, details.uid, userId);
      return finishLogin(request, reply, details, userId);
    });

    const changePage = (reply: FastifyReply, uid: string, userId: number, status = 200, messageKey?: string, args?: Record<string, string | number>) =>
      send(
        reply,
        status,
        changePasswordPage({
          uid,
          loginPath,
          ticket: issueTicket(options.ticketKey, uid, userId),
          minLength: options.policy.minLength,
          error: messageKey ? t(messageKey, args) : undefined,
        }),
      );

    async function finishLogin(request: FastifyRequest, reply: FastifyReply, details: InteractionDetails, userId: number) {
      const accountId = String(userId);
      const grantId = await autoGrant(details, accountId);
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return reply.headers(options.headers).header('cache-control', 'no-store').redirect(returnTo, 303);
    }

    // The forced change of a temporary password (decision 154): the ticket proves the login of this
    // interaction; the new password must meet the policy and differ from the temporary one. Storing
    // it ends the user's other sessions, and the sign-in finishes as any other.
    scope.post<{ Params: UidParams; Body: Record<string, unknown> | undefined }>(`${loginPath}/:uid/contrasena`, async (request, reply) => {
      const details = await interactionFor(request, reply);
      if (details.prompt.name !== 'login') throw new InteractionGone();
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const userId = ticketUser(options.ticketKey, details.uid, body.ticket);
      if (userId === null) throw new InteractionGone();
      const user = await db
        .selectFrom('users')
        .select(['id', 'username', 'nombre', 'password_hash', 'must_change_password', 'version'])
        .where('id', '=', userId)
        .where('vigente', '=', true)
        .executeTakeFirst();
      if (!user) throw new InteractionGone();
      if (!user.must_change_password) return finishLogin(request, reply, details, userId);
      const password = typeof body.password === 'string' ? body.password.slice(0, MAX_PASSWORD) : '';
      const repeat = typeof body.repeat === 'string' ? body.repeat.slice(0, MAX_PASSWORD) : '';
      const problem = passwordProblem(password, options.policy, { username: user.username });
      if (problem) return changePage(reply, details.uid, userId, 400, problem.key, problem.args);
      if (password !== repeat) return changePage(reply, details.uid, userId, 400, 'password.mismatch');
      if (await verifyPassword(password, user.password_hash)) return changePage(reply, details.uid, userId, 400, 'password.sameAsCurrent');
      await db.transaction().execute(async (trx) => {
        await storePassword(trx, userId, password, false);
        await revokeUserSessions(trx, userId);
        await appendUserHistory(trx, {
          userId,
          version: user.version + 1,
          action: 'contrasena',
          changes: [
            { campo: 'contrasena', antes: null, despues: t('password.changedByUser') },
            { campo: 'debeCambiarContrasena', antes: true, despues: false },
          ],
          by: { id: userId, name: user.nombre },
        });
      });
      return finishLogin(request, reply, details, userId);
    });
  });
}
