import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  hooksManifest
} from "./chunk-XXEB7L5B.mjs";
import "./chunk-VPHVNTFI.mjs";
import "./chunk-LWFLJNIZ.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  hooksManifest
};
