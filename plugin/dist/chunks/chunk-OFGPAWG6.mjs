import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  processRuns,
  workerId,
  workerPid
} from "./chunk-IPOCLN5N.mjs";
import {
  answeredFromMemory,
  isTrivialSession,
  keepSentences
} from "./chunk-YZLXGNKY.mjs";
import {
  asRecord,
  buildCandidates,
  displayPath,
  ingestTranscript,
  isInterrupted,
  oneLine,
  outputText,
  parseExitCode,
  shownBy,
  str
} from "./chunk-7DAE26SG.mjs";
import {
  closeStaleSessions,
  idleSessionTranscripts
} from "./chunk-ASTNKYTC.mjs";
import {
  docsMissingEmbedding,
  dropForeignEmbeddings,
  saveEmbeddings,
  turnDocsMissingEmbedding
} from "./chunk-LZQ2GSVA.mjs";
import {
  KIND_BEHAVIOUR
} from "./chunk-OSKLP5BA.mjs";
import {
  getSession
} from "./chunk-LJA4YGNL.mjs";
import {
  acquireLease,
  claimHolders,
  claimNext,
  completeRollup,
  completeTurn,
  deferItem,
  dropItem,
  leaseHolder,
  loadTurn,
  parseTurnTarget,
  queuedTurnCount,
  recordFailure,
  releaseClaims,
  releaseLease,
  sessionMaterial,
  sweepRawPayloads,
  turnSummaries
} from "./chunk-R3T3FHGL.mjs";
import {
  statement
} from "./chunk-S2BRWB4M.mjs";
import {
  collapseWhitespace,
  extractCandidates,
  findItem,
  hasLexicalContent,
  resolve,
  selectByCentroid,
  selectByTfIdfCentroid,
  splitSentences
} from "./chunk-BQM4FMEU.mjs";
import {
  isItemType,
  parseMemoryId
} from "./chunk-IPV3Y5SN.mjs";

// src/queue/worker.ts
import { randomUUID } from "node:crypto";

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

