// The turn card: one searchable text per turn that carries its answers. A question is usually answered by a turn
// as a whole (the figure in its test output, the path it edited, the sentence that concluded it), so the card
// holds the prompt, what the assistant said, the files written, and each command with its exit code and the
// output lines worth keeping (counts, versions, timings, errors). Pure: text in, text out.
import { asRecord, displayPath, outputText, parseExitCode, str, type TurnMaterial } from './candidates.js';

export const CARD_CAP = 6_000;
const PROMPT_CAP = 800;
const ASSISTANT_CAP = 2_400;
const LINE_CAP = 200;
const SALIENT_LINES_PER_TOOL = 8;
const HEAD_LINES_PER_TOOL = 3;
const EDIT_LINES = 4;

/** Output lines that state an outcome: counts, versions, timings, sizes, errors. */
const SALIENT =
  /\b(pass(ed|ing)?|fail(ed|ing|ures?)?|errors?|warn(ing)?s?|tests?|version|v?\d+\.\d+(\.\d+)?|took|elapsed|duration|latency|p50|p95|p99|ms|seconds?|[0-9.]+\s?(ms|s|kb|mb|gb|%)|rows?|total|count|ok|exit|panic|exception|traceback|denied|refused|timeout|not found|no such)\b/i;
const NUMBER = /\d/;

function clipLine(s: string, cap = LINE_CAP): string {
  const line = s.replace(/\s+/g, ' ').trim();
  return line.length <= cap ? line : `${line.slice(0, cap - 1)}…`;
}

// A short label and its figure, as tables and reports print them: "bad checksum   2,917", "Requests/sec: 1843.2".
const FIGURE_ROW = /^[\p{L}][\p{L}\p{N} ()/._-]{1,40}?(?::|\s{2,}|\s=)\s*[-+~]?\d[\d,._]*\s*(?:%|[a-z/]{1,8})?$/iu;
// A quantity with its unit: "41.2 kB", "0.0597 secs", "99.00%", "3.1s".
const MEASURE = /\d[\d,.]*\s?(?:%|(?:ms|µs|us|ns|secs?|seconds?|s|min|kb|kib|mb|mib|gb|gib|tb|rps|qps|req\/s|ops\/s|x)\b)/i;
// The lines a reader looks for in a report: totals, extremes, averages, tail percentiles.
const SUMMARY =
  /\b(?:total|summary|mean|median|average|avg|max(?:imum)?|min(?:imum)?|slowest|fastest|throughput|per sec(?:ond)?|p9\d)\b|\/s(?:ec)?\b|\b9\d(?:\.\d+)?%/i;
// Dates and clock times are not figures; routine log records rarely state an outcome.
const CLOCK = /\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?(?:[.,]\d+)?Z?)?|\b\d\d:\d\d(?::\d\d)?(?:[.,]\d+)?\b/g;
const ROUTINE_LOG = /\b(?:TRACE|DEBUG|INFO)\b/;
const TAIL_LINES = 4;

/** How much an output line says about the outcome; 0 for lines that state none. */
function outcomeScore(raw: string, index: number, count: number): number {
  const line = raw.trim();
  const plain = line.replace(CLOCK, ' ');
  const salient = SALIENT.test(plain);
  const figure = FIGURE_ROW.test(line);
  const measure = MEASURE.test(plain);
  if (!salient && !figure && !measure) return 0;
  let score = (salient ? 1 : 0) + (measure ? 1 : 0) + (figure ? 2 : 0);
  if (NUMBER.test(plain)) score += 1;
  if (SUMMARY.test(plain)) score += 1;
  if (ROUTINE_LOG.test(line)) score -= 1;
  // Outputs end with their summary (test totals, "Finished in", a report's last rows).
  if (index >= count - TAIL_LINES) score += 1;
  if (index === count - 1) score += 1;
  return Math.max(score, 1);
}

/**
 * The lines of a tool output worth a card: the first few, then those stating outcomes, the most telling first when
 * more qualify than fit (a figure row over a routine log line, a total or a tail percentile over the rest), shown in
 * output order, without repeats.
 */
