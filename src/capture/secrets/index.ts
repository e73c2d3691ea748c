// The secret detector's layers, merged: provider rules (gitleaks' rules as data, the extras, and the fixed-format
// rules of privacy.ts passed in as `primary`), context rules (names, syntax, prose), command lines, URLs parsed, and
// shapes. Then the same layers on what normalization uncovers: a decoded view of the lines that hold escapes or
// invisible characters, and the decoded text of base64 and hex runs (a secret found inside redacts the whole run).
import { findCommandSecrets } from './commands.js';
import { findContextSecrets, type Span } from './context.js';
import { findExtraSecrets } from './extra.js';
import { findGitleaksSecrets, type SecretSpan } from './gitleaks.js';
import { decodedView, needsView, originalSpan, type View, viewTriggers } from './normalize.js';
import { decodedCandidates, findShapeSecrets, isLoneCredential } from './shapes.js';
import { findUrlSecrets } from './urls.js';

export type { SecretSpan };
export { findUrlSecrets };

const MARKER_RE = /\[REDACTED:[\w-]+\]|\[private\]/g;

/** The provider rules of privacy.ts (fixed-format tokens, assignments), as spans of a text. */
export type PrimaryRules = (text: string) => Span[];

/** Below this length a text holds no command with a password, no URL with credentials and no token by shape. */
const MIN_SHAPE_CHARS = 12;
/** How deep decoded text is decoded again (base64 in JSON in base64: a docker config in a Kubernetes Secret). */
const MAX_DECODE_DEPTH = 2;
/** How far from what needs decoding its window reaches (secrets and their names sit close together). */
const VIEW_REACH = 400;

function allLayers(text: string, primary: PrimaryRules | undefined): Span[] {
  const lower = text.toLowerCase();
  const spans = [
    ...(primary?.(text) ?? []),
    ...findExtraSecrets(text, lower),
    ...findGitleaksSecrets(text, lower),
    ...findContextSecrets(text, lower),
  ];
  // Shorter than any token, key body or command with its password: only the name-and-value rules above apply.
  if (text.length < MIN_SHAPE_CHARS) return spans;
  spans.push(...findCommandSecrets(text, lower), ...findUrlSecrets(text), ...findShapeSecrets(text));
  return spans;
}

function detect(text: string, primary: PrimaryRules | undefined, depth: number): Span[] {
  const spans = allLayers(text, primary);
  // Encoded runs: decoded and scanned together (one pass for all of them); a secret inside one, or the decoded text
  // being one, redacts the run.
  if (depth < MAX_DECODE_DEPTH && text.length >= 16) {
    const candidates = decodedCandidates(text).filter((c) => !spans.some((s) => s.start <= c.start && s.end >= c.end));
    if (candidates.length > 0) {
      const found = new Set<number>();
      candidates.forEach((c, i) => {
        if (isLoneCredential(c.text) || /PRIVATE KEY|PRIVATE-KEY/.test(c.text)) found.add(i);
      });
      const joined = joinParts(candidates.map((c) => c.text));
      for (const s of detect(joined.text, primary, depth + 1)) {
        const i = joined.partAt(s.start);
        if (i !== -1) found.add(i);
      }
      for (const i of found) spans.push({ start: candidates[i].start, end: candidates[i].end, kind: 'encoded_secret' });
    }
  }
  // The decoded view of the lines that need one: JSON escapes, entities, %XX, invisible characters, full-width.
  if (depth === 0 && needsView(text)) spans.push(...viewSpans(text, primary));
  return spans;
}

/** Texts joined by blank lines, so one detection pass covers them all; `partAt` says which text an offset is in. */
function joinParts(parts: string[]): { text: string; partAt(offset: number): number } {
  const starts: number[] = [];
  let text = '';
  for (const p of parts) {
    starts.push(text.length);
    text += `${p}\n\n`;
  }
  return {
    text,
    partAt(offset) {
      for (let i = starts.length - 1; i >= 0; i--) if (offset >= starts[i]) return offset < starts[i] + parts[i].length ? i : -1;
      return -1;
    },
  };
}

function viewSpans(text: string, primary: PrimaryRules | undefined): Span[] {
  // Windows around what needs decoding (to the line's ends, at most VIEW_REACH chars away), decoded, joined, scanned
  // once: a long line with one escape costs a window, not the line.
  const blocks: { from: number; view: View }[] = [];
  let windowStart = -1;
  let windowEnd = -1;
  const flush = () => {
    if (windowStart < 0) return;
    const view = decodedView(text.slice(windowStart, windowEnd));
    if (view) blocks.push({ from: windowStart, view });
  };
  for (const at of viewTriggers(text)) {
    const lineStart = text.lastIndexOf('\n', at) + 1;
    const nl = text.indexOf('\n', at);
    const lineEnd = nl === -1 ? text.length : nl;
    const from = Math.max(lineStart, at - VIEW_REACH);
    const to = Math.min(lineEnd, at + VIEW_REACH);
    // With a line of context each side when the line is short (a name on one line, its value on the next).
    const start = at - lineStart <= VIEW_REACH ? text.lastIndexOf('\n', Math.max(0, lineStart - 2)) + 1 : from;
    const end = lineEnd - at <= VIEW_REACH && nl !== -1 ? (text.indexOf('\n', lineEnd + 1) + 1 || text.length + 1) - 1 : to;
    if (start <= windowEnd) windowEnd = Math.max(windowEnd, end);
    else {
      flush();
      windowStart = start;
      windowEnd = end;
    }
  }
  flush();
  if (blocks.length === 0) return [];
  const joined = joinParts(blocks.map((b) => b.view.text));
  const out: Span[] = [];
  const partStarts: number[] = [];
  let acc = 0;
  for (const b of blocks) {
    partStarts.push(acc);
    acc += b.view.text.length + 2;
  }
  for (const s of detect(joined.text, primary, 1)) {
    const k = joined.partAt(s.start);
    if (k === -1) continue;
    const { from, view } = blocks[k];
    const local = s.start - partStarts[k];
    const o = originalSpan(view, local, Math.min(view.text.length, local + (s.end - s.start)));
    out.push({ start: from + o.start, end: from + o.end, kind: s.kind });
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
