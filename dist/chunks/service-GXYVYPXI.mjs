import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  searchTeamServer,
  syncProjectTeam,
  teamLogin,
  teamSyncDeps,
  timeBoxed
} from "./chunk-6YPHHFFZ.mjs";
import "./chunk-GOJ4YLEW.mjs";
import "./chunk-Y4EEMQ5U.mjs";
import "./chunk-ISRNOWAN.mjs";
import "./chunk-453Y43DB.mjs";
import "./chunk-OKSBUCAF.mjs";
import "./chunk-BCT5J4CC.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-JTRGLRRZ.mjs";
import "./chunk-CGCPHJ4A.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-UKNSX44Q.mjs";
import "./chunk-WJWWNB3J.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  searchTeamServer,
  syncProjectTeam,
  teamLogin,
  teamSyncDeps,
  timeBoxed
};
