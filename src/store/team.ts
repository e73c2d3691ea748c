// Team memory, the member's side: the team link, sharing and unsharing items, the outbox of changes to push, and
// applying what the server says (acknowledgements, conflicts, pulled changes). Each export is a unit of work with its
// audit rows. The outbox is filled by triggers (migrations-team.ts); changes applied from the server run with the
// sync flag set, so they are never pushed back.
import { randomBytes } from 'node:crypto';
import { sanitizeText } from '../capture/privacy.js';
import type { Db } from './connection.js';
import { contentHash } from './content-hash.js';
import { hashKey, isContentTombstoned, writeAudit, writeTombstone } from './audit.js';
import {
  forgetItemWithin,
  getItem,
  itemId,
  KnowledgeError,
  recordConflictWithin,
  searchableText,
  type ItemRow,
  type ItemType,
  type WriteContext,
} from './knowledge.js';
import { purgeForgottenTraces } from './forget.js';
import type { ItemEmbedding, OutgoingChange, PullRequest, PushOutcome, ServerChange, SharedItem, SharedReceipt } from '../team/protocol.js';

export interface TeamLink {
  team: string;
  server: string;
  role: string;
  project: string;
  cursor: number;
  connectedAt: number;
  lastSyncAt: number | null;
  lastError: string | null;
  failures: number;
  nextAttemptAt: number;
  pushed: number;
  pulled: number;
  /** How many of the newest team items a pull keeps here (for injection and the digest, which stay offline). */
  keepRecent: number;
  /** How many items fetched by recall from the server's search are kept here (least recently used go first). */
  keepFetched: number;
}

/** The bounds of the copies of a team memory kept on one machine. */
export interface TeamBounds {
  keepRecent: number;
  keepFetched: number;
}

export interface TeamItemRow extends ItemRow {
  team: string | null;
  teamUid: string | null;
  teamRev: number | null;
  sharedBy: string | null;
}

const TEAM_SELECT = `SELECT id, type, text, reason, subject_key AS subjectKey, content_hash AS contentHash, origin, source, trust, status,
  superseded_by AS supersededBy, session_id AS sessionId, prompt_number AS promptNumber, valid_from AS validFrom, valid_to AS validTo,
  recorded_at AS recordedAt, retracted_at AS retractedAt, value, replaces, contrast, polarity,
  team, team_uid AS teamUid, team_rev AS teamRev, shared_by AS sharedBy FROM memory_items`;

const newUid = () => randomBytes(16).toString('hex');

export function getTeamLink(db: Db): TeamLink | null {
  return (
    (db
      .prepare(
        `SELECT team, server, role, project, cursor, connected_at AS connectedAt, last_sync_at AS lastSyncAt, last_error AS lastError, failures,
           next_attempt_at AS nextAttemptAt, pushed, pulled, keep_recent AS keepRecent, keep_fetched AS keepFetched FROM team_link WHERE id = 1`,
      )
      .get() as TeamLink | undefined) ?? null
  );
}

export const DEFAULT_TEAM_BOUNDS: TeamBounds = { keepRecent: 2_000, keepFetched: 1_000 };

/**
 * Links the project to a team. Linking to another team or project starts its cursor from the beginning. Bounds not
 * given keep their value (the defaults on a first connect).
 */
export function connectTeam(
  db: Db,
  link: { team: string; server: string; role: string; project: string } & Partial<TeamBounds>,
  now: number,
): TeamLink {
  db.transaction(() => {
    const old = getTeamLink(db);
    const same = old && old.team === link.team && old.project === link.project;
    db.prepare(
      `INSERT INTO team_link (id, team, server, role, project, cursor, connected_at, keep_recent, keep_fetched)
       VALUES (1, @team, @server, @role, @project, 0, @now, @keepRecent, @keepFetched)
       ON CONFLICT (id) DO UPDATE SET team = @team, server = @server, role = @role, project = @project, connected_at = @now,
         cursor = CASE WHEN @same THEN cursor ELSE 0 END, failures = 0, next_attempt_at = 0, last_error = NULL,
         keep_recent = @keepRecent, keep_fetched = @keepFetched`,
    ).run({
      team: link.team,
      server: link.server,
      role: link.role,
      project: link.project,
      now,
      same: same ? 1 : 0,
      keepRecent: link.keepRecent ?? old?.keepRecent ?? DEFAULT_TEAM_BOUNDS.keepRecent,
      keepFetched: link.keepFetched ?? old?.keepFetched ?? DEFAULT_TEAM_BOUNDS.keepFetched,
    });
  }).immediate();
  return getTeamLink(db)!;
}

