import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall
} from "./chunk-QXAXCG6X.mjs";
import "./chunk-ZITAUM44.mjs";
import "./chunk-RFUCABYI.mjs";
import "./chunk-RUVUNKXK.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  recall
};
