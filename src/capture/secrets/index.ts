// The secret detector's layers, merged: provider rules (gitleaks' rules as data, the extras, and the fixed-format
// rules of privacy.ts passed in as `primary`), context rules (names, syntax, prose), command lines, URLs parsed, and
// shapes. Then the same layers on what normalization uncovers: a decoded view of the lines that hold escapes or
// invisible characters, and the decoded text of base64 and hex runs (a secret found inside redacts the whole run).
import { findCommandSecrets } from './commands.js';
import { findContextSecrets, type Span } from './context.js';
import { findExtraSecrets } from './extra.js';
import { findGitleaksSecrets, type SecretSpan } from './gitleaks.js';
import { decodedView, needsView, originalSpan } from './normalize.js';
import { decodedCandidates, findShapeSecrets, isLoneCredential } from './shapes.js';
import { findUrlSecrets } from './urls.js';

export type { SecretSpan };
export { findUrlSecrets };

const MARKER_RE = /\[REDACTED:[\w-]+\]|\[private\]/g;

/** The provider rules of privacy.ts (fixed-format tokens, assignments), as spans of a text. */
export type PrimaryRules = (text: string) => Span[];

/** How deep decoded text is decoded again (base64 in JSON in base64: a docker config in a Kubernetes Secret). */
const MAX_DECODE_DEPTH = 2;
/** Lines around a line that needs decoding, decoded with it (a name on one line, its value on the next). */
const VIEW_CONTEXT_LINES = 2;

function allLayers(text: string, primary: PrimaryRules | undefined): Span[] {
  const lower = text.toLowerCase();
  return [
    ...(primary?.(text) ?? []),
    ...findExtraSecrets(text),
    ...findGitleaksSecrets(text),
    ...findContextSecrets(text, lower),
    ...findCommandSecrets(text, lower),
    ...findUrlSecrets(text),
    ...findShapeSecrets(text),
  ];
}

function detect(text: string, primary: PrimaryRules | undefined, depth: number): Span[] {
  const spans = allLayers(text, primary);
  // Encoded runs: decoded, scanned; a secret inside (or the decoded text being one) redacts the run.
  if (depth < MAX_DECODE_DEPTH) {
    for (const c of decodedCandidates(text)) {
      if (spans.some((s) => s.start <= c.start && s.end >= c.end)) continue;
      const inner = c.text;
      if (isLoneCredential(inner) || /PRIVATE KEY|PRIVATE-KEY/.test(inner) || detect(inner, primary, depth + 1).length > 0) {
        spans.push({ start: c.start, end: c.end, kind: 'encoded_secret' });
      }
    }
  }
  // The decoded view of the lines that need one: JSON escapes, entities, %XX, invisible characters, full-width.
  if (depth === 0 && needsView(text)) spans.push(...viewSpans(text, primary));
  return spans;
}

function viewSpans(text: string, primary: PrimaryRules | undefined): Span[] {
  const out: Span[] = [];
  const lines: { start: number; end: number }[] = [];
  for (let at = 0; at <= text.length; ) {
    const nl = text.indexOf('\n', at);
    const end = nl === -1 ? text.length : nl;
    lines.push({ start: at, end });
    at = end + 1;
  }
  let i = 0;
  while (i < lines.length) {
    if (!needsView(text.slice(lines[i].start, lines[i].end))) {
      i++;
      continue;
    }
    // A block of the lines that need decoding, with some context around them.
    let j = i;
    while (j + 1 < lines.length && j - i < 200 && needsView(text.slice(lines[j + 1].start, lines[j + 1].end))) j++;
    const from = lines[Math.max(0, i - VIEW_CONTEXT_LINES)].start;
    const to = lines[Math.min(lines.length - 1, j + VIEW_CONTEXT_LINES)].end;
    const block = text.slice(from, to);
    const view = decodedView(block);
    if (view) {
      for (const s of detect(view.text, primary, 1)) {
        const o = originalSpan(view, s.start, s.end);
        out.push({ start: from + o.start, end: from + o.end, kind: s.kind });
      }
    }
    i = j + 1;
  }
  return out;
}

/**
 * Non-overlapping spans of every secret found, in text order (overlaps merged; the earliest rule's kind wins).
 * Text already redacted stays as it is: `[REDACTED:x]` would otherwise read as `user:password` to some rules, and
 * sanitizing twice must give what sanitizing once gave.
 */
export function findSecrets(text: string, primary?: PrimaryRules): SecretSpan[] {
  return mergedSpans(text, detect(text, primary, 0));
}

/** Spans in text order, overlaps merged, none overlapping a marker already in the text. */
export function mergedSpans(text: string, found: Span[]): SecretSpan[] {
  const markers =
    text.includes('[REDACTED:') || text.includes('[private]')
      ? [...text.matchAll(MARKER_RE)].map((m) => ({ start: m.index, end: m.index + m[0].length }))
      : [];
  const spans = found
    .map((s) => trimSpan(text, s))
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
    if (s.start < last) continue; // overlapping a span already replaced
    out += `${text.slice(last, s.start)}[REDACTED:${s.kind}]`;
    last = s.end;
  }
  return out + text.slice(last);
}

function trimSpan(text: string, s: SecretSpan): SecretSpan {
  let end = s.end;
  while (end > s.start && /\s/.test(text[end - 1])) end--;
  return end === s.end ? s : { ...s, end };
}
