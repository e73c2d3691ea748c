// Hybrid recall: BM25 over the word and trigram indexes, always; cosine over stored vectors when an embedder is
// available; fused by weighted reciprocal rank fusion, then gentle priors (kind, source, recency).
// The keyword side never depends on the vector side: no embedder, no vectors or a failing model all still search.
import type { Embedder } from '../embed/embedder.js';
import type { Db } from '../store/connection.js';
import { findItem, getItem, itemId, type ItemRow } from '../store/knowledge.js';
import { ITEM_TYPES } from '../store/kinds.js';
import { openConflictPartners } from '../store/knowledge-read.js';
import {
  currentSuccessors,
  docByRef,
  docFrequencies,
  docsByIds,
  docsLeftOutOf,
  filteredDocIds,
  ftsSearch,
  ftsSearchHolding,
  hasAnyFilter,
  retiredValues,
  standingItem,
  textsHolding,
  trigramsStartingWith,
  turnCards,
  turnDocs,
  turnsInProgress,
  type DocRow,
  type RetiredValue,
  type SearchFilters,
} from '../store/search.js';
import { CALENDAR_WORDS, namedPeriods } from './dates.js';
import { affordableTerms, alsoHolding, buildTrigramQuery, hasCjk, orOfTerms, orQuery, shortCjkRuns, wordQueryTerms } from './fts-query.js';
import { teamOf } from '../store/team.js';
import { applyPriors, fuseRankings, type HitPrior, type RankedList } from './fuse.js';
import {
  coverageInContext,
  keywordCoverage,
  massRatio,
  passesFloor,
  RANK_NAME_WEIGHT,
  RELEVANCE_FLOOR,
  relevance,
  vectorCloseness,
  weighTerms,
} from './relevance.js';
import { newerFirst, queryTraits, rankScore, unitFeatures, type RankFeatures, type RankWeights } from './rank.js';
import { retiredValueNamed } from './retired.js';
import { lineKey, readUnit, type ExplainedSegment, type SegmentWeights } from './snippet.js';
import { queryWords, termSet, unknownNames, withShortForms } from './terms.js';
import { VectorIndex, type DocIdFilter } from './vector-index.js';

export interface RecallHit {
  layer: 1;
  /** `<kind>:<ref id>`; for a tool hit the ref id is the event id that session_event takes. */
  id: string;
  kind: string;
  /** The parts of the hit's unit (its whole turn, for turn material) that match the query. */
  snippet: string;
  /** The same, cut to the unit's best few lines (BRIEF_CHARS), when the snippet is longer: injection packs more hits. */
  brief?: string;
  session_id: string | null;
  prompt_number: number | null;
  score: number;
  created_at: string;
  source: string;
  /** Share of the query's evidence this hit carries (keyword coverage plus a credit for a close vector). */
  relevance: number;
  /** False when the hit is only the best of what there is, below the relevance floor. */
  relevant: boolean;
  /** Set on a hit whose item was replaced: the id of the item that stands now (listed just before it). */
  superseded_by?: string;
  /** Items only: 'candidate' hits are unconfirmed (extracted, not yet reviewed). */
  trust?: string;
  /** Items only: the other sides of open conflicts; shown together, never one as the truth. */
  conflicts_with?: string[];
  /** Items shared with a team: the team and the PostgreSQL role that shared it. */
  team?: string;
  shared_by?: string;
  /** 1-based rank of the hit's best doc in each list that found it ('fts', 'trigram', 'vector'): why it ranked. */
  ranks?: Record<string, number>;
}

export interface RecallOptions {
  limit: number;
  filters?: SearchFilters;
  /** 'fts' skips the vector side (benchmarks compare the two). */
  mode?: 'hybrid' | 'fts';
  /** Snippet length in characters (default: about 5,000 characters shared by the hits, 300 to 1,000 each). */
  snippetChars?: number;
  /** Also return every pooled unit with its ranking features (benchmarks fit the ranking on them). */
  explain?: boolean;
  /** Brief snippet length (default BRIEF_CHARS; benchmarks try others). */
  briefChars?: number;
}

