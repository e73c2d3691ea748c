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
} from "./chunk-NXR5QW6Y.mjs";
import "./chunk-UAYSW2MK.mjs";
import "./chunk-4BINIPIK.mjs";
import "./chunk-SKULVCG7.mjs";
import "./chunk-CU3L7U5T.mjs";
import "./chunk-CHBM2GK5.mjs";
import "./chunk-SBISJE4B.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-D4NAN5BY.mjs";
import "./chunk-AOQBVCPM.mjs";
import "./chunk-KA3KQOAG.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-2PKLQ3MX.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-I4HUXKHN.mjs";
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
