import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  auditLine,
  fail,
  guarded,
  itemLine,
  memoryChangesHandler,
  memoryChangesInput,
  memoryConflictsHandler,
  memoryConflictsInput,
  memoryExplainHandler,
  memoryForgetHandler,
  memoryForgetInput,
  memoryIdInput,
  memoryRejectHandler,
  memoryRejectInput,
  memoryReviewHandler,
  memoryReviewInput,
  memorySupersedeHandler,
  memorySupersedeInput,
  memoryVerifyHandler,
  memoryVerifyInput,
  registerKnowledgeTools,
  scopeInput,
  text
} from "./chunk-FR3SUBNB.mjs";
import "./chunk-726VXP6O.mjs";
import "./chunk-WI3QNCVS.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-FHNVZ42N.mjs";
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
  auditLine,
  fail,
  guarded,
  itemLine,
  memoryChangesHandler,
  memoryChangesInput,
  memoryConflictsHandler,
  memoryConflictsInput,
  memoryExplainHandler,
  memoryForgetHandler,
  memoryForgetInput,
  memoryIdInput,
  memoryRejectHandler,
  memoryRejectInput,
  memoryReviewHandler,
  memoryReviewInput,
  memorySupersedeHandler,
  memorySupersedeInput,
  memoryVerifyHandler,
  memoryVerifyInput,
  registerKnowledgeTools,
  scopeInput,
  text
};