/** Unlinks the project. Shared items stay (marked), and changes not yet pushed wait for the next connect. */
export function disconnectTeam(db: Db): boolean {
  return db.prepare('DELETE FROM team_link WHERE id = 1').run().changes > 0;
}

function requireLink(db: Db): TeamLink {
  const link = getTeamLink(db);
  if (!link) throw new KnowledgeError('No team is connected: run `claude-memory team connect <postgres-url> --team <name>` first.');
  return link;
}

export function getTeamItem(db: Db, id: number): TeamItemRow | null {
  return (db.prepare(`${TEAM_SELECT} WHERE id = ?`).get(id) as TeamItemRow | undefined) ?? null;
}

const byUid = (db: Db, uid: string) => (db.prepare(`${TEAM_SELECT} WHERE team_uid = ?`).get(uid) as TeamItemRow | undefined) ?? null;

/** Shares an item with the project's team (pushed at the next sync). Sharing it again is a no-op. */
export function shareItem(db: Db, id: number, ctx: WriteContext): TeamItemRow {
  return db
    .transaction(() => {
      const link = requireLink(db);
      const row = getTeamItem(db, id);
      if (!row) throw new KnowledgeError(`No memory item ${id}.`);
      if (row.teamUid) return row;
      if (row.trust === 'rejected') throw new KnowledgeError(`${itemId(row)} was rejected: there is nothing to share.`);
      db.prepare('UPDATE memory_items SET team = ?, team_uid = ?, shared_by = ? WHERE id = ?').run(link.team, newUid(), link.role, id);
      writeAudit(db, {
        ctx,
        action: 'share',
        item: row,
        reason: ctx.reason ?? `shared with team ${link.team}`,
        before: { team: null },
        after: { team: link.team },
      });
      return getTeamItem(db, id)!;
    })
    .immediate();
}

/** Takes an item back to this machine only: the server drops its content and every other member its copy. */
export function unshareItem(db: Db, id: number, ctx: WriteContext): TeamItemRow {
  return db
    .transaction(() => {
      const row = getTeamItem(db, id);
      if (!row) throw new KnowledgeError(`No memory item ${id}.`);
      if (!row.teamUid) throw new KnowledgeError(`${itemId(row)} is not shared.`);
      db.prepare('UPDATE memory_items SET team = NULL, team_uid = NULL, team_rev = NULL, shared_by = NULL WHERE id = ?').run(id);
      writeAudit(db, {
        ctx,
        action: 'unshare',
        item: row,
        reason: ctx.reason ?? `no longer shared with team ${row.team}`,
        before: { team: row.team },
        after: { team: null },
      });
      return getTeamItem(db, id)!;
    })
    .immediate();
}

// ── Push: the outbox as changes, and what the server said about them ──

function receiptsOf(db: Db, id: number): SharedReceipt[] {
  const rows = db
    .prepare('SELECT kind, strength, created_at, files_json, commit_sha FROM memory_provenance WHERE item_id = ? ORDER BY id')
    .all(id) as {
    kind: string;
    strength: 'stated' | 'inferred';
    created_at: number;
    files_json: string;
    commit_sha: string | null;
  }[];
  return rows.map((r) => ({
    kind: r.kind,
    strength: r.strength,
    at: r.created_at,
    files: JSON.parse(r.files_json) as string[],
    commit: r.commit_sha,
  }));
}

