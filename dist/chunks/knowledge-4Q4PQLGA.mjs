import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  ITEM_TYPES,
  KnowledgeError,
  applyExtractedWithin,
  applyResolved,
  createItem,
  createItemWithin,
  currentVerifiedItems,
  findEquivalentItem,
  findItem,
  forgetItemWithin,
  getItem,
  isItemType,
  itemId,
  noteItemEvent,
  recordConflictWithin,
  resolveConflict,
  searchableText,
  setTrust,
  slotItems,
  supersedeItem,
  withdrawItem
} from "./chunk-ZTQCH55A.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  ITEM_TYPES,
  KnowledgeError,
  applyExtractedWithin,
  applyResolved,
  createItem,
  createItemWithin,
  currentVerifiedItems,
  findEquivalentItem,
  findItem,
  forgetItemWithin,
  getItem,
  isItemType,
  itemId,
  noteItemEvent,
  recordConflictWithin,
  resolveConflict,
  searchableText,
  setTrust,
  slotItems,
  supersedeItem,
  withdrawItem
};