/** A pooled unit as the re-ranking saw it (RecallOptions.explain). */
export interface RankedCandidate {
  key: string;
  kind: string;
  sessionId: string | null;
  promptNumber: number | null;
  /** An item's or a rollup's own text (a turn's is its card, read by key). */
  text: string;
  features: RankFeatures;
  rank: number;
  /** The unit's lines and their snippet features. */
  segments: ExplainedSegment[];
}

export interface RecallWeights {
  fts: number;
  vector: number;
}

export interface RecallDeps {
  db: Db;
  now: number;
  weights: RecallWeights;
  embedder?: Embedder | null;
  vectorIndex?: VectorIndex;
  /** Re-ranking weights other than the committed ones (a benchmark's fold). */
  rankWeights?: Partial<RankWeights>;
  /** Snippet line weights other than the committed ones (a benchmark's fold). */
  segmentWeights?: Partial<SegmentWeights>;
}

export interface RecallResult {
  hits: RecallHit[];
  /** How many distinct units (a turn, a decision, a rollup, ...) matched before the limit. */
  total: number;
  mode: 'hybrid' | 'fts';
  /** How many of the returned hits pass the relevance floor (0: the store holds nothing about the query). */
  relevant: number;
  /** Words the query writes as names (a tool, a product, a person) that no memory contains. */
  unknownNames?: string[];
  /** Why the answer is narrower than usual (the sentence encoder still loading), shown beside the mode. */
  notice?: string;
  /** With RecallOptions.explain: the pooled units, best first. */
  candidates?: RankedCandidate[];
}

/**
 * A brief snippet's length: what the prompt injection shows of a hit after its first (measured on the tuning folds,
 * scripts/bench/recall-lab.mjs: enough for the line that answers, short enough that four or five hits fit).
 */
export const BRIEF_CHARS = 340;
/** A unit repeating this much of what a better hit shows, line for line, is a copy (see assemble). */
const REPEATED_BLOCK_CHARS = 160;
/** How deep each ranking goes before fusion. */
const POOL = 100;
/**
 * Snippet length when the caller does not say: what a recall tool's budget holds per hit (measured on the dev set,
 * longer snippets show more answers until the hits no longer fit), between these bounds.
 */
const SNIPPET_CHARS = { perQuery: 5_000, min: 300, max: 1_000 } as const;
/** Units whose relevance and snippet are computed: enough to fill the limit after dedupe. */
const UNIT_POOL_FACTOR = 2;
/** A turn without an answer, asked this recently, is a question still being asked. */
const ASKING_WINDOW_MS = 2 * 3_600_000;
/** Trigrams a short CJK word is expanded to: enough for its common continuations, few enough to stay cheap. */
const SHORT_CJK_TRIGRAMS = 48;
/** The trigram list adds substring and CJK matches; it counts half as much as the word list. */
const TRIGRAM_SHARE = 0.5;
/**
 * Rows a BM25 OR query may read (see affordableTerms), and the newest matches that stand in when even the rarest word
 * has more: about a millisecond of FTS5 scoring (0.5 µs a row at 100k docs). At 5,000 these queries made the p95 of
 * keyword recall; LoCoMo stores (up to 1,400 docs) almost never reach 2,000 (BENCHMARKS.md, "Speed at scale").
 */
const MATCH_ROW_BUDGET = 2_000;
/** Texts read to tell a name no word holds from one inside a longer token (terms.unknownNames). */
const UNKNOWN_NAME_TEXTS = 50;

