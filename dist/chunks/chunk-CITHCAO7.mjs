import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  importRuntimeModule,
  requireRuntimeModule,
  resolveRuntimeFile
} from "./chunk-7C5TB666.mjs";
import {
  moduleRequire
} from "./chunk-TTRUGMK2.mjs";

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
function resolveOptional(name, file) {
  try {
    return moduleRequire().resolve(file ? `${name}/${file}` : name);
  } catch (err) {
    if (!runtimeDir) throw err;
    return resolveRuntimeFile(runtimeDir, name, file);
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
  resolveOptional,
  requireOptional
};
