// Heavy optional packages (the sentence encoders) are imported through here. In a development clone, or a plugin
// copy where Claude Code installed node_modules, a plain import finds them; in an installed plugin without them they
// come from the runtime dir that `claude-memory runtime install` fills. The composition root sets that dir once.
import { importRuntimeModule, type RuntimeLocation } from './native.js';

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