export async function recall(deps: RecallDeps, asked: string, opts: RecallOptions): Promise<RecallResult> {
  const query = withShortForms(asked);
  const filters = opts.filters ?? {};
  const pool = Math.max(POOL, opts.limit * 3);
  const lists: RankedList[] = [];
  const docs = new Map<number, DocRow>();
  const cosines = new Map<number, number>();
  const keep = (rows: DocRow[]) => rows.map((r) => (docs.set(r.docId, r), String(r.docId)));

  // The query's vector is asked for first: in the MCP server the encoder is a thread of its own, and embedding a
  // prompt costs more than the whole keyword side, which runs meanwhile.
  const vectorSide = startVectorSide(deps, opts, query, asked);

  // Document frequencies serve twice: which words the BM25 query can afford, and the relevance weights.
  const wordTerms = wordQueryTerms(query);
  const qWords = queryWords(query);
  const frequencies = docFrequencies(deps.db, [...new Set([...wordTerms, ...qWords.map((w) => w.word)])], filters.exceptSessionId);
  const affordable = affordableTerms(wordTerms, frequencies.df, MATCH_ROW_BUDGET);
  const word = orQuery(affordable.terms);
  if (word) {
    const also = affordable.dropped.map((t) => alsoHolding(word, t));
    const rows = affordable.overBudget
      ? ftsSearchHolding(deps.db, word, also, filters, pool, MATCH_ROW_BUDGET)
      : also.length
        ? ftsSearchHolding(deps.db, word, also, filters, pool)
        : ftsSearch(deps.db, 'search_fts', word, filters, pool);
    lists.push({ name: 'fts', weight: deps.weights.fts, ids: keep(rows) });
    // A day or month the query names ("on 13 October", "in March 2023"): what was said then is a ranking of its own.
    const periods = namedPeriods(asked, deps.now);
    if (periods.length) {
      const dated = periods.flatMap((p) =>
        ftsSearch(
          deps.db,
          'search_fts',
          word,
          { ...filters, since: Math.max(filters.since ?? -Infinity, p.since), until: Math.min(filters.until ?? Infinity, p.until) },
          pool,
        ),
      );
      lists.push({ name: 'dated', weight: deps.weights.fts, ids: keep(dated) });
    }
  }
  // Words too common for the word index are as costly here, and their substrings find nothing it did not.
  const dropped = new Set(affordable.dropped);
  const trigramOfWords = buildTrigramQuery(
    dropped.size
      ? query
          .split(/\s+/)
          .filter((w) => !dropped.has(w.toLowerCase()))
          .join(' ')
      : query,
  );
  // A one- or two-character CJK word is found by the trigrams that start with it (the index reads no shorter term).
  const shortCjk = orOfTerms(shortCjkRuns(query).flatMap((w) => trigramsStartingWith(deps.db, w, SHORT_CJK_TRIGRAMS, MATCH_ROW_BUDGET)));
  const trigram = trigramOfWords && shortCjk ? `${trigramOfWords} OR ${shortCjk}` : (trigramOfWords ?? shortCjk);
  if (trigram && (hasCjk(query) || /[./_\-\\]/.test(query) || !lists[0]?.ids.length)) {
    lists.push({
      name: 'trigram',
      weight: deps.weights.fts * TRIGRAM_SHARE,
      ids: keep(ftsSearch(deps.db, 'search_trigram', trigram, filters, pool)),
    });
  }

  let mode: 'hybrid' | 'fts' = 'fts';
  const qv = vectorSide && (await vectorSide.vector);
  if (vectorSide && qv) {
    try {
      const allowed = hasAnyFilter(filters) ? vectorFilter(deps.db, filters, vectorSide.index.size) : undefined;
      const nearest = vectorSide.index.search(qv, pool, allowed);
      for (const n of nearest) cosines.set(n.docId, n.score);
      const missing = nearest.map((n) => n.docId).filter((id) => !docs.has(id));
      for (const [id, row] of docsByIds(deps.db, missing)) {
        // As on the keyword side: superseded items only when asked for (or valid at as-of), rejected ones never.
        if (row.trust === 'rejected') continue;
        if (row.active || filters.includeInactive || filters.asOf != null) docs.set(id, row);
      }
      lists.push({
        name: 'vector',
        weight: deps.weights.vector,
        ids: nearest.filter((n) => docs.has(n.docId)).map((n) => String(n.docId)),
      });
      mode = 'hybrid';
    } catch {
      // The vector side is optional by design: keyword results stand on their own.
    }
  }

  const fused = fuseRankings(lists);
  const priors = new Map<string, HitPrior>();
  for (const hit of fused) {
    const d = docs.get(Number(hit.id))!;
    priors.set(hit.id, { kind: d.kind, source: d.source, trust: d.trust, ageDays: (deps.now - d.createdAt) / 86_400_000 });
  }
  const ranked = applyPriors(fused, priors).map((h) => ({ doc: docs.get(Number(h.id))!, score: h.score, ranks: h.ranks }));
  const assembled = assemble(deps.db, deps.now, query, ranked, cosines, opts, qWords, frequencies, deps);
  const hits = withItemContext(deps.db, assembled.hits, {
    followSuccessors: filters.asOf == null,
    toHit: (d) => toHit(d, 0, cutText(d.text, 1_000), 0),
  });
  // A name the query writes ("Kafka", "Flagger") that no memory holds: the memory never saw what it asks about.
  const unknown = unknownNames(
    qWords,
    (w) => frequencies.df.get(w) ?? 0,
    (fragment) => textsHolding(deps.db, fragment, UNKNOWN_NAME_TEXTS),
    CALENDAR_WORDS,
  );
  return { ...assembled, hits, mode, unknownNames: unknown };
}

