import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  searchTeamServer,
  syncProjectTeam,
  teamLogin,
  teamSyncDeps,
  timeBoxed
} from "./chunk-VXWKXJQU.mjs";
import "./chunk-L5ZEYLUY.mjs";
import "./chunk-YKBMHVS5.mjs";
import "./chunk-HQ65M76R.mjs";
import "./chunk-YEMA7INQ.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-G3NMZPKG.mjs";
import "./chunk-4YTBBVLC.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-FG57XF2U.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-VNKNK7OD.mjs";
import "./chunk-XJMLOSZ2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  searchTeamServer,
  syncProjectTeam,
  teamLogin,
  teamSyncDeps,
  timeBoxed
};
