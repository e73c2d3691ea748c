import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  importRuntimeModule
} from "./chunk-4SQWWITM.mjs";

// src/runtime/modules.ts
var runtimeDir = null;
function setRuntimeLocation(location) {
  runtimeDir = location;
}
async function importOptional(name) {
  try {
    return await import(name);
  } catch (err) {
    if (!runtimeDir) throw err;
    return importRuntimeModule(runtimeDir, name);
  }
}

export {
  setRuntimeLocation,
  importOptional
};
