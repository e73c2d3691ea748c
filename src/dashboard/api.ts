// The dashboard's JSON API: one handler per route, over the store's read models and its write functions. Handlers
// validate their input and throw ApiError with a message a person can act on; nothing here writes SQL.
import { getTeamLink, teamCounts, teamOf } from '../store/team.js';
import type { App } from '../app.js';
import { projectStatus } from '../cli/status.js';
import { estimateTokens } from '../inject/budget.js';
import { buildDigest } from '../inject/digest.js';
import type { ProjectIdentity } from '../paths.js';
import { buildWordQuery } from '../recall/fts-query.js';
import { embedGlobalItems, recallScoped, type ScopeSource } from '../recall/scoped.js';
import type { VectorIndex } from '../recall/vector-index.js';
import type { Db } from '../store/connection.js';
import {
  listItems,
  listSessions,
  queueItem,
  queueItems,
  recentSummaryTexts,
  recentTurnEvidence,
  SESSION_SORTS,
  sessionToolCounts,
  storeGeneration,
  turnDetail,
  vectorCoverage,
  type SessionSort,
} from '../store/dashboard.js';
import { type ItemType, MEMORY_KINDS, parseMemoryId, scopedId, splitScopedId, type MemoryId } from '../store/kinds.js';
import { demoteItem, promoteItem } from '../store/scopes.js';
import {
  findEquivalentItem,
  findItem,
  getItem,
  isItemType,
  itemId,
  ITEM_TYPES,
  KnowledgeError,
  resolveConflict,
  setTrust,
  supersedeItem,
  type ItemRow,
  type Replacement,
  type Trust,
  type WriteContext,
} from '../store/knowledge.js';
import { changes, conflicts, explainItem, type ConflictView } from '../store/knowledge-read.js';
import { forgetImpact, forgetMemory, type JournalCopies } from '../store/forget.js';
import { enqueue } from '../store/queue.js';
import { getSession, resolveSessionId, sessionTimeline, storeCounts, toolEvent } from '../store/read.js';
import type { SearchFilters } from '../store/search.js';
import { countFacets, FACETS, type FacetFilters } from './facets.js';
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
  /** The user-wide global memory; null while it does not exist, unless `create` (a promote). */
  global: (create: boolean) => GlobalHandle | null;
}

/** The user-wide global memory as the dashboard holds it: open for the server's life, like a project. */
export interface GlobalHandle {
  db: Db;
  vectorIndex: VectorIndex;
}

type Handler = (req: ApiRequest) => unknown;

export interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handler: Handler;
}

const PAGE_SIZES = {
  sessions: 50,
  knowledge: 500,
  changes: 200,
  searchPool: 200,
  timeline: 1000,
  queue: 100,
  hotFiles: 25,
  topics: 16,
  topicTexts: 3000,
  hotEvidence: 2000,
} as const;

// ── input ──

