// Keyed content hashes: how items are compared for equivalence and how tombstones recognise forgotten text without
// keeping it. Normalized first (case, spacing, trailing punctuation), so trivial re-wordings match.
import { lazyBuiltin } from '../runtime/builtins.js';

/** Loaded at the first hash, not with the store: a hook that opens a store but hashes nothing skips its start-up. */
const crypto = lazyBuiltin<typeof import('node:crypto')>('node:crypto');

export function normalizeForHash(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?;:,]+$/u, '')
    .trim();
}

export function contentHash(key: string, text: string): string {
  return crypto().createHmac('sha256', key).update(normalizeForHash(text)).digest('hex').slice(0, 32);
}

/** Sentences long enough to identify forgotten text inside a summary that quotes it. */
export function hashableSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?。！？])\s+|\n+/u)
    .map((s) => s.replace(/^\s*(?:[-*•]|\[turn \d+\])\s*/u, '').trim())
    .filter((s) => normalizeForHash(s).length >= 12);
}
