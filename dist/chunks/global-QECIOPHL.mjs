import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  globalDigestItems
} from "./chunk-PD4RGK65.mjs";
import "./chunk-JTRGLRRZ.mjs";
import "./chunk-CGCPHJ4A.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  globalDigestItems
};
