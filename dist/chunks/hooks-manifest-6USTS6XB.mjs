import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  hooksManifest
} from "./chunk-4U3NYGG4.mjs";
import "./chunk-W6YX4WIC.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  hooksManifest
};
