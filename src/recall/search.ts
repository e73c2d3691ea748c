// Hybrid recall: BM25 over the word and trigram indexes, always; cosine over stored vectors when an embedder is
// available; fused by weighted reciprocal rank fusion, then gentle priors (kind, source, recency).
// The keyword side never depends on the vector side: no embedder, no vectors or a failing model all still search.
import type { Embedder } from '../embed/embedder.js';
import type { Db } from '../store/connection.js';
import { findItem, getItem, itemId, type ItemRow } from '../store/knowledge.js';
import { openConflictPartners } from '../store/knowledge-read.js';
import { docByRef, docsByIds, filteredDocIds, ftsSearch, hasAnyFilter, type DocRow, type SearchFilters } from '../store/search.js';
import { buildTrigramQuery, buildWordQuery, hasCjk } from './fts-query.js';
import { applyPriors, fuseRankings, type HitPrior, type RankedList } from './fuse.js';
import { VectorIndex } from './vector-index.js';

export interface RecallHit {
  layer: 1;
  /** `<kind>:<ref id>`; for a tool hit the ref id is the event id that session_event takes. */
  id: string;
  kind: string;
  snippet: string;
  session_id: string | null;
  prompt_number: number | null;
  score: number;
  created_at: string;
  source: string;
  /** Items only: 'candidate' hits are unconfirmed (extracted, not yet reviewed). */
  trust?: string;
  /** Items only: set when the hit was replaced (shown only when asked for, and then next to its successor). */
  superseded_by?: string;
  /** Items only: the other sides of open conflicts; shown together, never one as the truth. */
  conflicts_with?: string[];
  /** 1-based rank of the hit in each list that found it ('fts', 'trigram', 'vector'): why it ranked. */
  ranks?: Record<string, number>;
}

export interface RecallOptions {
  limit: number;
  filters?: SearchFilters;
  /** 'fts' skips the vector side (benchmarks compare the two). */
  mode?: 'hybrid' | 'fts';
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
}

export interface RecallResult {
  hits: RecallHit[];
  /** How many distinct candidates matched before the limit. */
  total: number;
  mode: 'hybrid' | 'fts';
}

/** How deep each ranking goes before fusion. */
const POOL = 100;
const SNIPPET_CHARS = 240;
/** The trigram list adds substring and CJK matches; it counts half as much as the word list. */
const TRIGRAM_SHARE = 0.5;

export async function recall(deps: RecallDeps, query: string, opts: RecallOptions): Promise<RecallResult> {
  const filters = opts.filters ?? {};
  const pool = Math.max(POOL, opts.limit * 3);
  const lists: RankedList[] = [];
  const docs = new Map<number, DocRow>();
  const keep = (rows: DocRow[]) => rows.map((r) => (docs.set(r.docId, r), String(r.docId)));

  const word = buildWordQuery(query);
  if (word) lists.push({ name: 'fts', weight: deps.weights.fts, ids: keep(ftsSearch(deps.db, 'search_fts', word, filters, pool)) });
  const trigram = buildTrigramQuery(query);
  if (trigram && (hasCjk(query) || /[./_\-\\]/.test(query) || !lists[0]?.ids.length)) {
    lists.push({ name: 'trigram', weight: deps.weights.fts * TRIGRAM_SHARE, ids: keep(ftsSearch(deps.db, 'search_trigram', trigram, filters, pool)) });
  }

  let mode: 'hybrid' | 'fts' = 'fts';
  if (opts.mode !== 'fts' && deps.embedder && deps.weights.vector > 0 && query.trim()) {
    try {
      const index = deps.vectorIndex ?? new VectorIndex();
      index.refresh(deps.db, deps.embedder.id);
      if (index.size > 0) {
        const [qv] = await deps.embedder.embed([query.slice(0, 2_000)]);
        const allowed = hasAnyFilter(filters) ? filteredDocIds(deps.db, filters) : undefined;
        const nearest = index.search(qv, pool, allowed);
        const missing = nearest.map((n) => n.docId).filter((id) => !docs.has(id));
        for (const [id, row] of docsByIds(deps.db, missing)) {
          // As on the keyword side: superseded items only when asked for (or valid at as-of), rejected ones never.
          if (row.trust === 'rejected') continue;
          if (row.active || filters.includeInactive || filters.asOf != null) docs.set(id, row);
        }
        lists.push({ name: 'vector', weight: deps.weights.vector, ids: nearest.filter((n) => docs.has(n.docId)).map((n) => String(n.docId)) });
        mode = 'hybrid';
      }
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
  const ranked = applyPriors(fused, priors);
  const hits: RecallHit[] = [];
  const seen = new Set<string>();
  for (const h of ranked) {
    const d = docs.get(Number(h.id))!;
    // The same words stored twice (a prompt echoed in a summary, a repeated command) show once.
    const key = `${d.sessionId}|${normalizeForDedupe(d.text)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    hits.push(toHit(d, h.score, h.ranks));
  }
  const shown = withItemContext(deps.db, hits.slice(0, opts.limit), (h) => toHit(h, 0), { followSuccessors: filters.asOf == null });
  return { hits: shown, total: Math.max(hits.length, shown.length), mode };
}

/**
 * Labels item hits with their trust, successor and open conflicts. A superseded hit (asked for) is followed by its
 * current successor, and a hit in an open conflict by the other side, so neither is ever read alone as the truth.
 */
function withItemContext(db: Db, hits: RecallHit[], toRow: (d: DocRow) => RecallHit, opts: { followSuccessors: boolean }): RecallHit[] {
  const out: RecallHit[] = [];
  const ids = new Set(hits.map((h) => h.id));
  const follow = (item: ItemRow) => {
    const id = itemId(item);
    if (ids.has(id) || item.trust === 'rejected') return;
    const doc = docByRef(db, item.type, String(item.id));
    if (!doc) return;
    ids.add(id);
    out.push(decorate(toRow(doc)));
  };
  const decorate = (h: RecallHit): RecallHit => {
    const [kind, ref] = splitId(h.id);
    const item = findItem(db, kind, ref);
    if (!item) return h;
    const open = openConflictPartners(db, item.id);
    return {
      ...h,
      trust: item.trust,
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
      if (head) follow(head);
    }
    for (const other of openConflictPartners(db, item.id)) follow(other);
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

export function toHit(d: DocRow, score: number, ranks?: Record<string, number>): RecallHit {
  return {
    layer: 1,
    id: `${d.kind}:${d.refId}`,
    kind: d.kind,
    snippet: snippet(d.text),
    session_id: d.sessionId,
    prompt_number: d.promptNumber,
    score: Math.round(score * 1e6) / 1e6,
    created_at: new Date(d.createdAt).toISOString(),
    source: d.source,
    ...(ranks ? { ranks } : {}),
  };
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= SNIPPET_CHARS ? flat : `${flat.slice(0, SNIPPET_CHARS - 1)}…`;
}

function normalizeForDedupe(text: string): string {
  return text.toLowerCase().replace(/\[turn \d+\]\s*/g, '').replace(/\s+/g, ' ').trim().slice(0, 300);
}
