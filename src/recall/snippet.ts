// Query-biased snippets: from a retrieved unit (a turn card, a message, a decision) keep the pieces that answer the
// query (the sentences, output lines, numbers and paths that share its rare words) instead of the unit's first
// characters. Pure.
import { SEGMENT_WEIGHTS } from './rank-weights.js';
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
export const ASKS_FOR_NUMBER =
  /\b(how (many|much|long|big|fast|slow|large|often)|what (version|size|limit|port|number|count|percent)|which version|latency|p\d\d|timing|duration|count|number|size|limit|version|timeout|threshold|rate|memory|percent)/i;

/** Questions that want a place (a file, folder, module): a segment naming a path is worth its room. */
export const ASKS_FOR_PLACE = /\b(where\b|(which|what) (file|module|folder|directory|dir|package|script|path)s?\b)/i;
const PATH =
  /(?:[\w.-]+\/)+[\w.-]+|\b[\w-]+\.(?:py|ts|tsx|js|mjs|cjs|go|rs|rb|java|kt|cs|php|sql|ya?ml|toml|json|ini|cfg|conf|env|md|sh|css|html)\b/;
/** What a path answers by being there: "which module", "what folder", "where is the file". */
const PLACE_TERMS = ['file', 'module', 'folder', 'directory', 'dir', 'path', 'package', 'script'].map(stem);

interface Segment {
  text: string;
  index: number;
  score: number;
}

/**
 * What part of a turn card a line is (compress/turn-card.ts writes "Asked:", "Said:", "$ command", "Read/Edited/Wrote
 * file", then indented output or content): the question's own words sit in the prompt, its answer mostly elsewhere.
 */
export type SegmentRole = 'prompt' | 'reply' | 'command' | 'output' | 'file' | 'text';

/** The signals a unit's line is picked for its snippet by; fitted like the unit ranking (rank-weights.ts). */
export const SEGMENT_FEATURES = [
  /** Share of the query's IDF mass in the line. */
  'share',
  /** A question asking for a figure, and the line carries a number. */
  'figure',
  /** A question asking where, and the line names a path. */
  'place',
  'prompt',
  'reply',
  'command',
  'output',
  'file',
  /** The line right before holds query words (a command and its output, a heading and its figure): its share. */
  'afterMatch',
] as const;
export type SegmentFeature = (typeof SEGMENT_FEATURES)[number];
export type SegmentWeights = Record<SegmentFeature, number>;

function segmentsOf(text: string): { text: string; role: SegmentRole }[] {
  const out: { text: string; role: SegmentRole }[] = [];
  let block: SegmentRole = 'text';
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    const indented = /^\s/.test(rawLine);
    const role: SegmentRole = indented
      ? block === 'command'
        ? 'output'
        : block
      : /^Asked:/.test(line)
        ? 'prompt'
        : /^Said:/.test(line)
          ? 'reply'
          : /^\$ /.test(line)
            ? 'command'
            : /^(?:Read|Edited|Wrote|Created|Deleted|Searched|Listed|Fetched) \S/.test(line)
              ? 'file'
              : block;
    if (!indented) block = role;
    if (line.length <= 160) {
      out.push({ text: line, role });
      continue;
    }
    for (const s of line.split(SENTENCE_END)) {
      const piece = s.trim();
      if (!piece) continue;
      // A run-on "sentence" longer than the cap is cut in pieces so one of them can still be picked.
      for (let i = 0; i < piece.length; i += MAX_SEGMENT) out.push({ text: piece.slice(i, i + MAX_SEGMENT), role });
    }
  }
  return out;
}

/** A line's features for the snippet (see SEGMENT_FEATURES). */
export function segmentFeatures(
  share: number,
  role: SegmentRole,
  opts: { figure: boolean; place: boolean; afterMatch: number },
): Record<SegmentFeature, number> {
  return {
    share,
    // The numbers of a command line are its arguments (ports, counts asked for), not a figure it found.
    figure: opts.figure && role !== 'command' ? 1 : 0,
    place: opts.place ? 1 : 0,
    prompt: role === 'prompt' ? 1 : 0,
    reply: role === 'reply' ? 1 : 0,
    command: role === 'command' ? 1 : 0,
    output: role === 'output' ? 1 : 0,
    file: role === 'file' ? 1 : 0,
    afterMatch: opts.afterMatch,
  };
}

