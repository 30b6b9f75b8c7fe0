import { describe, expect, it } from 'vitest';
import { removalOf } from './recordRemoval';

const facts = { claimedNew: true, createdBy: 7, userId: 7, version: 1 };

describe('removalOf (CRD-13, FEE-14, LNK-29)', () => {
  it('CRD-13 CRD-OP06 a record created in this editing session by the user and unchanged is deleted at once', () => {
    expect(removalOf(facts)).toBe('delete');
  });
  it('CRD-13 FEE-14 a saved record (not claimed new) is marked eliminar', () => {
    expect(removalOf({ ...facts, claimedNew: false })).toBe('mark');
  });
  it('CRD-13 a claim the stored record contradicts marks it instead: another creator, a seeded record, a record changed since', () => {
    expect(removalOf({ ...facts, createdBy: 8 })).toBe('mark');
    expect(removalOf({ ...facts, createdBy: null })).toBe('mark');
    expect(removalOf({ ...facts, version: 2 })).toBe('mark');
  });
});