// src/compress/rollup.ts
var OUTCOME = /\b(decid\w*|chose|choos\w*|switch\w*|replac\w*|instead|moved? to|from now on|always|never|rule|fix\w*|root cause|caused?|because|turns? out|the problem|the issue|works?( now)?|passes|pass(ed)?|learn\w*|found|todo|left|still|not yet|next|remaining|follow[- ]up|open question|blocked)\b/i;
var CODE_LINE = /^\s*(\d+\s+\S|[{}()[\];]|\/\/|#|\$ )/;
var MIN_WORDS = 5;
var SENTENCE_CAP = 220;
function section(card, label) {
  const m = new RegExp(`^${label}: ([\\s\\S]*?)(?=^(?:Asked|Said): |^\\$ |^(?:Read|Wrote|Edited|Grep|Glob) |(?![\\s\\S]))`, "m").exec(card);
  return m ? m[1].trim() : "";
}
function sentencesOf(text) {
  return text.split("\n").filter((l) => !CODE_LINE.test(l)).flatMap((l) => splitSentences(l)).map((s) => s.replace(/\s+/g, " ").trim()).filter((s) => s.split(" ").filter((w) => /[\p{L}]/u.test(w)).length >= MIN_WORDS);
}
function clip(s) {
  if (s.length <= SENTENCE_CAP) return s;
  const cut = s.lastIndexOf(" ", SENTENCE_CAP - 1);
  return `${s.slice(0, cut > SENTENCE_CAP * 0.6 ? cut : SENTENCE_CAP - 1)}\u2026`;
}
function rollupFromCards(cards, cap, perTurn = 2) {
  const pieces = [];
  let order = 0;
  cards.forEach((card, turn) => {
    const asked = sentencesOf(section(card, "Asked"));
    const said = sentencesOf(section(card, "Said"));
    const candidates = [];
    const ask = asked.find((s) => OUTCOME.test(s)) ?? asked[0];
    if (ask) candidates.push({ text: ask, turn, order: order++, score: OUTCOME.test(ask) ? 1.5 : 1 });
    said.forEach((s, i) => {
      const late = i >= said.length - 2 ? 0.5 : 0;
      candidates.push({ text: s, turn, order: order++, score: (OUTCOME.test(s) ? 2 : 0.6) + late });
    });
    candidates.sort((a, b) => b.score - a.score || a.order - b.order);
    pieces.push(...candidates.slice(0, perTurn));
  });
  if (!pieces.length) return "";
  const seen = /* @__PURE__ */ new Set();
  const ranked = pieces.filter((p) => seen.has(p.text.toLowerCase()) ? false : (seen.add(p.text.toLowerCase()), true));
  ranked.sort((a, b) => b.score - a.score || a.order - b.order);
  const kept = [];
  let used = 0;
  for (const p of ranked) {
    const text = clip(p.text);
    if (used + text.length + 1 > cap) continue;
    kept.push({ ...p, text });
    used += text.length + 1;
  }
  return kept.sort((a, b) => a.order - b.order).map((p) => /[.!?…]$/.test(p.text) ? p.text : `${p.text}.`).join(" ");
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
      return {
        body: joinWithinCap(
          picks.map((i) => texts[i]),
          cap
        ),
        tier: "embedding"
      };
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
    if (picks.length)
      return {
        body: joinWithinCap(
          picks.map((i) => texts[i]),
          cap
        ),
        tier: "lexical"
      };
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
  const { body, tier } = await summarize(
    texts,
    TURN_K,
    "turn",
    deps,
    TURN_SUMMARY_CAP - prefix.length - 1,
    raw,
    anchor >= 0 ? anchor : void 0
  );
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
async function compressSession(turnSummaries2, deps, turnCards = []) {
  const cards = turnCards.filter(Boolean);
  const fromCards = deps.ollama ? "" : rollupFromCards(cards, SESSION_SUMMARY_CAP, Math.max(2, Math.ceil(6 / Math.max(1, cards.length))));
  if (fromCards) return { summary: fromCards, tier: "sentences" };
  const texts = rollupSentences(turnSummaries2);
  const raw = turnSummaries2.join(" ").replace(TURN_PREFIX, " ");
  const { body, tier } = await summarize(texts, SESSION_K, "session", deps, SESSION_SUMMARY_CAP, raw);
  return { summary: body, tier };
}

// src/compress/turn-card.ts
var CARD_CAP = 6e3;
var PROMPT_CAP = 800;
var ASSISTANT_CAP = 2400;
var LINE_CAP = 200;
var SALIENT_LINES_PER_TOOL = 8;
var HEAD_LINES_PER_TOOL = 3;
var EDIT_LINES = 4;
var SALIENT = /\b(pass(ed|ing)?|fail(ed|ing|ures?)?|errors?|warn(ing)?s?|tests?|version|v?\d+\.\d+(\.\d+)?|took|elapsed|duration|latency|p50|p95|p99|ms|seconds?|[0-9.]+\s?(ms|s|kb|mb|gb|%)|rows?|total|count|ok|exit|panic|exception|traceback|denied|refused|timeout|not found|no such)\b/i;
var NUMBER = /\d/;
function clipLine(s, cap = LINE_CAP) {
  const line = s.replace(/\s+/g, " ").trim();
  return line.length <= cap ? line : `${line.slice(0, cap - 1)}\u2026`;
}
var FIGURE_ROW = /^[\p{L}][\p{L}\p{N} ()/._-]{1,40}?(?::|\s{2,}|\s=)\s*[-+~]?\d[\d,._]*\s*(?:%|[a-z/]{1,8})?$/iu;
var MEASURE = /\d[\d,.]*\s?(?:%|(?:ms|µs|us|ns|secs?|seconds?|s|min|kb|kib|mb|mib|gb|gib|tb|rps|qps|req\/s|ops\/s|x)\b)/i;
var SUMMARY = /\b(?:total|summary|mean|median|average|avg|max(?:imum)?|min(?:imum)?|slowest|fastest|throughput|per sec(?:ond)?|p9\d)\b|\/s(?:ec)?\b|\b9\d(?:\.\d+)?%/i;
var CLOCK = /\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?(?:[.,]\d+)?Z?)?|\b\d\d:\d\d(?::\d\d)?(?:[.,]\d+)?\b/g;
var ROUTINE_LOG = /\b(?:TRACE|DEBUG|INFO)\b/;
var TAIL_LINES = 4;
function outcomeScore(raw, index, count) {
  const line = raw.trim();
  const plain = line.replace(CLOCK, " ");
  const salient = SALIENT.test(plain);
  const figure = FIGURE_ROW.test(line);
  const measure = MEASURE.test(plain);
  if (!salient && !figure && !measure) return 0;
  let score = (salient ? 1 : 0) + (measure ? 1 : 0) + (figure ? 2 : 0);
  if (NUMBER.test(plain)) score += 1;
  if (SUMMARY.test(plain)) score += 1;
  if (ROUTINE_LOG.test(line)) score -= 1;
  if (index >= count - TAIL_LINES) score += 1;
  if (index === count - 1) score += 1;
  return Math.max(score, 1);
}
function salientLines(output, max = SALIENT_LINES_PER_TOOL) {
  const raw = output.slice(0, 2e5).split("\n").filter((l) => l.trim().length > 1 && !/^\s*Exit code:?\s*-?\d+\s*$/i.test(l));
  const lines = raw.map((l) => clipLine(l));
  const picked = /* @__PURE__ */ new Set();
  for (let i = 0; i < lines.length && picked.size < HEAD_LINES_PER_TOOL; i++) picked.add(i);
  const ranked = raw.map((line, i) => ({ i, score: picked.has(i) ? 0 : outcomeScore(line, i, raw.length) })).filter((c) => c.score > 0).sort((a, b) => b.score - a.score || a.i - b.i);
  for (const c of ranked) {
    if (picked.size >= max) break;
    picked.add(c.i);
  }
  const seen = /* @__PURE__ */ new Set();
  return [...picked].sort((a, b) => a - b).map((i) => lines[i]).filter((l) => seen.has(l) ? false : (seen.add(l), true));
}
function pathWords(p) {
  return p.replace(/\.[a-z0-9]+$/i, "").split(/[/\\._-]+/).flatMap((part) => part.replace(/([a-z\d])([A-Z])/g, "$1 $2").split(" ")).filter((w) => w.length > 1).join(" ").toLowerCase();
}
function clipBlock(text, cap) {
  const flat = text.replace(/[ \t]+/g, " ").replace(/\n{2,}/g, "\n").trim();
  return flat.length <= cap ? flat : `${flat.slice(0, cap - 1)}\u2026`;
}
function toolLines(ev, cwd) {
  const input = asRecord(ev.input);
  const rel = (k) => str(input[k]) ? displayPath(str(input[k]), cwd) : void 0;
  switch (ev.toolName) {
    case "Bash": {
      const command = clipLine(str(input.command) ?? "?", 300);
      const code = ev.success ? 0 : parseExitCode(ev.error) ?? parseExitCode(ev.output);
      const status = code === null ? "failed" : `exit ${code}`;
      const out = ev.success ? outputText(ev.output) : [ev.error ?? "", outputText(ev.output)].join("\n");
      return [`$ ${command} (${status})`, ...salientLines(out).map((l) => `  ${l}`)];
    }
    case "Edit":
    case "MultiEdit":
    case "Write": {
      const file = rel("file_path") ?? "?";
      const verb = ev.toolName === "Write" ? "Wrote" : "Edited";
      const added = str(input.new_string) ?? str(input.content) ?? "";
      const lines = added.split("\n").map((l) => clipLine(l)).filter((l) => NUMBER.test(l) || /[=:]/.test(l)).slice(0, EDIT_LINES);
      return [`${verb} ${file}${ev.success ? "" : " (failed)"} [${pathWords(file)}]`, ...lines.map((l) => `  ${l}`)];
    }
    case "Read": {
      const file = rel("file_path") ?? "?";
      return [`Read ${file} [${pathWords(file)}]`, ...salientLines(outputText(ev.output), 4).map((l) => `  ${l}`)];
    }
    case "Grep":
    case "Glob":
      return [`${ev.toolName} ${clipLine(str(input.pattern) ?? "?", 100)}`, ...salientLines(outputText(ev.output), 4).map((l) => `  ${l}`)];
    default: {
      const out = ev.success ? outputText(ev.output) : ev.error ?? "";
      return [`${ev.toolName}${ev.success ? "" : " (failed)"}`, ...salientLines(out, 3).map((l) => `  ${l}`)];
    }
  }
}
function projectRelative(text, cwd) {
  const root = cwd?.replace(/\/+$/, "");
  if (!root || root.length < 2 || !text.includes(root)) return text;
  const escaped = root.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.replace(new RegExp(`${escaped}(?:/(?=[^\\s/])|(?![\\w.-]))`, "g"), (m) => m.endsWith("/") ? "" : ".");
}
function buildTurnCard(turn, cwd) {
  const parts = [];
  const prompt = clipBlock(turn.prompt ?? "", PROMPT_CAP);
  if (prompt) parts.push(`Asked: ${prompt}`);
  const said = (turn.assistantText ?? []).map((t) => t.trim()).filter(Boolean);
  if (said.length) {
    const last = clipBlock(said[said.length - 1], ASSISTANT_CAP);
    let room = ASSISTANT_CAP - last.length;
    const earlier = [];
    for (const t of said.slice(0, -1)) {
      if (room <= 40) break;
      const c = clipBlock(t, room);
      earlier.push(c);
      room -= c.length + 1;
    }
    parts.push(`Said: ${[...earlier, last].join("\n")}`);
  }
  const tools = (turn.tools ?? []).flatMap((ev) => toolLines(ev, cwd));
  if (tools.length) parts.push(tools.join("\n"));
  const card = projectRelative(parts.join("\n"), cwd);
  return card.length <= CARD_CAP ? card : `${card.slice(0, CARD_CAP - 1)}\u2026`;
}

// src/embed/vector-cache.ts
import { createHash } from "node:crypto";
function withVectorCache(inner, maxEntries) {
  const cache = /* @__PURE__ */ new Map();
  let reused = 0;
  return {
    id: inner.id,
    dims: inner.dims,
    get reused() {
      return reused;
    },
    async embed(texts) {
      const keys = texts.map((t) => createHash("sha1").update(t).digest("base64"));
      const out = new Array(texts.length);
      const missing = [];
      keys.forEach((key, i) => {
        const hit = cache.get(key);
        if (hit) {
          cache.delete(key);
          cache.set(key, hit);
          out[i] = hit;
          reused++;
        } else {
          missing.push(i);
        }
      });
      if (missing.length) {
        const vectors = await inner.embed(missing.map((i) => texts[i]));
        if (vectors.length !== missing.length)
          throw new Error(`embedder ${inner.id} returned ${vectors.length} vectors for ${missing.length} texts`);
        missing.forEach((i, k) => {
          out[i] = vectors[k];
          cache.set(keys[i], vectors[k]);
        });
        for (const key of cache.keys()) {
          if (cache.size <= maxEntries) break;
          cache.delete(key);
        }
      }
      return out;
    }
  };
}

// src/knowledge/echo.ts
var ECHO_CONTAINMENT = 0.6;
var MIN_SHARED_WORDS = 3;
var STOP = new Set(
  "the a an and or but not no nor of to in on at for with by from as into onto about over under than then that this these those it its is are was were be been being am do does did done have has had will would should could can may might must shall we i you he she they them us me my our your their his her there here what which who whom how why when where while so if because since also just only very really now all any some each every other such too let lets let\u2019s yes ok okay".split(" ")
);
function contentWords(text) {
  const out = /* @__PURE__ */ new Set();
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 3 || STOP.has(raw) || /^\d+$/.test(raw)) continue;
    out.add(raw.length > 4 && raw.endsWith("s") && !raw.endsWith("ss") ? raw.slice(0, -1) : raw);
  }
  return out;
}
function passages(text) {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
  const out = sentences.map(contentWords);
  for (let i = 0; i + 1 < sentences.length; i++) out.push(contentWords(`${sentences[i]} ${sentences[i + 1]}`));
  return out;
}
function restates(words, shown) {
  if (words.size === 0) return false;
  return shown.some((passage) => {
    let shared = 0;
    for (const w of words) if (passage.has(w)) shared++;
    return shared >= Math.min(MIN_SHARED_WORDS, words.size) && shared / words.size >= ECHO_CONTAINMENT;
  });
}
function echoOf(sentence, shown) {
  const words = contentWords(sentence.text);
  for (const s of shown) {
    if (sentence.value && s.value && sentence.value !== s.value) continue;
    if (sentence.replaces && s.value && sentence.replaces === s.value) continue;
    if (restates(words, passages(s.text))) return s;
  }
  return null;
}
function withoutEchoes(shown) {
  if (!shown.length) return () => true;
  const shownPassages = shown.flatMap((s) => passages(s.text));
  return (sentence) => !restates(contentWords(sentence), shownPassages);
}

