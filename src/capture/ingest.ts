// Transcript ingestion, read side: reads a session transcript from the byte offset last stored, parses its whole
// lines and sanitizes them (private blocks, secrets, size caps), all before any write lock is taken. The store then
// applies the chunk and moves the cursor in one transaction (store/ingest.ts), or skips it when another process got
// there first; rows dedupe by uuid and tool_use_id, so a crash re-reads from the same offset and changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SKIP_TOOLS, isSkippedTool } from '../config.js';
import type { ErrorLog } from '../log.js';
import { getTranscriptCursor } from '../store/capture.js';
import type { Db } from '../store/connection.js';
import { describeTool } from '../compress/candidates.js';
import { ingestTranscriptChunk, type SanitizedRecord, type TranscriptChunk } from '../store/ingest.js';
import { redactSecrets, sanitizeDeep, sanitizeText, stripPrivateFrom, truncateWithMarker } from './privacy.js';
import { parseTranscriptChunk, type TranscriptRecord } from './transcript.js';

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export interface ReadOptions {
  maxToolOutputBytes: number;
  /** Read at most this many bytes per call (a huge transcript is ingested over several chunks). */
  maxBytes?: number;
  /** Hears about a line longer than `maxBytes`, which is skipped. */
  log?: ErrorLog;
}

/** The next unread chunk of a transcript, sanitized; null when there is nothing new (or no such file yet). */
export function readTranscriptChunk(db: Db, file: string, opts: ReadOptions): TranscriptChunk | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null; // not written yet (first prompt of a session) or moved away
  }
  if (!stat.isFile()) return null;
  const stored = getTranscriptCursor(db, file)?.offset ?? 0;
  // A file that shrank was rewritten: start over (stores dedupe by uuid and tool_use_id).
  const from = stat.size < stored ? 0 : stored;
  if (stat.size === from) return null;
  const length = Math.min(stat.size - from, opts.maxBytes ?? DEFAULT_MAX_BYTES);
  const buf = Buffer.alloc(length);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, buf, 0, length, from);
  } finally {
    fs.closeSync(fd);
  }
  const parsed = parseTranscriptChunk(buf);
  // A full window without a newline is (part of) a line longer than the cap: skipped, or the cursor would stay put and
  // every Stop would re-read the same window, and nothing after the line would ever be read. The next window starts
  // inside the skipped line; its tail does not parse and is counted as malformed.
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  if (parsed.consumedBytes === 0 && length === maxBytes) {
    parsed.consumedBytes = length;
    parsed.malformed++;
    opts.log?.error('ingest', new Error(`${path.basename(file)}: a line longer than ${maxBytes} bytes at byte ${from} was skipped`));
  }
  return {
    file,
    from,
    consumed: parsed.consumedBytes,
    size: stat.size,
    mtimeMs: Math.floor(stat.mtimeMs),
    records: sanitizeRecords(parsed.records, opts.maxToolOutputBytes),
    malformed: parsed.malformed,
    more: from + length < stat.size,
  };
}

/**
 * The records of a chunk, sanitized. A `<private>` block may open in one content block of a message and close in a
 * later one (each is a transcript line of its own): the blocks of one message are stripped as one sequence, so what
 * lies between the tags stays out whichever block it is in, tool calls made inside the block included.
 */
function sanitizeRecords(records: TranscriptRecord[], maxToolOutputBytes: number): SanitizedRecord[] {
  let message: string | undefined; // the message whose blocks are being read
  let open = 0; // private blocks its earlier blocks left open
  return records.map((r): SanitizedRecord => {
    if (r.kind === 'assistant_text') {
      if (r.messageId === undefined || r.messageId !== message) open = 0;
      message = r.messageId;
      const stripped = stripPrivateFrom(r.text, open);
      open = stripped.depth;
      return { ...r, text: redactSecrets(stripped.text) };
    }
    if (r.kind === 'tool_use') return open > 0 ? { ...r, input: '[private]' } : sanitizeRecord(r, maxToolOutputBytes);
    // Anything else (a tool result, a prompt) ends the message.
    message = undefined;
    open = 0;
    return sanitizeRecord(r, maxToolOutputBytes);
  });
}

/** Nothing unsanitized reaches the store: prompt and assistant text, tool inputs and outputs, compact summaries. */
function sanitizeRecord(r: TranscriptRecord, maxToolOutputBytes: number): SanitizedRecord {
  switch (r.kind) {
    case 'prompt':
    case 'assistant_text':
      return { ...r, text: sanitizeText(r.text) };
    case 'tool_use':
      return { ...r, input: sanitizeDeep(r.input) };
    case 'tool_result': {
      const out = truncateWithMarker(sanitizeText(r.output), maxToolOutputBytes);
      return { ...r, output: out.text, outputBytes: out.originalBytes, outputTruncated: out.truncated };
    }
    case 'compact_boundary':
      return r.summary === undefined ? r : { ...r, summary: sanitizeText(r.summary) };
    case 'own_command':
    case 'shown':
      return r; // a command name and memory ids: nothing typed or said
  }
}

export interface IngestOptions extends ReadOptions {
  project: string;
  now: number;
  /** Tools whose calls are not memory (config capture.skipTools, by default: the plugin's own MCP tools among them). */
  skipTools?: readonly string[];
}

export interface IngestResult {
  records: number;
  stored: number;
  malformed: number;
  bytes: number;
  sessions: string[];
  /** True when the file has more to read than this call took. */
  more: boolean;
}

/** Reads the next chunk of a transcript (outside any lock), then stores it in one unit of work. */
export function ingestTranscript(db: Db, file: string, opts: IngestOptions): IngestResult {
  const chunk = readTranscriptChunk(db, file, opts);
  if (!chunk) return { records: 0, stored: 0, malformed: 0, bytes: 0, sessions: [], more: false };
  const skipTools = opts.skipTools ?? DEFAULT_SKIP_TOOLS;
  const r = ingestTranscriptChunk(db, chunk, {
    project: opts.project,
    describeTool,
    now: opts.now,
    skipsTool: (name) => isSkippedTool(name, skipTools),
  });
  return {
    records: chunk.records.length,
    stored: r.stored,
    malformed: chunk.malformed,
    bytes: chunk.consumed,
    sessions: r.sessions,
    more: chunk.more,
  };
}
