#!/usr/bin/env node
// Converts LoCoMo conversations (snap-research/LoCoMo, CC BY-NC 4.0) into Claude Code transcript files, so the
// memory plugin can ingest them exactly like real sessions and a benchmark can ask LoCoMo's questions against it.
//
//   node scripts/locomo-to-transcripts.mjs <locomo.json> <outDir> [--speaker-names]
//
// Layout written under <outDir>:
//   projects/<sample_id>/                                  the conversation's "project" (its cwd), holding only an
//                                                          empty .claude/ (a project root marker: <outDir> holds a
//                                                          .claude/ too, which would otherwise make every
//                                                          conversation one project rooted at <outDir>)
//   .claude/projects/<encoded project dir>/<sessionId>.jsonl one transcript per LoCoMo session
//   mapping.json                                           dia_id -> stored turn, plus the questions
// <encoded project dir> is the absolute project dir with every non-alphanumeric character replaced by '-', as
// Claude Code names its project folders.
//
// Turn model. Speaker A's lines are user prompts and speaker B's lines are assistant replies. Each A line starts a
// new prompt (prompt numbers are 1-based per session, as the store numbers them). A B line that comes before any A
// line in a session (common: B often opens a session) is written as an assistant line with no prompt before it and
// gets prompt number 0, which is what the store's ingester assigns to assistant text seen before the first prompt.
//
// Determinism. Session ids, line uuids, prompt ids and message ids are UUIDv5-style hashes of the sample id and
// dia_id (or session number), and timestamps come from the data, so re-running rewrites identical files.
// Timestamps: the session's "1:56 pm on 8 May, 2023" read as UTC, plus one second per turn.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Fixed namespace so ids are stable across machines and runs; any constant would do.
const NAMESPACE = 'b3c1f0a2-5d4e-4c6b-9a8f-7e2d1c0b9a87';
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const ONE_HOUR_MS = 3_600_000;

