import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  docsMissingEmbedding,
  dropForeignEmbeddings,
  saveEmbeddings
} from "./chunk-HARAQNXZ.mjs";
import {
  cosine
} from "./chunk-ERQH3QKS.mjs";
import {
  asRecord,
  buildCandidates,
  closeStaleSessions,
  collapseWhitespace,
  isInterrupted,
  oneLine,
  outputText,
  parseExitCode,
  splitSentences,
  str
} from "./chunk-HKXM2YGJ.mjs";
import {
  acquireLease,
  claimNext,
  completeRollup,
  completeTurn,
  deferItem,
  dropItem,
  parseTurnTarget,
  queuedTurnCount,
  recordFailure,
  releaseLease
} from "./chunk-YR755NT4.mjs";
import {
  getSession,
  loadTurn,
  sweepRawPayloads,
  turnSummaries
} from "./chunk-V2JGOLJS.mjs";

// src/queue/worker.ts
import { randomUUID } from "node:crypto";

// src/compress/extractive.ts
function topKInOrder(scores, k, isRedundant = () => false) {
  if (k <= 0 || scores.length === 0) return [];
  const ranked = scores.map((s, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
  const picked = [];
  for (const i of ranked) {
    if (picked.length >= k) break;
    if (!isRedundant(i, picked)) picked.push(i);
  }
  if (picked.length < Math.min(k, scores.length)) {
    for (const i of ranked) {
      if (picked.length >= k) break;
      if (!picked.includes(i)) picked.push(i);
    }
  }
  return picked.sort((a, b) => a - b);
}
function selectByCentroid(vectors, k, opts = {}) {
  const n = vectors.length;
  if (n === 0 || k <= 0) return [];
  if (k >= n) return vectors.map((_, i) => i);
  const dims = vectors[0].length;
  const centroid = new Float32Array(dims);
  for (const v of vectors) for (let d = 0; d < dims; d++) centroid[d] += v[d];
  const scores = vectors.map((v) => cosine(v, centroid));
  const maxSim = opts.maxSimilarity ?? 0.95;
  return topKInOrder(scores, k, (i, picked) => picked.some((j) => cosine(vectors[i], vectors[j]) > maxSim));
}

// src/compress/evidence.ts
var FACT_LIMITS = { files: 50, commands: 30, errors: 20, tests: 20, commits: 20 };
var COMMAND_CAP = 300;
var ERROR_CAP = 240;
function stripHeredocs(command) {
  const lines = command.split("\n");
  const out = [];
  const pending = [];
  for (const line of lines) {
    if (pending.length) {
      const { tag, dash } = pending[0];
      if ((dash ? line.replace(/^\t+/, "") : line).trim() === tag) pending.shift();
      continue;
    }
    out.push(line);
    for (const m of line.matchAll(/<<(-?)\s*(['"]?)([A-Za-z_][\w-]*)\2/g)) pending.push({ tag: m[3], dash: m[1] === "-" });
  }
  return out.join("\n");
}
function lexShell(command) {
  const src = stripHeredocs(command);
  const tokens = [];
  let i = 0;
  let word = "";
  let inWord = false;
  let dynamic = false;
  const flush = () => {
    if (inWord) tokens.push({ kind: "word", value: word, dynamic });
    word = "";
    inWord = false;
    dynamic = false;
  };
  while (i < src.length) {
    const c = src[i];
    if (c === "\\" && i + 1 < src.length) {
      if (src[i + 1] !== "\n") {
        word += src[i + 1];
        inWord = true;
      }
      i += 2;
      continue;
    }
    if (c === "'") {
      const end = src.indexOf("'", i + 1);
      word += src.slice(i + 1, end === -1 ? src.length : end);
      inWord = true;
      i = end === -1 ? src.length : end + 1;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      let depth = 0;
      while (j < src.length) {
        if (src[j] === "\\") j += 2;
        else if (src[j] === "$" && src[j + 1] === "(") {
          depth++;
          j += 2;
        } else if (src[j] === ")" && depth > 0) {
          depth--;
          j++;
        } else if (src[j] === '"' && depth === 0) break;
        else j++;
      }
      const inner = src.slice(i + 1, j);
      if (/[$`]/.test(inner)) dynamic = true;
      word += inner.replace(/\\(["\\$`])/g, "$1");
      inWord = true;
      i = j + 1;
      continue;
    }
    if (c === "$" && src[i + 1] === "(") {
      let depth = 0;
      let j = i;
      for (; j < src.length; j++) {
        if (src[j] === "(") depth++;
        else if (src[j] === ")" && --depth === 0) break;
      }
      word += src.slice(i, j + 1);
      inWord = true;
      dynamic = true;
      i = j + 1;
      continue;
    }
    if (c === "#" && !inWord) {
      const nl = src.indexOf("\n", i);
      i = nl === -1 ? src.length : nl;
      continue;
    }
    if (c === " " || c === "	") {
      flush();
      i++;
      continue;
    }
    if (c === "\n" || c === ";" || c === "|" || c === "&" || c === "(" || c === ")") {
      flush();
      const two = src.slice(i, i + 2);
      const op = two === "&&" || two === "||" || two === ";;" || two === "&>" || two === "|&" ? two : c;
      if (op === "&>") {
        const app = src[i + 2] === ">";
        tokens.push({ kind: "op", value: app ? "&>>" : "&>" });
        i += app ? 3 : 2;
        continue;
      }
      tokens.push({ kind: "op", value: op === "\n" ? ";" : op });
      i += op.length;
      continue;
    }
    if (c === ">" || c === "<") {
      if (inWord && /^\d+$/.test(word)) {
        word = "";
        inWord = false;
      }
      flush();
      let op = c;
      if (src[i + 1] === c) op += c;
      if (src[i + op.length] === "&") {
        let j = i + op.length + 1;
        while (j < src.length && /[\d-]/.test(src[j])) j++;
        tokens.push({ kind: "op", value: "dup" });
        i = j;
        continue;
      }
      if (op === "<<") {
        tokens.push({ kind: "op", value: "<<" });
        i += src[i + 2] === "-" ? 3 : 2;
        continue;
      }
      tokens.push({ kind: "op", value: op });
      i += op.length;
      continue;
    }
    word += c;
    inWord = true;
    i++;
  }
  flush();
  return tokens;
}
function simpleCommands(command) {
  const tokens = lexShell(command);
  const out = [];
  let cur = { words: [], writes: [], reads: [], text: "" };
  const push = () => {
    if (cur.words.length || cur.writes.length) {
      cur.text = cur.words.map((w) => w.value).join(" ");
      out.push(cur);
    }
    cur = { words: [], writes: [], reads: [], text: "" };
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === "word") {
      cur.words.push({ value: t.value, dynamic: t.dynamic });
      continue;
    }
    if (t.value === ">" || t.value === ">>" || t.value === "&>" || t.value === "&>>" || t.value === "<" || t.value === "<<") {
      const next = tokens[i + 1];
      if (next?.kind === "word") {
        i++;
        if (t.value === "<<") continue;
        if (!next.dynamic && isPathLike(next.value)) (t.value === "<" ? cur.reads : cur.writes).push(next.value);
      }
      continue;
    }
    if (t.value === "dup") continue;
    push();
  }
  push();
  return out;
}
function isPathLike(w) {
  return !!w && !w.startsWith("-") && !/^\/dev\//.test(w) && !/[*?$`{}]/.test(w) && w.length < 400;
}
function programWords(cmd) {
  const w = [...cmd.words];
  while (w.length) {
    const v = w[0].value;
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(v) || ["sudo", "env", "time", "command", "nohup", "exec"].includes(v)) w.shift();
    else break;
  }
  return w;
}
function fileArgs(words) {
  let endOfOpts = false;
  const out = [];
  for (const w of words) {
    if (!endOfOpts && w.value === "--") {
      endOfOpts = true;
      continue;
    }
    if (!endOfOpts && w.value.startsWith("-")) continue;
    if (!w.dynamic && isPathLike(w.value)) out.push(w.value);
  }
  return out;
}
function shellFileEffects(command) {
  const modified = [];
  const read = [];
  for (const cmd of simpleCommands(command)) {
    modified.push(...cmd.writes);
    read.push(...cmd.reads);
    const words = programWords(cmd);
    if (!words.length) continue;
    const prog = words[0].value.replace(/^.*\//, "");
    const args = words.slice(1);
    if (prog === "git" && args[0]) {
      const sub = args[0].value;
      if (sub === "mv" || sub === "rm") modified.push(...fileArgs(args.slice(1)));
      continue;
    }
    switch (prog) {
      case "mv":
      case "rm":
      case "touch":
      case "mkdir":
      case "rmdir":
      case "unlink":
      case "truncate":
        modified.push(...fileArgs(args));
        break;
      case "cp":
      case "install": {
        const files = fileArgs(args);
        if (files.length >= 2) {
          read.push(...files.slice(0, -1));
          modified.push(files[files.length - 1]);
        }
        break;
      }
      case "tee":
        modified.push(...fileArgs(args));
        break;
      case "sed":
      case "perl": {
        const inPlace = args.some((a) => /^-[A-Za-z]*i/.test(a.value) || a.value.startsWith("--in-place"));
        if (!inPlace) break;
        let scriptGiven = false;
        const files = [];
        for (let i = 0; i < args.length; i++) {
          const v = args[i].value;
          if (v === "-e" || v === "--expression" || v === "-f") {
            scriptGiven = true;
            i++;
            continue;
          }
          if (v.startsWith("-")) continue;
          if (!scriptGiven) {
            scriptGiven = true;
            continue;
          }
          if (!args[i].dynamic && isPathLike(v)) files.push(v);
        }
        modified.push(...files);
        break;
      }
      case "cat":
      case "head":
      case "tail":
      case "less":
      case "wc":
        read.push(...fileArgs(args).filter((f) => !/^\d+$/.test(f)));
        break;
      default:
        break;
    }
  }
  return { modified, read };
}
var TEST_PATTERNS = [
  /^(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?test\b/,
  /^(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?test:[\w:-]+/,
  /^npm\s+t\b/,
  /^(?:npx|pnpx|bunx|pnpm\s+exec|yarn)\s+(?:vitest|jest|mocha|ava|tap|playwright\s+test|cypress\s+run)\b/,
  /^(?:vitest|jest|mocha|ava)\b/,
  /^(?:\S*\/)?(?:node_modules\/\.bin\/)(?:vitest|jest|mocha)\b/,
  /^(?:python[\d.]*\s+-m\s+)?pytest\b/,
  /^(?:python[\d.]*\s+-m\s+)?unittest\b/,
  /^(?:uv|poetry|pdm|hatch)\s+run\s+(?:python\s+-m\s+)?pytest\b/,
  /^tox\b/,
  /^go\s+test\b/,
  /^cargo\s+(?:test|nextest)\b/,
  /^(?:mvn|\.\/mvnw)\b.*\b(?:test|verify)\b/,
  /^(?:gradle|\.\/gradlew)\b.*\btest\b/,
  /^(?:bundle\s+exec\s+)?(?:rspec|rake\s+test)\b/,
  /^(?:dotnet|deno|bun|swift|mix|flutter|dart)\s+test\b/,
  /^(?:phpunit|vendor\/bin\/phpunit|ctest)\b/,
  /^make\s+(?:test|check)\b/
];
function findTestCommand(command) {
  for (const cmd of simpleCommands(command)) {
    const text = programWords(cmd).map((w) => w.value).join(" ");
    if (TEST_PATTERNS.some((re) => re.test(text))) return text;
  }
  return void 0;
}
var COMMIT_LINE = /^\[([^\]\s]+)(?: \([^)]*\))? ([0-9a-f]{7,40})\] (.+)$/gm;
function commitMessagesFromCommand(command) {
  if (!/\bgit\b[^\n]*\bcommit\b/.test(command)) return [];
  const heredoc = /git\b[^\n]*\bcommit\b[^\n]*(?:-m|--message)[ =]?\s*"?\$\(cat\s+<<-?\s*(['"]?)(\w+)\1\s*\n([\s\S]*?)\n\s*\2\b/.exec(
    command
  );
  if (heredoc) {
    const first = heredoc[3].split("\n").find((l) => l.trim());
    return first ? [first.trim()] : [];
  }
  const out = [];
  for (const cmd of simpleCommands(command)) {
    const words = programWords(cmd);
    if (words[0]?.value !== "git") continue;
    const ci = words.findIndex((w) => w.value === "commit");
    if (ci < 0) continue;
    for (let i = ci + 1; i < words.length; i++) {
      const v = words[i].value;
      let msg;
      if (/^-[a-zA-Z]*m$/.test(v) || v === "--message") msg = words[i + 1]?.value;
      else if (v.startsWith("--message=")) msg = v.slice("--message=".length);
      else if (/^-m./.test(v)) msg = v.slice(2);
      if (msg?.trim()) {
        out.push(msg.split("\n")[0].trim());
        break;
      }
    }
  }
  return out;
}
function commitsFromOutput(output) {
  const out = [];
  for (const m of output.matchAll(COMMIT_LINE)) out.push(`${m[2].slice(0, 12)} ${m[3].trim()}`);
  return out;
}
var OrderedSet = class {
  constructor(cap) {
    this.cap = cap;
  }
  cap;
  seen = /* @__PURE__ */ new Set();
  items = [];
  add(v) {
    if (!v || this.seen.has(v) || this.items.length >= this.cap) return;
    this.seen.add(v);
    this.items.push(v);
  }
};
function firstErrorLine(text) {
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l && !/^Exit code:?\s*-?\d+$/i.test(l));
  const named = lines.find((l) => /\b(error|failed|fail|cannot|not found|no such|denied|exception|fatal)\b/i.test(l));
  const line = named ?? lines[0];
  return line ? oneLine(line, ERROR_CAP) : void 0;
}
function extractEvidence(tools) {
  const filesRead = new OrderedSet(FACT_LIMITS.files);
  const filesModified = new OrderedSet(FACT_LIMITS.files);
  const commands = [];
  const errors = new OrderedSet(FACT_LIMITS.errors);
  const tests = [];
  const testKeys = /* @__PURE__ */ new Set();
  const commits = new OrderedSet(FACT_LIMITS.commits);
  const commitSubjects = /* @__PURE__ */ new Set();
  const addCommit = (entry, subject) => {
    if (commitSubjects.has(subject)) return;
    commitSubjects.add(subject);
    commits.add(entry);
  };
  for (const ev of tools ?? []) {
    const input = asRecord(ev.input);
    const output = typeof ev.output === "string" ? ev.output : "";
    switch (ev.toolName) {
      case "Edit":
      case "Write":
      case "MultiEdit":
        if (ev.success) filesModified.add(str(input.file_path));
        break;
      case "NotebookEdit":
        if (ev.success) filesModified.add(str(input.notebook_path));
        break;
      case "Read":
        if (ev.success) filesRead.add(str(input.file_path));
        break;
      case "NotebookRead":
        if (ev.success) filesRead.add(str(input.notebook_path));
        break;
      case "Grep":
      case "Glob":
        if (ev.success) filesRead.add(str(input.path));
        break;
      default:
        break;
    }
    if (ev.toolName === "Bash") {
      const command = str(input.command);
      if (command) {
        const interrupted = ev.success && isInterrupted(output);
        const exitCode = ev.success ? interrupted ? null : 0 : parseExitCode(ev.error) ?? parseExitCode(output);
        const ok = ev.success && !interrupted;
        if (commands.length < FACT_LIMITS.commands) commands.push({ command: oneLine(command, COMMAND_CAP), exitCode, ok });
        const effects = shellFileEffects(command);
        if (ok) for (const f of effects.modified) filesModified.add(f);
        if (ok) for (const f of effects.read) filesRead.add(f);
        const testCmd = findTestCommand(command);
        if (testCmd && tests.length < FACT_LIMITS.tests) {
          const outcome = ok ? "passed" : "failed";
          const key = `${testCmd}\0${outcome}`;
          if (!testKeys.has(key)) {
            testKeys.add(key);
            tests.push({ command: oneLine(testCmd, COMMAND_CAP), outcome });
          }
        }
        if (ok) {
          const fromOutput = commitsFromOutput(outputText(output));
          if (fromOutput.length) for (const c of fromOutput) addCommit(c, c.slice(c.indexOf(" ") + 1));
          else for (const m of commitMessagesFromCommand(command)) addCommit(m, m);
        }
      }
    }
    if (!ev.success) {
      const line = firstErrorLine(ev.error ?? "") ?? firstErrorLine(outputText(output));
      if (line) errors.add(`${ev.toolName}: ${line}`);
    }
  }
  return {
    filesRead: filesRead.items,
    filesModified: filesModified.items,
    commands,
    errors: errors.items,
    tests,
    commits: commits.items
  };
}

// src/compress/lexical.ts
var STOP_WORDS = new Set(
  "a about above after again against all also am an and any are aren as at be because been before being below between both but by can cannot could couldn did didn do does doesn doing don down during each either else ever every few for from further get gets got had hadn has hasn have haven having he her here hers herself him himself his how i if in into is isn it its itself just let like ll me might more most must mustn my myself need no nor not now of off ok okay on once only or other ought our ours ourselves out over own please re same shall shan she should shouldn so some such than that the their theirs them themselves then there these they this those through to too under until up us ve very via was wasn we were weren what when where which while who whom why will with won would wouldn yes yet you your yours yourself yourselves s t d m".split(/\s+/)
);
var CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/u;
var TOKEN_RE = new RegExp(`${CJK_RUN.source}|[\\p{L}\\p{N}_]+`, "gu");
var CJK_TEST = new RegExp(`^${CJK_RUN.source}$`, "u");
function tokenize(text) {
  const out = [];
  for (const m of text.normalize("NFKC").toLowerCase().matchAll(TOKEN_RE)) {
    const tok = m[0];
    if (CJK_TEST.test(tok)) {
      const chars = Array.from(tok);
      if (chars.length === 1) out.push(tok);
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
      continue;
    }
    const parts = tok.includes("_") ? [tok, ...tok.split("_").filter(Boolean)] : [tok];
    for (const p of parts) {
      if (p.length < 2 && !/\d/.test(p)) continue;
      if (STOP_WORDS.has(p)) continue;
      out.push(p);
    }
  }
  return out;
}
function selectByTfIdfCentroid(texts, k) {
  const n = texts.length;
  if (n === 0 || k <= 0) return [];
  if (k >= n) return texts.map((_, i) => i);
  const docs = texts.map(tokenize);
  const df = /* @__PURE__ */ new Map();
  for (const doc of docs) for (const t of new Set(doc)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t) => Math.log((1 + n) / (1 + (df.get(t) ?? 0))) + 1;
  const vectors = docs.map((doc) => {
    const tf = /* @__PURE__ */ new Map();
    for (const t of doc) tf.set(t, (tf.get(t) ?? 0) + 1);
    const vec = /* @__PURE__ */ new Map();
    let norm = 0;
    for (const [t, c] of tf) {
      const w = (1 + Math.log(c)) * idf(t);
      vec.set(t, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (const [t, w] of vec) vec.set(t, w / norm);
    return vec;
  });
  const centroid = /* @__PURE__ */ new Map();
  for (const vec of vectors) for (const [t, w] of vec) centroid.set(t, (centroid.get(t) ?? 0) + w / n);
  let cNorm = 0;
  for (const w of centroid.values()) cNorm += w * w;
  cNorm = Math.sqrt(cNorm);
  const scores = vectors.map((vec) => {
    if (vec.size === 0 || cNorm === 0) return -1;
    let dot = 0;
    for (const [t, w] of vec) dot += w * (centroid.get(t) ?? 0);
    return dot / cNorm;
  });
  const key = (i) => texts[i].trim().toLowerCase();
  return topKInOrder(scores, k, (i, picked) => picked.some((j) => key(j) === key(i)));
}
function hasLexicalContent(texts) {
  return texts.some((t) => tokenize(t).length > 0);
}

// src/compress/ollama.ts
var OllamaError = class extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = "OllamaError";
  }
};
var MAX_INPUT_CHARS = 8e3;
var MAX_OUTPUT_CHARS = 600;
var INSTRUCTIONS = {
  turn: "Summarize this turn of a coding session between a user and an AI coding assistant in 1-3 sentences. Say what was asked, what was done (files, commands) and the outcome. Use only facts from the text. Reply with the summary only, no preamble.",
  session: "Summarize this coding session in 1-3 sentences from the per-turn summaries below. Say what the session was about and what was achieved or left failing. Use only facts from the text. Reply with the summary only, no preamble."
};
function buildOllamaPrompt(kind, text) {
  const body = text.length > MAX_INPUT_CHARS ? `${text.slice(0, MAX_INPUT_CHARS)}
[...]` : text;
  return `${INSTRUCTIONS[kind]}

---
${body}
---

Summary:`;
}
function cleanModelOutput(raw) {
  let s = raw.replace(/<think>[\s\S]*?<\/think>/gi, "").trim();
  s = s.replace(/^(?:here(?:'s| is) (?:a |the )?(?:brief |short )?summary[^:\n]*:|summary:)\s*/i, "");
  s = s.replace(/\s+/g, " ").trim();
  if (/^(["'“])[\s\S]*(["'”])$/.test(s)) s = s.slice(1, -1).trim();
  if (s.length > MAX_OUTPUT_CHARS) {
    const cut = s.lastIndexOf(". ", MAX_OUTPUT_CHARS);
    s = cut > MAX_OUTPUT_CHARS / 2 ? s.slice(0, cut + 1) : `${s.slice(0, MAX_OUTPUT_CHARS - 1)}\u2026`;
  }
  return s;
}
async function ollamaSummarize(cfg, kind, text) {
  const endpoint = `${cfg.url.replace(/\/+$/, "")}/api/generate`;
  let res;
  let payload;
  try {
    const signal = AbortSignal.timeout(cfg.timeoutMs);
    res = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        model: cfg.model,
        prompt: buildOllamaPrompt(kind, text),
        stream: false,
        options: { temperature: 0.2, num_predict: 160 }
      }),
      signal
    });
    if (!res.ok) {
      const detail = (await res.text().catch(() => "")).slice(0, 200);
      throw new OllamaError(`ollama ${endpoint} answered HTTP ${res.status}${detail ? `: ${detail}` : ""}`);
    }
    payload = await res.json();
  } catch (err) {
    if (err instanceof OllamaError) throw err;
    const e = err;
    const what = e?.name === "TimeoutError" || e?.name === "AbortError" ? `timed out after ${cfg.timeoutMs} ms` : e?.message;
    throw new OllamaError(`ollama ${endpoint} failed: ${what}`, { cause: err });
  }
  const response = payload?.response;
  if (typeof response !== "string") throw new OllamaError('ollama reply has no "response" string');
  const summary = cleanModelOutput(response);
  if (!summary) throw new OllamaError("ollama returned an empty summary");
  return summary;
}

// src/compress/compressor.ts
var SUMMARY_TIER_ORDER = Object.freeze(["embedding", "ollama", "lexical", "truncation"]);
var TURN_K = 3;
var SESSION_K = 5;
var TURN_SUMMARY_CAP = 400;
var SESSION_SUMMARY_CAP = 700;
var TURN_PREFIX = /\[turn \d+\]\s*/g;
var TERMINAL_END = /[.!?。！？…]["'”’)\]]*$/;
function joinWithinCap(sentences, cap) {
  let out = "";
  for (const raw of sentences) {
    const s = raw.trim();
    if (!s) continue;
    const sep = out ? TERMINAL_END.test(out) ? " " : "; " : "";
    if (out.length + sep.length + s.length <= cap) {
      out += sep + s;
    } else if (!out) {
      out = cutAtWord(s, cap);
    }
  }
  return out;
}
function cutAtWord(s, cap) {
  if (s.length <= cap) return s;
  const cut = s.lastIndexOf(" ", cap - 1);
  return `${s.slice(0, cut > cap * 0.6 ? cut : cap - 1).trimEnd()}\u2026`;
}
function dedupe(texts) {
  const seen = /* @__PURE__ */ new Set();
  return texts.filter((t) => {
    const key = t.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
async function summarize(texts, k, kind, deps, cap, rawFallback, anchor) {
  const withAnchor = (picks) => anchor === void 0 || picks.includes(anchor) ? picks : [anchor, ...picks].sort((a, b) => a - b);
  const truncation = () => ({
    body: texts.length ? joinWithinCap(texts, cap) : cutAtWord(collapseWhitespace(rawFallback), cap),
    tier: "truncation"
  });
  if (texts.length <= k || !hasLexicalContent(texts)) return truncation();
  if (deps.embedder) {
    try {
      const vectors = await deps.embedder.embed(texts);
      if (vectors.length !== texts.length || vectors.some((v) => v.length !== vectors[0].length || !(v.length > 0))) {
        throw new Error(`embedder ${deps.embedder.id} returned ${vectors.length} vectors for ${texts.length} texts`);
      }
      const picks = withAnchor(selectByCentroid(vectors, k));
      return { body: joinWithinCap(picks.map((i) => texts[i]), cap), tier: "embedding" };
    } catch (err) {
      deps.onTierError?.("embedding", err);
    }
  }
  if (deps.ollama) {
    try {
      const text = await ollamaSummarize(deps.ollama, kind, texts.join("\n"));
      return { body: cutAtWord(text, cap), tier: "ollama" };
    } catch (err) {
      deps.onTierError?.("ollama", err);
    }
  }
  try {
    const picks = withAnchor(selectByTfIdfCentroid(texts, k));
    if (picks.length) return { body: joinWithinCap(picks.map((i) => texts[i]), cap), tier: "lexical" };
  } catch (err) {
    deps.onTierError?.("lexical", err);
  }
  return truncation();
}
async function compressTurn(turn, deps) {
  const evidence = extractEvidence(turn.tools ?? []);
  const candidates = buildCandidates(turn, { cwd: deps.cwd });
  const texts = dedupe(candidates.map((c) => c.text));
  const prefix = `[turn ${turn.promptNumber}]`;
  const raw = [turn.prompt ?? "", ...turn.assistantText ?? []].join(" ");
  const anchor = texts.indexOf(mostInformative(candidates.filter((c) => c.source === "prompt").map((c) => c.text)) ?? "");
  const { body, tier } = await summarize(texts, TURN_K, "turn", deps, TURN_SUMMARY_CAP - prefix.length - 1, raw, anchor >= 0 ? anchor : void 0);
  return { summary: body ? `${prefix} ${body}` : prefix, tier, evidence };
}
function mostInformative(sentences) {
  let best = null;
  let bestWords = 2;
  for (const s of sentences) {
    const words = s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    const weight = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(s) ? Math.floor(s.length / 2) : words;
    if (weight > bestWords) {
      best = s;
      bestWords = weight;
    }
  }
  return best;
}
function rollupSentences(turnSummaries2) {
  const out = [];
  for (const summary of turnSummaries2) {
    const text = (summary ?? "").replace(TURN_PREFIX, " ");
    for (const s of splitSentences(text)) {
      for (const part of s.split(/;(?:\s+|$)/)) {
        const p = part.trim();
        if (p) out.push(p);
      }
    }
  }
  return dedupe(out);
}
async function compressSession(turnSummaries2, deps) {
  const texts = rollupSentences(turnSummaries2);
  const raw = turnSummaries2.join(" ").replace(TURN_PREFIX, " ");
  const { body, tier } = await summarize(texts, SESSION_K, "session", deps, SESSION_SUMMARY_CAP, raw);
  return { summary: body, tier };
}

// src/queue/worker.ts
var EMBED_BATCH = 32;
var SWEEP_EVERY_MS = 60 * 6e4;
var ROLLUP_DEFER_MS = 1e3;
var CompressionWorker = class {
  constructor(deps) {
    this.deps = deps;
    this.idleSince = deps.now();
  }
  deps;
  id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  inflight = null;
  timer = null;
  idleSince;
  lastSweep = 0;
  /** Takes (or renews) the lease; false when another live worker holds it. */
  acquire() {
    return acquireLease(this.deps.db, this.id, process.pid, this.deps.now(), this.deps.config.worker.leaseMs);
  }
  release() {
    try {
      releaseLease(this.deps.db, this.id);
    } catch {
    }
  }
  /** Drains every ready item and embeds missing vectors. Single-flight: concurrent calls share one run. */
  drain(opts = {}) {
    this.inflight ??= this.drainNow(opts).finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }
  /**
   * Runs in the background until stopped (or idle for `idleExitMs` when `exitWhenIdle`): the MCP server hosts one of
   * these for the session's lifetime; a detached `claude-memory worker` exits when idle.
   */
  start(opts = {}) {
    const interval = opts.intervalMs ?? 2e3;
    const tick = async () => {
      this.timer = null;
      if (!this.acquire()) {
        if (opts.exitWhenIdle) return opts.onExit?.();
      } else {
        const stats = await this.drain().catch((err) => {
          this.deps.log.error("worker", err, this.deps.project);
          return null;
        });
        const didWork = stats && stats.turns + stats.rollups + stats.embedded + stats.failures > 0;
        if (didWork) this.idleSince = this.deps.now();
        if (opts.exitWhenIdle && this.deps.now() - this.idleSince >= this.deps.config.worker.idleExitMs) {
          this.release();
          return opts.onExit?.();
        }
      }
      this.timer = setTimeout(tick, interval);
      if (!opts.exitWhenIdle) this.timer.unref();
    };
    this.timer = setTimeout(tick, 0);
    if (!opts.exitWhenIdle) this.timer.unref();
  }
  async stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.inflight?.catch(() => void 0);
    this.release();
  }
  async drainNow(opts) {
    const stats = { turns: 0, rollups: 0, failures: 0, parked: 0, embedded: 0, tiers: {} };
    const { db, config, now } = this.deps;
    this.deps.beforeDrain?.();
    if (!this.acquire()) return stats;
    this.closeStaleSessions();
    const embedder = await this.deps.embedder().catch((err) => {
      this.deps.log.error("worker:embedder", err, this.deps.project);
      return null;
    });
    const compressDeps = {
      embedder,
      ollama: config.ollama.enabled ? { url: config.ollama.url, model: config.ollama.model, timeoutMs: config.ollama.timeoutMs } : null
    };
    const limit = opts.maxItems ?? Number.POSITIVE_INFINITY;
    let processed = 0;
    while (processed < limit) {
      if (!this.acquire()) break;
      const item = claimNext(db, this.id, now(), config.worker.staleClaimMs);
      if (!item) break;
      processed++;
      try {
        const tier = await this.process(item, compressDeps);
        if (tier) {
          stats.tiers[tier] = (stats.tiers[tier] ?? 0) + 1;
          if (item.kind === "turn") stats.turns++;
          else stats.rollups++;
        }
      } catch (err) {
        stats.failures++;
        if (item.attempts + 1 >= config.worker.maxAttempts) stats.parked++;
        recordFailure(db, item, this.id, err.message ?? String(err), now(), config.worker.maxAttempts);
        this.deps.log.error(`worker:${item.kind}`, err, this.deps.project);
      }
    }
    if (embedder) stats.embedded = await this.embedMissing(embedder);
    this.sweepIfDue();
    return stats;
  }
  /** Compresses one item; returns the tier used, or null when the item was deferred or had nothing to compress. */
  async process(item, deps) {
    const { db, now } = this.deps;
    if (item.kind === "turn") {
      const { sessionId: sessionId2, promptNumber } = parseTurnTarget(item.target);
      const turn = loadTurn(db, sessionId2, promptNumber);
      const session = getSession(db, sessionId2);
      if (!turn || !session) {
        dropItem(db, item, this.id);
        return null;
      }
      const material = {
        promptNumber,
        prompt: turn.prompt,
        tools: turn.tools.map(
          (t) => ({ toolName: t.toolName, input: parseJson(t.inputJson), output: t.output ?? "", success: t.success, error: t.error ?? void 0 })
        ),
        assistantText: turn.assistantText
      };
      const result = await compressTurn(material, { ...deps, cwd: session.cwd ?? void 0 });
      completeTurn(db, item, this.id, { sessionId: sessionId2, promptNumber, summary: result.summary, tier: result.tier, evidenceJson: JSON.stringify(result.evidence), at: turn.at ?? now() });
      return result.tier;
    }
    const sessionId = item.target;
    if (queuedTurnCount(db, sessionId) > 0) {
      deferItem(db, item, this.id, now(), ROLLUP_DEFER_MS);
      return null;
    }
    const summaries = turnSummaries(db, sessionId).map((t) => t.summary);
    if (summaries.length === 0) {
      dropItem(db, item, this.id);
      return null;
    }
    const rollup = await compressSession(summaries, deps);
    completeRollup(db, item, this.id, sessionId, rollup.summary, rollup.tier);
    return rollup.tier;
  }
  /** Embeds docs that have no vector from the current model (a model change re-embeds everything). */
  async embedMissing(embedder) {
    const { db } = this.deps;
    if (!this.acquire()) return 0;
    dropForeignEmbeddings(db, embedder.id);
    let total = 0;
    for (; ; ) {
      if (!this.acquire()) break;
      const docs = docsMissingEmbedding(db, EMBED_BATCH);
      if (docs.length === 0) break;
      const vectors = await embedder.embed(docs.map((d) => d.text.slice(0, 2e3)));
      saveEmbeddings(db, embedder.id, docs.map((d, i) => ({ docId: d.docId, vector: vectors[i] })));
      total += docs.length;
    }
    return total;
  }
  /** Retention: raw payloads past the window go once their turn is summarized (summaries and evidence stay). */
  sweepIfDue() {
    const { db, config, now } = this.deps;
    if (now() - this.lastSweep < SWEEP_EVERY_MS || !this.acquire()) return;
    this.lastSweep = now();
    sweepRawPayloads(db, now() - config.retention.rawPayloadDays * 864e5);
  }
  /** Sessions left open (SessionEnd never ran) are closed and rolled up after a period of inactivity. */
  closeStaleSessions() {
    const { db, config, now } = this.deps;
    closeStaleSessions(db, now() - config.worker.staleSessionHours * 36e5, now());
  }
};
function parseJson(text) {
  if (text == null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export {
  CompressionWorker
};
