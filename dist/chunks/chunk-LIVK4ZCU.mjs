import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  hasLexicalContent,
  selectByCentroid,
  selectByTfIdfCentroid,
  tokenize
} from "./chunk-YQN5QELA.mjs";
import {
  asRecord,
  buildCandidates,
  closeStaleSessions,
  collapseWhitespace,
  displayPath,
  isInterrupted,
  oneLine,
  outputText,
  parseExitCode,
  splitSentences,
  str
} from "./chunk-OLOPMYIL.mjs";
import {
  docsMissingEmbedding,
  dropForeignEmbeddings,
  saveEmbeddings,
  turnDocsMissingEmbedding
} from "./chunk-QFNHWSCD.mjs";
import {
  cosine
} from "./chunk-ERQH3QKS.mjs";
import {
  getSession
} from "./chunk-OKSBUCAF.mjs";
import {
  acquireLease,
  claimNext,
  completeRollup,
  completeTurn,
  deferItem,
  dropItem,
  loadTurn,
  parseTurnTarget,
  queuedTurnCount,
  recordFailure,
  releaseLease,
  sweepRawPayloads,
  turnSummaries
} from "./chunk-BCT5J4CC.mjs";
import {
  sanitizeText,
  stripPrivate
} from "./chunk-CGCPHJ4A.mjs";

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
    if (asked[0]) candidates.push({ text: asked[0], turn, order: order++, score: OUTCOME.test(asked[0]) ? 1.5 : 1 });
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
  const fromCards = deps.ollama ? "" : rollupFromCards(turnCards.filter(Boolean), SESSION_SUMMARY_CAP);
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

