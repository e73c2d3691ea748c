import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  itemReceipts
} from "./chunk-XGSTUHQY.mjs";
import {
  KnowledgeError,
  createItem,
  findEquivalentItem,
  getItem,
  itemId,
  noteItemEvent,
  withdrawItem
} from "./chunk-BQM4FMEU.mjs";
import {
  scopedId
} from "./chunk-IPV3Y5SN.mjs";

// src/store/scopes.ts
function copyOf(db, row, move) {
  const receipts = itemReceipts(db, row.id).map((r) => ({
    kind: r.kind,
    strength: r.strength,
    rule: r.rule ?? void 0,
    sessionId: r.sessionId,
    promptNumber: r.promptNumber,
    transcriptUuid: r.transcriptUuid,
    toolUseId: r.toolUseId,
    promptId: r.promptId,
    files: r.files,
    commit: r.commit,
    quote: r.quote
  }));
  return {
    type: row.type,
    text: row.text,
    reason: row.reason,
    subjectKey: row.subjectKey,
    origin: row.origin,
    source: row.source,
    trust: row.trust === "verified" ? "verified" : "candidate",
    validFrom: row.validFrom,
    receipts: [...receipts, move],
    facets: { value: row.value, replaces: row.replaces, contrast: row.contrast, polarity: row.polarity }
  };
}
function movable(row, id) {
  if (!row) throw new KnowledgeError(`Nothing stored under ${id}.`);
  if (row.trust === "rejected") throw new KnowledgeError(`${id} was rejected: there is nothing to move.`);
  if (row.status === "superseded")
    throw new KnowledgeError(`${id} was superseded by ${row.type}:${row.supersededBy ?? "?"}: move the item that stands now.`);
  return row;
}
function promoteItem(project, global, id, ctx) {
  const row = movable(getItem(project, id), `item ${id}`);
  const from = `${ctx.projectName}/${itemId(row)}`;
  const made = createItem(
    global,
    copyOf(project, row, { kind: "explicit", strength: "stated", rule: "promote", quote: `promoted from ${from}` }),
    {
      ...ctx,
      reason: ctx.reason ?? `promoted from ${from}`
    }
  );
  if (made.outcome === "blocked") throw new KnowledgeError(`Not promoted: ${made.why} in the global memory.`);
  const globalId = scopedId("global", `${row.type}:${made.id}`);
  noteItemEvent(project, row.id, "promote", { ...ctx, reason: ctx.reason ?? `copied to the global memory as ${globalId}` });
  return { projectId: itemId(row), globalId, outcome: made.outcome };
}
function demoteItem(project, global, target, ctx) {
  if (target.scope === "project") {
    const row = movable(getItem(project, target.id), `item ${target.id}`);
    const copy = findEquivalentItem(global, row.type, row.text, row.subjectKey);
    if (!copy) throw new KnowledgeError(`${itemId(row)} has no copy in the global memory (nothing to demote).`);
    withdrawItem(global, copy.id, { ...ctx, reason: ctx.reason ?? `demoted: kept only in ${ctx.projectName} as ${itemId(row)}` });
    noteItemEvent(project, row.id, "demote", {
      ...ctx,
      reason: ctx.reason ?? `its global copy ${scopedId("global", itemId(copy))} was withdrawn`
    });
    return { projectId: itemId(row), globalId: null, outcome: "withdrawn" };
  }
  const globalRow = movable(getItem(global, target.id), scopedId("global", `item:${target.id}`));
  const gid = scopedId("global", itemId(globalRow));
  const made = createItem(
    project,
    copyOf(global, globalRow, { kind: "explicit", strength: "stated", rule: "demote", quote: `demoted from ${gid}` }),
    {
      ...ctx,
      reason: ctx.reason ?? `demoted from ${gid}`
    }
  );
  if (made.outcome === "blocked") throw new KnowledgeError(`Not demoted: ${made.why} in ${ctx.projectName}.`);
  const projectId = `${globalRow.type}:${made.id}`;
  withdrawItem(global, globalRow.id, { ...ctx, reason: ctx.reason ?? `demoted into ${ctx.projectName} as ${projectId}` });
  return { projectId, globalId: null, outcome: made.outcome };
}

export {
  promoteItem,
  demoteItem
};
