import { describe, expect, it } from 'vitest';
import { overlappingFiles, rangesOverlap } from './overlappingFiles';

const file = (numeroDeFile: string, tipo: string, fechaDesde: string, fechaHasta?: string) => ({ numeroDeFile, tipo, fechaDesde, fechaHasta });

describe('account file entries', () => {
  it('ACC-73 rejects two entries with the same number and type whose dates overlap', () => {
    expect(overlappingFiles([file('F-100', 'AER', '2026-01-01', '2026-01-31'), file('F-100', 'AER', '2026-01-31', '2026-02-10')])).toBe(true);
    expect(overlappingFiles([file('F-100', 'AER', '2026-01-01'), file('f-100', 'AER', '2027-05-01', '2027-05-02')])).toBe(true);
  });

  it('ACC-73 accepts the same number with another type, another number, or ranges that do not touch', () => {
    expect(overlappingFiles([file('F-100', 'AER', '2026-01-01', '2026-01-31'), file('F-100', 'HOT', '2026-01-10', '2026-01-20')])).toBe(false);
    expect(overlappingFiles([file('F-100', 'AER', '2026-01-01', '2026-01-31'), file('F-101', 'AER', '2026-01-10', '2026-01-20')])).toBe(false);
    expect(overlappingFiles([file('F-100', 'AER', '2026-01-01', '2026-01-31'), file('F-100', 'AER', '2026-02-01', '2026-02-28')])).toBe(false);
    expect(rangesOverlap(file('A', 'X', '2026-03-01', '2026-03-02'), file('A', 'X', '2026-02-01', '2026-02-28'))).toBe(false);
  });
});
