import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatJson } from '../../../scripts/newModule/formatJson';

describe('new-module JSON layout', () => {
  it("rewrites the shipped screens.config.json and the modules' config files unchanged (the generator writes them in this layout)", () => {
    const text = readFileSync('screens.config.json', 'utf8');
    expect(formatJson(JSON.parse(text))).toBe(text);
    for (const module of readdirSync('schemas')) {
      const file = join('schemas', module, `${module}.config.json`);
      if (!existsSync(file)) continue;
      const moduleText = readFileSync(file, 'utf8');
      expect(formatJson(JSON.parse(moduleText)), file).toBe(moduleText);
    }
  });

  it('keeps a short value on one line and breaks a long one member by member', () => {
    expect(formatJson({ a: [1, 2], b: { c: 'd' } })).toBe('{ "a": [1, 2], "b": { "c": "d" } }\n');
    expect(formatJson({ a: 'x'.repeat(20), b: 'y'.repeat(20) }, 30)).toBe(`{\n  "a": "${'x'.repeat(20)}",\n  "b": "${'y'.repeat(20)}"\n}\n`);
  });
});
