import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  alsoSearchedProjects,
  createApp,
  listProjects,
  registeredProject
} from "./chunk-CT3G5O5P.mjs";
import "./chunk-O3BUCIIV.mjs";
import "./chunk-LUQZANVF.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-RUOZAEUW.mjs";
import "./chunk-NMUFEXYB.mjs";
import "./chunk-F3DGE62M.mjs";
import "./chunk-ZIESDCRA.mjs";
import "./chunk-JZGQIKXE.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-FGD7THUS.mjs";
import "./chunk-M4MJXY7J.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-XJMLOSZ2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  alsoSearchedProjects,
  createApp,
  listProjects,
  registeredProject
};
