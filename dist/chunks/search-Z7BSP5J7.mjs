import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall
} from "./chunk-ET3AL3BL.mjs";
import "./chunk-MNSUSGDN.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  recall
};
