import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  ENCODER_LOADING_NOTICE,
  ENCODER_THREAD_ROLE,
  runEncoderThread,
  startEncoderThread
} from "./chunk-YSOU67WO.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  ENCODER_LOADING_NOTICE,
  ENCODER_THREAD_ROLE,
  runEncoderThread,
  startEncoderThread
};
