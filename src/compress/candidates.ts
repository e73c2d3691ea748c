// Turns one captured turn into an ordered list of candidate sentences for the extractive summarizers.
import { splitSentences } from './sentences.js';

export interface ToolEvidence {
  toolName: string;
  input: unknown;
  /** Tool response as text. A JSON-serialized tool_response object is also understood. */
  output: string;
  success: boolean;
  /** PostToolUseFailure `error`, e.g. "Exit code 1\n...". */
  error?: string;
}

export interface TurnMaterial {
  promptNumber: number;
  prompt: string;
  tools: ToolEvidence[];
  assistantText: string[];
}

export interface Candidate {
  text: string;
  order: number;
  source: 'prompt' | 'tool' | 'tool_output' | 'assistant';
}

export interface CandidateOptions {
  /** Session cwd: absolute paths under it are shown relative (shorter summaries, same meaning). */
  cwd?: string;
  locale?: string;
  /** Hard cap; beyond it candidates are thinned evenly (prompt sentences kept first). Bounds embed cost. */
  maxCandidates?: number;
}

const OUTPUT_CAP = 200;
const DESCRIPTOR_ARG_CAP = 100;
const DEFAULT_MAX_CANDIDATES = 150;
const MAX_PROMPT_CANDIDATES = 40;
// Confirmations like "The file x has been updated successfully." carry nothing the descriptor doesn't.
const OUTPUT_SILENT_TOOLS = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit', 'TodoWrite', 'ExitPlanMode']);

export function asRecord(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v : undefined;
}

export function oneLine(s: string, cap: number): string {
  const line = s.replace(/\s+/g, ' ').trim();
  if (line.length <= cap) return line;
  const cut = line.lastIndexOf(' ', cap - 1);
  return `${line.slice(0, cut > cap * 0.6 ? cut : cap - 1)}…`;
}

export function displayPath(p: string, cwd?: string): string {
  if (cwd) {
    const base = cwd.endsWith('/') ? cwd : `${cwd}/`;
    if (p.startsWith(base) && p.length > base.length) return p.slice(base.length);
  }
  const parts = p.split('/').filter(Boolean);
  // Without a cwd, a long absolute path is mostly noise; the evidence keep the full path.
  if (p.startsWith('/') && parts.length > 4) return `…/${parts.slice(-3).join('/')}`;
  return p;
}

/**
 * Tool output as plain text. Handles raw strings and the JSON shapes of Claude Code tool_response
 * payloads (Bash {stdout, stderr}, Read {file: {content}}, MCP [{type:'text', text}]).
 */
export function outputText(output: string): string {
  const t = output.trim();
  if (!t || !(t.startsWith('{') || t.startsWith('['))) return output;
  let parsed: unknown;
  try {
    parsed = JSON.parse(t);
  } catch {
    return output;
  }
  if (Array.isArray(parsed)) {
    const texts = parsed.map((p) => str(asRecord(p).text)).filter((x): x is string => !!x);
    return texts.length ? texts.join('\n') : output;
  }
  const o = asRecord(parsed);
  const file = asRecord(o.file);
  return (
    str(o.stdout) ??
    str(o.stderr) ??
    str(file.content) ??
    str(o.content) ??
    str(o.result) ??
    str(o.text) ??
    str(o.output) ??
    (o.stdout !== undefined ? '' : output)
  );
}

/** "Exit code 2" from a failure text, or null. */
export function parseExitCode(text: string | undefined): number | null {
  const m = text ? /\bExit code:?\s*(-?\d+)/i.exec(text) : null;
  return m ? Number(m[1]) : null;
}

export function isInterrupted(output: string): boolean {
  const t = output.trim();
  if (!t.startsWith('{')) return false;
  try {
    return asRecord(JSON.parse(t)).interrupted === true;
  } catch {
    return false;
  }
}