/** The item's stored vector (one per search doc, of the store's current encoder), or null when it has none yet. */
function embeddingOf(db: Db, row: TeamItemRow): ItemEmbedding | null {
  const e = db
    .prepare(`SELECT e.model, e.vector FROM search_docs d JOIN embeddings e ON e.doc_id = d.id WHERE d.kind = ? AND d.ref_id = ?`)
    .get(row.type, String(row.id)) as { model: string; vector: Buffer } | undefined;
  if (!e) return null;
  return {
    model: e.model,
    vector: Array.from(new Float32Array(e.vector.buffer.slice(e.vector.byteOffset, e.vector.byteOffset + e.vector.byteLength))),
  };
}

function sharedItemOf(db: Db, row: TeamItemRow, withVectors = false): SharedItem {
  const successor = row.supersededBy != null ? getTeamItem(db, row.supersededBy) : null;
  const partners = db
    .prepare(
      `SELECT i.team_uid AS uid FROM memory_conflicts c JOIN memory_items i ON i.id = CASE WHEN c.item_a = @id THEN c.item_b ELSE c.item_a END
       WHERE c.status = 'open' AND (c.item_a = @id OR c.item_b = @id) AND i.team_uid IS NOT NULL`,
    )
    .all({ id: row.id }) as { uid: string }[];
  return {
    type: row.type,
    text: row.text,
    reason: row.reason,
    subjectKey: row.subjectKey,
    trust: row.trust,
    status: row.status,
    supersededBy: successor?.teamUid ?? null,
    validFrom: row.validFrom,
    validTo: row.validTo,
    retractedAt: row.retractedAt,
    value: row.value,
    replaces: row.replaces,
    contrast: row.contrast,
    polarity: row.polarity,
    receipts: receiptsOf(db, row.id),
    conflictsWith: partners.map((p) => p.uid).sort(),
    ...(withVectors ? { embedding: embeddingOf(db, row) } : {}),
  };
}

/** The oldest changes waiting to be pushed to the linked team (changes of another team's items wait for it). */
export function pendingChanges(db: Db, limit: number, withVectors = false): OutgoingChange[] {
  const team = getTeamLink(db)?.team ?? null;
  const rows = db
    .prepare('SELECT uid, op, base_rev AS baseRev, op_id AS opId, version FROM team_outbox WHERE team = ? ORDER BY id LIMIT ?')
    .all(team, limit) as Omit<OutgoingChange, 'item'>[];
  return rows.map((r) => {
    if (r.op !== 'upsert') return { ...r, item: null };
    const row = byUid(db, r.uid);
    // Gone since (forgotten or unshared): the trigger queued that as a change of its own, under the same uid.
    return { ...r, item: row ? sharedItemOf(db, row, withVectors) : null };
  });
}

/** Changes waiting for the linked team. */
export function outboxSize(db: Db): number {
  return (db.prepare('SELECT count(*) AS n FROM team_outbox WHERE team = (SELECT team FROM team_link WHERE id = 1)').get() as { n: number })
    .n;
}

/** Runs `fn` as the server's change: the outbox triggers stay quiet. */
function applyingServerChange<T>(db: Db, fn: () => T): T {
  db.prepare('UPDATE team_sync_flag SET applying = 1 WHERE id = 1').run();
  try {
    return fn();
  } finally {
    db.prepare('UPDATE team_sync_flag SET applying = 0 WHERE id = 1').run();
  }
}

/**
 * Settles a push: acknowledged changes leave the outbox (unless changed again meanwhile: then they wait, based on
 * the new revision); an item forgotten or unshared on the server takes that state here; a change made on a revision
 * another member had already changed becomes a conflict record, both versions kept.
 */
