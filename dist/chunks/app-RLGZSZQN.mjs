import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  alsoSearchedProjects,
  createApp,
  listProjects
} from "./chunk-H64KELB6.mjs";
import "./chunk-XJAXKBOX.mjs";
import "./chunk-2IY5TDCX.mjs";
import "./chunk-W6YX4WIC.mjs";
import "./chunk-C5FPZFKI.mjs";
import "./chunk-6ERS2K2O.mjs";
import "./chunk-AQEFIOLY.mjs";
import "./chunk-VR3GZNNL.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-VV6GX53T.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-ZTQCH55A.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  alsoSearchedProjects,
  createApp,
  listProjects
};
