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
} from "./chunk-PCSJ4XJM.mjs";
import "./chunk-UWYHPYB2.mjs";
import "./chunk-C4XNAGFE.mjs";
import "./chunk-NG2DCVL2.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-SBISJE4B.mjs";
import "./chunk-SGYZLA3W.mjs";
import "./chunk-OHXACT77.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-O4UMDIVV.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-4N4EZTNQ.mjs";
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