/** What of a query is embedded: a sentence encoder reads no further anyway. */
export const queryVectorText = (asked: string): string => asked.slice(0, 2_000);

/**
 * The vector side's index and the query's vector on its way, or null when recall is keyword-only (asked so, no
 * encoder, no weight, or nothing embedded yet). The vector settles to null when the encoder fails: the vector side is
 * optional by design, and keyword results stand on their own.
 */
function startVectorSide(
  deps: RecallDeps,
  opts: RecallOptions,
  query: string,
  asked: string,
): { index: VectorIndex; vector: Promise<Float32Array | null> } | null {
  if (opts.mode === 'fts' || !deps.embedder || deps.weights.vector <= 0 || !query.trim()) return null;
  try {
    const index = deps.vectorIndex ?? new VectorIndex();
    index.refresh(deps.db, deps.embedder.id);
    if (index.size === 0) return null;
    const vector = deps.embedder.embed([queryVectorText(asked)]).then(
      ([v]) => v ?? null,
      () => null,
    );
    return { index, vector };
  } catch {
    return null;
  }
}

/** The docs the vector side may return under `filters`: a prompt's recall only leaves out a few (see docsLeftOutOf). */
function vectorFilter(db: Db, filters: SearchFilters, indexed: number): DocIdFilter {
  const leftOut = docsLeftOutOf(db, filters);
  return leftOut ? { has: (id) => !leftOut.has(id), size: Math.max(0, indexed - leftOut.size) } : filteredDocIds(db, filters);
}

const neighboursOf = (promptNumber: number): number[] => [promptNumber - 1, promptNumber + 1];
/**
 * The turn that answers a hit's closing question is the exchange's second half: it starts from this share of the
 * hit's fused score (0.5 against 0 and 1 on LoCoMo 1-3; BENCHMARKS.md, "Useful recall").
 */
const EXCHANGE_SHARE = 0.5;

/** The question a turn card's reply ends on ('' when its last sentence asks nothing): what the next prompt answers. */
export function questionAnswered(card: string | undefined): string {
  if (!card) return '';
  const said = card.lastIndexOf('Said:');
  if (said < 0) return '';
  // The reply's own lines: a card goes on with commands and their output after it.
  const reply = card
    .slice(said + 5)
    .split('\n')[0]
    .trim();
  const last = reply.split(/(?<=[.!?])\s+/).pop() ?? '';
  return last.endsWith('?') ? last : '';
}

/** A turn's material (prompt, replies, tool events, summary, card) is one unit; anything else stands alone. */
function unitKey(d: DocRow): string {
  return d.sessionId && d.promptNumber != null && TURN_KINDS.has(d.kind) ? `${d.sessionId}#${d.promptNumber}` : `${d.kind}:${d.refId}`;
}
const TURN_KINDS = new Set(['prompt', 'assistant', 'tool', 'summary', 'turn']);
const ITEM_KINDS: ReadonlySet<string> = new Set(ITEM_TYPES);

interface Unit {
  key: string;
  best: DocRow;
  score: number;
  ranks: Record<string, number>;
  docs: DocRow[];
}

/**
 * From ranked docs to hits: one hit per unit (a turn's prompt, reply and tool events do not take three slots),
 * the snippet cut from the whole unit for the query, relevance against the floor, the same words shown once, and
 * every superseded decision preceded by the one that replaced it.
 */
