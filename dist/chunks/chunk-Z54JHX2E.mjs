import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  forgetMemory
} from "./chunk-6OHKXCJ3.mjs";
import {
  contentHash,
  createItem,
  getItem,
  hashKey,
  isContentTombstoned,
  itemId,
  searchableText,
  setTrust,
  supersedeItem
} from "./chunk-NOYGZQRC.mjs";

// src/store/portable.ts
var EXPORT_FORMAT = "claude-memory-export";
var EXPORT_VERSION = 1;
function exportProjectMemory(db, opts) {
  const items = db.prepare("SELECT id FROM memory_items ORDER BY id").all().map((r) => getItem(db, r.id));
  const receipts = db.prepare(
    "SELECT kind, strength, rule, session_id, prompt_number, files_json, commit_sha, quote, created_at FROM memory_provenance WHERE item_id = ? ORDER BY id"
  );
  const out = {
    items: items.map((i) => ({
      id: i.id,
      type: i.type,
      text: i.text,
      reason: i.reason,
      subjectKey: i.subjectKey,
      origin: i.origin,
      source: i.source,
      trust: i.trust,
      status: i.status,
      supersededBy: i.supersededBy,
      validFrom: i.validFrom,
      validTo: i.validTo,
      recordedAt: i.recordedAt,
      retractedAt: i.retractedAt,
      receipts: receipts.all(i.id).map((r) => ({
        kind: String(r.kind),
        strength: String(r.strength),
        rule: r.rule ?? null,
        sessionId: r.session_id ?? null,
        promptNumber: r.prompt_number ?? null,
        files: JSON.parse(String(r.files_json ?? "[]")),
        commit: r.commit_sha ?? null,
        quote: String(r.quote ?? ""),
        createdAt: Number(r.created_at)
      }))
    })),
    audit: db.prepare("SELECT at, at_iso, actor, action, memory_id, reason, before_hash, after_hash FROM audit_log ORDER BY id").all(),
    tombstones: db.prepare("SELECT memory_id, content_hash, created_at FROM tombstones ORDER BY id").all().map(
      (t) => ({ memoryId: t.memory_id, contentHash: t.content_hash, createdAt: t.created_at })
    ),
    hashKey: hashKey(db)
  };
  if (opts.withSessions) {
    const summaries = db.prepare("SELECT prompt_number, summary, tier FROM turn_summaries WHERE session_id = ? ORDER BY prompt_number");
    out.sessions = db.prepare("SELECT id, started_at, ended_at, rollup_summary FROM sessions ORDER BY started_at").all().map(
      (s) => ({
        id: s.id,
        startedAt: s.started_at,
        endedAt: s.ended_at,
        rollup: s.rollup_summary,
        summaries: summaries.all(s.id).map((t) => ({ promptNumber: t.prompt_number, summary: t.summary, tier: t.tier }))
      })
    );
  }
  return out;
}
function importProjectMemory(db, data, ctx) {
  const report = { created: 0, alreadyThere: 0, forgottenHere: 0, forgottenFromExport: 0, superseded: 0, rejected: 0 };
  const byHash = db.prepare("SELECT id FROM memory_items WHERE type = ? AND content_hash = ? ORDER BY id LIMIT 1");
  const idMap = /* @__PURE__ */ new Map();
  db.transaction(() => {
    for (const item of data.items) {
      const hash = contentHash(hashKey(db), searchableText(item.type, item.text, item.subjectKey));
      const existing = byHash.get(item.type, hash);
      if (existing) {
        idMap.set(item.id, existing.id);
        report.alreadyThere++;
        continue;
      }
      if (isContentTombstoned(db, hash)) {
        report.forgottenHere++;
        continue;
      }
      const created = createItem(
        db,
        {
          type: item.type,
          text: item.text,
          reason: item.reason,
          subjectKey: item.subjectKey,
          origin: item.origin,
          source: item.source === "auto" || item.source === "manual" || item.source === "migrated" ? item.source : "imported",
          trust: item.trust === "verified" ? "verified" : "candidate",
          validFrom: item.validFrom,
          receipts: item.receipts.map((r) => ({
            kind: "import",
            strength: r.strength === "stated" ? "stated" : "inferred",
            rule: r.rule ?? "export",
            files: r.files,
            commit: r.commit,
            quote: r.quote
          }))
        },
        ctx
      );
      if (created.outcome === "blocked") {
        report.forgottenHere++;
        continue;
      }
      idMap.set(item.id, created.id);
      report.created++;
      if (item.trust === "rejected") {
        setTrust(db, created.id, "rejected", { ...ctx, reason: "rejected on the exporting machine" });
        report.rejected++;
      }
    }
    for (const item of data.items) {
      if (item.status !== "superseded" || item.supersededBy == null) continue;
      const oldId = idMap.get(item.id);
      const newId = idMap.get(item.supersededBy);
      if (oldId == null || newId == null) continue;
      const old = getItem(db, oldId);
      if (!old || old.status === "superseded") continue;
      supersedeItem(db, oldId, { existingId: newId }, { ...ctx, reason: "superseded on the exporting machine" });
      report.superseded++;
    }
  }).immediate();
  const forgotten = new Set(data.tombstones.map((t) => t.contentHash).filter((h) => Boolean(h)));
  if (forgotten.size) {
    const rows = db.prepare("SELECT id FROM memory_items").all().map((r) => getItem(db, r.id));
    for (const row of rows.filter((r) => forgotten.has(contentHash(data.hashKey, searchableText(r.type, r.text, r.subjectKey))))) {
      const [kind, ref] = itemId(row).split(":");
      if (forgetMemory(db, kind, ref, { ...ctx, reason: "forgotten on the exporting machine" })) report.forgottenFromExport++;
    }
  }
  return report;
}

export {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
};
