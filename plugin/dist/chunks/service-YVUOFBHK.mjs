import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  searchTeamServer,
  syncProjectTeam,
  teamLogin,
  teamSyncDeps,
  timeBoxed
} from "./chunk-XX5YQR6H.mjs";
import "./chunk-MHV442AV.mjs";
import "./chunk-YFEQ66MS.mjs";
import "./chunk-LXHXARU2.mjs";
import "./chunk-O4FPBGIN.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-P44MVFKU.mjs";
import "./chunk-QVVDJHS3.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-IFLOXBNB.mjs";
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
