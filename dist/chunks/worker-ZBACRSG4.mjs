import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-Y5DSH6VJ.mjs";
import {
  turnTarget
} from "./chunk-7RV246VE.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-N6ZNRV7I.mjs";
import "./chunk-YG5HFMNI.mjs";
import "./chunk-IU4Q6HIX.mjs";
import "./chunk-V53N3WB6.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker,
  turnTarget
};