/** Short human descriptor of a tool call, derived from its input. */
export function describeTool(ev: ToolEvidence, cwd?: string): string {
  const input = asRecord(ev.input);
  const name = ev.toolName;
  const path = (k: string) => (str(input[k]) ? displayPath(str(input[k])!, cwd) : undefined);
  const failed = ev.success ? '' : ' (failed)';
  switch (name) {
    case 'Read':
    case 'Write':
    case 'Edit':
    case 'MultiEdit':
      return `${name} ${path('file_path') ?? '?'}${failed}`;
    case 'NotebookRead':
    case 'NotebookEdit':
      return `${name} ${path('notebook_path') ?? '?'}${failed}`;
    case 'Bash': {
      const cmd = oneLine(str(input.command) ?? '?', DESCRIPTOR_ARG_CAP);
      if (ev.success) return isInterrupted(ev.output) ? `Bash: ${cmd} (interrupted)` : `Bash: ${cmd}`;
      const code = parseExitCode(ev.error) ?? parseExitCode(ev.output);
      return `Bash: ${cmd} (${code !== null ? `exit ${code}` : 'failed'})`;
    }
    case 'Grep':
    case 'Glob': {
      const pat = oneLine(str(input.pattern) ?? '?', DESCRIPTOR_ARG_CAP);
      const where = path('path');
      const glob = str(input.glob);
      return `${name} '${pat}'${where ? ` in ${where}` : ''}${glob ? ` (${glob})` : ''}${failed}`;
    }
    case 'Task':
    case 'Agent': {
      const what = str(input.description) ?? str(input.prompt) ?? str(input.subagent_type) ?? '?';
      return `${name}: ${oneLine(what, DESCRIPTOR_ARG_CAP)}${failed}`;
    }
    case 'WebFetch':
      return `WebFetch ${oneLine(str(input.url) ?? '?', DESCRIPTOR_ARG_CAP)}${failed}`;
    case 'WebSearch':
      return `WebSearch '${oneLine(str(input.query) ?? '?', DESCRIPTOR_ARG_CAP)}'${failed}`;
    case 'TodoWrite': {
      const n = Array.isArray(input.todos) ? input.todos.length : 0;
      return `TodoWrite: ${n} todo${n === 1 ? '' : 's'}`;
    }
    default: {
      // MCP and unknown tools: the name plus the first short string argument, if any.
      const firstArg = Object.entries(input).find(([, v]) => typeof v === 'string' && v.trim());
      const arg = firstArg ? ` ${firstArg[0]}='${oneLine(firstArg[1] as string, 60)}'` : '';
      return `${name}${arg}${failed}`;
    }
  }
}

/** First one or two sentences of a tool's output (or error), capped; undefined when nothing useful. */
export function outputGist(ev: ToolEvidence, locale = 'en'): string | undefined {
  if (ev.success && OUTPUT_SILENT_TOOLS.has(ev.toolName)) return undefined;
  let text = ev.success ? outputText(ev.output) : ev.error?.trim() ? ev.error : outputText(ev.output);
  // The exit code is already in the descriptor; the line after it is the informative part.
  text = text.replace(/^\s*Exit code:?\s*-?\d+\s*\n?/i, '');
  // Only the head matters; slicing first keeps a multi-megabyte output cheap.
  const sentences = splitSentences(text.slice(0, 4 * OUTPUT_CAP), locale, { maxLen: OUTPUT_CAP, maxPiecesPerSegment: 1, limit: 2 });
  if (!sentences.length) return undefined;
  let gist = sentences[0];
  if (gist.length < OUTPUT_CAP * 0.4 && sentences[1]) gist = `${gist} ${sentences[1]}`;
  return oneLine(gist, OUTPUT_CAP);
}

export function buildCandidates(turn: TurnMaterial, opts: CandidateOptions = {}): Candidate[] {
  const locale = opts.locale ?? 'en';
  const prompt: Omit<Candidate, 'order'>[] = splitSentences(turn.prompt ?? '', locale)
    .slice(0, MAX_PROMPT_CANDIDATES)
    .map((text) => ({ text, source: 'prompt' as const }));
  const rest: Omit<Candidate, 'order'>[] = [];
  for (const ev of turn.tools ?? []) {
    rest.push({ text: describeTool(ev, opts.cwd), source: 'tool' });
    const gist = outputGist(ev, locale);
    if (gist) rest.push({ text: gist, source: 'tool_output' });
  }
  for (const block of turn.assistantText ?? []) {
    for (const text of splitSentences(block, locale)) rest.push({ text, source: 'assistant' });
  }

  const max = Math.max(1, opts.maxCandidates ?? DEFAULT_MAX_CANDIDATES);
  const budget = Math.max(0, max - prompt.length);
  const thinned = rest.length <= budget ? rest : evenSample(rest, budget);
  return [...prompt, ...thinned].map((c, order) => ({ ...c, order }));
}

/** Evenly spaced picks that always include the first and the last item (a turn's outcome is usually last). */
function evenSample<T>(items: T[], n: number): T[] {
  if (n <= 0) return [];
  if (n === 1) return [items[items.length - 1]];
  const out: T[] = [];
  const step = (items.length - 1) / (n - 1);
  for (let i = 0; i < n; i++) out.push(items[Math.round(i * step)]);
  return out;
}
