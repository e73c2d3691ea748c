import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  alsoSearchedProjects,
  createApp,
  listProjects
} from "./chunk-YDEFKZD6.mjs";
import "./chunk-QDFNC3M3.mjs";
import "./chunk-2IY5TDCX.mjs";
import "./chunk-W6YX4WIC.mjs";
import "./chunk-MNPFXWFV.mjs";
import "./chunk-OR2BY6E3.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-4POMQQ7C.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-PNXNKRNZ.mjs";
import "./chunk-JZ5O4WK7.mjs";
import "./chunk-E4HJ5UOU.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  alsoSearchedProjects,
  createApp,
  listProjects
};
