/**
 * Text the database can store and a person can have meant: no NUL or other C0 control character
 * (tab, CR and LF only where a field is multi-line), no C1 control (U+0080–U+009F: no keyboard
 * types them, and U+0085 breaks a line the field does not have), no lone UTF-16
 * surrogate (PostgreSQL refuses NUL in text and JSONB, and a lone surrogate is not UTF-8 at all). The server refuses such text at
 * the edge (server/http/textSafety.ts), naming the field, before anything reaches the database.
 */

const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const singleLine = new RegExp(`[\\u0000-\\u001F\\u0080-\\u009F]|${LONE_SURROGATE}`);
const multiLine = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u0080-\\u009F]|${LONE_SURROGATE}`);

/** True when `text` may be stored; `multiline` allows tab, CR and LF. */
export function isStorableText(text: string, multiline = false): boolean {
  return !(multiline ? multiLine : singleLine).test(text);
}

/** A location in a JSON value: object keys and array indices. */
export type ValuePath = readonly (string | number)[];

/**
 * The path of the first string (or object key) in `value` that may not be stored, or null. A key
 * is reported at its own path. `multiline(path)` says where tab, CR and LF are allowed. Iterative,
 * so that a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown, multiline: (path: ValuePath) => boolean = () => false): ValuePath | null {
  // Each entry points to its parent: paths are built only for the strings that need one.
  interface Entry {
    readonly value: unknown;
    readonly key?: string | number;
    readonly parent?: Entry;
  }
  const pathOf = (entry: Entry | undefined, last?: string): ValuePath => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let e = entry; e?.parent; e = e.parent) path.push(e.key!);
    return path.reverse();
  };
  const stack: Entry[] = [{ value }];
  while (stack.length) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      if (!isStorableText(current) && !(isStorableText(current, true) && multiline(pathOf(entry)))) return pathOf(entry);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: entry });
    } else if (current && typeof current === 'object') {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i];
        if (!isStorableText(key)) return pathOf(entry, key);
        stack.push({ value: (current as Record<string, unknown>)[key], key, parent: entry });
      }
    }
  }
  return null;
}

/** The path without array indices (`direcciones.0.calle` → `direcciones.calle`): how schemas and ui schemas name a field. */
export const fieldPathOf = (path: ValuePath): string[] => path.filter((p): p is string => typeof p === 'string');
