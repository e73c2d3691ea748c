// USE-Lite's tokenizer: the same ids as the @energetic-ai/embeddings Tokenizer, which the stored vectors were made
// with. That one builds a trie of the 8,000-piece vocabulary for every process (an array of characters per node:
// ~35 ms and much garbage before a CLI query can be embedded); a map of the pieces costs a few ms. Every quirk of
// its encode is kept, on purpose (test/embed/use-lite-tokenizer.test.ts compares the two on fixed and random texts).

/**
 * The package's vocabulary: [piece, log-probability] by id; pieces start with SEPARATOR where a word starts. A few
 * scores are null, which the package's arithmetic reads as 0.
 */
export type Vocabulary = [string, number | null][];

const SEPARATOR = '\u2581';
/** Ids below this are control symbols, never matched in text (id 0 is the unknown piece). */
const RESERVED_IDS = 6;

interface Piece {
  score: number;
  id: number;
}

export function isVocabulary(v: unknown): v is Vocabulary {
  return (
    Array.isArray(v) &&
    v.length > RESERVED_IDS &&
    v.every((e) => Array.isArray(e) && typeof e[0] === 'string' && e[0].length > 0 && (typeof e[1] === 'number' || e[1] === null))
  );
}

export class UseLiteTokenizer {
  private readonly pieces = new Map<string, Piece>();
  /** The longest piece, in characters (code points): no match is tried past it. */
  private readonly longest: number;

  constructor(private readonly vocabulary: Vocabulary) {
    let longest = 1;
    // A piece listed twice keeps its last id and score, as in the package's trie.
    for (let id = RESERVED_IDS; id < vocabulary.length; id++) {
      const [piece, score] = vocabulary[id];
      this.pieces.set(piece, { score: score ?? 0, id });
      longest = Math.max(longest, [...piece].length);
    }
    this.longest = longest;
  }

  encode(input: string): number[] {
    const normalized = input.normalize('NFKC');
    const symbols = [...(normalized.length > 0 ? SEPARATOR + normalized.replace(/ /g, SEPARATOR) : normalized)];
    const n = symbols.length;
    // endingAt[e]: the pieces that end before symbol e, by ascending start (the order the package tries them in).
    const endingAt: { start: number; piece: Piece }[][] = Array.from({ length: n + 1 }, () => []);
    for (let start = 0; start < n; start++) {
      let text = '';
      let matched = false;
      for (let len = 1; len <= this.longest && start + len <= n; len++) {
        text += symbols[start + len - 1];
        const piece = this.pieces.get(text);
        if (piece) {
          endingAt[start + len].push({ start, piece });
          matched = true;
        }
      }
      // No piece starts here: one unknown symbol.
      if (!matched) endingAt[start + 1].push({ start, piece: { score: 0, id: 0 } });
    }
    // The best-scoring segmentation (a score of exactly 0 counts as "none yet", as in the package).
    const best = new Array<number>(n + 1).fill(0);
    const last = new Array<number>(n + 1).fill(0);
    for (let end = 0; end <= n; end++) {
      for (const { start, piece } of endingAt[end]) {
        const score = piece.score + best[start];
        if (best[end] === 0 || score >= best[end]) {
          best[end] = score;
          last[end] = piece.id;
        }
      }
    }
    // Walked back by each piece's length in UTF-16 units, not symbols: the package's quirk, kept for identical ids.
    const reversed: number[] = [];
    for (let at = n; at > 0; at -= this.vocabulary[last[at]][0].length) reversed.push(last[at]);
    const ids: number[] = [];
    let previousUnknown = false;
    for (const id of reversed) {
      if (!(previousUnknown && id === 0)) ids.push(id);
      previousUnknown = id === 0;
    }
    return ids.reverse();
  }
}