function intParam(q: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = q.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ApiError(400, `${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
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

async function search({ app, project, query, embedder, global }: ApiRequest) {
  const q = (query.get('q') ?? '').slice(0, 2_000);
  const limit = intParam(query, 'limit', 50, 1, PAGE_SIZES.searchPool);
  const dated: SearchFilters = { since: dateParam(query, 'since'), until: dateParam(query, 'until', true) };
  let narrowed: FacetFilters = dated;
  const chosen: Record<string, string[]> = {};
  for (const facet of FACETS) {
    const values = (query.get(facet.name) ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length) {
      chosen[facet.name] = values;
      narrowed = facet.narrow(narrowed, values);
    }
  }
  if (!q.trim()) return { hits: [], total: 0, mode: 'fts', facets: countFacets([]), chosen };
  const vectorWeight = app.config.search.vectorWeight;
  const weights = { fts: app.config.search.ftsWeight, vector: vectorWeight };
  const encoder = vectorWeight > 0 ? await embedder() : null;
  const g = global(false);
  const sources: ScopeSource[] = [
    { scope: 'project', deps: { db: project.db, now: app.now(), weights, embedder: encoder, vectorIndex: project.vectorIndex } },
  ];
  if (g) {
    if (encoder) await embedGlobalItems(g.db, encoder).catch((err: unknown) => app.log.error('dashboard:global-vectors', err));
    sources.push({ scope: 'global', deps: { db: g.db, now: app.now(), weights, embedder: encoder, vectorIndex: g.vectorIndex } });
  }
  const run = (filters: FacetFilters, limit: number) => {
    const { scopes, ...rest } = filters;
    const scope = scopes?.length === 1 && (scopes[0] === 'project' || scopes[0] === 'global') ? scopes[0] : 'all';
    return recallScoped(sources, q, { limit, filters: rest }, scope);
  };
  // Facet counts come from the search without the facets' own narrowing, so every value stays choosable.
  const wide = await run(dated, PAGE_SIZES.searchPool);
  const result = Object.keys(chosen).length ? await run(narrowed, limit) : { ...wide, hits: wide.hits.slice(0, limit) };
  return { ...result, facets: countFacets(wide.hits), chosen };
}

// ── knowledge ──

/** "Decisions", "Code areas": a section's title is its kind's plural. */
const sectionTitle = (type: ItemType) => {
  const plural = MEMORY_KINDS[type].noun[1];
  return plural[0].toUpperCase() + plural.slice(1);
};
const TRUSTS: readonly Trust[] = ['candidate', 'verified', 'rejected'];
const iso = (ms: number | null) => (ms == null ? null : new Date(ms).toISOString());

/**
 * An item as the page shows it: its id, its successor's id and its times as ISO text. Project items say whether the
 * global memory holds a copy (promoted); global items carry the `global:` prefix.
 */
function itemView(db: Db, r: ItemRow, scope: { global?: Db | null; isGlobal?: boolean } = {}) {
  const successor = r.supersededBy != null ? getItem(db, r.supersededBy) : null;
  const copy =
    scope.global && r.status === 'active' && r.trust !== 'rejected' ? findEquivalentItem(scope.global, r.type, r.text, r.subjectKey) : null;
  const id = (row: ItemRow) => (scope.isGlobal ? scopedId('global', itemId(row)) : itemId(row));
  const team = scope.isGlobal ? null : teamOf(db, r.id);
  return {
    id: id(r),
    scope: (scope.isGlobal ? 'global' : 'project') as 'global' | 'project',
    globalCopy: copy ? scopedId('global', itemId(copy)) : null,
    team: team?.team ?? null,
    sharedBy: team?.sharedBy ?? null,
    type: r.type,
    text: r.text,
    reason: r.reason,
    subject: r.subjectKey,
    trust: r.trust,
    status: r.status,
    supersededBy: successor ? id(successor) : null,
    origin: r.origin,
    source: r.source,
    sessionId: r.sessionId,
    promptNumber: r.promptNumber,
    validFrom: iso(r.validFrom),
    validTo: iso(r.validTo),
    recordedAt: iso(r.recordedAt),
    retractedAt: iso(r.retractedAt),
  };
}

const conflictView = (db: Db, c: ConflictView) => ({
  id: c.id,
  subject: c.subjectKey,
  status: c.status,
  detectedAt: c.detectedAt,
  a: c.a ? itemView(db, c.a) : null,
  b: c.b ? itemView(db, c.b) : null,
});

function listParam<T extends string>(q: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const values = (q.get(name) ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const bad = values.find((v) => !(allowed as readonly string[]).includes(v));
  if (bad) throw new ApiError(400, `${name} must be among ${allowed.join(', ')}, got "${bad}"`);
  return values as T[];
}

function knowledge({ project, query, global }: ApiRequest) {
  const types = listParam(query, 'type', ITEM_TYPES);
  const trusts = listParam(query, 'trust', TRUSTS);
  const includeSuperseded = query.get('superseded') === '1';
  const g = global(false)?.db ?? null;
  const list = (db: Db, type: (typeof ITEM_TYPES)[number]) =>
    listItems(db, { type, includeSuperseded, includeRejected: trusts.includes('rejected'), trusts, limit: PAGE_SIZES.knowledge });
  const sections = (types.length ? types : ITEM_TYPES).map((type) => {
    const { rows, total } = list(project.db, type);
    return { type, title: sectionTitle(type), total, rows: rows.map((r) => itemView(project.db, r, { global: g })) };
  });
  // What holds in every project: listed beside this project's items, each with a demote into this project.
  const globalRows = g
    ? (types.length ? types : ITEM_TYPES).flatMap((type) => list(g, type).rows.map((r) => itemView(g, r, { isGlobal: true })))
    : [];
  return { sections, global: globalRows, conflicts: conflicts(project.db, { status: 'open' }).map((c) => conflictView(project.db, c)) };
}

/** An item from a path or body value: `decision:12` (an old alias too) or the bare item number. */
function itemParam(db: Db, raw: unknown): ItemRow {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? decodeURIComponent(raw).trim() : '';
  if (/^\d+$/.test(text)) {
    const row = getItem(db, Number(text));
    if (!row) throw new ApiError(404, `No memory item ${text} in this project's memory`);
    return row;
  }
  const parsed = parseMemoryId(text);
  if (!parsed.ok) throw new ApiError(400, parsed.error);
  if (!isItemType(parsed.id.kind)) throw new ApiError(400, `"${text}" is not a knowledge item (${ITEM_TYPES.join(', ')})`);
  const row = findItem(db, parsed.id.kind, parsed.id.ref);
  if (!row) throw new ApiError(404, `No ${parsed.id.kind} ${parsed.id.ref} in this project's memory`);
  return row;
}

