// Sentence splitting for extractive summaries. Invariant: every returned sentence is a slice of the input
// with whitespace runs collapsed to one space, so summaries only ever quote what was really said.

export interface SplitOptions {
  /** Longer segments are cut into pieces of at most this many characters (at whitespace when possible). */
  maxLen?: number;
  /** At most this many pieces are kept from one over-long segment (a pasted log or blob is not prose). */
  maxPiecesPerSegment?: number;
  /** Keep fenced code blocks (``` / ~~~). Off by default: code makes poor summary sentences. */
  keepCode?: boolean;
  /** Stop after this many sentences (callers that want only the first few of a big output). */
  limit?: number;
}

const DEFAULT_MAX_LEN = 300;
const DEFAULT_MAX_PIECES = 3;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: 'sentence' });
    segmenters.set(locale, s);
  }
  return s;
}

const FENCE = /^[ \t]*(```|~~~)/;
const LIST_ITEM = /^[ \t]*(?:[-*+•]|\d{1,3}[.)]|#{1,6})\s/;
const TERMINAL = /[.!?。！？:;：；]["'”’)\]]*\s*$/;
// Leading markdown decoration; stripping a prefix keeps the result a slice of the input.
const MARKUP_PREFIX = /^(?:[-*+•>]\s+|\d{1,3}[.)]\s+|#{1,6}\s+)+/;
const ONLY_PUNCT = /^[\p{P}\p{S}\s]*$/u;
const CODE_CHARS = /[{}[\]();=<>|&$\\`]/g;

/** Byte ranges of the text outside fenced code blocks. */
function proseRegions(text: string, keepCode: boolean): Array<[number, number]> {
  if (keepCode) return [[0, text.length]];
  const regions: Array<[number, number]> = [];
  let inFence = false;
  let fenceMark = '';
  let regionStart = 0;
  let pos = 0;
  while (pos <= text.length) {
    const nl = text.indexOf('\n', pos);
    const end = nl === -1 ? text.length : nl;
    const line = text.slice(pos, end);
    const m = FENCE.exec(line);
    if (m && (!inFence || m[1] === fenceMark)) {
      if (!inFence) {
        if (pos > regionStart) regions.push([regionStart, pos]);
        inFence = true;
        fenceMark = m[1];
      } else {
        inFence = false;
        regionStart = nl === -1 ? text.length : nl + 1;
      }
    }
    if (nl === -1) break;
    pos = nl + 1;
  }
  // An unclosed fence swallows the rest, as a markdown renderer would.
  if (!inFence && regionStart < text.length) regions.push([regionStart, text.length]);
  return regions;
}

/**
 * Same-length copy where a newline inside a hard-wrapped paragraph becomes a space, so the segmenter does
 * not end a sentence at every wrapped line. Newlines before list items, after terminal punctuation and
 * blank lines are kept: those are real boundaries.
 */
function unwrapForSegmentation(text: string): string {
  const chars = text.split('');
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '\n') continue;
    const prevStart = text.lastIndexOf('\n', i - 1) + 1;
    const prev = text.slice(prevStart, i);
    const nextEnd = text.indexOf('\n', i + 1);
    const next = text.slice(i + 1, nextEnd === -1 ? text.length : nextEnd);
    if (!prev.trim() || !next.trim()) continue;
    if (TERMINAL.test(prev) || LIST_ITEM.test(next)) continue;
    // Only join when the next line continues a sentence (starts lowercase); code and logs rarely do.
    if (/^\s*[a-z]/.test(next) && /[\p{L}\p{N},]\s*$/u.test(prev)) chars[i] = ' ';
  }
  return chars.join('');
}

function looksLikeCode(s: string): boolean {
  if (s.length < 24) return false;
  const symbols = s.match(CODE_CHARS)?.length ?? 0;
  return symbols / s.length > 0.2;
}

// ICU sentence segmentation is superlinear in input length (4x the text costs ~10x the time in V8), so
// big texts are fed in windows that end at a newline or after terminal punctuation: real boundaries anyway.
const WINDOW = 2_000;
/** [start, end, clean]: `clean` is false when the cut fell inside a sentence (no boundary in reach). */
function windows(text: string): Array<[number, number, boolean]> {
  const out: Array<[number, number, boolean]> = [];
  let pos = 0;
  while (text.length - pos > WINDOW) {
    const slice = text.slice(pos, pos + WINDOW);
    let cut = slice.lastIndexOf('\n') + 1;
    let clean = true;
    if (cut < WINDOW / 2) {
      const re = /[.!?。！？]\s+/g;
      let m: RegExpExecArray | null;
      let best = -1;
      while ((m = re.exec(slice))) best = m.index + m[0].length;
      cut = best;
      if (cut < WINDOW / 2) {
        clean = false;
        cut = slice.lastIndexOf(' ') + 1;
        if (cut < WINDOW / 2) cut = WINDOW;
      }
    }
    out.push([pos, pos + cut, clean]);
    pos += cut;
  }
  if (pos < text.length) out.push([pos, text.length, true]);
  return out;
}

/** Cut at whitespace near the limit; fall back to a hard cut for unbroken blobs (base64, minified code). */
function chunk(s: string, maxLen: number, maxPieces: number): string[] {
  const out: string[] = [];
  let rest = s;
  while (rest.length > maxLen && out.length < maxPieces) {
    let cut = rest.lastIndexOf(' ', maxLen);
    if (cut < maxLen * 0.5) cut = maxLen;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest && out.length < maxPieces) out.push(rest);
  return out.filter(Boolean);
}

function clean(segment: string): string {
  return segment.replace(/\s+/g, ' ').trim().replace(MARKUP_PREFIX, '').trim();
}

export function splitSentences(text: string, locale = 'en', opts: SplitOptions = {}): string[] {
  if (!text) return [];
  const maxLen = opts.maxLen ?? DEFAULT_MAX_LEN;
  const maxPieces = opts.maxPiecesPerSegment ?? DEFAULT_MAX_PIECES;
  const seg = segmenter(locale);
  const limit = opts.limit ?? Infinity;
  const out: string[] = [];
  for (const [rs, re] of proseRegions(text, opts.keepCode ?? false)) {
    const region = text.slice(rs, re);
    // Pieces already emitted for a segment that a window cut continues into the next window.
    let carried = 0;
    for (const [start, end, cleanCut] of windows(region)) {
      const original = region.slice(start, end);
      const forSeg = unwrapForSegmentation(original);
      const segs = [...seg.segment(forSeg)];
      segs.forEach((s, idx) => {
        const continues = idx === 0 && carried > 0;
        if (!continues) carried = 0;
        const budget = maxPieces - carried;
        const piece = clean(original.slice(s.index, s.index + s.segment.length));
        let emitted = 0;
        if (budget > 0 && piece && !ONLY_PUNCT.test(piece) && (opts.keepCode || !looksLikeCode(piece))) {
          const pieces = piece.length <= maxLen ? [piece] : chunk(piece, maxLen, budget);
          out.push(...pieces);
          emitted = pieces.length;
        }
        carried = idx === segs.length - 1 && !cleanCut ? carried + Math.max(emitted, 1) : 0;
      });
      if (out.length >= limit) return out.slice(0, limit);
    }
  }
  return out;
}

/** Whitespace-collapsed form of a text; `splitSentences` output is always a substring of this. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
