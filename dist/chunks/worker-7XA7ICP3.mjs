import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-5JBWQQOD.mjs";
import {
  turnTarget
} from "./chunk-MFOLSAGP.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-N6ZNRV7I.mjs";
import "./chunk-CNC4ASK7.mjs";
import "./chunk-DL35D7B2.mjs";
import "./chunk-WXUYKVQQ.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker,
  turnTarget
};
