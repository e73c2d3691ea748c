// Query-biased snippets: from a retrieved unit (a turn card, a message, a decision) keep the pieces that answer the
// query (the sentences, output lines, numbers and paths that share its rare words) instead of the unit's first
// characters. Pure.
import type { WeightedTerm } from './relevance.js';
import { stem, termSet } from './terms.js';

const GAP = ' … ';
const NUMBER = /\d/;
/** Long lines are split into sentences; short lines (output, paths, commands) stay whole. */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9"'`([])/;
const MAX_SEGMENT = 400;
/** Lines with figures taken next to a matched segment when the query asks for a figure. */
const NEIGHBOURS = 3;
/** Questions that want a figure: a neighbouring sentence with a number is worth its room. */
const ASKS_FOR_NUMBER =
  /\b(how (many|much|long|big|fast|slow|large|often)|what (version|size|limit|port|number|count|percent)|which version|latency|p\d\d|timing|duration|count|number|size|limit|version|timeout|threshold|rate|memory|percent)/i;

/** Questions that want a place (a file, folder, module): a segment naming a path is worth its room. */
const ASKS_FOR_PLACE = /\b(where\b|(which|what) (file|module|folder|directory|dir|package|script|path)s?\b)/i;
const PATH =
  /(?:[\w.-]+\/)+[\w.-]+|\b[\w-]+\.(?:py|ts|tsx|js|mjs|cjs|go|rs|rb|java|kt|cs|php|sql|ya?ml|toml|json|ini|cfg|conf|env|md|sh|css|html)\b/;
/** What a path answers by being there: "which module", "what folder", "where is the file". */
const PLACE_TERMS = ['file', 'module', 'folder', 'directory', 'dir', 'path', 'package', 'script'].map(stem);

interface Segment {
  text: string;
  index: number;
  score: number;
}

function segmentsOf(text: string): string[] {
  const out: string[] = [];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    if (line.length <= 160) {
      out.push(line);
      continue;
    }
    for (const s of line.split(SENTENCE_END)) {
      const piece = s.trim();
      if (!piece) continue;
      // A run-on "sentence" longer than the cap is cut in pieces so one of them can still be picked.
      for (let i = 0; i < piece.length; i += MAX_SEGMENT) out.push(piece.slice(i, i + MAX_SEGMENT));
    }
  }
  return out;
}

function meanIdf(terms: readonly WeightedTerm[]): number {
  const weights = terms.filter((t) => t.idf > 0).map((t) => t.idf);
  return weights.length ? weights.reduce((a, b) => a + b, 0) / weights.length : 0;
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${space > max * 0.6 ? head.slice(0, space) : head}…`;
}

/** A window of `max` characters around the first query term of a long segment. */
function around(text: string, terms: readonly WeightedTerm[], max: number): string {
  if (text.length <= max) return text;
  const lower = text.toLowerCase();
  let first = -1;
  for (const t of terms) {
    if (!(t.idf > 0)) continue;
    const at = lower.indexOf(t.term);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  if (first < 0) return cut(text, max);
  const start = Math.max(0, first - Math.floor(max / 3));
  const body = cut(text.slice(start), max - (start > 0 ? 1 : 0));
  return start > 0 ? `…${body}` : body;
}

export interface UnitReading {
  snippet: string;
  /** Every stemmed word of the unit (for the relevance floor), read in the same pass. */
  words: Set<string>;
}

/**
 * The snippet of `text` for a query: segments ranked by the IDF mass of query terms they contain (ties: earlier
 * first), picked until `maxChars`, shown in their original order; a neighbouring segment that carries a number joins
 * a picked one when the query asks for a figure. With no segment sharing a term, the text's beginning.
 */
export function selectSnippet(text: string, query: string, terms: readonly WeightedTerm[], maxChars: number): string {
  return readUnit(text, query, terms, maxChars).snippet;
}

/** selectSnippet, plus the unit's words; `stems` memoizes stem() across the units of one query. */
export function readUnit(
  text: string,
  query: string,
  terms: readonly WeightedTerm[],
  maxChars: number,
  stems = new Map<string, string>(),
): UnitReading {
  const segments = segmentsOf(text);
  const words = new Set<string>();
  const wantsNumber = ASKS_FOR_NUMBER.test(query);
  const wantsPlace = ASKS_FOR_PLACE.test(query);
  // A figure (or a path) asked for is worth part of a matching word: between two equal matches, the one with it wins.
  const numberBonus = wantsNumber ? meanIdf(terms) * 0.5 : 0;
  const placeBonus = wantsPlace ? meanIdf(terms) * 0.5 : 0;
  let hasPath = false;
  const scored: Segment[] = segments.map((s, index) => {
    const segWords = termSet(s, stems);
    for (const w of segWords) words.add(w);
    const namesPath = wantsPlace && PATH.test(s);
    // "Which module decides ..." is answered by a line that names a file: the asking word is found in its path.
    if (namesPath) {
      hasPath = true;
      for (const t of PLACE_TERMS) segWords.add(t);
    }
    let score = 0;
    for (const t of terms) if (segWords.has(t.term)) score += t.idf;
    if (score > 0 && NUMBER.test(s)) score += numberBonus;
    if (score > 0 && namesPath) score += placeBonus;
    return { text: s, index, score };
  });
  if (hasPath) for (const t of PLACE_TERMS) words.add(t);
  if (!segments.length) return { snippet: '', words };
  const flat = segments.join(' ');
  if (flat.length <= maxChars) return { snippet: flat, words };
  const ranked = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.index - b.index);
  if (!ranked.length) return { snippet: cut(flat, maxChars), words };

  const chosen = new Map<number, string>();
  let used = 0;
  const cost = (s: string) => s.length + GAP.length;
  const take = (i: number, s: string) => {
    chosen.set(i, s);
    used += cost(s);
  };
  for (const seg of ranked) {
    if (chosen.has(seg.index)) continue;
    const room = maxChars - used;
    if (room < 40) break;
    if (cost(seg.text) <= room) take(seg.index, seg.text);
    else if (chosen.size === 0) take(seg.index, around(seg.text, terms, room - GAP.length));
    else continue;
    if (wantsNumber) {
      // "invoice search: 2000 queries" followed by "p95 47.3 ms": the figure asked for often sits on the lines next to
      // the words that matched (a command's output block), after them more often than before.
      let added = 0;
      for (const j of [seg.index + 1, seg.index + 2, seg.index + 3, seg.index - 1]) {
        const n = scored[j];
        if (added >= NEIGHBOURS || !n || chosen.has(j) || !NUMBER.test(n.text) || n.text.length > 160) continue;
        if (cost(n.text) > maxChars - used) break;
        take(j, n.text);
        added++;
      }
    }
  }
  const order = [...chosen.keys()].sort((a, b) => a - b);
  let out = '';
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    const sep = k === 0 ? (i > 0 ? '…' : '') : order[k - 1] === i - 1 ? ' ' : GAP;
    out += sep + chosen.get(i)!;
  }
  // More of the unit follows: say so, as a cut would.
  if (order[order.length - 1] < segments.length - 1 && !out.endsWith('…'))
    out = out.length < maxChars ? `${out}…` : `${out.slice(0, maxChars - 1)}…`;
  return { snippet: cut(out, maxChars), words };
}
