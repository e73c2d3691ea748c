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
} from "./chunk-QVMPHDYJ.mjs";
import "./chunk-6QBLNORT.mjs";
import "./chunk-DYNWFBZN.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-GBWZL7JY.mjs";
import "./chunk-VXFWSCMY.mjs";
import "./chunk-NC3FGBR5.mjs";
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
