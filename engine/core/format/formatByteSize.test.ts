import { describe, expect, it } from 'vitest';
import { formatByteSize } from './formatByteSize';

describe('formatByteSize', () => {
  it('shows bytes, KB and MB with a decimal comma below 10', () => {
    expect(formatByteSize(0)).toBe('0 B');
    expect(formatByteSize(850)).toBe('850 B');
    expect(formatByteSize(1536)).toBe('1,5 KB');
    expect(formatByteSize(12 * 1024 + 100)).toBe('12 KB');
    expect(formatByteSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
  it('never throws nor shows a negative or NaN size', () => {
    expect(formatByteSize(-5)).toBe('0 B');
    expect(formatByteSize(Number.NaN)).toBe('0 B');
  });
});
