import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, draftKey, pruneDrafts, readDraft, removeDraft, writeDraft, type DraftStorage } from './draftStore';

function mapStorage(initial: Record<string, string> = {}): DraftStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k), keys: () => [...map.keys()] };
}

const now = Date.parse('2025-03-10T12:00:00Z');
const draft = { savedAt: '2025-03-10T11:00:00.000Z', version: 3, datos: { descripcion: 'Banco Nuevo' } };

describe('draftStore (SHR-OP01 override)', () => {
  it('keys drafts by user, module and record, "nuevo" when creating', () => {
    expect(draftKey({ username: 'admin', module: 'banco', id: 42 })).toBe('bo.draft.admin.banco.42');
    expect(draftKey({ username: 'admin', module: 'banco' })).toBe('bo.draft.admin.banco.nuevo');
  });

  it('writes and reads back { savedAt, version, datos }', () => {
    const storage = mapStorage();
    expect(writeDraft(storage, 'bo.draft.admin.banco.1', draft)).toBe(true);
    expect(JSON.parse(storage.map.get('bo.draft.admin.banco.1')!)).toEqual(draft);
    expect(readDraft(storage, 'bo.draft.admin.banco.1', now)).toEqual(draft);
    expect(readDraft(storage, 'bo.draft.staff.banco.1', now)).toBeNull();
  });

  it('drops a draft older than the maximum age, and a malformed one', () => {
    const old = { ...draft, savedAt: new Date(now - DRAFT_MAX_AGE_MS - 1).toISOString() };
    const storage = mapStorage({
      a: JSON.stringify(old),
      b: '{no es json',
      c: JSON.stringify({ savedAt: 'ayer', datos: {} }),
      d: JSON.stringify({ ...draft, datos: [1] }),
    });
    for (const key of ['a', 'b', 'c', 'd']) expect(readDraft(storage, key, now)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('a draft without a version (create form) reads with version null', () => {
    const storage = mapStorage({ k: JSON.stringify({ savedAt: draft.savedAt, datos: { pais: 'Chile' } }) });
    expect(readDraft(storage, 'k', now)).toEqual({ savedAt: draft.savedAt, version: null, datos: { pais: 'Chile' } });
  });

  it('removes a draft; a failing storage never throws', () => {
    const storage = mapStorage({ k: JSON.stringify(draft) });
    removeDraft(storage, 'k');
    expect(storage.map.has('k')).toBe(false);
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(writeDraft(broken, 'k', draft)).toBe(false);
    expect(readDraft(broken, 'k', now)).toBeNull();
    expect(() => removeDraft(broken, 'k')).not.toThrow();
  });

  it('prunes expired drafts of any user and leaves other keys alone', () => {
    const old = JSON.stringify({ ...draft, savedAt: '2025-01-01T00:00:00.000Z' });
    const storage = mapStorage({ 'bo.draft.admin.banco.1': old, 'bo.draft.staff.banco.nuevo': JSON.stringify(draft), 'otra.cosa': 'x' });
    pruneDrafts(storage, now);
    expect([...storage.map.keys()]).toEqual(['bo.draft.staff.banco.nuevo', 'otra.cosa']);
  });
});