function assemble(
  db: Db,
  now: number,
  query: string,
  ranked: { doc: DocRow; score: number; ranks: Record<string, number> }[],
  cosines: ReadonlyMap<number, number>,
  opts: RecallOptions,
  qWords: ReturnType<typeof queryWords>,
  { total, df }: { total: number; df: ReadonlyMap<string, number> },
  { rankWeights, segmentWeights }: Pick<RecallDeps, 'rankWeights' | 'segmentWeights'>,
): Omit<RecallResult, 'mode'> {
  const units = new Map<string, Unit>();
  for (const r of ranked) {
    const key = unitKey(r.doc);
    const u = units.get(key);
    if (u) u.docs.push(r.doc);
    else units.set(key, { key, best: r.doc, score: r.score, ranks: r.ranks, docs: [r.doc] });
  }
  const turnOf = (u: Unit) =>
    TURN_KINDS.has(u.best.kind) && u.best.sessionId && u.best.promptNumber != null
      ? { sessionId: u.best.sessionId, promptNumber: u.best.promptNumber }
      : null;
  const pooled = [...units.values()].slice(0, Math.max(opts.limit * UNIT_POOL_FACTOR, opts.limit + 10));
  // The question being asked right now holds every word of the query and none of its answer.
  const inProgress = opts.filters?.exceptAskingTurn
    ? turnsInProgress(
        db,
        pooled.map(turnOf).filter((t) => t !== null),
        now - ASKING_WINDOW_MS,
      )
    : new Map<string, string>();
  const asked = normalizeForDedupe(query);
  const top = pooled.filter((u) => !inProgress.has(u.key) || normalizeForDedupe(withShortForms(inProgress.get(u.key)!)) !== asked);
  let turns = top.map(turnOf).filter((t) => t !== null);
  const cards = turnCards(db, turns);
  // A strong hit whose reply ends on a question is often answered by the next prompt, which may hold none of the
  // query's words (so no list found it): that turn joins the pool, ranked on what it answers (questionAnswered).
  const asking = new Map<string, Unit>();
  for (const u of top.slice(0, opts.limit)) {
    const t = turnOf(u);
    if (!t || !questionAnswered(cards.get(u.key)?.text)) continue;
    const next = `${t.sessionId}#${t.promptNumber + 1}`;
    if (!asking.has(next) && !top.some((v) => v.key === next)) asking.set(next, u);
  }
  const followers = [...asking.values()].map((u) => ({ sessionId: u.best.sessionId!, promptNumber: u.best.promptNumber! + 1 }));
  const followerKeys = new Set<string>();
  if (followers.length) {
    for (const [key, doc] of turnDocs(db, followers, opts.filters ?? {})) {
      const score = Math.max(units.get(key)?.score ?? 0, EXCHANGE_SHARE * asking.get(key)!.score);
      top.push({ ...(units.get(key) ?? { key, best: doc, ranks: {}, docs: [doc] }), score });
      followerKeys.add(key);
    }
    for (const [key, card] of turnCards(db, followers)) cards.set(key, card);
    turns = top.map(turnOf).filter((t) => t !== null);
  }
  // A conversation's answer often names its subject only in the turn before or after it ("Got any other objects you
  // treasure?" ... "my hand-painted bowl"), so a turn is also read with its neighbours.
  const neighbourCards = turnCards(
    db,
    turns.flatMap((t) => neighboursOf(t.promptNumber).map((promptNumber) => ({ sessionId: t.sessionId, promptNumber }))),
  );
  const weigh = (nameWeight: number) =>
    weighTerms(
      qWords.map((w) => w.term),
      new Map(qWords.map((w) => [w.term, df.get(w.word) ?? 0])),
      total,
      new Set(qWords.filter((w) => w.named).map((w) => w.term)),
      // The word index cannot count a CJK bigram (it holds whole runs): such a term is counted as an average one.
      new Set(qWords.filter((w) => hasCjk(w.term)).map((w) => w.term)),
      nameWeight,
    );
  // Ranking and snippets weigh an unknown name as they were calibrated; the floor weighs it more (a name the memory
  // never saw says the question is about something else). Unknown terms are never found, so the floor's coverage is
  // the ranking's scaled by the ratio of the two masses.
  const terms = weigh(RANK_NAME_WEIGHT);
  const floorShare = massRatio(terms, weigh(RELEVANCE_FLOOR.unknownName));
  // As of a past time the successor did not exist yet: the old item is what was believed then.
  const successors =
    opts.filters?.asOf != null
      ? new Map()
      : currentSuccessors(
          db,
          top.flatMap((u) => u.docs),
        );
  // A turn that still talks of a replaced value ("the Twilio webhook") is shown with what stands now.
  if (opts.filters?.asOf == null) {
    const retired = retiredValues(db);
    const queryTerms = new Set(terms.filter((t) => t.idf > 0 && t.known !== false).map((t) => t.term));
    const retiredStems = new Map<string, string>();
    const standing = new Map<number, ReturnType<typeof standingItem>>();
    const standingFor = (r: RetiredValue) => {
      if (!standing.has(r.nextId)) standing.set(r.nextId, standingItem(db, r.nextId));
      return standing.get(r.nextId);
    };
    for (const u of top) {
      if (ITEM_KINDS.has(u.best.kind) || u.docs.some((d) => successors.has(d.docId))) continue;
      const text = cards.get(u.key)?.text ?? u.docs.map((d) => d.text).join('\n');
      const now = retiredValueNamed(text, retired, queryTerms, retiredStems, standingFor);
      // The turn the standing item was said in names the change itself.
      if (now && !(now.sessionId === u.best.sessionId && now.promptNumber === u.best.promptNumber)) successors.set(u.best.docId, now);
    }
  }
  const snippetChars =
    opts.snippetChars ??
    Math.min(SNIPPET_CHARS.max, Math.max(SNIPPET_CHARS.min, Math.round(SNIPPET_CHARS.perQuery / Math.max(1, opts.limit))));

  // Every unit of the pool is read (snippet and relevance), then ranked again on what the whole unit shows of the
  // query (rank.ts): how much of it a unit carries, and where, says more than which fragment of it ranked first.
  const maxScore = top.reduce((m, u) => Math.max(m, u.score), 0) || 1;
  const stems = new Map<string, string>();
  const traits = queryTraits(query);
  const span = top.reduce((s, u) => ({ oldest: Math.min(s.oldest, u.best.createdAt), newest: Math.max(s.newest, u.best.createdAt) }), {
    oldest: Infinity,
    newest: -Infinity,
  });
  const read = top
    .map((u) => {
      const card = cards.get(u.key);
      const text = card?.text ?? u.docs.map((d) => d.text).join('\n');
      const cosine = u.docs.reduce<number | null>((m, d) => (cosines.has(d.docId) ? Math.max(m ?? -1, cosines.get(d.docId)!) : m), null);
      const segments: ExplainedSegment[] = [];
      const reading = readUnit(text, query, terms, snippetChars, stems, {
        segments: opts.explain ? segments : undefined,
        weights: segmentWeights,
      });
      // A turn is read with its neighbours; a decision, a rollup or a note stands alone (its context is itself).
      const turn = turnOf(u);
      // A prompt that answers the question the previous reply ended on ("What did you take away from it?" ... "That
      // it's ok to be yourself") is about that question's subject: its words count as the turn's own.
      const asked = turn ? questionAnswered(neighbourCards.get(`${turn.sessionId}#${turn.promptNumber - 1}`)?.text) : '';
      const coverage = keywordCoverage(terms, asked ? new Set([...reading.words, ...termSet(asked, stems)]) : reading.words);
      const rel = relevance(coverage * floorShare, cosine);
      const context = turn
        ? neighboursOf(turn.promptNumber).map((n) => termSet(neighbourCards.get(`${turn.sessionId}#${n}`)?.text ?? '', stems))
        : [];
      const features = unitFeatures(
        {
          coverage: rel > 0 ? coverage : 0,
          closeness: rel > 0 ? vectorCloseness(cosine) : 0,
          context: coverageInContext(terms, reading.words, context),
          fusedShare: u.score / maxScore,
          passage: reading.passage.coverage,
          passageHasPath: reading.passage.hasPath,
          passageHasNumber: reading.passage.hasNumber,
          createdAt: u.best.createdAt,
          kind: turn ? 'turn' : ITEM_KINDS.has(u.best.kind) ? 'item' : u.best.kind === 'rollup' ? 'rollup' : 'other',
          replaced: u.docs.some((d) => successors.has(d.docId)),
        },
        traits,
        span,
      );
      return {
        u,
        text,
        snippet: reading.snippet,
        lines: reading.lines ?? [],
        rel,
        features,
        segments,
        rank: rankScore(features, rankWeights),
        // What newerFirst compares: a turn or an item said later about the same thing (a rollup blends a session).
        createdAt: u.best.createdAt,
        coverage: features.coverage,
        relevant: passesFloor(rel),
        follows: u.best.kind !== 'rollup',
      };
    })
    // A turn pooled only for following a hit stays out unless it shares something with the query.
    .filter((r) => r.rel > 0 || !followerKeys.has(r.u.key))
    .sort((a, b) => b.rank - a.rank);
  // Only a question about the present wants the later statement first; "why did we pick X" wants the first one.
  const shownOrder = traits.current ? newerFirst(read) : read;

  const hits: RecallHit[] = [];
  const seen = new Set<string>();
  const listed = new Set<string>();
  const briefChars = opts.briefChars ?? BRIEF_CHARS;
  // Lines a better hit shows are not picked again: the same file read in two sessions, or a command run twice, would
  // otherwise fill two snippets with the same words and leave the next answer out of the budget.
  const shownLines = new Set<string>();
  const shownBriefLines = new Set<string>();
  // Lines shown by a unit that is their source (a turn, an item): a unit whose block of lines is all among them (the
  // same file read again, a log pasted twice) adds nothing. One sentence said again is a statement made again, with
  // its own time, and still shows; so does a turn a rollup copied (the turn is the source, with its own pointer).
  const sourceLines = new Set<string>();
  const repeatsABlock = (lines: readonly string[]) =>
    lines.length >= 2 && lines.reduce((n, l) => n + l.length, 0) >= REPEATED_BLOCK_CHARS && lines.every((l) => sourceLines.has(lineKey(l)));
  const briefOf = (text: string, snippet: string) => {
    if (snippet.length <= briefChars) return {};
    let r = readUnit(text, query, terms, briefChars, stems, { weights: segmentWeights, shown: shownBriefLines });
    if (!r.lines?.some((l) => !shownBriefLines.has(lineKey(l))))
      r = readUnit(text, query, terms, briefChars, stems, { weights: segmentWeights });
    for (const l of r.lines ?? []) shownBriefLines.add(lineKey(l));
    return { brief: r.snippet };
  };
  for (const r of shownOrder) {
    if (hits.length > opts.limit) break;
    const { u, text, rel, rank } = r;
    let snippet = r.snippet;
    if (repeatsABlock(r.lines)) continue;
    if (r.lines.some((l) => shownLines.has(lineKey(l)))) {
      // A unit whose every matching line is shown already keeps its snippet: it is still its own turn or rollup.
      const again = readUnit(text, query, terms, snippetChars, stems, { weights: segmentWeights, shown: shownLines });
      if (again.lines?.some((l) => !shownLines.has(lineKey(l)))) snippet = again.snippet;
    }
    // The same words stored twice (a prompt echoed in a summary, a repeated command) show once.
    const dedupeKey = `${u.best.sessionId}|${normalizeForDedupe(snippet)}`;
    if (seen.has(dedupeKey)) continue;
    seen.add(dedupeKey);
    for (const l of r.lines) {
      shownLines.add(lineKey(l));
      if (u.best.kind !== 'rollup') sourceLines.add(lineKey(l));
    }
    const hit = { ...toHit(u.best, rank, snippet, rel), ...briefOf(text, snippet), ranks: u.ranks };
    const successor = u.docs.map((d) => successors.get(d.docId)).find(Boolean);
    if (successor) {
      const id = `${successor.type}:${successor.id}`;
      hit.superseded_by = id;
      if (!listed.has(id)) {
        listed.add(id);
        hits.push({
          layer: 1,
          id,
          kind: successor.type,
          snippet: cutText(successor.text, snippetChars),
          ...briefOf(successor.text, cutText(successor.text, snippetChars)),
          session_id: successor.sessionId,
          prompt_number: successor.promptNumber,
          score: hit.score,
          created_at: new Date(successor.createdAt).toISOString(),
          source: successor.source,
          relevance: hit.relevance,
          relevant: hit.relevant,
        });
      }
    }
    if (listed.has(hit.id)) continue;
    listed.add(hit.id);
    hits.push(hit);
  }
  // A successor is listed before its stale decision, so a cut never leaves the stale one alone.
  const shown = hits.slice(0, opts.limit);
  const candidates = opts.explain
    ? read.map(({ u, features, rank, segments }) => ({
        key: u.key,
        kind: u.best.kind,
        sessionId: u.best.sessionId,
        promptNumber: u.best.promptNumber,
        text: turnOf(u) ? '' : u.docs.map((d) => d.text).join('\n'),
        features,
        rank,
        segments,
      }))
    : undefined;
  return { hits: shown, total: units.size, relevant: shown.filter((h) => h.relevant).length, ...(candidates ? { candidates } : {}) };
}

