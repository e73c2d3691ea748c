// The compressed memory: what the worker reads of a turn, the turn summaries and session rollups it writes (never
// over a forgotten one, never quoting forgotten text), and the retention of raw payloads once their turn is summarized.
import { isMemoryTombstoned, turnMemoryId, withoutForgottenSentences } from './audit.js';
import type { Db } from './connection.js';
import { statement } from './statements.js';

export interface TurnRow {
  /** When the turn happened (its prompt, else its first tool call); summaries carry this time, not the worker's. */
  at: number | null;
  prompt: string;
  tools: { toolName: string; inputJson: string | null; output: string | null; success: boolean; error: string | null; summary: string }[];
  assistantText: string[];
  /** Provenance keys: the prompt's ids, and each assistant text's transcript line uuid (same order). */
  promptId: string | null;
  promptUuid: string | null;
  assistantUuids: string[];
}

/** Everything stored for one turn, in order; the compressor's input. */
export function loadTurn(db: Db, sessionId: string, promptNumber: number): TurnRow | null {
  const prompt = statement(db, 'SELECT text, created_at, prompt_id, uuid FROM prompts WHERE session_id = ? AND prompt_number = ?').get(
    sessionId,
    promptNumber,
  ) as { text: string; created_at: number; prompt_id: string | null; uuid: string | null } | undefined;
  const tools = statement(
    db,
    `SELECT t.tool_name, p.input_json, p.output_text, t.success, t.error, t.summary, t.created_at FROM tool_events t
       LEFT JOIN tool_event_payloads p ON p.id = t.payload_id
       WHERE t.session_id = ? AND t.prompt_number = ? ORDER BY t.created_at, t.id`,
  ).all(sessionId, promptNumber) as {
    tool_name: string;
    input_json: string | null;
    output_text: string | null;
    success: number;
    error: string | null;
    summary: string;
    created_at: number;
  }[];
  const assistant = statement(
    db,
    'SELECT text, uuid FROM assistant_messages WHERE session_id = ? AND prompt_number = ? AND agent_id IS NULL ORDER BY created_at, id',
  ).all(sessionId, promptNumber) as { text: string; uuid: string }[];
  if (!prompt && tools.length === 0 && assistant.length === 0) return null;
  return {
    at: prompt?.created_at ?? tools[0]?.created_at ?? null,
    prompt: prompt?.text ?? '',
    tools: tools.map((t) => ({
      toolName: t.tool_name,
      inputJson: t.input_json,
      output: t.output_text,
      success: t.success === 1,
      error: t.error,
      summary: t.summary,
    })),
    assistantText: assistant.map((a) => a.text),
    promptId: prompt?.prompt_id ?? null,
    promptUuid: prompt?.uuid ?? null,
    assistantUuids: assistant.map((a) => a.uuid),
  };
}

/** Whether the turn has been summarized (its summary may predate words read since). */
export function hasTurnSummary(db: Db, sessionId: string, promptNumber: number): boolean {
  return (
    statement(db, 'SELECT 1 FROM turn_summaries WHERE session_id = ? AND prompt_number = ?').get(sessionId, promptNumber) !== undefined
  );
}

export function saveTurnSummary(
  db: Db,
  sessionId: string,
  promptNumber: number,
  summary: string,
  tier: string,
  evidenceJson: string,
  now: number,
  card: string | null = null,
): void {
  // A forgotten summary is not rebuilt; one rebuilt after a forget leaves out sentences quoting forgotten text.
  if (isMemoryTombstoned(db, turnMemoryId(sessionId, promptNumber))) return;
  summary = withoutForgottenSentences(db, summary);
  if (card != null) card = withoutForgottenSentences(db, card);
  statement(
    db,
    `INSERT INTO turn_summaries (session_id, prompt_number, summary, tier, evidence_json, created_at, card) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(session_id, prompt_number) DO UPDATE SET summary = excluded.summary, tier = excluded.tier, evidence_json = excluded.evidence_json,
       card = excluded.card`,
  ).run(sessionId, promptNumber, summary, tier, evidenceJson, now, card || null);
}

/**
 * Takes a turn answered only by memory it was shown out of search (its prompt, replies, summary and card): it stays in
 * the session's timeline, but ranked it would come before the memory it restates. Inside the caller's unit of work.
 */
