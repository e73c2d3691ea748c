#!/usr/bin/env node
// Ordinary-string (false-positive) corpus collector for the privacy benchmark.
//
// Collects ordinary developer strings that are NOT secrets from real files on
// this machine, plus the snapshots in ./captured/ (real tool output captured on
// 2026-12-02, see captured/CAPTURE.md), plus a small, clearly marked set of
// hand-written / seeded-synthetic strings for shapes this machine has no file
// for (Go toolchain output, Stripe-like object ids, multilingual prose, ...).
//
// Plain Node 20, no dependencies.  Deterministic for a given machine: files
// are walked in sorted order, every choice is made by a seeded PRNG, git
// history is read from a pinned commit.  Sources that are missing are skipped
// (a warning is printed), so another machine yields a different corpus: the
// committed ordinary-*.jsonl files are the reference, this script documents
// where they came from.
//
//   node bench/ordinary-corpus/collect.mjs            # writes the two jsonl files
//   node bench/ordinary-corpus/collect.mjs --dry-run  # prints counts only
//
// The script never reads the plugin's own sources, tests or detection rules.

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CAP = path.join(HERE, "captured");
const REPO = path.resolve(HERE, "..", "..");
const SEED = 20261202;
const PER_KIND = 92; // target entries per kind
const HOLDOUT_SHARE = 0.35;
const GIT_PIN = "c9c1c936f0bbcfabddf370d5281f3c2dd354b228"; // /work/main HEAD when collected
const DRY = process.argv.includes("--dry-run");

