// Read models for recall layers 2 and 3, status and the session-start digest.
import type { Db } from './connection.js';

export interface SessionRow {
  id: string;
  cwd: string | null;
  status: string;
  startedAt: number;
  startedAtIso: string;
  endedAt: number | null;
  endedAtIso: string | null;
  exitReason: string | null;
  promptCount: number;
  rollup: string | null;
  rollupTier: string | null;
  /** Judged with the rollup: true when the session carried nothing (a greeting); null before it was judged. */
  trivial: boolean | null;
}

const mapSession = (r: Record<string, unknown>): SessionRow => ({
  id: r.id as string,
  cwd: (r.cwd as string) ?? null,
  status: r.status as string,
  startedAt: r.started_at as number,
  startedAtIso: r.started_at_iso as string,
  endedAt: (r.ended_at as number) ?? null,
  endedAtIso: (r.ended_at_iso as string) ?? null,
  exitReason: (r.exit_reason as string) ?? null,
  promptCount: r.prompt_count as number,
  rollup: (r.rollup_summary as string) ?? null,
  rollupTier: (r.rollup_tier as string) ?? null,
  trivial: r.trivial == null ? null : r.trivial === 1,
});

export function getSession(db: Db, id: string): SessionRow | null {
  const row = db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as Record<string, unknown> | undefined;
  return row ? mapSession(row) : null;
}

/** Finds a session by full id or unique prefix (ids are long; humans paste prefixes). */
export function resolveSessionId(db: Db, idOrPrefix: string): string | null {
  const exact = db.prepare('SELECT id FROM sessions WHERE id = ?').get(idOrPrefix) as { id: string } | undefined;
  if (exact) return exact.id;
  const rows = db
    .prepare("SELECT id FROM sessions WHERE id LIKE ? ESCAPE '\\' LIMIT 2")
    .all(`${idOrPrefix.replace(/[\\%_]/g, '\\$&')}%`) as { id: string }[];
  return rows.length === 1 ? rows[0].id : null;
}

/** Which sessions a listing wants, filtered before the limit: started since, and with something to show. */
export interface SessionFilter {
  since?: number;
  /** Only sessions with a rollup or at least one prompt. */
  nonEmpty?: boolean;
  /** Leave out the sessions judged trivial (a greeting, only the plugin's commands). */
  substantial?: boolean;
}

const SESSION_FILTER = `id != @except AND started_at >= @since AND (@nonEmpty = 0 OR rollup_summary IS NOT NULL OR prompt_count > 0)
  AND (@substantial = 0 OR trivial IS NOT 1)`;
const sessionParams = (exceptSessionId: string | undefined, f: SessionFilter) => ({
  except: exceptSessionId ?? '',
  since: f.since ?? 0,
  nonEmpty: f.nonEmpty ? 1 : 0,
  substantial: f.substantial ? 1 : 0,
});

export function recentSessions(db: Db, limit: number, exceptSessionId?: string, filter: SessionFilter = {}): SessionRow[] {
  return (
    db
      .prepare(`SELECT * FROM sessions WHERE ${SESSION_FILTER} ORDER BY started_at DESC LIMIT @limit`)
      .all({ ...sessionParams(exceptSessionId, filter), limit }) as Record<string, unknown>[]
  ).map(mapSession);
}

export function countRecentSessions(db: Db, exceptSessionId?: string, filter: SessionFilter = {}): number {
  return (
    db.prepare(`SELECT count(*) AS n FROM sessions WHERE ${SESSION_FILTER}`).get(sessionParams(exceptSessionId, filter)) as { n: number }
  ).n;
}

export interface TimelineTurn {
  promptNumber: number;
  prompt: string | null;
  summary: string | null;
  tier: string | null;
  evidence: Record<string, unknown> | null;
  toolEvents: { id: number; toolName: string; summary: string; success: boolean }[];
  createdAtIso: string | null;
}

