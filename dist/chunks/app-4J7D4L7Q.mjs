import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  alsoSearchedProjects,
  createApp,
  listProjects
} from "./chunk-WF6RHHQ5.mjs";
import "./chunk-WPBSKZ6N.mjs";
import "./chunk-GGNC3OIS.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-S4NG6RTT.mjs";
import "./chunk-VPHVNTFI.mjs";
import "./chunk-GOJGC6Y4.mjs";
import "./chunk-LWFLJNIZ.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-4SQWWITM.mjs";
import "./chunk-FKX32H4J.mjs";
import "./chunk-ZFF6JPQB.mjs";
import "./chunk-GZ4MATG3.mjs";
import "./chunk-ZBKNI7A4.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  alsoSearchedProjects,
  createApp,
  listProjects
};
