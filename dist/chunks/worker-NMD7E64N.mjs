import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-5LT24CX3.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-BHTSW4WY.mjs";
import "./chunk-OX6RXF3F.mjs";
import "./chunk-RMGUBC4Q.mjs";
import "./chunk-DGGNCR3G.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
