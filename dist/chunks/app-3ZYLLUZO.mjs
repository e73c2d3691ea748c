import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  createApp,
  listProjects
} from "./chunk-43J34DGF.mjs";
import "./chunk-2IY5TDCX.mjs";
import "./chunk-S4NG6RTT.mjs";
import "./chunk-577EET7C.mjs";
import "./chunk-43UP4B3Q.mjs";
import "./chunk-SR5AMIZA.mjs";
import "./chunk-LWFLJNIZ.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-6OHKXCJ3.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-NOYGZQRC.mjs";
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