export function salientLines(output: string, max = SALIENT_LINES_PER_TOOL): string[] {
  const raw = output
    .slice(0, 200_000)
    .split('\n')
    .filter((l) => l.trim().length > 1 && !/^\s*Exit code:?\s*-?\d+\s*$/i.test(l));
  const lines = raw.map((l) => clipLine(l));
  const picked = new Set<number>();
  for (let i = 0; i < lines.length && picked.size < HEAD_LINES_PER_TOOL; i++) picked.add(i);
  const ranked = raw
    .map((line, i) => ({ i, score: picked.has(i) ? 0 : outcomeScore(line, i, raw.length) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  for (const c of ranked) {
    if (picked.size >= max) break;
    picked.add(c.i);
  }
  const seen = new Set<string>();
  return [...picked]
    .sort((a, b) => a - b)
    .map((i) => lines[i])
    .filter((l) => (seen.has(l) ? false : (seen.add(l), true)));
}

/** Words hidden inside a path, so "where are sessions stored" meets `src/auth/sessionStore.ts`. */
export function pathWords(p: string): string {
  return p
    .replace(/\.[a-z0-9]+$/i, '')
    .split(/[/\\._-]+/)
    .flatMap((part) => part.replace(/([a-z\d])([A-Z])/g, '$1 $2').split(' '))
    .filter((w) => w.length > 1)
    .join(' ')
    .toLowerCase();
}

function clipBlock(text: string, cap: number): string {
  const flat = text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
  return flat.length <= cap ? flat : `${flat.slice(0, cap - 1)}…`;
}

function toolLines(ev: TurnMaterial['tools'][number], cwd?: string): string[] {
  const input = asRecord(ev.input);
  const rel = (k: string) => (str(input[k]) ? displayPath(str(input[k])!, cwd) : undefined);
  switch (ev.toolName) {
    case 'Bash': {
      const command = clipLine(str(input.command) ?? '?', 300);
      const code = ev.success ? 0 : (parseExitCode(ev.error) ?? parseExitCode(ev.output));
      const status = code === null ? 'failed' : `exit ${code}`;
      const out = ev.success ? outputText(ev.output) : [ev.error ?? '', outputText(ev.output)].join('\n');
      return [`$ ${command} (${status})`, ...salientLines(out).map((l) => `  ${l}`)];
    }
    case 'Edit':
    case 'MultiEdit':
    case 'Write': {
      const file = rel('file_path') ?? '?';
      const verb = ev.toolName === 'Write' ? 'Wrote' : 'Edited';
      const added = str(input.new_string) ?? str(input.content) ?? '';
      const lines = added
        .split('\n')
        .map((l) => clipLine(l))
        .filter((l) => NUMBER.test(l) || /[=:]/.test(l))
        .slice(0, EDIT_LINES);
      return [`${verb} ${file}${ev.success ? '' : ' (failed)'} [${pathWords(file)}]`, ...lines.map((l) => `  ${l}`)];
    }
    case 'Read': {
      const file = rel('file_path') ?? '?';
      return [`Read ${file} [${pathWords(file)}]`, ...salientLines(outputText(ev.output), 4).map((l) => `  ${l}`)];
    }
    case 'Grep':
    case 'Glob':
      return [`${ev.toolName} ${clipLine(str(input.pattern) ?? '?', 100)}`, ...salientLines(outputText(ev.output), 4).map((l) => `  ${l}`)];
    default: {
      const out = ev.success ? outputText(ev.output) : (ev.error ?? '');
      return [`${ev.toolName}${ev.success ? '' : ' (failed)'}`, ...salientLines(out, 3).map((l) => `  ${l}`)];
    }
  }
}

/**
 * The text with the project's absolute path written relative to it (`/home/u/shop/src/a.ts` -> `src/a.ts`, the root
 * itself -> `.`): tool output (pytest's `rootdir:`, stack traces, `cd` commands) names the checkout, which says
 * nothing and differs between machines. A path that merely starts with the same characters is left alone.
 */
export function projectRelative(text: string, cwd?: string): string {
  const root = cwd?.replace(/\/+$/, '');
  if (!root || root.length < 2 || !text.includes(root)) return text;
  const escaped = root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`${escaped}(?:/(?=[^\\s/])|(?![\\w.-]))`, 'g'), (m) => (m.endsWith('/') ? '' : '.'));
}

/** The card of one turn; '' when the turn has nothing to say. */
export function buildTurnCard(turn: TurnMaterial, cwd?: string): string {
  const parts: string[] = [];
  const prompt = clipBlock(turn.prompt ?? '', PROMPT_CAP);
  if (prompt) parts.push(`Asked: ${prompt}`);
  const said = (turn.assistantText ?? []).map((t) => t.trim()).filter(Boolean);
  if (said.length) {
    // The last message usually concludes; it is kept whole first, earlier ones fill what is left.
    const last = clipBlock(said[said.length - 1], ASSISTANT_CAP);
    let room = ASSISTANT_CAP - last.length;
    const earlier: string[] = [];
    for (const t of said.slice(0, -1)) {
      if (room <= 40) break;
      const c = clipBlock(t, room);
      earlier.push(c);
      room -= c.length + 1;
    }
    parts.push(`Said: ${[...earlier, last].join('\n')}`);
  }
  const tools = (turn.tools ?? []).flatMap((ev) => toolLines(ev, cwd));
  if (tools.length) parts.push(tools.join('\n'));
  const card = projectRelative(parts.join('\n'), cwd);
  return card.length <= CARD_CAP ? card : `${card.slice(0, CARD_CAP - 1)}…`;
}
