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
} from "./chunk-2VRORSCC.mjs";
import "./chunk-DYOFIGX5.mjs";
import "./chunk-3IOQCK3F.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-FHNVZ42N.mjs";
import "./chunk-YYB5QG53.mjs";
import "./chunk-THNTKKU2.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-7HFC4V5L.mjs";
import "./chunk-JZGQIKXE.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-FGD7THUS.mjs";
import "./chunk-M4MJXY7J.mjs";
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
