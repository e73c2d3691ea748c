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
} from "./chunk-G6RLDYA3.mjs";
import "./chunk-LZBEKYNK.mjs";
import "./chunk-BO46ZKWV.mjs";
import "./chunk-FR3SUBNB.mjs";
import "./chunk-726VXP6O.mjs";
import "./chunk-WI3QNCVS.mjs";
import "./chunk-KLJFFZQJ.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-FHNVZ42N.mjs";
import "./chunk-ASTNKYTC.mjs";
import "./chunk-S4EXTRZB.mjs";
import "./chunk-ST2ZTIN7.mjs";
import "./chunk-OSKLP5BA.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-XGSTUHQY.mjs";
import "./chunk-R3T3FHGL.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-BQM4FMEU.mjs";
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
