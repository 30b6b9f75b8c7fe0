/** The browser transport: fetch with the bearer token in the Authorization header (docs/api.md). */
import { withQuery, type ApiRequest, type ApiResponse, type ApiTransport } from './ApiClient';

export interface FetchTransportOptions {
  /** The current access token (OIDC access token or temporary token), or null. */
  readonly getToken: () => string | null;
  readonly baseUrl?: string;
}

/** Parses a JSON body; non-JSON bodies read as null. */
function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * A transport over `fetch`; non-JSON bodies read as null. A `FormData` body (ApiClient.upload) goes
 * through XMLHttpRequest instead, the only browser API that reports upload progress, with the same
 * bearer header; the browser sets the multipart Content-Type.
 */
export function fetchTransport({ getToken, baseUrl = '' }: FetchTransportOptions): ApiTransport {
  return async (request) => {
    const { method, path, params, body, signal } = request;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (typeof FormData !== 'undefined' && body instanceof FormData) return xhrUpload(baseUrl + withQuery(path, params), headers, body, request);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(baseUrl + withQuery(path, params), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
    const access = response.headers.get('x-acceso') ?? undefined;
    if (request.responseType === 'blob' && response.ok) {
      const progress = request.onDownloadProgress;
      return { status: response.status, access, body: progress && response.body ? await readCounting(response, progress) : await response.blob() };
    }
    return { status: response.status, access, body: parseBody(await response.text()) };
  };
}

/** Sends a multipart body with XMLHttpRequest; a network failure rejects (TypeError), an abort rejects (AbortError). */
function xhrUpload(url: string, headers: Record<string, string>, body: FormData, { method, signal, onUploadProgress }: ApiRequest): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const aborted = () => reject(new DOMException('La subida fue cancelada', 'AbortError'));
    if (signal?.aborted) return aborted();
    xhr.open(method, url);
    xhr.withCredentials = false;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => resolve({ status: xhr.status, access: xhr.getResponseHeader('x-acceso') ?? undefined, body: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = aborted;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Reads a streamed body chunk by chunk, reporting the bytes received (a long export shows it grow). */
async function readCounting(response: Response, onProgress: (receivedBytes: number) => void): Promise<Blob> {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? '' });
}
