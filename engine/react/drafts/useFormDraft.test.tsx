/** The draft's debounced write and the save's clear (SHR-OP01 override), on a clock the test moves. */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftStorage } from '../../core/draftStore';
import { SessionProvider } from '../session/SessionProvider';
import { DRAFT_DEBOUNCE_MS, useFormDraft } from './useFormDraft';

function memoryStorage(): DraftStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}

const session = { principal: { username: 'ana', roles: [], permissions: [] }, displayName: 'Ana', logout: () => undefined } as never;
const wrapper = ({ children }: { children: ReactNode }) => <SessionProvider session={session}>{children}</SessionProvider>;
const loaded = { nombre: 'Banco Nación' };

/** The hook on a bank record kept in `storage`, the user having acted on the form. */
function editedForm(storage: DraftStorage) {
  const hook = renderHook(({ data }) => useFormDraft({ module: 'banco', recordId: 1, loaded, version: 1, data, enabled: true, storage }), {
    wrapper,
    initialProps: { data: loaded as Record<string, unknown> },
  });
  act(() => hook.result.current.touch());
  return hook;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useFormDraft', () => {
  it('SHR-OP01 keeps an edit once the typing pauses', () => {
    const storage = memoryStorage();
    const { rerender } = editedForm(storage);
    rerender({ data: { nombre: 'Banco Nación Argentina' } });
    act(() => void vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS + 1));
    expect([...storage.items.values()].map((v) => JSON.parse(v).datos)).toEqual([{ nombre: 'Banco Nación Argentina' }]);
  });

  it('SHR-OP01 a save within the debounce of the last edit leaves no draft behind, on the timer or on leaving', () => {
    const storage = memoryStorage();
    const { result, rerender, unmount } = editedForm(storage);
    rerender({ data: { nombre: 'Banco Nación Argentina' } });
    // Guardar before the debounce fired: the save clears the draft.
    act(() => result.current.clear());
    act(() => void vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS * 2));
    expect(storage.items.size).toBe(0);
    unmount();
    expect(storage.items.size).toBe(0);
  });

  it('an edit after the save is kept again', () => {
    const storage = memoryStorage();
    const { rerender, result } = editedForm(storage);
    rerender({ data: { nombre: 'Banco Nación Argentina' } });
    act(() => result.current.clear());
    rerender({ data: { nombre: 'Banco de la Nación Argentina' } });
    act(() => void vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS + 1));
    expect([...storage.items.values()].map((v) => JSON.parse(v).datos)).toEqual([{ nombre: 'Banco de la Nación Argentina' }]);
  });
});