export function settlePush(db: Db, sent: OutgoingChange[], outcomes: PushOutcome[], ctx: WriteContext): { conflicts: number } {
  let conflicts = 0;
  const forgot = db
    .transaction(() => {
      const link = requireLink(db);
      let anyForgotten = false;
      const version = new Map(sent.map((c) => [c.uid, c.version]));
      for (const o of outcomes) {
        const v = version.get(o.uid);
        if (o.result === 'applied') {
          const left = db.prepare('DELETE FROM team_outbox WHERE uid = ? AND version = ?').run(o.uid, v).changes === 0;
          if (left) db.prepare('UPDATE team_outbox SET base_rev = ?, attempts = 0 WHERE uid = ?').run(o.rev, o.uid);
          applyingServerChange(db, () => db.prepare('UPDATE memory_items SET team_rev = ? WHERE team_uid = ?').run(o.rev, o.uid));
          continue;
        }
        db.prepare('DELETE FROM team_outbox WHERE uid = ?').run(o.uid);
        if (o.result === 'gone') {
          anyForgotten = applyingServerChange(db, () => applyOne(db, o.current, link, ctx)) || anyForgotten;
          continue;
        }
        conflicts++;
        keepBothSides(db, o.current, link, ctx);
      }
      db.prepare('UPDATE team_link SET pushed = pushed + ? WHERE id = 1').run(outcomes.filter((o) => o.result === 'applied').length);
      return anyForgotten;
    })
    .immediate();
  if (forgot) purgeForgottenTraces(db);
  return { conflicts };
}

/**
 * Another member changed the item first. The server's version becomes this copy, and this member's change is kept
 * as the other side of a conflict record for review: its replacement of the item when it replaced it, else a copy
 * of the item in this member's state, shared as an item of its own. Nobody's change is silently lost.
 */
function keepBothSides(db: Db, server: ServerChange, link: TeamLink, ctx: WriteContext): void {
  const mine = byUid(db, server.uid);
  if (!mine || !server.item) return;
  const mySuccessor = mine.supersededBy != null ? getTeamItem(db, mine.supersededBy) : null;
  const theirSuccessor = server.item.supersededBy ? byUid(db, server.item.supersededBy) : null;
  applyingServerChange(db, () => applyOne(db, server, link, ctx));
  const why = { ...ctx, reason: `${itemId(mine)} was changed by ${server.updatedBy} at the same time (team ${link.team})` };
  if (mySuccessor) {
    // This member replaced it: the replacement disagrees with the server's version (or with its other replacement).
    const other = theirSuccessor ? (theirSuccessor.id === mySuccessor.id ? null : theirSuccessor) : mine;
    if (other) {
      recordConflictWithin(db, mySuccessor.id, other.id, mine.subjectKey, why);
      touchOutbox(db, mySuccessor.teamUid!);
    }
    return;
  }
  const fork = insertCopy(db, mine, link, ctx);
  recordConflictWithin(db, mine.id, fork, mine.subjectKey, why);
}

/** Queues an item again (its conflicts changed, which the triggers do not watch). */
function touchOutbox(db: Db, uid: string): void {
  db.prepare(
    `INSERT INTO team_outbox (uid, team, op, base_rev, op_id, created_at) SELECT team_uid, team, 'upsert', team_rev, ?, ? FROM memory_items WHERE team_uid = ?
     ON CONFLICT (uid) DO UPDATE SET version = version + 1`,
  ).run(newUid(), Date.now(), uid);
}

