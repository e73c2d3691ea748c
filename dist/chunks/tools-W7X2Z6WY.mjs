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
} from "./chunk-J5WQXRVJ.mjs";
import "./chunk-US4DRDBT.mjs";
import "./chunk-ACFFENOY.mjs";
import "./chunk-T7FKMM5D.mjs";
import "./chunk-CRWFUVWA.mjs";
import "./chunk-3IOQCK3F.mjs";
import "./chunk-W6FNWD3E.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-FHNVZ42N.mjs";
import "./chunk-4GX4B345.mjs";
import "./chunk-5XUFPIBR.mjs";
import "./chunk-BLZERKE4.mjs";
import "./chunk-PDTXIBYJ.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-RABHH7WM.mjs";
import "./chunk-VXDYJ4GY.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-BMUFBBVA.mjs";
import "./chunk-M4MJXY7J.mjs";
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
