/**
 * Content sniffing for uploads: the bytes must be what the extension says (a `.pdf` holding HTML
 * or a program is refused). Binary types by signature (`file-type`, on the file's first bytes);
 * plain text has none, so it must carry no known signature, no NUL byte and be valid UTF-8
 * (checked over the whole file while it streamed, see readUpload).
 */
import { fileTypeFromBuffer } from 'file-type';
import { SERVER_EXTENSIONS } from './uploadPolicy';

/** True when the content matches the (server-accepted) extension. */
export async function contentMatchesExtension(extension: string, head: Uint8Array, plainText: boolean): Promise<boolean> {
  const rule = SERVER_EXTENSIONS[extension];
  if (!rule || head.length === 0) return false;
  const detected = await fileTypeFromBuffer(head);
  if (rule.content === 'text') return detected === undefined && plainText;
  return detected?.ext === rule.content;
}