export function sessionTimeline(db: Db, sessionId: string, limit: number): { turns: TimelineTurn[]; total: number } {
  const numbers = db
    .prepare(
      `SELECT prompt_number AS n FROM prompts WHERE session_id = @id UNION SELECT prompt_number FROM turn_summaries WHERE session_id = @id
       UNION SELECT prompt_number FROM tool_events WHERE session_id = @id ORDER BY 1`,
    )
    .all({ id: sessionId }) as { n: number }[];
  const picked = numbers.slice(0, limit);
  const prompt = db.prepare('SELECT text, created_at_iso FROM prompts WHERE session_id = ? AND prompt_number = ?');
  const summary = db.prepare('SELECT summary, tier, evidence_json FROM turn_summaries WHERE session_id = ? AND prompt_number = ?');
  const tools = db.prepare(
    'SELECT id, tool_name, summary, success FROM tool_events WHERE session_id = ? AND prompt_number = ? ORDER BY created_at, id',
  );
  const turns = picked.map(({ n }) => {
    const p = prompt.get(sessionId, n) as { text: string; created_at_iso: string } | undefined;
    const s = summary.get(sessionId, n) as { summary: string; tier: string; evidence_json: string } | undefined;
    const t = tools.all(sessionId, n) as { id: number; tool_name: string; summary: string; success: number }[];
    return {
      promptNumber: n,
      prompt: p?.text ?? null,
      summary: s?.summary ?? null,
      tier: s?.tier ?? null,
      evidence: s ? (JSON.parse(s.evidence_json) as Record<string, unknown>) : null,
      toolEvents: t.map((e) => ({ id: e.id, toolName: e.tool_name, summary: e.summary, success: e.success === 1 })),
      createdAtIso: p?.created_at_iso ?? null,
    };
  });
  return { turns, total: numbers.length };
}

export interface ToolEventDetail {
  id: number;
  sessionId: string;
  promptNumber: number;
  toolName: string;
  toolUseId: string;
  success: boolean;
  summary: string;
  error: string | null;
  createdAtIso: string;
  payload: { input: string; output: string; sizeBytes: number; truncated: boolean } | null;
}

export function toolEvent(db: Db, id: number): ToolEventDetail | null {
  const r = db
    .prepare(
      `SELECT t.*, p.input_json, p.output_text, p.size_bytes, p.truncated FROM tool_events t
       LEFT JOIN tool_event_payloads p ON p.id = t.payload_id WHERE t.id = ?`,
    )
    .get(id) as Record<string, unknown> | undefined;
  if (!r) return null;
  return {
    id: r.id as number,
    sessionId: r.session_id as string,
    promptNumber: r.prompt_number as number,
    toolName: r.tool_name as string,
    toolUseId: r.tool_use_id as string,
    success: r.success === 1,
    summary: r.summary as string,
    error: (r.error as string) ?? null,
    createdAtIso: r.created_at_iso as string,
    payload:
      r.input_json == null
        ? null
        : {
            input: r.input_json as string,
            output: r.output_text as string,
            // Failed calls recorded before their size was their error's said 0 bytes.
            sizeBytes: (r.size_bytes as number) || Buffer.byteLength((r.output_text as string) ?? ''),
            truncated: r.truncated === 1,
          },
  };
}

/** Files touched most across recent turns' evidence. */
export function hotFiles(db: Db, since: number, limit: number): { path: string; count: number }[] {
  const rows = db
    .prepare('SELECT evidence_json FROM turn_summaries WHERE created_at >= ? ORDER BY created_at DESC LIMIT 500')
    .all(since) as { evidence_json: string }[];
  const counts = new Map<string, number>();
  for (const r of rows) {
    let evidence: { filesModified?: string[] };
    try {
      evidence = JSON.parse(r.evidence_json);
    } catch {
      continue;
    }
    for (const f of evidence.filesModified ?? []) counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([p, count]) => ({ path: p, count }));
}

/** What each session holds to judge whether it carried anything: its prompts, how many tool calls and items. */
export function sessionSubstance(db: Db, sessionIds: string[]): Map<string, { prompts: string[]; toolEvents: number; items: number }> {
  const prompts = db.prepare('SELECT text FROM prompts WHERE session_id = ? ORDER BY prompt_number LIMIT 50');
  const counts = db.prepare(
    // Tool use is the events, or a turn's evidence of work (what a summary kept once raw events went).
    `SELECT (SELECT count(*) FROM tool_events WHERE session_id = @id)
       + (SELECT count(*) FROM turn_summaries WHERE session_id = @id
            AND (json_array_length(evidence_json, '$.filesModified') > 0 OR json_array_length(evidence_json, '$.commands') > 0)) AS tools,
       (SELECT count(*) FROM memory_items WHERE session_id = @id) AS items`,
  );
  const out = new Map<string, { prompts: string[]; toolEvents: number; items: number }>();
  for (const id of sessionIds) {
    const c = counts.get({ id }) as { tools: number; items: number };
    out.set(id, { prompts: (prompts.all(id) as { text: string }[]).map((r) => r.text), toolEvents: c.tools, items: c.items });
  }
  return out;
}

