import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  publishMemory
} from "./chunk-OL2DLZWC.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-BVW7D7JS.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-ZTQCH55A.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  publishMemory
};
