import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  sanitizeText
} from "./chunk-CGCPHJ4A.mjs";
import {
  isItemType
} from "./chunk-IPV3Y5SN.mjs";
import {
  lazyBuiltin
} from "./chunk-KNN4AVND.mjs";

// src/store/content-hash.ts
var crypto = lazyBuiltin("node:crypto");
function normalizeForHash(text) {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").replace(/[\s.!?;:,]+$/u, "").trim();
}
function contentHash(key, text) {
  return crypto().createHmac("sha256", key).update(normalizeForHash(text)).digest("hex").slice(0, 32);
}
function hashableSentences(text) {
  return text.split(/(?<=[.!?。！？])\s+|\n+/u).map((s) => s.replace(/^\s*(?:[-*•]|\[turn \d+\])\s*/u, "").trim()).filter((s) => normalizeForHash(s).length >= 12);
}

// src/store/audit.ts
function writeAudit(db, e) {
  db.prepare(
    `INSERT INTO audit_log (at, at_iso, actor, action, memory_id, item_id, reason, before_hash, after_hash, before_json, after_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  ).run(
    e.ctx.now,
    new Date(e.ctx.now).toISOString(),
    e.ctx.actor,
    e.action,
    e.memoryId ?? (e.item ? `${e.item.type}:${e.item.id}` : null),
    e.item?.id ?? null,
    e.reason,
    e.beforeHash ?? (e.before && e.item?.contentHash ? e.item.contentHash : null),
    e.afterHash ?? (e.after && e.item?.contentHash ? e.item.contentHash : null),
    e.before ? JSON.stringify(e.before) : null,
    e.after ? JSON.stringify(e.after) : null
  );
}
var keys = /* @__PURE__ */ new WeakMap();
function hashKey(db) {
  let key = keys.get(db);
  if (!key) {
    key = db.prepare(`SELECT value FROM knowledge_meta WHERE name = 'hash_key'`).get().value;
    keys.set(db, key);
  }
  return key;
}
var hashText = (db, text) => contentHash(hashKey(db), text);
function hasContentTombstones(db) {
  return Boolean(
    db.prepare("SELECT 1 FROM tombstones WHERE content_hash IS NOT NULL UNION ALL SELECT 1 FROM tombstone_sentences LIMIT 1").get()
  );
}
function isContentTombstoned(db, hash) {
  return Boolean(
    db.prepare("SELECT 1 FROM tombstones WHERE content_hash = ? UNION ALL SELECT 1 FROM tombstone_sentences WHERE hash = ? LIMIT 1").get(hash, hash)
  );
}
function writeTombstone(db, t, now) {
  const id = Number(
    db.prepare(
      `INSERT INTO tombstones (created_at, memory_id, content_hash, session_id, transcript_uuid, tool_use_id, prompt_id, transcript_path, transcript_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`
    ).run(
      now,
      t.memoryId,
      t.contentHash ?? null,
      t.sessionId ?? null,
      t.transcriptUuid ?? null,
      t.toolUseId ?? null,
      t.promptId ?? null,
      t.transcriptPath ?? null,
      t.transcriptHash ?? null
    ).lastInsertRowid
  );
  if (t.text) {
    const insert = db.prepare("INSERT OR IGNORE INTO tombstone_sentences (hash, tombstone_id) VALUES (?, ?)");
    for (const s of hashableSentences(t.text)) insert.run(hashText(db, s), id);
  }
  return id;
}
function isSessionTombstoned(db, sessionId) {
  return Boolean(
    db.prepare(
      "SELECT 1 FROM tombstones WHERE session_id = ? AND transcript_uuid IS NULL AND tool_use_id IS NULL AND prompt_id IS NULL AND content_hash IS NULL LIMIT 1"
    ).get(sessionId)
  );
}
function isSourceTombstoned(db, keys2) {
  if (keys2.transcriptUuid && db.prepare("SELECT 1 FROM tombstones WHERE transcript_uuid = ? LIMIT 1").get(keys2.transcriptUuid)) return true;
  if (keys2.toolUseId && db.prepare("SELECT 1 FROM tombstones WHERE tool_use_id = ? LIMIT 1").get(keys2.toolUseId)) return true;
  if (keys2.promptId && db.prepare("SELECT 1 FROM tombstones WHERE prompt_id = ? LIMIT 1").get(keys2.promptId)) return true;
  return false;
}
function isMemoryTombstoned(db, memoryId) {
  return Boolean(db.prepare("SELECT 1 FROM tombstones WHERE memory_id = ? LIMIT 1").get(memoryId));
}
function withoutForgottenSentences(db, text) {
  const any = db.prepare("SELECT 1 FROM tombstone_sentences LIMIT 1").get();
  if (!any) return text;
  const check = db.prepare("SELECT 1 FROM tombstone_sentences WHERE hash = ?");
  let out = text;
  for (const s of hashableSentences(text)) if (check.get(hashText(db, s))) out = out.split(s).join("");
  return out.replace(/[ \t]{2,}/g, " ").replace(/\n{3,}/g, "\n\n").trim();
}
var turnMemoryId = (sessionId, promptNumber) => `turn:${sessionId}#${promptNumber}`;

// src/store/knowledge.ts
var itemId = (row) => `${row.type}:${row.id}`;
var QUOTE_CHARS = 300;
var RESOLVE_POOL = 500;
var iso = (ms) => new Date(ms).toISOString();
var ITEM_COLUMNS = `id, type, text, reason, subject_key AS subjectKey, content_hash AS contentHash, origin, source, trust, status,
  superseded_by AS supersededBy, session_id AS sessionId, prompt_number AS promptNumber, valid_from AS validFrom, valid_to AS validTo,
  recorded_at AS recordedAt, retracted_at AS retractedAt, value, replaces, contrast, polarity`;
function getItem(db, id) {
  return db.prepare(`SELECT ${ITEM_COLUMNS} FROM memory_items WHERE id = ?`).get(id) ?? null;
}
function findItem(db, kind, ref) {
  if (!isItemType(kind) || !/^\d+$/.test(ref)) return null;
  const direct = getItem(db, Number(ref));
  if (direct && direct.type === kind) return direct;
  const alias = db.prepare("SELECT item_id FROM memory_item_aliases WHERE kind = ? AND ref = ?").get(kind, ref);
  return alias ? getItem(db, alias.item_id) : null;
}
var searchableText = (type, text, subject) => type === "code_area" ? `${subject}: ${text}` : text;
var stateOf = (r) => ({
  trust: r.trust,
  status: r.status,
  supersededBy: r.supersededBy,
  validTo: r.validTo,
  retractedAt: r.retractedAt
});
function clean(input) {
  return {
    ...input,
    text: sanitizeText(input.text).trim(),
    reason: sanitizeText(input.reason ?? "").trim(),
    subjectKey: sanitizeText(input.subjectKey ?? "").trim(),
    receipts: (input.receipts ?? []).map((r) => ({
      ...r,
      quote: r.quote ? sanitizeText(r.quote).replace(/\s+/g, " ").slice(0, QUOTE_CHARS) : ""
    }))
  };
}
function createItemWithin(db, raw, ctx) {
  return insertOrCorroborate(db, clean(raw), ctx);
}
function createItem(db, raw, ctx) {
  return db.transaction(() => insertOrCorroborate(db, clean(raw), ctx)).immediate();
}
var isEmptyAfterSanitizing = (text) => text.replace(/\[(?:private|REDACTED:[\w-]+)\]/g, "").replace(/[\s\p{P}]+/gu, "") === "";
function insertOrCorroborate(db, input, ctx) {
  if (isEmptyAfterSanitizing(input.text))
    return { outcome: "blocked", id: null, why: "nothing left to store after removing private and secret text" };
  const key = hashKey(db);
  const hash = contentHash(key, searchableText(input.type, input.text, input.subjectKey ?? ""));
  if (isContentTombstoned(db, hash)) return { outcome: "blocked", id: null, why: "this content was forgotten" };
  const same = db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type = ? AND content_hash = ? ORDER BY (status = 'active') DESC, id DESC LIMIT 1`
  ).get(input.type, hash);
  if (same && same.trust === "rejected" && input.origin === "inferred")
    return { outcome: "blocked", id: null, why: `rejected before as ${itemId(same)}` };
  const revivesSuperseded = same && same.status === "superseded" && input.origin === "inferred";
  if (same && (same.status === "active" && same.trust !== "rejected" || revivesSuperseded)) {
    addReceipts(db, same.id, input.receipts ?? [], ctx);
    const wantVerified = (input.trust ?? (input.origin === "explicit" ? "verified" : "candidate")) === "verified";
    if (wantVerified && same.trust === "candidate") {
      db.prepare(`UPDATE memory_items SET trust = 'verified' WHERE id = ?`).run(same.id);
      writeAudit(db, {
        ctx,
        action: "verify",
        item: same,
        reason: ctx.reason ?? "saved explicitly",
        before: stateOf(same),
        after: { ...stateOf(same), trust: "verified" }
      });
    } else {
      writeAudit(db, { ctx, action: "corroborate", item: same, reason: ctx.reason ?? "same content again", before: null, after: null });
    }
    return { outcome: "equivalent", id: same.id };
  }
  const id = insertItem(db, input, hash, ctx);
  return { outcome: "created", id };
}
function insertItem(db, input, hash, ctx) {
  const trust = input.trust ?? (input.origin === "explicit" ? "verified" : "candidate");
  const sessionId = input.sessionId && db.prepare("SELECT 1 FROM sessions WHERE id = ?").get(input.sessionId) ? input.sessionId : null;
  const id = Number(
    db.prepare(
      `INSERT INTO memory_items (type, text, reason, subject_key, content_hash, origin, source, trust, session_id, prompt_number,
           valid_from, recorded_at, created_at, created_at_iso, value, replaces, contrast, polarity)
         VALUES (@type, @text, @reason, @subject, @hash, @origin, @source, @trust, @session, @prompt, @validFrom, @now, @validFrom, @iso,
           @value, @replaces, @contrast, @polarity)`
    ).run({
      type: input.type,
      text: input.text,
      reason: input.reason ?? "",
      subject: input.subjectKey ?? "",
      hash,
      origin: input.origin,
      source: input.source,
      trust,
      session: sessionId,
      prompt: input.promptNumber ?? null,
      validFrom: input.validFrom,
      now: ctx.now,
      // Ranked and listed by when it was said (an imported or extracted item carries its turn's time).
      iso: iso(input.validFrom),
      value: input.facets?.value ?? null,
      replaces: input.facets?.replaces ?? null,
      contrast: input.facets?.contrast ?? null,
      polarity: input.facets?.polarity ?? "positive"
    }).lastInsertRowid
  );
  addReceipts(db, id, input.receipts ?? [], ctx);
  const row = getItem(db, id);
  writeAudit(db, {
    ctx,
    action: "create",
    item: row,
    reason: ctx.reason ?? `${input.origin} ${input.type} (${input.source})`,
    before: null,
    after: stateOf(row),
    afterHash: hash
  });
  return id;
}
function addReceipts(db, itemId2, receipts, ctx) {
  const insert = db.prepare(
    `INSERT INTO memory_provenance (item_id, kind, strength, actor, rule, session_id, prompt_number, transcript_uuid, tool_use_id, prompt_id,
       files_json, commit_sha, quote, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  );
  for (const r of receipts) {
    insert.run(
      itemId2,
      r.kind,
      r.strength,
      ctx.actor,
      r.rule ?? null,
      r.sessionId ?? null,
      r.promptNumber ?? null,
      r.transcriptUuid ?? null,
      r.toolUseId ?? null,
      r.promptId ?? null,
      JSON.stringify(r.files ?? []),
      r.commit ?? null,
      r.quote ?? "",
      ctx.now
    );
  }
}
function slotItems(db, type, subjectKey) {
  return db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type = ? AND subject_key = ? AND status = 'active' AND trust != 'rejected' ORDER BY id`
  ).all(type, subjectKey);
}
function applyResolved(db, raw, plan, ctx) {
  return db.transaction(() => applyResolvedWithin(db, raw, plan, ctx)).immediate();
}
function applyResolvedWithin(db, raw, plan, ctx) {
  const input = clean(raw);
  const exact = insertOrCorroborateIfKnown(db, input, ctx);
  if (exact) return exact;
  const slot = slotItems(db, input.type, input.subjectKey ?? "");
  const current = db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type != 'code_area' AND status = 'active' AND trust != 'rejected' ORDER BY id DESC LIMIT ${RESOLVE_POOL}`
  ).all();
  const resolution = plan(slot, current);
  const known = new Set(current.map((r) => r.id).concat(slot.map((r) => r.id)));
  const targets = (resolution.targets ?? []).filter((t) => known.has(t));
  if (resolution.outcome === "equivalent" && targets.length) {
    addReceipts(db, targets[0], input.receipts ?? [], ctx);
    writeAudit(db, {
      ctx,
      action: "corroborate",
      item: getItem(db, targets[0]),
      reason: ctx.reason ?? "equivalent evidence",
      before: null,
      after: null
    });
    return { outcome: "equivalent", id: targets[0], targets };
  }
  const created = insertOrCorroborate(db, input, ctx);
  if (created.outcome === "blocked") return { outcome: "blocked", id: null, targets: [] };
  if (resolution.outcome === "supersedes") {
    for (const t of targets) supersedeWithin(db, t, created.id, ctx, ctx.reason ?? "replacement language in the new evidence");
    return { outcome: "supersedes", id: created.id, targets };
  }
  if (resolution.outcome === "superseded" && targets.length) {
    const newer = getItem(db, targets[0]);
    const validTo = Math.max(input.validFrom, newer.validFrom);
    db.prepare(`UPDATE memory_items SET status = 'superseded', superseded_by = ?, valid_to = ? WHERE id = ?`).run(
      newer.id,
      validTo,
      created.id
    );
    const after = getItem(db, created.id);
    writeAudit(db, {
      ctx,
      action: "supersede",
      item: after,
      reason: `older than ${itemId(newer)}, which already replaced it`,
      before: null,
      after: stateOf(after)
    });
    return { outcome: "superseded", id: created.id, targets };
  }
  if (resolution.outcome === "conflict") {
    for (const t of targets) recordConflictWithin(db, t, created.id, input.subjectKey ?? "", ctx);
    return { outcome: "conflict", id: created.id, targets };
  }
  return { outcome: "additive", id: created.id, targets: [] };
}
function insertOrCorroborateIfKnown(db, input, ctx) {
  if (isEmptyAfterSanitizing(input.text)) return { outcome: "blocked", id: null, targets: [] };
  const hash = contentHash(hashKey(db), searchableText(input.type, input.text, input.subjectKey ?? ""));
  if (isContentTombstoned(db, hash)) return { outcome: "blocked", id: null, targets: [] };
  const same = db.prepare(`SELECT id FROM memory_items WHERE type = ? AND content_hash = ? LIMIT 1`).get(input.type, hash);
  if (!same) return null;
  const r = insertOrCorroborate(db, input, ctx);
  return r.outcome === "blocked" ? { outcome: "blocked", id: null, targets: [] } : { outcome: "equivalent", id: r.id, targets: [r.id] };
}
function recordConflictWithin(db, a, b, subjectKey, ctx) {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const res = db.prepare(
    `INSERT INTO memory_conflicts (item_a, item_b, subject_key, detected_at) VALUES (?, ?, ?, ?) ON CONFLICT(item_a, item_b) DO NOTHING`
  ).run(lo, hi, subjectKey, ctx.now);
  if (res.changes === 0) return;
  const newer = getItem(db, b);
  writeAudit(db, {
    ctx,
    action: "conflict",
    item: newer,
    reason: `conflicts with ${itemId(getItem(db, a))}`,
    before: null,
    after: { conflictId: Number(res.lastInsertRowid) }
  });
}
var KnowledgeError = class extends Error {
  code = "E_KNOWLEDGE";
};
function requireItem(db, id) {
  const row = getItem(db, id);
  if (!row) throw new KnowledgeError(`No memory item ${id}.`);
  return row;
}
function setTrust(db, id, trust, ctx) {
  return db.transaction(() => {
    const before = requireItem(db, id);
    if (before.trust === trust) return before;
    if (trust === "verified" && before.trust === "rejected")
      throw new KnowledgeError(`${itemId(before)} was rejected; save it again to restore it.`);
    if (trust === "rejected") {
      db.prepare(`UPDATE memory_items SET trust = 'rejected', retracted_at = ? WHERE id = ?`).run(ctx.now, id);
      if (before.status === "active") releasePredecessors(db, before, ctx, "rejected");
      for (const c of openConflictsOf(db, id)) closeConflict(db, c.id, c.item_a === id ? c.item_b : c.item_a, ctx);
    } else {
      db.prepare(`UPDATE memory_items SET trust = 'verified' WHERE id = ?`).run(id);
    }
    addReceipts(db, id, [{ kind: "review", strength: "stated", quote: ctx.reason ?? "" }], ctx);
    const after = getItem(db, id);
    writeAudit(db, {
      ctx,
      action: trust === "verified" ? "verify" : "reject",
      item: after,
      reason: ctx.reason ?? "",
      before: stateOf(before),
      after: stateOf(after)
    });
    return after;
  }).immediate();
}
function chainHead(db, id) {
  let row = requireItem(db, id);
  const seen = /* @__PURE__ */ new Set();
  while (row.supersededBy != null && !seen.has(row.id)) {
    seen.add(row.id);
    const next = getItem(db, row.supersededBy);
    if (!next) break;
    row = next;
  }
  return row;
}
function supersedeItem(db, oldId, replacement, ctx) {
  return db.transaction(() => {
    const head = chainHead(db, oldId);
    let newId;
    if ("existingId" in replacement) {
      newId = requireItem(db, replacement.existingId).id;
    } else {
      const created = insertOrCorroborate(db, clean(replacement.input), ctx);
      if (created.outcome === "blocked") throw new KnowledgeError(`Cannot store the replacement: ${created.why}.`);
      newId = created.id;
    }
    if (newId === head.id || newId === oldId) throw new KnowledgeError("An item cannot supersede itself.");
    const successor = requireItem(db, newId);
    if (successor.trust === "rejected") throw new KnowledgeError(`${itemId(successor)} was rejected and cannot replace anything.`);
    if (successor.status !== "active") throw new KnowledgeError(`${itemId(successor)} is itself superseded.`);
    supersedeWithin(db, head.id, newId, ctx, ctx.reason ?? "superseded");
    return { oldId: head.id, newId };
  }).immediate();
}
function supersedeWithin(db, oldId, newId, ctx, reason) {
  const before = requireItem(db, oldId);
  const successor = requireItem(db, newId);
  const validTo = Math.max(before.validFrom, successor.validFrom);
  db.prepare(`UPDATE memory_items SET status = 'superseded', superseded_by = ?, valid_to = ? WHERE id = ?`).run(newId, validTo, oldId);
  const [lo, hi] = oldId < newId ? [oldId, newId] : [newId, oldId];
  db.prepare(
    `UPDATE memory_conflicts SET status = 'resolved', winner = ?, resolved_at = ?, resolved_by = ? WHERE item_a = ? AND item_b = ? AND status = 'open'`
  ).run(newId, ctx.now, ctx.actor, lo, hi);
  const after = getItem(db, oldId);
  writeAudit(db, {
    ctx,
    action: "supersede",
    item: after,
    reason: `${reason} \u2192 ${itemId(successor)}`,
    before: stateOf(before),
    after: stateOf(after)
  });
}
function openConflictsOf(db, id) {
  return db.prepare(`SELECT id, item_a, item_b FROM memory_conflicts WHERE status = 'open' AND (item_a = ? OR item_b = ?)`).all(id, id);
}
function closeConflict(db, conflictId, winner, ctx) {
  db.prepare(`UPDATE memory_conflicts SET status = 'resolved', winner = ?, resolved_at = ?, resolved_by = ? WHERE id = ?`).run(
    winner,
    ctx.now,
    ctx.actor,
    conflictId
  );
}
function resolveConflict(db, conflictId, winnerId, how, ctx) {
  return db.transaction(() => {
    const c = db.prepare(`SELECT id, item_a, item_b, status FROM memory_conflicts WHERE id = ?`).get(conflictId);
    if (!c) throw new KnowledgeError(`No conflict ${conflictId}.`);
    if (c.status !== "open") throw new KnowledgeError(`Conflict ${conflictId} is already ${c.status}.`);
    if (winnerId !== c.item_a && winnerId !== c.item_b)
      throw new KnowledgeError(`Item ${winnerId} is not a side of conflict ${conflictId}.`);
    const loser = winnerId === c.item_a ? c.item_b : c.item_a;
    const winner = requireItem(db, winnerId);
    if (winner.trust === "candidate") {
      db.prepare(`UPDATE memory_items SET trust = 'verified' WHERE id = ?`).run(winnerId);
      writeAudit(db, {
        ctx,
        action: "verify",
        item: winner,
        reason: `won conflict ${conflictId}`,
        before: stateOf(winner),
        after: { ...stateOf(winner), trust: "verified" }
      });
    }
    if (how === "supersede") supersedeWithin(db, loser, winnerId, ctx, `conflict ${conflictId} resolved`);
    else {
      const before = requireItem(db, loser);
      db.prepare(`UPDATE memory_items SET trust = 'rejected', retracted_at = ? WHERE id = ?`).run(ctx.now, loser);
      const after = getItem(db, loser);
      writeAudit(db, {
        ctx,
        action: "reject",
        item: after,
        reason: `lost conflict ${conflictId}`,
        before: stateOf(before),
        after: stateOf(after)
      });
    }
    closeConflict(db, conflictId, winnerId, ctx);
    writeAudit(db, {
      ctx,
      action: "resolve",
      item: requireItem(db, winnerId),
      reason: `conflict ${conflictId}: ${how} ${itemId(requireItem(db, loser))}`,
      before: null,
      after: { conflictId, winner: winnerId, loser }
    });
    return { winner: winnerId, loser };
  }).immediate();
}
function forgetItemWithin(db, row, ctx, tombstone) {
  const receipts = db.prepare("SELECT session_id, transcript_uuid, tool_use_id, prompt_id FROM memory_provenance WHERE item_id = ?").all(row.id);
  releasePredecessors(db, row, ctx, "forgotten");
  tombstone({ memoryId: itemId(row), contentHash: row.contentHash });
  for (const r of receipts) {
    if (r.transcript_uuid || r.tool_use_id || r.prompt_id)
      tombstone({
        memoryId: itemId(row),
        contentHash: row.contentHash,
        transcriptUuid: r.transcript_uuid,
        toolUseId: r.tool_use_id,
        promptId: r.prompt_id
      });
  }
  db.prepare("DELETE FROM memory_items WHERE id = ?").run(row.id);
  db.prepare("DELETE FROM injected_memories WHERE memory_id = ?").run(itemId(row));
  writeAudit(db, {
    ctx,
    action: "forget",
    item: row,
    reason: ctx.reason ?? "",
    before: stateOf(row),
    after: null,
    beforeHash: row.contentHash
  });
}
function releasePredecessors(db, row, ctx, why) {
  const predecessors = db.prepare(`SELECT ${ITEM_COLUMNS} FROM memory_items WHERE superseded_by = ?`).all(row.id);
  for (const p of predecessors) {
    if (row.supersededBy != null) {
      db.prepare("UPDATE memory_items SET superseded_by = ? WHERE id = ?").run(row.supersededBy, p.id);
      writeAudit(db, {
        ctx,
        action: "relink",
        item: p,
        reason: `its successor ${itemId(row)} was ${why}`,
        before: stateOf(p),
        after: { ...stateOf(p), supersededBy: row.supersededBy }
      });
    } else {
      db.prepare(
        `UPDATE memory_items SET status = 'active', superseded_by = NULL, valid_to = NULL, trust = CASE trust WHEN 'rejected' THEN 'rejected' ELSE 'candidate' END WHERE id = ?`
      ).run(p.id);
      const after = getItem(db, p.id);
      writeAudit(db, {
        ctx,
        action: "restore",
        item: after,
        reason: `its successor ${itemId(row)} was ${why}: back for review`,
        before: stateOf(p),
        after: stateOf(after)
      });
    }
  }
}
function currentVerifiedItems(db, types, limit) {
  if (!types.length) return [];
  const order = `CASE type ${types.map((t, i) => `WHEN '${t}' THEN ${i}`).join(" ")} END`;
  return db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM memory_items
       WHERE trust = 'verified' AND status = 'active' AND retracted_at IS NULL AND valid_to IS NULL AND type IN (${types.map(() => "?").join(", ")})
       ORDER BY ${order}, id DESC LIMIT ?`
  ).all(...types, limit);
}
function findEquivalentItem(db, type, text, subjectKey = "") {
  const hash = contentHash(hashKey(db), searchableText(type, text, subjectKey));
  return db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type = ? AND content_hash = ? AND status = 'active' AND trust != 'rejected' AND retracted_at IS NULL ORDER BY id DESC LIMIT 1`
  ).get(type, hash) ?? null;
}
function withdrawItem(db, id, ctx) {
  return db.transaction(() => {
    const row = requireItem(db, id);
    releasePredecessors(db, row, ctx, "moved to another scope");
    db.prepare("DELETE FROM memory_items WHERE id = ?").run(row.id);
    db.prepare("DELETE FROM injected_memories WHERE memory_id = ?").run(itemId(row));
    writeAudit(db, {
      ctx,
      action: "demote",
      item: row,
      reason: ctx.reason ?? "",
      before: stateOf(row),
      after: null,
      beforeHash: row.contentHash
    });
    return row;
  }).immediate();
}
function noteItemEvent(db, id, action, ctx) {
  db.transaction(() => {
    const row = requireItem(db, id);
    writeAudit(db, { ctx, action, item: row, reason: ctx.reason ?? "", before: null, after: null });
  }).immediate();
}
function applyExtractedWithin(db, items, ctx) {
  if (!items.length) return [];
  return db.transaction(() => items.map((e) => applyResolvedWithin(db, e.input, e.plan, ctx)))();
}

export {
  normalizeForHash,
  contentHash,
  writeAudit,
  hashKey,
  hashText,
  hasContentTombstones,
  isContentTombstoned,
  writeTombstone,
  isSessionTombstoned,
  isSourceTombstoned,
  isMemoryTombstoned,
  withoutForgottenSentences,
  turnMemoryId,
  itemId,
  getItem,
  findItem,
  searchableText,
  createItemWithin,
  createItem,
  slotItems,
  applyResolved,
  recordConflictWithin,
  KnowledgeError,
  setTrust,
  supersedeItem,
  resolveConflict,
  forgetItemWithin,
  currentVerifiedItems,
  findEquivalentItem,
  withdrawItem,
  noteItemEvent,
  applyExtractedWithin
};
