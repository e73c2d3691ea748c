import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  publishMemory
} from "./chunk-TVRGTDPV.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-5KRDKGZQ.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-FZ5JHNXO.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-E4HJ5UOU.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  publishMemory
};
