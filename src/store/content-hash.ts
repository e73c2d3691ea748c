// Keyed content hashes: how items are compared for equivalence and how tombstones recognise forgotten text without
// keeping it. Normalized first (case, spacing, trailing punctuation), so trivial re-wordings match.
import { hmacSha256Hex } from '../sha256.js';

export function normalizeForHash(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?;:,]+$/u, '')
    .trim();
}

export function contentHash(key: string, text: string): string {
  // Plain JavaScript, not node:crypto: every recording hook checks captured text against tombstones (sha256.ts).
  return hmacSha256Hex(key, normalizeForHash(text)).slice(0, 32);
}

/** Sentences long enough to identify forgotten text inside a summary that quotes it. */
export function hashableSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?。！？])\s+|\n+/u)
    .map((s) => s.replace(/^\s*(?:[-*•]|\[turn \d+\])\s*/u, '').trim())
    .filter((s) => normalizeForHash(s).length >= 12);
}