/**
 * Labels item hits with their trust, successor and open conflicts. A superseded hit (asked for) is followed by its
 * current successor, and a hit in an open conflict by the other side, so neither is ever read alone as the truth.
 */
function withItemContext(db: Db, hits: RecallHit[], opts: { followSuccessors: boolean; toHit: (d: DocRow) => RecallHit }): RecallHit[] {
  const out: RecallHit[] = [];
  const ids = new Set(hits.map((h) => h.id));
  // What is pulled in with a hit counts as relevant as that hit: injection must not drop one side of a pair.
  const follow = (item: ItemRow, from: RecallHit) => {
    const id = itemId(item);
    if (ids.has(id) || item.trust === 'rejected') return;
    const doc = docByRef(db, item.type, String(item.id));
    if (!doc) return;
    ids.add(id);
    out.push(decorate({ ...opts.toHit(doc), score: from.score, relevance: from.relevance, relevant: from.relevant }));
  };
  const decorate = (h: RecallHit): RecallHit => {
    const [kind, ref] = splitId(h.id);
    const item = findItem(db, kind, ref);
    if (!item) return h;
    const open = openConflictPartners(db, item.id);
    const team = teamOf(db, item.id);
    return {
      ...h,
      trust: item.trust,
      ...(team ? { team: team.team, shared_by: team.sharedBy } : {}),
      ...(item.status === 'superseded' && item.supersededBy != null ? { superseded_by: currentSuccessorId(db, item) } : {}),
      ...(open.length ? { conflicts_with: open.map(itemId) } : {}),
    };
  };
  for (const h of hits) {
    const d = decorate(h);
    out.push(d);
    const [kind, ref] = splitId(h.id);
    const item = findItem(db, kind, ref);
    if (!item) continue;
    // As of a past time the successor did not exist yet: the old item is what was believed, labelled, alone.
    if (item.status === 'superseded' && opts.followSuccessors) {
      const head = currentSuccessor(db, item);
      if (head) follow(head, d);
    }
    for (const other of openConflictPartners(db, item.id)) follow(other, d);
  }
  return out;
}

