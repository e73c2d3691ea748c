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
} from "./chunk-SKULVCG7.mjs";
import "./chunk-CU3L7U5T.mjs";
import "./chunk-CHBM2GK5.mjs";
import "./chunk-SBISJE4B.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-D4NAN5BY.mjs";
import "./chunk-KA3KQOAG.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-2PKLQ3MX.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-I4HUXKHN.mjs";
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
