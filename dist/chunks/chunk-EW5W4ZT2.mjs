import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  importRuntimeModule,
  requireRuntimeModule
} from "./chunk-4SQWWITM.mjs";

// src/runtime/modules.ts
import { createRequire } from "node:module";
var requireHere = null;
var moduleRequire = () => requireHere ??= createRequire(typeof __filename === "string" ? __filename : import.meta.url);
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
async function requireOptional(name) {
  try {
    return moduleRequire()(name);
  } catch (err) {
    if (!runtimeDir) throw err;
    return requireRuntimeModule(runtimeDir, name);
  }
}

export {
  setRuntimeLocation,
  importOptional,
  requireOptional
};
