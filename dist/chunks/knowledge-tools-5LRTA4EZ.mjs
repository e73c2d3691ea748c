import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  auditLine,
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
  registerKnowledgeTools
} from "./chunk-EYQWKABO.mjs";
import "./chunk-Y4E2E54X.mjs";
import "./chunk-OTAJ2ZNC.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-6ZEEEWSR.mjs";
import "./chunk-T3S3UNON.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-7CQCRRDR.mjs";
import "./chunk-GRLPG7KU.mjs";
import "./chunk-S56EIDYH.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  auditLine,
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
  registerKnowledgeTools
};
