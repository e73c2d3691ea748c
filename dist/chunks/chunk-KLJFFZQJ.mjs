import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  KnowledgeError,
  createItem,
  findItem,
  supersedeItem
} from "./chunk-BQM4FMEU.mjs";

// src/store/saved-items.ts
var decisionItem = (d) => ({
  type: "decision",
  text: d.decision,
  reason: d.reason,
  origin: d.source === "auto" ? "inferred" : "explicit",
  source: d.source,
  validFrom: d.at,
  sessionId: d.sessionId,
  promptNumber: d.promptNumber,
  receipts: [
    {
      kind: d.source === "auto" ? "assistant" : "explicit",
      strength: d.source === "auto" ? "inferred" : "stated",
      sessionId: d.sessionId,
      promptNumber: d.promptNumber
    }
  ]
});
function recordDecision(db, d) {
  const r = createItem(db, decisionItem(d), { actor: d.actor ?? "cli", now: d.at });
  if (r.outcome === "blocked") throw new KnowledgeError(`Not saved: ${r.why}.`);
  return r.id;
}
function rememberItem(db, type, d) {
  const r = createItem(db, { ...decisionItem({ ...d, source: "manual" }), type }, { actor: d.actor ?? "cli", now: d.at });
  if (r.outcome === "blocked") throw new KnowledgeError(`Not saved: ${r.why}.`);
  return r.id;
}
function supersedeDecision(db, oldId, replacement) {
  if (!findItem(db, "decision", String(oldId))) return null;
  return supersedeItem(db, oldId, { input: decisionItem(replacement) }, { actor: replacement.actor ?? "cli", now: replacement.at }).newId;
}
var ITEM_FILTER = `status = 'active' AND trust != 'rejected' AND created_at >= @since AND session_id IS NOT @except`;
var itemParams = (f) => ({ since: f.since ?? 0, except: f.exceptSessionId ?? "" });
var typeList = (types) => `type IN (${types.map((t) => `'${t}'`).join(", ")})`;
function countActiveDecisions(db, filter = {}) {
  return countActiveItems(db, ["decision"], filter);
}
function countActiveItems(db, types, filter = {}) {
  return db.prepare(`SELECT count(*) AS n FROM memory_items WHERE ${typeList(types)} AND ${ITEM_FILTER}`).get(itemParams(filter)).n;
}
function activeDecisions(db, limit, filter = {}) {
  return activeItems(db, ["decision"], limit, filter);
}
function activeItems(db, types, limit, filter = {}) {
  return db.prepare(
    `SELECT id, type, text AS decision, reason, source, status, trust, superseded_by AS supersededBy, session_id AS sessionId, created_at AS createdAt,
           CASE WHEN team_uid IS NOT NULL THEN shared_by END AS sharedBy,
           (SELECT group_concat(o.type || ':' || o.id, ' ') FROM memory_conflicts c
              JOIN memory_items o ON o.id = CASE WHEN c.item_a = memory_items.id THEN c.item_b ELSE c.item_a END
            WHERE c.status = 'open' AND (c.item_a = memory_items.id OR c.item_b = memory_items.id)) AS conflictsWith
         FROM memory_items WHERE ${typeList(types)} AND ${ITEM_FILTER}
         ORDER BY (trust = 'verified') DESC, (source = 'manual') DESC, (coalesce(trim(reason), '') != '') DESC, created_at DESC LIMIT @limit`
  ).all({ ...itemParams(filter), limit }).map((r) => ({ ...r, conflictsWith: r.conflictsWith ? r.conflictsWith.split(" ") : [] }));
}
function recordCodeArea(db, filePath, description, source, at, sessionId, actor = "cli") {
  const r = createItem(
    db,
    {
      type: "code_area",
      text: description,
      subjectKey: filePath,
      origin: source === "auto" ? "inferred" : "explicit",
      source,
      validFrom: at,
      sessionId,
      receipts: [
        {
          kind: source === "auto" ? "tool" : "explicit",
          strength: source === "auto" ? "inferred" : "stated",
          sessionId,
          files: [filePath]
        }
      ]
    },
    { actor, now: at }
  );
  if (r.outcome === "blocked") throw new KnowledgeError(`Not saved: ${r.why}.`);
  return r.id;
}

export {
  recordDecision,
  rememberItem,
  supersedeDecision,
  countActiveDecisions,
  countActiveItems,
  activeDecisions,
  activeItems,
  recordCodeArea
};
