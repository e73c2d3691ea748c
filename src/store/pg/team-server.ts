// The team server's side of sync (all its SQL): push applies a member's changes with revision checks, pull lists
// changes after a cursor, search is PostgreSQL full-text search over the team's items. Row-level security (schema.ts)
// decides what the connected role may see and write; nothing here filters by member.
import type pg from 'pg';
import type {
  ItemEmbedding,
  OutgoingChange,
  PullRequest,
  PullResult,
  PushOutcome,
  ServerChange,
  ServerHit,
  SharedItem,
  TeamScope,
  TeamServer,
} from '../../team/protocol.js';
import { SCHEMA } from './schema.js';

interface ItemRecord {
  uid: string;
  seq: string;
  rev: number;
  last_op: string;
  state: ServerChange['state'];
  shared_by: string;
  updated_by: string;
  type: string;
  text: string;
  reason: string;
  subject_key: string;
  trust: string;
  status: string;
  superseded_by: string | null;
  valid_from: string;
  valid_to: string | null;
  retracted_at: string | null;
  value: string | null;
  replaces: string | null;
  contrast: string | null;
  polarity: string;
  receipts: SharedItem['receipts'];
  conflicts_with: string[];
}

const COLUMNS = `uid, seq, rev, last_op, state, shared_by, updated_by, type, text, reason, subject_key, trust, status, superseded_by, valid_from, valid_to,
  retracted_at, value, replaces, contrast, polarity, receipts, conflicts_with`;

/** How many matches a search pass ranks at most, and the share of items above which a word is too common to OR. */
const CANDIDATES = 5_000;
const COMMON_SHARE = 0.01;

const num = (v: string | null) => (v == null ? null : Number(v));

function toChange(r: ItemRecord): ServerChange {
  return {
    uid: r.uid,
    seq: Number(r.seq),
    rev: r.rev,
    state: r.state,
    sharedBy: r.shared_by,
    updatedBy: r.updated_by,
    item:
      r.state !== 'shared'
        ? null
        : {
            type: r.type,
            text: r.text,
            reason: r.reason,
            subjectKey: r.subject_key,
            trust: r.trust,
            status: r.status,
            supersededBy: r.superseded_by,
            validFrom: Number(r.valid_from),
            validTo: num(r.valid_to),
            retractedAt: num(r.retracted_at),
            value: r.value,
            replaces: r.replaces,
            contrast: r.contrast,
            polarity: r.polarity,
            receipts: r.receipts,
            conflictsWith: r.conflicts_with,
          },
  };
}

/** What a change can alter; equal means the push has nothing to do (a retry, or two members making the same change). */
const stateKey = (i: SharedItem) =>
  JSON.stringify([
    i.text,
    i.reason,
    i.subjectKey,
    i.trust,
    i.status,
    i.supersededBy,
    i.validTo,
    i.retractedAt,
    [...i.conflictsWith].sort(),
  ]);

const RECORD_TYPE = `uid text, type text, text text, reason text, subject_key text, trust text, status text, superseded_by text, valid_from bigint,
  valid_to bigint, retracted_at bigint, value text, replaces text, contrast text, polarity text, receipts jsonb, conflicts_with jsonb, last_op text`;

const record = (ch: OutgoingChange) => {
  const i = ch.item!;
  return {
    uid: ch.uid,
    type: i.type,
    text: i.text,
    reason: i.reason,
    subject_key: i.subjectKey,
    trust: i.trust,
    status: i.status,
    superseded_by: i.supersededBy,
    valid_from: i.validFrom,
    valid_to: i.validTo,
    retracted_at: i.retractedAt,
    value: i.value,
    replaces: i.replaces,
    contrast: i.contrast,
    polarity: i.polarity,
    receipts: i.receipts,
    conflicts_with: i.conflictsWith,
    last_op: ch.opId,
  };
};

