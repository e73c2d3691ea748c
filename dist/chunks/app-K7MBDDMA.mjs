import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  createApp,
  listProjects
} from "./chunk-2YYCI4HU.mjs";
import "./chunk-2IY5TDCX.mjs";
import "./chunk-S4NG6RTT.mjs";
import "./chunk-5XUXRF65.mjs";
import "./chunk-VJBQTNNI.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-WBTWHVYU.mjs";
import "./chunk-MMIHFOM7.mjs";
import "./chunk-IP7JGKP3.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-APOKXDUO.mjs";
import "./chunk-SDNQZF2B.mjs";
import "./chunk-YDMTNGUT.mjs";
import "./chunk-S3K4H6T2.mjs";
import "./chunk-4SQWWITM.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  createApp,
  listProjects
};