function itemDetail({ project, params }: ApiRequest) {
  const row = itemParam(project.db, params[0]);
  const e = explainItem(project.db, row.type, String(row.id))!;
  return {
    item: itemView(project.db, e.item),
    receipts: e.receipts,
    history: e.history,
    supersedes: e.supersedes,
    conflicts: e.conflicts.map((c) => conflictView(project.db, c)),
  };
}

function changeFeed({ project, query }: ApiRequest) {
  return changes(project.db, { since: dateParam(query, 'since'), limit: intParam(query, 'limit', 100, 1, PAGE_SIZES.changes) });
}

/** Every dashboard write is audited under the actor 'dashboard'; the store's refusals come back as 409s. */
function write<T>(app: App, reason: string, fn: (ctx: WriteContext) => T): T {
  try {
    return fn({ actor: 'dashboard', now: app.now(), reason: reason || undefined });
  } catch (err) {
    if (err instanceof KnowledgeError) throw new ApiError(409, err.message);
    throw err;
  }
}

function trustAction(trust: 'verified' | 'rejected') {
  return ({ app, project, params, body }: ApiRequest) => {
    const row = itemParam(project.db, params[0]);
    const reason = textBody(body, 'reason', { required: false, max: 4_000 });
    const after = write(app, reason || (trust === 'verified' ? 'verified in the dashboard' : 'rejected in the dashboard'), (ctx) =>
      setTrust(project.db, row.id, trust, ctx),
    );
    return { item: itemView(project.db, after) };
  };
}

/** A replacement written in the page: same type and subject as the item it replaces, saved explicitly by the user. */
function typedReplacement(app: App, old: ItemRow, text: string, reason: string): Replacement {
  return {
    input: {
      type: old.type,
      text,
      reason,
      subjectKey: old.subjectKey,
      origin: 'explicit',
      source: 'manual',
      validFrom: app.now(),
      receipts: [{ kind: 'explicit', strength: 'stated', quote: `written in the dashboard to replace ${itemId(old)}` }],
    },
  };
}

function requireCurrent(old: ItemRow): void {
  // The page acts on what it showed: an item replaced meanwhile is not silently re-targeted to its successor.
  if (old.status !== 'active')
    throw new ApiError(
      409,
      `${itemId(old)} is already superseded (by ${old.supersededBy != null ? `item ${old.supersededBy}` : 'nothing'}); reload to see its successor`,
    );
  if (old.trust === 'rejected') throw new ApiError(409, `${itemId(old)} was rejected; nothing to replace`);
}

function replaced(db: Db, r: { oldId: number; newId: number }) {
  return { replaced: itemId(getItem(db, r.oldId)!), by: itemId(getItem(db, r.newId)!) };
}

/** Edit: the corrected text supersedes the item (its history keeps the old wording's hash, never a silent overwrite). */
function edit({ app, project, params, body }: ApiRequest) {
  const old = itemParam(project.db, params[0]);
  requireCurrent(old);
  const text = textBody(body, 'text', { required: true, max: 4_000 });
  const reason = body.reason === undefined ? old.reason : textBody(body, 'reason', { required: false, max: 4_000 });
  return replaced(
    project.db,
    write(app, 'edited in the dashboard', (ctx) => supersedeItem(project.db, old.id, typedReplacement(app, old, text, reason), ctx)),
  );
}

/** Supersede by a new text, or by another item already stored (`by`). */
function supersede({ app, project, params, body }: ApiRequest) {
  const old = itemParam(project.db, params[0]);
  requireCurrent(old);
  const reason = textBody(body, 'reason', { required: false, max: 4_000 });
  const replacement: Replacement =
    body.by !== undefined && body.by !== ''
      ? { existingId: itemParam(project.db, body.by).id }
      : typedReplacement(app, old, textBody(body, 'text', { required: true, max: 4_000 }), reason);
  return replaced(
    project.db,
    write(app, reason || 'superseded in the dashboard', (ctx) => supersedeItem(project.db, old.id, replacement, ctx)),
  );
}