// src/knowledge/items.ts
function candidateItem(c, turn) {
  const fromPrompt = c.provenance.part === "prompt";
  return {
    type: c.kind,
    text: c.text,
    subjectKey: c.subject,
    origin: "inferred",
    source: "auto",
    trust: "candidate",
    validFrom: turn.at,
    sessionId: turn.sessionId,
    promptNumber: turn.promptNumber,
    facets: { value: c.value ?? null, replaces: c.replaces ?? null, contrast: c.contrast ?? null, polarity: c.polarity },
    receipts: [
      {
        kind: fromPrompt ? "prompt" : "assistant",
        // The user's own words state; the assistant's report of its work infers.
        strength: c.speaker === "user" ? "stated" : "inferred",
        rule: c.signals.length ? c.signals.join(",") : "statement",
        sessionId: turn.sessionId,
        promptNumber: turn.promptNumber,
        transcriptUuid: c.provenance.uuid ?? null,
        promptId: fromPrompt ? turn.promptId ?? null : null,
        files: c.provenance.filesModified,
        commit: turn.commit ?? null,
        quote: c.text
      }
    ]
  };
}
var isoOf = (ms) => ms == null ? null : new Date(ms).toISOString();
function knownItem(r) {
  if (r.type === "code_area") return null;
  return {
    id: r.id,
    kind: r.type,
    subject: r.subjectKey,
    text: r.text,
    value: r.value,
    replaces: r.replaces,
    contrast: r.contrast,
    polarity: r.polarity,
    validFrom: isoOf(r.validFrom),
    validTo: isoOf(r.validTo),
    trust: r.trust
  };
}
function planFor(c, at) {
  return (_slot, current) => {
    const known = current.map(knownItem).filter((k) => k != null);
    const r = resolve(
      {
        kind: c.kind,
        subject: c.subject,
        text: c.text,
        value: c.value,
        replaces: c.replaces,
        contrast: c.contrast,
        polarity: c.polarity,
        signals: c.signals,
        at: new Date(at).toISOString()
      },
      known
    );
    const targets = r.targetIds.map(Number).filter(Number.isInteger);
    return { outcome: r.outcome, targets };
  };
}

