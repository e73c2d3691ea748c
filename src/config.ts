// User configuration: `<dataDir>/config.json`, merged over defaults. Every tunable lives here, in one place.
import fs from 'node:fs';

/**
 * Tools whose events carry nothing worth remembering; the hooks' matcher is generated from this list. An entry
 * ending in `*` is a prefix: this plugin's own MCP tools (as a plugin, or as the `claude-memory` server that `init`
 * sets up) would otherwise feed recall results back into memory.
 */
export const DEFAULT_SKIP_TOOLS = [
  'TodoWrite',
  'TodoRead',
  'Skill',
  'ExitPlanMode',
  'ListMcpResourcesTool',
  'mcp__plugin_memory_memory__*',
  'mcp__claude-memory__*',
] as const;

/** Claude Code shows at most 10,000 characters of a hook's output; injected context stays under this. */
export const MAX_INJECTED_CHARS = 9_000;
/** About what fits in MAX_INJECTED_CHARS of English at the estimator's ~3.3 characters per token. */
export const MAX_INJECTED_TOKENS = 2_500;

export function isSkippedTool(toolName: string, skipTools: readonly string[]): boolean {
  return skipTools.some((t) => (t.endsWith('*') ? toolName.startsWith(t.slice(0, -1)) : toolName === t));
}

// Validated by hand, not with a schema library: every hook loads this, and building zod schemas at start-up cost a
// tool hook about 10 ms (BENCHMARKS.md, section 1). Each setting is its default plus the check of a value given.
interface Setting<T> {
  fallback: () => T;
  /** Null when the value is acceptable, else what is wrong with it. */
  problem(value: unknown): string | null;
}

const describeValue = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'string' ? JSON.stringify(v) : String(v);