// ---------------------------------------------------------------- utilities
function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function seedFor(label) {
  return crypto.createHash("sha256").update(`${SEED}:${label}`).digest().readUInt32LE(0);
}
function shuffle(arr, rng) {
  const a = arr.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const warned = new Set();
function warn(msg) {
  if (!warned.has(msg)) {
    warned.add(msg);
    process.stderr.write(`warn: ${msg}\n`);
  }
}
function exists(p) {
  try {
    fs.accessSync(p);
    return true;
  } catch {
    return false;
  }
}
function readText(p, max = 600_000) {
  try {
    const st = fs.statSync(p);
    if (!st.isFile()) return null;
    let buf = fs.readFileSync(p);
    if (p.endsWith(".gz")) buf = zlib.gunzipSync(buf);
    if (buf.length > max) buf = buf.subarray(0, max);
    if (buf.includes(0)) return null; // binary
    return buf.toString("utf8");
  } catch {
    warn(`missing ${p}`);
    return null;
  }
}
function readLines(p, max) {
  const t = readText(p, max);
  return t == null ? [] : t.split(/\r?\n/);
}
const SKIP_DIRS = new Set(["test", "tests", "testing", "__pycache__", ".git", "fixtures", "fixture", "__tests__", "testdata", "test_data", "node_modules_cache"]);
function walk(root, { exts = null, maxFiles = 4000, maxDepth = 12, skip = SKIP_DIRS, names = null } = {}) {
  const out = [];
  const rec = (dir, depth) => {
    if (out.length >= maxFiles || depth > maxDepth) return;
    let ents;
    try {
      ents = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    ents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of ents) {
      if (out.length >= maxFiles) return;
      const p = path.join(dir, e.name);
      if (e.isSymbolicLink()) continue;
      if (e.isDirectory()) {
        if (!skip.has(e.name)) rec(p, depth + 1);
      } else if (e.isFile()) {
        if (names && !names.some((n) => e.name === n)) continue;
        if (exts && !exts.some((x) => e.name.endsWith(x))) continue;
        out.push(p);
      }
    }
  };
  if (exists(root)) rec(root, 0);
  else warn(`missing ${root}`);
  return out;
}
function git(args) {
  try {
    return execFileSync("git", args, { encoding: "utf8", maxBuffer: 64 << 20, stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    warn(`git ${args.join(" ")} failed`);
    return "";
  }
}
const capPath = (f) => path.join(CAP, f);
const capSrc = (f, n) => `bench/ordinary-corpus/captured/${f}${n != null ? `:${n}` : ""}`;
function decodeEntities(s) {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, "&");
}
// <pre><code class="language-X">…</code></pre> blocks of an HTML page
function htmlCodeBlocks(html) {
  const out = [];
  const re = /<code class="(?:language-|hljs )?([a-z0-9_-]*)[^"]*">([\s\S]*?)<\/code>/g;
  let m;
  while ((m = re.exec(html))) out.push({ lang: m[1], text: decodeEntities(m[2].replace(/<[^>]+>/g, "")) });
  return out;
}
// fenced ``` blocks of a markdown file
function mdFences(md) {
  const out = [];
  const re = /^```([\w+-]*)[^\n]*\n([\s\S]*?)^```/gm;
  let m;
  while ((m = re.exec(md))) out.push({ lang: m[1].toLowerCase(), text: m[2] });
  return out;
}
// plain prose lines of a roff man page
function roffText(src) {
  const out = [];
  for (const raw of src.split("\n")) {
    if (raw.startsWith(".") || raw.startsWith("'")) continue;
    const t = raw
      .replace(/\\f[BIRP]|\\f\([A-Z]{2}/g, "")
      .replace(/\\-/g, "-")
      .replace(/\\&/g, "")
      .replace(/\\\(aq/g, "'")
      .replace(/\\\(lq|\\\(rq/g, '"')
      .replace(/\\e/g, "\\")
      .replace(/\\ /g, " ")
      .trim();
    if (t) out.push(t);
  }
  return out;
}

// ------------------------------------------------- "is this a secret?" guard
// Conservative: a candidate is dropped when it carries anything a reviewer
// could call a credential (real or realistic).  Ids, hashes, digests and
// public keys are kept.  Placeholders and environment references are kept.
const PLACEHOLDER = /^(?:|\*+|x+|\.{3}|<[^>]*>|\$\{?[A-Za-z_][\w.]*\}?|\{\{[^}]*\}\}|%\(?\w+\)?s?|[A-Z][A-Z0-9_]*|your[-_ ]?\w*|.*(?:example|placeholder|redacted|xxxx|dummy|changeit|\*\*\*).*|none|null|undefined|true|false|os\.environ.*|process\.env.*|getenv.*|env\(.*)$/i;
const SECRET_NAMES = /(?:pass(?:word|wd|phrase)?|pwd|secret|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|auth[_-]?token|access[_-]?token|refresh[_-]?token|bearer|session[_-]?key|signing[_-]?key|credentials?)/i;
const STRONG = [
  ["pem-private", /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----(?:\\n|\s)*[A-Za-z0-9+/]{16}/],
  ["pem-block", /-----BEGIN [A-Z ]+-----\s*\n?\s*[A-Za-z0-9+/]{40}/],
  ["aws-key-id", /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}\b/],
  ["github-token", /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/],
  ["slack", /\bxox[abposr]-[A-Za-z0-9-]{8,}/],
  ["stripe-key", /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{8,}/],
  ["openai-like", /\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{20,}/],
  ["google-api", /\bAIza[0-9A-Za-z_-]{30,}/],
  ["google-oauth", /\bya29\.[0-9A-Za-z_-]{20,}/],
  ["jwt", /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\./],
  ["npm-token", /\bnpm_[A-Za-z0-9]{30,}/],
  ["url-userinfo", /\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@'"]+:([^\s/@'"]+)@/i],
  ["crypt-hash", /\$(?:2[abxy]|1|5|6|y|gy|7|argon2(?:id|i|d)?|pbkdf2[-\w]*|scrypt)\$[^\s'"]{8,}/],
  ["der-key", /(?<![A-Za-z0-9+/])MII[A-Za-z0-9+/]{60,}/],
  ["signed-url", /[?&](?:X-Amz-Signature|X-Goog-Signature|Signature|sig|signature|access_token|id_token|api_key|apikey|token|auth|key|code|client_secret|password|pwd)=([A-Za-z0-9%._~+/-]{12,})/i],
  ["auth-header", /\b(?:Authorization|Proxy-Authorization)\s*[:=]\s*["']?(?:Bearer|Basic|Token|Digest)\s+(?!<|\$|YOUR|\{|\.\.\.|xxx|TOKEN|token\b)[A-Za-z0-9+/=._~-]{12,}/i],
  ["npmrc-auth", /(?<![A-Za-z0-9_.])_(?:authToken|auth|password)\s*=\s*(?!\\?\$\{)[^\s]{6,}/],
  ["aws-secret", /aws_secret_access_key\s*[=:]\s*(?!\$|<|YOUR)[A-Za-z0-9/+=]{20,}/i],
  ["heroku-like", /\b[hH]eroku\w*\s*[:=]\s*["']?[0-9a-f]{8}-[0-9a-f]{4}/],
];
function secretReason(text) {
  for (const [name, re] of STRONG) {
    const m = re.exec(text);
    if (!m) continue;
    if (name === "url-userinfo" || name === "signed-url") {
      const v = m[1] ?? "";
      if (PLACEHOLDER.test(v) || /^[<${]/.test(v) || /^(?:x+|\*+)$/i.test(v)) continue;
    }
    return name;
  }
  // keyword-named assignment of a literal: password = "…", "apiKey": "…", <password>…</password>
  const assign = /([A-Za-z0-9_.-]*(?:pass(?:word|wd|phrase)?|pwd|secret|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|token|credential|signing[_-]?key)[A-Za-z0-9_-]*)["']?\s*(?:=|:|=>)\s*[bru]?(["'`])([^"'`\n]*)\2/gi;
  let m;
  while ((m = assign.exec(text))) {
    const name = m[1];
    const v = m[3].trim();
    if (PLACEHOLDER.test(v)) continue;
    if (/^[\^~>=<]*\d+\.\d+(?:\.\d+)?(?:[-+][\w.]+)?$/.test(v)) continue; // a version
    if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) continue; // an id
    if (/[\[\]\\^$*+?|]{2,}/.test(v) && /[\[\]]/.test(v)) continue; // a regular expression
    if (/(?:length|len|ttl|min|max|count|age|days|hours|minutes|seconds|attempts|expiry|expires|timeout|size|enabled|required|policy|type|mode|method|field|name|prefix|header|param|url|uri|path|file|dir|env|var|id|kind|scheme|format|encoding|version|hint|endpoint)["']?$/i.test(name)) continue;
    if (/^(?:bearer|basic|oauth2?|jwt|refresh_token|access_token|id_token|client_credentials|authorization_code|password|token|secret|api_key|apikey|string|utf-?8|hex|base64|sha\d+|md5|hmac|none|plain|S256|code|[a-z]+(?:[_-][a-z]+)+)$/i.test(v) && !/pass|pwd/i.test(name)) continue;
    if (/pass|pwd|secret|private|api[_-]?key|apikey|access[_-]?key|signing/i.test(name)) {
      if (v.length >= 1 && !/^[A-Z][A-Z0-9_]+$/.test(v) && !/^[\w.]+\(/.test(v) && !/[{}%]/.test(v) && !/\s/.test(v)) return "named-literal";
      continue;
    }
    if (v.length >= 16 && /[A-Za-z]/.test(v) && /\d/.test(v) && !/\s/.test(v)) return "named-literal";
  }
  const xml = /<(password|passwd|secret|token|apiKey|api_key|privateKey|clientSecret)>([^<]*)<\/\1>/i.exec(text);
  if (xml && !PLACEHOLDER.test(xml[2].trim()) && !/^\{.*\}$/.test(xml[2].trim()) && !/^(?:\/|~\/|\.\/)/.test(xml[2].trim())) return "xml-literal";
  // a long opaque literal on a line that names a secret
  if (SECRET_NAMES.test(text)) {
    const opaque = text.match(/[A-Za-z0-9+/_=-]{28,}/g) || [];
    for (const o of opaque) {
      if (/^(?:sha(?:1|256|384|512)-|[0-9a-f]+$)/.test(o)) continue; // digests
      const parts = o.split(/[\/_.-]+/);
      if (parts.length >= 3 && parts.every((p) => p.length <= 14)) continue; // a path or a snake_case name
      const classes = [/[a-z]/, /[A-Z]/, /\d/].filter((r) => r.test(o)).length;
      if (classes >= 3 && !/^[A-Za-z_]+$/.test(o) && !/(?:[a-z][A-Z]|_)[a-z]{3,}.*(?:[a-z][A-Z]|_)/.test(o)) return "opaque-near-keyword";
    }
  }
  return null;
}

// ---------------------------------------------------------------- candidates
const KINDS = ["git-log", "lockfile", "dependency", "source-code", "test-output", "css", "url", "hash", "uuid", "base64-asset", "log-line", "config", "prose", "cli", "identifier"];
const cands = new Map(KINDS.map((k) => [k, []]));
const dropped = {};
const seen = new Set();
// weights: share of a kind given to each bucket (missing bucket = 1)
const WEIGHTS = {
  "git-log": { "with-sha": 3, subject: 2, oneline: 1, block: 1.2, other: 0.5 },
  lockfile: { "npm-lock": 2, yarn: 2, pnpm: 2, pipfile: 1.2 },
  dependency: { maven: 2, pom: 1.4, requirements: 1.6, freeze: 1, "package-json": 1.4, cargo: 0.8, "go-synthetic": 0.6, "gradle-derived": 0.8 },
  "source-code": { keyword: 4, placeholder: 1.5, general: 2.5, snippet: 2 },
  "test-output": { "go-synthetic": 0.6 },
  css: { "data-uri": 1.5, rule: 2, decl: 2 },
  url: { query: 2, sha: 1.5, git: 1.2, tarball: 1.2, plain: 1.5, line: 1 },
  hash: {},
  uuid: { real: 3, ulid: 0.4, synthetic: 3 },
  "base64-asset": {},
  "log-line": { synthetic: 1.2 },
  config: { synthetic: 2, etc: 3, k8s: 1.2, project: 2.5 },
  prose: { "written-en": 1.4, "written-intl": 1.8, doc: 3 },
  cli: { written: 1.2 },
  identifier: {},
};
function add(kind, bucket, source, text) {
  if (text == null) return;
  text = String(text)
    .replace(/\r/g, "")
    .split("\n")
    .map((l) => l.replace(/\s+$/, ""))
    .join("\n")
    .replace(/^\n+|\n+$/g, "");
  if (text.trim().length < 6 || text.length >= 600 || text.split("\n").length > 6) return;
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.test(text)) return;
  const reason = secretReason(text);
  if (reason) {
    dropped[reason] = (dropped[reason] || 0) + 1;
    if (process.argv.includes("--show-dropped")) process.stderr.write(`DROP ${reason} ${kind} ${source}: ${JSON.stringify(text).slice(0, 300)}\n`);
    return;
  }
  const key = `${kind}\u0000${text}`;
  if (seen.has(key)) return;
  seen.add(key);
  cands.get(kind).push({ kind, bucket, source, text });
}
const KW = /pass(?:word|wd|phrase)?|token|secret|api[_-]?key|apikey|credential|\bauth|oauth|\bkey\b|private|signing|session/i;

// ------------------------------------------------------------------ git-log
function collectGitLog() {
  const repos = [
    [REPO, GIT_PIN],
    ["/root/.pyenv", "HEAD"],
    ["/root/.pyenv/plugins/pyenv-virtualenv", "HEAD"],
    ["/root/.pyenv/plugins/pyenv-doctor", "HEAD"],
    ["/root/.pyenv/plugins/pyenv-update", "HEAD"],
  ];
  for (const [dir, ref] of repos) {
    if (!exists(path.join(dir, ".git"))) {
      warn(`no git repo at ${dir}`);
      continue;
    }
    const raw = git(["-C", dir, "log", "--no-color", "--date=iso-strict", "--format=%H%x1f%h%x1f%an%x1f%ae%x1f%ad%x1f%P%x1f%s%x1e", ref]);
    const src = `git -C ${dir} log ${ref === "HEAD" ? "" : `${ref.slice(0, 12)} `}`;
    for (const rec of raw.split("\x1e")) {
      const f = rec.replace(/^\n/, "").split("\x1f");
      if (f.length < 7) continue;
      const [H, h, an, ae, ad, P, s] = f;
      add("git-log", "with-sha", `${src}--format='%H %an %s'`, `${H} ${an} ${s}`);
      add("git-log", "subject", `${src}--format=%s`, s);
      add("git-log", "oneline", `${src}--oneline`, `${h} ${s}`);
      const parents = P.split(" ").filter(Boolean);
      const merge = parents.length > 1 ? `Merge: ${parents.map((p) => p.slice(0, 7)).join(" ")}\n` : "";
      add("git-log", "block", `${src}(medium format)`, `commit ${H}\n${merge}Author: ${an} <${ae}>\nDate:   ${ad}\n\n    ${s}`);
      if (parents.length) add("git-log", "other", `${src}--format='%H %P %ad'`, `${H} ${parents.join(" ")} ${ad}`);
    }
    const tree = git(["-C", dir, "rev-parse", `${ref}^{tree}`]).trim();
    if (tree) add("git-log", "other", `git -C ${dir} cat-file -p ${ref}`, git(["-C", dir, "cat-file", "-p", ref]).split("\n").slice(0, 4).join("\n"));
  }
}

// ----------------------------------------------------------------- lockfile
function collectLockfiles() {
  for (const f of [path.join(REPO, "package-lock.json"), capPath("package-lock.sample.json")]) {
    const lines = readLines(f, 2_000_000);
    const src = f.startsWith(CAP) ? capSrc("package-lock.sample.json") : f;
    lines.forEach((l, i) => {
      if (/"integrity": "sha/.test(l)) add("lockfile", "npm-lock", `${src}:${i + 1}`, l.trim());
      if (/^\s{4}"node_modules\/[^"]+": \{$/.test(l)) {
        const block = [l];
        for (let j = i + 1; j < lines.length && block.length < 6; j++) {
          block.push(lines[j]);
          if (/"integrity"/.test(lines[j])) break;
        }
        if (/"integrity"/.test(block.at(-1))) add("lockfile", "npm-lock", `${src}:${i + 1}`, block.join("\n").replace(/^ {4}/gm, ""));
      }
    });
  }
  {
    const lines = readLines(capPath("yarn.lock"), 2_000_000);
    let start = -1;
    lines.forEach((l, i) => {
      if (/^\S.*:$/.test(l)) start = i;
      if (/^ {2}resolved /.test(l)) add("lockfile", "yarn", capSrc("yarn.lock", i + 1), l.trim());
      if (/^ {2}integrity /.test(l)) add("lockfile", "yarn", capSrc("yarn.lock", i + 1), l.trim());
      if (l === "" && start >= 0) {
        const block = lines.slice(start, i);
        if (block.length <= 6) add("lockfile", "yarn", capSrc("yarn.lock", start + 1), block.join("\n"));
        else add("lockfile", "yarn", capSrc("yarn.lock", start + 1), block.slice(0, 4).join("\n"));
        start = -1;
      }
    });
  }
  {
    const lines = readLines(capPath("pnpm-lock.yaml"), 2_000_000);
    lines.forEach((l, i) => {
      if (/^ {2}\S.*:$/.test(l) && /resolution: \{integrity/.test(lines[i + 1] || "")) {
        const block = [l];
        for (let j = i + 1; j < lines.length && lines[j].startsWith("    ") && block.length < 6; j++) block.push(lines[j]);
        add("lockfile", "pnpm", capSrc("pnpm-lock.yaml", i + 1), block.join("\n").replace(/^ {2}/gm, ""));
        add("lockfile", "pnpm", capSrc("pnpm-lock.yaml", i + 2), lines[i + 1].trim());
      }
      if (/^ {6}\S+:$/.test(l) && /specifier:/.test(lines[i + 1] || "")) add("lockfile", "pnpm", capSrc("pnpm-lock.yaml", i + 1), [l, lines[i + 1], lines[i + 2]].join("\n").replace(/^ {6}/gm, ""));
    });
  }
  for (const f of walk("/usr/lib/google-cloud-sdk/platform/gsutil/third_party", { names: ["Pipfile.lock"], maxDepth: 3 })) {
    const lines = readLines(f);
    lines.forEach((l, i) => {
      if (/"sha256:[0-9a-f]{64}"/.test(l)) add("lockfile", "pipfile", `${f}:${i + 1}`, l.trim());
      if (/^ {8}"[\w.-]+": \{$/.test(l)) {
        const block = lines.slice(i, i + 5);
        add("lockfile", "pipfile", `${f}:${i + 1}`, block.join("\n").replace(/^ {8}/gm, ""));
      }
    });
  }
}

// --------------------------------------------------------------- dependency
function collectDependencies() {
  const m2 = "/root/.m2/repository";
  const poms = walk(m2, { exts: [".pom"], maxFiles: 5000, skip: new Set() });
  for (const p of poms) {
    const rel = path.relative(m2, p).split(path.sep);
    if (rel.length < 4) continue;
    const version = rel.at(-2);
    const artifact = rel.at(-3);
    const group = rel.slice(0, -3).join(".");
    add("dependency", "maven", p, `${group}:${artifact}:${version}`);
    if (/^(com|io|org)\.(google|squareup|fasterxml|jsonwebtoken|auth0|nimbusds|springframework|apache)/.test(group)) {
      add("dependency", "gradle-derived", `${p} (written as a Gradle line)`, `implementation("${group}:${artifact}:${version}")`);
    }
  }
  // <dependency> blocks from real poms
  for (const p of poms.filter((_, i) => i % 3 === 0)) {
    const t = readText(p);
    if (!t) continue;
    const re = /<dependency>\s*([\s\S]*?)<\/dependency>/g;
    let m;
    let n = 0;
    while ((m = re.exec(t)) && n < 3) {
      const block = `<dependency>\n${m[1]
        .split("\n")
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => `  ${s}`)
        .join("\n")}\n</dependency>`;
      if (block.split("\n").length <= 6) {
        add("dependency", "pom", p, block);
        n++;
      }
    }
  }
  const reqFiles = [
    "/root/.pyenv/plugins/python-build/scripts/requirements.txt",
    "/usr/share/doc/python3-pip/requirements.txt",
    ...walk("/usr/lib/google-cloud-sdk/platform", { names: ["requirements.txt", "requirements-dev.txt", "requirements-test.txt", "requirements-docs.txt", "requirements-py33.txt"], maxDepth: 8, skip: new Set([".git", "__pycache__"]) }),
  ];
  for (const f of reqFiles) {
    readLines(f).forEach((l, i) => {
      if (/^[A-Za-z0-9][\w.\-\[\],]*\s*(?:[=<>!~]=?|@)\s*\S/.test(l) || /^-[re] /.test(l)) add("dependency", "requirements", `${f}:${i + 1}`, l.trim());
    });
  }
  readLines(capPath("pip-freeze.txt")).forEach((l, i) => add("dependency", "freeze", capSrc("pip-freeze.txt", i + 1), l.trim()));
  for (const pj of walk(path.join(REPO, "node_modules"), { names: ["package.json"], maxDepth: 3 })) {
    let j;
    try {
      j = JSON.parse(readText(pj) ?? "null");
    } catch {
      continue;
    }
    if (!j) continue;
    for (const field of ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]) {
      const deps = j[field];
      if (!deps || typeof deps !== "object") continue;
      for (const [name, range] of Object.entries(deps)) add("dependency", "package-json", `${pj} ${field}`, `"${name}": "${range}"`);
    }
  }
  // Cargo.toml dependency lines from the Cargo book shipped with rustup
  for (const f of walk("/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/cargo/reference", { exts: [".html"], maxDepth: 1 })) {
    const html = readText(f, 2_000_000);
    if (!html) continue;
    for (const b of htmlCodeBlocks(html)) {
      if (b.lang !== "toml") continue;
      for (const l of b.text.split("\n")) {
        if (/^[a-z][\w-]* = (?:"[\^~=<>*0-9.]|\{ ?(?:version|git|path|workspace|package))/.test(l)) add("dependency", "cargo", `${f} (toml example)`, l);
      }
    }
  }
  // No Go module cache or go.sum exists on this machine: a few hand-written
  // go.mod/go.sum lines for well-known public modules.  The h1: values are NOT
  // the real go.sum hashes: they are sha256 of the module@version text.
  const goMods = [
    ["github.com/stretchr/testify", "v1.9.0"],
    ["golang.org/x/crypto", "v0.31.0"],
    ["golang.org/x/oauth2", "v0.24.0"],
    ["github.com/golang-jwt/jwt/v5", "v5.2.1"],
    ["github.com/google/uuid", "v1.6.0"],
    ["github.com/spf13/cobra", "v1.8.1"],
    ["go.uber.org/zap", "v1.27.0"],
    ["github.com/jackc/pgx/v5", "v5.7.1"],
    ["google.golang.org/grpc", "v1.68.1"],
    ["github.com/aws/aws-sdk-go-v2/credentials", "v1.17.47"],
  ];
  for (const [mod, ver] of goMods) {
    const h = (s) => crypto.createHash("sha256").update(s).digest("base64");
    add("dependency", "go-synthetic", "hand-written go.sum line (no Go module cache here; h1 value synthetic)", `${mod} ${ver} h1:${h(`${mod}@${ver}`)}`);
    add("dependency", "go-synthetic", "hand-written go.sum line (no Go module cache here; h1 value synthetic)", `${mod} ${ver}/go.mod h1:${h(`${mod}@${ver}/go.mod`)}`);
    add("dependency", "go-synthetic", "hand-written go.mod require line", `\t${mod} ${ver}`);
  }
}

// -------------------------------------------------------------- source code
const PY = "/usr/lib/python3.11";
const SP = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages";
const NM = path.join(REPO, "node_modules");
function sourceFiles() {
  const py = [
    "getpass.py", "hmac.py", "secrets.py", "smtplib.py", "ftplib.py", "imaplib.py", "poplib.py", "netrc.py", "http/cookies.py",
    "http/cookiejar.py", "urllib/request.py", "urllib/parse.py", "ssl.py", "hashlib.py", "base64.py", "uuid.py", "email/utils.py",
    "http/client.py", "logging/handlers.py", "xmlrpc/client.py", "tokenize.py", "shlex.py", "argparse.py", "ipaddress.py", "crypt.py",
  ].map((f) => path.join(PY, f));
  const sp = [
    "werkzeug/security.py", "werkzeug/datastructures/auth.py", "werkzeug/http.py", "flask/sessions.py", "flask/config.py", "itsdangerous/signer.py",
    "itsdangerous/url_safe.py", "itsdangerous/timed.py", "requests/auth.py", "requests/sessions.py", "requests/utils.py", "urllib3/util/request.py",
    "urllib3/util/url.py", "dotenv/main.py", "pydantic/types.py", "pydantic_settings/main.py", "docker/auth.py", "docker/api/client.py", "boto3/session.py",
    "botocore/credentials.py", "botocore/auth.py", "joserfc/jwt.py", "joserfc/jws.py", "rsa/key.py", "cryptography/fernet.py", "jinja2/lexer.py",
    "pip/_internal/network/auth.py", "pip/_internal/utils/misc.py", "click/termui.py", "awscli/customizations/configure/configure.py",
  ].map((f) => path.join(SP, f));
  const js = [
    ...walk(path.join(NM, "jose/dist"), { exts: [".js"], maxFiles: 60 }),
    ...walk(path.join(NM, "pg/lib"), { exts: [".js"] }),
    ...walk(path.join(NM, "pgpass/lib"), { exts: [".js"] }),
    ...walk(path.join(NM, "pg-connection-string"), { exts: [".js"], maxDepth: 1 }),
    ...walk(path.join(NM, "express/lib"), { exts: [".js"] }),
    ...walk(path.join(NM, "cookie-signature"), { exts: [".js"], maxDepth: 1 }),
    ...walk(path.join(NM, "cookie"), { exts: [".js"], maxDepth: 2 }),
    ...walk(path.join(NM, "pkce-challenge/dist"), { exts: [".js"] }),
    ...walk(path.join(NM, "@modelcontextprotocol/sdk/dist/esm/client"), { exts: [".js"] }),
    ...walk(path.join(NM, "@modelcontextprotocol/sdk/dist/esm/server/auth"), { exts: [".js"] }),
    ...walk(path.join(NM, "hono/dist/middleware"), { exts: [".js"], maxFiles: 80 }).filter((f) => /auth|jwt|jwk|csrf|cookie|secure/.test(f)),
    ...walk(path.join(NM, "hono/dist/utils/jwt"), { exts: [".js"] }),
    ...walk(path.join(NM, "commander/lib"), { exts: [".js"] }),
    ...walk(path.join(NM, "nanoid"), { exts: [".js"], maxDepth: 1 }),
    ...walk(path.join(NM, "semver/classes"), { exts: [".js"] }),
    ...walk(path.join(NM, "global-agent/dist"), { exts: [".js"], maxFiles: 30 }),
    ...walk(path.join(NM, "eventsource/dist"), { exts: [".js"], maxFiles: 4 }),
  ];
  const ts = [
    path.join(NM, "@types/node/crypto.d.ts"),
    path.join(NM, "@types/node/tls.d.ts"),
    path.join(NM, "@types/node/http.d.ts"),
    path.join(NM, "@types/pg/index.d.ts"),
    path.join(NM, "typescript/lib/lib.dom.d.ts"),
    ...walk(path.join(NM, "@modelcontextprotocol/sdk/dist/esm/shared"), { exts: [".d.ts"], maxFiles: 40 }),
    ...walk(path.join(NM, "jose/dist/types"), { exts: [".d.ts"], maxFiles: 40 }),
  ];
  const c = ["pwd.h", "shadow.h", "crypt.h", "netdb.h", "openssl/evp.h", "openssl/ssl.h", "sqlite3.h", "stdlib.h"].map((f) => path.join("/usr/include", f));
  return { py: [...py, ...sp], js, ts, c };
}
function collectSource() {
  const { py, js, ts, c } = sourceFiles();
  const all = [...py.map((f) => [f, "py"]), ...js.map((f) => [f, "js"]), ...ts.map((f) => [f, "ts"]), ...c.map((f) => [f, "c"])];
  for (const [f, lang] of all) {
    const lines = readLines(f, 3_000_000);
    lines.forEach((raw, i) => {
      const l = raw.replace(/\s+$/, "");
      const t = l.trim();
      if (t.length < 22 || t.length > 220) return;
      if (/^(?:#|\/\/|\*|\/\*)/.test(t) && !KW.test(t)) return; // comment-only lines only when about secrets
      if (!/[(){}\[\]=;:]/.test(t)) return;
      const bucket = KW.test(t) ? "keyword" : "general";
      add("source-code", bucket, `${f}:${i + 1}`, t);
      if (bucket === "keyword" && /^\s*(?:def |class |async def |function |export (?:async )?function |async function |static |public |private |(?:const|let) \w+ = (?:async )?\(|[a-zA-Z_]\w*\s*\([^)]*\)\s*\{$)/.test(l)) {
        const indent = l.match(/^\s*/)[0].length;
        const block = [l];
        for (let j = i + 1; j < lines.length && block.length < 5; j++) {
          if (!lines[j].trim()) break;
          block.push(lines[j].replace(/\s+$/, ""));
        }
        if (block.length >= 3) add("source-code", "snippet", `${f}:${i + 1}-${i + block.length}`, block.map((s) => s.slice(Math.min(indent, s.match(/^\s*/)[0].length))).join("\n"));
      }
    });
    void lang;
  }
  // Rust: code from the rust book and the error-code index shipped with rustup
  const rustHtml = walk("/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/book", { exts: [".html"], maxDepth: 0 });
  for (const f of rustHtml.filter((f) => /ch(0[2-9]|1\d|20)-/.test(f))) {
    const html = readText(f, 3_000_000);
    if (!html) continue;
    for (const b of htmlCodeBlocks(html)) {
      if (!/rust/.test(b.lang)) continue;
      b.text.split("\n").forEach((l) => {
        const t = l.trim();
        if (t.length >= 22 && t.length <= 200 && /[(){};=]/.test(t)) add("source-code", KW.test(t) ? "keyword" : "general", `${f} (rust listing)`, t);
      });
    }
  }
  readLines("/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/error_codes/main.rs").forEach((l, i) => {
    const t = l.trim();
    if (t.length >= 22 && t.length <= 200) add("source-code", KW.test(t) ? "keyword" : "general", `/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/error_codes/main.rs:${i + 1}`, t);
  });
  // placeholders and environment references from docs/code (kept only when they hold no value)
  const ph = /YOUR_[A-Z_]*(?:KEY|TOKEN|SECRET|PASSWORD)|<password>|<token>|<api[-_ ]?key>|\$\{[A-Z_]*(?:PASSWORD|TOKEN|SECRET|KEY)[A-Z_]*\}|process\.env\.[A-Z_]*(?:TOKEN|KEY|SECRET|PASSWORD)|os\.environ(?:\.get\(|\[)["'][A-Z_]*(?:SECRET|TOKEN|PASSWORD|KEY)|getenv\(["'][A-Z_]*(?:SECRET|TOKEN|PASSWORD|KEY)/;
  const phFiles = [
    ...walk(NM, { exts: [".md", ".js", ".mjs", ".cjs", ".ts"], maxFiles: 20000, maxDepth: 6 }),
    ...["requests", "urllib3", "werkzeug", "flask", "dotenv", "pydantic_settings", "docker", "boto3", "pip/_internal", "moto/core", "awscli/customizations"].flatMap((d) => walk(path.join(SP, d), { exts: [".py"], maxFiles: 1500 })),
  ];
  for (const f of phFiles) {
    const t = readText(f, 1_500_000);
    if (!t || !ph.test(t)) continue;
    t.split("\n").forEach((l, i) => {
      const s = l.trim();
      if (s.length >= 12 && s.length <= 240 && ph.test(s)) add("source-code", "placeholder", `${f}:${i + 1}`, s);
    });
  }
}

// -------------------------------------------------------------- test output
function collectTestOutput() {
  const files = ["vitest-default.txt", "vitest-verbose.txt", "pytest-default.txt", "pytest-verbose.txt", "pytest-quiet.txt", "unittest-stdlib.txt", "node-test-spec.txt", "node-test-tap.txt", "cargo-test.txt", "mvn-test.txt"];
  for (const f of files) {
    const lines = readLines(capPath(f));
    const rng = mulberry32(seedFor(`test:${f}`));
    lines.forEach((l, i) => {
      if (l.trim().length >= 8 && !/^[\s⎯=_-]+$/.test(l)) add("test-output", f.replace(/[-.].*/, ""), capSrc(f, i + 1), l.trim());
      if (l.trim() && rng() < 0.35) {
        const n = 2 + Math.floor(rng() * 4);
        const block = lines.slice(i, i + n);
        if (block.every((s) => s.trim())) add("test-output", f.replace(/[-.].*/, ""), capSrc(f, `${i + 1}-${i + n}`), block.join("\n"));
      }
    });
  }
  // No Go toolchain on this machine: hand-written `go test -v` shaped lines.
  const go = [
    "=== RUN   TestTokenRefresh\n--- PASS: TestTokenRefresh (0.00s)",
    "=== RUN   TestCheckPassword/empty_input\n--- FAIL: TestCheckPassword/empty_input (0.01s)\n    auth_test.go:42: got true, want false",
    "ok  \tgithub.com/example/authsvc/internal/session\t0.412s\tcoverage: 81.3% of statements",
    "FAIL\tgithub.com/example/authsvc/internal/store [build failed]",
    "--- SKIP: TestVaultBackend (0.00s)\n    vault_test.go:17: VAULT_ADDR not set",
    "PASS\nok  \tgithub.com/example/authsvc/pkg/apikey\t(cached)",
    "?   \tgithub.com/example/authsvc/cmd/authsvc\t[no test files]",
    "goos: linux\ngoarch: amd64\npkg: github.com/example/authsvc/pkg/token\nBenchmarkSign-2   \t  312456\t      3811 ns/op\t    1024 B/op\t      12 allocs/op",
  ];
  for (const g of go) add("test-output", "go-synthetic", "hand-written go test output (no Go toolchain on this machine)", g);
}

// ---------------------------------------------------------------------- css
function collectCss() {
  const roots = [
    "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html",
    "/usr/share/doc/python3/_static",
    "/usr/share/doc/nodejs/api/assets",
    "/usr/share/gitweb/static",
    "/usr/share/doc/libxslt1-dev/gtk-doc/html/libxslt",
    path.join(SP, "docutils/writers"),
    path.join(SP, "werkzeug/debug/shared"),
    "/root/.pyenv/versions/3.11.7/lib/python3.11/pydoc_data",
  ];
  const byName = new Map();
  for (const r of roots) for (const f of walk(r, { exts: [".css"], maxFiles: 600 })) if (!byName.has(path.basename(f))) byName.set(path.basename(f), f);
  for (const f of [...byName.values()].sort()) {
    const t = readText(f, 2_000_000);
    if (!t) continue;
    const lines = t.split("\n");
    lines.forEach((l, i) => {
      const s = l.trim();
      if (/data:/.test(s)) {
        if (s.length < 600) add("css", "data-uri", `${f}:${i + 1}`, s);
        for (const m of s.matchAll(/url\(["']?data:[^)]{10,560}\)/g)) add("css", "data-uri", `${f}:${i + 1}`, m[0]);
      }
      if (/^[^{}]*(?:#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(|var\(--)[^{}]*;?$/.test(s) && s.length <= 200 && s.includes(":")) add("css", "decl", `${f}:${i + 1}`, s);
      if (/\{\s*$/.test(s) && s.length < 200) {
        const block = [l];
        for (let j = i + 1; j < lines.length && block.length < 6; j++) {
          block.push(lines[j]);
          if (/\}/.test(lines[j])) break;
        }
        if (/\}/.test(block.at(-1))) add("css", "rule", `${f}:${i + 1}`, block.join("\n"));
      }
    });
    // minified CSS: slice rules out of long lines
    for (const l of lines.filter((x) => x.length > 600)) {
      for (const m of l.matchAll(/[^{}]{3,160}\{[^{}]{3,300}\}/g)) {
        if (/data:/.test(m[0])) add("css", "data-uri", `${f} (rule from minified line)`, m[0].trim());
        else if (/#[0-9a-fA-F]{3,8}\b|rgba?\(/.test(m[0])) add("css", "rule", `${f} (rule from minified line)`, m[0].trim());
      }
    }
  }
}

// ---------------------------------------------------------------------- url
function collectUrls() {
  const urlRe = /\b(?:https?|git\+ssh|git\+https|ssh|git)(?::\/\/)[^\s"'<>`)\]\\]+|\bgit@[\w.-]+:[\w./-]+/g;
  const classify = (u) => {
    if (/^git@|^ssh:|^git\+ssh|^git:/.test(u)) return "git";
    if (/\.tgz(?:#|$)|\/-\/[^/]+\.tgz/.test(u)) return "tarball";
    if (/[0-9a-f]{40}/.test(u)) return "sha";
    if (/\?[^ ]*=/.test(u)) return "query";
    return "plain";
  };
  const take = (f, text, srcLine) => {
    for (const m of text.matchAll(urlRe)) {
      const u = m[0].replace(/[.,;:]+$/, "");
      if (u.length < 14) continue;
      add("url", classify(u), srcLine ?? f, u);
    }
  };
  readLines(capPath("yarn.lock"), 2_000_000).forEach((l, i) => take(null, l, capSrc("yarn.lock", i + 1)));
  readLines(capPath("npm-install-http.txt")).forEach((l, i) => take(null, l, capSrc("npm-install-http.txt", i + 1)));
  for (const pj of walk(NM, { names: ["package.json"], maxDepth: 3 })) {
    let j;
    try {
      j = JSON.parse(readText(pj) ?? "null");
    } catch {
      continue;
    }
    if (!j) continue;
    const repo = typeof j.repository === "string" ? j.repository : j.repository?.url;
    if (repo) add("url", classify(repo), `${pj} repository`, repo);
    if (typeof j.homepage === "string") add("url", classify(j.homepage), `${pj} homepage`, j.homepage);
    const bugs = typeof j.bugs === "string" ? j.bugs : j.bugs?.url;
    if (bugs) add("url", classify(bugs), `${pj} bugs`, bugs);
    if (j.name && j.version && !j.private) add("url", "tarball", `${pj} (npm tarball URL of name@version)`, `https://registry.npmjs.org/${j.name}/-/${j.name.split("/").pop()}-${j.version}.tgz`);
  }
  const docs = [
    ...walk(NM, { exts: [".md"], maxFiles: 3000, maxDepth: 4 }),
    ...walk("/usr/share/doc/nodejs/api", { exts: [".md"], maxDepth: 0 }),
    ...walk("/root/.pyenv", { exts: [".md"], maxDepth: 1 }),
  ];
  for (const f of docs) {
    const lines = readLines(f, 1_000_000);
    lines.forEach((l, i) => {
      take(null, l, `${f}:${i + 1}`);
      if (/https?:\/\/\S+\?\S+=/.test(l) && l.trim().length < 300) add("url", "line", `${f}:${i + 1}`, l.trim());
    });
  }
  for (const f of walk("/root/.pyenv/plugins/python-build/share/python-build", { maxDepth: 0, maxFiles: 2000 }).filter((_, i) => i % 9 === 0)) {
    readLines(f).forEach((l, i) => take(null, l.replace(/#[0-9a-f]{64}/, ""), `${f}:${i + 1}`));
  }
  readLines("/etc/apt/sources.list.d/debian.sources").forEach((l, i) => take(null, l, `/etc/apt/sources.list.d/debian.sources:${i + 1}`));
}

// --------------------------------------------------------------------- hash
function collectHashes() {
  const files = [
    ...walk("/usr/share/common-licenses", { maxDepth: 0 }),
    "/etc/services", "/etc/protocols", "/etc/login.defs", "/etc/mime.types",
    ...["getpass.py", "hmac.py", "secrets.py", "base64.py", "uuid.py", "json/__init__.py", "shlex.py"].map((f) => path.join(PY, f)),
    ...walk("/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/static.files", { maxDepth: 0 }),
    ...walk(path.join(NM, "ms"), { maxDepth: 0 }),
  ];
  const algos = [["sha256", "sha256sum"], ["md5", "md5sum"], ["sha1", "sha1sum"], ["sha512", "sha512sum"]];
  files.forEach((f, i) => {
    let buf;
    try {
      buf = fs.readFileSync(f);
    } catch {
      return;
    }
    const [alg, tool] = algos[i % algos.length];
    add("hash", `${tool}`, `${tool} ${f} (computed)`, `${crypto.createHash(alg).update(buf).digest("hex")}  ${f}`);
    if (i % 5 === 0) add("hash", "bare", `sha256 of ${f} (computed)`, crypto.createHash("sha256").update(buf).digest("hex"));
    if (i % 7 === 0) add("hash", "sri", `SRI sha384 of ${f} (computed)`, `sha384-${crypto.createHash("sha384").update(buf).digest("base64")}`);
  });
  for (const f of walk("/var/lib/dpkg/info", { exts: [".md5sums"], maxDepth: 0, maxFiles: 2000 }).filter((_, i) => i % 11 === 0)) {
    const lines = readLines(f);
    lines.slice(0, 8).forEach((l, i) => add("hash", "dpkg-md5sums", `${f}:${i + 1}`, l));
  }
  for (const f of walk("/root/.pyenv/plugins/python-build/share/python-build", { maxDepth: 0, maxFiles: 2000 }).filter((_, i) => i % 13 === 0)) {
    readLines(f).forEach((l, i) => {
      if (/#[0-9a-f]{64}"/.test(l) && l.length < 600) add("hash", "pyenv-definition", `${f}:${i + 1}`, l.trim());
    });
  }
  for (const rec of walk(SP, { names: ["RECORD"], maxDepth: 1, maxFiles: 400 }).filter((_, i) => i % 4 === 0)) {
    readLines(rec).slice(0, 10).forEach((l, i) => {
      if (/,sha256=/.test(l)) add("hash", "wheel-record", `${rec}:${i + 1}`, l);
    });
  }
  for (const dir of ["/root/.pyenv", "/root/.pyenv/plugins/pyenv-virtualenv"]) {
    const out = git(["-C", dir, "ls-tree", "-r", "HEAD"]).split("\n").filter(Boolean);
    out.filter((_, i) => i % 17 === 0).forEach((l) => add("hash", "git-ls-tree", `git -C ${dir} ls-tree -r HEAD`, l));
    add("hash", "git-ls-tree", `git -C ${dir} rev-parse HEAD HEAD^{tree}`, git(["-C", dir, "rev-parse", "HEAD", "HEAD^{tree}"]).trim());
  }
  readLines(capPath("ssh-fingerprints.txt")).forEach((l, i) => add("hash", "ssh-fingerprint", capSrc("ssh-fingerprints.txt", i + 1), l));
  const digestFiles = [
    ...walk(path.join(SP, "awscli/examples/ecr"), { exts: [".rst"], maxDepth: 0 }),
    ...walk(path.join(SP, "awscli/examples/ecr-public"), { exts: [".rst"], maxDepth: 0 }),
    ...walk(path.join(SP, "awscli/examples/ecs"), { exts: [".rst"], maxDepth: 0 }),
    path.join(SP, "botocore/data/ecr/2015-09-21/examples-1.json"),
    "/usr/share/doc/python3-pip/html/topics/repeatable-installs.md",
    "/usr/share/doc/python3-pip/html/cli/pip_hash.rst",
  ];
  for (const f of digestFiles) {
    const t = readText(f, 1_000_000);
    if (!t || !/sha256:[0-9a-f]{64}/.test(t)) continue;
    t.split("\n").forEach((l, i) => {
      for (const m of l.matchAll(/[\w.\/@-]*sha256:[0-9a-f]{64}/g)) add("hash", "digest", `${f}:${i + 1}`, m[0]);
      if (/sha256:[0-9a-f]{64}/.test(l) && l.trim().length < 300) add("hash", "digest", `${f}:${i + 1}`, l.trim());
    });
  }
}

// --------------------------------------------------------------------- uuid
function collectUuids() {
  const uuidRe = /[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}/;
  const files = [
    path.join(PY, "uuid.py"),
    ...walk(path.join(SP, "moto"), { exts: [".py"], maxFiles: 3000 }),
    ...walk(path.join(SP, "cryptography-48.0.0.dist-info/sboms"), { exts: [".json"] }),
    ...walk(NM, { exts: [".md", ".js", ".d.ts", ".json"], maxFiles: 20000, maxDepth: 5 }),
    ...walk("/usr/share/doc/nodejs/api", { exts: [".md"], maxDepth: 0 }),
  ];
  for (const f of files) {
    const t = readText(f, 1_000_000);
    if (!t || !uuidRe.test(t)) continue;
    t.split("\n").forEach((l, i) => {
      const s = l.trim();
      if (!uuidRe.test(s)) return;
      const m = s.match(new RegExp(uuidRe.source, "g"));
      if (s.length <= 220) add("uuid", "real", `${f}:${i + 1}`, s);
      for (const u of m) add("uuid", "real", `${f}:${i + 1}`, u);
    });
  }
  const ulidRe = /\b01[0-9A-HJKMNP-TV-Z]{24}\b/;
  for (const f of [...walk(NM, { exts: [".md", ".js", ".d.ts"], maxDepth: 4, maxFiles: 20000 }), ...walk(SP, { exts: [".py", ".md"], maxDepth: 3, maxFiles: 20000 })]) {
    const t = readText(f);
    if (!t || !ulidRe.test(t)) continue;
    t.split("\n").forEach((l, i) => {
      if (ulidRe.test(l) && /[A-Z]{5}/.test(l)) add("uuid", "ulid", `${f}:${i + 1}`, l.trim());
    });
  }
  // Seeded synthetic ids (no local file holds these shapes): UUID v1/v4/v7,
  // ULIDs, nanoids, Stripe-style object ids (ids, not keys), request ids.
  const rng = mulberry32(seedFor("uuid-synthetic"));
  const hex = (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(rng() * 16)]).join("");
  const pickc = (alpha, n) => Array.from({ length: n }, () => alpha[Math.floor(rng() * alpha.length)]).join("");
  const B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  const CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const NANO = "_-0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const v4 = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[Math.floor(rng() * 4)]}${hex(3)}-${hex(12)}`;
  const v7 = () => {
    const ms = (1767225600000 + Math.floor(rng() * 3e10)).toString(16).padStart(12, "0");
    return `${ms.slice(0, 8)}-${ms.slice(8)}-7${hex(3)}-${"89ab"[Math.floor(rng() * 4)]}${hex(3)}-${hex(12)}`;
  };
  const v1 = () => `${hex(8)}-${hex(4)}-1${hex(3)}-${"89ab"[Math.floor(rng() * 4)]}${hex(3)}-${hex(12)}`;
  const SYN = "synthetic (seeded PRNG, collect.mjs)";
  for (let i = 0; i < 6; i++) add("uuid", "synthetic", `${SYN}: uuid v4`, v4());
  for (let i = 0; i < 6; i++) add("uuid", "synthetic", `${SYN}: uuid v7`, v7());
  for (let i = 0; i < 3; i++) add("uuid", "synthetic", `${SYN}: uuid v1`, v1());
  for (let i = 0; i < 4; i++) add("uuid", "synthetic", `${SYN}: ULID`, `01J${pickc(CROCK, 23)}`);
  for (let i = 0; i < 4; i++) add("uuid", "synthetic", `${SYN}: nanoid`, pickc(NANO, 21));
  const stripe = ["cus", "pi", "ch", "evt", "price", "prod", "sub", "in", "seti", "pm", "re", "txn", "po", "cs_test_a1"];
  for (const p of stripe) add("uuid", "synthetic", `${SYN}: Stripe-style object id (an id, not a key)`, `${p}_${pickc(B62, p.length > 4 ? 14 : 24)}`);
  const tmpl = [
    () => `X-Request-Id: ${v4()}`,
    () => `request_id=${v4()} method=POST path=/api/v1/sessions status=201 duration_ms=${Math.floor(rng() * 300)}`,
    () => `{"level":"info","ts":"2026-11-${10 + Math.floor(rng() * 18)}T0${Math.floor(rng() * 9)}:12:44.${Math.floor(rng() * 900 + 100)}Z","msg":"token refreshed","user_id":"${v4()}","trace_id":"${hex(32)}","span_id":"${hex(16)}"}`,
    () => `traceparent: 00-${hex(32)}-${hex(16)}-01`,
    () => `Created customer cus_${pickc(B62, 14)} for account ${v4()}`,
    () => `INSERT INTO api_keys (id, owner_id, name, created_at) VALUES ('${v7()}', '${v4()}', 'ci-readonly', now());`,
    () => `session ${v4()} expired after 3600s; refresh token rotated (family ${v7()})`,
    () => `GET /v1/payment_intents/pi_${pickc(B62, 24)} 200 142ms`,
    () => `"idempotency_key": "${v4()}"`,
    () => `correlation-id=${v4()} order=${pickc(CROCK, 26)}`,
    () => `Event evt_${pickc(B62, 24)} (invoice.paid) delivered to we_${pickc(B62, 24)}`,
    () => `job ${v7()} queued: rotate-signing-keys (attempt 1/5)`,
  ];
  for (const t of tmpl) for (let i = 0; i < 2; i++) add("uuid", "synthetic", `${SYN}: log/request line with ids`, t());
}

// ------------------------------------------------------------- base64 asset
function collectBase64() {
  for (const f of walk(NM, { exts: [".map"], maxFiles: 1500, maxDepth: 6 }).filter((_, i) => i % 5 === 0)) {
    let j;
    try {
      j = JSON.parse(readText(f, 3_000_000) ?? "null");
    } catch {
      continue;
    }
    if (!j || typeof j.mappings !== "string" || j.mappings.length < 40) continue;
    let cut = j.mappings.slice(0, 420);
    const semi = cut.lastIndexOf(";");
    if (semi > 60) cut = cut.slice(0, semi + 1);
    add("base64-asset", "sourcemap", `${f} (mappings, first ${cut.length} chars)`, cut);
    add("base64-asset", "sourcemap", `${f} (json head)`, `{"version":${j.version},"file":${JSON.stringify(j.file ?? "")},"mappings":"${cut.slice(0, 200)}`);
  }
  for (const f of walk(NM, { exts: [".js", ".mjs", ".cjs"], maxFiles: 20000, maxDepth: 6 })) {
    const t = readText(f, 2_000_000);
    if (!t) continue;
    const m = t.match(/\/\/# sourceMappingURL=data:application\/json;(?:charset=utf-8;)?base64,[A-Za-z0-9+/=]{40,}/);
    if (m) add("base64-asset", "inline-sourcemap", `${f} (first 300 chars of its inline source map)`, m[0].slice(0, 300));
  }
  const rust = "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html";
  for (const f of walk(rust, { exts: [".js"], maxFiles: 400, maxDepth: 2 })) {
    const t = readText(f, 3_000_000);
    if (!t) continue;
    for (const m of t.matchAll(/data:image\/(?:png|gif|svg\+xml);base64,[A-Za-z0-9+/=]{20,}/g)) {
      if (m[0].length < 560) add("base64-asset", "data-uri", f, m[0]);
      else add("base64-asset", "data-uri", `${f} (first 400 chars)`, m[0].slice(0, 400));
    }
  }
  // real small images/fonts encoded here (public data)
  const imgs = [
    ...walk("/usr/share/icons", { exts: [".png"], maxFiles: 4000, maxDepth: 6, skip: new Set() }).filter((f) => /16x16|22x22|24x24/.test(f)),
    ...walk(path.join(rust, "static.files"), { exts: [".png", ".svg", ".woff2"], maxDepth: 0 }),
    ...walk("/usr/share/doc/python3/_static", { exts: [".png", ".gif"], maxDepth: 0 }),
    ...walk("/usr/share/gitweb/static", { exts: [".png", ".ico"], maxDepth: 0 }),
  ];
  for (const f of imgs) {
    let buf;
    try {
      buf = fs.readFileSync(f);
    } catch {
      continue;
    }
    const mime = f.endsWith(".png") ? "image/png" : f.endsWith(".gif") ? "image/gif" : f.endsWith(".ico") ? "image/x-icon" : f.endsWith(".svg") ? "image/svg+xml" : "font/woff2";
    const b64 = buf.toString("base64");
    if (b64.length < 520) add("base64-asset", "image", `${f} (base64 of the whole file)`, `data:${mime};base64,${b64}`);
    else add("base64-asset", mime === "font/woff2" ? "font" : "image", `${f} (base64 of its first 300 bytes)`, buf.subarray(0, 300).toString("base64"));
  }
  // hashed asset names (webpack/mdbook/rustdoc-style content hashes)
  for (const f of walk(rust, { exts: [".html"], maxFiles: 120, maxDepth: 1 })) {
    const t = readText(f, 2_000_000);
    if (!t) continue;
    for (const m of t.matchAll(/<(?:script|link)[^>]+(?:src|href)="[^"]*-[0-9a-f]{8}\.(?:js|css|woff2|svg|png)"[^>]*>/g)) add("base64-asset", "hashed-asset", f, m[0]);
  }
  readLines(capPath("ssh-public-keys.txt")).forEach((l, i) => add("base64-asset", "public-key", `${capSrc("ssh-public-keys.txt", i + 1)} (public half only)`, l));
}

// ---------------------------------------------------------------- log lines
function collectLogs() {
  const sys = ["/var/log/dpkg.log", "/var/log/apt/history.log", "/var/log/apt/term.log", "/var/log/alternatives.log", "/var/log/fontconfig.log"];
  for (const f of sys) {
    readLines(f, 3_000_000).forEach((l, i) => {
      if (l.trim().length >= 12 && l.length < 400) add("log-line", path.basename(f), `${f}:${i + 1}`, l);
    });
  }
  const capd = ["postgresql.log", "http-server.log", "npm-install-http.txt", "yarn-install.txt", "pnpm-install.txt", "mvn-fail.txt", "pip-install-local.txt", "initdb.txt", "kubectl-get.txt"];
  for (const f of capd) {
    readLines(capPath(f)).forEach((l, i) => {
      if (l.trim().length >= 12 && !/^\s/.test(l) && !/^\[INFO\] -+$/.test(l)) add("log-line", f, capSrc(f, i + 1), l.trim());
    });
  }
  // hand-written shapes with no local source (nginx, docker, kubectl, systemd)
  const W = "hand-written (no such log on this machine)";
  [
    '203.0.113.42 - - [02/Dec/2026:10:14:07 +0000] "GET /api/v1/users?page=2&per_page=50 HTTP/1.1" 200 5123 "https://app.example.com/admin" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/133.0"',
    '198.51.100.7 - - [02/Dec/2026:10:14:09 +0000] "POST /oauth/token HTTP/2.0" 401 61 "-" "okhttp/4.12.0" rt=0.004 uct=0.001',
    '192.0.2.10 - alice [02/Dec/2026:10:15:33 +0000] "GET /password/reset?email=alice%40example.com HTTP/1.1" 302 0 "-" "curl/8.5.0"',
    "2026/12/02 10:16:01 [error] 29#29: *1841 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 203.0.113.42, server: api.example.com, request: \"GET /health HTTP/1.1\", upstream: \"http://10.0.3.12:8080/health\"",
    "CONTAINER ID   IMAGE                COMMAND                  CREATED        STATUS                  PORTS                    NAMES\n3f2a9c1e7b44   postgres:16-alpine   \"docker-entrypoint.s…\"   2 hours ago    Up 2 hours (healthy)    0.0.0.0:5432->5432/tcp   app-db-1\n9b1d0e55c2a7   redis:7.4            \"docker-entrypoint.s…\"   2 hours ago    Up 2 hours              6379/tcp                 app-cache-1",
    "NAME                          READY   STATUS             RESTARTS      AGE\nweb-7d9c6b8f5-2xkqp           1/1     Running            0             3d4h\nweb-7d9c6b8f5-h8zvn           1/1     Running            0             3d4h\ntoken-cleanup-29417280-vq4m   0/1     Completed          0             12m\nauth-api-5f6c9d7b8c-lx2rw     0/1     CrashLoopBackOff   7 (41s ago)   14m",
    "NAME                  TYPE                                  DATA   AGE\ndb-creds              Opaque                                2      41d\nweb-tls               kubernetes.io/tls                     2      41d\ndefault-token-8xk2d   kubernetes.io/service-account-token   3      212d",
    "Dec 02 10:20:14 web-01 systemd[1]: Started nginx.service - A high performance web server and a reverse proxy server.",
    "Dec 02 10:20:15 web-01 sshd[2841]: Accepted publickey for deploy from 198.51.100.23 port 51022 ssh2: ED25519 SHA256:Jmqw9ocU0kKs/JMwyspzsTXkB7YjJkBbmaQZ+g0is/U",
    "Dec 02 10:21:02 web-01 sshd[2903]: Failed password for invalid user admin from 203.0.113.99 port 40122 ssh2",
    "Dec 02 10:21:40 web-01 sudo[3011]:   deploy : TTY=pts/0 ; PWD=/srv/app ; USER=root ; COMMAND=/usr/bin/systemctl restart app.service",
    "Successfully installed certifi-2024.8.30 charset-normalizer-3.4.0 idna-3.10 requests-2.32.3 urllib3-2.2.3",
    "Step 4/9 : RUN npm ci --omit=dev\n ---> Running in 5c1e0d2b7a9f\nadded 143 packages, and audited 144 packages in 6s\nfound 0 vulnerabilities",
    "[2026-12-02T10:22:31.118Z] WARN  auth: refresh token reuse detected for session 4b1f…; revoking token family",
    "level=info ts=2026-12-02T10:23:05.441Z caller=main.go:214 msg=\"loaded signing key\" kid=2026-11 alg=EdDSA",
    "E1202 10:24:11.902215       1 reflector.go:147] failed to list *v1.Secret: secrets is forbidden: User \"system:serviceaccount:ci:ci-deployer\" cannot list resource \"secrets\"",
  ].forEach((t) => add("log-line", "synthetic", W, t));
}

// ------------------------------------------------------------------- config
function collectConfig() {
  const etc = [
    "/etc/login.defs", "/etc/pam.d/common-password", "/etc/pam.d/common-auth", "/etc/pam.d/passwd", "/etc/pam.d/login", "/etc/ssh/ssh_config",
    ...walk("/etc/postgresql", { maxDepth: 4, skip: new Set() }), "/etc/apache2/conf-available/javascript-common.conf",
    ...walk("/etc/lighttpd/conf-available", { maxDepth: 0 }), "/etc/adduser.conf", "/etc/deluser.conf", "/etc/nsswitch.conf", "/etc/gai.conf",
    "/etc/sysctl.conf", "/etc/mke2fs.conf", ...walk("/etc/logrotate.d", { maxDepth: 0 }), "/etc/apt/sources.list.d/debian.sources", "/etc/debconf.conf",
    "/etc/wgetrc", "/etc/inputrc", "/etc/maven/settings.xml", "/etc/gitconfig", "/etc/security/pwquality.conf", "/etc/security/limits.conf",
    "/etc/ca-certificates.conf", "/etc/host.conf", "/etc/xattr.conf", "/etc/ucf.conf",
  ];
  for (const f of etc) {
    const lines = readLines(f);
    lines.forEach((l, i) => {
      const s = l.replace(/\s+$/, "");
      if (s.trim().length < 8 || s.length > 300) return;
      if (/^\s*#\s*$/.test(s)) return;
      // keep active settings, and commented settings (examples) that look like settings
      if (/^\s*#/.test(s) && !/^\s*#\s*[\w.-]+\s*[=:]\s*\S/.test(s) && !/^\s*#\s*[A-Z][A-Za-z]+\s+\S+\s*$/.test(s)) return;
      add("config", "etc", `${f}:${i + 1}`, s);
    });
  }
  const proj = [
    ...walk(NM, { names: ["tsconfig.json", ".editorconfig", ".npmignore", ".eslintrc", ".eslintrc.json", ".prettierrc", ".nycrc", "biome.json", "jsr.json", ".travis.yml"], maxDepth: 3 }),
    ...walk(NM, { exts: [".yml", ".yaml"], maxDepth: 4, maxFiles: 400 }).filter((f) => /\.github\/workflows|\.github\/dependabot/.test(f)),
    "/root/.pyenv/.editorconfig", "/root/.pyenv/test/Dockerfile",
    ...walk("/usr/lib/google-cloud-sdk/platform/ext-runtime", { names: ["Dockerfile", "app.yaml", "runtime.yaml"], maxDepth: 5, maxFiles: 60 }),
    path.join(REPO, "tsconfig.json"), path.join(REPO, "biome.json"), path.join(REPO, "vitest.config.ts"),
  ];
  for (const f of proj) {
    const lines = readLines(f);
    const rng = mulberry32(seedFor(`config:${f}`));
    lines.forEach((l, i) => {
      const s = l.replace(/\s+$/, "");
      if (s.trim().length >= 8 && s.length <= 240 && !/^\s*[{}\[\],]*\s*$/.test(s)) add("config", "project", `${f}:${i + 1}`, s.trim());
      if (rng() < 0.25 && s.trim()) {
        const n = 3 + Math.floor(rng() * 4);
        const block = lines.slice(i, i + n);
        if (block.every((x) => x.trim())) add("config", "project", `${f}:${i + 1}-${i + n}`, block.join("\n"));
      }
    });
  }
  for (const doc of (readText(capPath("kubectl-dry-run.yaml")) ?? "").split(/^---$/m)) {
    const lines = doc.replace(/^\n/, "").split("\n");
    for (let i = 0; i < lines.length; i += 4) {
      const block = lines.slice(i, i + 5).filter((x) => x.trim());
      if (block.length >= 2) add("config", "k8s", `${capSrc("kubectl-dry-run.yaml")} (kubectl create … --dry-run=client -o yaml)`, block.join("\n"));
    }
  }
  const W = "hand-written example config (no such file on this machine)";
  [
    "- name: Publish\n  run: npm publish --provenance --access public\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}",
    "env:\n  DATABASE_URL: ${{ secrets.DATABASE_URL }}\n  AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}\n  AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
    "permissions:\n  id-token: write\n  contents: read",
    "- uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2\n- uses: actions/setup-node@39370e3970a6d050c480ffad4ff0ed4d3fdee5af # v4.1.0\n  with:\n    node-version: 20\n    registry-url: https://registry.npmjs.org",
    "# .env.example\nDATABASE_URL=postgres://app@localhost:5432/app_db\nDB_PASSWORD=\nJWT_SECRET=\nSTRIPE_SECRET_KEY=\nSENTRY_DSN=",
    "API_KEY=your-api-key-here\nAPI_BASE_URL=https://api.example.com/v1\nTOKEN_TTL=3600",
    "SMTP_HOST=smtp.example.com\nSMTP_PORT=587\nSMTP_USER=\nSMTP_PASSWORD=<set in the vault>",
    "auth:\n  auth_method: oauth2\n  token_ttl: 3600\n  refresh_token_ttl: 2592000\n  password_min_length: 12\n  password_require_symbol: true",
    "[security]\npassword_min_length = 12\nmax_login_attempts = 5\nlockout_minutes = 15\nsession_cookie_secure = true\nsession_cookie_httponly = true",
    "services:\n  db:\n    image: postgres:16-alpine\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}",
    "FROM node:20-bookworm-slim@sha256:6171c7451a50945f8ddd72f7732cc04d7a0d1f48138a426b2e64387fdeb834ed\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci --omit=dev\nUSER node\nCMD [\"node\", \"dist/server.js\"]",
    "RUN --mount=type=secret,id=npm_token,env=NPM_TOKEN npm ci",
    "server {\n    listen 443 ssl http2;\n    server_name api.example.com;\n    ssl_certificate     /etc/letsencrypt/live/api.example.com/fullchain.pem;\n    ssl_certificate_key /etc/letsencrypt/live/api.example.com/privkey.pem;\n}",
    "location /api/ {\n    proxy_pass http://127.0.0.1:8080;\n    proxy_set_header Authorization $http_authorization;\n    proxy_set_header X-Request-Id $request_id;\n}",
    "spec:\n  containers:\n    - name: api\n      image: ghcr.io/example-org/api@sha256:b1f9deb5fe3711a3278379ebbcaefbc5d70a2263135db86bd27a0dae150546c2\n      envFrom:\n        - secretRef: { name: api-secrets }",
    "valueFrom:\n  secretKeyRef:\n    name: db-creds\n    key: password",
    "spring.datasource.url=jdbc:postgresql://db:5432/app\nspring.datasource.username=app\nspring.datasource.password=${DB_PASSWORD}",
    "//registry.npmjs.org/:_authToken=${NPM_TOKEN}",
    "[tool.poetry.dependencies]\npython = \"^3.11\"\npyjwt = { version = \"^2.9\", extras = [\"crypto\"] }\nargon2-cffi = \"^23.1\"",
    "vault:\n  address: https://vault.internal.example:8200\n  auth_method: kubernetes\n  role: api\n  secret_path: kv/data/api",
  ].forEach((t) => add("config", "synthetic", W, t));
}

// -------------------------------------------------------------------- prose
function collectProse() {
  const docFiles = [
    ...["ssh.1.gz", "ssh-keygen.1.gz", "ssh-agent.1.gz", "ssh-add.1.gz", "passwd.1.gz", "passwd.1ssl.gz", "psql.1.gz", "ssh-copy-id.1.gz"].map((f) => ["/usr/share/man/man1/" + f, "roff"]),
    ["/usr/share/man/man5/login.defs.5.gz", "roff"],
    ["/usr/share/man/man5/ssh_config.5.gz", "roff"],
    ...["crypto.md", "tls.md", "https.md", "http.md", "webcrypto.md", "permissions.md", "process.md", "cli.md", "test.md", "url.md"].map((f) => ["/usr/share/doc/nodejs/api/" + f, "md"]),
    ...walk(NM, { names: ["README.md"], maxDepth: 3 }).map((f) => [f, "md"]),
    ["/root/.pyenv/README.md", "md"],
    ["/usr/share/doc/python3/python-policy.txt.gz", "txt"],
  ];
  for (const [f, kind] of docFiles) {
    const raw = readText(f, 2_000_000);
    if (!raw) continue;
    let paras;
    if (kind === "roff") {
      paras = roffText(raw).join(" ").split(/(?<=[.!?])\s+(?=[A-Z])/);
    } else {
      const noFence = raw.replace(/^```[\s\S]*?^```/gm, "");
      paras = noFence
        .split(/\n\s*\n/)
        .map((p) => p.replace(/\n/g, " ").trim())
        .filter((p) => !/^(?:[#|<>!\[-]|\* |\d+\. )/.test(p) || /^[*-] [A-Z]/.test(p));
    }
    for (const p of paras) {
      const s = p.replace(/\s+/g, " ").trim();
      if (s.length < 50 || s.length > 420) continue;
      if ((s.match(/[{}();=<>]/g) || []).length > 3) continue;
      if (!/^[A-Z`*"]/.test(s) || !/[a-z]{3,} [a-z]{3,} [a-z]{2,}/.test(s)) continue;
      add("prose", KW.test(s) ? "doc" : "doc-general", f, s);
    }
  }
  const EN = "hand-written for this corpus (English)";
  [
    "Rotate the API key every 90 days and revoke the old one once the new deploy is green.",
    "The password reset flow sends a single-use token by email; it expires after 30 minutes.",
    "We store the session token in an HttpOnly, Secure, SameSite=Lax cookie, never in localStorage.",
    "Never commit .env files. Put credentials in the secrets manager and reference them by name in the deployment.",
    "If the access token is expired, the client uses the refresh token once and then discards it (rotation with reuse detection).",
    "The CI job reads NPM_TOKEN from the repository secrets; forks don't get it, so the publish step is skipped on PRs from forks.",
    "TODO: move the signing key to KMS and drop the PEM file from the image.",
    "Passwords are hashed with argon2id (m=64MiB, t=3, p=1); we never log the raw password or the hash.",
    "Bug: the login form leaks whether an email exists because 'wrong password' and 'unknown user' return different messages.",
    "Reviewer note: the token in the fixture is a dummy, but please generate it at test time instead of checking it in.",
    "The webhook signature is an HMAC-SHA256 of the raw body with the endpoint secret; compare it in constant time.",
    "Use `gh secret set NPM_TOKEN` to add the token to the repo; the value is never printed back.",
    "Our threat model assumes a leaked read-only API key; that key can list projects but cannot create tokens.",
    "The OAuth client uses PKCE, so the mobile app ships no client secret at all.",
    "Kubernetes Secrets are only base64-encoded, not encrypted; enable encryption at rest for etcd.",
  ].forEach((t) => add("prose", "written-en", EN, t));
  const INTL = "hand-written for this corpus (";
  [
    ["German", "Der API-Schlüssel wird alle 90 Tage rotiert; der alte Schlüssel bleibt noch 24 Stunden gültig."],
    ["German", "Bitte das Passwort niemals im Klartext speichern, sondern nur den Argon2-Hash."],
    ["German", "Das Zugriffstoken läuft nach einer Stunde ab, danach holt der Client mit dem Refresh-Token ein neues."],
    ["German", "Die Zugangsdaten für die Datenbank liegen im Vault unter kv/prod/db, nicht im Repository."],
    ["French", "Le jeton de session est stocké dans un cookie HttpOnly ; il n'est jamais accessible depuis JavaScript."],
    ["French", "Pour réinitialiser votre mot de passe, cliquez sur le lien reçu par e-mail ; il expire au bout de 30 minutes."],
    ["French", "Ne jamais committer la clé d'API : utilisez la variable d'environnement API_KEY dans le pipeline."],
    ["French", "La clé privée de signature reste dans le HSM ; seule la clé publique est publiée dans le JWKS."],
    ["Spanish", "La contraseña debe tener al menos 12 caracteres y no puede coincidir con las últimas cinco."],
    ["Spanish", "Guarda el token de acceso en el gestor de secretos y rótalo cada 90 días."],
    ["Spanish", "El flujo de recuperación de contraseña envía un código de un solo uso por correo electrónico."],
    ["Spanish", "Las credenciales de AWS se obtienen del rol de la instancia; no hay claves en el código."],
    ["Chinese", "API 密钥每 90 天轮换一次，旧密钥在新版本部署成功后立即吊销。"],
    ["Chinese", "密码只保存哈希值，使用 bcrypt，成本因子为 12；日志中绝不能出现明文密码。"],
    ["Chinese", "访问令牌有效期为一小时，过期后客户端使用刷新令牌获取新的访问令牌。"],
    ["Chinese", "请不要把 .env 文件提交到仓库，凭据统一放在密钥管理服务中。"],
    ["Japanese", "API キーは 90 日ごとにローテーションし、古いキーはすぐに無効化してください。"],
    ["Japanese", "パスワードリセット用のトークンはメールで送信され、30 分で失効します。"],
    ["Japanese", "セッショントークンは HttpOnly クッキーに保存し、ローカルストレージには置きません。"],
    ["Japanese", "秘密鍵はリポジトリにコミットせず、シークレットマネージャーで管理します。"],
    ["Russian", "Ключ API меняется каждые 90 дней; старый ключ отзывается после успешного деплоя."],
    ["Russian", "Пароли хранятся только в виде хеша argon2id, исходный пароль нигде не логируется."],
    ["Russian", "Токен доступа действует один час, затем клиент получает новый по refresh-токену."],
    ["Russian", "Учётные данные базы данных лежат в Vault, в репозитории их нет."],
    ["Portuguese", "A senha do banco de dados fica no cofre de segredos; o código lê apenas a variável DB_PASSWORD."],
    ["Portuguese", "O token de atualização é rotacionado a cada uso e o anterior é invalidado."],
    ["Korean", "API 키는 90일마다 교체하고, 이전 키는 배포가 끝나면 즉시 폐기합니다."],
    ["Korean", "비밀번호 재설정 링크는 한 번만 사용할 수 있으며 30분 후에 만료됩니다."],
    ["Italian", "Il token di sessione viene salvato in un cookie HttpOnly e scade dopo 8 ore di inattività."],
    ["Dutch", "Het wachtwoord wordt nooit gelogd; we bewaren alleen de hash met een unieke salt."],
    ["Polish", "Klucz API należy przechowywać w menedżerze sekretów, a nie w pliku konfiguracyjnym."],
    ["Turkish", "Erişim belirteci bir saat sonra geçersiz olur; yenileme belirteci ile yenisi alınır."],
  ].forEach(([lang, t]) => add("prose", "written-intl", `${INTL}${lang})`, t));
}

// ---------------------------------------------------------------------- cli
function collectCli() {
  readLines("/var/log/apt/history.log").forEach((l, i) => {
    if (l.startsWith("Commandline: ")) add("cli", "apt-history", `/var/log/apt/history.log:${i + 1}`, l.slice(13));
  });
  const shellLang = /^(?:bash|sh|shell|console|zsh|sh-session|shellsession|powershell|cmd|)$/;
  const cmdStart = /^(?:\$ |> )?(?:npm|npx|yarn|pnpm|node|git|docker|kubectl|curl|wget|pip3?|python3?|pyenv|cargo|rustup|go|make|brew|apt(?:-get)?|sudo|ssh|scp|openssl|gpg|psql|pg_dump|export|cd|mkdir|echo|cat|ls|chmod|tar|deno|bun|tsc|esbuild|vite|vitest|jest|eval|gh|aws|gcloud|az|heroku|helm|terraform|rustc|rg|grep|sed|find)\b/;
  const mdFiles = [
    ...walk(NM, { names: ["README.md"], maxDepth: 3 }),
    ...walk("/usr/share/doc/nodejs/api", { exts: [".md"], maxDepth: 0 }),
    "/root/.pyenv/README.md",
    ...walk("/root/.pyenv/plugins", { names: ["README.md"], maxDepth: 2 }),
  ];
  for (const f of mdFiles) {
    const t = readText(f, 2_000_000);
    if (!t) continue;
    for (const b of mdFences(t)) {
      if (!shellLang.test(b.lang)) continue;
      for (const l of b.text.split("\n")) {
        const s = l.trim();
        if (s.length >= 8 && s.length <= 300 && cmdStart.test(s)) add("cli", "readme", `${f} (shell block)`, s);
      }
    }
  }
  const rust = "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html";
  for (const f of [...walk(path.join(rust, "book"), { exts: [".html"], maxDepth: 0 }), ...walk(path.join(rust, "cargo/commands"), { exts: [".html"], maxDepth: 0 })]) {
    const t = readText(f, 2_000_000);
    if (!t) continue;
    for (const b of htmlCodeBlocks(t)) {
      if (!/console|bash|sh|text/.test(b.lang)) continue;
      for (const l of b.text.split("\n")) if (/^\$ \S/.test(l) && l.length < 300) add("cli", "rust-docs", `${f} (console block)`, l);
    }
  }
  for (const f of ["docker-run-help.txt", "docker-help.txt"]) {
    readLines(capPath(f)).forEach((l, i) => {
      if (/^\s+(?:-\w, )?--[\w-]+/.test(l) || /^Usage:/.test(l)) add("cli", "docker-help", capSrc(f, i + 1), l.trim());
    });
  }
  for (const f of ["ssh-keygen.1.gz", "ssh.1.gz", "psql.1.gz", "ssh-copy-id.1.gz"]) {
    const raw = readText("/usr/share/man/man1/" + f);
    if (!raw) continue;
    for (const l of roffText(raw)) if (/^\$ \S/.test(l) && l.length < 200) add("cli", "man", `/usr/share/man/man1/${f}`, l);
  }
  const W = "hand-written for this corpus";
  [
    "npm install --save-dev vitest",
    "docker run -p 8080:80 nginx",
    "psql -h localhost -U app app_db",
    "ssh -i ~/.ssh/id_ed25519 deploy@host",
    "openssl rand -hex 32",
    "kubectl get secret db-creds -o yaml",
    'git commit -m "fix token refresh"',
    "kubectl create secret generic db-creds --from-env-file=.env.production --dry-run=client -o yaml | kubectl apply -f -",
    'gh secret set NPM_TOKEN --repo example-org/web < /dev/stdin',
    "aws sts get-caller-identity --profile staging",
    "export DATABASE_URL=\"postgres://app@localhost:5432/app_db\"",
    "curl -H \"Authorization: Bearer $TOKEN\" https://api.example.com/v1/me",
    "ssh-keygen -t ed25519 -C \"deploy@ci\" -f ~/.ssh/deploy_key",
    "vault kv get -field=password kv/prod/db",
    "docker login ghcr.io -u \"$GITHUB_ACTOR\" --password-stdin <<< \"$GITHUB_TOKEN\"",
    "openssl req -x509 -newkey rsa:4096 -keyout key.pem -out cert.pem -sha256 -days 365 -nodes -subj \"/CN=localhost\"",
    "git log --format='%H %an %s' -n 20",
    "python -c \"import secrets; print(secrets.token_urlsafe(32))\"",
    "pg_dump --no-owner --no-acl -Fc app_db > app_db.dump",
    "npm config set //registry.npmjs.org/:_authToken=\\${NPM_TOKEN}",
  ].forEach((t) => add("cli", "written", W, t));
}

// -------------------------------------------------------------- identifier
function collectIdentifiers() {
  const srcs = [path.join(NM, "typescript/lib/lib.dom.d.ts"), path.join(NM, "@types/node/crypto.d.ts"), path.join(NM, "@types/node/tls.d.ts"), path.join(PY, "ssl.py"), path.join(SP, "botocore/credentials.py"), path.join(SP, "pydantic_settings/main.py"), path.join(NM, "@modelcontextprotocol/sdk/dist/esm/client/auth.js")];
  for (const f of srcs) {
    const t = readText(f, 3_000_000);
    if (!t) continue;
    for (const m of new Set(t.match(/\b(?:[a-z]+(?:[A-Z][a-z0-9]+){3,}|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+){3,}|[a-z]+(?:_[a-z0-9]+){3,}|[A-Z]+(?:_[A-Z0-9]+){2,})\b/g) || [])) {
      if (m.length < 18 || m.length > 70) continue;
      add("identifier", KW.test(m) ? "long-keyword" : "long", f, m);
    }
  }
  // environment variable names mentioning secrets (names, no values)
  for (const f of [...walk(path.join(SP, "botocore"), { exts: [".py"], maxFiles: 200, maxDepth: 1 }), ...walk(path.join(NM, "@modelcontextprotocol/sdk/dist/esm"), { exts: [".js"], maxFiles: 300 }), "/usr/share/doc/nodejs/api/cli.md"]) {
    const t = readText(f, 2_000_000);
    if (!t) continue;
    for (const m of new Set(t.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:SECRET|TOKEN|KEY|PASSWORD|CREDENTIALS?)(?:_[A-Z0-9]+)*\b/g) || [])) add("identifier", "env-name", f, m);
  }
  // minified JS soup
  for (const f of walk(NM, { exts: [".min.js"], maxFiles: 60, maxDepth: 5 })) {
    const t = readText(f, 2_000_000);
    if (!t) continue;
    const rng = mulberry32(seedFor(`min:${f}`));
    const long = t.split("\n").filter((l) => l.length > 400);
    for (let k = 0; k < 6 && long.length; k++) {
      const l = long[Math.floor(rng() * long.length)];
      const at = Math.floor(rng() * (l.length - 260));
      let s = l.slice(at, at + 220);
      s = s.slice(s.search(/[;,{}]/) + 1);
      add("identifier", "minified", `${f} (slice of a minified line)`, s);
    }
  }
  // versions and semver ranges
  for (const pj of walk(NM, { names: ["package.json"], maxDepth: 2 })) {
    let j;
    try {
      j = JSON.parse(readText(pj) ?? "null");
    } catch {
      continue;
    }
    if (!j?.name || !j.version) continue;
    add("identifier", "version", `${pj} name@version`, `${j.name}@${j.version}`);
    if (j.engines?.node) add("identifier", "semver-range", `${pj} engines.node`, j.engines.node);
  }
  // timestamps from real logs
  readLines("/var/log/dpkg.log").filter((_, i) => i % 97 === 0).forEach((l) => add("identifier", "timestamp", "/var/log/dpkg.log (timestamp)", l.slice(0, 19)));
  readLines(capPath("postgresql.log")).forEach((l, i) => {
    const m = l.match(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+ UTC/);
    if (m && i % 5 === 0) add("identifier", "timestamp", capSrc("postgresql.log", i + 1), m[0]);
  });
  // IPv4/IPv6/MAC/ISBN from local text
  const addrFiles = ["/etc/hosts", "/etc/gai.conf", path.join(PY, "ipaddress.py"), path.join(PY, "uuid.py"), "/usr/share/doc/nodejs/api/net.md", "/usr/share/doc/nodejs/api/dns.md", "/usr/share/doc/nodejs/api/os.md", path.join(NM, "ipaddr.js/README.md"), path.join(NM, "ip-address/README.md")];
  for (const f of addrFiles) {
    const t = readText(f, 2_000_000);
    if (!t) continue;
    for (const m of new Set(t.match(/\b(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?\b/g) || [])) if (m.split(/[./]/).slice(0, 4).every((x) => Number(x) < 256)) add("identifier", "ipv4", f, m);
    for (const m of new Set(t.match(/(?<![\w:.])(?:[0-9a-fA-F]{0,4}:){2,7}[0-9a-fA-F]{0,4}(?:\/\d{1,3})?(?![\w:.])/g) || [])) if (m.length >= 6 && (m.includes("::") || m.split(":").length === 8) && /[a-f]/i.test(m.replace(/\/\d+$/, "") + (m.includes("::") ? "a" : ""))) add("identifier", "ipv6", f, m);
    for (const m of new Set(t.match(/\b[0-9a-fA-F]{2}(?::[0-9a-fA-F]{2}){5}\b/g) || [])) add("identifier", "mac", f, m);
  }
  for (const f of walk("/usr/share/doc", { maxDepth: 2, maxFiles: 3000 })) {
    const t = readText(f, 300_000);
    if (!t) continue;
    for (const m of t.match(/ISBN[-: ]*(?:97[89][- ]?)?\d[\d -]{8,14}[\dX]\b/g) || []) add("identifier", "isbn", f, m.trim());
  }
  const W = "hand-written (fictional numbers: 555-01xx, Ofcom drama range)";
  ["+1 (555) 010-4477", "+1-555-0134", "+44 20 7946 0958", "+44 113 496 0321", "+61 1900 654 321", "(555) 0199 ext. 42", "Call 555-0123 or +1 555 0100 for on-call escalation", "+49 30 901820 (Vermittlung)"].forEach((t) => add("identifier", "phone", W, t));
}

// -------------------------------------------------------------- run + pick
const collectors = [collectGitLog, collectLockfiles, collectDependencies, collectSource, collectTestOutput, collectCss, collectUrls, collectHashes, collectUuids, collectBase64, collectLogs, collectConfig, collectProse, collectCli, collectIdentifiers];
for (const c of collectors) c();

function selectKind(kind) {
  const list = cands.get(kind);
  const rng = mulberry32(seedFor(`select:${kind}`));
  const buckets = new Map();
  for (const c of list) {
    if (!buckets.has(c.bucket)) buckets.set(c.bucket, []);
    buckets.get(c.bucket).push(c);
  }
  // within a bucket: shuffle, then round-robin over source files so no file dominates
  const ordered = new Map();
  for (const [b, items] of [...buckets.entries()].sort()) {
    const bySrc = new Map();
    for (const it of shuffle(items, rng)) {
      const s = it.source.replace(/:\d+(?:-\d+)?$/, "").replace(/ \(.*$/, "");
      if (!bySrc.has(s)) bySrc.set(s, []);
      bySrc.get(s).push(it);
    }
    const queues = shuffle([...bySrc.values()], rng);
    const out = [];
    for (let r = 0; out.length < items.length; r++) for (const q of queues) if (q[r]) out.push(q[r]);
    ordered.set(b, out);
  }
  const w = WEIGHTS[kind] || {};
  const names = [...ordered.keys()];
  const quota = new Map(names.map((n) => [n, 0]));
  let left = Math.min(PER_KIND, list.length);
  // weighted fair allocation, capped by availability
  while (left > 0) {
    const open = names.filter((n) => quota.get(n) < ordered.get(n).length);
    if (!open.length) break;
    const tot = open.reduce((s, n) => s + (w[n] ?? 1), 0);
    let given = 0;
    for (const n of open) {
      const want = Math.max(1, Math.floor((left * (w[n] ?? 1)) / tot));
      const can = Math.min(want, ordered.get(n).length - quota.get(n), left - given);
      quota.set(n, quota.get(n) + can);
      given += can;
      if (given >= left) break;
    }
    if (!given) break;
    left -= given;
  }
  const chosen = [];
  for (const n of names) chosen.push(...ordered.get(n).slice(0, quota.get(n)));
  return shuffle(chosen, rng);
}

const tune = [];
const holdout = [];
const counts = {};
let id = 0;
for (const kind of KINDS) {
  const chosen = selectKind(kind);
  const withIds = chosen.map((c) => ({ id: `ord-${String(++id).padStart(4, "0")}`, kind, source: c.source, text: c.text }));
  const rng = mulberry32(seedFor(`split:${kind}`));
  const order = shuffle(withIds, rng);
  const nHold = Math.max(1, Math.round(order.length * HOLDOUT_SHARE));
  const h = order.slice(0, nHold).sort((a, b) => (a.id < b.id ? -1 : 1));
  const t = order.slice(nHold).sort((a, b) => (a.id < b.id ? -1 : 1));
  holdout.push(...h);
  tune.push(...t);
  counts[kind] = { candidates: cands.get(kind).length, tune: t.length, holdout: h.length };
}
const byId = (a, b) => (a.id < b.id ? -1 : 1);
tune.sort(byId);
holdout.sort(byId);
console.table(counts);
console.log(`total: tune ${tune.length}, holdout ${holdout.length}, all ${tune.length + holdout.length}`);
console.log("dropped as secret-like:", dropped);
if (!DRY) {
  const dump = (arr) => arr.map((o) => JSON.stringify(o)).join("\n") + "\n";
  fs.writeFileSync(path.join(HERE, "ordinary-tune.jsonl"), dump(tune));
  fs.writeFileSync(path.join(HERE, "ordinary-holdout.jsonl"), dump(holdout));
  console.log(`wrote ${path.join(HERE, "ordinary-tune.jsonl")} and ordinary-holdout.jsonl`);
}