// src/knowledge/subjects.ts
var SLOTS = [
  {
    subject: "database",
    cardinality: "single",
    nouns: ["database", "db", "datastore", "data store", "primary database", "main database", "persistence", "storage layer"],
    values: [
      "postgres",
      "postgresql",
      "mysql",
      "mariadb",
      "sqlite",
      "mongodb",
      "mongo",
      "dynamodb",
      "cockroachdb",
      "supabase",
      "planetscale",
      "firestore",
      "cassandra",
      "duckdb",
      "couchdb",
      "redb",
      "sled",
      "rocksdb",
      "leveldb",
      "lmdb",
      "clickhouse",
      "timescaledb",
      "influxdb",
      "questdb",
      "oracle",
      "sql server",
      "mssql",
      "neo4j",
      "surrealdb",
      "tidb",
      "yugabytedb",
      "libsql",
      "turso",
      "firebird"
    ]
  },
  {
    subject: "package manager",
    cardinality: "single",
    nouns: ["package manager", "package management", "dependency manager", "dependency management", "dependencies", "deps"],
    values: [
      "npm",
      "pnpm",
      "yarn",
      "pip",
      "poetry",
      "uv",
      "pipenv",
      "conda",
      "bundler",
      "cargo",
      "go modules",
      "nuget",
      "composer",
      "bun",
      "pdm",
      "hatch",
      "rye",
      "cocoapods",
      "swift package manager",
      "hex",
      "conan",
      "vcpkg"
    ]
  },
  {
    subject: "test runner",
    cardinality: "single",
    nouns: ["test runner", "test framework", "testing framework", "unit tests", "unit testing", "tests", "testing", "test suite"],
    values: [
      "jest",
      "vitest",
      "mocha",
      "ava",
      "pytest",
      "unittest",
      "jasmine",
      "node:test",
      "rspec",
      "minitest",
      "nextest",
      "cargo-nextest",
      "cargo test",
      "go test",
      "junit",
      "testng",
      "xunit",
      "nunit",
      "phpunit",
      "exunit",
      "kotest",
      "spock",
      "testify",
      "ginkgo",
      "catch2",
      "googletest",
      "gtest",
      "doctest",
      "bun test",
      "deno test"
    ]
  },
  {
    subject: "e2e tests",
    cardinality: "single",
    nouns: ["e2e tests", "e2e", "end-to-end tests", "browser tests", "e2e testing"],
    values: ["playwright", "cypress", "puppeteer", "selenium", "webdriverio"]
  },
  {
    subject: "orm",
    cardinality: "single",
    nouns: ["orm", "query builder", "data layer", "database layer", "data access layer"],
    values: [
      "prisma",
      "drizzle",
      "typeorm",
      "sequelize",
      "knex",
      "sqlalchemy",
      "mikro-orm",
      "kysely",
      "objection",
      "activerecord",
      "peewee",
      "gorm",
      "diesel",
      "sea-orm",
      "sqlx",
      "hibernate",
      "jpa",
      "entity framework",
      "entity framework core",
      "ef core",
      "sqlc",
      "ecto",
      "doctrine",
      "eloquent",
      "exposed",
      "jooq",
      "room",
      "core data",
      "dapper",
      "tortoise-orm",
      "sqlmodel",
      "pony orm",
      "mongoose"
    ]
  },
  {
    subject: "deploy target",
    cardinality: "single",
    nouns: ["deploy target", "deployment target", "deployment", "deployments", "deploys", "hosting", "hosting provider", "host", "deploy"],
    values: [
      "fly.io",
      "fly",
      "vercel",
      "netlify",
      "heroku",
      "render",
      "railway",
      "aws",
      "lambda",
      "ecs",
      "kubernetes",
      "k8s",
      "cloud run",
      "gcp",
      "azure",
      "digitalocean",
      "cloudflare workers",
      "cloudflare pages",
      "hetzner"
    ]
  },
  {
    subject: "cache",
    cardinality: "single",
    nouns: ["cache", "caching", "cache layer", "cache backend"],
    values: [
      "redis",
      "memcached",
      "valkey",
      "keydb",
      "caffeine",
      "ehcache",
      "dragonfly",
      "dragonflydb",
      "hazelcast",
      "moka",
      "cachetools",
      "lru-cache",
      "varnish"
    ]
  },
  {
    subject: "queue",
    cardinality: "single",
    nouns: [
      "queue",
      "message queue",
      "job queue",
      "task queue",
      "broker",
      "message broker",
      "background jobs",
      "background job",
      "scheduled jobs",
      "scheduled job",
      "scheduled tasks",
      "job runner",
      "job scheduler",
      "jobs"
    ],
    values: [
      "rabbitmq",
      "kafka",
      "sqs",
      "bullmq",
      "sidekiq",
      "celery",
      "nats",
      "pub/sub",
      "rq",
      "dramatiq",
      "resque",
      "oban",
      "activemq",
      "zeromq",
      "pulsar",
      "redpanda",
      "nsq",
      "faktory",
      "hangfire",
      "quartz",
      "asynq",
      "good_job",
      "solid_queue",
      "delayed_job",
      "procrastinate",
      "huey",
      "arq",
      "bull",
      "beanstalkd",
      "google pub/sub",
      "kinesis",
      "eventbridge",
      "inngest",
      "trigger.dev",
      "graphile worker",
      "pg-boss",
      "river",
      "sidekiq pro",
      "apalis"
    ]
  },
  {
    subject: "frontend framework",
    cardinality: "single",
    nouns: ["frontend framework", "ui framework", "frontend", "front end", "front-end", "ui library", "ui"],
    values: [
      "react",
      "vue",
      "svelte",
      "sveltekit",
      "angular",
      "solid",
      "solidjs",
      "preact",
      "next.js",
      "nextjs",
      "nuxt",
      "remix",
      "astro",
      "htmx",
      "qwik",
      "lit",
      "alpine.js",
      "alpinejs",
      "ember",
      "elm",
      "leptos",
      "yew",
      "dioxus",
      "blazor",
      "livewire",
      "hotwire",
      "stimulus",
      "inertia",
      "angularjs",
      "backbone",
      "jquery",
      "stencil",
      "marko"
    ]
  },
  {
    subject: "web framework",
    cardinality: "single",
    nouns: ["web framework", "backend framework", "http framework", "server framework", "api framework", "http server", "api server"],
    values: [
      "express",
      "fastify",
      "koa",
      "hono",
      "nestjs",
      "flask",
      "django",
      "fastapi",
      "rails",
      "sinatra",
      "gin",
      "actix",
      "axum",
      "spring boot",
      "rocket",
      "warp",
      "poem",
      "echo",
      "fiber",
      "chi",
      "gorilla/mux",
      "ktor",
      "micronaut",
      "quarkus",
      "laravel",
      "symfony",
      "phoenix",
      "asp.net core",
      "vapor",
      "starlette",
      "litestar",
      "sanic",
      "tornado",
      "aiohttp",
      "django rest framework",
      "drf",
      "spring",
      "spring webflux",
      "dropwizard",
      "javalin",
      "elysia",
      "adonisjs",
      "sails",
      "loco"
    ]
  },
  {
    subject: "bundler",
    cardinality: "single",
    nouns: ["bundler", "build tool", "build system", "build"],
    values: [
      "webpack",
      "vite",
      "esbuild",
      "rollup",
      "parcel",
      "turbopack",
      "tsup",
      "rspack",
      "bazel",
      "gradle",
      "maven",
      "cmake",
      "meson",
      "buck2",
      "pants",
      "gulp",
      "grunt",
      "snowpack",
      "ninja",
      "sbt",
      "xmake",
      "scons",
      "premake",
      "nx build",
      "swc",
      "babel",
      "tsc",
      "farm",
      "rolldown"
    ]
  },
  {
    subject: "linter",
    cardinality: "single",
    nouns: ["linter", "linting", "lint"],
    values: [
      "eslint",
      "biome",
      "oxlint",
      "ruff",
      "flake8",
      "pylint",
      "rubocop",
      "golangci-lint",
      "tslint",
      "clippy",
      "cargo clippy",
      "staticcheck",
      "golint",
      "revive",
      "checkstyle",
      "spotbugs",
      "pmd",
      "ktlint",
      "detekt",
      "swiftlint",
      "phpstan",
      "psalm",
      "stylelint",
      "credo",
      "hadolint",
      "shellcheck",
      "standardrb",
      "ruff check",
      "deno lint",
      "sonarqube",
      "semgrep",
      "mypy",
      "pyright"
    ]
  },
  {
    subject: "formatter",
    cardinality: "single",
    nouns: ["formatter", "formatting", "code formatter"],
    values: [
      "prettier",
      "black",
      "dprint",
      "gofmt",
      "rustfmt",
      "cargo fmt",
      "goimports",
      "gofumpt",
      "ktfmt",
      "spotless",
      "google-java-format",
      "swiftformat",
      "isort",
      "yapf",
      "autopep8",
      "php-cs-fixer",
      "clang-format",
      "mix format",
      "biome format",
      "ruff format",
      "deno fmt",
      "shfmt",
      "taplo"
    ]
  },
  {
    subject: "auth",
    cardinality: "single",
    nouns: ["auth", "authentication", "login", "auth provider", "identity provider", "sign-in", "sessions"],
    values: [
      "jwt",
      "jwts",
      "oauth",
      "session cookies",
      "auth0",
      "clerk",
      "cognito",
      "passport",
      "lucia",
      "keycloak",
      "firebase auth",
      "magic links",
      "saml",
      "sso",
      "paseto",
      "openid connect",
      "oidc",
      "webauthn",
      "passkeys",
      "nextauth",
      "next-auth",
      "auth.js",
      "supertokens",
      "ory",
      "kratos",
      "okta",
      "devise",
      "better-auth",
      "authelia",
      "zitadel",
      "fusionauth",
      "api keys",
      "mtls"
    ]
  },
  {
    subject: "ci",
    cardinality: "single",
    nouns: ["ci", "continuous integration", "ci pipeline", "ci provider"],
    values: [
      "github actions",
      "gitlab ci",
      "circleci",
      "jenkins",
      "travis",
      "buildkite",
      "drone",
      "azure pipelines",
      "azure devops",
      "bitbucket pipelines",
      "teamcity",
      "woodpecker",
      "github workflows",
      "argo workflows",
      "tekton",
      "concourse",
      "semaphore",
      "codebuild",
      "cloud build",
      "earthly",
      "dagger"
    ]
  },
  {
    subject: "logging",
    cardinality: "single",
    nouns: ["logger", "logging", "logging library", "log library"],
    values: [
      "pino",
      "winston",
      "bunyan",
      "structlog",
      "loguru",
      "log4j",
      "zap",
      "zerolog",
      "env_logger",
      "tracing",
      "tracing-subscriber",
      "log4rs",
      "slog",
      "fern",
      "flexi_logger",
      "logback",
      "slf4j",
      "log4j2",
      "logrus",
      "serilog",
      "nlog",
      "monolog",
      "lager",
      "logger.js",
      "consola",
      "tslog",
      "signale",
      "glog",
      "spdlog",
      "log15",
      "logging module",
      "python logging",
      "rich logging"
    ]
  },
  {
    subject: "styling",
    cardinality: "single",
    nouns: ["css framework", "styling", "styles", "css"],
    values: ["tailwind", "tailwindcss", "css modules", "styled-components", "emotion", "sass", "scss", "bootstrap", "vanilla-extract"]
  },
  {
    subject: "state management",
    cardinality: "single",
    nouns: ["state management", "state library", "store library", "client state"],
    values: ["redux", "zustand", "mobx", "jotai", "pinia", "vuex", "recoil", "xstate"]
  },
  {
    subject: "api style",
    cardinality: "single",
    nouns: ["api style", "api layer", "transport"],
    values: ["rest", "graphql", "grpc", "trpc", "json-rpc"]
  },
  {
    subject: "monitoring",
    cardinality: "single",
    nouns: ["error tracking", "monitoring", "observability", "apm", "error reporting", "metrics"],
    values: [
      "sentry",
      "datadog",
      "new relic",
      "honeycomb",
      "grafana",
      "prometheus",
      "opentelemetry",
      "bugsnag",
      "rollbar",
      "jaeger",
      "zipkin",
      "tempo",
      "loki",
      "elastic apm",
      "signoz",
      "uptrace",
      "statsd",
      "victoriametrics",
      "newrelic",
      "appsignal",
      "scout apm",
      "dynatrace",
      "splunk",
      "lightstep",
      "logfire",
      "axiom",
      "betterstack",
      "better stack",
      "pagerduty",
      "opsgenie",
      "uptime kuma",
      "healthchecks.io"
    ]
  },
  {
    subject: "search engine",
    cardinality: "single",
    nouns: ["search engine", "full-text search", "search backend", "search index"],
    values: [
      "elasticsearch",
      "opensearch",
      "meilisearch",
      "typesense",
      "algolia",
      "tantivy",
      "solr",
      "lucene",
      "sonic",
      "vespa",
      "zincsearch",
      "manticore",
      "quickwit",
      "sqlite fts5",
      "fts5",
      "pg_trgm",
      "postgres full-text search"
    ]
  },
  {
    subject: "object storage",
    cardinality: "single",
    nouns: ["object storage", "file storage", "blob storage", "uploads", "asset storage"],
    values: [
      "s3",
      "r2",
      "gcs",
      "minio",
      "backblaze",
      "azure blob",
      "azure blob storage",
      "google cloud storage",
      "wasabi",
      "ceph",
      "seaweedfs",
      "digitalocean spaces",
      "b2",
      "garage"
    ]
  },
  {
    subject: "email provider",
    cardinality: "single",
    nouns: ["email provider", "email service", "transactional email", "mailer", "email"],
    values: ["sendgrid", "postmark", "mailgun", "ses", "resend"]
  },
  {
    subject: "payments",
    cardinality: "single",
    nouns: ["payments", "payment provider", "billing", "payment processor"],
    values: ["stripe", "paddle", "braintree", "lemon squeezy", "adyen"]
  },
  {
    subject: "date library",
    cardinality: "single",
    nouns: ["date library", "date handling", "dates"],
    values: [
      "moment",
      "dayjs",
      "date-fns",
      "luxon",
      "temporal",
      "chrono",
      "jiff",
      "arrow",
      "pendulum",
      "joda-time",
      "java.time",
      "nodatime",
      "time crate"
    ]
  },
  {
    subject: "http client",
    cardinality: "single",
    nouns: ["http client", "http library", "fetch library"],
    values: [
      "axios",
      "got",
      "ky",
      "requests",
      "httpx",
      "undici",
      "superagent",
      "reqwest",
      "hyper",
      "ureq",
      "okhttp",
      "retrofit",
      "resty",
      "faraday",
      "httparty",
      "guzzle",
      "aiohttp client",
      "urllib3",
      "alamofire",
      "ofetch",
      "node-fetch",
      "isahc",
      "surf"
    ]
  },
  {
    subject: "validation",
    cardinality: "single",
    nouns: ["validation", "schema validation", "validation library", "validator"],
    values: [
      "zod",
      "yup",
      "joi",
      "pydantic",
      "valibot",
      "ajv",
      "typebox",
      "garde",
      "marshmallow",
      "cerberus",
      "attrs",
      "dry-validation",
      "hibernate validator",
      "class-validator",
      "superstruct",
      "arktype",
      "fluentvalidation",
      "jsonschema",
      "json schema",
      "ozzo-validation",
      "go-playground/validator",
      "msgspec"
    ]
  },
  {
    subject: "monorepo tool",
    cardinality: "single",
    nouns: ["monorepo tool", "monorepo", "workspace tool"],
    values: ["turborepo", "nx", "lerna", "rush"]
  },
  {
    subject: "vector store",
    cardinality: "single",
    nouns: ["vector store", "vector database", "vector db", "embeddings store"],
    values: ["pgvector", "pinecone", "qdrant", "weaviate", "chroma", "milvus", "lancedb"]
  },
  {
    subject: "container runtime",
    cardinality: "single",
    nouns: ["container runtime", "containers"],
    values: ["docker", "podman", "containerd"]
  },
  {
    subject: "mobile framework",
    cardinality: "single",
    nouns: ["mobile framework", "mobile app framework", "mobile stack", "mobile app", "app framework"],
    values: [
      "react native",
      "flutter",
      "expo",
      "ionic",
      "capacitor",
      "kotlin multiplatform",
      "swiftui",
      "jetpack compose",
      "xamarin",
      ".net maui",
      "nativescript",
      "tauri",
      "electron"
    ]
  },
  {
    subject: "async runtime",
    cardinality: "single",
    nouns: ["async runtime", "async executor", "event loop", "concurrency runtime"],
    values: ["tokio", "async-std", "smol", "glommio", "gevent", "asyncio", "trio", "uvloop", "anyio", "eventlet"]
  },
  {
    subject: "serialization",
    cardinality: "single",
    nouns: ["serialization", "serialisation", "serializer", "serialization format", "wire format", "encoding format", "message format"],
    values: [
      "serde",
      "serde_json",
      "protobuf",
      "protocol buffers",
      "msgpack",
      "messagepack",
      "avro",
      "flatbuffers",
      "capnproto",
      "cap'n proto",
      "bincode",
      "cbor",
      "thrift",
      "jackson",
      "gson",
      "kotlinx.serialization",
      "prost",
      "rkyv",
      "postcard"
    ]
  },
  {
    subject: "infrastructure as code",
    cardinality: "single",
    nouns: ["infrastructure as code", "iac", "infra tool", "infrastructure tool", "provisioning", "provisioning tool"],
    values: [
      "terraform",
      "opentofu",
      "pulumi",
      "cloudformation",
      "aws cdk",
      "cdk",
      "ansible",
      "chef",
      "puppet",
      "saltstack",
      "crossplane",
      "bicep",
      "nix",
      "nixos"
    ]
  },
  {
    subject: "secrets manager",
    cardinality: "single",
    nouns: ["secrets manager", "secret manager", "secret store", "secrets store", "secrets management", "secret management"],
    values: [
      "hashicorp vault",
      "aws secrets manager",
      "doppler",
      "1password",
      "sops",
      "infisical",
      "sealed secrets",
      "gcp secret manager",
      "azure key vault",
      "bitwarden secrets manager",
      "dotenv",
      "direnv"
    ]
  },
  {
    subject: "feature flags",
    cardinality: "single",
    nouns: ["feature flags", "feature flag service", "feature flagging", "flags service"],
    values: ["launchdarkly", "unleash", "flagsmith", "growthbook", "statsig", "flipt", "configcat", "split.io"]
  },
  {
    subject: "schema migrations",
    cardinality: "single",
    nouns: ["schema migrations", "migration tool", "migrations tool", "database migrations", "db migrations"],
    values: [
      "alembic",
      "flyway",
      "liquibase",
      "goose",
      "golang-migrate",
      "refinery",
      "dbmate",
      "atlas",
      "sqitch",
      "prisma migrate",
      "diesel migrations",
      "sqlx migrate",
      "django migrations",
      "knex migrations",
      "yoyo"
    ]
  },
  {
    subject: "cli parser",
    cardinality: "single",
    nouns: [
      "cli parser",
      "argument parser",
      "arg parser",
      "argument parsing",
      "cli framework",
      "command line parser",
      "cli library",
      "flag parsing"
    ],
    values: [
      "clap",
      "structopt",
      "argh",
      "cobra",
      "urfave/cli",
      "kingpin",
      "click",
      "typer",
      "argparse",
      "commander",
      "yargs",
      "oclif",
      "picocli",
      "thor",
      "docopt",
      "kong",
      "pflag",
      "gumdrop",
      "bpaf"
    ]
  },
  {
    subject: "indentation",
    cardinality: "single",
    nouns: ["indentation", "indent", "indents"],
    values: ["tabs", "spaces", "2 spaces", "4 spaces", "two spaces", "four spaces"]
  },
  {
    subject: "quote style",
    cardinality: "single",
    nouns: ["quote style", "quotes", "string quotes"],
    values: ["single quotes", "double quotes", "backticks"]
  },
  {
    subject: "merge strategy",
    cardinality: "single",
    nouns: ["merge strategy", "merging", "merges"],
    values: ["squash merges", "squash", "rebase", "merge commits", "fast-forward"]
  }
];
var NOUN_TO_SLOT = /* @__PURE__ */ new Map();
var VALUE_TO_SLOT = /* @__PURE__ */ new Map();
for (const slot of SLOTS) {
  for (const n of slot.nouns) NOUN_TO_SLOT.set(n, slot);
  for (const v of slot.values) VALUE_TO_SLOT.set(v, slot);
}
var KIND_CARDINALITY = {
  decision: "single",
  preference: "single",
  convention: "multi",
  discovery: "multi"
};
var ARTICLES = /^(?:the|a|an|our|my|your|their|this|that|these|those|its|all|every|each|any|some|new)\s+/;
function normalizePhrase(phrase) {
  let s = phrase.toLowerCase().replace(/[`"'“”‘’*]/g, " ").replace(/\s+/g, " ").trim().replace(/[.,;:!?)(]+$/g, "").trim();
  for (let prev = ""; prev !== s; ) {
    prev = s;
    s = s.replace(ARTICLES, "");
  }
  return s;
}
function singular(word) {
  if (word.length <= 3 || /(?:ss|us|is|ys)$/.test(word)) return word;
  if (/(?:ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}
function slotForNoun(phrase) {
  const words = normalizePhrase(phrase).split(" ").filter(Boolean);
  for (let start = 0; start < words.length; start++) {
    const tail = words.slice(start).join(" ");
    const slot = NOUN_TO_SLOT.get(tail) ?? NOUN_TO_SLOT.get(
      words.slice(start, -1).concat(singular(words[words.length - 1])).join(" ")
    );
    if (slot) return slot;
  }
  return void 0;
}
function slotForExactValue(value) {
  return VALUE_TO_SLOT.get(normalizePhrase(value));
}
var EVERYDAY_WORDS = /* @__PURE__ */ new Set([
  "render",
  "host",
  "fly",
  "rest",
  "go",
  "spaces",
  "tabs",
  "squash",
  "rebase",
  "build",
  "temporal",
  "emotion",
  "solid",
  "got",
  "ky",
  "zap",
  "ui",
  "requests",
  "uploads",
  "email",
  "drone",
  "metrics",
  "moment",
  "black",
  "express",
  "spring",
  "ava",
  "tap",
  "passport",
  "rush",
  "chroma",
  "neon",
  "resend",
  "temporal",
  "paddle",
  "sessions",
  // Tool names that are also everyday words (a cargo ship, tracing a bug, click the button).
  "argh",
  "arq",
  "arrow",
  "atlas",
  "attrs",
  "axiom",
  "b2",
  "babel",
  "backbone",
  "bicep",
  "bull",
  "bun",
  "caffeine",
  "capacitor",
  "cargo",
  "ceph",
  "chef",
  "chi",
  "chrono",
  "click",
  "commander",
  "concourse",
  "consola",
  "credo",
  "dagger",
  "dapper",
  "dragonfly",
  "earthly",
  "echo",
  "ecto",
  "electron",
  "elm",
  "exposed",
  "farm",
  "fern",
  "fiber",
  "flutter",
  "garage",
  "goose",
  "gumdrop",
  "hatch",
  "hex",
  "hotwire",
  "huey",
  "hyper",
  "inertia",
  "ionic",
  "jiff",
  "kinesis",
  "kingpin",
  "kong",
  "lager",
  "lightstep",
  "lit",
  "loco",
  "logfire",
  "lucene",
  "manticore",
  "meson",
  "mix",
  "moka",
  "ninja",
  "nix",
  "oban",
  "okta",
  "oracle",
  "ory",
  "pants",
  "pendulum",
  "pest",
  "poem",
  "postcard",
  "prost",
  "psalm",
  "pulsar",
  "puppet",
  "quartz",
  "refinery",
  "revive",
  "river",
  "rocket",
  "room",
  "sails",
  "semaphore",
  "signale",
  "sled",
  "slog",
  "sonic",
  "splunk",
  "spring",
  "stimulus",
  "surf",
  "tekton",
  "tempo",
  "thor",
  "time crate",
  "tracing",
  "varnish",
  "vespa",
  "warp",
  "yoyo"
]);
function isEverydayWord(gram) {
  return EVERYDAY_WORDS.has(normalizePhrase(gram));
}
function slotForValue(value) {
  const v = normalizePhrase(value);
  const direct = VALUE_TO_SLOT.get(v);
  if (direct) return direct;
  const words = v.split(" ");
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const gram = words.slice(i, i + n).join(" ");
      const slot = EVERYDAY_WORDS.has(gram) ? void 0 : VALUE_TO_SLOT.get(gram);
      if (slot) return slot;
    }
  }
  return void 0;
}
function subjectFromNoun(phrase) {
  return slotForNoun(phrase)?.subject ?? nounKey(phrase);
}
function nounKey(phrase) {
  const words = normalizePhrase(phrase).split(" ").filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length === 0) return void 0;
  const kept = words.slice(-3);
  kept[kept.length - 1] = singular(kept[kept.length - 1]);
  return kept.join(" ");
}
var SLOTTED_KINDS = /* @__PURE__ */ new Set(["decision", "preference"]);
var SINGLE_CONVENTION_SUFFIXES = [" location", " naming"];
function cardinalityOf(kind, subject) {
  if (kind === "decision" && subject.startsWith("setting ")) return "single";
  if (SLOTTED_KINDS.has(kind)) {
    for (const slot of SLOTS) if (slot.subject === subject) return slot.cardinality;
  }
  if (kind === "convention" && SINGLE_CONVENTION_SUFFIXES.some((s) => subject.endsWith(s))) return "single";
  return KIND_CARDINALITY[kind];
}
var VALUE_ALIASES = {
  postgresql: "postgres",
  pg: "postgres",
  mongo: "mongodb",
  "fly.io": "fly",
  k8s: "kubernetes",
  nextjs: "next.js",
  tailwindcss: "tailwind",
  solidjs: "solid",
  jwts: "jwt",
  "two spaces": "2 spaces",
  "four spaces": "4 spaces"
};
var ALREADY_NORMAL = /^(?!(?:the|a|an|our|my|your|their|this|that|these|those|its|all|every|each|any|some|new)\b)(?!v\d)[a-z0-9@/+_-](?:[a-z0-9 .@/+_-]*[a-z0-9@/+_-])?$/;
function canonicalValue(value) {
  const v = ALREADY_NORMAL.test(value) && !value.includes("  ") ? value : normalizePhrase(value).replace(/^v(?=\d)/, "");
  return VALUE_ALIASES[v] ?? v;
}

// src/knowledge/extract.ts
var DEFAULT_MAX_CANDIDATES = 12;
var MIN_WORDS2 = 3;
var MAX_WORDS = 70;
var INTERROGATIVE_START = /^(?:should|shall|can|could|would|will|do|does|did|is|are|was|were|what|why|how|which|who|where|any idea|have you|has anyone)\b(?!\s*:)/;
var HEDGE = /\b(?:maybe|perhaps|possibly|probably|presumably|might|i think|i believe|i guess|i suspect|i assume|not sure|unsure|it seems|seems like|seems to|appears to be|could be|may be|likely|hypothetically|in theory|what if|whether|wondering|i wonder|thinking about|considering|consider (?:using|switching|moving)|an option|one option|alternatively|do you want|would you like|shall we|should we|could we|can we|let me know|i'd suggest|i suggest|i recommend|i'd recommend|you could|you might|we could|we might|if you want|if you'd like|worth (?:trying|considering|a try)|tbd|to be decided|undecided|haven't decided|not decided|still deciding|open question|proposal|propose|proposed)\b/;
var TEMPORARY = /\b(?:for now|for the time being|for the moment|right now|temporar(?:y|ily)|just (?:for|to) (?:this|today|test|try|see|check)|as a (?:stopgap|quick hack|hack|test)|for this (?:test|experiment|spike|demo|one)|quick experiment|until (?:we|i|it|the)\b)/;
var REPORTED = /\b(?:says|said|saying|claims|claimed|according to|(?:the )?(?:docs|documentation|readme|error|error message|message|log|output|warning|blog|article|tutorial|ticket|issue|changelog)(?: \w+)? (?:says|said|shows|showed|suggests|suggested|recommends|recommended|mentions|mentioned|reads|wants)|stack ?overflow|he wants|she wants|they want|they said|you said|you mentioned|you asked|you wanted|as requested|per your)\b/;
var LOG_LINE = /^\s*(?:\$ |> |at [\w.<>$]+ \(|\[\d|\d{4}-\d\d-\d\d[ T]\d|(?:error|warn|info|debug|fatal|trace)[:\]]|npm err|traceback|file ".*", line|\s*\d+ \|)/i;
var CODE_SYMBOLS = /[{}[\]();=<>|&$\\]/g;
function wordCount(s) {
  return s.split(/\s+/).filter(Boolean).length;
}
function looksLikeCode(s) {
  const prose = s.replace(/`[^`]*`/g, "");
  const symbols = prose.match(CODE_SYMBOLS)?.length ?? 0;
  if (symbols / Math.max(1, s.length) > 0.08) return true;
  return /=>|\)\s*;\s*$|^\s*(?:import|export|const|let|var|function|def|class|return|if \(|for \(|#include|SELECT|INSERT|UPDATE) /.test(
    prose
  );
}
function rejectSentence(s) {
  const words = wordCount(s);
  if (words < MIN_WORDS2 || words > MAX_WORDS) return true;
  if (s.includes("?")) return true;
  if (/\[private\]|\[REDACTED/.test(s)) return true;
  if (LOG_LINE.test(s) || looksLikeCode(s)) return true;
  if (/^\s*["“'‘]/.test(s)) return true;
  return false;
}
function scanText(s) {
  const blank = (m) => wordCount(m) >= 3 ? " ".repeat(m.length) : m.replace(/["“”]/g, " ");
  return s.replace(/"[^"]*"|“[^”]*”/g, blank).replace(/[`*]|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, (m) => " ".repeat(m.length)).toLowerCase();
}
var PHRASE_STOP = new Set(
  "instead rather over for as because since so to in on at with and but from across when which that then now here everywhere throughout going again anymore any more by via unless if until while after before than last next yesterday today tomorrow earlier recently later soon already entirely completely is are was were will would should could be been it its this these those we i you they please too also".split(" ")
);
var LEADING_ARTICLES = /* @__PURE__ */ new Set(["the", "a", "an", "our", "my", "your", "their", "this", "that", "its"]);
var WORD = /[\p{L}\p{N}@#][\p{L}\p{N}@#._+/:-]*/uy;
function phraseAt(scan, from, maxWords = 4, stop = PHRASE_STOP) {
  let pos = from;
  const words = [];
  let end = from;
  while (words.length < maxWords) {
    while (pos < scan.length && scan[pos] === " ") pos++;
    WORD.lastIndex = pos;
    const m = WORD.exec(scan);
    if (!m) break;
    const raw = m[0];
    const word = raw.replace(/[.:]+$/, "");
    if (words.length === 0 && LEADING_ARTICLES.has(word)) {
      pos = m.index + raw.length;
      continue;
    }
    if (stop.has(word)) break;
    words.push(word);
    pos = m.index + raw.length;
    end = m.index + word.length;
    if (word !== raw) break;
  }
  if (words.length === 0) return void 0;
  return { text: words.join(" "), end };
}
var STOP_CONTENT = new Set(
  "the a an our my your their this that these those it its is are was were be been being will would should could must shall can may might do does did done have has had we i you they he she them us me of to in on at for with by from as into onto about and or but not no never always also just only all every each any some new use using used run running make making add adding write writing keep keeping put get set let please instead rather than then when so if because since there here what which who how very really stop quit don't everything anything something one rule going forward found bug cause fix fixed now sees see".split(" ")
);
function topicWords(scan, from, max = 2) {
  const words = scan.slice(from).split(/[^\p{L}\p{N}.\-/']+/u).map((w) => w.replace(/^[.\-/']+|[.\-/']+$/g, "")).filter((w) => w.length > 1 && !w.includes("'") && !STOP_CONTENT.has(w) && !/^\d+$/.test(w));
  return words.length ? words.slice(0, max).join(" ") : void 0;
}
var PATH_TOKEN = /(?:^|\s)((?:[\w.-]+\/)+[\w.-]+|[\w-]+\.(?:ts|tsx|js|jsx|mjs|cjs|py|rb|go|rs|java|kt|json|ya?ml|toml|sql|css|md|sh))\b/;
function mentionedSlot(scan) {
  const words = scan.split(/[^\p{L}\p{N}.+\-/:]+/u).filter(Boolean).map((w) => w.replace(/[.:]+$/, ""));
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const gram = words.slice(i, i + n).join(" ");
      const slot = isEverydayWord(gram) ? void 0 : slotForExactValue(gram);
      if (slot) return slot.subject;
    }
  }
  return void 0;
}
var WEAK_BEFORE = /(?:\b(?:could|should|would|might|may|can|cannot|can't|won't|wouldn't|shouldn't|not|never|don't|didn't|doesn't|if|whether|to|want to|wanted to|try to|trying to|consider|considering|otherwise)|'d)\s+(?:\w+\s+)?$/;
var INSTRUMENTAL = /^\s*(?:to|and)\s+(?:find|check|see|search|look|inspect|debug|verify|print|list|read|grep|confirm|figure|get|locate|view|show|open|run|test|reproduce|trace|compare|quickly)\b/;
var SWITCH_FROM = /\b(?:switch(?:ed|ing)?|swap(?:ped|ping)?|mov(?:e|ed|ing)|migrat(?:e|ed|ing)|port(?:ed|ing)?|chang(?:e|ed|ing)|convert(?:ed|ing)?|transition(?:ed|ing)?|go(?:ing)? back)\b([^.;]{0,40}?)\bfrom\s+/g;
var SWITCH_TO = /\b(?:switch(?:ed|ing)?|mov(?:e|ed|ing)|migrat(?:e|ed|ing)|go(?:ing)? back)\s+(?:over\s+|back\s+)?to\s+/g;
var REPLACE_WITH = /\breplac(?:e|ed|ing)\s+/g;
var SWITCH_ROLE_TO = /\b(?:switch(?:ed|ing)?|migrat(?:e|ed|ing)|port(?:ed|ing)?)\s+((?:(?:the|our|my)\s+)?[\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*){0,2})\s+(?:over\s+)?to\s+/gu;
function oldValueNamedNearby(message, subject, value) {
  const words = scanText(message).split(/[^\p{L}\p{N}._+/:-]+/u).filter(Boolean).map((w) => w.replace(/[.:]+$/, ""));
  const found = /* @__PURE__ */ new Set();
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const gram = words.slice(i, i + n).join(" ");
      if (isEverydayWord(gram) || slotForExactValue(gram)?.subject !== subject) continue;
      const v = canonicalValue(gram);
      if (v !== value && !value.includes(v) && !v.includes(value)) found.add(v);
    }
  }
  return found.size === 1 ? [...found][0] : void 0;
}
function isPlace(value) {
  return /\/|\b(?:folder|directory|dir|file|module|package|crate|repo|branch|page|section|tab)s?$/.test(value) || PATH_TOKEN.test(` ${value}`);
}
var AUXILIARY = /* @__PURE__ */ new Set(["has", "have", "is", "are", "was", "were", "got", "now", "just", "all", "been", "finally", "also"]);
function slotNounBefore(scan, index) {
  const words = scan.slice(0, index).trim().split(/\s+/).filter((w) => w && !AUXILIARY.has(w));
  if (words.length === 0 || words.length > 3) return void 0;
  const phrase = normalizePhrase(words.join(" "));
  return phrase && slotForNoun(phrase) ? phrase : void 0;
}
var CHOOSE = /\b(?:let's|let us|we'll|we will|we're going to|we are going to|we're gonna|we're|we are|we've|we have|we|i've|i have|team|i'll|i will|just|please|ok(?:ay)?,?|so,?|then|and)\s+(?:now\s+)?(?:go(?:ing)? with|use|using|used|adopt(?:ed)?|pick(?:ed)?|chose|choose|stick(?:ing)? with|settle(?:d)? on|standardi[sz]e(?:d)? on|went with|opted for|be using)\s+/g;
var IMPERATIVE_USE = /^(?:ok(?:ay)?,?\s+|alright,?\s+|so,?\s+|and\s+|also,?\s+|please\s+)*(?:use|go with|stick with|standardi[sz]e on|switch to|move to)\s+/;
var DECIDED = /\b(?:decided|decide|decision (?:is|was|has been)|agreed|settled on|we're going with|final answer)\b/;
var NO_LONGER = /\b(?:no longer use|no longer using|stop(?:ped)? using|drop(?:ped|ping)?|ditch(?:ed|ing)?|remov(?:e|ed|ing)|got rid of|get rid of|rip(?:ped)? out|deprecat(?:e|ed|ing))\s+/g;
function alternativeAfter(scan, from) {
  const tail = scan.slice(from);
  const m = /^\s*(?:,\s*)?(instead of|in place of|replacing|rather than|over|, not|and not|not)\s+/.exec(tail);
  if (!m) return { end: from };
  const p = phraseAt(scan, from + m[0].length, 4);
  if (!p) return { end: from };
  const word = m[1].replace(/^,\s*/, "");
  if (word === "instead of" || word === "in place of" || word === "replacing" || word === "not" || word === "and not") {
    return { replaces: p.text, end: p.end };
  }
  return { contrast: p.text, end: p.end };
}
var NOT_A_ROLE = new Set(
  "repo repository project codebase app application service everything all team us me now good real consistency speed performance simplicity safety reasons reason production prod staging dev development local it them everyone everybody both the whole the rest later today".split(" ")
);
function roleSpan(scan, from) {
  const m = /^\s*(?:,\s*)?(?:with\s+[\p{L}\p{N}.-]+(?:\s+[\p{L}\p{N}.-]+)?\s+)?(?:as|for)\s+/u.exec(scan.slice(from));
  if (!m) return void 0;
  const p = phraseAt(scan, from + m[0].length, 3);
  if (!p || NOT_A_ROLE.has(p.text) || NOT_A_ROLE.has(p.text.split(" ")[0])) return void 0;
  return p;
}
function roleAfter(scan, from) {
  return roleSpan(scan, from)?.text;
}
function moreChoices(scan, from, signals) {
  const out = [];
  let pos = from;
  for (let i = 0; i < 4; i++) {
    const and = /^\s*(?:,\s*)?(?:and\s+)?(?:use\s+|go with\s+|pick\s+)?/.exec(scan.slice(pos));
    if (!and?.[0].trim()) break;
    const value = phraseAt(scan, pos + and[0].length, 3);
    const role = value ? roleSpan(scan, value.end) : void 0;
    if (!value || !role) break;
    out.push({ kind: "decision", value: value.text, role: role.text, polarity: "positive", signals, rest: value.end });
    pos = role.end;
  }
  return out;
}
function precededByWeak(scan, index) {
  return WEAK_BEFORE.test(scan.slice(Math.max(0, index - 30), index));
}
var IT_IS = /^(?:(?:ok(?:ay)?|alright|fine|right|then|so|yes|yep|great)[,!.]?\s+)*([\p{L}\p{N}@][\p{L}\p{N}@._+/-]*(?: [\p{L}\p{N}@][\p{L}\p{N}@._+/-]*)?) it is(?: then)?\s*(?:[.!;,]|$)/u;
var I_LIKE_FOR = /\bi(?:'d)? (?:like|love|want|would like) (?:to use |using )?/;
var PUT_IN = /^(?:(?:ok|okay|so|then|and|also|please|just)[,]?\s+)*(?:put|keep|store|move|persist|save)\s+/;
function matchDecision(scan, speaker) {
  const decided = DECIDED.test(scan);
  const signals = decided ? ["decided"] : [];
  if (/\b(?:from now on|going forward|moving forward|henceforth|from here on)\b/.test(scan)) signals.push("standing");
  for (const m of scan.matchAll(SWITCH_FROM)) {
    if (precededByWeak(scan, m.index) && !decided) continue;
    const from = phraseAt(scan, m.index + m[0].length, 4);
    if (!from) continue;
    const to = /^\s*(?:to|over to|onto|into|to using)\s+/.exec(scan.slice(from.end));
    if (!to) continue;
    const value = phraseAt(scan, from.end + to[0].length, 4);
    if (!value) continue;
    const between = normalizePhrase(m[1]);
    const role = between && !NOT_A_ROLE.has(between) && !/^(?:over|back|it|everything)$/.test(between) ? between : roleAfter(scan, value.end);
    return {
      kind: "decision",
      value: value.text,
      replaces: from.text,
      role: role || void 0,
      polarity: "positive",
      signals: [...signals, "replacement"],
      rest: value.end
    };
  }
  for (const m of scan.matchAll(REPLACE_WITH)) {
    if (precededByWeak(scan, m.index) && !decided) continue;
    const old = phraseAt(scan, m.index + m[0].length, 4);
    if (!old) continue;
    const w = /^\s*(?:with|by)\s+/.exec(scan.slice(old.end));
    if (!w) continue;
    const value = phraseAt(scan, old.end + w[0].length, 4);
    if (!value) continue;
    if (speaker === "assistant" && !decided && !slotForValue(value.text) && !slotForValue(old.text)) continue;
    return {
      kind: "decision",
      value: value.text,
      replaces: old.text,
      role: roleAfter(scan, value.end),
      polarity: "positive",
      signals: [...signals, "replacement"],
      rest: value.end
    };
  }
  for (const m of scan.matchAll(SWITCH_TO)) {
    if (precededByWeak(scan, m.index) && !decided) continue;
    const value = phraseAt(scan, m.index + m[0].length);
    if (!value) continue;
    const alt = alternativeAfter(scan, value.end);
    const role = roleAfter(scan, alt.end) ?? (isPlace(value.text) ? void 0 : slotNounBefore(scan, m.index));
    return {
      kind: "decision",
      value: value.text,
      replaces: alt.replaces,
      contrast: alt.contrast,
      role,
      polarity: "positive",
      signals: [...signals, "replacement"],
      rest: value.end
    };
  }
  for (const m of scan.matchAll(SWITCH_ROLE_TO)) {
    if (precededByWeak(scan, m.index) && !decided) continue;
    const role = normalizePhrase(m[1]);
    if (!slotForNoun(role)) continue;
    const value = phraseAt(scan, m.index + m[0].length);
    if (!value || isPlace(value.text)) continue;
    const alt = alternativeAfter(scan, value.end);
    return {
      kind: "decision",
      value: value.text,
      replaces: alt.replaces,
      contrast: alt.contrast,
      role,
      polarity: "positive",
      signals: [...signals, "replacement"],
      rest: value.end
    };
  }
  const choice = [...scan.matchAll(CHOOSE)].find((m) => !precededByWeak(scan, m.index)) ?? IMPERATIVE_USE.exec(scan) ?? void 0;
  if (choice) {
    const start = choice.index + choice[0].length;
    const value = phraseAt(scan, start);
    if (value && !INSTRUMENTAL.test(scan.slice(value.end))) {
      const alt = alternativeAfter(scan, value.end);
      const role = roleAfter(scan, alt.end);
      const imperative = choice[0] === IMPERATIVE_USE.exec(scan)?.[0] && choice.index === 0;
      const chosen = /\b(?:go(?:ing)? with|adopt|pick|chose|choose|settle|standardi|went with|opted|stick(?:ing)? with)/.test(choice[0]);
      const packageName = speaker === "user" && /[/@.-]/.test(value.text) && !/\s/.test(value.text);
      const anchored = decided || chosen || packageName || alt.replaces !== void 0 || alt.contrast !== void 0 || role !== void 0 || signals.includes("standing") || slotForValue(value.text) !== void 0;
      if (anchored && (!imperative || chosen || packageName || alt.replaces || alt.contrast || role || decided || signals.includes("standing"))) {
        const extra = alt.replaces ? ["replacement"] : [];
        if (chosen && !signals.includes("decided")) extra.push("decided");
        const roleEnd = roleSpan(scan, alt.end)?.end;
        return {
          kind: "decision",
          value: value.text,
          replaces: alt.replaces,
          contrast: alt.contrast,
          role,
          polarity: "positive",
          signals: [...signals, ...extra],
          rest: value.end,
          more: roleEnd ? moreChoices(scan, roleEnd, signals) : void 0
        };
      }
    }
  }
  for (const m of scan.matchAll(NO_LONGER)) {
    if (precededByWeak(scan, m.index)) continue;
    const old = phraseAt(scan, m.index + m[0].length, 3);
    if (!old) continue;
    const favour = /^\s*(?:,\s*)?(?:in favou?r of|for|and use|and switch to|and move to)\s+/.exec(scan.slice(old.end));
    const isNoLonger = /^(?:no longer|stop)/.test(m[0]);
    if (favour) {
      const value = phraseAt(scan, old.end + favour[0].length, 4);
      if (value)
        return {
          kind: "decision",
          value: value.text,
          replaces: old.text,
          polarity: "positive",
          signals: [...signals, "replacement"],
          rest: value.end
        };
    }
    if (isNoLonger && (slotForValue(old.text) || decided || signals.includes("standing") || /\bwe\b/.test(scan.slice(0, m.index)))) {
      return { kind: "decision", replaces: old.text, polarity: "negative", signals: [...signals, "replacement", "negated"], rest: old.end };
    }
  }
  const itIs = IT_IS.exec(scan);
  if (itIs && !/^(?:that|this|it|so|which|what|there|here|yes|no|ok|okay|sure|true|right|fine|well|yeah|yep|nope)$/.test(itIs[1])) {
    return { kind: "decision", value: itIs[1], polarity: "positive", signals: [...signals, "decided"], rest: itIs.index + itIs[0].length };
  }
  const put = speaker === "user" ? PUT_IN.exec(scan) : null;
  if (put) {
    const what = phraseAt(scan, put[0].length, 3);
    const where = what ? /^\s*(?:in|into|on)\s+/.exec(scan.slice(what.end)) : null;
    const value = what && where ? phraseAt(scan, what.end + where[0].length, 2) : void 0;
    if (what && value && slotForExactValue(value.text)) {
      return {
        kind: "decision",
        value: value.text,
        role: what.text,
        polarity: "positive",
        signals: [...signals, "decided"],
        rest: value.end
      };
    }
  }
  if (speaker === "user") {
    const like = I_LIKE_FOR.exec(scan);
    const value = like ? phraseAt(scan, like.index + like[0].length, 3) : void 0;
    const role = value ? roleAfter(scan, value.end) : void 0;
    if (like && value && role && (slotForNoun(role) || slotForValue(value.text)) && !precededByWeak(scan, like.index)) {
      return { kind: "decision", value: value.text, role, polarity: "positive", signals, rest: value.end };
    }
  }
  if (decided) {
    const m = /\b(?:decided|decide|decision (?:is|was|has been)|agreed(?=[,:]?\s+(?:no|not|let's|we'll|we will|use|go with|keep|stick|drop)\b)|settled)[,:]?\s+(?:to|on|that|against)?\s*/.exec(
      scan
    );
    if (m && !precededByWeak(scan, m.index) && !/\b(?:haven't|have not|not yet|didn't|did not|still)\s+(?:\w+\s+)?$/.test(scan.slice(0, m.index))) {
      const after = m.index + m[0].length;
      const useM = /^(?:not to |to )?(?:use|go with|adopt|keep|switch to|move to|migrate to|stick with|deploy (?:on|to)|host (?:on|with)|run on|build (?:on|with)|write (?:it |everything )?in)\s+/.exec(
        scan.slice(after)
      );
      const negative = /\b(?:against|not to)\b/.test(scan.slice(m.index, after + 8));
      if (useM) {
        const value = phraseAt(scan, after + useM[0].length);
        if (value) {
          const alt = alternativeAfter(scan, value.end);
          return {
            kind: "decision",
            value: value.text,
            replaces: alt.replaces,
            contrast: alt.contrast,
            role: roleAfter(scan, alt.end),
            polarity: negative ? "negative" : "positive",
            signals: alt.replaces ? [...signals, "replacement"] : signals,
            rest: value.end
          };
        }
      }
      return { kind: "decision", polarity: negative ? "negative" : "positive", signals, rest: after };
    }
  }
  return void 0;
}
var ROOT_CAUSE = /\b(?:the )?root cause (?:was|is|turned out|here was|of (?:the|this) \w+ (?:was|is))\b|\broot cause:/;
var TURNED_OUT = /\b(?:turned out|it turns out|turns out)\b/;
var CAUSED_BY = /\b(?:was|were|is|are|got) (?:caused|triggered) by\b|\bcame from\b|\bwas due to\b|\bwere due to\b/;
var THE_BUG = /\bthe (?:bug|issue|problem|crash|crashes|failure|failures|regression|leak|memory leak|culprit|error|flake|flakiness|race|deadlock|timeout|slowdown|slowness|hang|freeze|lag|delay|mismatch|discrepancy|drift|double sends?|duplicates?) (?:was|were|came from|comes from|come from|turned out|is that|is caused|is due|happened because|occurred because|was that)\b/;
var FOUND_IT = /^(?:ok(?:ay)?,?\s+|so,?\s+)?(?:found it|found the (?:cause|bug|problem|issue|culprit|reason)|bug found|cause found|root cause|cause|why|the reason|reason|fixed|fix)\s*[:—–]\s+\S/;
var IS_THE_PROBLEM = /\b(?:is|was|were|are) the (?:real )?(?:problem|culprit|cause|root cause|issue|reason)\b(?! (?:i|we) )/;
var FAILED_BECAUSE = /\b(?:didn't|did not|doesn't|does not|wasn't|weren't|never|couldn't|could not|failed to|fails to)\s+(?:\w+\s+){0,3}?[^.;]{0,60}?\bbecause\b/;
var FIXED_BY = /\b(?:fixed|solved|resolved|addressed|worked around) (?:it |this |that |the \w+ |them )?(?:by|with)\b|\bthe (?:fix|solution|workaround) (?:was|is)\b|\bthe fix:|\bwhich fixed\b|\bthat fixed\b|\bthis fixed\b|\bfixes it\b/;
var SYMPTOM_FROM = /^(?:so,?\s+)?(?:the|this|that|these|those) [\w`'.()-]+(?: [\w`'.()-]+)? (?:comes?|came) from\b/;
function matchDiscovery(scan, fixApplied, speaker, problem = false) {
  if (speaker === "assistant" && fixApplied && problem && SYMPTOM_FROM.test(scan))
    return { kind: "discovery", polarity: "positive", signals: ["fix_applied"], rest: 0, strong: true };
  const found = FOUND_IT.exec(scan);
  if (found)
    return { kind: "discovery", polarity: "positive", signals: fixApplied ? ["fix_applied"] : [], rest: found.index + found[0].length };
  const failed = speaker === "assistant" && fixApplied ? FAILED_BECAUSE.exec(scan) : null;
  if (failed) return { kind: "discovery", polarity: "positive", signals: ["fix_applied"], rest: 0, strong: true };
  for (const re of [ROOT_CAUSE, TURNED_OUT, CAUSED_BY, THE_BUG, FIXED_BY, IS_THE_PROBLEM]) {
    const m = re.exec(scan);
    if (!m) continue;
    if (/\b(?:if|whether|unless|once|when|see|check|find out|figure out|verify|confirm|know|understand|sure)\s+(?:\w+\s+){0,2}$/.test(
      scan.slice(Math.max(0, m.index - 40), m.index)
    ))
      continue;
    const present = /\bis (?:that|caused|due)\b|\bare caused\b|\bfixes it\b/.test(m[0]);
    if (present && !fixApplied) continue;
    return {
      kind: "discovery",
      polarity: "positive",
      signals: fixApplied ? ["fix_applied"] : [],
      rest: m.index + m[0].length,
      strong: re === ROOT_CAUSE || re === FIXED_BY || fixApplied && re !== TURNED_OUT
    };
  }
  return void 0;
}
var LOCATION_RULE = /\b([a-z][\w-]*s)(?: and [a-z][\w-]*s)? (?:live|go|belong|are kept|are stored|are placed|reside|sit|should live|should go|must live|must go|always go|always live)\s+(?:in|under|inside|next to|alongside|beside|with)\b/;
var WE_HABIT = /\b(?:we|our team|the team|this (?:repo|codebase|project) )\s*(?:(?:always|usually|generally|consistently|never) [a-z]+|(?:don't |do not )?(?:name|prefix|suffix|keep|store|organi[sz]e|structure|colocate|co-locate|group|write|format|wrap|avoid|prefer|use|put|follow|commit|tag|version|document|squash|rebase|run|log|throw|return|validate|handle))\b/;
var ALL_MUST = /\b(?:all|every|each|any)\s+(?:new\s+)?([a-z][\w-]*(?:\s[a-z][\w-]*)?)\s+(?:must|should|need to|needs to|has to|have to|are expected to|shall|are required to|is required to|needs an?|need an?|requires|require)\b/;
var CONVENTION_WORD = /\b(?:the|our) (?:convention|rule|pattern|standard|style|naming scheme|policy)\b(?: \w+){0,4} (?:is|says|was)\b|\bby convention\b|\bconventionally\b|\bas a rule\b|\bhouse style\b/;
var CASE_STYLE = /\b(?:in|use|using|uses|are|is)\s+(?:kebab|camel|snake|pascal|screaming[ _-]snake)[ _-]?case\b/;
var MUST_ALWAYS = /\b([a-z][\w-]*s)\s+(?:must|should)\s+(?:always|never)\b/;
var LOCATION_STOP = /* @__PURE__ */ new Set([
  ...[...PHRASE_STOP].filter((w) => w !== "in" && w !== "on"),
  "next",
  "alongside",
  "beside",
  "inside",
  "under"
]);
var CODEBASE_SCOPE = /\b(?:in this (?:repo|repository|codebase|code base|project|monorepo)|here)\b,?\s*(?:we|all|every|each)\b/;
var ANNOUNCED_RULE = /\b(?:house|team|project|golden|general|one|our|the) rule\b[^.]{0,30}?:|\bthat's how (?:we|the [\w' -]{1,40}|everyone|everybody) (?:do|does|did|write|name) (?:it|things|them)\b|\b(?:commit|coding|code|naming|comment|branch) (?:style|convention|format)\b[^.]{0,20}\bplease\b|\bplease\b[^.]{0,20}\b(?:commit|coding|code|naming) (?:style|convention)\b/;
var SINGLE_PLACE = /\bthe (?:one|only|single) place (?:for|where)\b|\bsingle source of truth\b|\b(?:all|every|everything|each)\b[^.;]{0,40}\b(?:goes|go|must go|has to go|should go) through\b/;
var CODEBASE_WIDE = /\b(?:in this (?:repo|repository|codebase|code base|project|monorepo|app)|across the (?:codebase|repo|project))\b/;
var HERE = /(?:^|\s)here$/;
var EVERYWHERE = /(?:^|\s)(?:everywhere|throughout)$/;
var HABIT = /\bwe (?:always |never |only )?(?:use|write|name|keep|put|prefer|avoid)\b|\b(?:always|never)\b/;
var IS_SOMETHING = /\b(?:is|are) (?!everywhere|throughout)[a-z]+/;
var EVERYWHERE_IMPERATIVE = /^(?:(?:ok|okay|so|and|also|please),?\s+)*(?:use|write|name|prefix|import|put|keep)\b[^;]{0,60}?\b(?:everywhere|throughout|across the (?:codebase|repo|project|board)|in every (?:file|package|module))\b/;
var STANDING_ALL = /\b(?:every|all|each)\s+(?:new\s+)?[a-z][\w-]*(?:\s[a-z][\w-]*)?\s+(?:gets?|has|have|is|are|goes|go|uses?|starts? with|ends? with)\b/;
function matchConvention(scan) {
  const negative = /\b(?:never|don't|do not|no)\b/.test(scan);
  const polarity = negative ? "negative" : "positive";
  const location = LOCATION_RULE.exec(scan);
  if (location && !precededByWeak(scan, location.index)) {
    const where = phraseAt(scan, location.index + location[0].length, 3, LOCATION_STOP);
    return {
      kind: "convention",
      role: `${nounKey(location[1])} location`,
      value: where?.text,
      polarity,
      signals: [],
      rest: location.index
    };
  }
  const caseStyle = CASE_STYLE.exec(scan);
  if (caseStyle) {
    const what = /\b(files?|file names?|filenames?|variables?|functions?|classes?|types?|components?|columns?|tables?|branches?|routes?|keys?|fields?|modules?|directories|folders?|constants?|methods?|props?)\b/.exec(
      scan
    );
    const style = /(kebab|camel|snake|pascal|screaming[ _-]snake)/.exec(caseStyle[0])[1];
    return {
      kind: "convention",
      role: `${nounKey(what?.[1] ?? "identifier")} naming`,
      value: `${style}-case`,
      polarity,
      signals: ["standing"],
      rest: caseStyle.index
    };
  }
  const ruleWord = /\b(?:always|never|only|must|should)\b/.test(scan);
  const scopedClause = scan.split(/[;,.!]\s*/).map((c) => c.trim()).find(
    (clause) => CODEBASE_WIDE.test(clause) && (HABIT.test(clause) || IS_SOMETHING.test(clause)) || HERE.test(clause) && HABIT.test(clause) || EVERYWHERE.test(clause) && IS_SOMETHING.test(clause) && ruleWord
  );
  if (scopedClause) return { kind: "convention", polarity, signals: ["standing"], rest: 0 };
  for (const re of [ANNOUNCED_RULE, SINGLE_PLACE, EVERYWHERE_IMPERATIVE]) {
    const m = re.exec(scan);
    if (m && !precededByWeak(scan, m.index))
      return { kind: "convention", polarity, signals: ["standing"], rest: re === ANNOUNCED_RULE ? m.index + m[0].length : m.index };
  }
  if (STANDING.test(scan)) {
    const m = STANDING_ALL.exec(scan);
    if (m) return { kind: "convention", polarity, signals: ["standing"], rest: m.index };
  }
  for (const re of [ALL_MUST, MUST_ALWAYS]) {
    const m = re.exec(scan);
    if (!m || precededByWeak(scan, m.index)) continue;
    if (re === ALL_MUST && /\b(?:pass|work|be fixed|be green|be done)\b/.test(scan) && !/\bbefore\b/.test(scan)) continue;
    if (/\b(?:now|today|this time)\b/.test(scan)) continue;
    return { kind: "convention", role: m[1], polarity, signals: [], rest: m.index };
  }
  for (const re of [CONVENTION_WORD, CODEBASE_SCOPE]) {
    const m = re.exec(scan);
    if (!m) continue;
    return { kind: "convention", polarity, signals: [], rest: m.index + m[0].length };
  }
  const habit = WE_HABIT.exec(scan);
  if (habit && /\b(?:always|usually|generally|consistently|never|don't|do not)\b/.test(habit[0]) && !precededByWeak(scan, habit.index)) {
    return { kind: "convention", polarity, signals: ["standing"], rest: habit.index + habit[0].length };
  }
  return void 0;
}
var STANDING = /\b(?:from now on|going forward|moving forward|henceforth|from here on(?: out)?|in (?:the )?future|in general|as a rule|every time|each time|whenever)\b/;
var PREFER = /\b(?:i|we)(?:'d| would)?\s+(?:really\s+|much\s+|strongly\s+|generally\s+|always\s+)?(?:prefer|rather)\b|\bmy preference is\b|\bi (?:like|want) (?:my|our|all|every|each|it when)\b|\bi(?:'m| am) not a fan of\b|\bi (?:hate|dislike|can't stand) (?:it )?when\b/;
var ALWAYS_NEVER = /(?:^|[,;:]\s*|\b(?:please|and|also|but|oh|remember to|make sure to|make sure you|be sure to|you should|you must|you need to)\s+)(?:always|never(?! mind)|do not ever|don't ever)\s+[a-z]/;
var DONT_GENERAL = /\b(?:don't|do not|stop|quit|please stop|no more)\s+(?:\w+\s+){0,6}?(?:again|ever|anymore|any more|in this (?:repo|codebase|project)|in (?:the )?future|without (?:asking|checking|talking to|telling) (?:me|us|first)|unless i ask)\b/;
var STOP_DOING = /(?:^|[,;:]\s*|\b(?:and|also|btw|oh|but)\s+)(?:please\s+)?(?:stop|quit)\s+(?:\w+ing)\b/;
var WANT_NOT = /\bi (?:want|need|'d like|would like)\b[^.;]{3,80}?(?:,\s*not|\brather than|\binstead of)\s+\w/;
var WANT = /\b(?:i|we) (?:want|need|'d like|would like|expect)\b/;
var WANT_KIND = /\bi(?:'d| would)? (?:like|want|prefer)\s+(?!(?:the|you|to|it|this|that|a|an|my|some|more|everything|all)\b)(?:(?!(?:for|as|with|in|on|to|from|of)\b)[a-z-]+\s+){0,2}(?!(?:for|as|with|in|on|to|from|of)\b)[a-z-]+s(?=[\s,.;:!]|$)/;
function matchPreference(scan) {
  const negative = /\b(?:never|don't|do not|stop|quit|no more|not a fan|hate|dislike|can't stand)\b/.test(scan);
  const polarity = negative ? "negative" : "positive";
  const standing = STANDING.exec(scan);
  const signals = standing ? ["standing"] : [];
  const prefer = PREFER.exec(scan);
  if (prefer && !precededByWeak(scan, prefer.index)) {
    const after = prefer.index + prefer[0].length;
    const object = /^\s*(?:to\s+|using\s+|use\s+|that\s+|it if\s+)?/.exec(scan.slice(after));
    const value = phraseAt(scan, after + object[0].length, 3);
    const alt = value ? alternativeAfter(scan, value.end) : { end: after };
    const contrast = alt.contrast ?? alt.replaces;
    const valued = value && (slotForValue(value.text) || contrast);
    return {
      kind: "preference",
      value: valued ? value.text : void 0,
      contrast: valued ? contrast : void 0,
      polarity,
      signals,
      rest: after
    };
  }
  const always = ALWAYS_NEVER.exec(scan);
  if (always) {
    const rest = always.index + always[0].length - 1;
    const use = /^(?:use|go with|stick with|write|format with|indent with)\s+/.exec(scan.slice(rest));
    const value = use ? phraseAt(scan, rest + use[0].length, 3) : void 0;
    const alt = value ? alternativeAfter(scan, value.end) : void 0;
    const valued = value && (slotForValue(value.text) || alt?.replaces || alt?.contrast) ? value.text : void 0;
    return {
      kind: "preference",
      value: valued,
      contrast: valued ? alt?.contrast ?? alt?.replaces : void 0,
      polarity,
      signals: [...signals, "standing", ...negative ? ["negated"] : []],
      rest
    };
  }
  if (WANT_NOT.test(scan) && !precededByWeak(scan, scan.search(/\bi /)))
    return { kind: "preference", polarity, signals, rest: scan.search(/\bi /) + 2 };
  if (standing && WANT.test(scan)) return { kind: "preference", polarity, signals, rest: standing.index + standing[0].length };
  const kindOf = WANT_KIND.exec(scan);
  if (kindOf && !precededByWeak(scan, kindOf.index))
    return { kind: "preference", polarity, signals, rest: kindOf.index + kindOf[0].indexOf(" ", 3) };
  const dont = DONT_GENERAL.exec(scan) ?? STOP_DOING.exec(scan);
  if (dont)
    return {
      kind: "preference",
      polarity: "negative",
      signals: [...signals, "standing", "negated"],
      rest: dont.index + dont[0].split(" ")[0].length
    };
  if (standing && /(?:^|[,;:]\s*)(?:please\s+)?(?:[a-z]+\s+)?(?:use|run|write|add|keep|make|put|ask|check|format|commit|name|avoid|include|prefix|test|lint|document|open|create|do|don't|do not|never|always)\b/.test(
    scan.slice(standing.index)
  )) {
    return { kind: "preference", polarity, signals, rest: standing.index + standing[0].length };
  }
  return void 0;
}
var OPTIONS_INTRO = /\b(?:options?|ways?(?: out| to| forward)?|alternatives?|choices?|approaches|possibilities|either)\b[^.\n]{0,40}:\s*$/i;
var LIST_ITEM_LINE = /^\s*(?:[-*+•]|\d{1,2}[.)])\s/;
function readableProse(text) {
  let inOptions = false;
  return sanitizeText(text).split("\n").filter((line) => {
    if (OPTIONS_INTRO.test(line)) {
      inOptions = true;
      return true;
    }
    if (inOptions && LIST_ITEM_LINE.test(line)) return false;
    if (inOptions && line.trim() && !/^\s/.test(line)) inOptions = false;
    return !/^\s*>/.test(line) && !/^(?: {4,}|\t)\S/.test(line) && !LOG_LINE.test(line);
  }).join("\n");
}
function subjectFor(m, scan) {
  if (m.kind === "convention" && m.role) return nounKey(m.role) ?? m.role;
  if (m.role?.startsWith("setting ")) return m.role;
  if (m.role) {
    const slot = slotForNoun(m.role) ?? slotForNoun(m.role.split(" ")[0]);
    if (slot) return slot.subject;
    const fromRole = subjectFromNoun(m.role);
    if (fromRole) return fromRole;
  }
  for (const v of [m.value, m.replaces, m.contrast]) {
    const slot = v ? slotForValue(v) : void 0;
    if (slot) return slot.subject;
  }
  if (m.value) return canonicalValue(m.value).split(" ").slice(0, 3).join(" ");
  if (m.replaces) return canonicalValue(m.replaces).split(" ").slice(0, 3).join(" ");
  const mentioned = mentionedSlot(scan);
  if (mentioned) return mentioned;
  const rest = scan.slice(m.rest);
  if (m.kind === "discovery" || m.kind === "convention") {
    const path = PATH_TOKEN.exec(scan);
    if (path) return path[1].replace(/[.,;:]+$/, "");
  }
  return topicWords(rest, 0) ?? topicWords(scan, 0) ?? m.kind;
}
function messagesOf(turn) {
  const out = [];
  const asMessage = (m) => typeof m === "string" ? { text: m } : m;
  if (turn.prompt !== void 0) {
    const p = asMessage(turn.prompt);
    out.push({ part: "prompt", index: 0, text: p.text ?? "", uuid: p.uuid });
  }
  (turn.assistant ?? []).forEach((m, i) => {
    const a = asMessage(m);
    out.push({ part: "assistant", index: i, text: a.text ?? "", uuid: a.uuid });
  });
  return out;
}
var PROBLEM = /\b(?:bugs?|broken|breaks?|fails?|failing|failed|crash\w*|errors?|exceptions?|wrong|incorrect|fix|freez\w*|slow|off by|twice|duplicat\w*|out of order|stuck|hangs?|leak\w*|regression|doesn't work|not working|confus\w*|garbled|missing|late|early|dying|dies|blew up|nan|undefined|blank)\b/;
var NOW_REPORT = /\b(?:installed|configured|set up|wired up|registered) as (?:the|our|a|an)\b|(?:^|[\s`)])(?!(?:i|we|you|me|let me|i'll|we'll|will|can|should|could|and|so|right|just|for)\s)[\w`'.)-]+ now (?!that\b|on\b|is\b|are\b|and\b|i\b|we\b)[a-z]{3,}\b|\b(?:is|are) now\b|\bnow (?:uses?|runs?|reads?|writes?|stores?|sends?|goes|go|lives?|draws?|loads?|counts?|comes?|returns?|points?|refreshes|checks?|calls?|encodes?|rounds?|renders?|keeps?|holds?|shows?|displays?|prints?)\b|\b(?:is|are) [a-z]+ now\b|\bnow (?:stored|counted|encoded|sent|kept|rounded|read|written|drawn|handled|computed|saved|served) (?:in|as|through|with|by|from)\b/;
var NOT_A_CHANGE = /\b(?:tests?|suite|build|lint|checks?|ci)\b[^.]{0,40}\b(?:pass|passes|passing|green|clean|fails?)\b|\bnow that\b|\bright now\b|\bjust now\b/;
var STACK_CUE = /\b(?:stack|building|build(?:ing)? (?:it|this|them|a|an|the)|built (?:with|on|in)|using|written in|on top of|in mind|the plan is)\b/;
function properNoun(original, gram) {
  const m = new RegExp(`(^|[^\\p{L}])(${gram.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})(?![\\p{L}])`, "iu").exec(original);
  if (!m || !new RegExp("^\\p{Lu}", "u").test(m[2])) return false;
  const initial = original.slice(0, m.index + m[1].length).trim() === "";
  return !initial || original.slice(m.index + m[0].length).startsWith(":");
}
function stackListing(scan, original) {
  const cueWord = STACK_CUE.exec(scan);
  const valueColon = /^([\p{L}\p{N}.\- ]{1,30}):\s/u.exec(scan);
  const namedFirst = valueColon && properNoun(original, valueColon[1].trim()) && slotForExactValue(valueColon[1].trim());
  if (!cueWord && !namedFirst) return [];
  const seen = /* @__PURE__ */ new Map();
  const words = scan.split(/[^\p{L}\p{N}.+\-/]+/u).filter(Boolean).map((w) => w.replace(/[.]+$/, ""));
  for (let i = 0; i < words.length; i++) {
    for (let n = 3; n >= 1; n--) {
      const gram = words.slice(i, i + n).join(" ");
      const slot = !isEverydayWord(gram) || properNoun(original, gram) ? slotForExactValue(gram) : void 0;
      if (slot && words.slice(i, i + n).length === n && !seen.has(slot.subject)) {
        seen.set(slot.subject, gram);
        i += n - 1;
        break;
      }
    }
  }
  if (seen.size < 2) return [];
  const colon = scan.indexOf(":", cueWord ? cueWord.index : 0);
  const listStart = colon >= 0 ? colon + 1 : cueWord.index + cueWord[0].length;
  const listText = cueWord && colon < 0 && /\+|,/.test(scan.slice(0, cueWord.index)) ? scan.slice(0, cueWord.index) : scan.slice(listStart);
  const items = listText.split(/,|\band\b|\bplus\b|\s\+\s|\s\/\s/).map((x) => x.trim()).filter(Boolean);
  const listed = items.filter(
    (item) => [...seen.values()].some((v) => ` ${item} `.includes(` ${v} `) || item.startsWith(`${v} `) || item === v)
  );
  if (listed.length + (namedFirst ? 1 : 0) < 2 || listed.length * 2 < items.length) return [];
  return [...seen.entries()].map(([subject, value]) => ({
    kind: "decision",
    value,
    role: subject,
    polarity: "positive",
    signals: [],
    rest: 0
  }));
}
var SETTING = /`([A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*|[A-Z][A-Z0-9]{2,})\s*(?::\s*[\w[\]|. ]{1,20}?\s*)?=\s*(['"]?)([^`'"\s=()]{1,24})\2\s*`/g;
function settingValues(original) {
  const out = [];
  for (const m of original.matchAll(SETTING)) {
    out.push({
      kind: "decision",
      role: `setting ${m[1].toLowerCase()}`,
      value: m[3].toLowerCase(),
      polarity: "positive",
      signals: ["code_value"],
      rest: 0,
      strong: true
    });
  }
  return out;
}
var GONE = /^(?:(?:and|also|so),?\s+)?([\p{L}\p{N}@][^;:]{0,80}?)\s+(?:is|are) (?:now )?(?:gone|removed|dropped|uninstalled)\b/u;
function retired(scan) {
  const m = GONE.exec(scan);
  if (!m) return [];
  return m[1].split(/,\s*|\s+and\s+/).map((x) => normalizePhrase(x).replace(/\s+(?:packages?|librar(?:y|ies)|dependenc(?:y|ies)|services?)$/, "")).filter((x) => x && x.split(" ").length <= 3).map((value) => ({
    kind: "decision",
    replaces: value,
    polarity: "negative",
    signals: ["replacement", "negated"],
    rest: 0
  }));
}
var SOFTWARE_WORDS = new RegExp(
  "\\b(?:code|coding|codebase|repo|repository|branch(?:es)?|main|master|commit(?:s|ted|ting)?|push(?:es|ed)?|merg(?:e|es|ed|ing)|rebase|pr|prs|pull requests?|review|tests?|testing|specs?|fixtures?|mocks?|lint(?:er|ing)?|format(?:ter|ting)?|types?|typed|typing|build|builds|compile[rd]?|bundle|deploy(?:s|ed|ment|ing)?|releases?|versions?|tag(?:s|ged)?|ci|pipeline|staging|prod|production|servers?|hosts?|hosting|containers?|images?|docker|cluster|vm|volumes?|disks?|cloud|files?|folders?|directory|directories|paths?|modules?|packages?|librar(?:y|ies)|dependenc(?:y|ies)|deps|imports?|exports?|functions?|methods?|class(?:es)?|components?|variables?|constants?|names?|naming|identifiers?|interfaces?|props|hooks?|handlers?|routes?|endpoints?|apis?|requests?|responses?|clients?|sdk|cli|scripts?|config(?:uration)?|settings?|env|environment|secrets?|keys?|tokens?|passwords?|auth|login|sessions?|cookies?|users?|accounts?|emails?|sms|notifications?|database|db|tables?|columns?|rows?|schemas?|migrations?|quer(?:y|ies)|index(?:es)?|sql|orm|cache|caching|queues?|jobs?|workers?|cron|scheduler|logs?|logging|errors?|exceptions?|bugs?|crash(?:es|ed)?|fix(?:es|ed)?|patch|regressions?|timeouts?|latency|memory|cpu|threads?|locks?|race|deadlock|docs?|documentation|readme|changelog|comments?|strings?|json|yaml|toml|csv|pdf|html|css|ui|ux|pages?|templates?|frontend|backend|app|apps|application|service|indent(?:ation)?|tabs|spaces|quotes|semicolons?|camelcase|kebab-case|snake_case|pascalcase|utc|timezones?|timestamps?|encoding|utf-8|unicode|refactor(?:ing)?|rename|legacy|deprecated|feature flags?|flags?|toggles?|stack|framework|runtime|sdk|plugin|extension|lockfile|dependabot|integers?|floats?|ints?|booleans?|null|nan|undefined|ids?|uuids?|enums?|transactions?|isolation|serializable|constraints?|triggers?|retr(?:y|ies)|rate limits?|backups?|restores?|metrics|monitoring|alerts?|webhooks?|sockets?|ports?|ssh|https?|dns|tls|certs?)\\b"
);
var CODE_TOKEN = /`[^`]+`|\b[\w-]+\/[\w./-]+|\b\w+\.(?:ts|tsx|js|mjs|py|rb|go|rs|java|kt|ex|exs|sql|json|ya?ml|toml|md|sh|css|html)\b|\b[a-z]+[A-Z]\w*\b|\b\w+_\w+\b|@\w+/;
function aboutSoftware(original, scan) {
  return CODE_TOKEN.test(original) || SOFTWARE_WORDS.test(scan) || mentionedSlot(scan) !== void 0;
}
var FORWARD_CHOICE = /\b(?:let's|let us|we'll|we will|we're going|we are going|going forward|from now on|we're (?:going with|sticking with|replacing|switching|moving|dropping|using)|sticking with|going with|decided|agreed)\b|^(?:(?:ok|okay|so|then|and|also|please|but|fine|alright)[,]?\s+)*(?:use|go with|stick with|switch|move|migrate|replace|drop|keep)\b/;
function nameLike(original, phrase) {
  if (slotForValue(phrase)) return true;
  const at = original.toLowerCase().indexOf(phrase.split(" ")[0]);
  if (at < 0) return false;
  const written = original.slice(at, at + phrase.length);
  return new RegExp("\\p{Lu}|[\\d._/@+-]", "u").test(written) || original[at - 1] === "`";
}
function onTopic(m, original, scan) {
  if (m.strong) return true;
  if (m.kind === "decision" && (m.value || m.replaces)) {
    if (FORWARD_CHOICE.test(scan) || [m.value, m.replaces].some((v) => v && nameLike(original, v))) return true;
  }
  return aboutSoftware(original, scan);
}
function matchSentence(scan, original, ctx) {
  return matchRules(scan, original, ctx).filter((m) => onTopic(m, original, scan));
}
function matchRules(scan, original, ctx) {
  if (INTERROGATIVE_START.test(scan.trimStart())) return [];
  if (HEDGE.test(scan) || REPORTED.test(scan)) return [];
  if (/^\s*if\b/.test(scan)) return [];
  const discovery = matchDiscovery(scan, ctx.fixApplied, ctx.speaker, ctx.problem);
  if (discovery) return [discovery];
  if (TEMPORARY.test(scan)) return [];
  const personal = ctx.speaker === "user" && /\b(?:me|my|i|i'm|i'll|i've)\b/.test(scan);
  const preferenceFirst = personal ? matchPreference(scan) : void 0;
  if (preferenceFirst) return [preferenceFirst];
  const convention = matchConvention(scan);
  if (convention?.signals.includes("standing")) return [convention];
  const decision2 = matchDecision(scan, ctx.speaker);
  if (decision2) return [decision2, ...decision2.more ?? []];
  if (convention) return [convention];
  if (ctx.speaker === "user") {
    const preference = matchPreference(scan);
    if (preference) return [preference];
    return stackListing(scan, original);
  }
  if (ctx.fixApplied && !ctx.problem) {
    const values = settingValues(original);
    if (values.length) return values;
  }
  if (ctx.fixApplied && ctx.decided && !ctx.problem) {
    const gone = retired(scan);
    if (gone.length) return gone;
  }
  if (ctx.fixApplied && NOW_REPORT.test(scan) && !NOT_A_CHANGE.test(scan)) {
    if (ctx.problem || ctx.discovered)
      return [{ kind: "discovery", polarity: "positive", signals: ["fix_applied"], rest: 0, strong: true }];
    if (ctx.decided) {
      const role = ctx.decidedSubject ?? mentionedSlot(scan);
      return [{ kind: "decision", polarity: "positive", signals: [], rest: 0, strong: true, ...role ? { role } : {} }];
    }
  }
  return [];
}
var ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|resp|fig|et al)\.["')\]]?$/i;
function sentencesOf2(text, locale) {
  const out = [];
  for (const sentence of splitSentences(readableProse(text), locale, { maxLen: 600, maxPiecesPerSegment: 1 })) {
    let start = 0;
    for (const m of sentence.matchAll(/[.!?]+["')\]]?\s+(?=[a-z0-9])/g)) {
      const end = m.index + m[0].trimEnd().length;
      if (ABBREVIATION.test(sentence.slice(start, end)) || /\.\w+$/.test(sentence.slice(start, m.index + 1).replace(/[.]$/, ""))) continue;
      out.push(sentence.slice(start, end).trim());
      start = m.index + m[0].length;
    }
    out.push(sentence.slice(start).trim());
  }
  return out.filter(Boolean);
}
function extractCandidates(turn, opts = {}) {
  const max = opts.maxCandidates ?? DEFAULT_MAX_CANDIDATES;
  const locale = opts.locale ?? "en";
  const filesModified = [...turn.evidence?.filesModified ?? []];
  const commands = (turn.evidence?.commands ?? []).map((c) => c.command);
  const promptText = typeof turn.prompt === "string" ? turn.prompt : turn.prompt?.text ?? "";
  const ctx = {
    speaker: "user",
    fixApplied: filesModified.length > 0 || (turn.evidence?.commands ?? []).some((c) => c.ok),
    // Mojibake ("JoÃ£o") is a symptom even when the user only pastes what they see.
    problem: PROBLEM.test(scanText(stripPrivate(promptText))) || /Ã[\u0080-\u00bf]|â€/.test(promptText),
    decided: false,
    discovered: false
  };
  const out = [];
  for (const msg of messagesOf(turn)) {
    ctx.speaker = msg.part === "prompt" ? "user" : "assistant";
    let previous;
    sentencesOf2(msg.text, locale).forEach((sentence, sentenceIndex) => {
      if (out.length >= max || rejectSentence(sentence)) return;
      const scan = scanText(sentence);
      for (const m of matchSentence(scan, sentence, ctx)) {
        if (out.length >= max) return;
        if (m.kind === "decision" && msg.part === "prompt") ctx.decided = true;
        if (m.kind === "discovery" && previous?.candidate.kind === "discovery" && previous.sentenceIndex === sentenceIndex - 1 && previous.candidate.provenance.sentenceIndices.length < 3) {
          previous.candidate.text = `${previous.candidate.text} ${sentence}`;
          previous.candidate.provenance.sentenceIndices.push(sentenceIndex);
          previous.sentenceIndex = sentenceIndex;
          continue;
        }
        if (m.kind === "discovery") ctx.discovered = true;
        const subject = subjectFor(m, scan);
        if (m.kind === "decision" && m.value && !m.replaces && m.signals.includes("replacement")) {
          m.replaces = oldValueNamedNearby(msg.text, subject, canonicalValue(m.value));
        }
        const candidate = {
          kind: m.kind,
          text: sentence,
          subject,
          ...m.value ? { value: canonicalValue(m.value) } : {},
          ...m.replaces ? { replaces: canonicalValue(m.replaces) } : {},
          ...m.contrast ? { contrast: canonicalValue(m.contrast) } : {},
          polarity: m.polarity,
          signals: [...new Set(m.signals)],
          origin: "inferred",
          speaker: ctx.speaker,
          provenance: {
            part: msg.part,
            messageIndex: msg.index,
            sentenceIndices: [sentenceIndex],
            ...msg.uuid ? { uuid: msg.uuid } : {},
            filesModified: m.kind === "discovery" || m.kind === "decision" ? filesModified : [],
            commands: m.kind === "discovery" ? commands : []
          }
        };
        out.push(candidate);
        if (candidate.kind === "decision" && msg.part === "prompt") ctx.decidedSubject ??= candidate.subject;
        previous = { candidate, sentenceIndex };
      }
    });
  }
  return out;
}

// src/knowledge/resolve.ts
var RESOLVE_DEFAULTS = { jaccard: 0.8, containment: 0.9, minTokens: 4, cosine: 0.93 };
var REPLACEABLE_KINDS = /* @__PURE__ */ new Set(["decision", "preference", "convention"]);
var EXPLICIT_SIGNALS = /* @__PURE__ */ new Set(["replacement", "decided", "standing", "code_value"]);
function normalizedText(text) {
  return text.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}
function tokenSet(text) {
  return new Set(tokenize(text));
}
function overlap(a, b) {
  if (a.size === 0 || b.size === 0) return { jaccard: 0, containment: 0 };
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return { jaccard: shared / (a.size + b.size - shared), containment: shared / Math.min(a.size, b.size) };
}
function canon(v) {
  return v ? canonicalValue(v) : void 0;
}
function sameValue(a, b) {
  if (!a || !b) return false;
  if (a === b) return true;
  const wa = a.split(" ");
  const wb = b.split(" ");
  const [short, long] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  return short.every((w) => long.includes(w));
}
function retires(change, stated) {
  if (!REPLACEABLE_KINDS.has(change.kind) || !REPLACEABLE_KINDS.has(stated.kind) || stated.polarity !== "positive") return false;
  let words;
  const named = (v) => sameValue(stated.value, v) || (words ??= ` ${normalizedText(stated.text)} `).includes(` ${normalizedText(v)} `);
  if (sameValue(stated.value, change.replaces)) return true;
  if (!stated.value && stated.subject === change.subject && named(change.replaces)) return true;
  const slotTool = slotForExactValue(change.replaces)?.subject === change.subject;
  return slotTool && change.value !== void 0 && named(change.replaces) && !named(change.value) && stated.replaces !== change.replaces;
}
function isCurrent(item) {
  return !item.validTo && item.trust !== "rejected";
}
function resolve(candidate, existing, options = {}) {
  const opts = { ...RESOLVE_DEFAULTS, ...options };
  const current = existing.filter(isCurrent);
  const subject = normalizePhrase(candidate.subject);
  const value = canon(candidate.value);
  const replaces = canon(candidate.replaces);
  const contrast = canon(candidate.contrast);
  const polarity = candidate.polarity ?? "positive";
  const explicit = candidate.explicit === true || (candidate.signals ?? []).some((s) => EXPLICIT_SIGNALS.has(s));
  const tokens = tokenSet(candidate.text);
  const text = normalizedText(candidate.text);
  const subjects = /* @__PURE__ */ new Map();
  const subjectOf = (i) => {
    let s = subjects.get(i.subject);
    if (s === void 0) subjects.set(i.subject, s = normalizePhrase(i.subject));
    return s;
  };
  const values = /* @__PURE__ */ new Map();
  const canonicalValue2 = (v) => {
    if (!v) return void 0;
    if (!values.has(v)) values.set(v, canon(v));
    return values.get(v);
  };
  const sameSubject = current.filter((i) => i.kind === candidate.kind && subjectOf(i) === subject);
  let best = 0;
  for (const item of current) {
    if (item.kind !== candidate.kind) continue;
    const itemPolarity = item.polarity ?? "positive";
    const itemValue = canonicalValue2(item.value);
    const subjectMatch = subjectOf(item) === subject;
    if ((subjectMatch || value && itemValue === value) && normalizedText(item.text) === text)
      return decision("equivalent", [item.id], "same_text", sameSubject, 1);
    if (itemPolarity !== polarity) continue;
    if (value && itemValue && value !== itemValue) continue;
    if (subjectMatch && value && itemValue === value && !(replaces && canon(item.replaces) && canon(item.replaces) !== replaces)) {
      return decision("equivalent", [item.id], "same_value", sameSubject, 1);
    }
    if (!subjectMatch) continue;
    const itemTokens = tokenSet(item.text);
    const { jaccard, containment } = overlap(tokens, itemTokens);
    best = Math.max(best, jaccard);
    const longEnough = tokens.size >= opts.minTokens && itemTokens.size >= opts.minTokens;
    if (longEnough && (jaccard >= opts.jaccard || containment >= opts.containment)) {
      return decision("equivalent", [item.id], "similar_text", sameSubject, Math.max(jaccard, containment));
    }
    if (longEnough && candidate.vector && item.vector && candidate.vector.length === item.vector.length) {
      const cos = cosine(candidate.vector, item.vector);
      best = Math.max(best, cos);
      if (cos >= opts.cosine) return decision("equivalent", [item.id], "similar_vector", sameSubject, cos);
    }
  }
  if (replaces) {
    const change = { kind: candidate.kind, subject, value, replaces };
    const targets = current.filter(
      (i) => retires(change, {
        kind: i.kind,
        subject: subjectOf(i),
        text: i.text,
        value: canonicalValue2(i.value),
        replaces: canonicalValue2(i.replaces),
        polarity: i.polarity ?? "positive"
      })
    );
    if (targets.length) return timed("replacement_language", targets, candidate, sameSubject, best);
  }
  if (candidate.at) {
    const stated = { kind: candidate.kind, subject, text: candidate.text, value, replaces, polarity };
    const newer = current.filter(
      (i) => i.replaces && i.validFrom && i.validFrom > candidate.at && retires({ kind: i.kind, subject: subjectOf(i), value: canonicalValue2(i.value), replaces: canonicalValue2(i.replaces) }, stated)
    );
    if (newer.length) {
      const latest = [...newer].sort((a, b) => a.validFrom < b.validFrom ? 1 : -1)[0];
      return decision("superseded", [latest.id], "older_than_current", sameSubject, best);
    }
  }
  if (value && cardinalityOf(candidate.kind, subject) === "single") {
    const rivals = sameSubject.filter((i) => canon(i.value) && canon(i.value) !== value && (i.polarity ?? "positive") === polarity);
    if (rivals.length) {
      if (explicit) return timed("explicit_new_value", rivals, candidate, sameSubject, best);
      return decision(
        "conflict",
        rivals.map((i) => i.id),
        "different_value",
        sameSubject,
        best
      );
    }
  }
  const opposed = sameSubject.filter((i) => {
    const iv = canon(i.value);
    const ic = canon(i.contrast);
    if (value && (ic && ic === value || contrast && iv === contrast)) return true;
    if ((i.polarity ?? "positive") === polarity) return false;
    if (value && iv) return iv === value;
    const { jaccard, containment } = overlap(tokens, tokenSet(i.text));
    return jaccard >= 0.5 || containment >= 0.75;
  });
  if (opposed.length) {
    if (explicit) return timed("explicit_reversal", opposed, candidate, sameSubject, best);
    return decision(
      "conflict",
      opposed.map((i) => i.id),
      "opposite_statement",
      sameSubject,
      best
    );
  }
  return decision("additive", [], sameSubject.length ? "distinct_item" : "new_subject", sameSubject, best);
}
function decision(outcome, targetIds, reason, sameSubject, similarity) {
  const targets = new Set(targetIds);
  return {
    outcome,
    targetIds,
    reason,
    related: sameSubject.filter((i) => !targets.has(i.id)).map((i) => i.id),
    similarity: Math.round(similarity * 1e3) / 1e3
  };
}
function timed(reason, targets, candidate, sameSubject, similarity) {
  if (candidate.at) {
    const newer = targets.filter((t) => t.validFrom && t.validFrom > candidate.at);
    if (newer.length === targets.length) {
      const latest = [...newer].sort((a, b) => a.validFrom < b.validFrom ? 1 : -1)[0];
      return decision("superseded", [latest.id], "older_than_current", sameSubject, similarity);
    }
    targets = targets.filter((t) => !(t.validFrom && t.validFrom > candidate.at));
  }
  return decision(
    "supersedes",
    targets.map((t) => t.id),
    reason,
    sameSubject,
    similarity
  );
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
  id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  inflight = null;
  timer = null;
  idleSince;
  lastSweep = 0;
  stopped = false;
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
        assistantText: turn.assistantText
      };
      const result = await compressTurn(material, { ...deps, cwd: session.cwd ?? void 0 });
      const knowledge = this.extractKnowledge(sessionId2, promptNumber, turn, result.evidence);
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
          card: buildTurnCard(material, session.cwd ?? void 0)
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
    completeRollup(db, item, this.id, sessionId, rollup.summary, rollup.tier);
    return rollup.tier;
  }
  /**
   * Decisions, preferences, conventions and discoveries stated in the turn, found by rules (zero tokens). The store
   * resolves them against what it holds and saves them as unconfirmed candidates, with the turn as their receipt, in
   * the unit of work that saves the summary. A failing rule never costs the summary: it is logged and skipped.
   */
  extractKnowledge(sessionId, promptNumber, turn, evidence) {
    try {
      const at = turn.at ?? this.deps.now();
      const candidates = extractCandidates({
        prompt: turn.prompt ? { text: turn.prompt, uuid: turn.promptUuid ?? turn.promptId ?? void 0 } : void 0,
        assistant: turn.assistantText.map((text, i) => ({ text, uuid: turn.assistantUuids[i] })),
        evidence
      });
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
