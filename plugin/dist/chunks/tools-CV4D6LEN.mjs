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
} from "./chunk-CJBIZMHU.mjs";
import "./chunk-XCZBYRPX.mjs";
import "./chunk-QLAAYWHF.mjs";
import "./chunk-H3YECXPN.mjs";
import "./chunk-HLVUSDW5.mjs";
import "./chunk-WI3QNCVS.mjs";
import "./chunk-XB5WNEUI.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-FHNVZ42N.mjs";
import "./chunk-PKMYHCI6.mjs";
import "./chunk-YFEQ66MS.mjs";
import "./chunk-LXHXARU2.mjs";
import "./chunk-O4FPBGIN.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-P44MVFKU.mjs";
import "./chunk-QVVDJHS3.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-IFLOXBNB.mjs";
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
