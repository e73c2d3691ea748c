import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall
} from "./chunk-DY3HAABT.mjs";
import "./chunk-56QHAU2N.mjs";
import "./chunk-EUNHRFSH.mjs";
import "./chunk-ZLB7C5GJ.mjs";
import "./chunk-XT4BGGEH.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-X5COTTDY.mjs";
import "./chunk-SDNQZF2B.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  recall
};
