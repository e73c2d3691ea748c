import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  purgeForgottenTraces
} from "./chunk-ST2ZTIN7.mjs";
import {
  KnowledgeError,
  contentHash,
  forgetItemWithin,
  getItem,
  hashKey,
  isContentTombstoned,
  itemId,
  recordConflictWithin,
  searchableText,
  writeAudit,
  writeTombstone
} from "./chunk-BQM4FMEU.mjs";
import {
  sanitizeText
} from "./chunk-UOLGFTC5.mjs";

// src/store/team.ts
import { randomBytes } from "node:crypto";
var TEAM_SELECT = `SELECT id, type, text, reason, subject_key AS subjectKey, content_hash AS contentHash, origin, source, trust, status,
  superseded_by AS supersededBy, session_id AS sessionId, prompt_number AS promptNumber, valid_from AS validFrom, valid_to AS validTo,
  recorded_at AS recordedAt, retracted_at AS retractedAt, value, replaces, contrast, polarity,
  team, team_uid AS teamUid, team_rev AS teamRev, shared_by AS sharedBy FROM memory_items`;
var newUid = () => randomBytes(16).toString("hex");
function getTeamLink(db) {
  return db.prepare(
    `SELECT team, server, role, project, cursor, connected_at AS connectedAt, last_sync_at AS lastSyncAt, last_error AS lastError, failures,
           next_attempt_at AS nextAttemptAt, pushed, pulled, keep_recent AS keepRecent, keep_fetched AS keepFetched FROM team_link WHERE id = 1`
  ).get() ?? null;
}
var DEFAULT_TEAM_BOUNDS = { keepRecent: 2e3, keepFetched: 1e3 };
function connectTeam(db, link, now) {
  db.transaction(() => {
    const old = getTeamLink(db);
    const same = old && old.team === link.team && old.project === link.project;
    db.prepare(
      `INSERT INTO team_link (id, team, server, role, project, cursor, connected_at, keep_recent, keep_fetched)
       VALUES (1, @team, @server, @role, @project, 0, @now, @keepRecent, @keepFetched)
       ON CONFLICT (id) DO UPDATE SET team = @team, server = @server, role = @role, project = @project, connected_at = @now,
         cursor = CASE WHEN @same THEN cursor ELSE 0 END, failures = 0, next_attempt_at = 0, last_error = NULL,
         keep_recent = @keepRecent, keep_fetched = @keepFetched`
    ).run({
      team: link.team,
      server: link.server,
      role: link.role,
      project: link.project,
      now,
      same: same ? 1 : 0,
      keepRecent: link.keepRecent ?? old?.keepRecent ?? DEFAULT_TEAM_BOUNDS.keepRecent,
      keepFetched: link.keepFetched ?? old?.keepFetched ?? DEFAULT_TEAM_BOUNDS.keepFetched
    });
  }).immediate();
  return getTeamLink(db);
}
function disconnectTeam(db) {
  return db.prepare("DELETE FROM team_link WHERE id = 1").run().changes > 0;
}
function requireLink(db) {
  const link = getTeamLink(db);
  if (!link) throw new KnowledgeError("No team is connected: run `claude-memory team connect <postgres-url> --team <name>` first.");
  return link;
}
function getTeamItem(db, id) {
  return db.prepare(`${TEAM_SELECT} WHERE id = ?`).get(id) ?? null;
}
var byUid = (db, uid) => db.prepare(`${TEAM_SELECT} WHERE team_uid = ?`).get(uid) ?? null;
function shareItem(db, id, ctx) {
  return db.transaction(() => {
    const link = requireLink(db);
    const row = getTeamItem(db, id);
    if (!row) throw new KnowledgeError(`No memory item ${id}.`);
    if (row.teamUid) return row;
    if (row.trust === "rejected") throw new KnowledgeError(`${itemId(row)} was rejected: there is nothing to share.`);
    db.prepare("UPDATE memory_items SET team = ?, team_uid = ?, shared_by = ? WHERE id = ?").run(link.team, newUid(), link.role, id);
    writeAudit(db, {
      ctx,
      action: "share",
      item: row,
      reason: ctx.reason ?? `shared with team ${link.team}`,
      before: { team: null },
      after: { team: link.team }
    });
    return getTeamItem(db, id);
  }).immediate();
}
function unshareItem(db, id, ctx) {
  return db.transaction(() => {
    const row = getTeamItem(db, id);
    if (!row) throw new KnowledgeError(`No memory item ${id}.`);
    if (!row.teamUid) throw new KnowledgeError(`${itemId(row)} is not shared.`);
    db.prepare("UPDATE memory_items SET team = NULL, team_uid = NULL, team_rev = NULL, shared_by = NULL WHERE id = ?").run(id);
    writeAudit(db, {
      ctx,
      action: "unshare",
      item: row,
      reason: ctx.reason ?? `no longer shared with team ${row.team}`,
      before: { team: row.team },
      after: { team: null }
    });
    return getTeamItem(db, id);
  }).immediate();
}
function receiptsOf(db, id) {
  const rows = db.prepare("SELECT kind, strength, created_at, files_json, commit_sha FROM memory_provenance WHERE item_id = ? ORDER BY id").all(id);
  return rows.map((r) => ({
    kind: r.kind,
    strength: r.strength,
    at: r.created_at,
    files: JSON.parse(r.files_json),
    commit: r.commit_sha
  }));
}
function embeddingOf(db, row) {
  const e = db.prepare(`SELECT e.model, e.vector FROM search_docs d JOIN embeddings e ON e.doc_id = d.id WHERE d.kind = ? AND d.ref_id = ?`).get(row.type, String(row.id));
  if (!e) return null;
  return {
    model: e.model,
    vector: Array.from(new Float32Array(e.vector.buffer.slice(e.vector.byteOffset, e.vector.byteOffset + e.vector.byteLength)))
  };
}
function sharedItemOf(db, row, withVectors = false) {
  const successor = row.supersededBy != null ? getTeamItem(db, row.supersededBy) : null;
  const partners = db.prepare(
    `SELECT i.team_uid AS uid FROM memory_conflicts c JOIN memory_items i ON i.id = CASE WHEN c.item_a = @id THEN c.item_b ELSE c.item_a END
       WHERE c.status = 'open' AND (c.item_a = @id OR c.item_b = @id) AND i.team_uid IS NOT NULL`
  ).all({ id: row.id });
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
    ...withVectors ? { embedding: embeddingOf(db, row) } : {}
  };
}
function pendingChanges(db, limit, withVectors = false) {
  const team = getTeamLink(db)?.team ?? null;
  const rows = db.prepare("SELECT uid, op, base_rev AS baseRev, op_id AS opId, version FROM team_outbox WHERE team = ? ORDER BY id LIMIT ?").all(team, limit);
  return rows.map((r) => {
    if (r.op !== "upsert") return { ...r, item: null };
    const row = byUid(db, r.uid);
    return { ...r, item: row ? sharedItemOf(db, row, withVectors) : null };
  });
}
function outboxSize(db) {
  return db.prepare("SELECT count(*) AS n FROM team_outbox WHERE team = (SELECT team FROM team_link WHERE id = 1)").get().n;
}
function applyingServerChange(db, fn) {
  db.prepare("UPDATE team_sync_flag SET applying = 1 WHERE id = 1").run();
  try {
    return fn();
  } finally {
    db.prepare("UPDATE team_sync_flag SET applying = 0 WHERE id = 1").run();
  }
}
function settlePush(db, sent, outcomes, ctx) {
  let conflicts = 0;
  const forgot = db.transaction(() => {
    const link = requireLink(db);
    let anyForgotten = false;
    const version = new Map(sent.map((c) => [c.uid, c.version]));
    for (const o of outcomes) {
      const v = version.get(o.uid);
      if (o.result === "applied") {
        const left = db.prepare("DELETE FROM team_outbox WHERE uid = ? AND version = ?").run(o.uid, v).changes === 0;
        if (left) db.prepare("UPDATE team_outbox SET base_rev = ?, attempts = 0 WHERE uid = ?").run(o.rev, o.uid);
        applyingServerChange(db, () => db.prepare("UPDATE memory_items SET team_rev = ? WHERE team_uid = ?").run(o.rev, o.uid));
        continue;
      }
      db.prepare("DELETE FROM team_outbox WHERE uid = ?").run(o.uid);
      if (o.result === "gone") {
        anyForgotten = applyingServerChange(db, () => applyOne(db, o.current, link, ctx)) || anyForgotten;
        continue;
      }
      conflicts++;
      keepBothSides(db, o.current, link, ctx);
    }
    db.prepare("UPDATE team_link SET pushed = pushed + ? WHERE id = 1").run(outcomes.filter((o) => o.result === "applied").length);
    return anyForgotten;
  }).immediate();
  if (forgot) purgeForgottenTraces(db);
  return { conflicts };
}
function keepBothSides(db, server, link, ctx) {
  const mine = byUid(db, server.uid);
  if (!mine || !server.item) return;
  const mySuccessor = mine.supersededBy != null ? getTeamItem(db, mine.supersededBy) : null;
  const theirSuccessor = server.item.supersededBy ? byUid(db, server.item.supersededBy) : null;
  applyingServerChange(db, () => applyOne(db, server, link, ctx));
  const why = { ...ctx, reason: `${itemId(mine)} was changed by ${server.updatedBy} at the same time (team ${link.team})` };
  if (mySuccessor) {
    const other = theirSuccessor ? theirSuccessor.id === mySuccessor.id ? null : theirSuccessor : mine;
    if (other) {
      recordConflictWithin(db, mySuccessor.id, other.id, mine.subjectKey, why);
      touchOutbox(db, mySuccessor.teamUid);
    }
    return;
  }
  const fork = insertCopy(db, mine, link, ctx);
  recordConflictWithin(db, mine.id, fork, mine.subjectKey, why);
}
function touchOutbox(db, uid) {
  db.prepare(
    `INSERT INTO team_outbox (uid, team, op, base_rev, op_id, created_at) SELECT team_uid, team, 'upsert', team_rev, ?, ? FROM memory_items WHERE team_uid = ?
     ON CONFLICT (uid) DO UPDATE SET version = version + 1`
  ).run(newUid(), Date.now(), uid);
}
function insertCopy(db, row, link, ctx) {
  const id = Number(
    db.prepare(
      `INSERT INTO memory_items (type, text, reason, subject_key, content_hash, origin, source, trust, status, superseded_by, valid_from, valid_to,
           recorded_at, retracted_at, created_at, created_at_iso, value, replaces, contrast, polarity, team, team_uid, shared_by)
         SELECT type, text, reason, subject_key, content_hash, origin, source, trust, status, superseded_by, valid_from, valid_to,
           @now, retracted_at, created_at, created_at_iso, value, replaces, contrast, polarity, @team, @uid, @role FROM memory_items WHERE id = @id`
    ).run({ id: row.id, now: ctx.now, team: link.team, uid: newUid(), role: link.role }).lastInsertRowid
  );
  db.prepare(`INSERT INTO memory_provenance (item_id, kind, strength, actor, rule, session_id, prompt_number, transcript_uuid, tool_use_id, prompt_id, files_json, commit_sha, quote, created_at)
    SELECT ?, kind, strength, actor, rule, session_id, prompt_number, transcript_uuid, tool_use_id, prompt_id, files_json, commit_sha, quote, created_at FROM memory_provenance WHERE item_id = ?`).run(
    id,
    row.id
  );
  const copy = getItem(db, id);
  writeAudit(db, {
    ctx,
    action: "create",
    item: copy,
    reason: `this member's version of ${itemId(row)}, kept beside a concurrent change`,
    before: null,
    after: { trust: copy.trust, status: copy.status },
    afterHash: copy.contentHash
  });
  return id;
}
function pullRequestOf(db) {
  const link = requireLink(db);
  const held = db.prepare("SELECT team_uid AS uid FROM memory_items WHERE team_uid IS NOT NULL").pluck().all();
  return { afterSeq: link.cursor, held, recent: link.keepRecent };
}
function applyPulledChanges(db, changes, ctx, head) {
  let applied = 0;
  const forgot = db.transaction(() => {
    const link = requireLink(db);
    let anyForgotten = false;
    const pending = db.prepare("SELECT 1 FROM team_outbox WHERE uid = ?");
    applyingServerChange(db, () => {
      for (const c of changes) {
        if (c.state !== "forgotten" && pending.get(c.uid)) continue;
        if (c.state === "forgotten") db.prepare("DELETE FROM team_outbox WHERE uid = ?").run(c.uid);
        anyForgotten = applyOne(db, c, link, ctx, () => applied++) || anyForgotten;
      }
      relinkSuccessors(db);
      for (const c of changes) if (c.item?.conflictsWith.length) recordPulledConflicts(db, c, ctx);
    });
    db.prepare("UPDATE team_link SET cursor = max(cursor, ?), pulled = pulled + ? WHERE id = 1").run(head, applied);
    evictBeyondBounds(db, link, ctx);
    return anyForgotten;
  }).immediate();
  if (forgot) purgeForgottenTraces(db);
  return applied;
}
function applyOne(db, c, link, ctx, changed = () => {
}) {
  const local = byUid(db, c.uid);
  const from = `${c.updatedBy} in team ${link.team}`;
  if (c.state === "forgotten") {
    if (!local) return false;
    forgetItemWithin(db, local, { ...ctx, reason: `forgotten by ${from}` }, (t) => writeTombstone(db, t, ctx.now));
    changed();
    return true;
  }
  if (c.state === "unshared") {
    if (!local) return false;
    if (local.sharedBy === link.role) {
      db.prepare("UPDATE memory_items SET team = NULL, team_uid = NULL, team_rev = NULL, shared_by = NULL WHERE id = ?").run(local.id);
    } else {
      db.prepare("UPDATE memory_items SET superseded_by = NULL WHERE superseded_by = ?").run(local.id);
      db.prepare("DELETE FROM memory_items WHERE id = ?").run(local.id);
    }
    writeAudit(db, {
      ctx,
      action: "unshare",
      item: local,
      reason: `unshared by ${from}`,
      before: { team: link.team },
      after: { team: null }
    });
    changed();
    return false;
  }
  const clean = (v) => v == null ? v : sanitizeText(v).trim();
  const item = {
    ...c.item,
    text: sanitizeText(c.item.text).trim(),
    reason: sanitizeText(c.item.reason).trim(),
    subjectKey: clean(c.item.subjectKey) ?? "",
    value: clean(c.item.value) ?? null,
    replaces: clean(c.item.replaces) ?? null,
    contrast: clean(c.item.contrast) ?? null,
    receipts: c.item.receipts.map((r) => ({ ...r, files: r.files.map((f) => sanitizeText(f)) }))
  };
  if (local) {
    if (local.teamRev != null && local.teamRev >= c.rev) return false;
    const successor = item.supersededBy ? byUid(db, item.supersededBy) : null;
    db.prepare(
      `UPDATE memory_items SET trust = @trust, status = @status, superseded_by = @successor, team_successor_uid = @successorUid, valid_to = @validTo,
         retracted_at = @retractedAt, team_rev = @rev, team_seq = @seq WHERE id = @id`
    ).run({
      id: local.id,
      trust: item.trust,
      status: item.status,
      successor: successor?.id ?? null,
      successorUid: successor ? null : item.supersededBy,
      validTo: item.validTo,
      retractedAt: item.retractedAt,
      rev: c.rev,
      seq: c.seq
    });
    const after = getItem(db, local.id);
    if (after.trust !== local.trust || after.status !== local.status || after.supersededBy !== local.supersededBy) {
      writeAudit(db, {
        ctx,
        action: "team-update",
        item: after,
        reason: `changed by ${from}`,
        before: stateOf(local),
        after: stateOf(after)
      });
    }
    changed();
    return false;
  }
  const hash = contentHash(hashKey(db), searchableText(item.type, item.text, item.subjectKey));
  if (isContentTombstoned(db, hash)) return false;
  insertPulled(db, c, item, hash, ctx, from);
  changed();
  return false;
}
var stateOf = (r) => ({
  trust: r.trust,
  status: r.status,
  supersededBy: r.supersededBy,
  validTo: r.validTo,
  retractedAt: r.retractedAt
});
function insertPulled(db, c, item, hash, ctx, from) {
  const id = Number(
    db.prepare(
      `INSERT INTO memory_items (type, text, reason, subject_key, content_hash, origin, source, trust, status, team_successor_uid, valid_from, valid_to,
           recorded_at, retracted_at, created_at, created_at_iso, value, replaces, contrast, polarity, team, team_uid, team_rev, shared_by, team_seq)
         VALUES (@type, @text, @reason, @subjectKey, @hash, 'explicit', 'imported', @trust, @status, @successor, @validFrom, @validTo,
           @now, @retractedAt, @validFrom, @iso, @value, @replaces, @contrast, @polarity, @team, @uid, @rev, @sharedBy, @seq)`
    ).run({
      ...item,
      hash,
      successor: item.supersededBy,
      now: ctx.now,
      iso: new Date(item.validFrom).toISOString(),
      team: db.prepare("SELECT team FROM team_link WHERE id = 1").get().team,
      uid: c.uid,
      rev: c.rev,
      sharedBy: c.sharedBy,
      seq: c.seq
    }).lastInsertRowid
  );
  const receipt = db.prepare(
    `INSERT INTO memory_provenance (item_id, kind, strength, actor, files_json, commit_sha, quote, created_at) VALUES (?, ?, ?, ?, ?, ?, '', ?)`
  );
  for (const r of item.receipts)
    receipt.run(id, r.kind === "review" ? "review" : "import", r.strength, c.sharedBy, JSON.stringify(r.files), r.commit, r.at);
  const row = getItem(db, id);
  writeAudit(db, {
    ctx,
    action: "create",
    item: row,
    reason: `shared by ${c.sharedBy} (${from})`,
    before: null,
    after: stateOf(row),
    afterHash: hash
  });
}
function keepFetchedItems(db, changes, ctx) {
  if (!changes.length) return [];
  return db.transaction(() => {
    const link = requireLink(db);
    const added = [];
    applyingServerChange(db, () => {
      const markUsed = db.prepare("UPDATE memory_items SET team_used_at = ? WHERE team_uid = ? AND source = ? AND shared_by IS NOT ?");
      for (const c of changes) {
        if (c.state !== "shared") continue;
        if (pendingHere(db, c.uid)) continue;
        const known = byUid(db, c.uid);
        applyOne(db, c, link, ctx);
        const row = known ?? byUid(db, c.uid);
        if (!row) continue;
        markUsed.run(ctx.now, c.uid, "imported", link.role);
        if (!known) added.push(row.id);
      }
      relinkSuccessors(db);
    });
    evictBeyondBounds(db, link, ctx);
    return added.map((id) => getItem(db, id)).filter((row) => row != null).map(itemId);
  }).immediate();
}
var pendingHere = (db, uid) => db.prepare("SELECT 1 FROM team_outbox WHERE uid = ?").get(uid) != null;
function evictBeyondBounds(db, link, ctx) {
  const evicted = db.prepare(
    `SELECT id, team_uid AS uid FROM (
         SELECT id, team_uid, team_used_at IS NULL AS recent,
           row_number() OVER (PARTITION BY team_used_at IS NULL ORDER BY coalesce(team_used_at, team_seq, 0) DESC, id DESC) AS n
         FROM memory_items
         WHERE team_uid IS NOT NULL AND source = 'imported' AND shared_by IS NOT @role
           AND NOT EXISTS (SELECT 1 FROM team_outbox o WHERE o.uid = memory_items.team_uid)
           AND NOT EXISTS (SELECT 1 FROM memory_conflicts c WHERE c.status = 'open' AND memory_items.id IN (c.item_a, c.item_b)))
       WHERE n > CASE WHEN recent THEN @keepRecent ELSE @keepFetched END`
  ).all({ role: link.role, keepRecent: link.keepRecent, keepFetched: link.keepFetched });
  if (!evicted.length) return;
  applyingServerChange(db, () => {
    const unlink = db.prepare("UPDATE memory_items SET superseded_by = NULL, team_successor_uid = ? WHERE superseded_by = ?");
    const remove = db.prepare("DELETE FROM memory_items WHERE id = ?");
    for (const e of evicted) {
      const row = getItem(db, e.id);
      unlink.run(e.uid, e.id);
      remove.run(e.id);
      writeAudit(db, {
        ctx,
        action: "evict",
        item: row,
        reason: `local copy of a team ${link.team} item dropped (beyond this machine's bound; the server keeps it)`,
        before: stateOf(row),
        after: null
      });
    }
  });
}
function relinkSuccessors(db) {
  db.prepare(
    `UPDATE memory_items SET superseded_by = (SELECT s.id FROM memory_items s WHERE s.team_uid = memory_items.team_successor_uid), team_successor_uid = NULL
     WHERE team_successor_uid IS NOT NULL AND EXISTS (SELECT 1 FROM memory_items s WHERE s.team_uid = memory_items.team_successor_uid)`
  ).run();
}
function recordPulledConflicts(db, c, ctx) {
  const mine = byUid(db, c.uid);
  if (!mine) return;
  for (const uid of c.item.conflictsWith) {
    const other = byUid(db, uid);
    if (other && other.id !== mine.id)
      recordConflictWithin(db, mine.id, other.id, mine.subjectKey, { ...ctx, reason: `conflict seen by ${c.updatedBy}` });
  }
}
function recordSyncAttempt(db, r) {
  if (r.ok) {
    db.prepare("UPDATE team_link SET last_sync_at = ?, last_error = NULL, failures = 0, next_attempt_at = 0 WHERE id = 1").run(r.now);
    return;
  }
  const link = getTeamLink(db);
  if (!link) return;
  const wait = Math.min(r.maxBackoffMs, r.baseBackoffMs * 2 ** Math.min(link.failures, 20));
  db.prepare("UPDATE team_link SET last_error = ?, failures = failures + 1, next_attempt_at = ? WHERE id = 1").run(
    (r.error ?? "failed").slice(0, 300),
    r.now + wait
  );
}
function teamCounts(db) {
  const link = getTeamLink(db);
  const row = db.prepare(
    `SELECT count(*) AS shared, coalesce(sum(shared_by = ?), 0) AS sharedByMe, count(team_used_at) AS fetched,
         (SELECT count(*) FROM team_outbox WHERE team = (SELECT team FROM team_link WHERE id = 1)) AS outbox,
         (SELECT count(*) FROM memory_conflicts c JOIN memory_items i ON i.id = c.item_b WHERE c.status = 'open' AND i.team_uid IS NOT NULL) AS openConflicts
       FROM memory_items WHERE team_uid IS NOT NULL`
  ).get(link?.role ?? "");
  return row;
}
function heldTeamUids(db, uids) {
  if (!uids.length) return /* @__PURE__ */ new Set();
  const rows = db.prepare(`SELECT team_uid AS uid FROM memory_items WHERE team_uid IN (${uids.map(() => "?").join(",")})`).all(...uids);
  return new Set(rows.map((r) => r.uid));
}
function teamOf(db, id) {
  return db.prepare("SELECT team, shared_by AS sharedBy FROM memory_items WHERE id = ? AND team_uid IS NOT NULL").get(id) ?? null;
}

export {
  getTeamLink,
  DEFAULT_TEAM_BOUNDS,
  connectTeam,
  disconnectTeam,
  getTeamItem,
  shareItem,
  unshareItem,
  pendingChanges,
  outboxSize,
  settlePush,
  pullRequestOf,
  applyPulledChanges,
  keepFetchedItems,
  recordSyncAttempt,
  teamCounts,
  heldTeamUids,
  teamOf
};
