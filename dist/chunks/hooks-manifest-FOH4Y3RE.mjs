import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  hooksManifest
} from "./chunk-SOA6CMWL.mjs";
import "./chunk-5XUXRF65.mjs";
import "./chunk-VJBQTNNI.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  hooksManifest
};
