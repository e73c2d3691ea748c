import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  BACKGROUND_PULL_INTERVAL_MS,
  SqliteTeamReplica,
  backgroundTeamSync,
  syncLinkedTeam,
  syncTeam
} from "./chunk-P7ZVY3IP.mjs";
import "./chunk-OCY442JH.mjs";
import "./chunk-FKX32H4J.mjs";
import "./chunk-ZFF6JPQB.mjs";
import "./chunk-GZ4MATG3.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  BACKGROUND_PULL_INTERVAL_MS,
  SqliteTeamReplica,
  backgroundTeamSync,
  syncLinkedTeam,
  syncTeam
};
