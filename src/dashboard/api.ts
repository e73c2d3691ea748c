// The dashboard's JSON API: one handler per route, over the store's read models and its write functions. Handlers
// validate their input and throw ApiError with a message a person can act on; nothing here writes SQL.
import type { App } from '../app.js';
import { projectStatus } from '../cli/status.js';
import { estimateTokens } from '../inject/budget.js';
import { buildDigest } from '../inject/digest.js';
import type { ProjectIdentity } from '../paths.js';
import { buildWordQuery } from '../recall/fts-query.js';
import { recall } from '../recall/search.js';
import type { VectorIndex } from '../recall/vector-index.js';
import type { Db } from '../store/connection.js';
import {
  forgetImpact,
  getDecision,
  listCodeAreas,
  listDecisions,
  listSessions,
  queueItem,
  queueItems,
  recentSummaryTexts,
  recentTurnEvidence,
  SESSION_SORTS,
  sessionToolCounts,
  turnDetail,
  vectorCoverage,
  type SessionSort,
} from '../store/dashboard.js';
import { MEMORY_KINDS, parseMemoryId, type MemoryId } from '../store/kinds.js';
import { forget, supersedeDecision } from '../store/memory.js';
import { enqueue } from '../store/queue.js';
import { getSession, resolveSessionId, sessionTimeline, toolEvent } from '../store/read.js';
import type { SearchFilters } from '../store/search.js';
import { countFacets, FACETS } from './facets.js';
import { hotPaths, topicClusters } from './topics.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** One project as the dashboard holds it: its store stays open for the server's life. */
export interface ProjectHandle {
  key: string;
  name: string;
  root: string;
  identity: ProjectIdentity;
  db: Db;
  vectorIndex: VectorIndex;
}

export interface ApiRequest {
  app: App;
  project: ProjectHandle;
  params: string[];
  query: URLSearchParams;
  body: Record<string, unknown>;
  /** Loads the sentence encoder once per server (search only). */
  embedder: () => ReturnType<App['embedder']>;
}

type Handler = (req: ApiRequest) => unknown;

export interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handler: Handler;
}

const PAGE_SIZES = { sessions: 50, knowledge: 500, searchPool: 200, timeline: 1000, queue: 100, hotFiles: 25, topics: 16, topicTexts: 3000, hotEvidence: 2000 } as const;

// ── input ──

