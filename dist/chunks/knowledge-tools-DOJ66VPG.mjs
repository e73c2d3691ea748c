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
} from "./chunk-KM3H5RPD.mjs";
import "./chunk-DHHWME76.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-Y4E2E54X.mjs";
import "./chunk-EUNHRFSH.mjs";
import "./chunk-DBXVHGIS.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-6OHKXCJ3.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-NOYGZQRC.mjs";
import "./chunk-SDNQZF2B.mjs";
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
