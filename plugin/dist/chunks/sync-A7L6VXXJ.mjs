import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  BACKGROUND_PULL_INTERVAL_MS,
  SqliteTeamReplica,
  backgroundTeamSync,
  syncLinkedTeam,
  syncTeam
} from "./chunk-XHVFA5U7.mjs";
import "./chunk-YZ7U3DJR.mjs";
import "./chunk-LNN3ILOD.mjs";
import "./chunk-KYESI4SN.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-FMDW25KC.mjs";
import "./chunk-TS3543WA.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-5G6HYVAM.mjs";
import "./chunk-H3GK5Y3V.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  BACKGROUND_PULL_INTERVAL_MS,
  SqliteTeamReplica,
  backgroundTeamSync,
  syncLinkedTeam,
  syncTeam
};
