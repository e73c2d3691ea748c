// Token budgeting for text injected into Claude's context.
//
// Claude's tokenizer is not available offline, so this is an estimate, deliberately a little high: overshooting a
// budget costs the user context, undershooting costs one memory line. Costs are counted per code point:
//   - ASCII: 0.3 token (≈ 3.3 chars/token; English prose is nearer 4, code nearer 3.5)
//   - CJK ideographs, kana, hangul, fullwidth forms: 1 token each (they are rarely merged)
//   - other BMP characters (accented Latin, Cyrillic, Greek, symbols): 0.5 token
//   - other astral characters (emoji): 2 tokens (usually split into byte-level pieces)
// Costs are integers in 1/20 token, so the estimate of a concatenation is exactly the sum of its parts and a
// result checked against the budget stays under it.

const UNITS_PER_TOKEN = 20;
const UNITS_ASCII = 6;
const UNITS_OTHER_BMP = 10;
const UNITS_CJK = 20;
const UNITS_ASTRAL = 40;

const SEPARATOR = '\n';
const ELLIPSIS = '…';

export interface FitOptions {
  /** Printed first, only when at least one item is included (a header over nothing is noise). */
  header?: string;
  /** The line that tells the reader how many items were left out. */
  trailer?: (omitted: number) => string;
  /** Never cut an item: when not even the first fits, none is shown (a cut line would stop mid-sentence). */
  wholeItems?: boolean;
}

export interface FitResult {
  text: string;
  /** Items shown, whole or (only the first) cut. */
  included: number;
  omitted: number;
  tokens: number;
}

export const defaultTrailer = (omitted: number): string => `… ${omitted} more (use session_recall to see them)`;

function isCjk(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x11ff) || // Hangul Jamo
    (cp >= 0x2e80 && cp <= 0x2fdf) || // CJK radicals
    (cp >= 0x3000 && cp <= 0x33ff) || // CJK punctuation, kana, bopomofo, compatibility
    (cp >= 0x3400 && cp <= 0x4dbf) || // CJK extension A
    (cp >= 0x4e00 && cp <= 0x9fff) || // CJK unified ideographs
    (cp >= 0xa960 && cp <= 0xa97f) || // Hangul Jamo extended A
    (cp >= 0xac00 && cp <= 0xd7ff) || // Hangul syllables and Jamo extended B
    (cp >= 0xf900 && cp <= 0xfaff) || // CJK compatibility ideographs
    (cp >= 0xfe30 && cp <= 0xfe4f) || // CJK compatibility forms
    (cp >= 0xff00 && cp <= 0xffef) || // halfwidth and fullwidth forms
    (cp >= 0x20000 && cp <= 0x3ffff) // CJK extensions B and later
  );
}

function codePointUnits(cp: number): number {
  if (cp < 0x80) return UNITS_ASCII;
  if (isCjk(cp)) return UNITS_CJK;
  return cp > 0xffff ? UNITS_ASTRAL : UNITS_OTHER_BMP;
}

function units(text: string): number {
  let total = 0;
  for (const ch of text) total += codePointUnits(ch.codePointAt(0)!);
  return total;
}

function budgetUnits(tokens: number): number {
  if (Number.isNaN(tokens) || tokens <= 0) return 0;
  return Math.floor(tokens) * UNITS_PER_TOKEN;
}

/** Estimated Claude tokens of `text` (see the top of this file for the rule); never underestimates by design. */
export function estimateTokens(text: string): number {
  return Math.ceil(units(text) / UNITS_PER_TOKEN);
}

// Created on first use: building a segmenter loads ICU data (about 10 ms), which a hook should not pay up front.
let graphemes: Intl.Segmenter | null = null;

/** Longest prefix of whole graphemes (so no emoji or accent is split) within `room` units, plus "…"; '' if none. */
function truncateToUnits(text: string, room: number): string {
  if (units(text) <= room) return text;
  const roomForText = room - units(ELLIPSIS);
  if (roomForText <= 0) return '';
  let used = 0;
  let cut = 0;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment, index } of graphemes.segment(text)) {
    const cost = units(segment);
    if (used + cost > roomForText) break;
    used += cost;
    cut = index + segment.length;
  }
  let head = text.slice(0, cut);
  // Prefer ending at a word boundary, unless that throws away more than 40% of what fits (long URLs, CJK).
  const lastSpace = head.search(/\s\S*$/);
  if (lastSpace > 0 && lastSpace >= head.length * 0.6) head = head.slice(0, lastSpace);
  head = head.trimEnd();
  return head === '' ? '' : head + ELLIPSIS;
}

/** `text` if it fits in `tokens`, else its longest clean prefix ending in "…" that does; '' when nothing fits. */
export function truncateToTokens(text: string, tokens: number): string {
  return truncateToUnits(text, budgetUnits(tokens));
}

function compose(header: string | undefined, items: readonly string[], trailer: string | undefined): string {
  const parts = header ? [header, ...items] : [...items];
  if (trailer !== undefined) parts.push(trailer);
  return parts.join(SEPARATOR);
}

/**
 * Joins items (one per line, in order) under a header while they fit, then says how many were left out. The whole
 * text, header and trailer included, never exceeds `budgetTokens`. Items are not skipped to squeeze a later, shorter
 * one in: callers pass them best first, and the trailer count must mean "the rest of the list".
 * When not even the first item fits, it is cut (with "…") so the reader still sees the best match.
 */
export function fitToBudget(items: readonly string[], budgetTokens: number, opts: FitOptions = {}): FitResult {
  const budget = budgetUnits(budgetTokens);
  const trailerFor = opts.trailer ?? defaultTrailer;
  const header = opts.header || undefined;
  const total = items.length;
  const fits = (text: string) => units(text) <= budget;
  const result = (text: string, included: number): FitResult => ({
    text,
    included,
    omitted: total - included,
    tokens: estimateTokens(text),
  });

  // Greedy count of whole items, ignoring the trailer; the loop below makes room for it.
  let used = header ? units(header) : 0;
  let n = 0;
  for (; n < total; n++) {
    const add = (header || n > 0 ? units(SEPARATOR) : 0) + units(items[n]);
    if (used + add > budget) break;
    used += add;
  }
  for (; n > 0; n--) {
    const text = compose(header, items.slice(0, n), n < total ? trailerFor(total - n) : undefined);
    if (fits(text)) return result(text, n);
  }
  if (total === 0) return result('', 0);

  const rest = total - 1;
  if (opts.wholeItems) {
    const allOmitted = trailerFor(total);
    return fits(allOmitted) ? result(allOmitted, 0) : result('', 0);
  }
  const restTrailer = rest > 0 ? trailerFor(rest) : undefined;
  const room = budget - units(compose(header, [''], restTrailer));
  const cut = room > 0 ? truncateToUnits(items[0], room) : '';
  if (cut !== '') return result(compose(header, [cut], restTrailer), 1);

  const allOmitted = trailerFor(total);
  return fits(allOmitted) ? result(allOmitted, 0) : result('', 0);
}
