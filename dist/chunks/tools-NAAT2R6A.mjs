import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  forgetMemoryHandler,
  forgetMemoryInput,
  formatHit,
  memoryStatusHandler,
  recordCodeAreaHandler,
  recordCodeAreaInput,
  recordDecisionHandler,
  recordDecisionInput,
  registerTools,
  sessionEventHandler,
  sessionEventInput,
  sessionRecallHandler,
  sessionRecallInput,
  sessionTimelineHandler,
  sessionTimelineInput,
  supersedeDecisionHandler,
  supersedeDecisionInput
} from "./chunk-ZAP2WF75.mjs";
import "./chunk-I3SJSHT7.mjs";
import "./chunk-HUEXZHTV.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-6ZEEEWSR.mjs";
import "./chunk-BUS46UVT.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-HA54KY3D.mjs";
import "./chunk-GRLPG7KU.mjs";
import "./chunk-NC3FGBR5.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  forgetMemoryHandler,
  forgetMemoryInput,
  formatHit,
  memoryStatusHandler,
  recordCodeAreaHandler,
  recordCodeAreaInput,
  recordDecisionHandler,
  recordDecisionInput,
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
