import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  BACKGROUND_PULL_INTERVAL_MS,
  SqliteTeamReplica,
  backgroundTeamSync,
  syncLinkedTeam,
  syncTeam
} from "./chunk-U2M4RU5D.mjs";
import "./chunk-DXMU6JLA.mjs";
import "./chunk-GZO7CF6H.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-NJNA4NBR.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  BACKGROUND_PULL_INTERVAL_MS,
  SqliteTeamReplica,
  backgroundTeamSync,
  syncLinkedTeam,
  syncTeam
};
