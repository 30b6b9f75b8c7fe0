/**
 * The data layer's only door to the server. Screens never call fetch: they get an `ApiClient` from
 * context, so stories and tests inject a fake transport. Error bodies, and 2xx bodies that set
 * `error` (SHR-22), become `ApiError`s; every failure is handed to the app's log (SHR-23) and any
 * 401 to one global handler (SES-17, SES-OP01).
 */
import { ApiError, toApiError } from './ApiError';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: Readonly<Record<string, string | undefined>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Upload progress (0…1) of a multipart body (`upload`); a transport that cannot report it ignores it. */
  readonly onUploadProgress?: (fraction: number) => void;
  /** Download progress: bytes of a 'blob' body received so far; a transport that cannot report it ignores it. */
  readonly onDownloadProgress?: (receivedBytes: number) => void;
  /** 'blob' reads a successful body as bytes (downloads); errors are still read as JSON. */
  readonly responseType?: 'json' | 'blob';
}

export interface ApiResponse {
  readonly status: number;
  readonly body: unknown;
  /** The digest of the caller's rights the server answered with (`X-Acceso`), when it sent one. */
  readonly access?: string;
}

/** Sends one request; a network failure rejects. */
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

/** A transport that may already hold the answer of a GET (an early call that is in: engine/react/api/earlyCalls.ts). */
export type AnsweredTransport = ApiTransport & {
  /** That answer, taken once, when it is in and `accept`ed; else undefined (the request then goes through the transport). */
  readonly answered?: (request: ApiRequest, accept: (response: ApiResponse) => boolean) => ApiResponse | undefined;
};

export interface ApiClient {
  request<T>(request: ApiRequest): Promise<T>;
  get<T>(path: string, params?: ApiRequest['params'], signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  /** A multipart POST (a `FormData` body), reporting upload progress; errors and 401s as every call. */
  upload(path: string, body: FormData, onProgress?: (fraction: number) => void): Promise<unknown>;
  /** The bytes of a protected file (with the bearer, unlike a plain link); errors and 401s as every call. */
  download(path: string, onProgress?: (receivedBytes: number) => void): Promise<Blob>;
  /**
   * The body of a successful answer to `GET path?params` that the app already holds (the first
   * screen's page, answered early), taken once; undefined when there is none (ask with `get`).
   */
  answered?(path: string, params?: ApiRequest['params']): unknown;
}

export interface ApiClientOptions {
  /** Called on every 401 before the call rejects. */
  readonly onUnauthorized?: (error: ApiError) => void;
  /** Called on every failed answer (HTTP failure or error flag, SHR-23) before the call rejects: the app logs it. */
  readonly onFailure?: (failure: ApiFailure) => void;
  /** Called with the digest of the caller's rights of every answer that carries one: the app reloads its principal when it changes. */
  readonly onAccess?: (access: string) => void;
}

/** A failed answer as it is logged (SHR-23): what was asked and what came back. */
export interface ApiFailure {
  readonly method: HttpMethod;
  readonly path: string;
  readonly status: number;
  readonly body: unknown;
}

/** True for a body that says it failed (SHR-22): an `error` field set to anything but null or false. */
function flagsError(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body) || body instanceof Blob) return false;
  const error = (body as { error?: unknown }).error;
  // A reply that carries its own flag (`error: { has, mensajes }`, HOM-03) is read by its caller, which says its messages (HOM-19).
  if (error && typeof error === 'object' && typeof (error as { has?: unknown }).has === 'boolean') return false;
  return error !== undefined && error !== null && error !== false;
}

/** The app's failure log (SHR-23): one console line per failed answer, with the request and the response body. */
export function logFailedResponse(failure: ApiFailure): void {
  console.error(`[api] ${failure.method} ${failure.path} → ${failure.status}`, failure.body);
}

/** An ApiClient over a transport. */
export function createApiClient(transport: AnsweredTransport, options: ApiClientOptions = {}): ApiClient {
  const request = async <T>(req: ApiRequest): Promise<T> => {
    let response: ApiResponse;
    try {
      response = await transport(req);
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      options.onFailure?.({ method: req.method, path: req.path, status: 0, body: null });
      throw new ApiError(0, 'red', '');
    }
    if (response.access) options.onAccess?.(response.access);
    // A 2xx whose body sets `error` is a failure like an HTTP one (SHR-22).
    if (response.status >= 200 && response.status < 300 && !flagsError(response.body)) return response.body as T;
    options.onFailure?.({ method: req.method, path: req.path, status: response.status, body: response.body });
    const error = toApiError(response.status, response.body);
    if (response.status === 401) options.onUnauthorized?.(error);
    throw error;
  };
  return {
    request,
    get: (path, params, signal) => request({ method: 'GET', path, params, signal }),
    post: (path, body) => request({ method: 'POST', path, body }),
    put: (path, body) => request({ method: 'PUT', path, body }),
    upload: (path, body, onProgress) => request({ method: 'POST', path, body, onUploadProgress: onProgress }),
    download: (path, onProgress) => request<Blob>({ method: 'GET', path, responseType: 'blob', onDownloadProgress: onProgress }),
    answered: (path, params) => transport.answered?.({ method: 'GET', path, params }, (r) => r.status >= 200 && r.status < 300 && !flagsError(r.body))?.body,
  };
}

/** `path?a=1&b=2`, leaving out undefined parameters. */
export function withQuery(path: string, params: ApiRequest['params']): string {
  const entries = Object.entries(params ?? {}).filter((e): e is [string, string] => e[1] !== undefined);
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path;
}
