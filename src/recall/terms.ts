// Query terms as relevance and snippet selection see them: lowercased words without stop words, reduced to a rough
// stem so "sessions", "stored" and "storing" meet "session" and "store". Pure; the same function reads the query
// and the text, so the stem only has to be consistent, not linguistically right.

// English function words plus the politeness and chat fillers of prompts ("please", "could you", "let's"): they
// carry no topic, and a memory found only through them is not relevant ("please" must not find a deploy rule).
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are aren as at be because been before being below ' +
    'between both but by can cannot could couldn did didn do does doesn doing don done down during each either else ' +
    'ever every few for from further get gets got had has have having he her here hers him his how i if in into is ' +
    'isn it its itself just let lets like ll me might more most must my myself need no nor not now of off ok okay on ' +
    'once only or other ought our ours out over own please re same shall she should so some such than that the ' +
    'their theirs them then there these they this those through to too under until up us ve very via was wasn we ' +
    'were what whats when where which while who whom why will with won would you your yours thanks thank hey hi ' +
    'hello sure yes yeah yet want wanted know tell remind remember recall again anything something one still ' +
    'go going make use used using thing things way whether s t d m'
  ).split(/\s+/),
);

/** More terms only slow the document-frequency look-ups; a query's topic is in its first words. */
const MAX_TERMS = 24;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}_]*/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A rough suffix-stripping stem (plural, -ing, -ed, -ly); digits and short words are kept as they are. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('ly') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('es') && /(x|ch|sh|ss|zz)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  // "stored" -> "stor", "store" -> "store": drop a final e so both meet; double consonants ("running") likewise.
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  if (w.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

const IDENTIFIER_BOUNDARY = /[a-z\d][A-Z]|_/;

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]+/gu;

/**
 * A CJK run as the words a question can share with it: its overlapping two-character pieces (a run of one character is
 * itself). Chinese and Japanese write no spaces, so "数据库迁移失败" holds 迁移 only as a piece; a question's run is read
 * the same way, so 数据库 meets it through 数据 and 据库.
 */
function cjkPieces(run: string, out: string[]): void {
  const chars = Array.from(run);
  if (chars.length === 1) out.push(run);
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
}

/** Words of a text split at identifier boundaries too: `sessionStore.ts` and `session_store` give session, store, ts. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const m of text.normalize('NFC').matchAll(WORD)) {
    let raw = m[0];
    if (CJK.test(raw)) {
      // CJK runs become their pieces; the Latin letters beside them ("deploy到prod") are words of their own.
      for (const run of raw.match(CJK_RUN) ?? []) cjkPieces(run.toLowerCase(), out);
      raw = raw.replace(CJK_RUN, ' ').trim();
      if (!raw) continue;
      for (const rest of raw.split(/\s+/)) out.push(...words(rest));
      continue;
    }
    // Most words have no identifier boundary inside: one word, no split (recall reads every word of its top units).
    if (!IDENTIFIER_BOUNDARY.test(raw)) {
      out.push(raw.toLowerCase());
      continue;
    }
    const parts = raw
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .split(/[_\s]+/)
      .filter(Boolean);
    for (const p of parts) out.push(p.toLowerCase());
    if (parts.length > 1) out.push(raw.toLowerCase());
  }
  return out;
}

export interface QueryWord {
  term: string;
  word: string;
  named: boolean;
  /** The word as the query writes it (the whole identifier for a piece of one). */
  written: string;
  /** A piece of an identifier ("jet" of JetStream): the word index holds only the whole. */
  part: boolean;
}

/**
 * The distinct content terms of a query, stemmed, each with the first word it came from, in order. `named` marks a
 * term from a word written as a name (capitalised inside a sentence, or with capitals inside it: Kubernetes, GraphQL,
 * OAuth): a name the memory has never seen says the question is about something else.
 */
export function queryWords(query: string): QueryWord[] {
  const seen = new Set<string>();
  const out: QueryWord[] = [];
  const text = query.slice(0, 2_000).normalize('NFC');
  let previousEnd = -1;
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    const sentenceStart = previousEnd < 0 || /[.!?\n]/.test(text.slice(previousEnd, m.index));
    previousEnd = m.index + raw.length;
    const named = /\p{Lu}/u.test(raw.slice(1)) || (!sentenceStart && /^\p{Lu}/u.test(raw));
    const pieces = words(raw);
    const whole = raw.toLowerCase();
    for (const w of pieces) {
      if (STOP_WORDS.has(w) || (w.length < 2 && !/\d/.test(w) && !CJK.test(w))) continue;
      const term = stem(w);
      if (!seen.has(term)) {
        seen.add(term);
        out.push({ term, word: w, named, written: raw, part: pieces.length > 1 && w !== whole && !CJK.test(w) });
      }
    }
  }
  return out.slice(0, MAX_TERMS);
}

export const queryTerms = (query: string): string[] => queryWords(query).map((w) => w.term);

/** The set of stemmed words of a text (stop words included: a query never asks for them); `stems` memoizes stem(). */
export function termSet(text: string, stems?: Map<string, string>): Set<string> {
  const out = new Set<string>();
  for (const w of words(text)) {
    let s = stems?.get(w);
    if (s === undefined) {
      s = stem(w);
      stems?.set(w, s);
    }
    out.add(s);
  }
  return out;
}

export const isStopWord = (w: string): boolean => STOP_WORDS.has(w.toLowerCase());

/**
 * The query plus the short forms that logs and tool output use for what it spells out: "95th percentile" is `p95`
 * in every latency report, "median" is `p50`. Appended, so the spelled-out words still count.
 */
export function withShortForms(query: string): string {
  const extra: string[] = [];
  for (const m of query.matchAll(/\b(\d{1,2}(?:\.\d+)?)(?:st|nd|rd|th)?[- ]percentile\b/gi)) extra.push(`p${m[1]}`);
  if (/\bmedian\b/i.test(query)) extra.push('p50');
  return extra.length ? `${query} ${[...new Set(extra)].join(' ')}` : query;
}

/**
 * The query's names ("Kafka", "Flagger", "SOC") that no memory holds, as written. `df` counts whole words; a name
 * with no count may still sit inside a longer token ("OOM" in OOMKilled), which `textsHolding` (texts with the
 * fragment anywhere) settles: the same capitals, no letter before, no small letter after. Calendar words, pieces of
 * identifiers and CJK runs are no names here. Pure but for the two readers.
 */
export function unknownNames(
  words: readonly QueryWord[],
  df: (word: string) => number,
  textsHolding: (fragment: string) => string[],
  calendarWords: ReadonlySet<string>,
): string[] {
  const out: string[] = [];
  for (const w of words) {
    if (!w.named || w.part || CJK.test(w.word) || calendarWords.has(w.word) || df(w.word) > 0) continue;
    // A written word is letters, digits and underscores (terms.WORD): nothing to escape.
    const exact = new RegExp(`(?<!\\p{L})${w.written}(?!\\p{Ll})`, 'u');
    if (!textsHolding(w.written).some((t) => exact.test(t))) out.push(w.written);
  }
  return out;
}
