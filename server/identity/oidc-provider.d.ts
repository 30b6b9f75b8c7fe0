/**
 * The part of oidc-provider 8 (8.8.x, the newest line that supports Node 20; every 9.x wants Node 22)
 * that we use, typed. The package ships no types, so we declare only what server/identity touches
 * (loosely where the library passes its own objects back to us). The module exports the Provider
 * class as default and as `Provider`, plus `errors` and `interactionPolicy`.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type KoaNext = () => Promise<void>;

  /** The Koa context, with oidc-provider's `oidc` bag. */
  export interface KoaContextWithOIDC {
    body: unknown;
    type: string;
    status: number;
    host: string;
    path: string;
    set(field: string, value: string): void;
    // The library's per-request state; its shape depends on the route.
    oidc: any;
  }

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: unknown, rejected: string[]): Promise<AccountClaims> | AccountClaims;
  }

  /** The persistence interface a storage adapter implements (one instance per model name). */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
  }

  export interface JWK {
    [key: string]: unknown;
    kty?: string;
    kid?: string;
    alg?: string;
    use?: string;
  }

  export interface InteractionDetails {
    uid: string;
    returnTo: string;
    params: Record<string, unknown> & { client_id?: string; scope?: string };
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
    exp: number;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; acr?: string; amr?: string[] };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    /** Epoch seconds. */
    exp?: number;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export interface AccessToken {
    jti: string;
    accountId: string;
    clientId: string;
    grantId: string;
    exp: number;
    isExpired: boolean;
    /** Bound to the login session `sessionUid`: valid only while that session lasts (logout ends it). */
    expiresWithSession?: boolean;
    sessionUid?: string;
    save(): Promise<string>;
  }

  export interface ProviderConfiguration {
    [option: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    use(middleware: (ctx: KoaContextWithOIDC, next: KoaNext) => Promise<void> | void): this;
    on(event: string, listener: (...args: any[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: InteractionResults, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: InteractionResults, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
    readonly Grant: {
      new (properties: { accountId: string; clientId: string; expiresIn?: number }): Grant;
      find(id: string, options?: { ignoreExpiration?: boolean }): Promise<Grant | undefined>;
    };
    readonly AccessToken: {
      new (properties: { accountId: string; clientId: string; grantId: string; scope?: string; gty?: string; expiresIn?: number }): AccessToken;
      find(value: string, options?: { ignoreSessionBinding?: boolean }): Promise<AccessToken | undefined>;
    };
    readonly Session: {
      findByUid(uid: string): Promise<{ accountId?: string; exp?: number } | undefined>;
    };
    readonly Client: {
      find(id: string): Promise<{ clientId: string; redirectUris: string[] } | undefined>;
    };
  }

  export const errors: {
    SessionNotFound: new (...args: any[]) => Error;
    [name: string]: new (...args: any[]) => Error;
  };

  export default Provider;
}
