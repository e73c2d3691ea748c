import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  hooksManifest
} from "./chunk-ZN7YSLUW.mjs";
import "./chunk-H3Y3MZI4.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  hooksManifest
};
