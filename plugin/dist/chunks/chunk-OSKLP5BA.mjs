import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  resolveSessionId
} from "./chunk-LJA4YGNL.mjs";
import {
  capturedExplanation,
  explainItem
} from "./chunk-XGSTUHQY.mjs";
import {
  turnTarget
} from "./chunk-R3T3FHGL.mjs";
import {
  findItem,
  forgetItemWithin,
  hashText,
  itemId,
  turnMemoryId
} from "./chunk-BQM4FMEU.mjs";
import {
  ITEM_TYPES
} from "./chunk-IPV3Y5SN.mjs";

// src/store/memory-kinds.ts
var one = (db, sql, ...params) => db.prepare(sql).get(...params);
var count = (db, sql, ...params) => db.prepare(sql).get(...params).n;
var none = () => [];
function itemKind(type) {
  return {
    locate(db, ref) {
      const row = findItem(db, type, ref);
      return row ? { ref: String(row.id), id: itemId(row), label: row.type === "code_area" ? `${row.subjectKey}: ${row.text}` : row.text } : null;
    },
    forget(f, ref) {
      const row = findItem(f.db, type, ref);
      if (!row) return false;
      f.deleted(row.type, 1);
      f.deleted("receipt", count(f.db, "SELECT count(*) AS n FROM memory_provenance WHERE item_id = ?", row.id));
      f.deleted("conflict", count(f.db, "SELECT count(*) AS n FROM memory_conflicts WHERE item_a = ? OR item_b = ?", row.id, row.id));
      f.unlinked(
        row.supersededBy != null ? "relinked" : "reopened",
        count(f.db, "SELECT count(*) AS n FROM memory_items WHERE superseded_by = ?", row.id)
      );
      forgetItemWithin(f.db, row, f.ctx, (t) => f.tomb(t));
      f.removed(1);
      return true;
    },
    explain(db, ref) {
      const item = explainItem(db, type, ref);
      return item ? { family: "item", item } : null;
    },
    journalMatches: none
  };
}
var captured = (db, kind, ref, source) => source ? { family: "captured", captured: capturedExplanation(db, kind, ref, source) } : null;
function sessionExplanation(db, kind, ref) {
  const r = one(db, "SELECT id, transcript_path, rollup_summary, rollup_tier, started_at, prompt_count FROM sessions WHERE id = ?", ref);
  if (!r || kind === "rollup" && r.rollup_summary == null) return null;
  return captured(db, kind, ref, {
    text: kind === "rollup" ? r.rollup_summary : `${r.prompt_count} prompts${r.rollup_summary ? `: ${r.rollup_summary}` : ""}`,
    sessionId: r.id,
    promptNumber: null,
    at: r.started_at,
    keys: { transcript_path: r.transcript_path, tier: r.rollup_tier },
    supportsWhere: ["p.session_id = ?", [r.id]]
  });
}
var items = Object.fromEntries(ITEM_TYPES.map((t) => [t, itemKind(t)]));
var KIND_BEHAVIOUR = {
  ...items,
  prompt: {
    locate(db, ref) {
      const r = one(db, "SELECT text FROM prompts WHERE id = ?", ref);
      return r ? { ref, id: `prompt:${ref}`, label: r.text } : null;
    },
    forget(f, ref) {
      const p = one(
        f.db,
        "SELECT id, session_id, prompt_number, prompt_id, uuid, text FROM prompts WHERE id = ?",
        ref
      );
      if (!p) return false;
      f.tomb({
        memoryId: f.memoryId,
        contentHash: hashText(f.db, p.text),
        sessionId: p.session_id,
        transcriptUuid: p.uuid,
        promptId: p.prompt_id,
        text: p.text
      });
      f.removed(f.db.prepare("DELETE FROM prompts WHERE id = ?").run(p.id).changes);
      f.deleted("prompt", 1);
      f.dropReceipts(`session_id = ? AND prompt_number = ? AND kind = 'prompt'`, p.session_id, p.prompt_number);
      f.rebuildTurn(p.session_id, p.prompt_number);
      f.rebuildRollup(p.session_id);
      return true;
    },
    explain(db, ref) {
      const r = one(db, "SELECT session_id, prompt_number, prompt_id, uuid, text, created_at FROM prompts WHERE id = ?", ref);
      return captured(
        db,
        "prompt",
        ref,
        r && {
          text: r.text,
          sessionId: r.session_id,
          promptNumber: r.prompt_number,
          at: r.created_at,
          keys: { prompt_id: r.prompt_id, transcript_uuid: r.uuid },
          supportsWhere: [`p.session_id = ? AND p.prompt_number = ? AND p.kind = 'prompt'`, [r.session_id, r.prompt_number]]
        }
      );
    },
    journalMatches(db, ref) {
      const r = one(db, "SELECT prompt_id FROM prompts WHERE id = ?", ref);
      return r?.prompt_id ? [{ field: "prompt_id", value: r.prompt_id }] : [];
    }
  },
  assistant: {
    locate(db, ref) {
      const r = one(db, "SELECT text FROM assistant_messages WHERE id = ?", ref);
      return r ? { ref, id: `assistant:${ref}`, label: r.text } : null;
    },
    forget(f, ref) {
      const a = one(
        f.db,
        "SELECT id, session_id, prompt_number, uuid, text FROM assistant_messages WHERE id = ?",
        ref
      );
      if (!a) return false;
      f.tomb({ memoryId: f.memoryId, contentHash: hashText(f.db, a.text), sessionId: a.session_id, transcriptUuid: a.uuid, text: a.text });
      f.removed(f.db.prepare("DELETE FROM assistant_messages WHERE id = ?").run(a.id).changes);
      f.deleted("assistant", 1);
      f.dropReceipts("transcript_uuid = ?", a.uuid);
      f.rebuildTurn(a.session_id, a.prompt_number);
      f.rebuildRollup(a.session_id);
      return true;
    },
    explain(db, ref) {
      const r = one(
        db,
        "SELECT session_id, prompt_number, uuid, text, created_at FROM assistant_messages WHERE id = ?",
        ref
      );
      return captured(
        db,
        "assistant",
        ref,
        r && {
          text: r.text,
          sessionId: r.session_id,
          promptNumber: r.prompt_number,
          at: r.created_at,
          keys: { transcript_uuid: r.uuid },
          supportsWhere: ["p.transcript_uuid = ?", [r.uuid]]
        }
      );
    },
    // Read from the transcript at Stop, never journaled.
    journalMatches: none
  },
  tool: {
    locate(db, ref) {
      const r = one(db, "SELECT tool_name, summary FROM tool_events WHERE id = ?", ref);
      return r ? { ref, id: `tool:${ref}`, label: `${r.tool_name}: ${r.summary}` } : null;
    },
    forget(f, ref) {
      const t = one(f.db, "SELECT id, session_id, prompt_number, tool_use_id, payload_id, summary FROM tool_events WHERE id = ?", ref);
      if (!t) return false;
      f.tomb({ memoryId: f.memoryId, sessionId: t.session_id, toolUseId: t.tool_use_id, text: t.summary });
      f.removed(f.db.prepare("DELETE FROM tool_events WHERE id = ?").run(t.id).changes);
      f.deleted("tool", 1);
      if (t.payload_id) f.deleted("raw", f.db.prepare("DELETE FROM tool_event_payloads WHERE id = ?").run(t.payload_id).changes);
      f.dropReceipts("tool_use_id = ?", t.tool_use_id);
      f.rebuildTurn(t.session_id, t.prompt_number);
      f.rebuildRollup(t.session_id);
      return true;
    },
    explain(db, ref) {
      const r = one(db, "SELECT session_id, prompt_number, tool_use_id, tool_name, summary, created_at FROM tool_events WHERE id = ?", ref);
      return captured(
        db,
        "tool",
        ref,
        r && {
          text: r.summary,
          sessionId: r.session_id,
          promptNumber: r.prompt_number,
          at: r.created_at,
          keys: { tool_use_id: r.tool_use_id, tool: r.tool_name },
          supportsWhere: ["p.tool_use_id = ?", [r.tool_use_id]]
        }
      );
    },
    journalMatches(db, ref) {
      const r = one(db, "SELECT tool_use_id FROM tool_events WHERE id = ?", ref);
      return r?.tool_use_id ? [{ field: "tool_use_id", value: r.tool_use_id }] : [];
    }
  },
  summary: {
    locate(db, ref) {
      const r = one(db, "SELECT summary FROM turn_summaries WHERE id = ?", ref);
      return r ? { ref, id: `summary:${ref}`, label: r.summary } : null;
    },
    forget(f, ref) {
      const s = one(
        f.db,
        "SELECT id, session_id, prompt_number, summary FROM turn_summaries WHERE id = ?",
        ref
      );
      if (!s) return false;
      f.tomb({ memoryId: turnMemoryId(s.session_id, s.prompt_number), sessionId: s.session_id, text: s.summary });
      f.tomb({ memoryId: f.memoryId, sessionId: s.session_id });
      f.removed(f.db.prepare("DELETE FROM turn_summaries WHERE id = ?").run(s.id).changes);
      f.deleted("summary", 1);
      f.db.prepare(`DELETE FROM pending_compressions WHERE kind = 'turn' AND target = ?`).run(turnTarget(s.session_id, s.prompt_number));
      f.rebuildRollup(s.session_id);
      return true;
    },
    explain(db, ref) {
      const r = one(
        db,
        "SELECT session_id, prompt_number, summary, tier, created_at FROM turn_summaries WHERE id = ?",
        ref
      );
      return captured(
        db,
        "summary",
        ref,
        r && {
          text: r.summary,
          sessionId: r.session_id,
          promptNumber: r.prompt_number,
          at: r.created_at,
          keys: { tier: r.tier, built_from: `session ${r.session_id} turn ${r.prompt_number}` },
          supportsWhere: ["p.session_id = ? AND p.prompt_number = ?", [r.session_id, r.prompt_number]]
        }
      );
    },
    journalMatches: none
  },
  turn: {
    locate(db, ref) {
      const r = one(db, "SELECT summary FROM turn_summaries WHERE id = ?", ref);
      return r ? { ref, id: `turn:${ref}`, label: r.summary } : null;
    },
    // A turn card stands for its whole turn: forgetting it forgets its summary first (so neither the card nor the
    // summary is rebuilt), then what the turn captured (prompt, replies, tool events), each with its own tombstone.
    forget(f, ref) {
      const t = one(
        f.db,
        "SELECT session_id, prompt_number FROM turn_summaries WHERE id = ?",
        ref
      );
      if (!t) return false;
      const ids = (table) => f.db.prepare(`SELECT id FROM ${table} WHERE session_id = ? AND prompt_number = ?`).all(t.session_id, t.prompt_number).map((r) => String(r.id));
      const parts = [
        ["prompt", ids("prompts")],
        ["assistant", ids("assistant_messages")],
        ["tool", ids("tool_events")]
      ];
      f.forgetPart("summary", ref);
      for (const [kind, refs] of parts) for (const r of refs) f.forgetPart(kind, r);
      return true;
    },
    // A card is a blend of its turn's parts: each of them is explained (prompt:N, tool:N, ...).
    explain: () => null,
    journalMatches(db, ref) {
      const t = one(
        db,
        "SELECT session_id, prompt_number FROM turn_summaries WHERE id = ?",
        ref
      );
      if (!t) return [];
      const rows = db.prepare(
        `SELECT 'prompt_id' AS field, prompt_id AS value FROM prompts WHERE session_id = @s AND prompt_number = @n AND prompt_id IS NOT NULL
           UNION ALL SELECT 'tool_use_id', tool_use_id FROM tool_events WHERE session_id = @s AND prompt_number = @n`
      ).all({ s: t.session_id, n: t.prompt_number });
      return rows;
    }
  },
  rollup: {
    locate(db, ref) {
      const id = resolveSessionId(db, ref);
      const s = id ? one(db, "SELECT rollup_summary FROM sessions WHERE id = ?", id) : void 0;
      const queued = id ? one(db, `SELECT 1 FROM pending_compressions WHERE kind = 'session_rollup' AND target = ?`, id) : void 0;
      return id && s && (s.rollup_summary != null || queued) ? { ref: id, id: `rollup:${id}`, label: s.rollup_summary ?? "" } : null;
    },
    forget(f, ref) {
      const s = one(f.db, "SELECT id, rollup_summary FROM sessions WHERE id = ?", ref);
      if (!s) return false;
      f.tomb({ memoryId: f.memoryId, sessionId: s.id, text: s.rollup_summary ?? void 0 });
      const cleared = f.db.prepare("UPDATE sessions SET rollup_summary = NULL, rollup_tier = NULL WHERE id = ? AND rollup_summary IS NOT NULL").run(s.id).changes;
      f.removed(cleared);
      f.deleted("rollup", cleared);
      f.removed(f.db.prepare(`DELETE FROM pending_compressions WHERE kind = 'session_rollup' AND target = ?`).run(s.id).changes);
      return true;
    },
    explain: (db, ref) => sessionExplanation(db, "rollup", ref),
    journalMatches: none
  },
  session: {
    locate(db, ref) {
      const id = resolveSessionId(db, ref);
      const s = id ? one(db, "SELECT rollup_summary FROM sessions WHERE id = ?", id) : void 0;
      return id && s ? { ref: id, id: `session:${id}`, label: s.rollup_summary ?? `session ${id}` } : null;
    },
    forget(f, ref) {
      const s = one(f.db, "SELECT id, transcript_path FROM sessions WHERE id = ?", ref);
      if (!s) return false;
      const inSession = (table, extra = "") => count(f.db, `SELECT count(*) AS n FROM ${table} WHERE session_id = ?${extra}`, s.id);
      f.tomb({ memoryId: f.memoryId, sessionId: s.id, transcriptPath: s.transcript_path });
      f.dropReceipts("session_id = ?", s.id);
      f.deleted("prompt", inSession("prompts"));
      f.deleted("assistant", inSession("assistant_messages"));
      f.deleted("tool", inSession("tool_events"));
      f.deleted("summary", inSession("turn_summaries"));
      const payloads = f.db.prepare("SELECT payload_id FROM tool_events WHERE session_id = ? AND payload_id IS NOT NULL").all(s.id);
      f.deleted(
        "queued",
        f.db.prepare("DELETE FROM pending_compressions WHERE target = ? OR target LIKE ? ESCAPE '\\'").run(s.id, `${s.id.replace(/[\\%_]/g, "\\$&")}#%`).changes
      );
      f.db.prepare("DELETE FROM injected_memories WHERE session_id = ?").run(s.id);
      const gone = f.db.prepare("DELETE FROM sessions WHERE id = ?").run(s.id).changes;
      f.removed(gone);
      f.deleted("session", gone);
      const del = f.db.prepare("DELETE FROM tool_event_payloads WHERE id = ?");
      for (const p of payloads) f.deleted("raw", del.run(p.payload_id).changes);
      return true;
    },
    explain: (db, ref) => sessionExplanation(db, "session", ref),
    journalMatches: (db, ref) => {
      const id = resolveSessionId(db, ref);
      return id ? [{ field: "session_id", value: id }] : [];
    }
  }
};

export {
  KIND_BEHAVIOUR
};