function resolve({ app, project, params, body }: ApiRequest) {
  const winner = itemParam(project.db, body.winner);
  const how = body.how ?? 'supersede';
  if (how !== 'supersede' && how !== 'reject')
    throw new ApiError(400, 'how must be "supersede" (it changed) or "reject" (it was never right)');
  const r = write(app, 'resolved in the dashboard', (ctx) => resolveConflict(project.db, Number(params[0]), winner.id, how, ctx));
  return { conflict: Number(params[0]), winner: itemId(getItem(project.db, r.winner)!), loser: itemId(getItem(project.db, r.loser)!), how };
}

// ── scopes ──

const scopeCtx = (app: App, project: ProjectHandle, reason: string) => ({
  actor: 'dashboard' as const,
  now: app.now(),
  reason,
  projectName: project.name,
});

function promote({ app, project, params, global }: ApiRequest) {
  const row = itemParam(project.db, params[0]);
  const g = global(true)!;
  return write(app, '', () => promoteItem(project.db, g.db, row.id, scopeCtx(app, project, 'promoted in the dashboard')));
}

/** A project item loses its global copy. */
function demote({ app, project, params, global }: ApiRequest) {
  const row = itemParam(project.db, params[0]);
  const g = global(false);
  if (!g) throw new ApiError(409, `${itemId(row)} has no copy in the global memory (nothing to demote)`);
  return write(app, '', () =>
    demoteItem(project.db, g.db, { scope: 'project', id: row.id }, scopeCtx(app, project, 'demoted in the dashboard')),
  );
}

/** A global item moves into this project only. */
function demoteGlobal({ app, project, params, global }: ApiRequest) {
  const g = global(false);
  if (!g) throw new ApiError(404, 'There is no global memory yet');
  const row = itemParam(g.db, params[0]);
  return write(app, '', () =>
    demoteItem(project.db, g.db, { scope: 'global', id: row.id }, scopeCtx(app, project, `demoted into ${project.name} in the dashboard`)),
  );
}

// ── forget ──

/** The store a memory id lives in: `global:…` ids are the global memory's (which has no journal). */
function storeOf(
  app: App,
  project: ProjectHandle,
  global: ApiRequest['global'],
  raw: unknown,
): { db: Db; id: string; prefix: string; journal: JournalCopies | null } {
  const { scope, id } = splitScopedId(typeof raw === 'string' ? raw : '');
  if (scope === 'project') return { db: project.db, id, prefix: '', journal: app.journalOf(project.identity) };
  const g = global(false);
  if (!g) throw new ApiError(404, `Nothing stored under ${String(raw)}: there is no global memory yet`);
  return { db: g.db, id, prefix: 'global:', journal: null };
}

function forgetPreview({ app, project, query, global }: ApiRequest) {
  const target = storeOf(app, project, global, query.get('id'));
  const id = memoryIdParam(target.db, target.id);
  const impact = forgetImpact(target.db, id);
  if (!impact) throw new ApiError(404, `Nothing stored under ${target.prefix}${id.kind}:${id.ref}`);
  return impact;
}

function forgetOne({ app, project, body, global }: ApiRequest) {
  const target = storeOf(app, project, global, body.id);
  const id = memoryIdParam(target.db, target.id);
  const result = forgetMemory(target.db, id, {
    actor: 'dashboard',
    now: app.now(),
    reason: 'forgotten in the dashboard',
    journal: target.journal,
  });
  if (!result) throw new ApiError(404, `Nothing stored under ${target.prefix}${id.kind}:${id.ref}`);
  return { id: `${target.prefix}${result.memoryId}`, removed: result.removed, deleted: result.deletes, derivedItems: result.derivedItems };
}

// ── results kept per store generation ──

const kept = new WeakMap<Db, Map<string, { key: string; value: unknown }>>();

/**
 * `compute()` again only when the store changed (or `key` did): health and topics read whole tables, and a panel
 * opened twice, or by two tabs, should not pay for that twice.
 */
function keep<T>(db: Db, name: string, key: string, compute: () => T): T {
  let byName = kept.get(db);
  if (!byName) kept.set(db, (byName = new Map()));
  const full = `${storeGeneration(db)}|${key}`;
  const hit = byName.get(name);
  if (hit && hit.key === full) return hit.value as T;
  const value = compute();
  byName.set(name, { key: full, value });
  return value;
}

/** The digest looks back from now (failures, hot files): kept for a minute at most even when nothing changes. */
const DIGEST_KEEP_MS = 60_000;