/** This member's version of an item, kept as a shared item of its own (the trigger queues it). */
function insertCopy(db: Db, row: TeamItemRow, link: TeamLink, ctx: WriteContext): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO memory_items (type, text, reason, subject_key, content_hash, origin, source, trust, status, superseded_by, valid_from, valid_to,
           recorded_at, retracted_at, created_at, created_at_iso, value, replaces, contrast, polarity, team, team_uid, shared_by)
         SELECT type, text, reason, subject_key, content_hash, origin, source, trust, status, superseded_by, valid_from, valid_to,
           @now, retracted_at, created_at, created_at_iso, value, replaces, contrast, polarity, @team, @uid, @role FROM memory_items WHERE id = @id`,
      )
      .run({ id: row.id, now: ctx.now, team: link.team, uid: newUid(), role: link.role }).lastInsertRowid,
  );
  db.prepare(`INSERT INTO memory_provenance (item_id, kind, strength, actor, rule, session_id, prompt_number, transcript_uuid, tool_use_id, prompt_id, files_json, commit_sha, quote, created_at)
    SELECT ?, kind, strength, actor, rule, session_id, prompt_number, transcript_uuid, tool_use_id, prompt_id, files_json, commit_sha, quote, created_at FROM memory_provenance WHERE item_id = ?`).run(
    id,
    row.id,
  );
  const copy = getItem(db, id)!;
  writeAudit(db, {
    ctx,
    action: 'create',
    item: copy,
    reason: `this member's version of ${itemId(row)}, kept beside a concurrent change`,
    before: null,
    after: { trust: copy.trust, status: copy.status },
    afterHash: copy.contentHash,
  });
  return id;
}

// ── Pull: the server's changes applied here ──

/** What this member pulls: changes after its cursor to the items it holds, and a bounded number of new ones. */
export function pullRequestOf(db: Db): PullRequest {
  const link = requireLink(db);
  const held = db.prepare('SELECT team_uid AS uid FROM memory_items WHERE team_uid IS NOT NULL').pluck().all() as string[];
  return { afterSeq: link.cursor, held, recent: link.keepRecent };
}

/**
 * Applies pulled changes, moves the cursor to `head` (the server's newest change when they were read) and evicts the
 * copies beyond the link's bounds; one unit of work. Returns how many changed something.
 */
export function applyPulledChanges(db: Db, changes: ServerChange[], ctx: WriteContext, head: number): number {
  let applied = 0;
  const forgot = db
    .transaction(() => {
      const link = requireLink(db);
      let anyForgotten = false;
      const pending = db.prepare('SELECT 1 FROM team_outbox WHERE uid = ?');
      applyingServerChange(db, () => {
        for (const c of changes) {
          // A change of ours not pushed yet: the push settles it (and turns a clash into a conflict). A forget wins.
          if (c.state !== 'forgotten' && pending.get(c.uid)) continue;
          if (c.state === 'forgotten') db.prepare('DELETE FROM team_outbox WHERE uid = ?').run(c.uid);
          anyForgotten = applyOne(db, c, link, ctx, () => applied++) || anyForgotten;
        }
        relinkSuccessors(db);
        for (const c of changes) if (c.item?.conflictsWith.length) recordPulledConflicts(db, c, ctx);
      });
      db.prepare('UPDATE team_link SET cursor = max(cursor, ?), pulled = pulled + ? WHERE id = 1').run(head, applied);
      evictBeyondBounds(db, link, ctx);
      return anyForgotten;
    })
    .immediate();
  if (forgot) purgeForgottenTraces(db);
  return applied;
}

