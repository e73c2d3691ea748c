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
} from "./chunk-Y7TV3WDG.mjs";
import "./chunk-GWBGIRBW.mjs";
import "./chunk-WNJLCVTY.mjs";
import "./chunk-DYFMHKBI.mjs";
import "./chunk-WVEQ5N34.mjs";
import "./chunk-C4XNAGFE.mjs";
import "./chunk-NG2DCVL2.mjs";
import "./chunk-SBISJE4B.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-5KRDKGZQ.mjs";
import "./chunk-ONOW7BMI.mjs";
import "./chunk-LDMXM354.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-FZ5JHNXO.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-E4HJ5UOU.mjs";
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
