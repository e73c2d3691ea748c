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
} from "./chunk-LY5XYCVN.mjs";
import "./chunk-CGCPHJ4A.mjs";
import "./chunk-TTRUGMK2.mjs";
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
