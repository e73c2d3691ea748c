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
} from "./chunk-O4UMDIVV.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-4N4EZTNQ.mjs";
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
