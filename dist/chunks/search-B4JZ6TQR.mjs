import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall
} from "./chunk-3K6D6ZCE.mjs";
import "./chunk-SBISJE4B.mjs";
import "./chunk-7UH4I5JQ.mjs";
import "./chunk-EG4LVE6J.mjs";
import "./chunk-LYI2DQOP.mjs";
import "./chunk-5CJSU74K.mjs";
import "./chunk-5PDO4QAU.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-4DFYE7PG.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  recall
};
