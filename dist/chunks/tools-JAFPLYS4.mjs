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
} from "./chunk-O6TORRBE.mjs";
import "./chunk-QVMPHDYJ.mjs";
import "./chunk-6QBLNORT.mjs";
import "./chunk-DYNWFBZN.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-GBWZL7JY.mjs";
import "./chunk-VXFWSCMY.mjs";
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
