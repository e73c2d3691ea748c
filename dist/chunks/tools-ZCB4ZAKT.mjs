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
} from "./chunk-NSCCL42L.mjs";
import "./chunk-PIQODJ2R.mjs";
import "./chunk-KLWUWIJN.mjs";
import "./chunk-625RZ64R.mjs";
import "./chunk-4RTGAKCV.mjs";
import "./chunk-Y4E2E54X.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-MHK337UU.mjs";
import "./chunk-FU4VS3FX.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-OCY442JH.mjs";
import "./chunk-FKX32H4J.mjs";
import "./chunk-ZFF6JPQB.mjs";
import "./chunk-GZ4MATG3.mjs";
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
