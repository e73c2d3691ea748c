// Turns whatever a user (or a model) types into a safe FTS5 MATCH expression, or null when nothing is searchable.
//
// Safety comes from construction, not escaping: every term we emit is a double-quoted FTS5 string built only from
// characters we chose to keep, so no operator (AND/OR/NOT/NEAR), column filter (`col:`), `^`, `*`, `-` or
// parenthesis the user typed can reach the FTS5 parser as syntax. The only syntax we add is `OR`/`AND` between
// terms and an optional trailing `*`.
//
// Two indexes are targeted:
// - word index (`porter unicode61 remove_diacritics 2`): terms are letter/digit runs, like unicode61's own tokens.
// - trigram index (`trigram`): terms are substrings of >= 3 code points, so identifiers (`cli.ts`, `snake_case`)
//   and CJK text (no spaces between words) can be found by substring.

export interface WordQueryOptions {
  /** Treat the last token as an unfinished word (search-as-you-type): `"tok"*`. */
  prefix?: boolean;
  /** `or` (default) lets BM25 rank documents matching more terms higher; `and` requires every term. */
  mode?: 'or' | 'and';
}

/** Input beyond this is ignored: a query is a few words, and pasted walls of text must not build huge expressions. */
export const MAX_QUERY_INPUT_CHARS = 2000;
/** Distinct terms per expression; more only slows FTS5 down without changing the top of a BM25 ranking much. */
export const MAX_WORD_TERMS = 32;
export const MAX_TRIGRAM_TERMS = 48;
/** A longer identifier is searched by its first characters: still a correct substring constraint, cheaper. */
export const MAX_TRIGRAM_TERM_CHARS = 64;
/** One- and two-letter prefixes match a large share of the vocabulary; they are searched as whole words instead. */
const MIN_PREFIX_CHARS = 2;

// Common English function words. They carry no topic and, in an OR query, only add noise to BM25.
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing down during each few for from further had has have having he her here hers ' +
    'herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on ' +
    'once only or other our ours ourselves out over own same she should so some such than that the their theirs them ' +
    'themselves then there these they this those through to too under until up very was we were what when where ' +
    'which while who whom why will with would you your yours yourself yourselves'
  ).split(' '),
);

