import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-TBZNU7CA.mjs";
import "./chunk-IPOCLN5N.mjs";
import "./chunk-6M6J6TZV.mjs";
import "./chunk-UUZUENS5.mjs";
import "./chunk-IK3RRWHH.mjs";
import "./chunk-6URZ5MBD.mjs";
import "./chunk-WZPWLTJ2.mjs";
import "./chunk-H3Y3MZI4.mjs";
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
  CompressionWorker
};
