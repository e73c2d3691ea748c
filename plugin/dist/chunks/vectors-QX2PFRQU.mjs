import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  newestVectorModel,
  readAllVectors,
  storeIdentity,
  vectorChangesSince,
  vectorCount,
  vectorLogHead,
  vectorsByDocIds
} from "./chunk-Y2M2EI23.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  newestVectorModel,
  readAllVectors,
  storeIdentity,
  vectorChangesSince,
  vectorCount,
  vectorLogHead,
  vectorsByDocIds
};