/** Applies one server state to the local copy. Returns true when content was forgotten. */
function applyOne(db: Db, c: ServerChange, link: TeamLink, ctx: WriteContext, changed: () => void = () => {}): boolean {
  const local = byUid(db, c.uid);
  const from = `${c.updatedBy} in team ${link.team}`;
  if (c.state === 'forgotten') {
    if (!local) return false;
    forgetItemWithin(db, local, { ...ctx, reason: `forgotten by ${from}` }, (t) => writeTombstone(db, t, ctx.now));
    changed();
    return true;
  }
  if (c.state === 'unshared') {
    if (!local) return false;
    if (local.sharedBy === link.role) {
      db.prepare('UPDATE memory_items SET team = NULL, team_uid = NULL, team_rev = NULL, shared_by = NULL WHERE id = ?').run(local.id);
    } else {
      db.prepare('UPDATE memory_items SET superseded_by = NULL WHERE superseded_by = ?').run(local.id);
      db.prepare('DELETE FROM memory_items WHERE id = ?').run(local.id);
    }
    writeAudit(db, {
      ctx,
      action: 'unshare',
      item: local,
      reason: `unshared by ${from}`,
      before: { team: link.team },
      after: { team: null },
    });
    changed();
    return false;
  }
  // What another member's machine sent is sanitized here too: no write path stores a secret or a private block.
  // What a team server sends is input: every free-text field is sanitized as a local write would be.
  const clean = (v: string | null | undefined) => (v == null ? v : sanitizeText(v).trim());
  const item = {
    ...c.item!,
    text: sanitizeText(c.item!.text).trim(),
    reason: sanitizeText(c.item!.reason).trim(),
    subjectKey: clean(c.item!.subjectKey) ?? '',
    value: clean(c.item!.value) ?? null,
    replaces: clean(c.item!.replaces) ?? null,
    contrast: clean(c.item!.contrast) ?? null,
    receipts: c.item!.receipts.map((r) => ({ ...r, files: r.files.map((f) => sanitizeText(f)) })),
  };
  if (local) {
    if (local.teamRev != null && local.teamRev >= c.rev) return false;
    const successor = item.supersededBy ? byUid(db, item.supersededBy) : null;
    db.prepare(
      `UPDATE memory_items SET trust = @trust, status = @status, superseded_by = @successor, team_successor_uid = @successorUid, valid_to = @validTo,
         retracted_at = @retractedAt, team_rev = @rev, team_seq = @seq WHERE id = @id`,
    ).run({
      id: local.id,
      trust: item.trust,
      status: item.status,
      successor: successor?.id ?? null,
      successorUid: successor ? null : item.supersededBy,
      validTo: item.validTo,
      retractedAt: item.retractedAt,
      rev: c.rev,
      seq: c.seq,
    });
    const after = getItem(db, local.id)!;
    if (after.trust !== local.trust || after.status !== local.status || after.supersededBy !== local.supersededBy) {
      writeAudit(db, {
        ctx,
        action: 'team-update',
        item: after,
        reason: `changed by ${from}`,
        before: stateOf(local),
        after: stateOf(after),
      });
    }
    changed();
    return false;
  }
  const hash = contentHash(hashKey(db), searchableText(item.type as ItemType, item.text, item.subjectKey));
  // Forgotten here before: the tombstone holds (the forget travels to the server from this member's outbox).
  if (isContentTombstoned(db, hash)) return false;
  insertPulled(db, c, item, hash, ctx, from);
  changed();
  return false;
}

const stateOf = (r: ItemRow) => ({
  trust: r.trust,
  status: r.status,
  supersededBy: r.supersededBy,
  validTo: r.validTo,
  retractedAt: r.retractedAt,
});

function insertPulled(db: Db, c: ServerChange, item: SharedItem, hash: string, ctx: WriteContext, from: string): void {
  const id = Number(
    db
      .prepare(
        `INSERT INTO memory_items (type, text, reason, subject_key, content_hash, origin, source, trust, status, team_successor_uid, valid_from, valid_to,
           recorded_at, retracted_at, created_at, created_at_iso, value, replaces, contrast, polarity, team, team_uid, team_rev, shared_by, team_seq)
         VALUES (@type, @text, @reason, @subjectKey, @hash, 'explicit', 'imported', @trust, @status, @successor, @validFrom, @validTo,
           @now, @retractedAt, @validFrom, @iso, @value, @replaces, @contrast, @polarity, @team, @uid, @rev, @sharedBy, @seq)`,
      )
      .run({
        ...item,
        hash,
        successor: item.supersededBy,
        now: ctx.now,
        iso: new Date(item.validFrom).toISOString(),
        team: (db.prepare('SELECT team FROM team_link WHERE id = 1').get() as { team: string }).team,
        uid: c.uid,
        rev: c.rev,
        sharedBy: c.sharedBy,
        seq: c.seq,
      }).lastInsertRowid,
  );
  const receipt = db.prepare(
    `INSERT INTO memory_provenance (item_id, kind, strength, actor, files_json, commit_sha, quote, created_at) VALUES (?, ?, ?, ?, ?, ?, '', ?)`,
  );
  for (const r of item.receipts)
    receipt.run(id, r.kind === 'review' ? 'review' : 'import', r.strength, c.sharedBy, JSON.stringify(r.files), r.commit, r.at);
  const row = getItem(db, id)!;
  writeAudit(db, {
    ctx,
    action: 'create',
    item: row,
    reason: `shared by ${c.sharedBy} (${from})`,
    before: null,
    after: stateOf(row),
    afterHash: hash,
  });
}

