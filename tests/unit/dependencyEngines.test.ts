/**
 * Every installed package runs on the Node.js the project supports (package.json `engines.node`):
 * a dependency that requires a newer Node prints EBADENGINE at install and may fail at run time
 * (cookie@2 and content-disposition@3 required Node 22 on a Node 20 machine). Read from the lock
 * file, so a version bump that brings such a package fails here before it reaches a machine.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import semver from 'semver';

interface LockEntry {
  readonly version?: string;
  readonly engines?: { readonly node?: string } | readonly string[];
  readonly dev?: boolean;
  readonly optional?: boolean;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };

/** The lowest Node version the project declares it supports (`>=20.19` → 20.19.0). */
const oldestSupported = semver.minVersion(pkg.engines.node)!.version;

describe('dependencies and the supported Node.js', () => {
  it(`every package in the lock file accepts Node ${oldestSupported} (the project's engines.node)`, () => {
    const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = entry.engines && !Array.isArray(entry.engines) ? (entry.engines as { node?: string }).node : undefined;
      if (!path || !range || semver.satisfies(oldestSupported, range, { includePrerelease: true })) return [];
      return [`${path.replace(/^.*node_modules\//, '')}@${entry.version} requires node ${range}`];
    });
    expect(refusing).toEqual([]);
  });

  it('the lock file holds no package that nothing depends on (npm install would rewrite it)', () => {
    const extraneous = Object.entries(lock.packages).flatMap(([path, entry]) => ((entry as { extraneous?: boolean }).extraneous ? [path] : []));
    expect(extraneous).toEqual([]);
  });
});
