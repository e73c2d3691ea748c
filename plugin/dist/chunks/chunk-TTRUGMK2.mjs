import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/runtime/builtins.ts
import { createRequire } from "node:module";
var requireHere = null;
var moduleRequire = () => requireHere ??= createRequire(typeof __filename === "string" ? __filename : import.meta.url);
function lazyBuiltin(name) {
  let loaded = null;
  return () => loaded ??= moduleRequire()(name);
}
function processBinding(name) {
  const quiet = process.noDeprecation;
  try {
    process.noDeprecation = true;
    return process.binding(name) ?? null;
  } catch {
    return null;
  } finally {
    process.noDeprecation = quiet;
  }
}

export {
  moduleRequire,
  lazyBuiltin,
  processBinding
};
