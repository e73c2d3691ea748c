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
} from "./chunk-4WHFY5B7.mjs";
import "./chunk-JLPTDQ6G.mjs";
import "./chunk-J3ZJEUNH.mjs";
import "./chunk-M7MAYPKJ.mjs";
import "./chunk-XCXABIUL.mjs";
import "./chunk-CHBM2GK5.mjs";
import "./chunk-SBISJE4B.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-BVW7D7JS.mjs";
import "./chunk-KN6UGJNO.mjs";
import "./chunk-VV6GX53T.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-ZTQCH55A.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-KNN4AVND.mjs";
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
