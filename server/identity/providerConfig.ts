/**
 * The oidc-provider instance of the embedded identity service: one public client (the browser app,
 * authorization code + PKCE S256), opaque access tokens kept in the database, our users as
 * accounts, our login page as the only interaction, one-step logout, Spanish pages.
 */
import Provider, { type KoaContextWithOIDC, type KoaNext } from 'oidc-provider';
import type { Kysely } from 'kysely';
import { t } from '../../engine/core/messages';
import type { Database } from '../db/schema';
import { accountFinder } from './accounts';
import { payloadAdapterFactory } from './payloadAdapter';
import { originsOf } from './securityHeaders';
import { logoutPage, messagePage } from './pages';
import type { ServerKeys } from './serverKeys';

/** Lifetimes, in seconds. */
export const TTL = {
  /** Short: a stolen token is good for at most an hour; the app renews with its refresh token. */
  accessToken: 60 * 60,
  authorizationCode: 60,
  idToken: 60 * 60,
  interaction: 30 * 60,
  /** A working day: after it, the password is asked again. */
  session: 12 * 60 * 60,
} as const;

export interface ProviderSettings {
  readonly db: Kysely<Database>;
  readonly issuer: string;
  readonly clientId: string;
  readonly redirectUris: readonly string[];
  readonly postLogoutRedirectUris: readonly string[];
  readonly keys: ServerKeys;
  /** Path of the login page, e.g. `/ingresar`. */
  readonly loginPath: string;
  /** Headers every provider response carries (CSP etc.). */
  readonly headers: Record<string, string>;
  /** Trust X-Forwarded-* (behind a TLS-terminating reverse proxy). */
  readonly trustProxy: boolean;
  /** Where "back to the application" links go. */
  readonly appUrl: string;
  /** Reports errors the provider hit while answering (500s). */
  readonly onServerError: (error: unknown) => void;
}

function html(ctx: KoaContextWithOIDC, body: string): void {
  ctx.type = 'html';
  ctx.body = body;
}

/** Builds the configured provider (not yet mounted). */
export function createProvider(settings: ProviderSettings): Provider {
  const { db, clientId } = settings;
  const provider = new Provider(settings.issuer, {
    adapter: payloadAdapterFactory(db),
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        redirect_uris: [...settings.redirectUris],
        post_logout_redirect_uris: [...settings.postLogoutRedirectUris],
      },
    ],
    // Only the code flow: no implicit or hybrid response types at all.
    responseTypes: ['code'],
    // PKCE always, and only S256 (oidc-provider 8 could also be configured to accept `plain`).
    pkce: { methods: ['S256'], required: () => true },
    // The only client is public: no client secrets or client assertions to accept anywhere.
    clientAuthMethods: ['none'],
    scopes: ['openid', 'profile', 'offline_access'],
    claims: { acr: null, sid: null, auth_time: null, iss: null, openid: ['sub'], profile: ['name', 'preferred_username'] },
    findAccount: accountFinder(db),
    jwks: settings.keys.signingKeys,
    cookies: {
      keys: settings.keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${settings.loginPath}/${interaction.uid}` },
    // The browser app gets a refresh token without asking for offline_access (which would need a
    // consent prompt). It expires with the login session, so logging out ends it too.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      // issueAccessToken sets its own lifetime on the token; the provider only asks when none is set.
      AccessToken: TTL.accessToken,
      AuthorizationCode: TTL.authorizationCode,
      IdToken: TTL.idToken,
      Interaction: TTL.interaction,
      Session: TTL.session,
      Grant: TTL.session,
      // A rotated refresh token keeps its predecessor's end: rotation never extends the session.
      RefreshToken: (ctx: KoaContextWithOIDC | undefined) => ctx?.oidc?.entities?.RotatedRefreshToken?.remainingTTL ?? TTL.session,
    },
    // CORS only for the client's own origins (its redirect URIs), as the provider's default does.
    clientBasedCORS: (_ctx: unknown, origin: string, client: { redirectUris: string[] }) =>
      origin !== 'null' && originsOf(client.redirectUris).includes(origin),
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      // The app may revoke its own tokens on logout; oidc-provider 8 refuses any other client's
      // token itself ("this token does not belong to you"), so there is no policy to configure.
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => html(ctx, logoutPage(form)),
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) =>
          html(
            ctx,
            messagePage({ title: t('login.loggedOutTitle'), message: t('login.loggedOutBody'), link: { href: settings.appUrl, label: t('login.loginAgain') } }),
          ),
      },
    },
    renderError: async (ctx: KoaContextWithOIDC, out: { error?: string }) =>
      html(
        ctx,
        messagePage({
          title: t('login.unexpectedTitle'),
          message: ctx.status >= 500 ? t('login.unexpectedBody') : t('login.invalidRequestBody'),
          code: out.error,
          link: { href: settings.appUrl, label: t('login.backToApp') },
        }),
      ),
  });

  provider.proxy = settings.trustProxy;

  // Runs before every provider route: the security headers of its answers (the provider then adds
  // the hash of its own inline form_post script to this CSP when it needs one).
  provider.use(async (ctx: KoaContextWithOIDC, next: KoaNext) => {
    for (const [name, value] of Object.entries(settings.headers)) ctx.set(name, value);
    await next();
  });
  provider.on('server_error', (_ctx: unknown, error: unknown) => settings.onServerError(error));
  // Koa's own fallback prints to stderr; route it to our logger instead.
  provider.on('error', (error: unknown) => settings.onServerError(error));
  return provider;
}