/**
 * Keeps copies of items the team server's search returned to recall, marked as used now (newer states applied, as a
 * pull would), then evicts the least recently used beyond the bound. One unit of work. Returns the ids of copies that
 * are new here (as memory ids). A forget after this reaches them at the next pull: they are held, so their changes
 * are pulled.
 */
export function keepFetchedItems(db: Db, changes: ServerChange[], ctx: WriteContext): string[] {
  if (!changes.length) return [];
  return db
    .transaction(() => {
      const link = requireLink(db);
      const added: number[] = [];
      applyingServerChange(db, () => {
        const markUsed = db.prepare('UPDATE memory_items SET team_used_at = ? WHERE team_uid = ? AND source = ? AND shared_by IS NOT ?');
        for (const c of changes) {
          if (c.state !== 'shared') continue;
          // A change of ours waiting to be pushed (a forget included): the push settles it, as in a pull.
          if (pendingHere(db, c.uid)) continue;
          const known = byUid(db, c.uid);
          applyOne(db, c, link, ctx);
          const row = known ?? byUid(db, c.uid);
          if (!row) continue; // its content was forgotten here: the tombstone holds
          markUsed.run(ctx.now, c.uid, 'imported', link.role);
          if (!known) added.push(row.id);
        }
        relinkSuccessors(db);
      });
      evictBeyondBounds(db, link, ctx);
      return added
        .map((id) => getItem(db, id))
        .filter((row) => row != null)
        .map(itemId);
    })
    .immediate();
}

const pendingHere = (db: Db, uid: string) => db.prepare('SELECT 1 FROM team_outbox WHERE uid = ?').get(uid) != null;

/**
 * Evicts pulled copies beyond the link's bounds: of those recall never used, the oldest on the server beyond
 * `keepRecent`; of those it fetched or used, the least recently used beyond `keepFetched`. Never an item this member
 * shared, one with a change waiting to be pushed, or one in an open conflict. The server keeps them all: recall finds
 * them there, and a pull brings back a change to one of them only if it is among the newest.
 */
function evictBeyondBounds(db: Db, link: TeamLink, ctx: WriteContext): void {
  const evicted = db
    .prepare(
      `SELECT id, team_uid AS uid FROM (
         SELECT id, team_uid, team_used_at IS NULL AS recent,
           row_number() OVER (PARTITION BY team_used_at IS NULL ORDER BY coalesce(team_used_at, team_seq, 0) DESC, id DESC) AS n
         FROM memory_items
         WHERE team_uid IS NOT NULL AND source = 'imported' AND shared_by IS NOT @role
           AND NOT EXISTS (SELECT 1 FROM team_outbox o WHERE o.uid = memory_items.team_uid)
           AND NOT EXISTS (SELECT 1 FROM memory_conflicts c WHERE c.status = 'open' AND memory_items.id IN (c.item_a, c.item_b)))
       WHERE n > CASE WHEN recent THEN @keepRecent ELSE @keepFetched END`,
    )
    .all({ role: link.role, keepRecent: link.keepRecent, keepFetched: link.keepFetched }) as { id: number; uid: string }[];
  if (!evicted.length) return;
  applyingServerChange(db, () => {
    // An item held here whose successor goes keeps the successor's server id, relinked if it comes back.
    const unlink = db.prepare('UPDATE memory_items SET superseded_by = NULL, team_successor_uid = ? WHERE superseded_by = ?');
    const remove = db.prepare('DELETE FROM memory_items WHERE id = ?');
    for (const e of evicted) {
      const row = getItem(db, e.id)!;
      unlink.run(e.uid, e.id);
      remove.run(e.id);
      writeAudit(db, {
        ctx,
        action: 'evict',
        item: row,
        reason: `local copy of a team ${link.team} item dropped (beyond this machine's bound; the server keeps it)`,
        before: stateOf(row),
        after: null,
      });
    }
  });
}

