import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  newestVectorModel,
  readAllVectors,
  storeIdentity,
  vectorChangesSince,
  vectorCount,
  vectorLogHead
} from "./chunk-H2KRI2GF.mjs";
import "./chunk-RC5DJEYQ.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  newestVectorModel,
  readAllVectors,
  storeIdentity,
  vectorChangesSince,
  vectorCount,
  vectorLogHead
};
