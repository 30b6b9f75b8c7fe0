/**
 * Runs one benchmark with the process's environment restored afterwards: what a benchmark sets in
 * `process.env` (Vite's build sets NODE_ENV=production for the whole process, for one) must not
 * change how the next benchmark of the same `npm run bench` behaves. The names it changed are
 * printed, so that a benchmark that relies on such a change is seen rather than silently undone.
 */
export async function withIsolatedEnv<T>(label: string, run: () => Promise<T>): Promise<T> {
  const before = { ...process.env };
  try {
    return await run();
  } finally {
    const changed = [...new Set([...Object.keys(before), ...Object.keys(process.env)])].filter((name) => before[name] !== process.env[name]);
    for (const name of changed) {
      if (before[name] === undefined) delete process.env[name];
      else process.env[name] = before[name];
    }
    if (changed.length) console.log(`  (${label}: entorno del proceso restaurado tras el benchmark: ${changed.join(', ')})`);
  }
}