/** RFC 4122 version-5 UUID (SHA-1, name-based) of `name` in our namespace. */
export function stableUuid(name) {
  const ns = Buffer.from(NAMESPACE.replace(/-/g, ''), 'hex');
  const h = createHash('sha1').update(ns).update(name, 'utf8').digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const stableHex = (name, len) => createHash('sha256').update(name, 'utf8').digest('hex').slice(0, len);

/** Parses LoCoMo's "1:56 pm on 8 May, 2023" as UTC milliseconds; null if the text is not in that shape. */
export function parseLocomoDate(text) {
  const m = /^\s*(\d{1,2}):(\d{2})\s*([ap])\.?m\.?\s+on\s+(\d{1,2})\s+([a-z]+),?\s+(\d{4})\s*$/i.exec(String(text ?? ''));
  if (!m) return null;
  const [, hh, mm, ampm, day, monthName, year] = m;
  const month = MONTHS.findIndex((name) => name.startsWith(monthName.toLowerCase()) && monthName.length >= 3);
  let hour = Number(hh);
  if (month < 0 || hour < 1 || hour > 12 || Number(mm) > 59) return null;
  // 12 am is midnight, 12 pm is noon.
  hour = (hour % 12) + (ampm.toLowerCase() === 'p' ? 12 : 0);
  const ms = Date.UTC(Number(year), month, Number(day), hour, Number(mm));
  return new Date(ms).getUTCDate() === Number(day) ? ms : null;
}

/** Claude Code's project folder name for a directory. */
export function encodeProjectDir(dir) {
  return dir.replace(/[^a-zA-Z0-9]/g, '-');
}

/**
 * LoCoMo evidence as clean dia ids. The data has a few malformed entries ("D8:6; D9:17", "D:11:26", "D");
 * ids that name no turn of the conversation are dropped, since no stored turn can ever hold them.
 */
export function normalizeEvidence(evidence, knownIds) {
  const out = [];
  for (const entry of Array.isArray(evidence) ? evidence : []) {
    for (const part of String(entry).split(/[;,\s]+/)) {
      const m = /^D:?(\d+):(\d+)$/.exec(part.trim());
      if (!m) continue;
      const id = `D${Number(m[1])}:${Number(m[2])}`;
      if (knownIds.has(id) && !out.includes(id)) out.push(id);
    }
  }
  return out;
}

function turnText(turn, speakerNames) {
  const parts = [];
  const text = typeof turn.text === 'string' ? turn.text.trim() : '';
  if (text) parts.push(speakerNames ? `${turn.speaker}: ${text}` : text);
  // The shared photo is part of what was said; questions ask about it ("What did Melanie paint?").
  if (typeof turn.blip_caption === 'string' && turn.blip_caption.trim()) parts.push(`[image: ${turn.blip_caption.trim()}]`);
  return parts.join('\n');
}

function sessionNumbers(conversation) {
  return Object.keys(conversation)
    .map((k) => /^session_(\d+)$/.exec(k))
    .filter((m) => m && Array.isArray(conversation[m[0]]) && conversation[m[0]].length > 0)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
}

function convertSample(sample, outDir, speakerNames) {
  const sampleId = String(sample.sample_id);
  const conv = sample.conversation ?? {};
  const projectDir = join(outDir, 'projects', sampleId);
  const transcriptDir = join(outDir, '.claude', 'projects', encodeProjectDir(projectDir));
  mkdirSync(join(projectDir, '.claude'), { recursive: true });
  mkdirSync(transcriptDir, { recursive: true });

  const turns = {};
  const sessions = {};
  const transcripts = [];
  let previousEnd = null;

  for (const n of sessionNumbers(conv)) {
    const dialog = conv[`session_${n}`];
    const sessionId = stableUuid(`${sampleId}/session_${n}`);
    // A session without a readable date follows the previous one by an hour, so time still moves forward.
    const start = parseLocomoDate(conv[`session_${n}_date_time`]) ?? (previousEnd ?? Date.UTC(2023, 0, 1)) + ONE_HOUR_MS;
    const file = join(transcriptDir, `${sessionId}.jsonl`);
    const lines = [];
    let promptNumber = 0;
    let promptId = null;
    let parentUuid = null;

    dialog.forEach((turn, i) => {
      const diaId = String(turn.dia_id);
      const uuid = stableUuid(`${sampleId}/${diaId}`);
      const timestamp = new Date(start + i * 1000).toISOString();
      const text = turnText(turn, speakerNames);
      const common = { parentUuid, isSidechain: false, userType: 'external', cwd: projectDir, sessionId, version: 'locomo' };
      const isUser = turn.speaker === conv.speaker_a;
      if (isUser) {
        promptNumber += 1;
        promptId = stableUuid(`${sampleId}/session_${n}/prompt_${promptNumber}`);
        lines.push({ ...common, promptId, type: 'user', message: { role: 'user', content: text }, uuid, timestamp });
      } else {
        lines.push({
          ...common,
          message: {
            id: `msg_${stableHex(`${sampleId}/${diaId}/message`, 24)}`,
            type: 'message',
            role: 'assistant',
            model: 'locomo',
            content: [{ type: 'text', text }],
            stop_reason: 'end_turn',
            stop_sequence: null,
            usage: { input_tokens: 0, output_tokens: 0 },
          },
          requestId: `req_${stableHex(`${sampleId}/${diaId}/request`, 24)}`,
          type: 'assistant',
          uuid,
          timestamp,
        });
      }
      turns[diaId] = { sessionId, session: n, promptNumber, uuid, role: isUser ? 'user' : 'assistant', line: i + 1, timestamp };
      parentUuid = uuid;
    });

    writeFileSync(file, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
    transcripts.push(file);
    sessions[`session_${n}`] = { sessionId, file, start: new Date(start).toISOString(), turns: dialog.length };
    previousEnd = start + dialog.length * 1000;
  }

  const knownIds = new Set(Object.keys(turns));
  const questions = (sample.qa ?? []).map((q) => ({
    question: String(q.question),
    evidence: normalizeEvidence(q.evidence, knownIds),
    category: q.category,
    ...(q.answer !== undefined ? { answer: String(q.answer) } : {}),
  }));

  return {
    summary: { sampleId, projectDir, transcripts, questions },
    mapping: { projectDir, transcriptDir, speakerA: conv.speaker_a, speakerB: conv.speaker_b, sessions, turns, questions },
  };
}

/**
 * Writes the transcripts and <outDir>/mapping.json for LoCoMo data (the array of samples, or one sample) and
 * returns what a benchmark needs to run the questions.
 * @param {unknown} data parsed LoCoMo JSON
 * @param {string} outDir
 * @param {{ speakerNames?: boolean }} [opts] speakerNames prefixes each line with "Name: " (LoCoMo questions name people)
 */
export function convertLocomo(data, outDir, opts = {}) {
  const samples = Array.isArray(data) ? data : [data];
  const root = resolve(outDir);
  mkdirSync(root, { recursive: true });
  const conversations = [];
  const mapping = { source: 'LoCoMo (snap-research/LoCoMo, CC BY-NC 4.0)', speakerNames: opts.speakerNames === true, conversations: {} };
  for (const sample of samples) {
    if (!sample || typeof sample !== 'object' || !sample.sample_id || !sample.conversation) {
      throw new TypeError('convertLocomo: each sample needs sample_id and conversation');
    }
    const { summary, mapping: m } = convertSample(sample, root, opts.speakerNames === true);
    conversations.push(summary);
    mapping.conversations[summary.sampleId] = m;
  }
  writeFileSync(join(root, 'mapping.json'), `${JSON.stringify(mapping, null, 2)}\n`);
  return { conversations };
}

function main(argv) {
  const args = argv.filter((a) => !a.startsWith('--'));
  const speakerNames = argv.includes('--speaker-names');
  if (args.length !== 2) {
    process.stderr.write('usage: node scripts/locomo-to-transcripts.mjs <locomo.json> <outDir> [--speaker-names]\n');
    return 2;
  }
  const [input, outDir] = args;
  const { conversations } = convertLocomo(JSON.parse(readFileSync(input, 'utf8')), outDir, { speakerNames });
  const files = conversations.reduce((n, c) => n + c.transcripts.length, 0);
  const questions = conversations.reduce((n, c) => n + c.questions.length, 0);
  process.stdout.write(`${conversations.length} conversations, ${files} transcripts, ${questions} questions -> ${resolve(outDir)}\n`);
  return 0;
}

function invokedDirectly() {
  try {
    return Boolean(process.argv[1]) && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

if (invokedDirectly()) process.exitCode = main(process.argv.slice(2));
