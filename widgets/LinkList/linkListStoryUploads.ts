/**
 * The link-list stories' answer to uploads (`POST /api/archivos`, WID-01) for EngineHarness's
 * `answer`: the file dialog's upload field gets a stored file's id and name as the server gives
 * them; every other request goes on to the fake module server. Tests read what was sent.
 */
import type { ApiRequest, ApiResponse } from '../../engine/react/api/ApiClient';
import { UPLOAD_PATH } from '../FileUpload/uploadTarget';

/** Uploads the stories received (tests read the multipart fields). */
export const receivedLinkListUploads: ApiRequest[] = [];

let nextId = 501;

/** A 201 with the stored file for an upload; undefined for anything else. */
export function answerLinkListUploads(request: ApiRequest): ApiResponse | undefined {
  if (request.method !== 'POST' || request.path !== UPLOAD_PATH) return undefined;
  receivedLinkListUploads.push(request);
  const file = request.body instanceof FormData ? request.body.get('archivo[]') : null;
  const id = `archivo-${nextId++}`;
  const stored = file instanceof File ? { nombre: file.name, tipo: file.type, tamano: file.size } : { nombre: 'archivo', tipo: '', tamano: 0 };
  request.onUploadProgress?.(1);
  return { status: 201, body: { datos: [{ id, ...stored, url: `${UPLOAD_PATH}/${id}` }] } };
}
