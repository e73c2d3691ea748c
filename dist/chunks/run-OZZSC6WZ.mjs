import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  publishMemory
} from "./chunk-VYL346C5.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-453Y43DB.mjs";
import "./chunk-JTRGLRRZ.mjs";
import "./chunk-CGCPHJ4A.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  publishMemory
};