/** Links pulled items to successors that arrived after them. */
function relinkSuccessors(db: Db): void {
  db.prepare(
    `UPDATE memory_items SET superseded_by = (SELECT s.id FROM memory_items s WHERE s.team_uid = memory_items.team_successor_uid), team_successor_uid = NULL
     WHERE team_successor_uid IS NOT NULL AND EXISTS (SELECT 1 FROM memory_items s WHERE s.team_uid = memory_items.team_successor_uid)`,
  ).run();
}

function recordPulledConflicts(db: Db, c: ServerChange, ctx: WriteContext): void {
  const mine = byUid(db, c.uid);
  if (!mine) return;
  for (const uid of c.item!.conflictsWith) {
    const other = byUid(db, uid);
    if (other && other.id !== mine.id)
      recordConflictWithin(db, mine.id, other.id, mine.subjectKey, { ...ctx, reason: `conflict seen by ${c.updatedBy}` });
  }
}

// ── Sync bookkeeping ──

/** After a sync attempt: a failure backs off (doubling, at most `maxBackoffMs`); a success clears it. */
export function recordSyncAttempt(
  db: Db,
  r: { ok: boolean; error?: string; now: number; baseBackoffMs: number; maxBackoffMs: number },
): void {
  if (r.ok) {
    db.prepare('UPDATE team_link SET last_sync_at = ?, last_error = NULL, failures = 0, next_attempt_at = 0 WHERE id = 1').run(r.now);
    return;
  }
  const link = getTeamLink(db);
  if (!link) return;
  const wait = Math.min(r.maxBackoffMs, r.baseBackoffMs * 2 ** Math.min(link.failures, 20));
  db.prepare('UPDATE team_link SET last_error = ?, failures = failures + 1, next_attempt_at = ? WHERE id = 1').run(
    (r.error ?? 'failed').slice(0, 300),
    r.now + wait,
  );
}

export interface TeamCounts {
  shared: number;
  sharedByMe: number;
  outbox: number;
  openConflicts: number;
  /** Copies kept because recall fetched or used them. */
  fetched: number;
}

export function teamCounts(db: Db): TeamCounts {
  const link = getTeamLink(db);
  const row = db
    .prepare(
      `SELECT count(*) AS shared, coalesce(sum(shared_by = ?), 0) AS sharedByMe, count(team_used_at) AS fetched,
         (SELECT count(*) FROM team_outbox WHERE team = (SELECT team FROM team_link WHERE id = 1)) AS outbox,
         (SELECT count(*) FROM memory_conflicts c JOIN memory_items i ON i.id = c.item_b WHERE c.status = 'open' AND i.team_uid IS NOT NULL) AS openConflicts
       FROM memory_items WHERE team_uid IS NOT NULL`,
    )
    .get(link?.role ?? '') as TeamCounts;
  return row;
}

/** Which of these server ids this store holds. */
export function heldTeamUids(db: Db, uids: string[]): Set<string> {
  if (!uids.length) return new Set();
  const rows = db.prepare(`SELECT team_uid AS uid FROM memory_items WHERE team_uid IN (${uids.map(() => '?').join(',')})`).all(...uids) as {
    uid: string;
  }[];
  return new Set(rows.map((r) => r.uid));
}

/** The team label of an item shown by recall: its team and who shared it (null: not shared). */
export function teamOf(db: Db, id: number): { team: string; sharedBy: string } | null {
  return (
    (db.prepare('SELECT team, shared_by AS sharedBy FROM memory_items WHERE id = ? AND team_uid IS NOT NULL').get(id) as
      | { team: string; sharedBy: string }
      | undefined) ?? null
  );
}
