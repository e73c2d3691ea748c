import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  alsoSearchedProjects,
  createApp,
  listProjects
} from "./chunk-SW36IUJV.mjs";
import "./chunk-QDFNC3M3.mjs";
import "./chunk-2IY5TDCX.mjs";
import "./chunk-W6YX4WIC.mjs";
import "./chunk-NBQ7K7D7.mjs";
import "./chunk-OR2BY6E3.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-LDMXM354.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-FZ5JHNXO.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-E4HJ5UOU.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  alsoSearchedProjects,
  createApp,
  listProjects
};
