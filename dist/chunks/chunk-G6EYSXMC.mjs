import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/store/memory.ts
var iso = (ms) => new Date(ms).toISOString();
function loadTurn(db, sessionId, promptNumber) {
  const prompt = db.prepare("SELECT text, created_at FROM prompts WHERE session_id = ? AND prompt_number = ?").get(sessionId, promptNumber);
  const tools = db.prepare(
    `SELECT t.tool_name, p.input_json, p.output_text, t.success, t.error, t.summary, t.created_at FROM tool_events t
       LEFT JOIN tool_event_payloads p ON p.id = t.payload_id
       WHERE t.session_id = ? AND t.prompt_number = ? ORDER BY t.created_at, t.id`
  ).all(sessionId, promptNumber);
  const assistant = db.prepare("SELECT text FROM assistant_messages WHERE session_id = ? AND prompt_number = ? AND agent_id IS NULL ORDER BY created_at, id").all(sessionId, promptNumber);
  if (!prompt && tools.length === 0 && assistant.length === 0) return null;
  return {
    at: prompt?.created_at ?? tools[0]?.created_at ?? null,
    prompt: prompt?.text ?? "",
    tools: tools.map((t) => ({ toolName: t.tool_name, inputJson: t.input_json, output: t.output_text, success: t.success === 1, error: t.error, summary: t.summary })),
    assistantText: assistant.map((a) => a.text)
  };
}
function saveTurnSummary(db, sessionId, promptNumber, summary, tier, evidenceJson, now) {
  db.prepare(
    `INSERT INTO turn_summaries (session_id, prompt_number, summary, tier, evidence_json, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(session_id, prompt_number) DO UPDATE SET summary = excluded.summary, tier = excluded.tier, evidence_json = excluded.evidence_json`
  ).run(sessionId, promptNumber, summary, tier, evidenceJson, now);
}
function turnSummaries(db, sessionId) {
  return db.prepare("SELECT prompt_number, summary, tier, evidence_json FROM turn_summaries WHERE session_id = ? ORDER BY prompt_number").all(sessionId).map((r) => ({ promptNumber: r.prompt_number, summary: r.summary, tier: r.tier, evidenceJson: r.evidence_json }));
}
function unsummarizedTurns(db, sessionId) {
  return db.prepare(
    `SELECT p.prompt_number AS n FROM prompts p
         LEFT JOIN turn_summaries s ON s.session_id = p.session_id AND s.prompt_number = p.prompt_number
         WHERE p.session_id = ? AND s.id IS NULL ORDER BY p.prompt_number`
  ).all(sessionId).map((r) => r.n);
}
function saveRollup(db, sessionId, summary, tier) {
  db.prepare("UPDATE sessions SET rollup_summary = ?, rollup_tier = ? WHERE id = ?").run(summary, tier, sessionId);
}
function recordDecision(db, d) {
  const dup = db.prepare(`SELECT id FROM decisions WHERE decision = ? AND reason = ? AND status = 'active'`).get(d.decision, d.reason);
  if (dup) return dup.id;
  const result = db.prepare(
    `INSERT INTO decisions (session_id, prompt_number, decision, reason, source, created_at, created_at_iso)
       VALUES (?, ?, ?, ?, ?, ?, ?)`
  ).run(d.sessionId ?? null, d.promptNumber ?? null, d.decision, d.reason, d.source, d.at, iso(d.at));
  return Number(result.lastInsertRowid);
}
function supersedeDecision(db, oldId, replacement) {
  const tx = db.transaction(() => {
    const old = db.prepare(`SELECT id FROM decisions WHERE id = ?`).get(oldId);
    if (!old) return null;
    const newId = Number(
      db.prepare(`INSERT INTO decisions (session_id, prompt_number, decision, reason, source, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?, ?, ?)`).run(replacement.sessionId ?? null, replacement.promptNumber ?? null, replacement.decision, replacement.reason, replacement.source, replacement.at, iso(replacement.at)).lastInsertRowid
    );
    db.prepare(`UPDATE decisions SET status = 'superseded', superseded_by = ? WHERE id = ?`).run(newId, oldId);
    return newId;
  });
  return tx.immediate();
}
function recordCodeArea(db, filePath, description, source, at, sessionId) {
  db.prepare(
    `INSERT INTO code_areas (session_id, file_path, description, source, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(file_path, description) DO NOTHING`
  ).run(sessionId ?? null, filePath, description, source, at, iso(at));
  return db.prepare("SELECT id FROM code_areas WHERE file_path = ? AND description = ?").get(filePath, description).id;
}
function forget(db, kind, id) {
  const tx = db.transaction(() => {
    switch (kind) {
      case "decision":
        db.prepare("UPDATE decisions SET superseded_by = NULL WHERE superseded_by = ?").run(id);
        return db.prepare("DELETE FROM decisions WHERE id = ?").run(id).changes;
      case "prompt":
        return db.prepare("DELETE FROM prompts WHERE id = ?").run(id).changes;
      case "assistant":
        return db.prepare("DELETE FROM assistant_messages WHERE id = ?").run(id).changes;
      case "summary":
        return db.prepare("DELETE FROM turn_summaries WHERE id = ?").run(id).changes;
      case "code_area":
        return db.prepare("DELETE FROM code_areas WHERE id = ?").run(id).changes;
      case "tool": {
        const row = db.prepare("SELECT payload_id FROM tool_events WHERE id = ?").get(id);
        if (!row) return 0;
        const n = db.prepare("DELETE FROM tool_events WHERE id = ?").run(id).changes;
        if (row.payload_id) db.prepare("DELETE FROM tool_event_payloads WHERE id = ?").run(row.payload_id);
        return n;
      }
      case "session": {
        const payloads = db.prepare("SELECT payload_id FROM tool_events WHERE session_id = ? AND payload_id IS NOT NULL").all(id);
        db.prepare("DELETE FROM pending_compressions WHERE target = ? OR target LIKE ? ESCAPE '\\'").run(id, `${id.replace(/[\\%_]/g, "\\$&")}#%`);
        const n = db.prepare("DELETE FROM sessions WHERE id = ?").run(id).changes;
        const del = db.prepare("DELETE FROM tool_event_payloads WHERE id = ?");
        for (const p of payloads) del.run(p.payload_id);
        return n;
      }
    }
  });
  const removed = tx.immediate();
  if (removed > 0) {
    db.exec(`INSERT INTO search_fts(search_fts) VALUES ('optimize'); INSERT INTO search_trigram(search_trigram) VALUES ('optimize');`);
    db.pragma("wal_checkpoint(TRUNCATE)");
  }
  return removed;
}
function sweepRawPayloads(db, cutoff) {
  const tx = db.transaction(() => {
    const ids = db.prepare(
      `SELECT t.id AS event_id, t.payload_id FROM tool_events t
         JOIN turn_summaries s ON s.session_id = t.session_id AND s.prompt_number = t.prompt_number
         WHERE t.payload_id IS NOT NULL AND t.created_at < ?`
    ).all(cutoff);
    const unlink = db.prepare("UPDATE tool_events SET payload_id = NULL WHERE id = ?");
    const del = db.prepare("DELETE FROM tool_event_payloads WHERE id = ?");
    for (const r of ids) {
      unlink.run(r.event_id);
      del.run(r.payload_id);
    }
    return ids.length;
  });
  return tx.immediate();
}

export {
  loadTurn,
  saveTurnSummary,
  turnSummaries,
  unsummarizedTurns,
  saveRollup,
  recordDecision,
  supersedeDecision,
  recordCodeArea,
  forget,
  sweepRawPayloads
};