/** The turn summaries of each session, in order, without their "[turn N]" marks (for sessions not rolled up yet). */
export function turnGists(db: Db, sessionIds: string[]): Map<string, string[]> {
  const stmt = db.prepare('SELECT summary FROM turn_summaries WHERE session_id = ? ORDER BY prompt_number LIMIT 5');
  const out = new Map<string, string[]>();
  for (const id of sessionIds) {
    const gists = (stmt.all(id) as { summary: string }[]).map((r) => r.summary.replace(/^\[turn \d+\]\s*/, '').trim()).filter(Boolean);
    if (gists.length) out.set(id, gists);
  }
  return out;
}

/** The first prompt of each session (for sessions not summarized yet). */
export function firstPrompts(db: Db, sessionIds: string[]): Map<string, string> {
  const stmt = db.prepare('SELECT text FROM prompts WHERE session_id = ? ORDER BY prompt_number LIMIT 1');
  const out = new Map<string, string>();
  for (const id of sessionIds) {
    const row = stmt.get(id) as { text: string } | undefined;
    if (row) out.set(id, row.text);
  }
  return out;
}

export interface ToolRun {
  id: number;
  sessionId: string;
  promptNumber: number;
  toolName: string;
  summary: string;
  error: string | null;
  success: boolean;
  createdAt: number;
}

/**
 * Tool runs since a time, oldest first: every failure (other sessions than `exceptSessionId`) and the successes of
 * the same tools, which tell whether a failure was later resolved (inject/failures decides, by normalized command).
 */
export function toolRunsSince(db: Db, since: number, exceptSessionId?: string, limit = 5_000): ToolRun[] {
  return (
    db
      .prepare(
        `SELECT id, session_id, prompt_number, tool_name, summary, error, success, created_at FROM tool_events t
         WHERE created_at >= @since AND (success = 1 OR session_id != @except)
           AND tool_name IN (SELECT DISTINCT tool_name FROM tool_events WHERE success = 0 AND created_at >= @since)
         ORDER BY created_at, id LIMIT @limit`,
      )
      .all({ since, except: exceptSessionId ?? '', limit }) as {
      id: number;
      session_id: string;
      prompt_number: number;
      tool_name: string;
      summary: string;
      error: string | null;
      success: number;
      created_at: number;
    }[]
  ).map((r) => ({
    id: r.id,
    sessionId: r.session_id,
    promptNumber: r.prompt_number,
    toolName: r.tool_name,
    summary: r.summary,
    error: r.error,
    success: r.success === 1,
    createdAt: r.created_at,
  }));
}

/** When anything was last captured (a session's latest activity), or null for an empty store. */
export function lastActivityAt(db: Db): number | null {
  return (db.prepare('SELECT max(last_activity_at) AS t FROM sessions').get() as { t: number | null }).t;
}

export interface StoreCounts {
  sessions: number;
  activeSessions: number;
  prompts: number;
  toolEvents: number;
  assistantMessages: number;
  turnSummaries: number;
  rollups: number;
  decisions: number;
  codeAreas: number;
  /** Items awaiting review: unconfirmed candidates and open conflicts. */
  candidates: number;
  openConflicts: number;
  embeddings: number;
  lastActivityIso: string | null;
  tiers: Record<string, number>;
}

export function storeCounts(db: Db): StoreCounts {
  const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  const tiers: Record<string, number> = {};
  for (const r of db.prepare('SELECT tier, count(*) AS n FROM turn_summaries GROUP BY tier').all() as { tier: string; n: number }[])
    tiers[r.tier] = r.n;
  const last = db.prepare('SELECT max(last_activity_at) AS t FROM sessions').get() as { t: number | null };
  return {
    sessions: one('SELECT count(*) AS n FROM sessions'),
    activeSessions: one("SELECT count(*) AS n FROM sessions WHERE status = 'active'"),
    prompts: one('SELECT count(*) AS n FROM prompts'),
    toolEvents: one('SELECT count(*) AS n FROM tool_events'),
    assistantMessages: one('SELECT count(*) AS n FROM assistant_messages'),
    turnSummaries: one('SELECT count(*) AS n FROM turn_summaries'),
    rollups: one('SELECT count(*) AS n FROM sessions WHERE rollup_summary IS NOT NULL'),
    decisions: one("SELECT count(*) AS n FROM memory_items WHERE type = 'decision' AND status = 'active' AND trust != 'rejected'"),
    codeAreas: one("SELECT count(*) AS n FROM memory_items WHERE type = 'code_area' AND status = 'active' AND trust != 'rejected'"),
    candidates: one("SELECT count(*) AS n FROM memory_items WHERE trust = 'candidate' AND status = 'active'"),
    openConflicts: one("SELECT count(*) AS n FROM memory_conflicts WHERE status = 'open'"),
    embeddings: one('SELECT count(*) AS n FROM embeddings'),
    lastActivityIso: last.t ? new Date(last.t).toISOString() : null,
    tiers,
  };
}
