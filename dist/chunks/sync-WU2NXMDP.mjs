import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  BACKGROUND_PULL_INTERVAL_MS,
  SqliteTeamReplica,
  backgroundTeamSync,
  syncLinkedTeam,
  syncTeam
} from "./chunk-QGXPEVTT.mjs";
import "./chunk-AOQBVCPM.mjs";
import "./chunk-KA3KQOAG.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-2PKLQ3MX.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-I4HUXKHN.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  BACKGROUND_PULL_INTERVAL_MS,
  SqliteTeamReplica,
  backgroundTeamSync,
  syncLinkedTeam,
  syncTeam
};
