import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall
} from "./chunk-ERNIGHUF.mjs";
import "./chunk-HARAQNXZ.mjs";
import "./chunk-RUVUNKXK.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  recall
};
