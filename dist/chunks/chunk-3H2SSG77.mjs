import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/store/kinds.ts
var MEMORY_KINDS = {
  decision: { ref: "row", searchable: true, vector: true, prior: 1.15, describe: "a decision and its reason" },
  code_area: { ref: "row", searchable: true, vector: true, prior: 1, describe: "what a file or directory is for" },
  // Knowledge items found by extraction or saved: ranked like decisions, a little below.
  preference: { ref: "row", searchable: true, vector: true, prior: 1.12, describe: "how the user wants things done" },
  convention: { ref: "row", searchable: true, vector: true, prior: 1.12, describe: "how this codebase does things" },
  discovery: { ref: "row", searchable: true, vector: true, prior: 1.1, describe: "a root cause and its fix" },
  prompt: { ref: "row", searchable: true, vector: true, prior: 1.08, describe: "a prompt the user typed" },
  assistant: { ref: "row", searchable: true, vector: true, prior: 1, describe: "the assistant's text in a turn" },
  summary: { ref: "row", searchable: true, vector: false, prior: 1.04, describe: "a turn summary" },
  turn: {
    ref: "row",
    searchable: true,
    vector: false,
    prior: 1.04,
    describe: "a turn card: the prompt, the reply, files written, commands and their salient output"
  },
  rollup: { ref: "session", searchable: true, vector: false, prior: 1.04, describe: "a session rollup" },
  tool: { ref: "row", searchable: true, vector: true, prior: 1, describe: "a tool call and its outcome" },
  session: { ref: "session", searchable: false, vector: false, prior: 1, describe: "a whole session and all that was captured in it" }
};
var ALL_KINDS = Object.keys(MEMORY_KINDS);
var SEARCHABLE_KINDS = ALL_KINDS.filter((k) => MEMORY_KINDS[k].searchable);
var VECTOR_KINDS = ALL_KINDS.filter((k) => MEMORY_KINDS[k].vector);
function isMemoryKind(kind) {
  return Object.hasOwn(MEMORY_KINDS, kind);
}
var formatMemoryId = (kind, ref) => `${kind}:${ref}`;
var MEMORY_ID_EXAMPLES = "decision:12, tool:7, rollup:<session id>, session:<session id>";
function parseMemoryId(text) {
  const at = text.indexOf(":");
  const kind = at < 0 ? "" : text.slice(0, at).trim();
  const ref = at < 0 ? "" : text.slice(at + 1).trim();
  if (!isMemoryKind(kind) || !ref) {
    return {
      ok: false,
      error: `"${text}" is not a memory id (expected <kind>:<ref>, e.g. ${MEMORY_ID_EXAMPLES}; kinds: ${ALL_KINDS.join(", ")})`
    };
  }
  if (MEMORY_KINDS[kind].ref === "row" && !/^\d+$/.test(ref))
    return { ok: false, error: `"${text}": a ${kind} id is a number, e.g. ${kind}:12` };
  return { ok: true, id: { kind, ref } };
}
function parseKindList(names) {
  const bad = names.filter((k) => !isMemoryKind(k) || !MEMORY_KINDS[k].searchable);
  if (bad.length)
    return {
      ok: false,
      error: `unknown kind${bad.length > 1 ? "s" : ""} ${bad.map((b) => `"${b}"`).join(", ")} (kinds: ${SEARCHABLE_KINDS.join(", ")})`
    };
  return { ok: true, kinds: names };
}
var SCOPES = ["project", "global"];
var SCOPE_FILTERS = ["project", "global", "team", "all"];
var SAVE_SCOPES = ["project", "global", "team"];
var GLOBAL_PREFIX = "global:";
var isScopeFilter = (s) => SCOPE_FILTERS.includes(s);
function splitScopedId(text) {
  const t = text.trim();
  return t.startsWith(GLOBAL_PREFIX) ? { scope: "global", id: t.slice(GLOBAL_PREFIX.length) } : { scope: "project", id: t };
}
var scopedId = (scope, id) => scope === "global" && !id.startsWith(GLOBAL_PREFIX) ? `${GLOBAL_PREFIX}${id}` : id;
var ITEM_ID = "(?:decision|preference|convention|discovery|code_area):\\d+";
var WHOLE_ITEM_ID = new RegExp(`^${ITEM_ID}$`);
var ITEM_IDS_IN_TEXT = new RegExp(`(?<![\\w:/])(${ITEM_ID})`, "g");
var globalItemId = (id) => WHOLE_ITEM_ID.test(id) ? scopedId("global", id) : id;
var withGlobalIds = (text) => text.replace(ITEM_IDS_IN_TEXT, `${GLOBAL_PREFIX}$1`);

export {
  MEMORY_KINDS,
  ALL_KINDS,
  SEARCHABLE_KINDS,
  VECTOR_KINDS,
  formatMemoryId,
  MEMORY_ID_EXAMPLES,
  parseMemoryId,
  parseKindList,
  SCOPES,
  SCOPE_FILTERS,
  SAVE_SCOPES,
  isScopeFilter,
  splitScopedId,
  scopedId,
  globalItemId,
  withGlobalIds
};
