import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-U46OZRZ2.mjs";
import {
  turnTarget
} from "./chunk-IFRFT2Z7.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-N6ZNRV7I.mjs";
import "./chunk-4RBVPFCS.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker,
  turnTarget
};