export function hideEchoTurn(db: Db, sessionId: string, promptNumber: number): void {
  statement(
    db,
    `UPDATE search_docs SET active = 0 WHERE session_id = ? AND prompt_number = ? AND kind IN ('prompt', 'assistant', 'summary', 'turn')
       AND active = 1`,
  ).run(sessionId, promptNumber);
}

export function turnSummaries(
  db: Db,
  sessionId: string,
): { promptNumber: number; summary: string; tier: string; evidenceJson: string; card: string | null }[] {
  return (
    statement(
      db,
      'SELECT prompt_number, summary, tier, evidence_json, card FROM turn_summaries WHERE session_id = ? ORDER BY prompt_number',
    ).all(sessionId) as {
      prompt_number: number;
      summary: string;
      tier: string;
      evidence_json: string;
      card: string | null;
    }[]
  ).map((r) => ({ promptNumber: r.prompt_number, summary: r.summary, tier: r.tier, evidenceJson: r.evidence_json, card: r.card }));
}

/** Turns that have material but no summary yet (e.g. their Stop hook never ran). */
export function unsummarizedTurns(db: Db, sessionId: string): number[] {
  return (
    statement(
      db,
      `SELECT p.prompt_number AS n FROM prompts p
         LEFT JOIN turn_summaries s ON s.session_id = p.session_id AND s.prompt_number = p.prompt_number
         WHERE p.session_id = ? AND s.id IS NULL ORDER BY p.prompt_number`,
    ).all(sessionId) as { n: number }[]
  )
    .map((r) => r.n)
    .filter((n) => !isMemoryTombstoned(db, turnMemoryId(sessionId, n)));
}

export function saveRollup(db: Db, sessionId: string, summary: string, tier: string, trivial?: boolean): void {
  // Whether the digest spends a line on it, judged with the rollup (a greeting, a question the memory answered).
  if (trivial !== undefined) statement(db, 'UPDATE sessions SET trivial = ? WHERE id = ?').run(trivial ? 1 : 0, sessionId);
  // A forgotten rollup is not written again; one rebuilt after a forget leaves out sentences quoting forgotten text.
  if (isMemoryTombstoned(db, `rollup:${sessionId}`)) return;
  const text = withoutForgottenSentences(db, summary);
  if (!text) return;
  statement(db, 'UPDATE sessions SET rollup_summary = ?, rollup_tier = ? WHERE id = ?').run(text, tier, sessionId);
}

/** Retention: raw payloads older than the cutoff whose turn is summarized. Summaries and evidence stay. */
export function sweepRawPayloads(db: Db, cutoff: number): number {
  const tx = db.transaction(() => {
    const ids = statement(
      db,
      `SELECT t.id AS event_id, t.payload_id FROM tool_events t
         JOIN turn_summaries s ON s.session_id = t.session_id AND s.prompt_number = t.prompt_number
         WHERE t.payload_id IS NOT NULL AND t.created_at < ?`,
    ).all(cutoff) as { event_id: number; payload_id: number }[];
    const unlink = statement(db, 'UPDATE tool_events SET payload_id = NULL WHERE id = ?');
    const del = statement(db, 'DELETE FROM tool_event_payloads WHERE id = ?');
    for (const r of ids) {
      unlink.run(r.event_id);
      del.run(r.payload_id);
    }
    return ids.length;
  });
  return tx.immediate();
}

/** What a session holds, for judging whether it carries anything (compress/substance.isTrivialSession). */
export function sessionMaterial(db: Db, sessionId: string): { prompts: string[]; toolEvents: number; items: number; replies: string[] } {
  const prompts = (
    statement(db, 'SELECT text FROM prompts WHERE session_id = ? ORDER BY prompt_number').all(sessionId) as { text: string }[]
  ).map((r) => r.text);
  const replies = (
    statement(db, 'SELECT text FROM assistant_messages WHERE session_id = ? AND agent_id IS NULL ORDER BY created_at, id').all(
      sessionId,
    ) as { text: string }[]
  ).map((r) => r.text);
  const count = (sql: string) => (statement(db, sql).get(sessionId) as { n: number }).n;
  return {
    prompts,
    replies,
    toolEvents: count('SELECT count(*) AS n FROM tool_events WHERE session_id = ?'),
    items: count('SELECT count(*) AS n FROM memory_items WHERE session_id = ?'),
  };
}
