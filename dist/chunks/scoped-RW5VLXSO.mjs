import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  embedGlobalItems,
  mergeScoped,
  recallScoped
} from "./chunk-YUG5SW42.mjs";
import "./chunk-TYHBXC7V.mjs";
import "./chunk-SBISJE4B.mjs";
import "./chunk-JYRNXS74.mjs";
import "./chunk-5KRDKGZQ.mjs";
import "./chunk-QZXHZDDK.mjs";
import "./chunk-ONOW7BMI.mjs";
import "./chunk-LDMXM354.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-FZ5JHNXO.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-E4HJ5UOU.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  embedGlobalItems,
  mergeScoped,
  recallScoped
};
