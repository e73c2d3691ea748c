// Heavy optional packages (the sentence encoders) are imported through here. In a development clone, or a plugin
// copy where Claude Code installed node_modules, a plain import finds them; in an installed plugin without them they
// come from the runtime dir that `claude-memory runtime install` fills. The composition root sets that dir once.
import { moduleRequire } from './builtins.js';
import { importRuntimeModule, requireRuntimeModule, resolveRuntimeFile, type RuntimeLocation } from './native.js';

let runtimeDir: RuntimeLocation | null = null;

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
