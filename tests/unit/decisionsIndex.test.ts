/** docs/decisions/: one file per decision, numbered without gaps, each with a status, each in the topic index (docs/decisions.md). */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const files = readdirSync('docs/decisions').filter((name) => name.endsWith('.md'));
const index = readFileSync('docs/decisions.md', 'utf8');

describe('the decision records', () => {
  // Parallel work reserves ranges of numbers, so a number may be missing until its work lands.
  it('are numbered 001… without repeats, one file each, titled with their number and with a status', () => {
    const numbers = files.map((name) => Number(/^(\d{3})-[a-z0-9-]+\.md$/.exec(name)?.[1]));
    expect(numbers[0]).toBe(1);
    expect(numbers.every((n, i) => Number.isInteger(n) && (i === 0 || n > numbers[i - 1]))).toBe(true);
    for (const name of files) {
      const text = readFileSync(`docs/decisions/${name}`, 'utf8');
      expect(text, name).toMatch(new RegExp(`^# ${Number(name.slice(0, 3))}\\. \\S`));
      expect(text, name).toMatch(/^Status: (accepted|(amended|superseded) by \[\d+\]\(\d{3}-[a-z0-9-]+\.md\)(, \[\d+\]\(\d{3}-[a-z0-9-]+\.md\))*)$/m);
    }
  });

  it('are each listed once in the index by topic, by a link that resolves', () => {
    for (const name of files) expect(index.split(`](decisions/${name})`).length - 1, name).toBe(1);
    const linked = [...index.matchAll(/\]\(decisions\/([^)]+)\)/g)].map((m) => m[1]);
    for (const name of linked) expect(files, name).toContain(name);
  });
});
