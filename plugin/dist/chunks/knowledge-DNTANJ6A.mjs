import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
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
  itemId,
  noteItemEvent,
  recordConflictWithin,
  resolveConflict,
  searchableText,
  setTrust,
  slotItems,
  supersedeItem,
  withdrawItem
} from "./chunk-BQM4FMEU.mjs";
import "./chunk-UOLGFTC5.mjs";
import {
  ITEM_TYPES,
  isItemType
} from "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
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