// src/store/shown-texts.ts
function shownTexts(db, sessionId, promptNumber) {
  const out = [];
  for (const id of shownBy(db, sessionId, promptNumber)) {
    const parsed = parseMemoryId(id);
    if (!parsed.ok) continue;
    const { kind, ref } = parsed.id;
    if (isItemType(kind)) {
      const item = findItem(db, kind, ref);
      if (item) out.push({ id, text: item.reason ? `${item.text} ${item.reason}` : item.text, value: item.value, replaces: item.replaces });
      continue;
    }
    const card = kind === "turn" ? turnCard(db, ref) : kind === "prompt" ? promptTurnCard(db, ref) : void 0;
    const text = card?.text ?? KIND_BEHAVIOUR[kind].locate(db, ref)?.label;
    if (text) out.push({ id, text });
  }
  return out;
}
function turnCard(db, id) {
  return statement(db, "SELECT coalesce(card, summary) AS text FROM turn_summaries WHERE id = ?").get(id);
}
function promptTurnCard(db, promptId) {
  return statement(
    db,
    `SELECT coalesce(t.card, t.summary) AS text FROM prompts p
       JOIN turn_summaries t ON t.session_id = p.session_id AND t.prompt_number = p.prompt_number WHERE p.id = ?`
  ).get(promptId);
}

