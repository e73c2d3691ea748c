import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  forgetMemory
} from "./chunk-ST2ZTIN7.mjs";
import {
  contentHash,
  createItem,
  getItem,
  hashKey,
  isContentTombstoned,
  isSessionTombstoned,
  isSourceTombstoned,
  searchableText,
  setTrust,
  supersedeItem,
  withoutForgottenSentences
} from "./chunk-BQM4FMEU.mjs";
import {
  sanitizeText
} from "./chunk-UOLGFTC5.mjs";

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
    tombstones: db.prepare("SELECT memory_id, content_hash, created_at FROM tombstones ORDER BY id").all().map((t) => ({ memoryId: t.memory_id, contentHash: t.content_hash, createdAt: t.created_at })),
    hashKey: hashKey(db)
  };
  if (opts.withSessions || opts.withPayloads) {
    const summaries = db.prepare(
      "SELECT prompt_number, summary, tier, card FROM turn_summaries WHERE session_id = ? ORDER BY prompt_number"
    );
    const prompts = db.prepare("SELECT prompt_number, text, created_at FROM prompts WHERE session_id = ? ORDER BY prompt_number");
    const replies = db.prepare("SELECT prompt_number, uuid, text, created_at FROM assistant_messages WHERE session_id = ? ORDER BY id");
    const tools = db.prepare(
      `SELECT e.prompt_number, e.tool_name, e.tool_use_id, e.success, e.summary, e.error, e.created_at, p.input_json, p.output_text
       FROM tool_events e LEFT JOIN tool_event_payloads p ON p.id = e.payload_id WHERE e.session_id = ? ORDER BY e.id`
    );
    out.sessions = db.prepare("SELECT id, started_at, ended_at, rollup_summary FROM sessions ORDER BY started_at").all().map(
      (s) => ({
        id: s.id,
        startedAt: s.started_at,
        endedAt: s.ended_at,
        rollup: s.rollup_summary,
        summaries: summaries.all(s.id).map((t) => ({
          promptNumber: t.prompt_number,
          summary: t.summary,
          tier: t.tier,
          card: t.card
        })),
        ...opts.withPayloads ? {
          prompts: prompts.all(s.id).map((p) => ({
            promptNumber: p.prompt_number,
            text: p.text,
            createdAt: p.created_at
          })),
          replies: replies.all(s.id).map((r) => ({
            promptNumber: r.prompt_number,
            uuid: r.uuid,
            text: r.text,
            createdAt: r.created_at
          })),
          tools: tools.all(s.id).map((t) => ({
            promptNumber: t.prompt_number,
            toolName: t.tool_name,
            toolUseId: t.tool_use_id,
            success: t.success === 1,
            summary: t.summary,
            error: t.error,
            createdAt: t.created_at,
            input: t.input_json,
            output: t.output_text
          }))
        } : {}
      })
    );
  }
  return out;
}
function importProjectMemory(db, data, ctx, projectName = "") {
  const report = {
    created: 0,
    alreadyThere: 0,
    forgottenHere: 0,
    forgottenFromExport: 0,
    superseded: 0,
    rejected: 0,
    sessions: 0
  };
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
    for (const session of data.sessions ?? []) if (importSession(db, session, projectName)) report.sessions++;
  }).immediate();
  const forgotten = new Set(data.tombstones.map((t) => t.contentHash).filter((h) => Boolean(h)));
  if (forgotten.size) {
    const rows = db.prepare("SELECT id FROM memory_items").all().map((r) => getItem(db, r.id));
    for (const row of rows.filter((r) => forgotten.has(contentHash(data.hashKey, searchableText(r.type, r.text, r.subjectKey))))) {
      if (forgetMemory(db, { kind: row.type, ref: String(row.id) }, { ...ctx, reason: "forgotten on the exporting machine", journal: null }))
        report.forgottenFromExport++;
    }
  }
  return report;
}
var iso = (ms) => new Date(ms).toISOString();
function importSession(db, s, projectName) {
  if (db.prepare("SELECT 1 FROM sessions WHERE id = ?").get(s.id) || isSessionTombstoned(db, s.id)) return false;
  const last = s.endedAt ?? s.startedAt;
  db.prepare(
    `INSERT INTO sessions (id, project, source, started_at, started_at_iso, ended_at, ended_at_iso, last_activity_at, prompt_count, status, exit_reason)
     VALUES (?, ?, 'import', ?, ?, ?, ?, ?, ?, 'completed', 'imported')`
  ).run(
    s.id,
    projectName,
    s.startedAt,
    iso(s.startedAt),
    s.endedAt,
    s.endedAt == null ? null : iso(s.endedAt),
    last,
    Math.max(s.prompts?.length ?? 0, s.summaries.length)
  );
  const prompt = db.prepare(
    "INSERT OR IGNORE INTO prompts (session_id, prompt_number, text, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?)"
  );
  for (const p of s.prompts ?? []) prompt.run(s.id, p.promptNumber, sanitizeText(p.text), p.createdAt, iso(p.createdAt));
  const reply = db.prepare(
    "INSERT OR IGNORE INTO assistant_messages (session_id, prompt_number, uuid, text, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?, ?)"
  );
  for (const r of s.replies ?? []) reply.run(s.id, r.promptNumber, r.uuid, sanitizeText(r.text), r.createdAt, iso(r.createdAt));
  const payload = db.prepare("INSERT INTO tool_event_payloads (input_json, output_text, size_bytes, created_at) VALUES (?, ?, ?, ?)");
  const tool = db.prepare(
    `INSERT OR IGNORE INTO tool_events (session_id, prompt_number, tool_name, tool_use_id, success, summary, error, payload_id, created_at, created_at_iso)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  );
  for (const t of s.tools ?? []) {
    if (isSourceTombstoned(db, { toolUseId: t.toolUseId })) continue;
    const input = t.input == null ? null : sanitizeText(t.input);
    const output = t.output == null ? null : sanitizeText(t.output);
    const payloadId = input != null || output != null ? Number(payload.run(input ?? "", output ?? "", Buffer.byteLength((input ?? "") + (output ?? "")), t.createdAt).lastInsertRowid) : null;
    tool.run(
      s.id,
      t.promptNumber,
      sanitizeText(t.toolName),
      t.toolUseId,
      t.success ? 1 : 0,
      sanitizeText(t.summary),
      t.error == null ? null : sanitizeText(t.error),
      payloadId,
      t.createdAt,
      iso(t.createdAt)
    );
  }
  const summary = db.prepare(
    "INSERT OR IGNORE INTO turn_summaries (session_id, prompt_number, summary, tier, card, created_at) VALUES (?, ?, ?, ?, ?, ?)"
  );
  const clean = (text) => withoutForgottenSentences(db, sanitizeText(text));
  for (const t of s.summaries) summary.run(s.id, t.promptNumber, clean(t.summary), t.tier, t.card == null ? null : clean(t.card), last);
  if (s.rollup) db.prepare("UPDATE sessions SET rollup_summary = ?, rollup_tier = ? WHERE id = ?").run(clean(s.rollup), "imported", s.id);
  return true;
}

export {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
};