export function segmentScore(f: Record<SegmentFeature, number>, weights: Partial<SegmentWeights> = SEGMENT_WEIGHTS): number {
  let s = 0;
  for (const name of SEGMENT_FEATURES) s += (weights[name] ?? SEGMENT_WEIGHTS[name]) * f[name];
  return s;
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

/** A line of a unit with its features (RecallOptions.explain: the snippet's fit reads them). */
export interface ExplainedSegment {
  text: string;
  features: Record<SegmentFeature, number>;
}

export interface UnitReading {
  snippet: string;
  /** Every stemmed word of the unit (for the relevance floor), read in the same pass. */
  words: Set<string>;
  /** The unit's best passage (line or sentence): its share of the query's IDF mass, and what it carries. */
  passage: { coverage: number; hasNumber: boolean; hasPath: boolean };
  /** The unit's lines the snippet shows (whole, before any cut). */
  lines?: string[];
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
  explain?: { segments?: ExplainedSegment[]; weights?: Partial<SegmentWeights>; shown?: ReadonlySet<string> },
): UnitReading {
  const lines = segmentsOf(text);
  const segments = lines.map((l) => l.text);
  const words = new Set<string>();
  const wantsNumber = ASKS_FOR_NUMBER.test(query);
  const wantsPlace = ASKS_FOR_PLACE.test(query);
  let hasPath = false;
  const mass = terms.reduce((a, t) => a + t.idf, 0);
  const passage = { coverage: 0, hasNumber: false, hasPath: false };
  let previousShare = 0;
  const scored: Segment[] = lines.map(({ text: s, role }, index) => {
    const segWords = termSet(s, stems);
    for (const w of segWords) words.add(w);
    const namesPath = wantsPlace && PATH.test(s);
    // "Which module decides ..." is answered by a line that names a file: the asking word is found in its path.
    if (namesPath) {
      hasPath = true;
      for (const t of PLACE_TERMS) segWords.add(t);
    }
    let own = 0;
    for (const t of terms) if (t.known !== false && segWords.has(t.term)) own += t.idf;
    const share = mass > 0 ? own / mass : 0;
    if (share > passage.coverage) {
      passage.coverage = share;
      passage.hasNumber = NUMBER.test(s);
      passage.hasPath = PATH.test(s);
    }
    const features = segmentFeatures(share, role, {
      figure: wantsNumber && NUMBER.test(s),
      place: namesPath,
      afterMatch: previousShare,
    });
    previousShare = share;
    explain?.segments?.push({ text: s, features });
    // A line that holds a query word may be picked; the learned score orders them (rank-weights.ts). A figure next to
    // one joins it below when the question asks for a figure.
    // A line a better hit already shows (the same file read in two sessions, a command run again) says nothing new.
    const score = share > 0 && !explain?.shown?.has(lineKey(s)) ? Math.max(1e-6, segmentScore(features, explain?.weights)) : 0;
    return { text: s, index, score };
  });
  if (hasPath) for (const t of PLACE_TERMS) words.add(t);
  if (!segments.length) return { snippet: '', words, passage, lines: [] };
  const flat = segments.join(' ');
  if (flat.length <= maxChars) return { snippet: flat, words, passage, lines: segments };
  const ranked = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.index - b.index);
  if (!ranked.length) return { snippet: cut(flat, maxChars), words, passage, lines: [] };

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
  return { snippet: cut(out, maxChars), words, passage, lines: order.map((i) => segments[i]) };
}

/** How a line is compared with the lines other hits show. */
export const lineKey = (line: string): string => line.toLowerCase().replace(/\s+/g, ' ').trim();