// src/queue/worker.ts
var EMBED_BATCH = 256;
var EMBED_SLICE = 64;
var VECTOR_CACHE_ENTRIES = 4096;
var DOC_EMBED_CHARS = 2e3;
var SWEEP_EVERY_MS = 60 * 6e4;
var ROLLUP_DEFER_MS = 1e3;
var CompressionWorker = class {
  constructor(deps) {
    this.deps = deps;
    this.idleSince = deps.now();
  }
  deps;
  id = workerId(process.pid, randomUUID().slice(0, 8));
  inflight = null;
  timer = null;
  idleSince;
  lastSweep = 0;
  stopped = false;
  /** Takes (or renews) the lease; false when another live worker holds it. */
  acquire() {
    const { db, now, config } = this.deps;
    if (acquireLease(db, this.id, process.pid, now(), config.worker.leaseMs)) return true;
    const holder = leaseHolder(db, now());
    if (!holder || processRuns(holder.pid)) return false;
    releaseLease(db, holder.holder);
    return acquireLease(db, this.id, process.pid, now(), config.worker.leaseMs);
  }
  /** Work claimed by workers whose process is gone goes back to the queue now, not after worker.staleClaimMs. */
  takeOverClaimsOfDeadWorkers() {
    const gone = claimHolders(this.deps.db).filter((h) => {
      const pid = workerPid(h);
      return h !== this.id && pid !== null && !processRuns(pid);
    });
    if (gone.length) releaseClaims(this.deps.db, gone);
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
    const schedule = (ms) => {
      this.timer = setTimeout(() => void tick(), ms);
      if (!opts.exitWhenIdle) this.timer.unref();
    };
    const tick = async () => {
      this.timer = null;
      try {
        if (!this.acquire()) {
          if (opts.exitWhenIdle) return opts.onExit?.();
        } else {
          const stats = await this.drain().catch((err) => {
            this.deps.log.error("worker", err, this.deps.project);
            return null;
          });
          await this.deps.afterDrain?.().catch((err) => this.deps.log.error("worker:after-drain", err, this.deps.project));
          const didWork = stats && stats.turns + stats.rollups + stats.embedded + stats.failures > 0;
          if (didWork) this.idleSince = this.deps.now();
          if (opts.exitWhenIdle && this.deps.now() - this.idleSince >= this.deps.config.worker.idleExitMs) {
            this.release();
            return opts.onExit?.();
          }
        }
      } catch (err) {
        this.deps.log.error("worker:tick", err, this.deps.project);
      }
      if (!this.stopped) schedule(interval);
    };
    schedule(0);
  }
  async stop() {
    this.stopped = true;
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
    this.takeOverClaimsOfDeadWorkers();
    this.closeStaleSessions();
    const embedder = await this.deps.embedder().catch((err) => {
      this.deps.log.error("worker:embedder", err, this.deps.project);
      return null;
    });
    const vectors = embedder ? withVectorCache(embedder, VECTOR_CACHE_ENTRIES) : null;
    if (vectors) dropForeignEmbeddings(db, vectors.id);
    const compressDeps = {
      embedder: vectors,
      ollama: config.ollama.enabled ? { url: config.ollama.url, model: config.ollama.model, timeoutMs: config.ollama.timeoutMs } : null
    };
    const limit = opts.maxItems ?? Number.POSITIVE_INFINITY;
    let processed = 0;
    let turnDocs = /* @__PURE__ */ new Map();
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
          if (vectors && item.kind === "turn") {
            const { sessionId, promptNumber } = parseTurnTarget(item.target);
            for (const d of turnDocsMissingEmbedding(db, sessionId, promptNumber)) turnDocs.set(d.docId, d.text);
          }
        }
      } catch (err) {
        stats.failures++;
        if (item.attempts + 1 >= config.worker.maxAttempts) stats.parked++;
        recordFailure(db, item, this.id, err.message ?? String(err), now(), config.worker.maxAttempts);
        this.deps.log.error(`worker:${item.kind}`, err, this.deps.project);
      }
      if (vectors && turnDocs.size >= EMBED_BATCH) {
        stats.embedded += await this.embedDocs(
          vectors,
          [...turnDocs].map(([docId, text]) => ({ docId, text }))
        );
        turnDocs = /* @__PURE__ */ new Map();
      }
    }
    if (vectors) {
      if (turnDocs.size)
        stats.embedded += await this.embedDocs(
          vectors,
          [...turnDocs].map(([docId, text]) => ({ docId, text }))
        );
      stats.embedded += await this.embedMissing(vectors);
    }
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
      const shown = shownTexts(db, sessionId2, promptNumber);
      const notEcho = withoutEchoes(shown);
      const material = {
        promptNumber,
        prompt: turn.prompt,
        tools: turn.tools.map(
          (t) => ({
            toolName: t.toolName,
            input: parseJson(t.inputJson),
            output: t.output ?? "",
            success: t.success,
            error: t.error ?? void 0
          })
        ),
        assistantText: turn.assistantText.map((t) => keepSentences(t, notEcho)).filter((t) => t.trim())
      };
      const result = await compressTurn(material, { ...deps, cwd: session.cwd ?? void 0 });
      const knowledge = this.extractKnowledge(sessionId2, promptNumber, turn, result.evidence, shown);
      completeTurn(
        db,
        item,
        this.id,
        {
          sessionId: sessionId2,
          promptNumber,
          summary: result.summary,
          tier: result.tier,
          evidenceJson: JSON.stringify(result.evidence),
          at: turn.at ?? now(),
          card: buildTurnCard(material, session.cwd ?? void 0),
          echo: answeredFromMemory({ toolEvents: turn.tools.length, replies: turn.assistantText, isEcho: negate(notEcho) })
        },
        {
          items: knowledge,
          ctx: { actor: "worker", now: now(), reason: "extracted from the turn" },
          onError: (err) => this.deps.log.error("worker:extract", err, this.deps.project)
        }
      );
      return result.tier;
    }
    const sessionId = item.target;
    if (queuedTurnCount(db, sessionId) > 0) {
      deferItem(db, item, this.id, now(), ROLLUP_DEFER_MS);
      return null;
    }
    const turns = turnSummaries(db, sessionId);
    if (turns.length === 0) {
      dropItem(db, item, this.id);
      return null;
    }
    const rollup = await compressSession(
      turns.map((t) => t.summary),
      deps,
      turns.map((t) => t.card ?? "")
    );
    const last = turns[turns.length - 1].promptNumber;
    const trivial = isTrivialSession({ ...sessionMaterial(db, sessionId), isEcho: negate(withoutEchoes(shownTexts(db, sessionId, last))) });
    completeRollup(db, item, this.id, sessionId, trivial ? "" : rollup.summary, rollup.tier, trivial);
    return rollup.tier;
  }
  /**
   * Decisions, preferences, conventions and discoveries stated in the turn, found by rules (zero tokens). The store
   * resolves them against what it holds and saves them as unconfirmed candidates, with the turn as their receipt, in
   * the unit of work that saves the summary. A failing rule never costs the summary: it is logged and skipped.
   */
  extractKnowledge(sessionId, promptNumber, turn, evidence, shown) {
    try {
      const at = turn.at ?? this.deps.now();
      const candidates = extractCandidates({
        prompt: turn.prompt ? { text: turn.prompt, uuid: turn.promptUuid ?? turn.promptId ?? void 0 } : void 0,
        assistant: turn.assistantText.map((text, i) => ({ text, uuid: turn.assistantUuids[i] })),
        evidence
      }).filter((c) => !echoOf(c, shown));
      const source = { sessionId, promptNumber, at, promptId: turn.promptId, commit: evidence.commits[0] ?? null };
      return candidates.map((c) => ({ input: candidateItem(c, source), plan: planFor(c, at) }));
    } catch (err) {
      this.deps.log.error("worker:extract", err, this.deps.project);
      return [];
    }
  }
  /** Embeds docs that have no vector from the current model (foreign ones were dropped as the drain began). */
  async embedMissing(embedder) {
    let total = 0;
    for (; ; ) {
      if (!this.acquire()) break;
      const docs = docsMissingEmbedding(this.deps.db, EMBED_BATCH);
      if (docs.length === 0) break;
      total += await this.embedDocs(embedder, docs);
    }
    return total;
  }
  /**
   * Embeds and saves `docs`, shortest first in slices of EMBED_SLICE (docs of similar length share the encoder's
   * calls, and the lease is renewed between slices); nothing more is saved once the lease is lost.
   */
  async embedDocs(embedder, docs) {
    const texts = docs.map((d) => ({ docId: d.docId, text: d.text.slice(0, DOC_EMBED_CHARS) })).sort((x, y) => x.text.length - y.text.length);
    let saved = 0;
    for (let i = 0; i < texts.length; i += EMBED_SLICE) {
      const slice = texts.slice(i, i + EMBED_SLICE);
      const vectors = await embedder.embed(slice.map((d) => d.text));
      if (!this.acquire()) break;
      saved += saveEmbeddings(
        this.deps.db,
        embedder.id,
        slice.map((d, k) => ({ docId: d.docId, vector: vectors[k] }))
      );
    }
    return saved;
  }
  /** Retention: raw payloads past the window go once their turn is summarized (summaries and evidence stay). */
  sweepIfDue() {
    const { db, config, now } = this.deps;
    if (now() - this.lastSweep < SWEEP_EVERY_MS || !this.acquire()) return;
    this.lastSweep = now();
    sweepRawPayloads(db, now() - config.retention.rawPayloadDays * 864e5);
  }
  /**
   * Sessions left open (SessionEnd never ran) are closed and rolled up after a period of inactivity: the idle time
   * (minutes), or staleSessionHours when that is shorter. The reason names the longest of the two that passed.
   */
  closeStaleSessions() {
    const { db, config, now } = this.deps;
    const t = now();
    const idleSince = t - Math.min(config.worker.staleSessionHours * 60, config.worker.idleSessionMinutes) * 6e4;
    for (const s of idleSessionTranscripts(db, idleSince)) {
      try {
        ingestTranscript(db, s.transcriptPath, {
          project: s.project,
          maxToolOutputBytes: config.capture.maxToolOutputBytes,
          skipTools: config.capture.skipTools,
          now: t,
          log: this.deps.log
        });
      } catch (err) {
        this.deps.log.error("worker:close-sessions", err, this.deps.project);
      }
    }
    closeStaleSessions(db, t - config.worker.staleSessionHours * 36e5, t, "stale");
    closeStaleSessions(db, t - config.worker.idleSessionMinutes * 6e4, t, "idle");
  }
};
var negate = (keep) => (sentence) => !keep(sentence);
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
