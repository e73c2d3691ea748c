import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall
} from "./chunk-N4W6SVQI.mjs";
import "./chunk-N6ZNRV7I.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  recall
};
