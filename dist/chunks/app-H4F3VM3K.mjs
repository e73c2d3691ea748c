import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  alsoSearchedProjects,
  createApp,
  listProjects
} from "./chunk-FKIWCLZM.mjs";
import "./chunk-GD4RSGDI.mjs";
import "./chunk-R6VBJJIP.mjs";
import "./chunk-47RVIEFX.mjs";
import "./chunk-YNUTLAU3.mjs";
import "./chunk-2IA5C7EZ.mjs";
import "./chunk-5OP7COB6.mjs";
import "./chunk-VR3GZNNL.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-JJS6PHND.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-3H2SSG77.mjs";
import "./chunk-LY5XYCVN.mjs";
import "./chunk-CGCPHJ4A.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-W5YMLGN5.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  alsoSearchedProjects,
  createApp,
  listProjects
};
