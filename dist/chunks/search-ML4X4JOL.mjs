import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  BRIEF_CHARS,
  queryVectorText,
  recall
} from "./chunk-WO65ZBQS.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-Y2M2EI23.mjs";
import "./chunk-WZPWLTJ2.mjs";
import "./chunk-7KITZAZR.mjs";
import "./chunk-YYB5QG53.mjs";
import "./chunk-THNTKKU2.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-7HFC4V5L.mjs";
import "./chunk-JZGQIKXE.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-FGD7THUS.mjs";
import "./chunk-M4MJXY7J.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  BRIEF_CHARS,
  queryVectorText,
  recall
};