interface PushPlan {
  inserts: OutgoingChange[];
  updates: OutgoingChange[];
  removals: OutgoingChange[];
  audit: { action: string; uid: string; before: unknown; after: unknown }[];
  outcomes: PushOutcome[];
}

/**
 * How the server answers each change of a batch, against the rows as they are (and as earlier changes of the same
 * batch leave them). Forget and unshare always apply; an upsert applies when made on the server's revision, when it
 * retries the change the server last applied, or when it changes nothing; otherwise it is a conflict.
 */
function judge(changes: OutgoingChange[], current: Map<string, { change: ServerChange; lastOp: string }>): PushPlan {
  const plan: PushPlan = { inserts: [], updates: [], removals: [], audit: [], outcomes: [] };
  const seen = new Set<string>();
  for (const ch of changes) {
    // One change per item per batch (the outbox holds one row per item); a repeat waits for the next batch.
    if (seen.has(ch.uid)) continue;
    seen.add(ch.uid);
    const cur = current.get(ch.uid)?.change ?? null;
    if (ch.op !== 'upsert') {
      if (!cur || cur.state === 'forgotten' || (cur.state === 'unshared' && ch.op === 'unshare')) {
        plan.outcomes.push({ uid: ch.uid, result: 'applied', rev: cur?.rev ?? 0 });
        continue;
      }
      plan.removals.push(ch);
      plan.audit.push({ action: ch.op, uid: ch.uid, before: auditState(cur.item), after: null });
      plan.outcomes.push({ uid: ch.uid, result: 'applied', rev: cur.rev + 1 });
      continue;
    }
    const item = ch.item;
    if (!item) {
      plan.outcomes.push({ uid: ch.uid, result: 'applied', rev: cur?.rev ?? 0 });
      continue;
    }
    if (!cur) {
      plan.inserts.push(ch);
      plan.audit.push({ action: 'share', uid: ch.uid, before: null, after: auditState(item) });
      plan.outcomes.push({ uid: ch.uid, result: 'applied', rev: 1 });
      continue;
    }
    if (cur.state !== 'shared') {
      plan.outcomes.push({ uid: ch.uid, result: 'gone', current: cur });
      continue;
    }
    if (stateKey(cur.item!) === stateKey(item)) {
      plan.outcomes.push({ uid: ch.uid, result: 'applied', rev: cur.rev });
      continue;
    }
    if (cur.rev !== ch.baseRev && current.get(ch.uid)!.lastOp !== ch.opId) {
      plan.outcomes.push({ uid: ch.uid, result: 'conflict', current: cur });
      continue;
    }
    plan.updates.push(ch);
    plan.audit.push({ action: 'update', uid: ch.uid, before: auditState(cur.item), after: auditState(item) });
    plan.outcomes.push({ uid: ch.uid, result: 'applied', rev: cur.rev + 1 });
  }
  return plan;
}

const auditState = (i: SharedItem | null) =>
  i ? { trust: i.trust, status: i.status, supersededBy: i.supersededBy, validTo: i.validTo, retractedAt: i.retractedAt } : null;

/** How long the vector side of a hybrid search may take (an exact scan); slower, the full-text hits answer alone. */
const VECTOR_SEARCH_MS = 400;
/** Reciprocal rank fusion of the full-text and vector rankings (the usual k). */
const RRF_K = 60;

export class PgTeamServer implements TeamServer {
  private hasVectors: Promise<boolean> | null = null;

  constructor(private readonly client: pg.ClientBase) {}

  /** Whether `team init` enabled vector search on this server (pgvector); asked once per connection. */
  vectors(): Promise<boolean> {
    this.hasVectors ??= this.client
      .query(`SELECT to_regclass('${SCHEMA}.item_vectors') IS NOT NULL AS on`)
      .then((r) => Boolean(r.rows[0].on));
    return this.hasVectors;
  }

