/**
 * The data layer's only door to the server. Screens never call fetch: they get an `ApiClient` from
 * context, so stories and tests inject a fake transport. Error bodies become `ApiError`s and any
 * 401 goes to one global handler (SES-17, SES-OP01).
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
}

/** Sends one request; a network failure rejects. */
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

export interface ApiClient {
  request<T>(request: ApiRequest): Promise<T>;
  get<T>(path: string, params?: ApiRequest['params'], signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  /** A multipart POST (a `FormData` body), reporting upload progress; errors and 401s as every call. */
  upload(path: string, body: FormData, onProgress?: (fraction: number) => void): Promise<unknown>;
  /** The bytes of a protected file (with the bearer, unlike a plain link); errors and 401s as every call. */
  download(path: string, onProgress?: (receivedBytes: number) => void): Promise<Blob>;
}

export interface ApiClientOptions {
  /** Called on every 401 before the call rejects. */
  readonly onUnauthorized?: (error: ApiError) => void;
}

/** An ApiClient over a transport. */
export function createApiClient(transport: ApiTransport, options: ApiClientOptions = {}): ApiClient {
  const request = async <T>(req: ApiRequest): Promise<T> => {
    let response: ApiResponse;
    try {
      response = await transport(req);
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new ApiError(0, 'red', '');
    }
    if (response.status >= 200 && response.status < 300) return response.body as T;
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
  };
}

/** `path?a=1&b=2`, leaving out undefined parameters. */
export function withQuery(path: string, params: ApiRequest['params']): string {
  const entries = Object.entries(params ?? {}).filter((e): e is [string, string] => e[1] !== undefined);
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path;
}
