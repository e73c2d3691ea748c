import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-AMDFOPHN.mjs";

// src/config.ts
import fs from "node:fs";
var DEFAULT_SKIP_TOOLS = ["TodoWrite", "TodoRead", "Skill", "ExitPlanMode", "ListMcpResourcesTool"];
var ConfigSchema = external_exports.object({
  capture: external_exports.object({
    skipTools: external_exports.array(external_exports.string()).default([...DEFAULT_SKIP_TOOLS]),
    maxToolOutputBytes: external_exports.number().int().positive().default(16384),
    maxPromptBytes: external_exports.number().int().positive().default(65536)
  }).prefault({}),
  embedder: external_exports.object({
    provider: external_exports.enum(["auto", "transformers", "use-lite", "none"]).default("auto"),
    model: external_exports.string().default("Xenova/bge-small-en-v1.5"),
    dtype: external_exports.enum(["q8", "fp32"]).default("q8"),
    allowDownload: external_exports.boolean().default(true)
  }).prefault({}),
  ollama: external_exports.object({
    enabled: external_exports.boolean().default(false),
    url: external_exports.string().default("http://127.0.0.1:11434"),
    model: external_exports.string().default("llama3.2:1b"),
    timeoutMs: external_exports.number().int().positive().default(2e4)
  }).prefault({}),
  worker: external_exports.object({
    maxAttempts: external_exports.number().int().positive().default(5),
    idleExitMs: external_exports.number().int().positive().default(6e4),
    leaseMs: external_exports.number().int().positive().default(3e4),
    staleSessionHours: external_exports.number().positive().default(6)
  }).prefault({}),
  retention: external_exports.object({
    rawPayloadDays: external_exports.number().nonnegative().default(30)
  }).prefault({}),
  injection: external_exports.object({
    sessionStartTokens: external_exports.number().int().positive().max(9e3).default(1500),
    promptItems: external_exports.number().int().nonnegative().default(5),
    promptTokens: external_exports.number().int().positive().max(4e3).default(500),
    promptLatencyMs: external_exports.number().int().positive().default(250),
    excludeProjects: external_exports.array(external_exports.string()).default([])
  }).prefault({}),
  search: external_exports.object({
    // Chosen on the LoCoMo dev split (see BENCHMARKS.md): the keyword side carries most of the weight.
    ftsWeight: external_exports.number().nonnegative().default(1),
    vectorWeight: external_exports.number().nonnegative().default(0.5)
  }).prefault({})
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
  const escaped = skipTools.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return `^(?!${escaped.map((t) => `${t}$`).join("|")}).*`;
}

export {
  DEFAULT_SKIP_TOOLS,
  ConfigError,
  loadConfig,
  loadConfigOrDefault,
  toolMatcher
};
