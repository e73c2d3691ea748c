// Node's module compile cache (Node 22.1 and later): the compiled code of the bundles a process loads is kept in the
// data dir and handed back to V8 by the next process, instead of being parsed and compiled again. A hook spends most
// of its own start-up compiling its bundle, so this is where it gets close to a bare `node -e 0` (BENCHMARKS.md,
// "Hooks"). Node checks each entry against its source and its own version; a torn or stale file is recompiled. On
// Node 20, which has no compile cache, the bundles are compiled at every run.
import fs from 'node:fs';
import nodeModule from 'node:module';

type ModuleWithCache = { enableCompileCache?: (dir?: string) => unknown; flushCompileCache?: () => void };

export function enableCompileCache(dir: string): void {
  const m = nodeModule as ModuleWithCache;
  if (!m.enableCompileCache) return;
  try {
    // Owner-only, like everything in the data dir (Node writes its files with the default mode).
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    m.enableCompileCache(dir);
  } catch {
    // an unwritable data dir: compile without a cache
  }
}

/** Writes what this run compiled (Node would at a normal exit; a hook ends with process.exit). */
export function flushCompileCache(onError: (err: unknown) => void): void {
  try {
    (nodeModule as ModuleWithCache).flushCompileCache?.();
  } catch (err) {
    onError(err);
  }
}
