// User configuration: `<dataDir>/config.json`, merged over defaults. Every tunable lives here, in one place.
import fs from 'node:fs';
import './zod.js';
import * as z from 'zod/mini';

/**
 * Tools whose events carry nothing worth remembering; the hooks' matcher is generated from this list. An entry
 * ending in `*` is a prefix: this plugin's own MCP tools (as a plugin, or as the `claude-memory` server that `init`
 * sets up) would otherwise feed recall results back into memory.
 */
export const DEFAULT_SKIP_TOOLS = ['TodoWrite', 'TodoRead', 'Skill', 'ExitPlanMode', 'ListMcpResourcesTool', 'mcp__plugin_memory_memory__*', 'mcp__claude-memory__*'] as const;

/** Claude Code shows at most 10,000 characters of a hook's output; injected context stays under this. */
export const MAX_INJECTED_CHARS = 9_000;
/** About what fits in MAX_INJECTED_CHARS of English at the estimator's ~3.3 characters per token. */
export const MAX_INJECTED_TOKENS = 2_500;

export function isSkippedTool(toolName: string, skipTools: readonly string[]): boolean {
  return skipTools.some((t) => (t.endsWith('*') ? toolName.startsWith(t.slice(0, -1)) : toolName === t));
}

// zod/mini: the hook path parses this on every event, and the full zod build costs tens of milliseconds to load.
const int = (min: number, fallback: number, max?: number) =>
  z._default(max === undefined ? z.int().check(z.gte(min)) : z.int().check(z.gte(min), z.lte(max)), fallback);
const num = (min: number, fallback: number) => z._default(z.number().check(z.gte(min)), fallback);
const bool = (fallback: boolean) => z._default(z.boolean(), fallback);
const str = (fallback: string) => z._default(z.string(), fallback);
// A missing section means all its defaults.
const section = <T extends z.core.$ZodLooseShape>(shape: T) => z.prefault(z.object(shape), {} as z.input<z.ZodMiniObject<T>>);

const ConfigSchema = z.object({
  capture: section({
    skipTools: z._default(z.array(z.string()), () => [...DEFAULT_SKIP_TOOLS]),
    maxToolOutputBytes: int(1, 16_384),
    maxPromptBytes: int(1, 65_536),
  }),
  embedder: section({
    provider: z._default(z.enum(['auto', 'transformers', 'use-lite', 'none']), 'auto'),
    model: str('Xenova/bge-small-en-v1.5'),
    dtype: z._default(z.enum(['q8', 'fp32']), 'q8'),
    allowDownload: bool(true),
  }),
  ollama: section({
    enabled: bool(false),
    url: str('http://127.0.0.1:11434'),
    model: str('llama3.2:1b'),
    timeoutMs: int(1, 20_000),
  }),
  worker: section({
    maxAttempts: int(1, 5),
    idleExitMs: int(1, 60_000),
    leaseMs: int(1, 30_000),
    staleSessionHours: num(0, 6),
    /** A queue claim older than this belonged to a killed worker and is taken over. */
    staleClaimMs: int(1, 120_000),
  }),
  retention: section({
    rawPayloadDays: num(0, 30),
  }),
  injection: section({
    // Claude Code cuts hook output past 10,000 characters: the budgets cannot ask for more than fits in that.
    sessionStartTokens: int(1, 1_500, MAX_INJECTED_TOKENS),
    promptItems: int(0, 5),
    promptTokens: int(1, 500, MAX_INJECTED_TOKENS),
    promptLatencyMs: int(1, 250),
    excludeProjects: z._default(z.array(z.string()), () => []),
  }),
  publish: section({
    /** Publish into Claude Code's memory files at SessionEnd and PreCompact (off: `claude-memory publish` by hand). */
    auto: bool(false),
    mode: z._default(z.enum(['shared', 'local', 'home']), 'local'),
    maxTokens: int(100, 2_000),
  }),
  search: section({
    // Measured on the LoCoMo dev split (BENCHMARKS.md) with the offline encoder (USE-Lite): 0.25 is the best of the
    // weights that never rank below keyword-only search there (turn@10 0.742 -> 0.770).
    ftsWeight: num(0, 1),
    vectorWeight: num(0, 0.25),
    /**
     * Cross-project recall, opted into: projects (names or directories) whose memory `recall` and session_recall also
     * search from any project, labelled with their name. Prompt injection and the digest never read them.
     */
    alsoProjects: z._default(z.array(z.string()), () => []),
  }),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  readonly code = 'E_CONFIG';
}

export function defaultConfig(): Config {
  return ConfigSchema.parse({});
}

/** Reads the config file; a missing file means defaults, a broken one is an error the caller reports. */
export function loadConfig(configFile: string): Config {
  let raw: string;
  try {
    raw = fs.readFileSync(configFile, 'utf8');
  } catch {
    return defaultConfig();
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (err) {
    throw new ConfigError(`${configFile} is not valid JSON: ${(err as Error).message}`);
  }
  const parsed = ConfigSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(`${configFile}: ${first?.path.join('.') || '(root)'}: ${first?.message}`);
  }
  return parsed.data;
}

/**
 * Keys in the config file that no setting has (a typo such as `capture.skipTool`): ignored by the parser, so reported
 * by `doctor` with the nearest known key.
 */
export function unknownConfigKeys(json: unknown): { key: string; suggestion: string | null }[] {
  const known = defaultConfig() as unknown as Record<string, Record<string, unknown>>;
  const out: { key: string; suggestion: string | null }[] = [];
  if (!json || typeof json !== 'object' || Array.isArray(json)) return out;
  const nearest = (name: string, names: string[]) => {
    let best: string | null = null;
    let bestDistance = Infinity;
    for (const n of names) {
      const d = editDistance(name.toLowerCase(), n.toLowerCase());
      if (d < bestDistance) [best, bestDistance] = [n, d];
    }
    return bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
  };
  for (const [sectionName, value] of Object.entries(json)) {
    if (!(sectionName in known)) {
      const s = nearest(sectionName, Object.keys(known));
      out.push({ key: sectionName, suggestion: s });
      continue;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    for (const key of Object.keys(value)) {
      if (key in known[sectionName]) continue;
      const s = nearest(key, Object.keys(known[sectionName]));
      out.push({ key: `${sectionName}.${key}`, suggestion: s ? `${sectionName}.${s}` : null });
    }
  }
  return out;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length];
}

/** Loads the config, falling back to defaults on error; used where failing is worse than defaults (hooks). */
export function loadConfigOrDefault(configFile: string, onError: (err: Error) => void): Config {
  try {
    return loadConfig(configFile);
  } catch (err) {
    onError(err as Error);
    return defaultConfig();
  }
}

/** The PostToolUse matcher: a regex that matches every tool except the skipped ones, so they start no process. */
export function toolMatcher(skipTools: readonly string[]): string {
  if (skipTools.length === 0) return '.*';
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const alternatives = skipTools.map((t) => (t.endsWith('*') ? escape(t.slice(0, -1)) : `${escape(t)}$`));
  return `^(?!${alternatives.join('|')}).*`;
}
