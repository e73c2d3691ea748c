import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  searchTeamServer,
  syncProjectTeam,
  teamLogin,
  teamSyncDeps
} from "./chunk-LVSZCFPC.mjs";
import "./chunk-P7ZVY3IP.mjs";
import "./chunk-OCY442JH.mjs";
import "./chunk-FKX32H4J.mjs";
import "./chunk-ZFF6JPQB.mjs";
import "./chunk-GZ4MATG3.mjs";
import "./chunk-W7IY7A4V.mjs";
import "./chunk-ZBKNI7A4.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  searchTeamServer,
  syncProjectTeam,
  teamLogin,
  teamSyncDeps
};
