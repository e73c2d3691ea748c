import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall
} from "./chunk-IKHLD6VG.mjs";
import "./chunk-56QHAU2N.mjs";
import "./chunk-EUNHRFSH.mjs";
import "./chunk-YAHURNVH.mjs";
import "./chunk-XT4BGGEH.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-APOKXDUO.mjs";
import "./chunk-SDNQZF2B.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  recall
};