function intParam(q: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = q.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ApiError(400, `${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

/** `YYYY-MM-DD` (UTC day start) or an ISO timestamp. */
function dateParam(q: URLSearchParams, name: string, endOfDay = false): number | undefined {
  const raw = q.get(name);
  if (!raw) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const t = Date.parse(day ? `${raw}T00:00:00Z` : raw);
  if (!Number.isFinite(t)) throw new ApiError(400, `${name} must be a date like 2026-03-01, got "${raw}"`);
  return day && endOfDay ? t + 86_400_000 : t;
}

function textBody(body: Record<string, unknown>, name: string, { required, max }: { required: boolean; max: number }): string {
  const v = body[name] ?? '';
  if (typeof v !== 'string') throw new ApiError(400, `${name} must be text`);
  const t = v.trim();
  if (required && t.length < 3) throw new ApiError(400, `${name} is required (at least 3 characters)`);
  if (t.length > max) throw new ApiError(400, `${name} is too long (at most ${max} characters)`);
  return t;
}

/** A memory id from the request, its session ref (which may be a unique prefix) resolved to the full id. */
function memoryIdParam(db: Db, raw: unknown): MemoryId {
  const parsed = parseMemoryId(typeof raw === 'string' ? raw : '');
  if (!parsed.ok) throw new ApiError(400, parsed.error);
  const { kind, ref } = parsed.id;
  return { kind, ref: MEMORY_KINDS[kind].ref === 'session' ? (resolveSessionId(db, ref) ?? ref) : ref };
}

function sessionIdParam(db: Db, raw: string): string {
  const id = resolveSessionId(db, decodeURIComponent(raw));
  if (!id) throw new ApiError(404, `No session "${decodeURIComponent(raw)}" in this project's memory`);
  return id;
}

// ── handlers ──

function sessions({ project, query }: ApiRequest) {
  const sort = (query.get('sort') ?? 'started') as SessionSort;
  if (!SESSION_SORTS.includes(sort)) throw new ApiError(400, `sort must be one of ${SESSION_SORTS.join(', ')}`);
  const limit = intParam(query, 'limit', PAGE_SIZES.sessions, 1, 500);
  const offset = intParam(query, 'offset', 0, 0, 1e9);
  const text = (query.get('q') ?? '').trim().slice(0, 200);
  const page = listSessions(project.db, {
    sort,
    descending: query.get('dir') !== 'asc',
    offset,
    limit,
    since: dateParam(query, 'since'),
    until: dateParam(query, 'until', true),
    text: text || undefined,
    // A filter narrows: every word must occur in one of the session's memories.
    match: text ? buildWordQuery(text, { mode: 'and' }) : null,
  });
  return { ...page, offset, limit, sorts: SESSION_SORTS };
}

function sessionDetail({ project, params }: ApiRequest) {
  const id = sessionIdParam(project.db, params[0]);
  const s = getSession(project.db, id)!;
  const { turns, total } = sessionTimeline(project.db, id, PAGE_SIZES.timeline);
  return { session: { ...s, ...sessionToolCounts(project.db, id) }, turns, totalTurns: total };
}

function turn({ project, params }: ApiRequest) {
  const id = sessionIdParam(project.db, params[0]);
  return turnDetail(project.db, id, Number(params[1]));
}

function event({ app, project, params }: ApiRequest) {
  const e = toolEvent(project.db, Number(params[0]));
  if (!e) throw new ApiError(404, `No tool event ${params[0]} in this project's memory`);
  return {
    ...e,
    // Said plainly in the page: raw input and output are deleted after the retention window; the summary stays.
    retention: e.payload ? 'retained' : 'expired',
    retentionDays: app.config.retention.rawPayloadDays,
  };
}

async function search({ app, project, query, embedder }: ApiRequest) {
  const q = (query.get('q') ?? '').slice(0, 2_000);
  const limit = intParam(query, 'limit', 50, 1, PAGE_SIZES.searchPool);
  const dated: SearchFilters = { since: dateParam(query, 'since'), until: dateParam(query, 'until', true) };
  let narrowed = dated;
  const chosen: Record<string, string[]> = {};
  for (const facet of FACETS) {
    const values = (query.get(facet.name) ?? '').split(',').map((v) => v.trim()).filter(Boolean);
    if (values.length) {
      chosen[facet.name] = values;
      narrowed = facet.narrow(narrowed, values);
    }
  }
  if (!q.trim()) return { hits: [], total: 0, mode: 'fts', facets: countFacets([]), chosen };
  const vectorWeight = app.config.search.vectorWeight;
  const deps = {
    db: project.db,
    now: app.now(),
    weights: { fts: app.config.search.ftsWeight, vector: vectorWeight },
    embedder: vectorWeight > 0 ? await embedder() : null,
    vectorIndex: project.vectorIndex,
  };
  // Facet counts come from the search without the facets' own narrowing, so every value stays choosable.
  const wide = await recall(deps, q, { limit: PAGE_SIZES.searchPool, filters: dated });
  const result = Object.keys(chosen).length ? await recall(deps, q, { limit, filters: narrowed }) : { ...wide, hits: wide.hits.slice(0, limit) };
  return { ...result, facets: countFacets(wide.hits), chosen };
}

function knowledge({ project, query }: ApiRequest) {
  return {
    decisions: listDecisions(project.db, { includeSuperseded: query.get('superseded') === '1', limit: PAGE_SIZES.knowledge }),
    codeAreas: listCodeAreas(project.db, PAGE_SIZES.knowledge),
  };
}

function forgetPreview({ project, query }: ApiRequest) {
  const { kind, ref } = memoryIdParam(project.db, query.get('id'));
  const impact = forgetImpact(project.db, kind, ref);
  if (!impact) throw new ApiError(404, `Nothing stored under ${kind}:${ref}`);
  return { id: `${kind}:${ref}`, ...impact };
}

function forgetMemory({ project, body }: ApiRequest) {
  const id = memoryIdParam(project.db, body.id);
  const impact = forgetImpact(project.db, id.kind, id.ref);
  if (!impact) throw new ApiError(404, `Nothing stored under ${id.kind}:${id.ref}`);
  const result = forget(project.db, id);
  return { id: result.id, removed: result.removed, deleted: impact.deletes };
}

function supersede({ app, project, params, body }: ApiRequest) {
  const oldId = Number(params[0]);
  const old = getDecision(project.db, oldId);
  if (!old) throw new ApiError(404, `No decision ${oldId} in this project's memory`);
  if (old.status !== 'active') throw new ApiError(409, `decision:${oldId} is already superseded (by decision:${old.supersededBy ?? '?'})`);
  const decision = textBody(body, 'decision', { required: true, max: 4_000 });
  const reason = textBody(body, 'reason', { required: false, max: 4_000 });
  const newId = supersedeDecision(project.db, oldId, { decision, reason, source: 'manual', sessionId: null, at: app.now() });
  return { replaced: `decision:${oldId}`, by: `decision:${newId}` };
}

function health({ app, project }: ApiRequest) {
  const now = app.now();
  const status = projectStatus(app, project.identity, project.db);
  const digest = buildDigest(project.db, { projectName: project.name, sessionId: '', source: 'startup', budgetTokens: app.config.injection.sessionStartTokens, now });
  return {
    status,
    queue: queueItems(project.db, PAGE_SIZES.queue).map((item) => ({ ...item, ready: !item.parked && item.notBefore <= now })),
    embedder: { provider: app.config.embedder.provider, model: app.config.embedder.model, vectorWeight: app.config.search.vectorWeight, coverage: vectorCoverage(project.db) },
    digest: { text: digest ?? '', tokens: digest ? estimateTokens(digest) : 0, budget: app.config.injection.sessionStartTokens },
  };
}

function retry({ app, project, params }: ApiRequest) {
  const item = queueItem(project.db, Number(params[0]));
  if (!item) throw new ApiError(404, `No queue item ${params[0]} (it may have been completed meanwhile)`);
  // Re-queuing a parked target resets its attempts and makes it ready now; a worker drains it (started if none runs).
  enqueue(project.db, item.kind as 'turn' | 'session_rollup', item.target, app.now());
  if (project.root) app.ensureWorker(project.identity, project.db);
  return { retried: item.id, kind: item.kind, target: item.target };
}

function topics({ project }: ApiRequest) {
  return {
    files: hotPaths(recentTurnEvidence(project.db, PAGE_SIZES.hotEvidence), PAGE_SIZES.hotFiles, project.root),
    topics: topicClusters(recentSummaryTexts(project.db, PAGE_SIZES.topicTexts), PAGE_SIZES.topics),
  };
}

const SESSION = '([^/]+)';
export const ROUTES: readonly Route[] = [
  { method: 'GET', pattern: /^\/api\/sessions$/, handler: sessions },
  { method: 'GET', pattern: new RegExp(`^/api/sessions/${SESSION}$`), handler: sessionDetail },
  { method: 'GET', pattern: new RegExp(`^/api/sessions/${SESSION}/turns/(\\d+)$`), handler: turn },
  { method: 'GET', pattern: /^\/api\/events\/(\d+)$/, handler: event },
  { method: 'GET', pattern: /^\/api\/search$/, handler: search },
  { method: 'GET', pattern: /^\/api\/knowledge$/, handler: knowledge },
  { method: 'GET', pattern: /^\/api\/forget$/, handler: forgetPreview },
  { method: 'POST', pattern: /^\/api\/forget$/, handler: forgetMemory },
  { method: 'POST', pattern: /^\/api\/decisions\/(\d+)\/supersede$/, handler: supersede },
  { method: 'GET', pattern: /^\/api\/health$/, handler: health },
  { method: 'POST', pattern: /^\/api\/queue\/(\d+)\/retry$/, handler: retry },
  { method: 'GET', pattern: /^\/api\/topics$/, handler: topics },
];
