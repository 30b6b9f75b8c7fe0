/**
 * Content sniffing for uploads: the bytes must be what the extension says (a `.pdf` holding HTML
 * or a program is refused). Binary types by signature (`file-type`); plain text has none, so it
 * must carry no known signature, no NUL byte and be valid UTF-8.
 */
import { fileTypeFromBuffer } from 'file-type';
import { SERVER_EXTENSIONS } from './uploadPolicy';

function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** True when the content matches the (server-accepted) extension. */
export async function contentMatchesExtension(extension: string, bytes: Uint8Array): Promise<boolean> {
  const rule = SERVER_EXTENSIONS[extension];
  if (!rule || bytes.length === 0) return false;
  const detected = await fileTypeFromBuffer(bytes);
  if (rule.content === 'text') return detected === undefined && isPlainText(bytes);
  return detected?.ext === rule.content;
}
