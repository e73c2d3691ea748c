import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  alsoSearchedProjects,
  createApp,
  listProjects
} from "./chunk-6OGJQQEX.mjs";
import "./chunk-Q4PT4FKV.mjs";
import "./chunk-2IY5TDCX.mjs";
import "./chunk-W6YX4WIC.mjs";
import "./chunk-INTREL7X.mjs";
import "./chunk-VD2C2AIH.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-OHXACT77.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-O4UMDIVV.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-4N4EZTNQ.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  alsoSearchedProjects,
  createApp,
  listProjects
};
