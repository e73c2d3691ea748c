import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  fitToBudget
} from "./chunk-FHNVZ42N.mjs";

// src/store/injected.ts
function alreadyInjected(db, sessionId, memoryIds) {
  const shown = db.prepare("SELECT 1 FROM injected_memories WHERE session_id = ? AND memory_id = ?");
  return new Set(memoryIds.filter((id) => shown.get(sessionId, id)));
}
function markInjected(db, sessionId, memoryIds, at) {
  const mark = db.prepare("INSERT OR IGNORE INTO injected_memories (session_id, memory_id, injected_at) VALUES (?, ?, ?)");
  db.transaction(() => {
    for (const id of memoryIds) mark.run(sessionId, id, at);
  }).immediate();
}

// src/inject/prompt.ts
var INJECTION_SNIPPET_CHARS = 700;
var UNKNOWN_NAME_ITEMS = 1;
var MIN_PROMPT_CHARS = 12;
var CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
var CJK_CHAR_WEIGHT = 3;
function searchesFor(prompt, maxItems) {
  const text = prompt.trim();
  const cjk = text.match(CJK_CHAR)?.length ?? 0;
  return maxItems > 0 && text.length + cjk * (CJK_CHAR_WEIGHT - 1) >= MIN_PROMPT_CHARS;
}
async function promptInjection(db, prompt, search, opts) {
  if (!searchesFor(prompt, opts.maxItems)) return null;
  const started = opts.now();
  const { hits, unknownNames = [] } = await search(prompt, opts.maxItems * 4);
  if (opts.now() - started > opts.latencyBudgetMs) return null;
  const shown = alreadyInjected(
    db,
    opts.sessionId,
    hits.map((h) => h.id)
  );
  const most = unknownNames.length ? Math.min(opts.maxItems, UNKNOWN_NAME_ITEMS) : opts.maxItems;
  const fresh = hits.filter((h) => h.relevant && h.session_id !== opts.sessionId && !shown.has(h.id)).slice(0, most);
  if (!fresh.length) return null;
  const lineOf = (h, snippet) => {
    const where = h.session_id ? ` (session ${h.session_id.slice(0, 8)}${h.prompt_number != null ? `, turn ${h.prompt_number}` : ""}, ${h.created_at.slice(0, 10)})` : "";
    const marks = `${h.trust === "candidate" ? ", unconfirmed" : ""}${h.shared_by ? `, shared by ${h.shared_by}` : ""}${h.conflicts_with?.length ? `, conflicts with ${h.conflicts_with.join(" ")}` : ""}`;
    const stale = h.superseded_by ? ` [superseded by ${h.superseded_by}]` : "";
    return `- [${h.id}${marks}]${stale} ${snippet}${where}`;
  };
  const fitted = packLines(
    fresh.map((h) => lineOf(h, h.snippet)),
    fresh.map((h) => lineOf(h, h.brief ?? h.snippet)),
    opts.budgetTokens,
    unknownNames.length ? `${HEADER}
No memory mentions ${unknownNames.join(", ")}; the closest:` : HEADER
  );
  if (fitted.included === 0) return null;
  return { text: fitted.text, shownIds: fresh.slice(0, fitted.included).map((h) => h.id) };
}
var HEADER = "Possibly relevant memories from earlier sessions (claude-memory; drill down with session_timeline / session_event):";
var trailer = (n) => `\u2026 ${n} more (session_recall finds them)`;
function packLines(full, brief, budgetTokens, header = HEADER) {
  const fitLines = (lines) => fitToBudget(lines, budgetTokens, { header, trailer });
  const chosen = [...brief];
  let best = fitLines(chosen);
  const n = best.included;
  for (let i = 0; i < n; i++) {
    if (full[i] === chosen[i]) continue;
    const tried = [...chosen];
    tried[i] = full[i];
    const r = fitLines(tried);
    if (r.included >= n) {
      chosen[i] = full[i];
      best = r;
    }
  }
  return best;
}

export {
  markInjected,
  INJECTION_SNIPPET_CHARS,
  searchesFor,
  promptInjection
};
