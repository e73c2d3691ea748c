import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/config.ts
import fs from "node:fs";
var DEFAULT_SKIP_TOOLS = [
  "TodoWrite",
  "TodoRead",
  "Skill",
  "ExitPlanMode",
  "ListMcpResourcesTool",
  "mcp__plugin_memory_memory__*",
  "mcp__claude-memory__*"
];
var MAX_INJECTED_CHARS = 9e3;
var MAX_INJECTED_TOKENS = 2500;
function isSkippedTool(toolName, skipTools) {
  return skipTools.some((t) => t.endsWith("*") ? toolName.startsWith(t.slice(0, -1)) : toolName === t);
}
var describeValue = (v) => v === null ? "null" : Array.isArray(v) ? "an array" : typeof v === "string" ? JSON.stringify(v) : String(v);
var int = (min, fallback, max) => ({
  fallback: () => fallback,
  problem: (v) => typeof v === "number" && Number.isInteger(v) && v >= min && (max === void 0 || v <= max) ? null : `expected an integer ${max === void 0 ? `>= ${min}` : `from ${min} to ${max}`}, got ${describeValue(v)}`
});
var num = (min, fallback) => ({
  fallback: () => fallback,
  problem: (v) => typeof v === "number" && Number.isFinite(v) && v >= min ? null : `expected a number >= ${min}, got ${describeValue(v)}`
});
var bool = (fallback) => ({
  fallback: () => fallback,
  problem: (v) => typeof v === "boolean" ? null : `expected true or false, got ${describeValue(v)}`
});
var str = (fallback) => ({
  fallback: () => fallback,
  problem: (v) => typeof v === "string" ? null : `expected a string, got ${describeValue(v)}`
});
var oneOf = (values, fallback) => ({
  fallback: () => fallback,
  problem: (v) => values.includes(v) ? null : `expected one of ${values.map((x) => JSON.stringify(x)).join(", ")}, got ${describeValue(v)}`
});
var strings = (fallback) => ({
  fallback,
  problem: (v) => Array.isArray(v) && v.every((x) => typeof x === "string") ? null : `expected a list of strings, got ${describeValue(v)}`
});
var SETTINGS = {
  capture: {
    skipTools: strings(() => [...DEFAULT_SKIP_TOOLS]),
    maxToolOutputBytes: int(1, 16384),
    maxPromptBytes: int(1, 65536)
  },
  embedder: {
    provider: oneOf(["auto", "transformers", "use-lite", "none"], "auto"),
    model: str("Xenova/bge-small-en-v1.5"),
    dtype: oneOf(["q8", "fp32"], "q8"),
    // The plugin reaches no host unless asked to: a model download from huggingface.co is the user's choice.
    allowDownload: bool(false)
  },
  ollama: {
    enabled: bool(false),
    url: str("http://127.0.0.1:11434"),
    model: str("llama3.2:1b"),
    timeoutMs: int(1, 2e4)
  },
  worker: {
    maxAttempts: int(1, 5),
    idleExitMs: int(1, 6e4),
    leaseMs: int(1, 3e4),
    staleSessionHours: num(0, 6),
    /**
     * A session without activity this long is closed and rolled up by the worker, marked as ended without SessionEnd
     * (Claude Code does not guarantee that hook); its next event reopens it. The next SessionStart in the project
     * closes it at once.
     */
    idleSessionMinutes: num(0, 15),
    /** A queue claim older than this belonged to a killed worker and is taken over. */
    staleClaimMs: int(1, 12e4)
  },
  retention: {
    rawPayloadDays: num(0, 30)
  },
  injection: {
    // Claude Code cuts hook output past 10,000 characters: the budgets cannot ask for more than fits in that.
    sessionStartTokens: int(1, 1500, MAX_INJECTED_TOKENS),
    promptItems: int(0, 5),
    promptTokens: int(1, 500, MAX_INJECTED_TOKENS),
    promptLatencyMs: int(1, 250),
    excludeProjects: strings(() => [])
  },
  publish: {
    /** Publish into Claude Code's memory files at SessionEnd and PreCompact (off: `claude-memory publish` by hand). */
    auto: bool(false),
    mode: oneOf(["shared", "local", "home"], "local"),
    maxTokens: int(100, 2e3)
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
    alsoProjects: strings(() => [])
  }
};
function parseConfig(json) {
  const asObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? v : null;
  const root = asObject(json);
  if (!root) return { ok: false, path: "(root)", message: `expected an object, got ${describeValue(json)}` };
  const config = {};
  for (const [sectionName, settings] of Object.entries(SETTINGS)) {
    const given = root[sectionName] === void 0 ? {} : asObject(root[sectionName]);
    if (!given) return { ok: false, path: sectionName, message: `expected an object, got ${describeValue(root[sectionName])}` };
    const section = {};
    for (const [key, setting] of Object.entries(settings)) {
      const value = given[key];
      if (value === void 0) {
        section[key] = setting.fallback();
        continue;
      }
      const problem = setting.problem(value);
      if (problem) return { ok: false, path: `${sectionName}.${key}`, message: problem };
      section[key] = Array.isArray(value) ? [...value] : value;
    }
    config[sectionName] = section;
  }
  return { ok: true, config };
}
var ConfigError = class extends Error {
  code = "E_CONFIG";
};
function defaultConfig() {
  const parsed = parseConfig({});
  if (!parsed.ok) throw new Error(`default config: ${parsed.path}: ${parsed.message}`);
  return parsed.config;
}
var PLUGIN_OPTIONS = {
  session_start_tokens: { section: "injection", key: "sessionStartTokens", value: (v) => Number(v) },
  // Off: no memories on prompts; on leaves promptItems as configured.
  prompt_injection: { section: "injection", key: "promptItems", value: (v) => v === "false" ? 0 : void 0 },
  prompt_tokens: { section: "injection", key: "promptTokens", value: (v) => Number(v) },
  embedder: { section: "embedder", key: "provider", value: (v) => v }
};
function loadConfig(configFile, options = {}) {
  let raw = null;
  try {
    raw = fs.readFileSync(configFile, "utf8");
  } catch {
  }
  let json = {};
  try {
    if (raw !== null) json = JSON.parse(raw);
  } catch (err) {
    throw new ConfigError(`${configFile} is not valid JSON: ${err.message}`);
  }
  const parsed = parseConfig(withPluginOptions(json, options));
  if (!parsed.ok) throw new ConfigError(`${configFile}: ${parsed.path}: ${parsed.message}`);
  return parsed.config;
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
function loadConfigOrDefault(configFile, onError, options = {}) {
  try {
    return loadConfig(configFile, options);
  } catch (err) {
    onError(err);
    return defaultConfig();
  }
}
function withPluginOptions(json, options) {
  if (!json || typeof json !== "object" || Array.isArray(json)) return json;
  const out = { ...json };
  for (const [name, given] of Object.entries(options)) {
    const option = PLUGIN_OPTIONS[name];
    const value = given === void 0 ? void 0 : option.value(given);
    const setting = SETTINGS[option.section][option.key];
    if (value === void 0 || setting.problem(value) !== null) continue;
    const section = out[option.section];
    if (section !== void 0 && (typeof section !== "object" || section === null || Array.isArray(section))) continue;
    if (section && option.key in section) continue;
    out[option.section] = { ...section, [option.key]: value };
  }
  return out;
}
function toolMatcher(skipTools) {
  if (skipTools.length === 0) return ".*";
  const escapeRegex = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const alternatives = skipTools.map((t) => t.endsWith("*") ? escapeRegex(t.slice(0, -1)) : `${escapeRegex(t)}$`);
  return `^(?!${alternatives.join("|")}).*`;
}

export {
  DEFAULT_SKIP_TOOLS,
  MAX_INJECTED_CHARS,
  isSkippedTool,
  ConfigError,
  PLUGIN_OPTIONS,
  loadConfig,
  unknownConfigKeys,
  loadConfigOrDefault,
  toolMatcher
};
