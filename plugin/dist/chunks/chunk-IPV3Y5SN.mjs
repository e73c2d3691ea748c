import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/store/kinds.ts
var MEMORY_KINDS = {
  decision: {
    ref: "row",
    family: "item",
    saved: true,
    standing: true,
    searchable: true,
    vector: true,
    prior: 1.15,
    describe: "a decision and its reason",
    noun: ["decision", "decisions"]
  },
  // Knowledge items found by extraction or saved: ranked like decisions, a little below.
  preference: {
    ref: "row",
    family: "item",
    saved: true,
    standing: true,
    searchable: true,
    vector: true,
    prior: 1.12,
    describe: "how the user wants things done",
    noun: ["preference", "preferences"]
  },
  convention: {
    ref: "row",
    family: "item",
    saved: true,
    standing: true,
    searchable: true,
    vector: true,
    prior: 1.12,
    describe: "how this codebase does things",
    noun: ["convention", "conventions"]
  },
  discovery: {
    ref: "row",
    family: "item",
    saved: true,
    searchable: true,
    vector: true,
    prior: 1.1,
    describe: "a root cause and its fix",
    noun: ["discovery", "discoveries"]
  },
  code_area: {
    ref: "row",
    family: "item",
    searchable: true,
    vector: true,
    prior: 1,
    describe: "what a file or directory is for",
    noun: ["code area", "code areas"]
  },
  prompt: {
    ref: "row",
    family: "captured",
    searchable: true,
    vector: true,
    prior: 1.08,
    describe: "a prompt the user typed",
    noun: ["prompt", "prompts"]
  },
  assistant: {
    ref: "row",
    family: "captured",
    searchable: true,
    vector: true,
    prior: 1,
    describe: "the assistant's text in a turn",
    noun: ["assistant message", "assistant messages"]
  },
  summary: {
    ref: "row",
    family: "captured",
    searchable: true,
    vector: false,
    prior: 1.04,
    describe: "a turn summary",
    noun: ["turn summary", "turn summaries"]
  },
  turn: {
    ref: "row",
    family: "captured",
    searchable: true,
    vector: false,
    prior: 1.04,
    describe: "a turn card: the prompt, the reply, files written, commands and their salient output",
    noun: ["turn", "turns"]
  },
  rollup: {
    ref: "session",
    family: "captured",
    searchable: true,
    vector: false,
    prior: 1.04,
    describe: "a session rollup",
    noun: ["session rollup", "session rollups"]
  },
  tool: {
    ref: "row",
    family: "captured",
    searchable: true,
    vector: true,
    prior: 1,
    describe: "a tool call and its outcome",
    noun: ["tool event", "tool events"]
  },
  session: {
    ref: "session",
    family: "captured",
    searchable: false,
    vector: false,
    prior: 1,
    describe: "a whole session and all that was captured in it",
    noun: ["session", "sessions"]
  }
};
var ALL_KINDS = Object.keys(MEMORY_KINDS);
var SEARCHABLE_KINDS = ALL_KINDS.filter((k) => MEMORY_KINDS[k].searchable);
var VECTOR_KINDS = ALL_KINDS.filter((k) => MEMORY_KINDS[k].vector);
var kindsWhere = (keep) => ALL_KINDS.filter((k) => keep(MEMORY_KINDS[k]));
var ITEM_TYPES = kindsWhere((k) => k.family === "item");
var isItemType = (k) => ITEM_TYPES.includes(k);
var SAVED_ITEM_TYPES = kindsWhere((k) => k.saved === true);
var STANDING_ITEM_TYPES = kindsWhere((k) => k.standing === true);
function isMemoryKind(kind) {
  return Object.hasOwn(MEMORY_KINDS, kind);
}
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
var ITEM_ID = `(?:${ITEM_TYPES.join("|")}):\\d+`;
var WHOLE_ITEM_ID = new RegExp(`^${ITEM_ID}$`);
var ITEM_IDS_IN_TEXT = new RegExp(`(?<![\\w:/])(${ITEM_ID})`, "g");
var globalItemId = (id) => WHOLE_ITEM_ID.test(id) ? scopedId("global", id) : id;
var withGlobalIds = (text) => text.replace(ITEM_IDS_IN_TEXT, `${GLOBAL_PREFIX}$1`);

export {
  MEMORY_KINDS,
  ALL_KINDS,
  SEARCHABLE_KINDS,
  VECTOR_KINDS,
  ITEM_TYPES,
  isItemType,
  SAVED_ITEM_TYPES,
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