function health({ app, project }: ApiRequest) {
  const now = app.now();
  const { counts, digest, coverage } = keep(project.db, 'health', String(Math.floor(now / DIGEST_KEEP_MS)), () => {
    const text = buildDigest(project.db, {
      projectName: project.name,
      sessionId: '',
      source: 'startup',
      budgetTokens: app.config.injection.sessionStartTokens,
      now,
    });
    return { counts: storeCounts(project.db), digest: text, coverage: vectorCoverage(project.db) };
  });
  // Database size, spool, log errors, worker lease and the queue are read fresh: they change without a commit here.
  const status = projectStatus(app, project.identity, project.db, counts);
  const link = getTeamLink(project.db);
  return {
    status,
    // The team link and its sync state (the server URL never holds the password; no password is ever read here).
    team: link
      ? {
          team: link.team,
          server: link.server,
          role: link.role,
          project: link.project,
          lastSyncAt: iso(link.lastSyncAt),
          lastError: link.lastError,
          failures: link.failures,
          ...teamCounts(project.db),
        }
      : null,
    queue: queueItems(project.db, PAGE_SIZES.queue).map((item) => ({ ...item, ready: !item.parked && item.notBefore <= now })),
    embedder: {
      provider: app.config.embedder.provider,
      model: app.config.embedder.model,
      vectorWeight: app.config.search.vectorWeight,
      coverage,
    },
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
  return keep(project.db, 'topics', '', () => ({
    files: hotPaths(recentTurnEvidence(project.db, PAGE_SIZES.hotEvidence), PAGE_SIZES.hotFiles, project.root),
    topics: topicClusters(recentSummaryTexts(project.db, PAGE_SIZES.topicTexts), PAGE_SIZES.topics),
  }));
}

const SESSION = '([^/]+)';
/** `decision:12` (or `decision%3A12`), or a bare item number. */
const ITEM = '([a-z_]+(?::|%3[Aa])\\d+|\\d+)';
export const ROUTES: readonly Route[] = [
  { method: 'GET', pattern: /^\/api\/sessions$/, handler: sessions },
  { method: 'GET', pattern: new RegExp(`^/api/sessions/${SESSION}$`), handler: sessionDetail },
  { method: 'GET', pattern: new RegExp(`^/api/sessions/${SESSION}/turns/(\\d+)$`), handler: turn },
  { method: 'GET', pattern: /^\/api\/events\/(\d+)$/, handler: event },
  { method: 'GET', pattern: /^\/api\/search$/, handler: search },
  { method: 'GET', pattern: /^\/api\/knowledge$/, handler: knowledge },
  { method: 'GET', pattern: new RegExp(`^/api/items/${ITEM}$`), handler: itemDetail },
  { method: 'POST', pattern: new RegExp(`^/api/items/${ITEM}/verify$`), handler: trustAction('verified') },
  { method: 'POST', pattern: new RegExp(`^/api/items/${ITEM}/reject$`), handler: trustAction('rejected') },
  { method: 'POST', pattern: new RegExp(`^/api/items/${ITEM}/edit$`), handler: edit },
  { method: 'POST', pattern: new RegExp(`^/api/items/${ITEM}/supersede$`), handler: supersede },
  { method: 'POST', pattern: new RegExp(`^/api/items/${ITEM}/promote$`), handler: promote },
  { method: 'POST', pattern: new RegExp(`^/api/items/${ITEM}/demote$`), handler: demote },
  { method: 'POST', pattern: new RegExp(`^/api/global/${ITEM}/demote$`), handler: demoteGlobal },
  { method: 'POST', pattern: /^\/api\/conflicts\/(\d+)\/resolve$/, handler: resolve },
  { method: 'GET', pattern: /^\/api\/changes$/, handler: changeFeed },
  { method: 'GET', pattern: /^\/api\/forget$/, handler: forgetPreview },
  { method: 'POST', pattern: /^\/api\/forget$/, handler: forgetOne },
  { method: 'GET', pattern: /^\/api\/health$/, handler: health },
  { method: 'POST', pattern: /^\/api\/queue\/(\d+)\/retry$/, handler: retry },
  { method: 'GET', pattern: /^\/api\/topics$/, handler: topics },
];

// The JSON the page reads: src/dashboard/client imports these types (never this module's code), so a field renamed
// here fails the client's type-check instead of its users.
export type ItemJson = ReturnType<typeof itemView>;
export type ConflictJson = ReturnType<typeof conflictView>;
export type KnowledgeJson = ReturnType<typeof knowledge>;
export type ItemDetailJson = ReturnType<typeof itemDetail>;
export type ChangesJson = ReturnType<typeof changeFeed>;
export type SearchJson = Awaited<ReturnType<typeof search>>;
export type ForgetPreviewJson = ReturnType<typeof forgetPreview>;
