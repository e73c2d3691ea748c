import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  searchTeamServer,
  syncProjectTeam,
  teamLogin,
  teamSyncDeps,
  timeBoxed
} from "./chunk-4CD4PSTA.mjs";
import "./chunk-QLWW4Q55.mjs";
import "./chunk-5XUFPIBR.mjs";
import "./chunk-BLZERKE4.mjs";
import "./chunk-PDTXIBYJ.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-RABHH7WM.mjs";
import "./chunk-VXDYJ4GY.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-BMUFBBVA.mjs";
import "./chunk-M4MJXY7J.mjs";
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
