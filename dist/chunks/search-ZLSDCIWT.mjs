import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall
} from "./chunk-QSXIQBIB.mjs";
import "./chunk-BHTSW4WY.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  recall
};