const CJK_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
// Script_Extensions also covers marks shared by CJK scripts, e.g. the katakana long vowel mark in データベース.
const CJK_LETTER = /^[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]$/u;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}\p{M}]$/u;
// Word tokens: a letter or digit, then letters, digits or combining marks (Devanagari vowel signs, decomposed accents).
const WORD_TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
// Characters that end a trigram term: quotes, brackets, FTS5 syntax, sentence punctuation, emoji and other symbols,
// and everything invisible (controls, format chars, lone surrogates, private use, unassigned).
const TRIGRAM_BREAK = /^[\s"'`(){}[\]<>,;!?*^|\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{So}\p{Sk}\p{C}]$/u;
// Trimmed from the ends of a term: `-foo`, `col:`, a sentence's final `.`, a leading `./`.
const TRIM_EDGES = /^[.:\-/\\]+|[.:\-/\\]+$/gu;

/** True when the text contains Chinese, Japanese or Korean characters (which need the trigram index). */
export function hasCjk(s: string): boolean {
  return CJK_SCRIPT.test(s);
}

/** Quotes a term as an FTS5 string; `"` is doubled although our terms never contain one, as a last line of defence. */
function quote(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

function clip(input: string): string {
  return input.length > MAX_QUERY_INPUT_CHARS ? input.slice(0, MAX_QUERY_INPUT_CHARS) : input;
}

function unique(terms: string[]): string[] {
  return [...new Set(terms)];
}

/** FTS5 expression for the word index, or null when the input has no letters or digits. */
export function buildWordQuery(input: string, opts: WordQueryOptions = {}): string | null {
  const text = clip(input).normalize('NFC').toLowerCase();
  const raw = text.match(WORD_TOKEN) ?? [];
  if (raw.length === 0) return null;

  const wantPrefix = opts.prefix === true && [...raw[raw.length - 1]].length >= MIN_PREFIX_CHARS;
  // The unfinished last word is exempt from stop-word removal: "the" may be becoming "theme".
  const last = wantPrefix ? raw[raw.length - 1] : undefined;
  const terms = contentTerms(wantPrefix ? raw.slice(0, -1) : raw, last !== undefined).filter((t) => t !== last);
  const parts = terms.slice(0, last !== undefined ? MAX_WORD_TERMS - 1 : MAX_WORD_TERMS).map(quote);
  if (last !== undefined) parts.push(`${quote(last)}*`);
  return parts.join(opts.mode === 'and' ? ' AND ' : ' OR ');
}

/** The terms buildWordQuery ORs together for this input (no prefix term), for a caller that picks among them. */
export function wordQueryTerms(input: string): string[] {
  const raw = clip(input).normalize('NFC').toLowerCase().match(WORD_TOKEN) ?? [];
  return contentTerms(raw, false).slice(0, MAX_WORD_TERMS);
}

/** `match` (from orQuery) restricted to docs that also hold `term`: cheap without BM25, whatever term's frequency. */
export function alsoHolding(match: string, term: string): string {
  return `(${match}) AND ${quote(term)}`;
}

/** An OR expression of word terms (from wordQueryTerms), or null for none. */
export function orQuery(terms: readonly string[]): string | null {
  return terms.length > 0 ? terms.map(quote).join(' OR ') : null;
}

function contentTerms(body: string[], hasPrefix: boolean): string[] {
  const content = body.filter((t) => !STOP_WORDS.has(t));
  // "what was it" is all stop words but still a question someone asked: searching them beats returning nothing.
  return unique(content.length > 0 || hasPrefix ? content : body);
}

/**
 * The terms of an OR query worth ranking with BM25 in a large store. FTS5 scores every row of every term's posting
 * list before it sorts (about 2 µs a row), so a term in a third of a million docs costs most of a second while
 * adding almost nothing to the ranking (its IDF is near zero). Terms are taken rarest first while the rows they
 * match (by `df`) stay within `budget`; terms no doc contains cost nothing, and the rarest term found in any doc is
 * always taken. `overBudget` says that even it matches more: every term is very common, and no BM25 ranking of
 * them is affordable or telling. `dropped` are the terms left out.
 */
export function affordableTerms(
  terms: readonly string[],
  df: ReadonlyMap<string, number>,
  budget: number,
): { terms: string[]; dropped: string[]; overBudget: boolean } {
  const byRarity = [...terms].sort((a, b) => (df.get(a) ?? 0) - (df.get(b) ?? 0));
  const kept = new Set<string>();
  let rows = 0;
  for (const t of byRarity) {
    const n = df.get(t) ?? 0;
    if (rows > 0 && rows + n > budget) break;
    kept.add(t);
    rows += n;
  }
  return { terms: terms.filter((t) => kept.has(t)), dropped: terms.filter((t) => !kept.has(t)), overBudget: rows > budget };
}

type Segment = { cjk: boolean; chars: string[] };

/** Splits text into runs of CJK letters and runs of other non-breaking characters. */
function segments(text: string): Segment[] {
  const out: Segment[] = [];
  let cur: Segment | null = null;
  for (const ch of text) {
    if (TRIGRAM_BREAK.test(ch)) {
      cur = null;
      continue;
    }
    const cjk = CJK_LETTER.test(ch) && LETTER_OR_DIGIT.test(ch);
    // CJK punctuation (、。) is shared-script but not a letter: it separates, like a space would.
    if (!cjk && CJK_LETTER.test(ch)) {
      cur = null;
      continue;
    }
    if (!cur || cur.cjk !== cjk) {
      cur = { cjk, chars: [] };
      out.push(cur);
    }
    cur.chars.push(ch);
  }
  return out;
}

/**
 * FTS5 expression for the trigram index, or null when no term reaches 3 characters.
 * Latin runs are kept whole (`src/cli.ts` must match as one substring); CJK runs become overlapping 3-character
 * windows, since CJK has no spaces and a whole-run substring would almost never occur verbatim in another text.
 */
export function buildTrigramQuery(input: string): string | null {
  const text = clip(input).normalize('NFC').toLowerCase();
  const cjkTerms: string[] = [];
  let wordTerms: string[] = [];
  for (const seg of segments(text)) {
    if (seg.cjk) {
      for (let i = 0; i + 3 <= seg.chars.length; i++) cjkTerms.push(seg.chars.slice(i, i + 3).join(''));
      continue;
    }
    const term = [...seg.chars.join('').replace(TRIM_EDGES, '')];
    // The trigram index cannot match fewer than 3 characters.
    if (term.length >= 3) wordTerms.push(term.slice(0, MAX_TRIGRAM_TERM_CHARS).join(''));
  }
  // "the" is a substring of "there" and "other": stop words are worse noise here than in the word index.
  if (wordTerms.length > 0) {
    const kept = wordTerms.filter((t) => !STOP_WORDS.has(t));
    wordTerms = kept.length > 0 || cjkTerms.length > 0 ? kept : wordTerms;
  }
  const terms = unique([...wordTerms, ...cjkTerms]).slice(0, MAX_TRIGRAM_TERMS);
  return terms.length > 0 ? terms.map(quote).join(' OR ') : null;
}

/**
 * The CJK words of a query too short for the trigram index (one or two characters: 迁移, 毎晩, 배포). The word index
 * holds a Chinese or Japanese run as one token, so these are found through the trigrams that start with them
 * (store/search.trigramsStartingWith).
 */
export function shortCjkRuns(input: string): string[] {
  const text = clip(input).normalize('NFC').toLowerCase();
  return unique(
    segments(text)
      .filter((seg) => seg.cjk && seg.chars.length < 3)
      .map((seg) => seg.chars.join('')),
  ).slice(0, MAX_SHORT_CJK_RUNS);
}

/** Short CJK words expanded per query: each costs one look-up in the trigram vocabulary. */
const MAX_SHORT_CJK_RUNS = 8;

/** Quoted FTS5 terms joined by OR (for terms taken from the index's own vocabulary). */
export function orOfTerms(terms: readonly string[]): string | null {
  return terms.length ? terms.map(quote).join(' OR ') : null;
}
