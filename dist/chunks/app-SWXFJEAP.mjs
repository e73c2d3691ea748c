import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  alsoSearchedProjects,
  createApp,
  listProjects
} from "./chunk-GK7WPHQD.mjs";
import "./chunk-TZBTHEL2.mjs";
import "./chunk-KKSJZEXW.mjs";
import "./chunk-N4HFCUHZ.mjs";
import "./chunk-TLAGUTW3.mjs";
import "./chunk-7KRXWQMO.mjs";
import "./chunk-S6NOXGKA.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-BCT5J4CC.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-JTRGLRRZ.mjs";
import "./chunk-CGCPHJ4A.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-WJWWNB3J.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  alsoSearchedProjects,
  createApp,
  listProjects
};
