import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  findItem,
  getItem,
  itemId
} from "./chunk-BQM4FMEU.mjs";

// src/store/knowledge-read.ts
var iso = (ms) => ms == null ? null : new Date(ms).toISOString();
function itemReceipts(db, id) {
  return db.prepare(
    `SELECT kind, strength, actor, rule, session_id, prompt_number, transcript_uuid, tool_use_id, prompt_id, files_json, commit_sha, quote, created_at
         FROM memory_provenance WHERE item_id = ? ORDER BY id`
  ).all(id).map((r) => ({
    kind: r.kind,
    strength: r.strength,
    actor: r.actor,
    rule: r.rule,
    sessionId: r.session_id,
    promptNumber: r.prompt_number,
    transcriptUuid: r.transcript_uuid,
    toolUseId: r.tool_use_id,
    promptId: r.prompt_id,
    files: JSON.parse(r.files_json),
    commit: r.commit_sha,
    quote: r.quote,
    at: iso(r.created_at)
  }));
}
var mapAudit = (r) => ({
  id: r.id,
  at: iso(r.at),
  actor: r.actor,
  action: r.action,
  memoryId: r.memory_id,
  reason: r.reason,
  beforeHash: r.before_hash,
  afterHash: r.after_hash,
  before: r.before_json ? JSON.parse(r.before_json) : null,
  after: r.after_json ? JSON.parse(r.after_json) : null
});
function changes(db, opts = {}) {
  const where = ["at >= @since"];
  if (opts.memoryId) where.push("memory_id = @memoryId");
  const params = { since: opts.since ?? 0, memoryId: opts.memoryId ?? null, limit: opts.limit ?? 100 };
  const total = db.prepare(`SELECT count(*) AS n FROM audit_log WHERE ${where.join(" AND ")}`).get(params).n;
  const rows = db.prepare(`SELECT * FROM audit_log WHERE ${where.join(" AND ")} ORDER BY id DESC LIMIT @limit`).all(params).reverse().map(mapAudit);
  return { rows, total };
}
function conflicts(db, opts = {}) {
  const where = [];
  const params = {};
  if (opts.status !== "all") {
    where.push("status = @status");
    params.status = opts.status ?? "open";
  }
  if (opts.itemId != null) {
    where.push("(item_a = @item OR item_b = @item)");
    params.item = opts.itemId;
  }
  const rows = db.prepare(`SELECT * FROM memory_conflicts ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY id`).all(params);
  return rows.map((r) => ({
    id: r.id,
    subjectKey: r.subject_key,
    status: r.status,
    a: getItem(db, r.item_a),
    b: getItem(db, r.item_b),
    winner: r.winner,
    detectedAt: iso(r.detected_at),
    resolvedAt: iso(r.resolved_at)
  }));
}
function reviewQueue(db, limit = 20) {
  const candidates = db.prepare(`SELECT id FROM memory_items WHERE trust = 'candidate' AND status = 'active' ORDER BY recorded_at DESC, id DESC LIMIT ?`).all(limit);
  const total = db.prepare(`SELECT count(*) AS n FROM memory_items WHERE trust = 'candidate' AND status = 'active'`).get().n;
  return { candidates: candidates.map((c) => getItem(db, c.id)), totalCandidates: total, conflicts: conflicts(db, { status: "open" }) };
}
function explainItem(db, kind, ref) {
  const item = findItem(db, kind, ref);
  if (!item) return null;
  const id = itemId(item);
  const history = db.prepare("SELECT * FROM audit_log WHERE item_id = ? ORDER BY id").all(item.id).map(mapAudit);
  const predecessors = db.prepare("SELECT id, type FROM memory_items WHERE superseded_by = ? ORDER BY id").all(item.id);
  const successor = item.supersededBy != null ? getItem(db, item.supersededBy) : null;
  return {
    item,
    id,
    receipts: itemReceipts(db, item.id),
    history,
    supersedes: predecessors.map(itemId),
    supersededBy: successor ? itemId(successor) : null,
    conflicts: conflicts(db, { status: "all", itemId: item.id })
  };
}
function openConflictPartners(db, id) {
  const rows = db.prepare(`SELECT item_a, item_b FROM memory_conflicts WHERE status = 'open' AND (item_a = ? OR item_b = ?)`).all(id, id);
  return rows.map((r) => getItem(db, r.item_a === id ? r.item_b : r.item_a)).filter((r) => r != null);
}
function capturedExplanation(db, kind, ref, source) {
  const [where, params] = source.supportsWhere;
  const supports = db.prepare(`SELECT DISTINCT i.id, i.type FROM memory_provenance p JOIN memory_items i ON i.id = p.item_id WHERE ${where} ORDER BY i.id`).all(...params).map(itemId);
  const history = db.prepare("SELECT * FROM audit_log WHERE memory_id = ? ORDER BY id").all(`${kind}:${ref}`).map(mapAudit);
  return {
    id: `${kind}:${ref}`,
    kind,
    text: source.text,
    sessionId: source.sessionId,
    promptNumber: source.promptNumber,
    at: iso(source.at),
    keys: source.keys,
    supports,
    history
  };
}
function publishableItems(db) {
  const ids = db.prepare(
    `SELECT id FROM memory_items
       WHERE trust = 'verified' AND status = 'active' AND retracted_at IS NULL AND valid_to IS NULL
         AND type IN ('decision', 'convention', 'preference')
         AND NOT EXISTS (SELECT 1 FROM memory_conflicts c WHERE c.status = 'open' AND (c.item_a = memory_items.id OR c.item_b = memory_items.id))
       ORDER BY CASE type WHEN 'decision' THEN 0 WHEN 'convention' THEN 1 ELSE 2 END, id`
  ).all();
  return ids.map((r) => getItem(db, r.id));
}
function withheldByConflicts(db) {
  return conflicts(db, { status: "open" }).filter(
    (c) => [c.a, c.b].some(
      (i) => i && i.trust === "verified" && i.status === "active" && i.retractedAt == null && i.validTo == null && ["decision", "convention", "preference"].includes(i.type)
    )
  );
}

export {
  itemReceipts,
  changes,
  conflicts,
  reviewQueue,
  explainItem,
  openConflictPartners,
  capturedExplanation,
  publishableItems,
  withheldByConflicts
};
