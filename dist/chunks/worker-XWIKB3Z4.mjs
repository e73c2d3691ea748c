import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-QMHMFEF2.mjs";
import "./chunk-72MPGPEB.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-BHTSW4WY.mjs";
import "./chunk-CNC4ASK7.mjs";
import "./chunk-DL35D7B2.mjs";
import "./chunk-WXUYKVQQ.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
