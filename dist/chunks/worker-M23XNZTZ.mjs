import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-OGSKVFPE.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-KSO6UZF7.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-FMHDM7NM.mjs";
import "./chunk-HA54KY3D.mjs";
import "./chunk-GRLPG7KU.mjs";
import "./chunk-NC3FGBR5.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
