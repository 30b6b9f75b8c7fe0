/** docs/reference.md is generated from the code's doc comments (npm run gen) and must be current. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REFERENCE_FILE, referenceText } from '../../scripts/gen-reference';
import { annotationKeywords } from '../../engine/core/annotations';

describe('the generated reference', () => {
  it('is current (run npm run gen) and names every schema annotation and the root config keys', () => {
    const text = referenceText();
    expect(readFileSync(REFERENCE_FILE, 'utf8'), `${REFERENCE_FILE} está desactualizado: ejecute npm run gen`).toBe(text);
    for (const keyword of Object.keys(annotationKeywords)) expect(text).toContain(`| \`${keyword}\` |`);
    for (const key of ['modules', 'screens', 'menu', 'session', 'notifications']) expect(text).toContain(`| \`${key}\``);
  });
});
