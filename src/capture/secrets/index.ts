// The secret detector's rule sets, merged: gitleaks' rules as data plus the session-specific extras.
import { findExtraSecrets } from './extra.js';
import { findGitleaksSecrets, type SecretSpan } from './gitleaks.js';

export type { SecretSpan };

const MARKER_RE = /\[REDACTED:[\w-]+\]/g;

/**
 * Non-overlapping spans of every secret found, in text order (overlaps merged; the earliest rule's kind wins).
 * Text already redacted stays as it is: `[REDACTED:x]` would otherwise read as `user:password` to some rules, and
 * sanitizing twice must give what sanitizing once gave.
 */
export function findSecrets(text: string): SecretSpan[] {
  const markers = text.includes('[REDACTED:')
    ? [...text.matchAll(MARKER_RE)].map((m) => ({ start: m.index, end: m.index + m[0].length }))
    : [];
  const spans = [...findExtraSecrets(text), ...findGitleaksSecrets(text)]
    .map((s) => trimTrailingSpace(text, s))
    .filter((s) => s.end > s.start && !markers.some((m) => s.start < m.end && m.start < s.end))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: SecretSpan[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

/** Replaces each span with `[REDACTED:<kind>]`. */
export function redactSpans(text: string, spans: SecretSpan[]): string {
  if (spans.length === 0) return text;
  let out = '';
  let last = 0;
  for (const s of spans) {
    out += `${text.slice(last, s.start)}[REDACTED:${s.kind}]`;
    last = s.end;
  }
  return out + text.slice(last);
}

function trimTrailingSpace(text: string, s: SecretSpan): SecretSpan {
  let end = s.end;
  while (end > s.start && /\s/.test(text[end - 1])) end--;
  return end === s.end ? s : { ...s, end };
}
