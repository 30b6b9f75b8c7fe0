/**
 * HOM-15: whether the server's version (`extras.version` of Home's access data) is newer than the
 * version the browser was loaded with. Versions are dot-separated numbers (`1.4.10`); a part that is
 * not a number compares as text, a missing part as 0. Pure.
 */

function parts(version: string): string[] {
  return version.trim().replace(/^v/i, '').split(/[.+-]/);
}

/** True when `server` is a later version than `client`; false when either is blank or they are equal. */
export function isNewerVersion(server: string | null | undefined, client: string | null | undefined): boolean {
  if (!server?.trim() || !client?.trim()) return false;
  const a = parts(server);
  const b = parts(client);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? '0';
    const y = b[i] ?? '0';
    const nx = Number(x);
    const ny = Number(y);
    const order = Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : x.localeCompare(y);
    if (order !== 0) return order > 0;
  }
  return false;
}
