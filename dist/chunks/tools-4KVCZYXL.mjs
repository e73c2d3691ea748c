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
} from "./chunk-R5OCNPE7.mjs";
import "./chunk-AIV4QA3R.mjs";
import "./chunk-2BEVY6EC.mjs";
import "./chunk-PCSJ4XJM.mjs";
import "./chunk-UWYHPYB2.mjs";
import "./chunk-C4XNAGFE.mjs";
import "./chunk-NG2DCVL2.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-SBISJE4B.mjs";
import "./chunk-SGYZLA3W.mjs";
import "./chunk-CNVARNZ2.mjs";
import "./chunk-OHXACT77.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-O4UMDIVV.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-4N4EZTNQ.mjs";
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
