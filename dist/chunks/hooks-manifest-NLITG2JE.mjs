import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  hooksManifest
} from "./chunk-4SJAPY53.mjs";
import "./chunk-47RVIEFX.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  hooksManifest
};
