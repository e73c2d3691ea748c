import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  hooksManifest
} from "./chunk-YRDW7VYT.mjs";
import "./chunk-JG6ZQAGE.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  hooksManifest
};