  /**
   * Applies a batch of changes in one transaction, in a fixed number of statements whatever its size: the current
   * rows are locked and read at once, each change is judged against them, and the inserts, updates, tombstones and
   * audit rows are written set-wise (jsonb_to_recordset) in the batch's order.
   */
  async push(scope: TeamScope, changes: OutgoingChange[]): Promise<PushOutcome[]> {
    if (!changes.length) return [];
    const c = this.client;
    const withVectors = await this.vectors();
    await c.query('BEGIN');
    try {
      await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${SCHEMA}:${scope.team}`]);
      const found = await c.query<ItemRecord>(`SELECT ${COLUMNS} FROM ${SCHEMA}.items WHERE uid = ANY($1::text[]) FOR UPDATE`, [
        changes.map((ch) => ch.uid),
      ]);
      const current = new Map(found.rows.map((r) => [r.uid, { change: toChange(r), lastOp: r.last_op }]));
      const plan = judge(changes, current);
      const revs = new Map<string, number>();
      if (plan.inserts.length) {
        const r = await c.query<{ uid: string; rev: number }>(
          `INSERT INTO ${SCHEMA}.items (uid, type, text, reason, subject_key, trust, status, superseded_by, valid_from, valid_to, retracted_at, value, replaces,
             contrast, polarity, receipts, conflicts_with, last_op, team, project, seq)
           SELECT x.uid, x.type, x.text, x.reason, x.subject_key, x.trust, x.status, x.superseded_by, x.valid_from, x.valid_to, x.retracted_at, x.value, x.replaces,
             x.contrast, x.polarity, x.receipts, x.conflicts_with, x.last_op, $2, $3, nextval('${SCHEMA}.change_seq')
           FROM jsonb_to_recordset($1::jsonb) AS x(${RECORD_TYPE}, ord int) ORDER BY x.ord RETURNING uid, rev`,
          [JSON.stringify(plan.inserts.map((ch, ord) => ({ ...record(ch), ord }))), scope.team, scope.project],
        );
        for (const row of r.rows) revs.set(row.uid, row.rev);
      }
      if (plan.updates.length) {
        const r = await c.query<{ uid: string; rev: number }>(
          `UPDATE ${SCHEMA}.items i SET type = x.type, text = x.text, reason = x.reason, subject_key = x.subject_key, trust = x.trust, status = x.status,
             superseded_by = x.superseded_by, valid_from = x.valid_from, valid_to = x.valid_to, retracted_at = x.retracted_at, value = x.value, replaces = x.replaces,
             contrast = x.contrast, polarity = x.polarity, receipts = x.receipts, conflicts_with = x.conflicts_with, last_op = x.last_op,
             seq = nextval('${SCHEMA}.change_seq'), rev = i.rev + 1, updated_by = current_user, updated_at = now()
           FROM jsonb_to_recordset($1::jsonb) AS x(${RECORD_TYPE}) WHERE i.uid = x.uid RETURNING i.uid, i.rev`,
          [JSON.stringify(plan.updates.map(record))],
        );
        for (const row of r.rows) revs.set(row.uid, row.rev);
      }
      if (plan.removals.length) {
        // Forget and unshare: the content goes, the row stays as the tombstone every member applies.
        const r = await c.query<{ uid: string; rev: number }>(
          `UPDATE ${SCHEMA}.items i SET state = x.state, text = '', reason = '', subject_key = '', value = NULL, replaces = NULL, contrast = NULL,
             receipts = '[]', conflicts_with = '[]', seq = nextval('${SCHEMA}.change_seq'), rev = i.rev + 1, last_op = x.last_op, updated_by = current_user, updated_at = now()
           FROM jsonb_to_recordset($1::jsonb) AS x(uid text, state text, last_op text) WHERE i.uid = x.uid RETURNING i.uid, i.rev`,
          [
            JSON.stringify(
              plan.removals.map((ch) => ({ uid: ch.uid, state: ch.op === 'forget' ? 'forgotten' : 'unshared', last_op: ch.opId })),
            ),
          ],
        );
        for (const row of r.rows) revs.set(row.uid, row.rev);
      }
      if (withVectors) await this.storeVectors(scope, changes, plan);
      if (plan.audit.length) {
        await c.query(
          `INSERT INTO ${SCHEMA}.audit (team, project, action, uid, rev, before, after)
           SELECT $2, $3, x.action, x.uid, (SELECT rev FROM ${SCHEMA}.items WHERE uid = x.uid), x.before, x.after FROM jsonb_to_recordset($1::jsonb) AS x(action text, uid text, before jsonb, after jsonb)`,
          [JSON.stringify(plan.audit), scope.team, scope.project],
        );
      }
      await c.query('COMMIT');
      return plan.outcomes.map((o) => (o.result === 'applied' ? { ...o, rev: revs.get(o.uid) ?? o.rev } : o));
    } catch (err) {
      await c.query('ROLLBACK').catch(() => {});
      throw err;
    }
  }

  /**
   * The vectors of the batch's upserts that the server took (new, changed or unchanged: a vector made after the share
   * comes with an unchanged item), replacing the item's older one; a forgotten or unshared item's vector goes.
   */
  private async storeVectors(scope: TeamScope, changes: OutgoingChange[], plan: PushPlan): Promise<void> {
    const taken = new Set(plan.outcomes.filter((o) => o.result === 'applied').map((o) => o.uid));
    const removed = plan.removals.map((ch) => ch.uid);
    const vectors = changes.filter((ch) => ch.op === 'upsert' && ch.item?.embedding && taken.has(ch.uid) && !removed.includes(ch.uid));
    if (removed.length) await this.client.query(`DELETE FROM ${SCHEMA}.item_vectors WHERE uid = ANY($1::text[])`, [removed]);
    if (!vectors.length) return;
    await this.client.query(
      `INSERT INTO ${SCHEMA}.item_vectors (uid, team, project, model, embedding)
       SELECT x.uid, $2, $3, x.model, x.embedding::text::vector FROM jsonb_to_recordset($1::jsonb) AS x(uid text, model text, embedding jsonb)
       ON CONFLICT (uid) DO UPDATE SET model = excluded.model, embedding = excluded.embedding`,
      [
        JSON.stringify(vectors.map((ch) => ({ uid: ch.uid, model: ch.item!.embedding!.model, embedding: ch.item!.embedding!.vector }))),
        scope.team,
        scope.project,
      ],
    );
  }

  /**
   * A member's bounded pull, read in one snapshot: the project's head, every change after the cursor to the items it
   * holds, and the newest `recent` items shared after the cursor (walked backwards on the (team, project, seq) index,
   * so a million items cost no more than a thousand). When no more than `recent` rows changed after the cursor (the
   * usual case between syncs), they are all of that: they come as they are, and the held ids are not sent.
   */
  async pull(scope: TeamScope, request: PullRequest): Promise<PullResult> {
    const c = this.client;
    await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const head = Number(
        (
          await c.query<{ head: string }>(`SELECT coalesce(max(seq), 0) AS head FROM ${SCHEMA}.items WHERE team = $1 AND project = $2`, [
            scope.team,
            scope.project,
          ])
        ).rows[0].head,
      );
      const changed = (n: number) =>
        c.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${SCHEMA}.items WHERE team = $1 AND project = $2 AND seq > $3 LIMIT $4) x`,
          [scope.team, scope.project, request.afterSeq, n],
        );
      let rows: ItemRecord[] = [];
      if (head > request.afterSeq && (await changed(request.recent + 1)).rows[0].n <= request.recent) {
        rows = (
          await c.query<ItemRecord>(`SELECT ${COLUMNS} FROM ${SCHEMA}.items WHERE team = $1 AND project = $2 AND seq > $3`, [
            scope.team,
            scope.project,
            request.afterSeq,
          ])
        ).rows;
      } else if (head > request.afterSeq) {
        rows = (
          await c.query<ItemRecord>(
            `SELECT ${COLUMNS} FROM ${SCHEMA}.items WHERE uid = ANY($3::text[]) AND team = $1 AND project = $2 AND seq > $4
             UNION ALL
             SELECT * FROM (SELECT ${COLUMNS} FROM ${SCHEMA}.items WHERE team = $1 AND project = $2 AND seq > $4 AND state = 'shared' ORDER BY seq DESC LIMIT $5) recent`,
            [scope.team, scope.project, request.held, request.afterSeq, request.recent],
          )
        ).rows;
      }
      await c.query('COMMIT');
      const byUid = new Map(rows.map((r) => [r.uid, r]));
      return { head, changes: [...byUid.values()].map(toChange).sort((x, y) => x.seq - y.seq) };
    } catch (err) {
      await c.query('ROLLBACK').catch(() => {});
      throw err;
    }
  }

  /**
   * Full-text search over the team's current items (schema migration 2, `search_items`); any string is a valid query.
   * Items holding all of the words come first; when they are fewer than `limit`, items holding any of the words that
   * are not common (in more than 1% of the items) follow. Each pass ranks at most CANDIDATES matches, so a query of
   * common words costs about the same at a million items as at a thousand. A role outside the team gets nothing.
   * Each hit carries the item's whole row, so recall can keep a copy without asking again.
   */
  async search(scope: TeamScope, query: string, limit: number, queryVector?: ItemEmbedding): Promise<ServerHit[]> {
    const near = queryVector && (await this.vectors()) ? await this.nearest(scope, queryVector, limit) : [];
    // Hybrid: the full-text and vector rankings fused by reciprocal rank; full-text alone without vectors.
    const r = await this.client.query<ItemRecord & { hit_rank: number }>(
      `WITH fts AS (SELECT s.hit_uid AS uid, min(s.ordinality) AS r FROM ${SCHEMA}.search_items($1, $2, $3, $4, ${CANDIDATES}, ${COMMON_SHARE}) WITH ORDINALITY s GROUP BY s.hit_uid),
         vec AS (SELECT v.uid, v.r FROM unnest($5::text[]) WITH ORDINALITY AS v(uid, r)),
         fused AS (SELECT uid, sum(1.0 / (${RRF_K} + r))::real AS score FROM (SELECT uid, r FROM fts UNION ALL SELECT uid, r FROM vec) x GROUP BY uid)
       SELECT f.score AS hit_rank, ${COLUMNS.replace(/(\w+)/g, 'i.$1')}
       FROM fused f JOIN ${SCHEMA}.items i ON i.uid = f.uid
       WHERE i.state = 'shared' ORDER BY f.score DESC, i.seq DESC LIMIT $4`,
      [scope.team, scope.project, query, limit, near],
    );
    return r.rows.map((h) => ({
      uid: h.uid,
      type: h.type,
      text: h.text,
      reason: h.reason,
      trust: h.trust,
      sharedBy: h.shared_by,
      rank: Number(h.hit_rank),
      change: toChange(h),
    }));
  }

  /** Uids of the nearest items by vector, nearest first; none when the scan does not finish in VECTOR_SEARCH_MS. */
  private async nearest(scope: TeamScope, q: ItemEmbedding, limit: number): Promise<string[]> {
    const c = this.client;
    await c.query('BEGIN');
    try {
      await c.query(`SET LOCAL statement_timeout = ${VECTOR_SEARCH_MS}`);
      const r = await c.query<{ hit_uid: string }>(`SELECT hit_uid FROM ${SCHEMA}.search_vectors($1, $2, $3, $4, $5)`, [
        scope.team,
        scope.project,
        q.model,
        JSON.stringify(q.vector),
        limit,
      ]);
      await c.query('COMMIT');
      return r.rows.map((x) => x.hit_uid);
    } catch {
      await c.query('ROLLBACK').catch(() => {});
      return [];
    }
  }

  async close(): Promise<void> {
    await (this.client as pg.Client).end?.();
  }
}
