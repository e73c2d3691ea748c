import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  TEAM_SERVER_RECALL_TIMEOUT_MS,
  TeamServerRecall,
  teamFetchNotice
} from "./chunk-7KJHWRLM.mjs";
import "./chunk-E7IJV4UR.mjs";
import "./chunk-4GRG2MPV.mjs";
import "./chunk-S4EXTRZB.mjs";
import "./chunk-ST2ZTIN7.mjs";
import "./chunk-OSKLP5BA.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-XGSTUHQY.mjs";
import "./chunk-R3T3FHGL.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-BQM4FMEU.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-VNKNK7OD.mjs";
import "./chunk-XJMLOSZ2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  TEAM_SERVER_RECALL_TIMEOUT_MS,
  TeamServerRecall,
  teamFetchNotice
};
