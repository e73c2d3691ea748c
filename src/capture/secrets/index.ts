// The secret detector's rule sets, merged: gitleaks' rules as data plus the session-specific extras.
import { findExtraSecrets } from './extra.js';
import { findGitleaksSecrets, type SecretSpan } from './gitleaks.js';

export type { SecretSpan };

/** Non-overlapping spans of every secret found, in text order (overlaps merged; the earliest rule's kind wins). */
export function findSecrets(text: string): SecretSpan[] {
  const spans = [...findExtraSecrets(text), ...findGitleaksSecrets(text)]
    .map((s) => trimTrailingSpace(text, s))
    .filter((s) => s.end > s.start)
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
