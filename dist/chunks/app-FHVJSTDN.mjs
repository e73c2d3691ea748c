import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  alsoSearchedProjects,
  createApp,
  listProjects
} from "./chunk-V5NNFJLV.mjs";
import "./chunk-S4NG6RTT.mjs";
import "./chunk-VPHVNTFI.mjs";
import "./chunk-H6FE7DEJ.mjs";
import "./chunk-ZBKNI7A4.mjs";
import "./chunk-LWFLJNIZ.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-GRAMBIVZ.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-SW6KHEH5.mjs";
import "./chunk-RC5DJEYQ.mjs";
import "./chunk-YDMTNGUT.mjs";
import "./chunk-S3K4H6T2.mjs";
import "./chunk-4SQWWITM.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  alsoSearchedProjects,
  createApp,
  listProjects
};
