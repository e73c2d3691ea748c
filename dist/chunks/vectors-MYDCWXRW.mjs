import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  newestVectorModel,
  readAllVectors,
  storeIdentity,
  vectorChangesSince,
  vectorCount,
  vectorLogHead
} from "./chunk-56QHAU2N.mjs";
import "./chunk-SDNQZF2B.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  newestVectorModel,
  readAllVectors,
  storeIdentity,
  vectorChangesSince,
  vectorCount,
  vectorLogHead
};