const int = (min: number, fallback: number, max?: number): Setting<number> => ({
  fallback: () => fallback,
  problem: (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && (max === undefined || v <= max)
      ? null
      : `expected an integer ${max === undefined ? `>= ${min}` : `from ${min} to ${max}`}, got ${describeValue(v)}`,
});
const num = (min: number, fallback: number): Setting<number> => ({
  fallback: () => fallback,
  problem: (v) => (typeof v === 'number' && Number.isFinite(v) && v >= min ? null : `expected a number >= ${min}, got ${describeValue(v)}`),
});
const bool = (fallback: boolean): Setting<boolean> => ({
  fallback: () => fallback,
  problem: (v) => (typeof v === 'boolean' ? null : `expected true or false, got ${describeValue(v)}`),
});
const str = (fallback: string): Setting<string> => ({
  fallback: () => fallback,
  problem: (v) => (typeof v === 'string' ? null : `expected a string, got ${describeValue(v)}`),
});
const oneOf = <const T extends string>(values: readonly T[], fallback: T): Setting<T> => ({
  fallback: () => fallback,
  problem: (v) =>
    (values as readonly unknown[]).includes(v)
      ? null
      : `expected one of ${values.map((x) => JSON.stringify(x)).join(', ')}, got ${describeValue(v)}`,
});
const strings = (fallback: () => string[]): Setting<string[]> => ({
  fallback,
  problem: (v) =>
    Array.isArray(v) && v.every((x) => typeof x === 'string') ? null : `expected a list of strings, got ${describeValue(v)}`,
});

const SETTINGS = {
  capture: {
    skipTools: strings(() => [...DEFAULT_SKIP_TOOLS]),
    maxToolOutputBytes: int(1, 16_384),
    maxPromptBytes: int(1, 65_536),
  },
  embedder: {
    provider: oneOf(['auto', 'transformers', 'use-lite', 'none'], 'auto'),
    model: str('Xenova/bge-small-en-v1.5'),
    dtype: oneOf(['q8', 'fp32'], 'q8'),
    // The plugin reaches no host unless asked to: a model download from huggingface.co is the user's choice.
    allowDownload: bool(false),
  },
  ollama: {
    enabled: bool(false),
    url: str('http://127.0.0.1:11434'),
    model: str('llama3.2:1b'),
    timeoutMs: int(1, 20_000),
  },
  worker: {
    maxAttempts: int(1, 5),
    idleExitMs: int(1, 60_000),
    leaseMs: int(1, 30_000),
    staleSessionHours: num(0, 6),
    /**
     * A session without activity this long is closed and rolled up by the worker, marked as ended without SessionEnd
     * (Claude Code does not guarantee that hook); its next event reopens it. The next SessionStart in the project
     * closes it at once.
     */
    idleSessionMinutes: num(0, 15),
    /** A queue claim older than this belonged to a killed worker and is taken over. */
    staleClaimMs: int(1, 120_000),
  },
  retention: {
    rawPayloadDays: num(0, 30),
  },
  injection: {
    // Claude Code cuts hook output past 10,000 characters: the budgets cannot ask for more than fits in that.
    sessionStartTokens: int(1, 1_500, MAX_INJECTED_TOKENS),
    promptItems: int(0, 5),
    promptTokens: int(1, 500, MAX_INJECTED_TOKENS),
    promptLatencyMs: int(1, 250),
    excludeProjects: strings(() => []),
  },
  publish: {
    /** Publish into Claude Code's memory files at SessionEnd and PreCompact (off: `claude-memory publish` by hand). */
    auto: bool(false),
    mode: oneOf(['shared', 'local', 'home'], 'local'),
    maxTokens: int(100, 2_000),
  },
  search: {
    // Measured on the LoCoMo dev split (BENCHMARKS.md) with the offline encoder (USE-Lite): 0.25 is the best of the
    // weights that never rank below keyword-only search there (turn@10 0.742 -> 0.770).
    ftsWeight: num(0, 1),
    vectorWeight: num(0, 0.25),
    /**
     * Cross-project recall, opted into: projects (names or directories) whose memory `recall` and session_recall also
     * search from any project, labelled with their name. Prompt injection and the digest never read them.
     */
    alsoProjects: strings(() => []),
  },
};

type Settings = typeof SETTINGS;
export type Config = { [S in keyof Settings]: { [K in keyof Settings[S]]: Settings[S][K] extends Setting<infer T> ? T : never } };

/** The config a JSON value describes: missing sections and keys take their defaults, unknown keys are ignored. */
function parseConfig(json: unknown): { ok: true; config: Config } | { ok: false; path: string; message: string } {
  const asObject = (v: unknown): Record<string, unknown> | null =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  const root = asObject(json);
  if (!root) return { ok: false, path: '(root)', message: `expected an object, got ${describeValue(json)}` };
  const config: Record<string, Record<string, unknown>> = {};
  for (const [sectionName, settings] of Object.entries(SETTINGS) as [string, Record<string, Setting<unknown>>][]) {
    const given = root[sectionName] === undefined ? {} : asObject(root[sectionName]);
    if (!given) return { ok: false, path: sectionName, message: `expected an object, got ${describeValue(root[sectionName])}` };
    const section: Record<string, unknown> = {};
    for (const [key, setting] of Object.entries(settings)) {
      const value = given[key];
      if (value === undefined) {
        section[key] = setting.fallback();
        continue;
      }
      const problem = setting.problem(value);
      if (problem) return { ok: false, path: `${sectionName}.${key}`, message: problem };
      section[key] = Array.isArray(value) ? [...value] : value;
    }
    config[sectionName] = section;
  }
  return { ok: true, config: config as Config };
}

export class ConfigError extends Error {
  readonly code = 'E_CONFIG';
}

export function defaultConfig(): Config {
  const parsed = parseConfig({});
  if (!parsed.ok) throw new Error(`default config: ${parsed.path}: ${parsed.message}`);
  return parsed.config;
}

/**
 * The plugin's userConfig options (declared in .claude-plugin/plugin.json, asked for by Claude Code when the plugin is
 * enabled, passed to hooks and the MCP server as CLAUDE_PLUGIN_OPTION_<KEY>): the setting each one sets, where
 * config.json does not set it itself. A value that is not valid for its setting is ignored.
 */
export const PLUGIN_OPTIONS = {
  session_start_tokens: { section: 'injection', key: 'sessionStartTokens', value: (v: string) => Number(v) },
  // Off: no memories on prompts; on leaves promptItems as configured.
  prompt_injection: { section: 'injection', key: 'promptItems', value: (v: string) => (v === 'false' ? 0 : undefined) },
  prompt_tokens: { section: 'injection', key: 'promptTokens', value: (v: string) => Number(v) },
  embedder: { section: 'embedder', key: 'provider', value: (v: string) => v },
} as const satisfies Record<string, { section: keyof typeof SETTINGS; key: string; value: (v: string) => unknown }>;

export type PluginOptions = Partial<Record<keyof typeof PLUGIN_OPTIONS, string>>;

/** Reads the config file over the plugin's options; a missing file means defaults, a broken one is an error. */
export function loadConfig(configFile: string, options: PluginOptions = {}): Config {
  let raw: string | null = null;
  try {
    raw = fs.readFileSync(configFile, 'utf8');
  } catch {
    // no file: defaults, and the plugin's options
  }
  let json: unknown = {};
  try {
    if (raw !== null) json = JSON.parse(raw);
  } catch (err) {
    throw new ConfigError(`${configFile} is not valid JSON: ${(err as Error).message}`);
  }
  const parsed = parseConfig(withPluginOptions(json, options));
  if (!parsed.ok) throw new ConfigError(`${configFile}: ${parsed.path}: ${parsed.message}`);
  return parsed.config;
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
export function loadConfigOrDefault(configFile: string, onError: (err: Error) => void, options: PluginOptions = {}): Config {
  try {
    return loadConfig(configFile, options);
  } catch (err) {
    onError(err as Error);
    return defaultConfig();
  }
}

/** The config file's JSON with each valid plugin option set where the file leaves its setting out. */
function withPluginOptions(json: unknown, options: PluginOptions): unknown {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return json;
  const out: Record<string, unknown> = { ...(json as Record<string, unknown>) };
  for (const [name, given] of Object.entries(options) as [keyof typeof PLUGIN_OPTIONS, string | undefined][]) {
    const option = PLUGIN_OPTIONS[name];
    const value = given === undefined ? undefined : option.value(given);
    const setting = (SETTINGS[option.section] as Record<string, Setting<unknown>>)[option.key];
    if (value === undefined || setting.problem(value) !== null) continue;
    const section = out[option.section];
    if (section !== undefined && (typeof section !== 'object' || section === null || Array.isArray(section))) continue;
    if (section && option.key in section) continue;
    out[option.section] = { ...(section as Record<string, unknown> | undefined), [option.key]: value };
  }
  return out;
}

/** The PostToolUse matcher: a regex that matches every tool except the skipped ones, so they start no process. */
export function toolMatcher(skipTools: readonly string[]): string {
  if (skipTools.length === 0) return '.*';
  const escapeRegex = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const alternatives = skipTools.map((t) => (t.endsWith('*') ? escapeRegex(t.slice(0, -1)) : `${escapeRegex(t)}$`));
  return `^(?!${alternatives.join('|')}).*`;
}
