// Migration 32: what stores captured of the plugin's own output before it was kept out (issue 22) goes, so an old
// store is as clean as a new one: the plugin's MCP tool calls (their results are recall answers), the turns of its
// slash commands (/memory:…: prompt, replies, tool calls). The turns and sessions they were part of are summarized
// and rolled up again by the next worker. Nothing is tombstoned: this is not a forget, the rows were never memory.
import type { Database } from 'better-sqlite3';

const OWN_TOOL = `(tool_name LIKE 'mcp\\_\\_plugin\\_memory\\_memory\\_\\_%' ESCAPE '\\' OR tool_name LIKE 'mcp\\_\\_claude-memory\\_\\_%' ESCAPE '\\')`;
const OWN_COMMAND = `(text LIKE '/memory:%')`;

export function dropCapturedOwnOutput(db: Database): void {
  const now = Date.now();
  db.exec(`
    CREATE TEMP TABLE own_command_turns AS SELECT session_id, prompt_number FROM prompts WHERE ${OWN_COMMAND};
    CREATE TEMP TABLE own_output_turns AS
      SELECT session_id, prompt_number FROM own_command_turns
      UNION SELECT session_id, prompt_number FROM tool_events WHERE ${OWN_TOOL};
    CREATE TEMP TABLE own_payloads AS
      SELECT payload_id FROM tool_events
       WHERE payload_id IS NOT NULL AND (${OWN_TOOL} OR (session_id, prompt_number) IN (SELECT session_id, prompt_number FROM own_command_turns));

    DELETE FROM tool_events WHERE ${OWN_TOOL} OR (session_id, prompt_number) IN (SELECT session_id, prompt_number FROM own_command_turns);
    DELETE FROM tool_event_payloads WHERE id IN (SELECT payload_id FROM own_payloads);
    DELETE FROM assistant_messages WHERE (session_id, prompt_number) IN (SELECT session_id, prompt_number FROM own_command_turns);
    DELETE FROM prompts WHERE ${OWN_COMMAND};
    DELETE FROM turn_summaries WHERE (session_id, prompt_number) IN (SELECT session_id, prompt_number FROM own_output_turns);

    -- The turns left to summarize again, and their sessions to roll up again (their rollups were made of this).
    INSERT INTO pending_compressions (kind, target, not_before, created_at)
      SELECT DISTINCT 'turn', p.session_id || '#' || p.prompt_number, 0, ${now} FROM prompts p
       WHERE (p.session_id, p.prompt_number) IN (SELECT session_id, prompt_number FROM own_output_turns)
      ON CONFLICT (kind, target) DO NOTHING;
    UPDATE sessions SET rollup_summary = NULL, rollup_tier = NULL, trivial = NULL,
        prompt_count = (SELECT coalesce(max(prompt_number), 0) FROM prompts WHERE prompts.session_id = sessions.id)
      WHERE id IN (SELECT session_id FROM own_output_turns);
    INSERT INTO pending_compressions (kind, target, not_before, created_at)
      SELECT DISTINCT 'session_rollup', s.id, 0, ${now} FROM sessions s
       WHERE s.status != 'active' AND s.id IN (SELECT session_id FROM own_output_turns)
      ON CONFLICT (kind, target) DO NOTHING;

    DROP TABLE own_command_turns;
    DROP TABLE own_output_turns;
    DROP TABLE own_payloads;
  `);
}
