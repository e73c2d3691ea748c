import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
<<<<<<<< HEAD:dist/chunks/worker-NH5ZCEBO.mjs
} from "./chunk-VXJD2QRP.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-HARAQNXZ.mjs";
import "./chunk-47UQ3FDZ.mjs";
import "./chunk-3UA2H2X3.mjs";
========
} from "./chunk-FBH6Q7KQ.mjs";
import "./chunk-HARAQNXZ.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-HKXM2YGJ.mjs";
import "./chunk-YR755NT4.mjs";
import "./chunk-V2JGOLJS.mjs";
>>>>>>>> main:dist/chunks/worker-FJQBU2P7.mjs
import "./chunk-RUVUNKXK.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
