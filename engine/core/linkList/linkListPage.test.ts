import { describe, expect, it } from 'vitest';
import { linkListPage, pageCount, pageOfRow } from './linkListPage';

describe('linkListPage', () => {
  it('ACC-39 / CRD-14 12 rows at 10 per page are two pages: 10 rows, then 2', () => {
    expect(linkListPage(12, 10, 0)).toEqual({ page: 0, pages: 2, indexes: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
    expect(linkListPage(12, 10, 1)).toEqual({ page: 1, pages: 2, indexes: [10, 11] });
  });

  it('a list without pageSize shows every row on one page', () => {
    expect(linkListPage(3, undefined, 4)).toEqual({ page: 0, pages: 1, indexes: [0, 1, 2] });
    expect(pageCount(25, undefined)).toBe(1);
  });

  it('a page past the end (a deleted unsaved row emptied it) falls back to the last page; an empty list has one page', () => {
    expect(linkListPage(10, 10, 1)).toMatchObject({ page: 0, pages: 1 });
    expect(linkListPage(0, 10, 3)).toEqual({ page: 0, pages: 1, indexes: [] });
    expect(linkListPage(5, 10, -2).page).toBe(0);
  });

  it('a row added at the end lands on the last page', () => {
    expect(pageOfRow(10, 10)).toBe(1);
    expect(pageOfRow(9, 10)).toBe(0);
    expect(pageOfRow(0, 10)).toBe(0);
    expect(pageOfRow(30, undefined)).toBe(0);
  });
});
