// The team server's side of sync (all its SQL): push applies a member's changes with revision checks, pull lists
// changes after a cursor, search is PostgreSQL full-text search over the team's items. Row-level security (schema.ts)
// decides what the connected role may see and write; nothing here filters by member.
import type pg from 'pg';
import type { OutgoingChange, PushOutcome, ServerChange, ServerHit, SharedItem, TeamScope, TeamServer } from '../../team/protocol.js';
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
  JSON.stringify([i.text, i.reason, i.subjectKey, i.trust, i.status, i.supersededBy, i.validTo, i.retractedAt, [...i.conflictsWith].sort()]);

const auditState = (i: SharedItem | null) => (i ? { trust: i.trust, status: i.status, supersededBy: i.supersededBy, validTo: i.validTo, retractedAt: i.retractedAt } : null);

export class PgTeamServer implements TeamServer {
  constructor(private readonly client: pg.ClientBase) {}

  async push(scope: TeamScope, changes: OutgoingChange[]): Promise<PushOutcome[]> {
    if (!changes.length) return [];
    const c = this.client;
    await c.query('BEGIN');
    try {
      await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${SCHEMA}:${scope.team}`]);
      const outcomes: PushOutcome[] = [];
      for (const change of changes) outcomes.push(await this.pushOne(scope, change));
      await c.query('COMMIT');
      return outcomes;
    } catch (err) {
      await c.query('ROLLBACK').catch(() => {});
      throw err;
    }
  }

  private async pushOne(scope: TeamScope, ch: OutgoingChange): Promise<PushOutcome> {
    const c = this.client;
    const found = await c.query<ItemRecord>(`SELECT ${COLUMNS} FROM ${SCHEMA}.items WHERE uid = $1 FOR UPDATE`, [ch.uid]);
    const cur = found.rows[0] ? toChange(found.rows[0]) : null;
    const audit = (action: string, rev: number, before: SharedItem | null, after: SharedItem | null) =>
      c.query(`INSERT INTO ${SCHEMA}.audit (team, project, action, uid, rev, before, after) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
        scope.team, scope.project, action, ch.uid, rev, JSON.stringify(auditState(before)), JSON.stringify(auditState(after)),
      ]);

    if (ch.op !== 'upsert') {
      // Forget and unshare always apply (a forget is for good); the content goes, the id stays as a tombstone.
      if (!cur || cur.state === 'forgotten' || (cur.state === 'unshared' && ch.op === 'unshare')) return { uid: ch.uid, result: 'applied', rev: cur?.rev ?? 0 };
      const r = await c.query<{ rev: number }>(
        `UPDATE ${SCHEMA}.items SET state = $2, text = '', reason = '', subject_key = '', value = NULL, replaces = NULL, contrast = NULL,
           receipts = '[]', conflicts_with = '[]', seq = nextval('${SCHEMA}.change_seq'), rev = rev + 1, last_op = $3, updated_by = current_user, updated_at = now()
         WHERE uid = $1 RETURNING rev`,
        [ch.uid, ch.op === 'forget' ? 'forgotten' : 'unshared', ch.opId],
      );
      await audit(ch.op, r.rows[0].rev, cur.item, null);
      return { uid: ch.uid, result: 'applied', rev: r.rows[0].rev };
    }
    const item = ch.item;
    if (!item) return { uid: ch.uid, result: 'applied', rev: cur?.rev ?? 0 };
    const values = [
      ch.uid, item.type, item.text, item.reason, item.subjectKey, item.trust, item.status, item.supersededBy, item.validFrom, item.validTo,
      item.retractedAt, item.value, item.replaces, item.contrast, item.polarity, JSON.stringify(item.receipts), JSON.stringify(item.conflictsWith), ch.opId,
    ];
    if (!cur) {
      const r = await c.query<{ rev: number }>(
        `INSERT INTO ${SCHEMA}.items (uid, type, text, reason, subject_key, trust, status, superseded_by, valid_from, valid_to, retracted_at, value, replaces,
           contrast, polarity, receipts, conflicts_with, last_op, team, project, seq)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, nextval('${SCHEMA}.change_seq')) RETURNING rev`,
        [...values, scope.team, scope.project],
      );
      await audit('share', r.rows[0].rev, null, item);
      return { uid: ch.uid, result: 'applied', rev: r.rows[0].rev };
    }
    if (cur.state !== 'shared') return { uid: ch.uid, result: 'gone', current: cur };
    if (stateKey(cur.item!) === stateKey(item)) return { uid: ch.uid, result: 'applied', rev: cur.rev };
    // Made on the revision the server has, or a retry of this very change (its acknowledgement was lost): apply.
    if (cur.rev !== ch.baseRev && found.rows[0].last_op !== ch.opId) return { uid: ch.uid, result: 'conflict', current: cur };
    const r = await c.query<{ rev: number }>(
      `UPDATE ${SCHEMA}.items SET type = $2, text = $3, reason = $4, subject_key = $5, trust = $6, status = $7, superseded_by = $8, valid_from = $9,
         valid_to = $10, retracted_at = $11, value = $12, replaces = $13, contrast = $14, polarity = $15, receipts = $16, conflicts_with = $17, last_op = $18,
         seq = nextval('${SCHEMA}.change_seq'), rev = rev + 1, updated_by = current_user, updated_at = now()
       WHERE uid = $1 RETURNING rev`,
      values,
    );
    await audit('update', r.rows[0].rev, cur.item, item);
    return { uid: ch.uid, result: 'applied', rev: r.rows[0].rev };
  }

  async pull(scope: TeamScope, afterSeq: number, limit: number): Promise<ServerChange[]> {
    const r = await this.client.query<ItemRecord>(
      `SELECT ${COLUMNS} FROM ${SCHEMA}.items WHERE team = $1 AND project = $2 AND seq > $3 ORDER BY seq LIMIT $4`,
      [scope.team, scope.project, afterSeq, limit],
    );
    return r.rows.map(toChange);
  }

  /** Full-text search over the team's current items; any string is a valid query (words are ORed, ranked). */
  async search(scope: TeamScope, query: string, limit: number): Promise<ServerHit[]> {
    const r = await this.client.query<{ uid: string; type: string; text: string; reason: string; trust: string; shared_by: string; rank: number }>(
      `WITH q AS (SELECT replace(plainto_tsquery('english', $3)::text, ' & ', ' | ') AS t)
       SELECT uid, type, text, reason, trust, shared_by, ts_rank(tsv, query) AS rank
       FROM ${SCHEMA}.items, q, LATERAL (SELECT CASE WHEN q.t = '' THEN NULL ELSE q.t::tsquery END AS query) tq
       WHERE team = $1 AND project = $2 AND state = 'shared' AND status = 'active' AND trust <> 'rejected' AND tsv @@ query
       ORDER BY rank DESC, seq DESC LIMIT $4`,
      [scope.team, scope.project, query, limit],
    );
    return r.rows.map((h) => ({ uid: h.uid, type: h.type, text: h.text, reason: h.reason, trust: h.trust, sharedBy: h.shared_by, rank: Number(h.rank) }));
  }

  async close(): Promise<void> {
    await (this.client as pg.Client).end?.();
  }
}
