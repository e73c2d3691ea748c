// Node built-ins loaded when first needed. Kept apart from runtime/modules.ts (which reaches better-sqlite3 through
// native.ts) so that the hook bundle can use it without pulling the store in.
import { createRequire } from 'node:module';

/**
 * This module's require. The hook path is bundled as CommonJS (dist/hook/hook-main.cjs), where import.meta.url is
 * undefined and __filename is the bundle; everything else is ES modules. Made on first use, so loading this module
 * can never throw.
 */
let requireHere: NodeJS.Require | null = null;
export const moduleRequire = (): NodeJS.Require =>
  (requireHere ??= createRequire(typeof __filename === 'string' ? __filename : import.meta.url));

/**
 * A Node built-in loaded when first needed, not with the module that names it: node:child_process brings node:net,
 * node:dgram and the streams with it, milliseconds a hook that never spawns should not pay. (A dynamic import() of a
 * built-in fails in the hook bundle, which runs from a V8 code cache.)
 */
export function lazyBuiltin<T>(name: string): () => T {
  let loaded: T | null = null;
  return () => (loaded ??= moduleRequire()(name) as T);
}

/**
 * One of Node's internal bindings through process.binding (deprecated in the docs only, kept for these modules):
 * what node:net and node:v8 are built on, without their start-up cost. Null where this Node does not give it.
 */
export function processBinding<T>(name: string): T | null {
  const quiet = process.noDeprecation;
  try {
    process.noDeprecation = true; // --pending-deprecation would otherwise print a warning to the hook's stderr
    return ((process as unknown as { binding(name: string): T }).binding(name) ?? null) as T | null;
  } catch {
    return null;
  } finally {
    process.noDeprecation = quiet;
  }
}
