import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  embedGlobalItems,
  mergeScoped,
  recallScoped
} from "./chunk-PTYJJIAK.mjs";
import "./chunk-B4NPP6W6.mjs";
import "./chunk-H2KRI2GF.mjs";
import "./chunk-T6KJKKEH.mjs";
import "./chunk-FEWIEAIN.mjs";
import "./chunk-KLPYKDND.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-SW6KHEH5.mjs";
import "./chunk-RC5DJEYQ.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  embedGlobalItems,
  mergeScoped,
  recallScoped
};
