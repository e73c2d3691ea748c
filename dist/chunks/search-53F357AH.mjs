import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall
} from "./chunk-OL3NPZ4E.mjs";
import "./chunk-56QHAU2N.mjs";
import "./chunk-EUNHRFSH.mjs";
import "./chunk-DBXVHGIS.mjs";
import "./chunk-ISD6L4J2.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-NOYGZQRC.mjs";
import "./chunk-SDNQZF2B.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  recall
};
