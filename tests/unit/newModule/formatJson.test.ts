import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatJson } from '../../../scripts/newModule/formatJson';

describe('new-module JSON layout', () => {
  it('rewrites the shipped screens.config.json unchanged (the generator adds only its entries)', () => {
    const text = readFileSync('screens.config.json', 'utf8');
    expect(formatJson(JSON.parse(text))).toBe(text);
  });

  it('keeps a short value on one line and breaks a long one member by member', () => {
    expect(formatJson({ a: [1, 2], b: { c: 'd' } })).toBe('{ "a": [1, 2], "b": { "c": "d" } }\n');
    expect(formatJson({ a: 'x'.repeat(20), b: 'y'.repeat(20) }, 30)).toBe(`{\n  "a": "${'x'.repeat(20)}",\n  "b": "${'y'.repeat(20)}"\n}\n`);
  });
});
