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
} from "./chunk-T5GKOIBS.mjs";
import "./chunk-IKURHYTR.mjs";
import "./chunk-N7JF5ION.mjs";
import "./chunk-HBRRYUX5.mjs";
import "./chunk-253E6WMP.mjs";
import "./chunk-WI3QNCVS.mjs";
import "./chunk-2HX7JVHD.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-FHNVZ42N.mjs";
import "./chunk-Y3QFJZJM.mjs";
import "./chunk-WH2RFMMK.mjs";
import "./chunk-HPZ52TFM.mjs";
import "./chunk-5SHWR2S2.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-FMDW25KC.mjs";
import "./chunk-NQRJVRHO.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-5G6HYVAM.mjs";
import "./chunk-H3GK5Y3V.mjs";
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
