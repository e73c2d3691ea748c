import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  floorNote,
  forgetMemoryHandler,
  forgetMemoryInput,
  formatHit,
  memoryStatusHandler,
  recallHeader,
  recordCodeAreaHandler,
  recordCodeAreaInput,
  recordDecisionHandler,
  recordDecisionInput,
  recordPreferenceHandler,
  recordPreferenceInput,
  registerTools,
  sessionEventHandler,
  sessionEventInput,
  sessionRecallHandler,
  sessionRecallInput,
  sessionTimelineHandler,
  sessionTimelineInput,
  supersedeDecisionHandler,
  supersedeDecisionInput
} from "./chunk-CYRCKCEJ.mjs";
import "./chunk-ISSKXITH.mjs";
import "./chunk-CJ7LHH3Z.mjs";
import "./chunk-P7CLMTAP.mjs";
import "./chunk-EGTF5JU4.mjs";
import "./chunk-WI3QNCVS.mjs";
import "./chunk-WQWIAUVO.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-FHNVZ42N.mjs";
import "./chunk-QFUZ76IC.mjs";
import "./chunk-RMULETPJ.mjs";
import "./chunk-4CXBTMCU.mjs";
import "./chunk-ZVLX5FN7.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-M7Z6S5FK.mjs";
import "./chunk-KZWRKAT2.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-2SA76HST.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  floorNote,
  forgetMemoryHandler,
  forgetMemoryInput,
  formatHit,
  memoryStatusHandler,
  recallHeader,
  recordCodeAreaHandler,
  recordCodeAreaInput,
  recordDecisionHandler,
  recordDecisionInput,
  recordPreferenceHandler,
  recordPreferenceInput,
  registerTools,
  sessionEventHandler,
  sessionEventInput,
  sessionRecallHandler,
  sessionRecallInput,
  sessionTimelineHandler,
  sessionTimelineInput,
  supersedeDecisionHandler,
  supersedeDecisionInput
};