const splitId = (id: string): [string, string] => {
  const at = id.indexOf(':');
  return [id.slice(0, at), id.slice(at + 1)];
};

function currentSuccessor(db: Db, item: ItemRow): ItemRow | null {
  let row: ItemRow | null = item;
  for (let i = 0; row && row.supersededBy != null && i < 100; i++) row = getItem(db, row.supersededBy);
  return row && row.id !== item.id ? row : null;
}

function currentSuccessorId(db: Db, item: ItemRow): string {
  const head = currentSuccessor(db, item);
  return head ? itemId(head) : `${item.type}:${item.supersededBy}`;
}

function toHit(d: DocRow, score: number, snippet: string, rel: number): RecallHit {
  const id = d.kind === 'turn' ? `turn:${d.refId}` : `${d.kind}:${d.refId}`;
  return {
    layer: 1,
    id,
    kind: d.kind,
    snippet,
    session_id: d.sessionId,
    prompt_number: d.promptNumber,
    score: Math.round(score * 1e6) / 1e6,
    created_at: new Date(d.createdAt).toISOString(),
    source: d.source,
    relevance: Math.round(rel * 1e3) / 1e3,
    relevant: passesFloor(rel),
  };
}

function cutText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

function normalizeForDedupe(text: string): string {
  return text
    .toLowerCase()
    .replace(/\[turn \d+\]\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}
