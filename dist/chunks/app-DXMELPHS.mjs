import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  alsoSearchedProjects,
  createApp,
  listProjects,
  registeredProject
} from "./chunk-ZNSEMA6P.mjs";
import "./chunk-WR5O2JL6.mjs";
import "./chunk-2FOQSPOT.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-ZFXYKY6M.mjs";
import "./chunk-CITHCAO7.mjs";
import "./chunk-7C5TB666.mjs";
import "./chunk-ZIESDCRA.mjs";
import "./chunk-R3T3FHGL.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-BQM4FMEU.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-XJMLOSZ2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  alsoSearchedProjects,
  createApp,
  listProjects,
  registeredProject
};
