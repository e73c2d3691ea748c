// Heavy optional packages (the sentence encoders) are imported through here. In a development clone, or a plugin
// copy where Claude Code installed node_modules, a plain import finds them; in an installed plugin without them they
// come from the runtime dir that `claude-memory runtime install` fills. The composition root sets that dir once.
import { createRequire } from 'node:module';
import { importRuntimeModule, requireRuntimeModule, resolveRuntimeFile, type RuntimeLocation } from './native.js';

/**
 * This module's require. The hook path is bundled as CommonJS (dist/hook/hook-main.cjs), where import.meta.url is
 * undefined and __filename is the bundle; everything else is ES modules. Made on first use, so loading this module
 * can never throw.
 */
let requireHere: NodeJS.Require | null = null;
const moduleRequire = () => (requireHere ??= createRequire(typeof __filename === 'string' ? __filename : import.meta.url));

let runtimeDir: RuntimeLocation | null = null;

/**
 * A Node built-in loaded when first needed, not with the module that names it: node:child_process brings node:net,
 * node:dgram and the streams with it, milliseconds a hook that never spawns should not pay. (A dynamic import() of a
 * built-in fails in the hook bundle, which runs from a V8 code cache.)
 */
export function lazyBuiltin<T>(name: string): () => T {
  let loaded: T | null = null;
  return () => (loaded ??= moduleRequire()(name) as T);
}

export function setRuntimeLocation(location: RuntimeLocation): void {
  runtimeDir = location;
}

export async function importOptional<T>(name: string): Promise<T> {
  try {
    return (await import(name)) as T;
  } catch (err) {
    if (!runtimeDir) throw err;
    return importRuntimeModule<T>(runtimeDir, name);
  }
}

/**
 * The path of a file inside an optional package (USE-Lite's weights), or of its main file when `file` is left out,
 * wherever requireOptional finds the package.
 */
export function resolveOptional(name: string, file?: string): string {
  try {
    return moduleRequire().resolve(file ? `${name}/${file}` : name);
  } catch (err) {
    if (!runtimeDir) throw err;
    return resolveRuntimeFile(runtimeDir, name, file);
  }
}

/**
 * For CommonJS packages (USE-Lite's): require() skips the scan for export names that Node runs over a CommonJS file
 * loaded by an ESM import, about a quarter of a second for tfjs, which a `claude-memory recall` pays in full.
 */
export async function requireOptional<T>(name: string): Promise<T> {
  try {
    return moduleRequire()(name) as T;
  } catch (err) {
    if (!runtimeDir) throw err;
    return requireRuntimeModule<T>(runtimeDir, name);
  }
}
