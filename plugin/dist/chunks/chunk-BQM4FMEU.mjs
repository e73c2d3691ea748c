import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  sanitizeDeep,
  sanitizeText,
  stripPrivate
} from "./chunk-UOLGFTC5.mjs";
import {
  isItemType
} from "./chunk-IPV3Y5SN.mjs";
import {
  cosine
} from "./chunk-ERQH3QKS.mjs";
import {
  lazyBuiltin
} from "./chunk-TTRUGMK2.mjs";

// src/store/content-hash.ts
var crypto = lazyBuiltin("node:crypto");
function normalizeForHash(text) {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").replace(/[\s.!?;:,]+$/u, "").trim();
}
function contentHash(key, text) {
  return crypto().createHmac("sha256", key).update(normalizeForHash(text)).digest("hex").slice(0, 32);
}
function hashableSentences(text) {
  return text.split(/(?<=[.!?。！？])\s+|\n+/u).map((s) => s.replace(/^\s*(?:[-*•]|\[turn \d+\])\s*/u, "").trim()).filter((s) => normalizeForHash(s).length >= 12);
}

// src/store/audit.ts
function writeAudit(db, e) {
  db.prepare(
    `INSERT INTO audit_log (at, at_iso, actor, action, memory_id, item_id, reason, before_hash, after_hash, before_json, after_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  ).run(
    e.ctx.now,
    new Date(e.ctx.now).toISOString(),
    e.ctx.actor,
    e.action,
    e.memoryId ?? (e.item ? `${e.item.type}:${e.item.id}` : null),
    e.item?.id ?? null,
    sanitizeText(e.reason ?? ""),
    e.beforeHash ?? (e.before && e.item?.contentHash ? e.item.contentHash : null),
    e.afterHash ?? (e.after && e.item?.contentHash ? e.item.contentHash : null),
    e.before ? JSON.stringify(sanitizeDeep(e.before)) : null,
    e.after ? JSON.stringify(sanitizeDeep(e.after)) : null
  );
}
var keys = /* @__PURE__ */ new WeakMap();
function hashKey(db) {
  let key = keys.get(db);
  if (!key) {
    key = db.prepare(`SELECT value FROM knowledge_meta WHERE name = 'hash_key'`).get().value;
    keys.set(db, key);
  }
  return key;
}
var hashText = (db, text) => contentHash(hashKey(db), text);
function hasContentTombstones(db) {
  return Boolean(
    db.prepare("SELECT 1 FROM tombstones WHERE content_hash IS NOT NULL UNION ALL SELECT 1 FROM tombstone_sentences LIMIT 1").get()
  );
}
function isContentTombstoned(db, hash) {
  return Boolean(
    db.prepare("SELECT 1 FROM tombstones WHERE content_hash = ? UNION ALL SELECT 1 FROM tombstone_sentences WHERE hash = ? LIMIT 1").get(hash, hash)
  );
}
function writeTombstone(db, t, now) {
  const id = Number(
    db.prepare(
      `INSERT INTO tombstones (created_at, memory_id, content_hash, session_id, transcript_uuid, tool_use_id, prompt_id, transcript_path, transcript_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`
    ).run(
      now,
      t.memoryId,
      t.contentHash ?? null,
      t.sessionId ?? null,
      t.transcriptUuid ?? null,
      t.toolUseId ?? null,
      t.promptId ?? null,
      t.transcriptPath ?? null,
      t.transcriptHash ?? null
    ).lastInsertRowid
  );
  if (t.text) {
    const insert = db.prepare("INSERT OR IGNORE INTO tombstone_sentences (hash, tombstone_id) VALUES (?, ?)");
    for (const s of hashableSentences(t.text)) insert.run(hashText(db, s), id);
  }
  return id;
}
function isSessionTombstoned(db, sessionId) {
  return Boolean(
    db.prepare(
      "SELECT 1 FROM tombstones WHERE session_id = ? AND transcript_uuid IS NULL AND tool_use_id IS NULL AND prompt_id IS NULL AND content_hash IS NULL LIMIT 1"
    ).get(sessionId)
  );
}
function isSourceTombstoned(db, keys2) {
  if (keys2.transcriptUuid && db.prepare("SELECT 1 FROM tombstones WHERE transcript_uuid = ? LIMIT 1").get(keys2.transcriptUuid)) return true;
  if (keys2.toolUseId && db.prepare("SELECT 1 FROM tombstones WHERE tool_use_id = ? LIMIT 1").get(keys2.toolUseId)) return true;
  if (keys2.promptId && db.prepare("SELECT 1 FROM tombstones WHERE prompt_id = ? LIMIT 1").get(keys2.promptId)) return true;
  return false;
}
function isMemoryTombstoned(db, memoryId) {
  return Boolean(db.prepare("SELECT 1 FROM tombstones WHERE memory_id = ? LIMIT 1").get(memoryId));
}
function withoutForgottenSentences(db, text) {
  const any = db.prepare("SELECT 1 FROM tombstone_sentences LIMIT 1").get();
  if (!any) return text;
  const check = db.prepare("SELECT 1 FROM tombstone_sentences WHERE hash = ?");
  let out = text;
  for (const s of hashableSentences(text)) if (check.get(hashText(db, s))) out = out.split(s).join("");
  return out.replace(/[ \t]{2,}/g, " ").replace(/\n{3,}/g, "\n\n").trim();
}
var turnMemoryId = (sessionId, promptNumber) => `turn:${sessionId}#${promptNumber}`;

// src/compress/extractive.ts
function topKInOrder(scores, k, isRedundant = () => false) {
  if (k <= 0 || scores.length === 0) return [];
  const ranked = scores.map((_s, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
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

// src/compress/sentences.ts
var DEFAULT_MAX_LEN = 300;
var DEFAULT_MAX_PIECES = 3;
var segmenters = /* @__PURE__ */ new Map();
function segmenter(locale) {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: "sentence" });
    segmenters.set(locale, s);
  }
  return s;
}
var FENCE = /^[ \t]*(```|~~~)/;
var LIST_ITEM = /^[ \t]*(?:[-*+•]|\d{1,3}[.)]|#{1,6})\s/;
var TERMINAL = /[.!?。！？:;：；]["'”’)\]]*\s*$/;
var MARKUP_PREFIX = /^(?:[-*+•>]\s+|\d{1,3}[.)]\s+|#{1,6}\s+)+/;
var ONLY_PUNCT = /^[\p{P}\p{S}\s]*$/u;
var CODE_CHARS = /[{}[\]();=<>|&$\\`]/g;
function proseRegions(text, keepCode) {
  if (keepCode) return [[0, text.length]];
  const regions = [];
  let inFence = false;
  let fenceMark = "";
  let regionStart = 0;
  let pos = 0;
  while (pos <= text.length) {
    const nl = text.indexOf("\n", pos);
    const end = nl === -1 ? text.length : nl;
    const line = text.slice(pos, end);
    const m = FENCE.exec(line);
    if (m && (!inFence || m[1] === fenceMark)) {
      if (!inFence) {
        if (pos > regionStart) regions.push([regionStart, pos]);
        inFence = true;
        fenceMark = m[1];
      } else {
        inFence = false;
        regionStart = nl === -1 ? text.length : nl + 1;
      }
    }
    if (nl === -1) break;
    pos = nl + 1;
  }
  if (!inFence && regionStart < text.length) regions.push([regionStart, text.length]);
  return regions;
}
function unwrapForSegmentation(text) {
  const chars = text.split("");
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== "\n") continue;
    const prevStart = text.lastIndexOf("\n", i - 1) + 1;
    const prev = text.slice(prevStart, i);
    const nextEnd = text.indexOf("\n", i + 1);
    const next = text.slice(i + 1, nextEnd === -1 ? text.length : nextEnd);
    if (!prev.trim() || !next.trim()) continue;
    if (TERMINAL.test(prev) || LIST_ITEM.test(next)) continue;
    if (/^\s*[a-z]/.test(next) && /[\p{L}\p{N},]\s*$/u.test(prev)) chars[i] = " ";
  }
  return chars.join("");
}
function looksLikeCode(s) {
  if (s.length < 24) return false;
  const symbols = s.match(CODE_CHARS)?.length ?? 0;
  return symbols / s.length > 0.2;
}
var WINDOW = 2e3;
function windows(text) {
  const out = [];
  let pos = 0;
  while (text.length - pos > WINDOW) {
    const slice = text.slice(pos, pos + WINDOW);
    let cut = slice.lastIndexOf("\n") + 1;
    let clean3 = true;
    if (cut < WINDOW / 2) {
      const re = /[.!?。！？]\s+/g;
      let m;
      let best = -1;
      while (m = re.exec(slice)) best = m.index + m[0].length;
      cut = best;
      if (cut < WINDOW / 2) {
        clean3 = false;
        cut = slice.lastIndexOf(" ") + 1;
        if (cut < WINDOW / 2) cut = WINDOW;
      }
    }
    out.push([pos, pos + cut, clean3]);
    pos += cut;
  }
  if (pos < text.length) out.push([pos, text.length, true]);
  return out;
}
function chunk(s, maxLen, maxPieces) {
  const out = [];
  let rest = s;
  while (rest.length > maxLen && out.length < maxPieces) {
    let cut = rest.lastIndexOf(" ", maxLen);
    if (cut < maxLen * 0.5) cut = maxLen;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest && out.length < maxPieces) out.push(rest);
  return out.filter(Boolean);
}
function clean(segment) {
  return segment.replace(/\s+/g, " ").trim().replace(MARKUP_PREFIX, "").trim();
}
function splitSentences(text, locale = "en", opts = {}) {
  if (!text) return [];
  const maxLen = opts.maxLen ?? DEFAULT_MAX_LEN;
  const maxPieces = opts.maxPiecesPerSegment ?? DEFAULT_MAX_PIECES;
  const seg = segmenter(locale);
  const limit = opts.limit ?? Infinity;
  const out = [];
  for (const [rs, re] of proseRegions(text, opts.keepCode ?? false)) {
    const region = text.slice(rs, re);
    let carried = 0;
    for (const [start, end, cleanCut] of windows(region)) {
      const original = region.slice(start, end);
      const forSeg = unwrapForSegmentation(original);
      const segs = [...seg.segment(forSeg)];
      segs.forEach((s, idx) => {
        const continues = idx === 0 && carried > 0;
        if (!continues) carried = 0;
        const budget = maxPieces - carried;
        const piece = clean(original.slice(s.index, s.index + s.segment.length));
        let emitted = 0;
        if (budget > 0 && piece && !ONLY_PUNCT.test(piece) && (opts.keepCode || !looksLikeCode(piece))) {
          const pieces = piece.length <= maxLen ? [piece] : chunk(piece, maxLen, budget);
          out.push(...pieces);
          emitted = pieces.length;
        }
        carried = idx === segs.length - 1 && !cleanCut ? carried + Math.max(emitted, 1) : 0;
      });
      if (out.length >= limit) return out.slice(0, limit);
    }
  }
  return out;
}
function collapseWhitespace(text) {
  return text.replace(/\s+/g, " ").trim();
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
    subject: "connection pooler",
    cardinality: "single",
    nouns: ["connection pooler", "pooler", "connection pool", "db pooler"],
    values: ["pgbouncer", "pgcat", "odyssey", "pgpool", "pgpool-ii", "supavisor", "rds proxy", "proxysql"]
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
  },
  {
    subject: "continuous delivery",
    cardinality: "single",
    nouns: ["continuous delivery", "cd", "gitops", "deploy tool", "deployment tool"],
    values: ["argo cd", "argocd", "flux", "fluxcd", "flux cd", "spinnaker", "octopus deploy", "harness", "codefresh"]
  },
  {
    subject: "dependency updates",
    cardinality: "single",
    nouns: ["dependency updates", "dependency bot", "update bot"],
    values: ["dependabot", "renovate", "renovatebot", "greenkeeper"]
  },
  {
    subject: "task runner",
    cardinality: "single",
    nouns: ["task runner", "build script", "scripts runner"],
    values: ["make", "makefile", "just", "justfile", "taskfile", "go-task", "npm scripts", "invoke", "nox", "tox", "rake", "mage", "doit"]
  },
  {
    subject: "pipeline orchestrator",
    cardinality: "single",
    nouns: ["orchestrator", "scheduler", "workflow orchestrator", "pipeline orchestrator", "dag runner"],
    values: ["airflow", "apache airflow", "dagster", "prefect", "luigi", "kestra", "mage ai"]
  },
  {
    subject: "data transformation",
    cardinality: "single",
    nouns: ["transformation layer", "transformations", "sql transformations"],
    values: ["dbt", "dbt-core", "dbt core", "dbt-duckdb", "sqlmesh", "dataform"]
  },
  {
    subject: "dataframe library",
    cardinality: "single",
    nouns: ["dataframe library", "dataframes", "dataframe"],
    values: ["pandas", "polars", "dask", "pyspark", "spark", "modin", "vaex", "ibis"]
  },
  {
    subject: "reverse proxy",
    cardinality: "single",
    nouns: ["reverse proxy", "ingress", "ingress controller", "load balancer", "proxy"],
    values: ["nginx", "ingress-nginx", "traefik", "caddy", "haproxy", "envoy", "kong", "contour", "istio gateway"]
  },
  {
    subject: "service mesh",
    cardinality: "single",
    nouns: ["service mesh", "mesh"],
    values: ["istio", "linkerd", "consul connect", "cilium service mesh", "kuma"]
  },
  {
    subject: "load testing",
    cardinality: "single",
    nouns: ["load testing", "load tests", "load test tool", "benchmark tool"],
    values: ["k6", "locust", "jmeter", "gatling", "artillery", "vegeta", "wrk", "hey"]
  },
  {
    subject: "container registry",
    cardinality: "single",
    nouns: ["container registry", "image registry", "registry", "docker registry"],
    values: ["docker hub", "ghcr", "ghcr.io", "ecr", "gcr", "artifact registry", "harbor", "quay", "quay.io", "artifactory", "acr"]
  },
  {
    subject: "kubernetes packaging",
    cardinality: "single",
    nouns: ["manifests", "kubernetes manifests", "k8s manifests", "packaging"],
    values: ["helm", "helm charts", "kustomize", "jsonnet", "cdk8s", "kapp", "timoni"]
  },
  {
    subject: "product analytics",
    cardinality: "single",
    nouns: ["analytics", "product analytics", "tracking"],
    values: ["posthog", "mixpanel", "amplitude", "segment", "plausible", "google analytics", "umami", "heap"]
  },
  {
    subject: "cdn",
    cardinality: "single",
    nouns: ["cdn", "edge cache"],
    values: ["cloudflare", "fastly", "cloudfront", "akamai", "bunny cdn", "bunnycdn"]
  },
  {
    subject: "component library",
    cardinality: "single",
    nouns: ["component library", "ui kit", "design system"],
    values: [
      "shadcn/ui",
      "shadcn",
      "material ui",
      "mui",
      "chakra ui",
      "chakra",
      "ant design",
      "antd",
      "radix",
      "radix ui",
      "headless ui",
      "mantine",
      "daisyui",
      "vuetify",
      "primevue",
      "quasar"
    ]
  },
  {
    subject: "data fetching",
    cardinality: "single",
    nouns: ["data fetching", "server state", "fetching library"],
    values: ["react query", "tanstack query", "swr", "rtk query", "apollo client", "urql", "relay"]
  },
  {
    subject: "form library",
    cardinality: "single",
    nouns: ["form library", "forms"],
    values: ["react-hook-form", "react hook form", "formik", "final-form", "react final form", "vee-validate", "tanstack form"]
  },
  {
    subject: "router",
    cardinality: "single",
    nouns: ["router", "routing"],
    values: ["react router", "react-router", "tanstack router", "wouter", "vue router", "vue-router"]
  },
  {
    subject: "i18n library",
    cardinality: "single",
    nouns: ["i18n", "internationalization", "translations", "localization"],
    values: ["i18next", "react-i18next", "react-intl", "formatjs", "lingui", "vue-i18n", "fluent", "gettext"]
  },
  {
    subject: "app server",
    cardinality: "multi",
    nouns: ["app server", "application server", "wsgi server", "asgi server", "server process"],
    values: [
      "gunicorn",
      "uvicorn",
      "hypercorn",
      "daphne",
      "puma",
      "unicorn",
      "passenger",
      "waitress",
      "granian",
      "tomcat",
      "jetty",
      "undertow",
      "netty"
    ]
  },
  {
    subject: "process manager",
    cardinality: "single",
    nouns: ["process manager", "supervisor"],
    values: ["pm2", "supervisord", "systemd", "forever", "nodemon", "s6", "runit"]
  },
  {
    subject: "http mocking",
    cardinality: "single",
    nouns: ["mocking", "mock server", "http mocks"],
    values: [
      "msw",
      "mock service worker",
      "nock",
      "wiremock",
      "mockito",
      "sinon",
      "responses",
      "vcr.py",
      "pytest-httpx",
      "httpmock",
      "gock"
    ]
  },
  {
    subject: "api docs",
    cardinality: "single",
    nouns: ["api docs", "api documentation", "docs generator"],
    values: ["swagger", "swagger ui", "openapi", "redoc", "scalar", "stoplight", "rapidoc"]
  },
  {
    subject: "docs site",
    cardinality: "single",
    nouns: ["docs site", "documentation site", "static site generator"],
    values: ["docusaurus", "mkdocs", "mkdocs material", "sphinx", "vitepress", "nextra", "hugo", "jekyll", "gatsby", "eleventy", "mdbook"]
  },
  {
    subject: "backups",
    cardinality: "single",
    nouns: ["backups", "backup tool"],
    values: ["restic", "borg", "borgbackup", "pgbackrest", "wal-g", "barman", "velero", "kopia"]
  },
  {
    subject: "issue tracker",
    cardinality: "single",
    nouns: ["issue tracker", "tracker", "ticketing"],
    values: ["jira", "linear", "github issues", "gitlab issues", "shortcut", "youtrack", "trello", "asana"]
  },
  {
    subject: "code host",
    cardinality: "single",
    nouns: ["code host", "git host", "forge"],
    values: ["github", "gitlab", "bitbucket", "gitea", "forgejo", "codeberg", "sourcehut"]
  },
  {
    subject: "websockets",
    cardinality: "single",
    nouns: ["websockets", "websocket library", "realtime"],
    values: ["socket.io", "ws", "uwebsockets", "pusher", "ably", "centrifugo", "phoenix channels", "action cable"]
  },
  {
    subject: "image processing",
    cardinality: "single",
    nouns: ["image processing", "image library", "thumbnails"],
    values: ["sharp", "imagemagick", "pillow", "libvips", "jimp", "graphicsmagick"]
  },
  {
    subject: "pdf generation",
    cardinality: "single",
    nouns: ["pdf generation", "pdf library", "pdfs"],
    values: ["weasyprint", "reportlab", "wkhtmltopdf", "pdfkit", "pdfmake", "gotenberg", "prince", "typst"]
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
  "make",
  "just",
  "invoke",
  "mage",
  "relay",
  "segment",
  "linear",
  "sharp",
  "spark",
  "envoy",
  "caddy",
  "flux",
  "ws",
  "swr",
  "shortcut",
  "harness",
  "hey",
  "wrk",
  "heap",
  "scalar",
  "prince",
  "fluent",
  "forever",
  "responses",
  "chakra",
  "radix",
  "quasar",
  "contour",
  "kuma",
  "tomcat",
  "jetty",
  "netty",
  "umami",
  "hugo",
  "typst",
  "flow",
  "ty",
  "helm",
  "jira",
  "trello",
  "asana",
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
var SETTING_NOUN_WORDS = [
  "timeout",
  "time out",
  "deadline",
  "limit",
  "cap",
  "quota",
  "budget",
  "threshold",
  "retries",
  "retry delay",
  "backoff",
  "delay",
  "interval",
  "ttl",
  "window",
  "lookback",
  "grace period",
  "retention",
  "pool",
  "pool size",
  "batch size",
  "buffer",
  "capacity",
  "concurrency",
  "workers",
  "replicas",
  "max connections",
  "connections"
];
var SETTING_NOUNS = [...SETTING_NOUN_WORDS].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

// src/knowledge/changes.ts
var STOP = /^(?:in|on|for|with|because|since|so|and|but|when|which|that|to|from|as|at|by|like|then|now|here|there|is|are|was|were|it|its|it's|we|we're|i|you|the|a|an|all|every|everything|too|just|also|instead|rather|not|anymore|again|back|out|entirely|completely|fully|today|yesterday|locally|everywhere|ourselves)$/;
var ARTICLE = /^(?:the|a|an|our|my|your|their|this|that|these|those|plain|old|current|existing)\s+/;
var GENERIC_TAIL = /\s+(?:charts?|box|boxes|servers?|setup|set-up|client|config|configs?|configuration|folder|files?|scripts?|exporters?|workers?|jobs?|library|lib|package|dependency|dep|service|plugin|integration|stuff|thing|one|version)$/;
function phraseAt(text) {
  const words = [];
  for (const raw of text.trimStart().split(/\s+/)) {
    const end = /[,;:!?()"“”'’]|\.(?:\s|$)|\s[-–—]\s/.test(`${raw} `);
    const word = raw.replace(/^[("“'‘`]+/, "").replace(/[.,;:!?)"”'’`]+$/, "");
    if (!word || words.length > 0 && STOP.test(word) || words.length === 0 && STOP.test(word) && !ARTICLE.test(`${word} `)) break;
    words.push(word);
    if (end || words.length >= 4) break;
  }
  let phrase = words.join(" ").replace(ARTICLE, "").replace(ARTICLE, "");
  phrase = phrase.replace(GENERIC_TAIL, "").trim();
  return phrase && /[\p{L}\p{N}]/u.test(phrase) && phrase.length <= 40 ? phrase : void 0;
}
function phraseBefore(text) {
  const words = text.trimEnd().split(/\s+/);
  const out = [];
  for (let i = words.length - 1; i >= 0 && out.length < 3; i--) {
    const w = words[i].replace(/^[("“'‘`]+/, "").replace(/[.,;:!?)"”'’`]+$/, "");
    if (!w || STOP.test(w) || /[,;:.!?]$/.test(words[i]) && out.length > 0) break;
    out.unshift(w);
    if (/^[,;:]/.test(words[i])) break;
  }
  const phrase = out.join(" ").replace(ARTICLE, "").replace(GENERIC_TAIL, "").trim();
  return phrase && /[\p{L}\p{N}]/u.test(phrase) ? phrase : void 0;
}
var FIG = String.raw`(?:\d+(?:[.,]\d+)?(?:\s*(?:%|x|ms|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|d|days?|weeks?|mb|gb|kb|mi|gi|k|m|rps|qps|workers?|replicas?|connections?|threads?))?|an? (?:hour|minute|second|day|week))`;
var fig = (re) => new RegExp(re.replaceAll("FIG", FIG), "i");
function settingChange(s) {
  const pairs = [
    [fig(String.raw`\bfrom (FIG) (?:up |down )?to (FIG)`), "oldFirst"],
    [fig(String.raw`(FIG)\s*(?:->|→|=>|⇒)\s*(FIG)`), "oldFirst"],
    [
      fig(
        String.raw`\b(?:was|were|used to be|it's been|its been|currently(?: it'?s| its| is| at)?|right now it'?s)\s+(FIG)\b[^.;]*?\b(?:to|make it|set it to|now|=)\s+(FIG)`
      ),
      "oldFirst"
    ],
    [fig(String.raw`(FIG)\s*(?:\(|,\s*)(?:was|from|up from|down from|previously|before|currently)\s+(FIG)`), "newFirst"],
    [fig(String.raw`(FIG)(?:\s+now)?,?\s+(?:instead of|rather than|not)\s+(FIG)`), "newFirst"],
    [fig(String.raw`\bto (FIG)\b[^.;]{0,40}?\b(?:currently|right now|today)\s+(?:it'?s|its|it is|is|at)?\s*(FIG)`), "newFirst"],
    [fig(String.raw`\bto (FIG)\b[^.;]{0,12}?,\s*(FIG) (?:is|was) (?:making|causing|too|way too|killing|breaking)\b`), "newFirst"],
    // "staging doesn't need 4 replicas, 2 is plenty"
    [
      fig(
        String.raw`\b(?:doesn'?t|does not|don'?t|do not) need (FIG)\b[^.;]{0,40}?[,;:]?\s*(FIG) (?:is|are|should be|will be) (?:plenty|enough|fine|sufficient|ok)\b`
      ),
      "oldFirst"
    ]
  ];
  for (const [re, order] of pairs) {
    const m = re.exec(s);
    if (!m) continue;
    const [old, now] = order === "oldFirst" ? [m[1], m[2]] : [m[2], m[1]];
    if (old.trim() === now.trim()) continue;
    return { old: old.trim(), new: now.trim(), ...settingNamed(s.slice(0, m.index)) };
  }
  const back = fig(
    String.raw`\bback (?:down |up )?to (FIG)\b[^.;]*?\b(?:the |that )?(?:drop|change|bump|cut|move|switch|increase|decrease|reduction|raise) (?:to|of) (FIG)`
  ).exec(s);
  if (back && back[1] !== back[2]) return { old: back[2].trim(), new: back[1].trim(), ...settingNamed(s.slice(0, back.index)) };
  const used = fig(String.raw`\bused to \w+\s+(FIG)`).exec(s);
  const to = fig(String.raw`\b(?:set|make|bump|raise|lower|drop|reduce|increase|change|cut|put)\b[^.;]{1,50}?\bto (FIG)`).exec(s);
  if (used && to && used[1] !== to[1])
    return { old: used[1].trim(), new: to[1].trim(), ...settingNamed(s.slice(0, to.index + to[0].length)) };
  return void 0;
}
function settingNamed(before) {
  const m = /(?:^|\b(?:set|make|bump|raise|lower|drop|reduce|increase|change|cut|put|the|our|its|db|is|are|was|were)\s+)((?:[a-z_][\w.-]*\s+){0,3}?[a-z_][\w.-]*)\s+(?:(?:in|on|for)\s+[\w./-]+\s+)?(?:back\s+)?(?:to|from|=|should be|is|are|were|was)?\s*$/.exec(
    before.trim() + " "
  );
  const name = m?.[1]?.replace(/^(?:set|make|bump|raise|lower|drop|reduce|increase|change|cut|put)\s+/, "").replace(/^(?:the|our|its)\s+/, "");
  return name && !STOP.test(name) ? { setting: name } : {};
}
var sameSlot = (a, b) => {
  const sa = slotForExactValue(a)?.subject;
  return sa !== void 0 && sa === slotForExactValue(b)?.subject;
};
function rivalIn(text, value) {
  const words = text.split(/[^\p{L}\p{N}.+#/-]+/u).filter(Boolean);
  for (let i = 0; i < words.length; i++)
    for (let n = 3; n >= 1; n--) {
      const gram = words.slice(i, i + n).join(" ");
      if (gram !== value && !value.includes(gram) && !gram.includes(value) && sameSlot(gram, value)) return gram;
    }
  return void 0;
}
var REVERT = /\b(?:back to|revert(?:ing)? to|go(?:ing)? back to|went back to|return(?:ing)? to|reinstate|re-?enable|restore|bring back|put back|switch(?:ing)? back to|back on)\s+/;
var GONE = /\b(?:is|are)\s+(?:fully\s+|completely\s+|now\s+|finally\s+|being\s+)*(?:gone|going away|dead|out|retired|deprecated|history|shut down|decommissioned|sunset)\b/;
var REMOVE = /\b(?:delete|remove|rip out|drop|get rid of|retire|decommission|kill|clean up)\s+(?:the\s+|our\s+)?(?:old\s+|remaining\s+)?/;
var ONTO = /\b(?:(?:move|moving|moved|migrat\w*|switch\w*|port\w*|cut\w* over|go|goes|everything(?: is)?)\s+(?:\w+\s+){0,4}?(?:to|on|onto|into|over to)|(?:is|are)\s+(?:all\s+)?on)\s+/;
var CHOOSES = /\b(?:use|using|go with|switch|move|from now on|going forward|from today|always|everywhere|only|let's|we'll|we will|should|must|prefer|standardi[sz]e|stick with|make it|tag|name|call)\b/;
var negatedAt = (s, index) => /\b(?:don't|do not|dont|never|not|won't|will not|can't|cant|cannot|couldn't|no need to|no reason to)\s+(?:\w+\s+)?$/.test(
  s.slice(0, index)
);
function replacementOf(s, old, message) {
  const onto = ONTO.exec(s);
  return (onto ? phraseAt(s.slice(onto.index + onto[0].length)) : void 0) ?? (old ? rivalIn(s, old) ?? rivalIn(message, old) : void 0);
}
function toolChange(s, accepted, message) {
  const off = /\b(?:move|moving|moved|migrat\w*|switch\w*|get|getting|come|coming)\s+off\s+(?:of\s+)?(.{1,40}?)\s+(?:onto|to|for|in favou?r of)\s+/.exec(
    s
  );
  if (off) {
    const old = phraseAt(off[1]);
    const now = phraseAt(s.slice(off.index + off[0].length));
    if (old && now && old !== now) return { old, new: now };
  }
  const arrow = /([\w.@/+-]+)\s*(?:->|→|=>|⇒)\s*([\w.@/+-]+)/.exec(s);
  if (arrow && arrow[1] !== arrow[2]) return { old: arrow[1], new: arrow[2] };
  const swap = /\b(?:swap|switch|ditch|trade|replace|exchange)\s+(?:out\s+)?(?:the\s+|our\s+)?(.{1,40}?)\s+(?:out\s+)?(?:for|with)\s+/.exec(
    s
  );
  if (swap && !negatedAt(s, swap.index)) {
    const old = phraseAt(swap[1]);
    const now = phraseAt(s.slice(swap.index + swap[0].length));
    if (old && now) return { old, new: now };
  }
  const instead = /(?:\s(?:instead of|rather than|in place of|over)|,\s*not)\s+/.exec(s);
  const doing = instead && /^\w+ing\s+(?:them|it|us|him|her|people|everyone|everybody)\b/.test(s.slice(instead.index + instead[0].length));
  const bare = /^(?:,\s*not|over)$/.test(instead?.[0].trim() ?? "");
  if (instead && !doing && (!bare || CHOOSES.test(s))) {
    const old = phraseAt(s.slice(instead.index + instead[0].length));
    const head = s.slice(0, instead.index).replace(/\s*\([^)]*\)\s*$/, "");
    const now = phraseBefore(head);
    if (old && now && old !== now) return { old, new: now };
  }
  const dont = /\b(?:don't|do not|dont|shouldn't|should not|stop|no more)\s+(?:use|using|hand-roll\s+\w+\s+with|putting|writing|doing)?\s*(.{1,40}?)(?:\s+here|\s+anymore)?\s*[,;:—–-]\s*(?:just\s+)?(?:use|go with|switch to|prefer)\s+/.exec(
    s
  ) ?? /\b([\w.@/-]+(?:\s+[\w.@/-]+)?)\s+is\s+(?:overkill|too heavy|a nightmare|deprecated|in maintenance mode)\b[^,;.]*[,;.]\s*(?:just\s+)?(?:use|go with|switch to)\s+/.exec(
    s
  );
  if (dont) {
    const old = phraseAt(dont[1]) ?? phraseBefore(dont[1]);
    const now = phraseAt(s.slice(dont.index + dont[0].length));
    if (old && now && old !== now) return { old, new: now };
  }
  const back = REVERT.exec(s);
  if (back && !negatedAt(s, back.index)) {
    const now = phraseAt(s.slice(back.index + back[0].length));
    if (now) {
      const from = /\bfrom\s+/.exec(s.slice(back.index + back[0].length));
      const old = (from ? phraseAt(s.slice(back.index + back[0].length + from.index + from[0].length)) : void 0) ?? /\b(?:moved|switched|migrated)\s+(?:us\s+)?to\s+([\w.@/-]+)/.exec(s)?.[1] ?? rivalIn(s, now) ?? rivalIn(message, now);
      if (old && old !== now) return { old, new: now };
    }
  }
  const backOn = /\bturn\s+(?:the\s+)?([\w.@/-]+(?:\s+[\w.@/-]+)?)\s+back\s+on\b/.exec(s);
  if (backOn) {
    const removed = REMOVE.exec(s.slice(backOn.index + backOn[0].length));
    const old = removed ? phraseAt(s.slice(backOn.index + backOn[0].length + removed.index + removed[0].length)) : rivalIn(s, backOn[1]);
    if (old) return { old, new: backOn[1] };
  }
  const offOf = /\b(?:is|are|we're|we are|everything(?: is)?|everyone(?: is)?)\s+(?:now\s+|all\s+|fully\s+|finally\s+|completely\s+|officially\s+)*off\s+(?:of\s+)?/.exec(
    s
  );
  if (offOf && !negatedAt(s, offOf.index)) {
    const old = phraseAt(s.slice(offOf.index + offOf[0].length));
    const now = replacementOf(s, old, message);
    if (old && now && old !== now) return { old, new: now };
    if (old && !now && (slotForExactValue(old) || accepted)) return { old };
  }
  const gone = GONE.exec(s) ?? /\b(?:the\s+)?[\w.@/-]+(?:\s+[\w.@/-]+)?\s+(?:can|will|should)\s+go\b|\bfiles\s+go\b/.exec(s);
  const removal = REMOVE.exec(s);
  if (gone || removal) {
    const old = gone ? phraseBefore(s.slice(0, gone.index).replace(/\s+(?:can|will|should)$/, "")) ?? phraseBefore(
      s.slice(0, gone.index + gone[0].length).replace(/\s+(?:can|will|should)\s+go$|\s+files\s+go$|\s+\S+\s+files\s+go$/, "")
    ) : phraseAt(s.slice(removal.index + removal[0].length));
    const now = replacementOf(s, old, message);
    if (old && now && old !== now && !/^(?:it|them|this|that)$/.test(old)) return { old, new: now };
    if (old && !now && (gone ? slotForExactValue(old) || accepted : /\bold\s+$/.test(removal[0]))) return { old };
  }
  const dropped = /\b(?:no more|no longer|(?:quit|stop) (?=\w+ing\b)|(?:scratch|ignore|forget|drop|ditch|scrap|retire|kill|lift|relax) (?=my earlier|what i said|the [^,;.]{2,40}? (?:rule|convention|policy|requirement|ban)\b|about\b))\s*(?:my earlier (?:instruction|rule|request|note) (?:about|on)\s+|what i said about\s+|about\s+|the\s+)?(.{2,40}?)(?:\s+(?:rule|convention|policy|requirement|ban)\b|[,;.]|\s+(?:we're|we are|from now|going forward|now|anymore)\b|$)/.exec(
    s
  ) ?? /\bwe used to (.{2,40}?),\s*(?:now|but now|from now on|these days)\b/.exec(s) ?? // "we don't squash-merge anymore", "the two-approvals rule doesn't apply anymore"
  /\b(?:we|you)\s+(?:don'?t|do not|won'?t)\s+(.{2,40}?)\s+(?:anymore|any more|any longer)\b/.exec(s) ?? /\b(?:the\s+)?(.{2,40}?)\s+(?:rule|convention|policy|requirement)\s+(?:is|are)\s+(?:gone|dead|over|lifted|dropped|retired|no longer)\b/.exec(
    s
  );
  if (dropped && !negatedAt(s, dropped.index)) {
    const old = dropped[1].replace(ARTICLE, "").trim();
    if (old && !/^(?:it|that|this|them)$/.test(old)) return { old, givenUp: true };
  }
  const move = /\b(?:move|moving|migrate|migrating|switch|switching|rewrite|rewriting|port|porting)\s+(?:\w+\s+){0,4}?(?:over\s+)?(?:to|in|onto|into)\s+/.exec(
    s
  );
  if (move && !negatedAt(s, move.index)) {
    const now = phraseAt(s.slice(move.index + move[0].length));
    const old = now ? rivalIn(s, now) : void 0;
    if (now && old) return { old, new: now };
  }
  return void 0;
}
var ACCEPTS = /\b(?:do (?:what|as) (?:she|he|they|the review(?:er)?) (?:says?|said|suggests?|asks?)|(?:apply|address|follow|take|make|implement|do) (?:that|it|this|the (?:suggestion|comment|change|review|feedback))(?: everywhere)?|agreed|agree|sounds good|fair (?:point|enough)|good (?:call|point|catch)|fix (?:that|it|this)|go with (?:that|it)|go ahead|makes sense|(?:swap|change|update) it|let's do (?:it|that)|please do|they're right|(?:she|he)'s right|you heard (?:her|him|them))\b/;
function changeIn(sentence, accepted = false, message = "") {
  const s = sentence.toLowerCase().replace(/^\s*>\s*/gm, "").replace(/[`*]/g, " ").replace(/\s+/g, " ").trim();
  if (!s) return void 0;
  return settingChange(s) ?? toolChange(s, accepted, message.toLowerCase());
}

// src/knowledge/extract.ts
var DEFAULT_MAX_CANDIDATES = 12;
var MIN_WORDS = 3;
var MAX_WORDS = 70;
var INTERROGATIVE_START = /^(?:should|shall|can|could|would|will|do|does|did|is|are|was|were|what|why|how|which|who|where|any idea|have you|has anyone)\b(?!\s*:)/;
var HEDGE = /\b(?:maybe|perhaps|possibly|probably|presumably|might|i think|i believe|i guess|i suspect|i assume|not sure|unsure|it seems|seems like|seems to|appears to be|could be|may be|likely|hypothetically|in theory|what if|whether|wondering|i wonder|thinking about|considering|consider (?:using|switching|moving)|an option|one option|alternatively|do you want|would you like|shall we|should we|could we|can we|let me know|i'd suggest|i suggest|i recommend|i'd recommend|you could|you might|we could|we might|if you want|if you'd like|worth (?:trying|considering|a try)|tbd|to be decided|undecided|haven't decided|not decided|still deciding|open question|proposal|propose|proposed)\b/;
var TEMPORARY = /\b(?:for now|for the time being|for the moment|right now|temporar(?:y|ily)|just (?:for|to) (?:this|today|test|try|see|check)|as a (?:stopgap|quick hack|hack|test)|for this (?:test|experiment|spike|demo|one)|quick experiment|until (?:we|i|it|the)\b)/;
var PASTED = /^[ \t]*>|["“'‘][^"”'’\n]{8,}["”'’]/m;
var CONDITIONAL = /\b(?:would|could|if|otherwise|unless|in case)\b/;
var REPORTED = /\b(?:says|said|saying|claims|claimed|according to|(?:the )?(?:docs|documentation|readme|error|error message|message|log|output|warning|blog|article|tutorial|ticket|issue|changelog)(?: \w+)? (?:says|said|shows|showed|suggests|suggested|recommends|recommended|mentions|mentioned|reads|wants)|stack ?overflow|he wants|she wants|they want|they said|you said|you mentioned|you asked|you wanted|as requested|per your)\b/;
var LOG_LINE = /^\s*(?:\$ |> |at [\w.<>$]+ \(|\[\d|\d{4}-\d\d-\d\d[ T]\d|(?:error|warn|info|debug|fatal|trace)[:\]]|npm err|traceback|file ".*", line|\s*\d+ \|)/i;
var CODE_SYMBOLS = /[{}[\]();=<>|&$\\]/g;
function wordCount(s) {
  return s.split(/\s+/).filter(Boolean).length;
}
function looksLikeCode2(s) {
  const prose = s.replace(/`[^`]*`/g, "");
  const symbols = prose.match(CODE_SYMBOLS)?.length ?? 0;
  if (symbols / Math.max(1, s.length) > 0.08) return true;
  return /=>|\)\s*;\s*$|^\s*(?:import|export|const|let|var|function|def|class|return|if \(|for \(|#include|SELECT|INSERT|UPDATE) /.test(
    prose
  );
}
function rejectSentence(s) {
  const words = wordCount(s);
  if (words < MIN_WORDS || words > MAX_WORDS) return true;
  if (s.includes("?")) return true;
  if (/\[private\]|\[REDACTED/.test(s)) return true;
  if (LOG_LINE.test(s) || looksLikeCode2(s)) return true;
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
function phraseAt2(scan, from, maxWords = 4, stop = PHRASE_STOP) {
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
  const p = phraseAt2(scan, from + m[0].length, 4);
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
  const p = phraseAt2(scan, from + m[0].length, 3);
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
    const value = phraseAt2(scan, pos + and[0].length, 3);
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
var QUANTITY = String.raw`\d+(?:[.,]\d+)?(?:\s*|-)(?:ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|days?|weeks?|%|percent|[kmgt]i?b|x)?(?![\p{L}\p{N}])`;
var SET_TO = new RegExp(
  String.raw`\b(?:make it|give it|set it to|bump it(?: up)? to|raise it to|lower it to|drop it to|increase it to|reduce it to|change it to|take it (?:up |down )?to|up it to|make that|set that to)\s+(${QUANTITY})`,
  "u"
);
var QUANTITY_OF = new RegExp(String.raw`(?:^|[^\p{L}\p{N}.])(${QUANTITY})[ -]+((?:[a-z]+[ -]){0,2}?(${SETTING_NOUNS}))\b`, "u");
var QUANTITY_TOO = new RegExp(
  String.raw`(?:^|[^\p{L}\p{N}.])(${QUANTITY})\s+(?:is|was|are|were)\s+(?:way |far |much |a bit |too )*(?:too|not enough)\b`,
  "u"
);
var NOUN_OF_SETTING = new RegExp(String.raw`\b((?:[a-z]+ ){0,2}(?:${SETTING_NOUNS}))\b`);
function settingChange2(message, sentence) {
  const set = SET_TO.exec(sentence);
  if (!set) return void 0;
  const text = scanText(message.slice(0, Math.max(0, message.toLowerCase().indexOf(set[0])) || message.length));
  const named = QUANTITY_OF.exec(text);
  const old = named?.[1] ?? QUANTITY_TOO.exec(text)?.[1];
  const noun = named?.[2] ?? NOUN_OF_SETTING.exec(text)?.[1];
  if (!old || !noun) return void 0;
  const words = noun.replace(/-/g, " ").split(/\s+/).filter((w) => w && !PHRASE_STOP.has(w) && !LEADING_ARTICLES.has(w));
  const role = `setting ${normalizePhrase(words.join(" "))}`;
  return {
    kind: "decision",
    value: set[1],
    replaces: old,
    role,
    polarity: "positive",
    signals: ["replacement"],
    rest: 0,
    strong: true
  };
}
var ON_NOW = /\b(?:we(?:'re| are)|everything(?:'s| is)|it(?:'s| is)|all)\s+(?:(now|back|all)\s+)?(?:on|using|running on|back on)\s+([\p{L}\p{N}@][\p{L}\p{N}@._+/-]*(?: [\p{L}\p{N}@][\p{L}\p{N}@._+/-]*)?)(\s+now)?\b/u;
var NOT_A_STATE = new Set(
  "it this that track schedule time call board hold break leave vacation top fire page holiday way same course target".split(" ")
);
function matchDecision(scan, speaker) {
  const decided = DECIDED.test(scan);
  const signals = decided ? ["decided"] : [];
  if (/\b(?:from now on|going forward|moving forward|henceforth|from here on)\b/.test(scan)) signals.push("standing");
  const onNow = ON_NOW.exec(scan);
  if (onNow && (onNow[1] || onNow[3] || /\bback on\b/.test(onNow[0])) && !precededByWeak(scan, onNow.index)) {
    const value = phraseAt2(scan, onNow.index + onNow[0].length - (onNow[3]?.length ?? 0) - onNow[2].length, 2);
    if (value && !NOT_A_STATE.has(value.text.split(" ")[0]))
      return {
        kind: "decision",
        value: value.text,
        polarity: "positive",
        signals: [...signals, "replacement"],
        rest: value.end,
        strong: /\bback\b/.test(onNow[0]) || slotForValue(value.text) !== void 0
      };
  }
  for (const m of scan.matchAll(SWITCH_FROM)) {
    if (precededByWeak(scan, m.index) && !decided) continue;
    const from = phraseAt2(scan, m.index + m[0].length, 4);
    if (!from) continue;
    const to = /^\s*(?:to|over to|onto|into|to using)\s+/.exec(scan.slice(from.end));
    if (!to) continue;
    const value = phraseAt2(scan, from.end + to[0].length, 4);
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
    const old = phraseAt2(scan, m.index + m[0].length, 4);
    if (!old) continue;
    const w = /^\s*(?:with|by)\s+/.exec(scan.slice(old.end));
    if (!w) continue;
    const value = phraseAt2(scan, old.end + w[0].length, 4);
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
    const value = phraseAt2(scan, m.index + m[0].length);
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
    const value = phraseAt2(scan, m.index + m[0].length);
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
    const value = phraseAt2(scan, start);
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
    const old = phraseAt2(scan, m.index + m[0].length, 3);
    if (!old) continue;
    const favour = /^\s*(?:,\s*)?(?:in favou?r of|for|and use|and switch to|and move to)\s+/.exec(scan.slice(old.end));
    const isNoLonger = /^(?:no longer|stop)/.test(m[0]);
    if (favour) {
      const value = phraseAt2(scan, old.end + favour[0].length, 4);
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
    const what = phraseAt2(scan, put[0].length, 3);
    const where = what ? /^\s*(?:in|into|on)\s+/.exec(scan.slice(what.end)) : null;
    const value = what && where ? phraseAt2(scan, what.end + where[0].length, 2) : void 0;
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
    const value = like ? phraseAt2(scan, like.index + like[0].length, 3) : void 0;
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
        const value = phraseAt2(scan, after + useM[0].length);
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
var STANDING_WE = /\b(?:from now on|going forward|moving forward|from here on(?: out)?|henceforth|from today)\b[,:]?\s+(?:we|everyone|everybody|all of us)\s+(?!might|may|could|should|would|can|will see|are going to see|(?:will |'ll )?(?:use|go with|switch|move|migrate|adopt|pick|stick with|standardi))(?:always\s+|only\s+)?[a-z]/;
var STANDING_ALL = /\b(?:every|all|each)\s+(?:new\s+)?[a-z][\w-]*(?:\s[a-z][\w-]*)?\s+(?:gets?|has|have|is|are|goes|go|uses?|starts? with|ends? with)\b/;
function matchConvention(scan) {
  const negative = /\b(?:never|don't|do not|no)\b/.test(scan);
  const polarity = negative ? "negative" : "positive";
  const location = LOCATION_RULE.exec(scan);
  if (location && !precededByWeak(scan, location.index)) {
    const where = phraseAt2(scan, location.index + location[0].length, 3, LOCATION_STOP);
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
    if (!m || precededByWeak(scan, m.index)) continue;
    const through = re === SINGLE_PLACE ? /\b(?:goes|go|must go|has to go|should go) through\s+/.exec(scan) : null;
    const value = through ? phraseAt2(scan, through.index + through[0].length, 2) : void 0;
    const gone = value ? GONE_ANYWHERE.exec(scan) : null;
    const replaces = gone ? normalizePhrase(gone[1].replace(/^(?:(?:and|or|but|so|also|the|our|my)\s+)+/, "")).split(" ").slice(-3).join(" ") : void 0;
    return {
      kind: "convention",
      polarity,
      value: value?.text,
      replaces: replaces || void 0,
      signals: replaces ? ["standing", "replacement"] : ["standing"],
      rest: re === ANNOUNCED_RULE ? m.index + m[0].length : m.index
    };
  }
  if (STANDING.test(scan)) {
    const m = STANDING_ALL.exec(scan);
    if (m) return { kind: "convention", polarity, signals: ["standing"], rest: m.index };
    const we = STANDING_WE.exec(scan);
    if (we) return { kind: "convention", polarity, signals: ["standing"], rest: we.index + we[0].length - 1 };
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
    const value = phraseAt2(scan, after + object[0].length, 3);
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
    const value = use ? phraseAt2(scan, rest + use[0].length, 3) : void 0;
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
var GONE_ANYWHERE = /([\p{L}\p{N}@][\p{L}\p{N}@._/-]*(?: [\p{L}\p{N}@][\p{L}\p{N}@._/-]*){0,2})\s+(?:is|are|was|were) (?:now )?(?:gone|removed|dropped|dead|retired|deleted)\b/u;
var GONE2 = /^(?:(?:and|also|so),?\s+)?([\p{L}\p{N}@][^;:]{0,80}?)\s+(?:is|are) (?:now )?(?:gone|removed|dropped|uninstalled)\b/u;
function retired(scan) {
  const m = GONE2.exec(scan);
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
    const rule = matchStandingRule(scan);
    if (rule) return [rule];
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
var FORGET_EARLIER = /\b(?:forget|scrap|drop|ignore|disregard|never ?mind)\s+(?:what i (?:said|told you|wrote|asked) (?:about|regarding|on|for)\s+|my (?:earlier |previous |old )?(?:rule|note|point|comment|ask)s? (?:about|on|for)\s+|the (?:old |earlier |previous )?)([\p{L}\p{N}][\p{L}\p{N} ._/-]{1,40}?)(?:\s+(?:rule|thing|bit|policy|convention|idea|plan|part))?(?=\s*(?:[.;:,!—–-]|\bfrom now on\b|\bgoing forward\b|\band\b|\bnow\b|$))/u;
var STANDING_OPEN = /^(?:(?:ok(?:ay)?|so|and|also|please|alright)[,]?\s+)*(?:from now on|from today(?: on(?:wards?)?)?|starting (?:today|now)|as of today|going forward|moving forward|henceforth|from here on(?: out)?)\b[,:;—-]?\s*/;
var STANDING_CLOSE = /[,;]?\s*(?:from now on|from today on(?:wards?)?|going forward|from here on(?: out)?)\s*[.!]?$/;
var THING_RULE = /^(?:(?:every|each|all|any)\s+)?(?:new\s+)?([a-z][\w-]*(?:\s[a-z][\w-]*)?)\s+(?:must|should|shall|needs? to|has to|have to|needs? an?|needs?|gets?|go(?:es)? through|are to|is to|may never|must never|never)\b/;
var DOING_RULE = /^(?:please\s+)?(?:we\s+(?:always\s+|only\s+|never\s+)?[a-z]+|(?:always|never|only)\s+[a-z]+|no\s+\S+|don't\s+[a-z]+|do not\s+[a-z]+|(?:use|run|write|add|keep|make|put|ask|check|format|commit|name|avoid|include|prefix|test|lint|document|open|create|squash|rebase|merge|deploy|tag|push|release|review|split|log)\b)/;
function matchStandingRule(scan) {
  const open = STANDING_OPEN.exec(scan);
  const close = open ? null : STANDING_CLOSE.exec(scan);
  if (!open && !close) return void 0;
  const rest = open ? scan.slice(open[0].length) : scan.slice(0, close.index);
  const at = open ? open[0].length : 0;
  const polarity = /\b(?:never|no|don't|do not|not)\b/.test(rest) ? "negative" : "positive";
  const thing = THING_RULE.exec(rest);
  if (thing && !/^(?:we|i|you|it|this|that|they)$/.test(thing[1]))
    return { kind: "convention", role: thing[1], polarity, signals: ["standing"], rest: at };
  if (DOING_RULE.test(rest)) {
    const value = /^(?:please\s+)?(?:use|go with|stick with|switch to)\s+([\w@./+-]+)/.exec(rest)?.[1];
    return {
      kind: "preference",
      ...value && slotForValue(value) ? { value } : {},
      polarity,
      signals: polarity === "negative" ? ["standing", "negated"] : ["standing"],
      rest: at
    };
  }
  return void 0;
}
var FINDING_CONNECTIVE = /^(?:so|that|this|which|it|they|the fix|fixed|fixing|to fix|because|since|hence|therefore|as a result|that's why|now it|after|once)\b/i;
function continuesFinding(first, next) {
  if (FINDING_CONNECTIVE.test(next.trim())) return true;
  const words = (t) => new Set(
    t.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter((w) => w.length >= 4 && !STOP_CONTENT.has(w)).map((w) => w.replace(/(?:ing|ed|es|s)$/, ""))
  );
  const a = words(first);
  for (const w of words(next)) if (a.has(w)) return true;
  return false;
}
var ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|resp|fig|et al)\.["')\]]?$/i;
function sentencesOf(text, locale) {
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
  const candidateOf = (m, text, subject, msg, sentenceIndex) => ({
    kind: m.kind,
    text,
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
  });
  for (const msg of messagesOf(turn)) {
    ctx.speaker = msg.part === "prompt" ? "user" : "assistant";
    let previous;
    let retracted;
    let givenUp;
    const accepted = ctx.speaker === "user" && PASTED.test(msg.text) && ACCEPTS.test(msg.text.toLowerCase());
    const sentences = sentencesOf(accepted ? msg.text.replace(/^[ \t]*>[ \t]?/gm, "") : msg.text, locale);
    sentences.forEach((sentence, sentenceIndex) => {
      if (out.length >= max) return;
      const scan = scanText(sentence);
      const forget = ctx.speaker === "user" ? FORGET_EARLIER.exec(scan) : null;
      if (forget) retracted = normalizePhrase(forget[1]);
      const rejected = rejectSentence(sentence);
      if (rejected && !accepted) return;
      const stated = accepted || !sentence.includes("?") && !INTERROGATIVE_START.test(scan.trim()) && !HEDGE.test(scan) && !TEMPORARY.test(scan) && !REPORTED.test(scan) && !CONDITIONAL.test(scan);
      const change = ctx.speaker === "user" && stated && !forget ? changeIn(accepted ? sentence : scan, accepted, msg.text) : void 0;
      const changed = rejected ? void 0 : ctx.speaker === "user" ? settingChange2(msg.text, sentence) : void 0;
      const matches = rejected ? [] : changed ? [changed] : matchSentence(scan, sentence, ctx);
      if (change) {
        const rules = matches.filter((m) => m.kind !== "discovery");
        for (const m of rules) {
          if (m.replaces || m.contrast) continue;
          m.replaces = change.old;
          m.value ??= change.new;
          m.signals = [...m.signals, "replacement"];
        }
        const last = previous?.candidate;
        if (!rules.length && !change.new) {
          if (last && last.kind !== "discovery" && !last.replaces && !last.contrast) {
            last.replaces = canonicalValue(change.old);
            last.signals = [.../* @__PURE__ */ new Set([...last.signals, "replacement"])];
          } else if (retracted === void 0) {
            retracted = normalizePhrase(change.old);
            if (change.givenUp) givenUp = { sentence, sentenceIndex, old: retracted };
          }
        }
        if (!rules.length && change.new)
          matches.push({
            kind: "decision",
            value: change.new,
            replaces: change.old,
            ...change.setting ? { role: `setting ${change.setting}` } : {},
            polarity: "positive",
            signals: ["replacement"],
            rest: 0
          });
      }
      for (const m of matches) {
        if (retracted && m.kind !== "discovery" && !m.replaces) {
          m.replaces = retracted;
          m.signals = [...m.signals, "replacement", "retracted"];
          retracted = void 0;
        }
        if (out.length >= max) return;
        if (m.kind === "decision" && msg.part === "prompt") ctx.decided = true;
        if (m.kind === "discovery" && previous?.candidate.kind === "discovery" && previous.sentenceIndex === sentenceIndex - 1 && previous.candidate.provenance.sentenceIndices.length < 3 && continuesFinding(previous.candidate.text, sentence)) {
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
        const before = m === changed && m.replaces && !scan.includes(m.replaces) ? sentences.slice(0, sentenceIndex).reverse().find((x) => scanText(x).includes(m.replaces)) : void 0;
        const candidate = candidateOf(m, before ? `${before} ${sentence}` : sentence, subject, msg, sentenceIndex);
        out.push(candidate);
        if (candidate.kind === "decision" && msg.part === "prompt") ctx.decidedSubject ??= candidate.subject;
        previous = { candidate, sentenceIndex };
      }
    });
    if (givenUp && retracted === givenUp.old && out.length < max) {
      const m = { kind: "convention", replaces: givenUp.old, polarity: "negative", signals: ["replacement", "retracted"], rest: 0 };
      out.push(candidateOf(m, givenUp.sentence, subjectFor(m, scanText(givenUp.sentence)), msg, givenUp.sentenceIndex));
    }
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
var looseStem = (w) => w.replace(/(?:ing|ed|es|s)$/, "");
function namesLoosely(text, phrase) {
  const have = new Set(
    tokenize(text).flatMap((t) => t.split(/[-/]/)).map(looseStem)
  );
  const want = tokenize(phrase).flatMap((t) => t.split(/[-/]/)).map(looseStem).filter((w) => w.length > 1);
  return want.length > 0 && want.every((w) => have.has(w));
}
function retires(change, stated) {
  if (!REPLACEABLE_KINDS.has(change.kind) || !REPLACEABLE_KINDS.has(stated.kind) || stated.polarity !== "positive") return false;
  let words;
  const named = (v) => sameValue(stated.value, v) || (words ??= ` ${normalizedText(stated.text)} `).includes(` ${normalizedText(v)} `);
  if (sameValue(stated.value, change.replaces)) return true;
  if (!stated.value && stated.subject === change.subject && named(change.replaces)) return true;
  if (change.retracted && stated.kind !== "decision" && namesLoosely(stated.text, change.replaces)) return true;
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
    const change = { kind: candidate.kind, subject, value, replaces, retracted: candidate.signals?.includes("retracted") };
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

// src/knowledge/contradiction.ts
var RULE_KINDS = /* @__PURE__ */ new Set(["decision", "preference", "convention"]);
function statedFacets(text) {
  const found = extractCandidates({ prompt: text }, { maxCandidates: 4 });
  const best = found.find((c) => c.value) ?? found[0];
  if (best?.value) {
    return {
      subject: best.subject,
      value: best.value,
      ...best.replaces ? { replaces: best.replaces } : {},
      ...best.contrast ? { contrast: best.contrast } : {},
      polarity: best.polarity
    };
  }
  const named = namedTools(text);
  const kept = named.find((n) => !n.ruledOut);
  if (kept) {
    const out = named.find((n) => n.ruledOut && n.subject === kept.subject);
    return { subject: kept.subject, value: kept.value, ...out ? { replaces: out.value } : {}, polarity: "positive" };
  }
  return best ? { subject: best.subject, polarity: best.polarity } : null;
}
var RULED_OUT_BEFORE = /\b(?:never|not|no|don't|do not|avoid|instead of|rather than|without|stop using|no longer)\s+(?:\w+\s+)?$/;
function namedTools(text) {
  const lower = text.toLowerCase();
  const out = [];
  for (const m of lower.matchAll(/[\p{L}\p{N}][\p{L}\p{N}.+_/-]*/gu)) {
    const word = m[0].replace(/[.]+$/, "");
    const slot = isEverydayWord(word) ? void 0 : slotForExactValue(word);
    if (!slot || out.some((o) => o.value === canonicalValue(word))) continue;
    out.push({
      value: canonicalValue(word),
      subject: slot.subject,
      ruledOut: RULED_OUT_BEFORE.test(lower.slice(Math.max(0, m.index - 30), m.index))
    });
  }
  return out;
}
var known = (s) => ({
  id: s.id,
  kind: s.kind,
  subject: s.subject,
  text: s.text,
  value: s.value,
  replaces: s.replaces,
  contrast: s.contrast,
  polarity: s.polarity
});
function contradicted(item, current) {
  if (!RULE_KINDS.has(item.kind)) return [];
  const rules = current.filter((c) => c.id !== item.id && RULE_KINDS.has(c.kind));
  const out = /* @__PURE__ */ new Set();
  for (const c of rules) if (otherValueOfOneChoice(item, c) || quantityRivals(item.text, c.text)) out.add(c.id);
  const r = resolve(
    {
      kind: item.kind,
      subject: item.subject,
      text: item.text,
      value: item.value ?? void 0,
      replaces: item.replaces ?? void 0,
      contrast: item.contrast ?? void 0,
      polarity: item.polarity
    },
    rules.map(known)
  );
  if (r.outcome === "conflict" || r.outcome === "supersedes") for (const id of r.targetIds) out.add(Number(id));
  return [...out];
}
function otherValueOfOneChoice(a, b) {
  const va = a.value ? canonicalValue(a.value) : void 0;
  const vb = b.value ? canonicalValue(b.value) : void 0;
  if (!va || !vb || va === vb) return false;
  const slot = slotForValue(va);
  if (slot?.cardinality !== "single" || slotForValue(vb)?.subject !== slot.subject) return false;
  return (a.subject === b.subject || a.subject === slot.subject || b.subject === slot.subject) && (a.polarity ?? "positive") === (b.polarity ?? "positive");
}
var NUMBER = /(?<![\w.])\d+(?:\.\d+)?(?![\w.]*\d)/g;
var MAX_RULE_WORDS = 25;
var NOT_COUNTED = new Set("about for in on at of to with by from and or the a an is are was were than as per if when".split(" "));
var SETTING_BEFORE = new RegExp(`\\b(?:${SETTING_NOUNS})\\s*(?:[:=]|is|of|to|at)?\\s*$`, "i");
function quantities(text) {
  const numbers = /* @__PURE__ */ new Set();
  const counted = /* @__PURE__ */ new Set();
  for (const m of text.matchAll(NUMBER)) {
    const end = m.index + m[0].length;
    const after = /^\s*([\p{L}%]+)/u.exec(text.slice(end))?.[1]?.toLowerCase();
    const setting = SETTING_BEFORE.exec(text.slice(Math.max(0, m.index - 30), m.index))?.[0];
    const what = after && !NOT_COUNTED.has(after) ? after.replace(/s$/, "") : setting ? setting.trim().toLowerCase() : void 0;
    if (!what) continue;
    numbers.add(m[0]);
    counted.add(what);
  }
  const words = new Set(tokenize(text.replace(NUMBER, " ")).filter((w) => !/\d/.test(w)));
  return { words, numbers, counted };
}
function quantityRivals(a, b) {
  const qa = quantities(a);
  const qb = quantities(b);
  if (!qa.numbers.size || !qb.numbers.size) return false;
  if ([...qa.numbers].some((n) => qb.numbers.has(n))) return false;
  if (qa.words.size > MAX_RULE_WORDS || qb.words.size > MAX_RULE_WORDS) return false;
  if (![...qa.counted].some((w) => qb.counted.has(w))) return false;
  let shared = 0;
  for (const w of qa.words) if (qb.words.has(w)) shared++;
  return shared >= 2 && shared / Math.min(qa.words.size, qb.words.size) >= 0.6;
}

// src/store/knowledge.ts
var itemId = (row) => `${row.type}:${row.id}`;
var QUOTE_CHARS = 300;
var RESOLVE_POOL = 500;
var iso = (ms) => new Date(ms).toISOString();
var ITEM_COLUMNS = `id, type, text, reason, subject_key AS subjectKey, content_hash AS contentHash, origin, source, trust, status,
  superseded_by AS supersededBy, session_id AS sessionId, prompt_number AS promptNumber, valid_from AS validFrom, valid_to AS validTo,
  recorded_at AS recordedAt, retracted_at AS retractedAt, value, replaces, contrast, polarity`;
function getItem(db, id) {
  return db.prepare(`SELECT ${ITEM_COLUMNS} FROM memory_items WHERE id = ?`).get(id) ?? null;
}
function findItem(db, kind, ref) {
  if (!isItemType(kind) || !/^\d+$/.test(ref)) return null;
  const direct = getItem(db, Number(ref));
  if (direct && direct.type === kind) return direct;
  const alias = db.prepare("SELECT item_id FROM memory_item_aliases WHERE kind = ? AND ref = ?").get(kind, ref);
  return alias ? getItem(db, alias.item_id) : null;
}
var searchableText = (type, text, subject) => type === "code_area" ? `${subject}: ${text}` : text;
var stateOf = (r) => ({
  trust: r.trust,
  status: r.status,
  supersededBy: r.supersededBy,
  validTo: r.validTo,
  retractedAt: r.retractedAt
});
function clean2(input) {
  return {
    ...input,
    text: sanitizeText(input.text).trim(),
    reason: sanitizeText(input.reason ?? "").trim(),
    subjectKey: sanitizeText(input.subjectKey ?? "").trim(),
    receipts: (input.receipts ?? []).map((r) => ({
      ...r,
      quote: r.quote ? sanitizeText(r.quote).replace(/\s+/g, " ").slice(0, QUOTE_CHARS) : ""
    }))
  };
}
function createItemWithin(db, raw, ctx) {
  return saveStated(db, withStatedFacets(clean2(raw)), ctx);
}
function createItem(db, raw, ctx) {
  return db.transaction(() => saveStated(db, withStatedFacets(clean2(raw)), ctx)).immediate();
}
function saveStated(db, input, ctx) {
  const created = insertOrCorroborate(db, input, ctx);
  if (created.outcome === "created") recordContradictionsWithin(db, created.id, ctx);
  return created;
}
function withStatedFacets(input) {
  if (!RULE_TYPES.has(input.type) || input.subjectKey || input.facets?.value) return input;
  const facets = statedFacets(input.text);
  if (!facets) return input;
  return {
    ...input,
    subjectKey: facets.subject,
    facets: {
      value: facets.value ?? null,
      replaces: facets.replaces ?? null,
      contrast: facets.contrast ?? null,
      polarity: facets.polarity
    }
  };
}
var RULE_TYPES = /* @__PURE__ */ new Set(["decision", "preference", "convention"]);
function recordContradictionsWithin(db, id, ctx) {
  const row = getItem(db, id);
  if (!row || !RULE_TYPES.has(row.type) || row.status !== "active") return;
  const current = db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type IN ('decision', 'preference', 'convention') AND status = 'active'
         AND trust != 'rejected' AND id != ? ORDER BY id DESC LIMIT ${RESOLVE_POOL}`
  ).all(id);
  for (const target of contradicted(statementOf(row), current.map(statementOf))) recordConflictWithin(db, target, id, row.subjectKey, ctx);
}
var statementOf = (r) => ({
  id: r.id,
  kind: r.type,
  text: r.text,
  subject: r.subjectKey,
  value: r.value,
  replaces: r.replaces,
  contrast: r.contrast,
  polarity: r.polarity
});
var isEmptyAfterSanitizing = (text) => text.replace(/\[(?:private|REDACTED:[\w-]+)\]/g, "").replace(/[\s\p{P}]+/gu, "") === "";
function insertOrCorroborate(db, input, ctx) {
  if (isEmptyAfterSanitizing(input.text))
    return { outcome: "blocked", id: null, why: "nothing left to store after removing private and secret text" };
  const key = hashKey(db);
  const hash = contentHash(key, searchableText(input.type, input.text, input.subjectKey ?? ""));
  if (isContentTombstoned(db, hash)) return { outcome: "blocked", id: null, why: "this content was forgotten" };
  const same = db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type = ? AND content_hash = ? ORDER BY (status = 'active') DESC, id DESC LIMIT 1`
  ).get(input.type, hash);
  if (same && same.trust === "rejected" && input.origin === "inferred")
    return { outcome: "blocked", id: null, why: `rejected before as ${itemId(same)}` };
  const revivesSuperseded = same && same.status === "superseded" && input.origin === "inferred";
  if (same && (same.status === "active" && same.trust !== "rejected" || revivesSuperseded)) {
    addReceipts(db, same.id, input.receipts ?? [], ctx);
    const wantVerified = (input.trust ?? (input.origin === "explicit" ? "verified" : "candidate")) === "verified";
    if (wantVerified && same.trust === "candidate") {
      db.prepare(`UPDATE memory_items SET trust = 'verified' WHERE id = ?`).run(same.id);
      writeAudit(db, {
        ctx,
        action: "verify",
        item: same,
        reason: ctx.reason ?? "saved explicitly",
        before: stateOf(same),
        after: { ...stateOf(same), trust: "verified" }
      });
    } else {
      writeAudit(db, { ctx, action: "corroborate", item: same, reason: ctx.reason ?? "same content again", before: null, after: null });
    }
    return { outcome: "equivalent", id: same.id };
  }
  const id = insertItem(db, input, hash, ctx);
  return { outcome: "created", id };
}
function insertItem(db, input, hash, ctx) {
  const trust = input.trust ?? (input.origin === "explicit" ? "verified" : "candidate");
  const sessionId = input.sessionId && db.prepare("SELECT 1 FROM sessions WHERE id = ?").get(input.sessionId) ? input.sessionId : null;
  const id = Number(
    db.prepare(
      `INSERT INTO memory_items (type, text, reason, subject_key, content_hash, origin, source, trust, session_id, prompt_number,
           valid_from, recorded_at, created_at, created_at_iso, value, replaces, contrast, polarity)
         VALUES (@type, @text, @reason, @subject, @hash, @origin, @source, @trust, @session, @prompt, @validFrom, @now, @validFrom, @iso,
           @value, @replaces, @contrast, @polarity)`
    ).run({
      type: input.type,
      text: input.text,
      reason: input.reason ?? "",
      subject: input.subjectKey ?? "",
      hash,
      origin: input.origin,
      source: input.source,
      trust,
      session: sessionId,
      prompt: input.promptNumber ?? null,
      validFrom: input.validFrom,
      now: ctx.now,
      // Ranked and listed by when it was said (an imported or extracted item carries its turn's time).
      iso: iso(input.validFrom),
      value: input.facets?.value ?? null,
      replaces: input.facets?.replaces ?? null,
      contrast: input.facets?.contrast ?? null,
      polarity: input.facets?.polarity ?? "positive"
    }).lastInsertRowid
  );
  addReceipts(db, id, input.receipts ?? [], ctx);
  const row = getItem(db, id);
  writeAudit(db, {
    ctx,
    action: "create",
    item: row,
    reason: ctx.reason ?? `${input.origin} ${input.type} (${input.source})`,
    before: null,
    after: stateOf(row),
    afterHash: hash
  });
  return id;
}
function addReceipts(db, itemId2, receipts, ctx) {
  const insert = db.prepare(
    `INSERT INTO memory_provenance (item_id, kind, strength, actor, rule, session_id, prompt_number, transcript_uuid, tool_use_id, prompt_id,
       files_json, commit_sha, quote, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  );
  for (const r of receipts) {
    insert.run(
      itemId2,
      r.kind,
      r.strength,
      ctx.actor,
      r.rule ? sanitizeText(r.rule) : null,
      r.sessionId ?? null,
      r.promptNumber ?? null,
      r.transcriptUuid ?? null,
      r.toolUseId ?? null,
      r.promptId ?? null,
      JSON.stringify((r.files ?? []).map((f) => sanitizeText(f))),
      r.commit ?? null,
      // A review receipt quotes the caller's reason as given: sanitized here, like every receipt's quote.
      r.quote ? sanitizeText(r.quote).replace(/\s+/g, " ").slice(0, QUOTE_CHARS) : "",
      ctx.now
    );
  }
}
function slotItems(db, type, subjectKey) {
  return db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type = ? AND subject_key = ? AND status = 'active' AND trust != 'rejected' ORDER BY id`
  ).all(type, subjectKey);
}
function applyResolved(db, raw, plan, ctx) {
  return db.transaction(() => applyResolvedWithin(db, raw, plan, ctx)).immediate();
}
function applyResolvedWithin(db, raw, plan, ctx) {
  const input = clean2(raw);
  const exact = insertOrCorroborateIfKnown(db, input, ctx);
  if (exact) return exact;
  const slot = slotItems(db, input.type, input.subjectKey ?? "");
  const current = db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type != 'code_area' AND status = 'active' AND trust != 'rejected' ORDER BY id DESC LIMIT ${RESOLVE_POOL}`
  ).all();
  const resolution = plan(slot, current);
  const known2 = new Set(current.map((r) => r.id).concat(slot.map((r) => r.id)));
  const targets = (resolution.targets ?? []).filter((t) => known2.has(t));
  if (resolution.outcome === "equivalent" && targets.length) {
    addReceipts(db, targets[0], input.receipts ?? [], ctx);
    writeAudit(db, {
      ctx,
      action: "corroborate",
      item: getItem(db, targets[0]),
      reason: ctx.reason ?? "equivalent evidence",
      before: null,
      after: null
    });
    return { outcome: "equivalent", id: targets[0], targets };
  }
  const created = insertOrCorroborate(db, input, ctx);
  if (created.outcome === "blocked") return { outcome: "blocked", id: null, targets: [] };
  if (resolution.outcome === "supersedes") {
    for (const t of targets) supersedeWithin(db, t, created.id, ctx, ctx.reason ?? "replacement language in the new evidence");
    return { outcome: "supersedes", id: created.id, targets };
  }
  if (resolution.outcome === "superseded" && targets.length) {
    const newer = getItem(db, targets[0]);
    const validTo = Math.max(input.validFrom, newer.validFrom);
    db.prepare(`UPDATE memory_items SET status = 'superseded', superseded_by = ?, valid_to = ? WHERE id = ?`).run(
      newer.id,
      validTo,
      created.id
    );
    const after = getItem(db, created.id);
    writeAudit(db, {
      ctx,
      action: "supersede",
      item: after,
      reason: `older than ${itemId(newer)}, which already replaced it`,
      before: null,
      after: stateOf(after)
    });
    return { outcome: "superseded", id: created.id, targets };
  }
  if (resolution.outcome === "conflict") {
    for (const t of targets) recordConflictWithin(db, t, created.id, input.subjectKey ?? "", ctx);
    return { outcome: "conflict", id: created.id, targets };
  }
  recordContradictionsWithin(db, created.id, ctx);
  return { outcome: "additive", id: created.id, targets: [] };
}
function insertOrCorroborateIfKnown(db, input, ctx) {
  if (isEmptyAfterSanitizing(input.text)) return { outcome: "blocked", id: null, targets: [] };
  const hash = contentHash(hashKey(db), searchableText(input.type, input.text, input.subjectKey ?? ""));
  if (isContentTombstoned(db, hash)) return { outcome: "blocked", id: null, targets: [] };
  const same = db.prepare(`SELECT id FROM memory_items WHERE type = ? AND content_hash = ? LIMIT 1`).get(input.type, hash);
  if (!same) return null;
  const r = insertOrCorroborate(db, input, ctx);
  return r.outcome === "blocked" ? { outcome: "blocked", id: null, targets: [] } : { outcome: "equivalent", id: r.id, targets: [r.id] };
}
function recordConflictWithin(db, a, b, subjectKey, ctx) {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const res = db.prepare(
    `INSERT INTO memory_conflicts (item_a, item_b, subject_key, detected_at) VALUES (?, ?, ?, ?) ON CONFLICT(item_a, item_b) DO NOTHING`
  ).run(lo, hi, subjectKey, ctx.now);
  if (res.changes === 0) return;
  const newer = getItem(db, b);
  writeAudit(db, {
    ctx,
    action: "conflict",
    item: newer,
    reason: `conflicts with ${itemId(getItem(db, a))}`,
    before: null,
    after: { conflictId: Number(res.lastInsertRowid) }
  });
}
var KnowledgeError = class extends Error {
  code = "E_KNOWLEDGE";
};
function requireItem(db, id) {
  const row = getItem(db, id);
  if (!row) throw new KnowledgeError(`No memory item ${id}.`);
  return row;
}
function setTrust(db, id, trust, ctx) {
  return db.transaction(() => {
    const before = requireItem(db, id);
    if (before.trust === trust) return before;
    if (trust === "verified" && before.trust === "rejected")
      throw new KnowledgeError(`${itemId(before)} was rejected; save it again to restore it.`);
    if (trust === "rejected") {
      db.prepare(`UPDATE memory_items SET trust = 'rejected', retracted_at = ? WHERE id = ?`).run(ctx.now, id);
      if (before.status === "active") releasePredecessors(db, before, ctx, "rejected");
      for (const c of openConflictsOf(db, id)) closeConflict(db, c.id, c.item_a === id ? c.item_b : c.item_a, ctx);
    } else {
      db.prepare(`UPDATE memory_items SET trust = 'verified' WHERE id = ?`).run(id);
    }
    addReceipts(db, id, [{ kind: "review", strength: "stated", quote: ctx.reason ?? "" }], ctx);
    const after = getItem(db, id);
    writeAudit(db, {
      ctx,
      action: trust === "verified" ? "verify" : "reject",
      item: after,
      reason: ctx.reason ?? "",
      before: stateOf(before),
      after: stateOf(after)
    });
    return after;
  }).immediate();
}
function chainHead(db, id) {
  let row = requireItem(db, id);
  const seen = /* @__PURE__ */ new Set();
  while (row.supersededBy != null && !seen.has(row.id)) {
    seen.add(row.id);
    const next = getItem(db, row.supersededBy);
    if (!next) break;
    row = next;
  }
  return row;
}
function supersedeItem(db, oldId, replacement, ctx) {
  return db.transaction(() => {
    const head = chainHead(db, oldId);
    let newId;
    if ("existingId" in replacement) {
      newId = requireItem(db, replacement.existingId).id;
    } else {
      const created = insertOrCorroborate(db, clean2(replacement.input), ctx);
      if (created.outcome === "blocked") throw new KnowledgeError(`Cannot store the replacement: ${created.why}.`);
      newId = created.id;
    }
    if (newId === head.id || newId === oldId) throw new KnowledgeError("An item cannot supersede itself.");
    const successor = requireItem(db, newId);
    if (successor.trust === "rejected") throw new KnowledgeError(`${itemId(successor)} was rejected and cannot replace anything.`);
    if (successor.status !== "active") throw new KnowledgeError(`${itemId(successor)} is itself superseded.`);
    supersedeWithin(db, head.id, newId, ctx, ctx.reason ?? "superseded");
    return { oldId: head.id, newId };
  }).immediate();
}
function supersedeWithin(db, oldId, newId, ctx, reason) {
  const before = requireItem(db, oldId);
  const successor = requireItem(db, newId);
  const validTo = Math.max(before.validFrom, successor.validFrom);
  db.prepare(`UPDATE memory_items SET status = 'superseded', superseded_by = ?, valid_to = ? WHERE id = ?`).run(newId, validTo, oldId);
  const [lo, hi] = oldId < newId ? [oldId, newId] : [newId, oldId];
  db.prepare(
    `UPDATE memory_conflicts SET status = 'resolved', winner = ?, resolved_at = ?, resolved_by = ? WHERE item_a = ? AND item_b = ? AND status = 'open'`
  ).run(newId, ctx.now, ctx.actor, lo, hi);
  const after = getItem(db, oldId);
  writeAudit(db, {
    ctx,
    action: "supersede",
    item: after,
    reason: `${reason} \u2192 ${itemId(successor)}`,
    before: stateOf(before),
    after: stateOf(after)
  });
}
function openConflictsOf(db, id) {
  return db.prepare(`SELECT id, item_a, item_b FROM memory_conflicts WHERE status = 'open' AND (item_a = ? OR item_b = ?)`).all(id, id);
}
function closeConflict(db, conflictId, winner, ctx) {
  db.prepare(`UPDATE memory_conflicts SET status = 'resolved', winner = ?, resolved_at = ?, resolved_by = ? WHERE id = ?`).run(
    winner,
    ctx.now,
    ctx.actor,
    conflictId
  );
}
function resolveConflict(db, conflictId, winnerId, how, ctx) {
  return db.transaction(() => {
    const c = db.prepare(`SELECT id, item_a, item_b, status FROM memory_conflicts WHERE id = ?`).get(conflictId);
    if (!c) throw new KnowledgeError(`No conflict ${conflictId}.`);
    if (c.status !== "open") throw new KnowledgeError(`Conflict ${conflictId} is already ${c.status}.`);
    if (winnerId !== c.item_a && winnerId !== c.item_b)
      throw new KnowledgeError(`Item ${winnerId} is not a side of conflict ${conflictId}.`);
    const loser = winnerId === c.item_a ? c.item_b : c.item_a;
    const winner = requireItem(db, winnerId);
    if (winner.trust === "candidate") {
      db.prepare(`UPDATE memory_items SET trust = 'verified' WHERE id = ?`).run(winnerId);
      writeAudit(db, {
        ctx,
        action: "verify",
        item: winner,
        reason: `won conflict ${conflictId}`,
        before: stateOf(winner),
        after: { ...stateOf(winner), trust: "verified" }
      });
    }
    if (how === "supersede") supersedeWithin(db, loser, winnerId, ctx, `conflict ${conflictId} resolved`);
    else {
      const before = requireItem(db, loser);
      db.prepare(`UPDATE memory_items SET trust = 'rejected', retracted_at = ? WHERE id = ?`).run(ctx.now, loser);
      const after = getItem(db, loser);
      writeAudit(db, {
        ctx,
        action: "reject",
        item: after,
        reason: `lost conflict ${conflictId}`,
        before: stateOf(before),
        after: stateOf(after)
      });
    }
    closeConflict(db, conflictId, winnerId, ctx);
    writeAudit(db, {
      ctx,
      action: "resolve",
      item: requireItem(db, winnerId),
      reason: `conflict ${conflictId}: ${how} ${itemId(requireItem(db, loser))}`,
      before: null,
      after: { conflictId, winner: winnerId, loser }
    });
    return { winner: winnerId, loser };
  }).immediate();
}
function forgetItemWithin(db, row, ctx, tombstone) {
  const receipts = db.prepare("SELECT session_id, transcript_uuid, tool_use_id, prompt_id FROM memory_provenance WHERE item_id = ?").all(row.id);
  releasePredecessors(db, row, ctx, "forgotten");
  tombstone({ memoryId: itemId(row), contentHash: row.contentHash });
  for (const r of receipts) {
    if (r.transcript_uuid || r.tool_use_id || r.prompt_id)
      tombstone({
        memoryId: itemId(row),
        contentHash: row.contentHash,
        transcriptUuid: r.transcript_uuid,
        toolUseId: r.tool_use_id,
        promptId: r.prompt_id
      });
  }
  db.prepare("DELETE FROM memory_items WHERE id = ?").run(row.id);
  db.prepare("DELETE FROM injected_memories WHERE memory_id = ?").run(itemId(row));
  db.prepare("DELETE FROM session_exposures WHERE memory_id = ?").run(itemId(row));
  writeAudit(db, {
    ctx,
    action: "forget",
    item: row,
    reason: ctx.reason ?? "",
    before: stateOf(row),
    after: null,
    beforeHash: row.contentHash
  });
}
function releasePredecessors(db, row, ctx, why) {
  const predecessors = db.prepare(`SELECT ${ITEM_COLUMNS} FROM memory_items WHERE superseded_by = ?`).all(row.id);
  for (const p of predecessors) {
    if (row.supersededBy != null) {
      db.prepare("UPDATE memory_items SET superseded_by = ? WHERE id = ?").run(row.supersededBy, p.id);
      writeAudit(db, {
        ctx,
        action: "relink",
        item: p,
        reason: `its successor ${itemId(row)} was ${why}`,
        before: stateOf(p),
        after: { ...stateOf(p), supersededBy: row.supersededBy }
      });
    } else {
      db.prepare(
        `UPDATE memory_items SET status = 'active', superseded_by = NULL, valid_to = NULL, trust = CASE trust WHEN 'rejected' THEN 'rejected' ELSE 'candidate' END WHERE id = ?`
      ).run(p.id);
      const after = getItem(db, p.id);
      writeAudit(db, {
        ctx,
        action: "restore",
        item: after,
        reason: `its successor ${itemId(row)} was ${why}: back for review`,
        before: stateOf(p),
        after: stateOf(after)
      });
    }
  }
}
function currentVerifiedItems(db, types, limit) {
  if (!types.length) return [];
  const order = `CASE type ${types.map((t, i) => `WHEN '${t}' THEN ${i}`).join(" ")} END`;
  return db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM memory_items
       WHERE trust = 'verified' AND status = 'active' AND retracted_at IS NULL AND valid_to IS NULL AND type IN (${types.map(() => "?").join(", ")})
       ORDER BY ${order}, id DESC LIMIT ?`
  ).all(...types, limit);
}
function findEquivalentItem(db, type, text, subjectKey = "") {
  const hash = contentHash(hashKey(db), searchableText(type, text, subjectKey));
  return db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type = ? AND content_hash = ? AND status = 'active' AND trust != 'rejected' AND retracted_at IS NULL ORDER BY id DESC LIMIT 1`
  ).get(type, hash) ?? null;
}
function withdrawItem(db, id, ctx) {
  return db.transaction(() => {
    const row = requireItem(db, id);
    releasePredecessors(db, row, ctx, "moved to another scope");
    db.prepare("DELETE FROM memory_items WHERE id = ?").run(row.id);
    db.prepare("DELETE FROM injected_memories WHERE memory_id = ?").run(itemId(row));
    db.prepare("DELETE FROM session_exposures WHERE memory_id = ?").run(itemId(row));
    writeAudit(db, {
      ctx,
      action: "demote",
      item: row,
      reason: ctx.reason ?? "",
      before: stateOf(row),
      after: null,
      beforeHash: row.contentHash
    });
    return row;
  }).immediate();
}
function noteItemEvent(db, id, action, ctx) {
  db.transaction(() => {
    const row = requireItem(db, id);
    writeAudit(db, { ctx, action, item: row, reason: ctx.reason ?? "", before: null, after: null });
  }).immediate();
}
function applyExtractedWithin(db, items, ctx) {
  if (!items.length) return [];
  return db.transaction(() => items.map((e) => applyResolvedWithin(db, e.input, e.plan, ctx)))();
}

export {
  normalizeForHash,
  contentHash,
  writeAudit,
  hashKey,
  hashText,
  hasContentTombstones,
  isContentTombstoned,
  writeTombstone,
  isSessionTombstoned,
  isSourceTombstoned,
  isMemoryTombstoned,
  withoutForgottenSentences,
  turnMemoryId,
  selectByCentroid,
  tokenize,
  selectByTfIdfCentroid,
  hasLexicalContent,
  splitSentences,
  collapseWhitespace,
  extractCandidates,
  resolve,
  itemId,
  getItem,
  findItem,
  searchableText,
  createItemWithin,
  createItem,
  slotItems,
  applyResolved,
  recordConflictWithin,
  KnowledgeError,
  setTrust,
  supersedeItem,
  resolveConflict,
  forgetItemWithin,
  currentVerifiedItems,
  findEquivalentItem,
  withdrawItem,
  noteItemEvent,
  applyExtractedWithin
};
