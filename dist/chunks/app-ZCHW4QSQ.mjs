import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  alsoSearchedProjects,
  createApp,
  listProjects,
  registeredProject
} from "./chunk-ZQ3NEQ4L.mjs";
import "./chunk-WR5O2JL6.mjs";
import "./chunk-3SGDVD4A.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-ZFXYKY6M.mjs";
import "./chunk-CITHCAO7.mjs";
import "./chunk-7C5TB666.mjs";
import "./chunk-ZIESDCRA.mjs";
import "./chunk-TS3543WA.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-5G6HYVAM.mjs";
import "./chunk-H3GK5Y3V.mjs";
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
