/**
 * A Vite production build of bench pages that leaves the process's environment as it found it:
 * Vite's build sets `process.env.NODE_ENV = 'production'` for the whole process, and a benchmark
 * run after it (seeding demo cards needs the demo field cipher) would then act as production.
 */
import { build } from 'vite';

/** Builds with the Vite config at `configFile`, restoring NODE_ENV afterwards. */
export async function buildPages(configFile: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ configFile });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
