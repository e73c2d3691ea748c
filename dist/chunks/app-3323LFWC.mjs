import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  alsoSearchedProjects,
  createApp,
  listProjects,
  registeredProject
} from "./chunk-JW5XAXRC.mjs";
import "./chunk-O3BUCIIV.mjs";
import "./chunk-THQ4ZI63.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-RUOZAEUW.mjs";
import "./chunk-NMUFEXYB.mjs";
import "./chunk-F3DGE62M.mjs";
import "./chunk-6JKIUP2N.mjs";
import "./chunk-VXDYJ4GY.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-BMUFBBVA.mjs";
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
