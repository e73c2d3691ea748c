import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  _default,
  _enum,
  array,
  boolean,
  int,
  number,
  object,
  prefault,
  string
} from "./chunk-LWFLJNIZ.mjs";
import {
  _gte,
  _lte
} from "./chunk-5SE5555I.mjs";

// src/config.ts
import fs from "node:fs";
var DEFAULT_SKIP_TOOLS = ["TodoWrite", "TodoRead", "Skill", "ExitPlanMode", "ListMcpResourcesTool", "mcp__plugin_memory_memory__*", "mcp__claude-memory__*"];
var MAX_INJECTED_TOKENS = 2500;
var int2 = (min, fallback, max) => _default(max === void 0 ? int().check(_gte(min)) : int().check(_gte(min), _lte(max)), fallback);
var num = (min, fallback) => _default(number().check(_gte(min)), fallback);
var bool = (fallback) => _default(boolean(), fallback);
var str = (fallback) => _default(string(), fallback);
var section = (shape) => prefault(object(shape), {});
var ConfigSchema = object({
  capture: section({
    skipTools: _default(array(string()), () => [...DEFAULT_SKIP_TOOLS]),
    maxToolOutputBytes: int2(1, 16384),
    maxPromptBytes: int2(1, 65536)
  }),
  embedder: section({
    provider: _default(_enum(["auto", "transformers", "use-lite", "none"]), "auto"),
    model: str("Xenova/bge-small-en-v1.5"),
    dtype: _default(_enum(["q8", "fp32"]), "q8"),
    allowDownload: bool(true)
  }),
  ollama: section({
    enabled: bool(false),
    url: str("http://127.0.0.1:11434"),
    model: str("llama3.2:1b"),
    timeoutMs: int2(1, 2e4)
  }),
  worker: section({
    maxAttempts: int2(1, 5),
    idleExitMs: int2(1, 6e4),
    leaseMs: int2(1, 3e4),
    staleSessionHours: num(0, 6),
    /** A queue claim older than this belonged to a killed worker and is taken over. */
    staleClaimMs: int2(1, 12e4)
  }),
  retention: section({
    rawPayloadDays: num(0, 30)
  }),
  injection: section({
    // Claude Code cuts hook output past 10,000 characters: the budgets cannot ask for more than fits in that.
    sessionStartTokens: int2(1, 1500, MAX_INJECTED_TOKENS),
    promptItems: int2(0, 5),
    promptTokens: int2(1, 500, MAX_INJECTED_TOKENS),
    promptLatencyMs: int2(1, 250),
    excludeProjects: _default(array(string()), () => [])
  }),
  publish: section({
    /** Publish into Claude Code's memory files at SessionEnd and PreCompact (off: `claude-memory publish` by hand). */
    auto: bool(false),
    mode: _default(_enum(["shared", "local", "home"]), "local"),
    maxTokens: int2(100, 2e3)
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
    alsoProjects: _default(array(string()), () => [])
  })
});
var ConfigError = class extends Error {
  code = "E_CONFIG";
};
function defaultConfig() {
  return ConfigSchema.parse({});
}
function loadConfig(configFile) {
  let raw;
  try {
    raw = fs.readFileSync(configFile, "utf8");
  } catch {
    return defaultConfig();
  }
  let json;
  try {
    json = JSON.parse(raw);
  } catch (err) {
    throw new ConfigError(`${configFile} is not valid JSON: ${err.message}`);
  }
  const parsed = ConfigSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(`${configFile}: ${first?.path.join(".") || "(root)"}: ${first?.message}`);
  }
  return parsed.data;
}
function unknownConfigKeys(json) {
  const known = defaultConfig();
  const out = [];
  if (!json || typeof json !== "object" || Array.isArray(json)) return out;
  const nearest = (name, names) => {
    let best = null;
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
    if (!value || typeof value !== "object" || Array.isArray(value)) continue;
    for (const key of Object.keys(value)) {
      if (key in known[sectionName]) continue;
      const s = nearest(key, Object.keys(known[sectionName]));
      out.push({ key: `${sectionName}.${key}`, suggestion: s ? `${sectionName}.${s}` : null });
    }
  }
  return out;
}
function editDistance(a, b) {
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
function loadConfigOrDefault(configFile, onError) {
  try {
    return loadConfig(configFile);
  } catch (err) {
    onError(err);
    return defaultConfig();
  }
}
function toolMatcher(skipTools) {
  if (skipTools.length === 0) return ".*";
  const escape = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const alternatives = skipTools.map((t) => t.endsWith("*") ? escape(t.slice(0, -1)) : `${escape(t)}$`);
  return `^(?!${alternatives.join("|")}).*`;
}

export {
  DEFAULT_SKIP_TOOLS,
  ConfigError,
  loadConfig,
  unknownConfigKeys,
  loadConfigOrDefault,
  toolMatcher
};
