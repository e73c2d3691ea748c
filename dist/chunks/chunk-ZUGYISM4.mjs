import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  applyPriors,
  fuseRankings
} from "./chunk-QCJJ36S2.mjs";
import {
  readAllVectors,
  storeIdentity,
  vectorChangesSince,
  vectorCount,
  vectorLogHead,
  vectorsByDocIds
} from "./chunk-Y2M2EI23.mjs";
import {
  currentSuccessors,
  docByRef,
  docFrequencies,
  docsByIds,
  docsLeftOutOf,
  filteredDocIds,
  ftsSearch,
  ftsSearchHolding,
  hasAnyFilter,
  retiredValues,
  standingItem,
  textsHolding,
  trigramsStartingWith,
  turnCards,
  turnDocs,
  turnsInProgress
} from "./chunk-LZQ2GSVA.mjs";
import {
  teamOf
} from "./chunk-S4EXTRZB.mjs";
import {
  readVectorSnapshot,
  removeVectorSnapshot,
  snapshotPath,
  writeVectorSnapshot
} from "./chunk-ST2ZTIN7.mjs";
import {
  openConflictPartners
} from "./chunk-XGSTUHQY.mjs";
import {
  findItem,
  getItem,
  itemId
} from "./chunk-BQM4FMEU.mjs";
import {
  ITEM_TYPES
} from "./chunk-IPV3Y5SN.mjs";

// src/recall/dates.ts
var MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
var WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
var CALENDAR_WORDS = /* @__PURE__ */ new Set([...MONTHS, ...WEEKDAYS]);
var MONTH = `(${MONTHS.join("|")}|${MONTHS.map((m) => m.slice(0, 3)).join("|")})\\.?`;
var DAY = "(\\d{1,2})(?:st|nd|rd|th)?";
var YEAR = "((?:19|20)\\d\\d)";
var DAY_MS = 864e5;
var DAY_SLACK_MS = DAY_MS;
var PATTERNS = [
  { re: /\b((?:19|20)\d\d)-([01]\d)-([0-3]\d)\b/g, read: (m) => ({ year: +m[1], month: +m[2] - 1, day: +m[3] }) },
  {
    re: new RegExp(`\\b${MONTH}\\s+${DAY}(?:,?\\s+${YEAR})?\\b`, "gi"),
    read: (m) => ({ month: monthOf(m[1]), day: +m[2], year: num(m[3]) })
  },
  {
    re: new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH},?(?:\\s+${YEAR})?\\b`, "gi"),
    read: (m) => ({ month: monthOf(m[2]), day: +m[1], year: num(m[3]) })
  },
  { re: new RegExp(`\\b${MONTH},?\\s+${YEAR}\\b`, "gi"), read: (m) => ({ month: monthOf(m[1]), year: +m[2] }) }
];
var num = (s) => s ? Number(s) : void 0;
var monthOf = (s) => MONTHS.findIndex((m) => m.startsWith(s.toLowerCase().replace(".", "").slice(0, 3)));
function namedPeriods(query, now, max = 2) {
  const out = [];
  const taken = [];
  for (const { re, read } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(query); m !== null && out.length < max; m = re.exec(query)) {
      const at = m.index;
      if (taken.some(([a, b]) => at < b && a < at + m[0].length)) continue;
      const d = read(m);
      if (d.month < 0 || d.day != null && (d.day < 1 || d.day > 31)) continue;
      const period = d.day != null ? dayPeriod(d.year, d.month, d.day, now) : monthPeriod(d.year, d.month);
      if (!period) continue;
      taken.push([at, at + m[0].length]);
      out.push(period);
    }
  }
  return out;
}
function dayPeriod(year, month, day, now) {
  let start = Date.UTC(year ?? new Date(now).getUTCFullYear(), month, day);
  if (year == null && start > now) start = Date.UTC(new Date(now).getUTCFullYear() - 1, month, day);
  if (Number.isNaN(start) || new Date(start).getUTCDate() !== day) return null;
  return { since: start - DAY_SLACK_MS, until: start + DAY_MS + DAY_SLACK_MS - 1 };
}
function monthPeriod(year, month) {
  return { since: Date.UTC(year, month, 1) - DAY_SLACK_MS, until: Date.UTC(year, month + 1, 1) + DAY_SLACK_MS - 1 };
}

// src/recall/fts-query.ts
var MAX_QUERY_INPUT_CHARS = 2e3;
var MAX_WORD_TERMS = 32;
var MAX_TRIGRAM_TERMS = 48;
var MAX_TRIGRAM_TERM_CHARS = 64;
var MIN_PREFIX_CHARS = 2;
var STOP_WORDS = new Set(
  "a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves".split(" ")
);
var CJK_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
var CJK_LETTER = /^[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]$/u;
var LETTER_OR_DIGIT = /^[\p{L}\p{N}\p{M}]$/u;
var WORD_TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
var TRIGRAM_BREAK = /^[\s"'`(){}[\]<>,;!?*^|\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{So}\p{Sk}\p{C}]$/u;
var TRIM_EDGES = /^[.:\-/\\]+|[.:\-/\\]+$/gu;
function hasCjk(s) {
  return CJK_SCRIPT.test(s);
}
function quote(term) {
  return `"${term.replace(/"/g, '""')}"`;
}
function clip(input) {
  return input.length > MAX_QUERY_INPUT_CHARS ? input.slice(0, MAX_QUERY_INPUT_CHARS) : input;
}
function unique(terms) {
  return [...new Set(terms)];
}
function buildWordQuery(input, opts = {}) {
  const text = clip(input).normalize("NFC").toLowerCase();
  const raw = text.match(WORD_TOKEN) ?? [];
  if (raw.length === 0) return null;
  const wantPrefix = opts.prefix === true && [...raw[raw.length - 1]].length >= MIN_PREFIX_CHARS;
  const last = wantPrefix ? raw[raw.length - 1] : void 0;
  const terms = contentTerms(wantPrefix ? raw.slice(0, -1) : raw, last !== void 0).filter((t) => t !== last);
  const parts = terms.slice(0, last !== void 0 ? MAX_WORD_TERMS - 1 : MAX_WORD_TERMS).map(quote);
  if (last !== void 0) parts.push(`${quote(last)}*`);
  return parts.join(opts.mode === "and" ? " AND " : " OR ");
}
function wordQueryTerms(input) {
  const raw = clip(input).normalize("NFC").toLowerCase().match(WORD_TOKEN) ?? [];
  return contentTerms(raw, false).slice(0, MAX_WORD_TERMS);
}
function alsoHolding(match, term) {
  return `(${match}) AND ${quote(term)}`;
}
function orQuery(terms) {
  return terms.length > 0 ? terms.map(quote).join(" OR ") : null;
}
function contentTerms(body, hasPrefix) {
  const content = body.filter((t) => !STOP_WORDS.has(t));
  return unique(content.length > 0 || hasPrefix ? content : body);
}
function affordableTerms(terms, df, budget) {
  const byRarity = [...terms].sort((a, b) => (df.get(a) ?? 0) - (df.get(b) ?? 0));
  const kept = /* @__PURE__ */ new Set();
  let rows = 0;
  for (const t of byRarity) {
    const n = df.get(t) ?? 0;
    if (rows > 0 && rows + n > budget) break;
    kept.add(t);
    rows += n;
  }
  return { terms: terms.filter((t) => kept.has(t)), dropped: terms.filter((t) => !kept.has(t)), overBudget: rows > budget };
}
function segments(text) {
  const out = [];
  let cur = null;
  for (const ch of text) {
    if (TRIGRAM_BREAK.test(ch)) {
      cur = null;
      continue;
    }
    const cjk = CJK_LETTER.test(ch) && LETTER_OR_DIGIT.test(ch);
    if (!cjk && CJK_LETTER.test(ch)) {
      cur = null;
      continue;
    }
    if (!cur || cur.cjk !== cjk) {
      cur = { cjk, chars: [] };
      out.push(cur);
    }
    cur.chars.push(ch);
  }
  return out;
}
function buildTrigramQuery(input) {
  const text = clip(input).normalize("NFC").toLowerCase();
  const cjkTerms = [];
  let wordTerms = [];
  for (const seg of segments(text)) {
    if (seg.cjk) {
      for (let i = 0; i + 3 <= seg.chars.length; i++) cjkTerms.push(seg.chars.slice(i, i + 3).join(""));
      continue;
    }
    const term = [...seg.chars.join("").replace(TRIM_EDGES, "")];
    if (term.length >= 3) wordTerms.push(term.slice(0, MAX_TRIGRAM_TERM_CHARS).join(""));
  }
  if (wordTerms.length > 0) {
    const kept = wordTerms.filter((t) => !STOP_WORDS.has(t));
    wordTerms = kept.length > 0 || cjkTerms.length > 0 ? kept : wordTerms;
  }
  const terms = unique([...wordTerms, ...cjkTerms]).slice(0, MAX_TRIGRAM_TERMS);
  return terms.length > 0 ? terms.map(quote).join(" OR ") : null;
}
function shortCjkRuns(input) {
  const text = clip(input).normalize("NFC").toLowerCase();
  return unique(
    segments(text).filter((seg) => seg.cjk && seg.chars.length < 3).map((seg) => seg.chars.join(""))
  ).slice(0, MAX_SHORT_CJK_RUNS);
}
var MAX_SHORT_CJK_RUNS = 8;
function orOfTerms(terms) {
  return terms.length ? terms.map(quote).join(" OR ") : null;
}

// src/recall/terms.ts
var STOP_WORDS2 = new Set(
  "a about above after again against all also am an and any are aren as at be because been before being below between both but by can cannot could couldn did didn do does doesn doing don done down during each either else ever every few for from further get gets got had has have having he her here hers him his how i if in into is isn it its itself just let lets like ll me might more most must my myself need no nor not now of off ok okay on once only or other ought our ours out over own please re same shall she should so some such than that the their theirs them then there these they this those through to too under until up us ve very via was wasn we were what whats when where which while who whom why will with won would you your yours thanks thank hey hi hello sure yes yeah yet want wanted know tell remind remember recall again anything something one still go going make use used using thing things way whether s t d m".split(/\s+/)
);
var MAX_TERMS = 24;
var WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}_]*/gu;
var CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
function stem(word) {
  let w = word.toLowerCase();
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith("ly") && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith("es") && /(x|ch|sh|ss|zz)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  if (w.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}
var IDENTIFIER_BOUNDARY = /[a-z\d][A-Z]|_/;
var CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]+/gu;
function cjkPieces(run, out) {
  const chars = Array.from(run);
  if (chars.length === 1) out.push(run);
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
}
function words(text) {
  const out = [];
  for (const m of text.normalize("NFC").matchAll(WORD)) {
    let raw = m[0];
    if (CJK.test(raw)) {
      for (const run of raw.match(CJK_RUN) ?? []) cjkPieces(run.toLowerCase(), out);
      raw = raw.replace(CJK_RUN, " ").trim();
      if (!raw) continue;
      for (const rest of raw.split(/\s+/)) out.push(...words(rest));
      continue;
    }
    if (!IDENTIFIER_BOUNDARY.test(raw)) {
      out.push(raw.toLowerCase());
      continue;
    }
    const parts = raw.replace(/([a-z\d])([A-Z])/g, "$1 $2").split(/[_\s]+/).filter(Boolean);
    for (const p of parts) out.push(p.toLowerCase());
    if (parts.length > 1) out.push(raw.toLowerCase());
  }
  return out;
}
function queryWords(query) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  const text = query.slice(0, 2e3).normalize("NFC");
  let previousEnd = -1;
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    const sentenceStart = previousEnd < 0 || /[.!?\n]/.test(text.slice(previousEnd, m.index));
    previousEnd = m.index + raw.length;
    const named = new RegExp("\\p{Lu}", "u").test(raw.slice(1)) || !sentenceStart && new RegExp("^\\p{Lu}", "u").test(raw);
    const pieces = words(raw);
    const whole = raw.toLowerCase();
    for (const w of pieces) {
      if (STOP_WORDS2.has(w) || w.length < 2 && !/\d/.test(w) && !CJK.test(w)) continue;
      const term = stem(w);
      if (!seen.has(term)) {
        seen.add(term);
        out.push({ term, word: w, named, written: raw, part: pieces.length > 1 && w !== whole && !CJK.test(w) });
      }
    }
  }
  return out.slice(0, MAX_TERMS);
}
function termSet(text, stems) {
  const out = /* @__PURE__ */ new Set();
  for (const w of words(text)) {
    let s = stems?.get(w);
    if (s === void 0) {
      s = stem(w);
      stems?.set(w, s);
    }
    out.add(s);
  }
  return out;
}
var isStopWord = (w) => STOP_WORDS2.has(w.toLowerCase());
function withShortForms(query) {
  const extra = [];
  for (const m of query.matchAll(/\b(\d{1,2}(?:\.\d+)?)(?:st|nd|rd|th)?[- ]percentile\b/gi)) extra.push(`p${m[1]}`);
  if (/\bmedian\b/i.test(query)) extra.push("p50");
  return extra.length ? `${query} ${[...new Set(extra)].join(" ")}` : query;
}
function unknownNames(words2, df, textsHolding2, calendarWords) {
  const out = [];
  for (const w of words2) {
    if (!w.named || w.part || CJK.test(w.word) || calendarWords.has(w.word) || df(w.word) > 0) continue;
    const exact = new RegExp(`(?<!\\p{L})${w.written}(?!\\p{Ll})`, "u");
    if (!textsHolding2(w.written).some((t) => exact.test(t))) out.push(w.written);
  }
  return out;
}

// src/recall/relevance.ts
var RELEVANCE_FLOOR = {
  keyword: 0.25,
  cosineFrom: 0.45,
  cosineTo: 0.75,
  vectorCredit: 0.3,
  unknownName: 4
};
function inverseDocumentFrequency(df, total) {
  return Math.log(1 + Math.max(0, total - df + 0.5) / (df + 0.5));
}
function weighTerms(terms, df, total, named = /* @__PURE__ */ new Set(), uncounted = /* @__PURE__ */ new Set(), nameWeight = RELEVANCE_FLOOR.unknownName) {
  const n = Math.max(total, 1);
  const known = terms.filter((t) => (df.get(t) ?? 0) > 0).map((t) => inverseDocumentFrequency(df.get(t), n));
  const average = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  return terms.map((term) => {
    const count = df.get(term) ?? 0;
    if (count > 0) return { term, idf: inverseDocumentFrequency(count, n), known: true };
    if (uncounted.has(term)) return { term, idf: average, known: true };
    return { term, idf: average * (named.has(term) ? nameWeight : 1), known: false };
  });
}
function keywordCoverage(terms, textTerms) {
  let total = 0;
  let found = 0;
  for (const t of terms) {
    total += t.idf;
    if (t.known !== false && (textTerms.has(t.term) || textTerms.has(stem(t.term)))) found += t.idf;
  }
  return total > 0 ? found / total : 0;
}
function coverageInContext(terms, own, context) {
  if (!context.some((c) => c.size > 0)) return keywordCoverage(terms, own);
  const all = new Set(own);
  for (const words2 of context) for (const w of words2) all.add(w);
  return keywordCoverage(terms, all);
}
function relevance(coverage, cosine) {
  if (!(coverage > 0)) return 0;
  return coverage + RELEVANCE_FLOOR.vectorCredit * vectorCloseness(cosine);
}
function vectorCloseness(cosine) {
  const f = RELEVANCE_FLOOR;
  return cosine == null ? 0 : Math.min(1, Math.max(0, (cosine - f.cosineFrom) / (f.cosineTo - f.cosineFrom)));
}
var RANK_NAME_WEIGHT = 4;
function massRatio(a, b) {
  const sum = (ts) => ts.reduce((x, t) => x + t.idf, 0);
  const mb = sum(b);
  return mb > 0 ? sum(a) / mb : 1;
}
function passesFloor(relevanceScore, floor = RELEVANCE_FLOOR.keyword) {
  return relevanceScore >= floor;
}

// src/recall/rank-weights.ts
var RANK_WEIGHTS = {
  coverage: 1,
  closeness: 0.3,
  context: 0.25,
  fused: 1,
  passage: 0,
  recency: 0,
  currentRecency: 0,
  placeAnswer: 0.2,
  figureAnswer: 0.2,
  item: 0,
  rollup: 0,
  replaced: 0
};
var SEGMENT_WEIGHTS = {
  share: 1,
  figure: 0.1,
  place: 0.1,
  prompt: 0,
  reply: 0,
  command: 0,
  output: 0,
  file: 0,
  afterMatch: 0
};

// src/recall/snippet.ts
var GAP = " \u2026 ";
var NUMBER = /\d/;
var SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9"'`([])/;
var MAX_SEGMENT = 400;
var NEIGHBOURS = 3;
var ASKS_FOR_NUMBER = /\b(how (many|much|long|big|fast|slow|large|often)|what (version|size|limit|port|number|count|percent)|which version|latency|p\d\d|timing|duration|count|number|size|limit|version|timeout|threshold|rate|memory|percent)/i;
var ASKS_FOR_PLACE = /\b(where\b|(which|what) (file|module|folder|directory|dir|package|script|path)s?\b)/i;
var PATH = /(?:[\w.-]+\/)+[\w.-]+|\b[\w-]+\.(?:py|ts|tsx|js|mjs|cjs|go|rs|rb|java|kt|cs|php|sql|ya?ml|toml|json|ini|cfg|conf|env|md|sh|css|html)\b/;
var PLACE_TERMS = ["file", "module", "folder", "directory", "dir", "path", "package", "script"].map(stem);
var SEGMENT_FEATURES = [
  /** Share of the query's IDF mass in the line. */
  "share",
  /** A question asking for a figure, and the line carries a number. */
  "figure",
  /** A question asking where, and the line names a path. */
  "place",
  "prompt",
  "reply",
  "command",
  "output",
  "file",
  /** The line right before holds query words (a command and its output, a heading and its figure): its share. */
  "afterMatch"
];
function segmentsOf(text) {
  const out = [];
  let block = "text";
  for (const rawLine of text.split("\n")) {
    const line = rawLine.replace(/\s+/g, " ").trim();
    if (!line) continue;
    const indented = /^\s/.test(rawLine);
    const role = indented ? block === "command" ? "output" : block : /^Asked:/.test(line) ? "prompt" : /^Said:/.test(line) ? "reply" : /^\$ /.test(line) ? "command" : /^(?:Read|Edited|Wrote|Created|Deleted|Searched|Listed|Fetched) \S/.test(line) ? "file" : block;
    if (!indented) block = role;
    if (line.length <= 160) {
      out.push({ text: line, role });
      continue;
    }
    for (const s of line.split(SENTENCE_END)) {
      const piece = s.trim();
      if (!piece) continue;
      for (let i = 0; i < piece.length; i += MAX_SEGMENT) out.push({ text: piece.slice(i, i + MAX_SEGMENT), role });
    }
  }
  return out;
}
function segmentFeatures(share, role, opts) {
  return {
    share,
    // The numbers of a command line are its arguments (ports, counts asked for), not a figure it found.
    figure: opts.figure && role !== "command" ? 1 : 0,
    place: opts.place ? 1 : 0,
    prompt: role === "prompt" ? 1 : 0,
    reply: role === "reply" ? 1 : 0,
    command: role === "command" ? 1 : 0,
    output: role === "output" ? 1 : 0,
    file: role === "file" ? 1 : 0,
    afterMatch: opts.afterMatch
  };
}
function segmentScore(f, weights = SEGMENT_WEIGHTS) {
  let s = 0;
  for (const name of SEGMENT_FEATURES) s += (weights[name] ?? SEGMENT_WEIGHTS[name]) * f[name];
  return s;
}
function cut(text, max) {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(" ");
  return `${space > max * 0.6 ? head.slice(0, space) : head}\u2026`;
}
function around(text, terms, max) {
  if (text.length <= max) return text;
  const lower = text.toLowerCase();
  let first = -1;
  for (const t of terms) {
    if (!(t.idf > 0)) continue;
    const at = lower.indexOf(t.term);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  if (first < 0) return cut(text, max);
  const start = Math.max(0, first - Math.floor(max / 3));
  const body = cut(text.slice(start), max - (start > 0 ? 1 : 0));
  return start > 0 ? `\u2026${body}` : body;
}
function readUnit(text, query, terms, maxChars, stems = /* @__PURE__ */ new Map(), explain) {
  const lines = segmentsOf(text);
  const segments2 = lines.map((l) => l.text);
  const words2 = /* @__PURE__ */ new Set();
  const wantsNumber = ASKS_FOR_NUMBER.test(query);
  const wantsPlace = ASKS_FOR_PLACE.test(query);
  let hasPath = false;
  const mass = terms.reduce((a, t) => a + t.idf, 0);
  const passage = { coverage: 0, hasNumber: false, hasPath: false };
  let previousShare = 0;
  const scored = lines.map(({ text: s, role }, index) => {
    const segWords = termSet(s, stems);
    for (const w of segWords) words2.add(w);
    const namesPath = wantsPlace && PATH.test(s);
    if (namesPath) {
      hasPath = true;
      for (const t of PLACE_TERMS) segWords.add(t);
    }
    let own = 0;
    for (const t of terms) if (t.known !== false && segWords.has(t.term)) own += t.idf;
    const share = mass > 0 ? own / mass : 0;
    if (share > passage.coverage) {
      passage.coverage = share;
      passage.hasNumber = NUMBER.test(s);
      passage.hasPath = PATH.test(s);
    }
    const features = segmentFeatures(share, role, {
      figure: wantsNumber && NUMBER.test(s),
      place: namesPath,
      afterMatch: previousShare
    });
    previousShare = share;
    explain?.segments?.push({ text: s, features });
    const score = share > 0 && !explain?.shown?.has(lineKey(s)) ? Math.max(1e-6, segmentScore(features, explain?.weights)) : 0;
    return { text: s, index, score };
  });
  if (hasPath) for (const t of PLACE_TERMS) words2.add(t);
  if (!segments2.length) return { snippet: "", words: words2, passage, lines: [] };
  const flat = segments2.join(" ");
  if (flat.length <= maxChars) return { snippet: flat, words: words2, passage, lines: segments2 };
  const ranked = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.index - b.index);
  if (!ranked.length) return { snippet: cut(flat, maxChars), words: words2, passage, lines: [] };
  const chosen = /* @__PURE__ */ new Map();
  let used = 0;
  const cost = (s) => s.length + GAP.length;
  const take = (i, s) => {
    chosen.set(i, s);
    used += cost(s);
  };
  for (const seg of ranked) {
    if (chosen.has(seg.index)) continue;
    const room = maxChars - used;
    if (room < 40) break;
    if (cost(seg.text) <= room) take(seg.index, seg.text);
    else if (chosen.size === 0) take(seg.index, around(seg.text, terms, room - GAP.length));
    else continue;
    if (wantsNumber) {
      let added = 0;
      for (const j of [seg.index + 1, seg.index + 2, seg.index + 3, seg.index - 1]) {
        const n = scored[j];
        if (added >= NEIGHBOURS || !n || chosen.has(j) || !NUMBER.test(n.text) || n.text.length > 160) continue;
        if (cost(n.text) > maxChars - used) break;
        take(j, n.text);
        added++;
      }
    }
  }
  const order = [...chosen.keys()].sort((a, b) => a - b);
  let out = "";
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    const sep = k === 0 ? i > 0 ? "\u2026" : "" : order[k - 1] === i - 1 ? " " : GAP;
    out += sep + chosen.get(i);
  }
  if (order[order.length - 1] < segments2.length - 1 && !out.endsWith("\u2026"))
    out = out.length < maxChars ? `${out}\u2026` : `${out.slice(0, maxChars - 1)}\u2026`;
  return { snippet: cut(out, maxChars), words: words2, passage, lines: order.map((i) => segments2[i]) };
}
var lineKey = (line) => line.toLowerCase().replace(/\s+/g, " ").trim();

// src/recall/rank.ts
var RANK_FEATURES = [
  /** Share of the query's IDF mass in the unit's own words. */
  "coverage",
  /** How close the unit's best vector is (0 below the cosine that says nothing, 1 at a near match). */
  "closeness",
  /** Coverage of the query by the unit read with the turns just before and after it. */
  "context",
  /** The fused rank score (weighted RRF with priors), relative to the pool's best. */
  "fused",
  /** Share of the query's IDF mass in the unit's single best passage (a line or sentence): evidence in one place. */
  "passage",
  /** How new the unit is within the pool (1 the newest, 0 the oldest). */
  "recency",
  /** The same, only for a question about the present ("now", "currently", "these days", "still"). */
  "currentRecency",
  /** A question that asks where, and the unit's best passage names a path or file. */
  "placeAnswer",
  /** A question that asks for a figure, and the unit's best passage carries a number. */
  "figureAnswer",
  /** The unit is a knowledge item (decision, preference, convention, discovery). */
  "item",
  /** The unit is a session rollup (a blend of many turns). */
  "rollup",
  /** The unit states something that has since been replaced (its successor is listed before it anyway). */
  "replaced"
];
var ASKS_FOR_CURRENT = /\b(now|nowadays|currently|current|these days|at the moment|at present|right now|today|still|any ?more|latest|as of)\b/i;
function queryTraits(query) {
  return { place: ASKS_FOR_PLACE.test(query), figure: ASKS_FOR_NUMBER.test(query), current: ASKS_FOR_CURRENT.test(query) };
}
function unitFeatures(e, traits, span) {
  const width = span.newest - span.oldest;
  const recency = width > 0 ? (e.createdAt - span.oldest) / width : 1;
  return {
    coverage: e.coverage,
    closeness: e.closeness,
    context: e.context,
    fused: e.fusedShare,
    passage: e.passage,
    recency,
    currentRecency: traits.current ? recency : 0,
    placeAnswer: traits.place && e.passageHasPath ? 1 : 0,
    figureAnswer: traits.figure && e.passageHasNumber ? 1 : 0,
    item: e.kind === "item" ? 1 : 0,
    rollup: e.kind === "rollup" ? 1 : 0,
    replaced: e.replaced ? 1 : 0
  };
}
function rankScore(f, weights = RANK_WEIGHTS) {
  let s = 0;
  for (const name of RANK_FEATURES) s += (weights[name] ?? RANK_WEIGHTS[name]) * f[name];
  return s;
}
var NEWER_STATEMENT = { share: 1, gapMs: 6 * 36e5 };
function newerFirst(units, opts = NEWER_STATEMENT) {
  const out = [];
  const used = /* @__PURE__ */ new Set();
  const newerOf = (i) => {
    const a = units[i];
    let best = -1;
    for (let j = i + 1; j < units.length; j++) {
      const b = units[j];
      if (used.has(j) || !b.relevant || !b.follows || !a.follows) continue;
      if (b.createdAt < a.createdAt + opts.gapMs || b.coverage < opts.share * a.coverage) continue;
      if (best < 0 || b.createdAt > units[best].createdAt) best = j;
    }
    return best;
  };
  for (let i = 0; i < units.length; i++) {
    if (used.has(i)) continue;
    used.add(i);
    const j = newerOf(i);
    if (j >= 0) {
      used.add(j);
      out.push(units[j]);
    }
    out.push(units[i]);
  }
  return out;
}

// src/recall/retired.ts
var normalized = (text) => ` ${text.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
var HAS_LETTER = new RegExp("\\p{L}", "u");
var GENERIC_SUBJECT_WORDS = /* @__PURE__ */ new Set(["setting", "settings", "config", "value", "the", "our"]);
function names(text, value) {
  const v = normalized(value);
  return v.trim().length >= 3 && text.includes(v);
}
function currentNames(r, successor) {
  const value = successor.value;
  if (value) {
    const longest = normalized(value).trim().split(" ").filter((w) => HAS_LETTER.test(w)).sort((a, b) => b.length - a.length)[0];
    return [normalized(value), ...longest && longest.length >= 4 ? [` ${longest} `] : []];
  }
  const old = normalized(`${r.text} ${r.value}`);
  return successor.text.split(/\s+/).slice(1).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "")).filter((w) => w.length >= 3 && (new RegExp("^\\p{Lu}", "u").test(w) || /\d/.test(w))).map(normalized).filter((w) => !old.includes(w));
}
function retiredValueNamed(text, retired, queryTerms, stems, standing) {
  if (!retired.length || !queryTerms.size) return void 0;
  const body = normalized(text);
  for (const r of retired) {
    if (HAS_LETTER.test(r.value)) {
      if (!names(body, r.value)) continue;
    } else {
      const setting = normalized(r.subject).trim().split(" ").filter((w) => w.length >= 3 && !GENERIC_SUBJECT_WORDS.has(w));
      if (!setting.length || !setting.every((w) => body.includes(` ${w} `)) || !body.includes(normalized(r.value))) continue;
    }
    const successor = standing(r);
    if (!successor || currentNames(r, successor).some((n) => body.includes(n))) continue;
    const about = termSet(`${r.subject} ${r.text} ${successor.text}`, stems);
    if ([...queryTerms].some((t) => about.has(t))) return successor;
  }
  return void 0;
}

// src/recall/wasm/dot-wasm.ts
var DOT_WASM_BASE64 = "AGFzbQEAAAABEwJgBn9/f39/fwBgBX9/fX9/AX8DAwIAAQUDAQABByUDBm1lbW9yeQIACXNjb3Jlc19pOAAADHNlbGVjdF9hYm92ZQABCusCApgCAgN/A3sgBSABQQJ0aiEGAkADQCAFIAZPDQH9DAAAAAAAAAAAAAAAAAAAAAAhCv0MAAAAAAAAAAAAAAAAAAAAACELQQAhByADIQgCQANAIAcgAk8NASAAIAdq/QAEACEJIAogCf2HASAI/QAEAP26Af2uASEKIAsgCf2IASAI/QAEEP26Af2uASELIAAgB2r9AAQQIQkgCiAJ/YcBIAj9AAQg/boB/a4BIQogCyAJ/YgBIAj9AAQw/boB/a4BIQsgB0EgaiEHIAhBwABqIQgMAAsLIAogC/2uASEKIAUgCv0bACAK/RsBaiAK/RsCIAr9GwNqarIgBCoCAJQ4AgAgACACaiEAIARBBGohBCAFQQRqIQUMAAsLC08BAn8CQANAIAUgAU8NASAAIAVBAnRqKgIAIAJgBEAgBiAETwRAIARBAWoPCyADIAZBAnRqIAU2AgAgBkEBaiEGCyAFQQFqIQUMAAsLIAYL";

// src/recall/vector-index.ts
var MAX_REPLAY = 2e4;
var RESNAPSHOT_SHARE = 0.1;
var RESNAPSHOT_MIN = 1e3;
var RERANK_FACTOR = 2;
var RERANK_MARGIN = 64;
var CODE_MAX = 127;
var VECTORS_AT = 64 * 1024;
var MAX_DIMS = VECTORS_AT / 2;
var PAGE = 64 * 1024;
var SELECT_MIN_SLOTS = 32768;
var SELECT_SAMPLE = 4096;
var SELECT_MAX = 65536;
var SELECT_MIN_SHARE_ALLOWED = 4;
var dotModule = null;
function newKernel() {
  dotModule ??= new WebAssembly.Module(Buffer.from(DOT_WASM_BASE64, "base64"));
  const { exports } = new WebAssembly.Instance(dotModule, {});
  return exports;
}
function quantize(vector, codes) {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i]));
  if (!(max > 0) || !Number.isFinite(max)) {
    codes.fill(0, 0, vector.length);
    return 0;
  }
  const inv = CODE_MAX / max;
  for (let i = 0; i < vector.length; i++) codes[i] = Math.round(vector[i] * inv);
  return max / CODE_MAX;
}
var VectorIndex = class {
  constructor(opts = {}) {
    this.opts = opts;
  }
  opts;
  db = null;
  model = null;
  identity = "";
  dims = 0;
  /** Bytes from one vector's codes to the next: dims rounded up to 32 (the kernel's step), padded with zeros. */
  stride = 0;
  /** Doc id per slot; -1 marks a removed slot (compacted away when they pile up). */
  ids = new Float64Array(0);
  kernel = newKernel();
  /** The codes, a view of the kernel's memory (renewed when the memory grows). */
  codes = new Int8Array(0);
  /** Scale per slot (the vector is about its codes times this), a view of the kernel's memory after the codes. */
  scales = new Float32Array(0);
  /** The query's int8 codes before they are widened into the kernel's memory. */
  queryCodes = new Int8Array(0);
  capacity = 0;
  slots = 0;
  removed = 0;
  /** doc id -> slot, built on the first replacement or removal (most indexes only ever grow). */
  slotOf = null;
  /** Exact vectors of an index built by hand with add(); a store-backed index reads them from the store. */
  added = null;
  /** Vector log position the index reflects. */
  seq = -1;
  snapshotSeq = -1;
  addedSinceSnapshot = 0;
  snapshotScheduled = false;
  /** Reused to read a row's bytes as floats (a blob's bytes need not be 4-aligned). */
  rowFloats = new Float32Array(0);
  /** Brings the index up to date with the store for `model` (a model change reloads it). */
  refresh(db, model) {
    if (db !== this.db || model !== this.model) return this.load(db, model);
    const head = vectorLogHead(db);
    if (head === this.seq) return;
    const changes = vectorChangesSince(db, model, this.seq, MAX_REPLAY);
    if (!changes) return this.load(db, model, false);
    for (const docId of changes.removals) this.remove(docId);
    for (const u of changes.upserts) this.upsert(u.docId, u.vector);
    this.seq = changes.seq;
    this.addedSinceSnapshot += changes.upserts.length;
    if (changes.removals.length > 0) this.dropSnapshot();
    this.compactIfSparse();
    this.snapshotIfDue();
  }
  /**
   * Adds (or replaces) one vector by hand, for an index used without a store (the scan's own tests and benchmark).
   * A later refresh() from a store starts over from that store.
   */
  add(docId, vector) {
    if (this.db) throw new Error("this index mirrors a store; vectors come from its refresh()");
    this.added ??= /* @__PURE__ */ new Map();
    this.added.set(docId, Float32Array.from(vector));
    this.upsert(docId, vector);
  }
  get size() {
    return this.slots - this.removed;
  }
  /**
   * Top-k doc ids by exact cosine, best first (ties: lower doc id first), optionally restricted to the docs `allowed`
   * passes.
   */
  search(query, k, allowed) {
    if (k <= 0 || query.length !== this.dims || this.dims === 0 || this.slots === 0) return [];
    const candidates = this.candidates(query, Math.max(k * RERANK_FACTOR, k + RERANK_MARGIN), allowed);
    const exact = this.db && this.model ? vectorsByDocIds(this.db, this.model, candidates) : this.added;
    const hits = [];
    for (const docId of candidates) {
      const v = exact.get(docId);
      if (!v || v.length !== query.length) continue;
      let score = 0;
      for (let i = 0; i < v.length; i++) score += v[i] * query[i];
      hits.push({ docId, score });
    }
    return hits.sort((a, b) => b.score - a.score || a.docId - b.docId).slice(0, k);
  }
  /** The `n` best doc ids by the int8 scan (their order is approximate; the set is what the re-rank needs). */
  candidates(query, n, allowed) {
    const scoresAt = this.scoresAt();
    const selectedAt = scoresAt + this.capacity * 4;
    this.ensureMemory(selectedAt + SELECT_MAX * 4);
    if (this.queryCodes.length !== this.stride) this.queryCodes = new Int8Array(this.stride);
    quantize(query, this.queryCodes);
    this.queryCodes.fill(0, this.dims);
    new Int16Array(this.kernel.memory.buffer, 0, this.stride).set(this.queryCodes);
    this.kernel.scores_i8(VECTORS_AT, this.slots, this.stride, 0, this.scalesAt(), scoresAt);
    const scores = new Float32Array(this.kernel.memory.buffer, scoresAt, this.slots);
    const selective = !allowed || allowed.size * SELECT_MIN_SHARE_ALLOWED >= this.slots;
    const picked = selective && this.slots >= SELECT_MIN_SLOTS ? this.selectAbove(scores, n, scoresAt, selectedAt, allowed) : null;
    return this.best(scores, n, allowed, picked ?? void 0);
  }
  /**
   * The slots whose score reaches a threshold that at least `n` live (and allowed) slots reach, or null when no
   * affordable threshold was found. Every slot left out scores below every slot picked, so the best n of the picked are the
   * best n of all: the same candidates as offering every slot to the heap.
   */
  selectAbove(scores, n, scoresAt, selectedAt, allowed) {
    const every = Math.floor(this.slots / SELECT_SAMPLE);
    const sample = new Float32Array(SELECT_SAMPLE);
    for (let i = 0; i < SELECT_SAMPLE; i++) sample[i] = scores[i * every];
    sample.sort();
    const share = allowed ? allowed.size / this.slots : 1;
    for (let rank = Math.ceil(2 * n / (every * share)) + 8; rank < SELECT_SAMPLE; rank *= 4) {
      const found = this.kernel.select_above(scoresAt, this.slots, sample[SELECT_SAMPLE - 1 - rank], selectedAt, SELECT_MAX);
      if (found > SELECT_MAX) return null;
      const picked = new Int32Array(this.kernel.memory.buffer, selectedAt, found);
      let live = 0;
      for (let i = 0; i < found; i++) {
        const id = this.ids[picked[i]];
        if (id >= 0 && (!allowed || allowed.has(id))) live++;
      }
      if (live >= n) return picked;
    }
    return null;
  }
  /** The `n` best live (and allowed) slots' doc ids by score, among `among` or all slots. */
  best(scores, n, allowed, among) {
    const ids = this.ids;
    const heapScores = new Float64Array(n);
    const heapIds = new Float64Array(n);
    let size = 0;
    const count = among ? among.length : this.slots;
    for (let j = 0; j < count; j++) {
      const i = among ? among[j] : j;
      const score = scores[i];
      if (size === n && !(score >= heapScores[0])) continue;
      const id = ids[i];
      if (id < 0) continue;
      if (size === n && score === heapScores[0] && id > heapIds[0]) continue;
      if (allowed && !allowed.has(id)) continue;
      if (size < n) {
        heapScores[size] = score;
        heapIds[size] = id;
        siftUp(heapScores, heapIds, size++);
      } else {
        heapScores[0] = score;
        heapIds[0] = id;
        siftDown(heapScores, heapIds, size);
      }
    }
    return Array.from(heapIds.subarray(0, size));
  }
  load(db, model, trySnapshot = true) {
    this.db = db;
    this.model = model;
    this.added = null;
    this.identity = storeIdentity(db);
    const file = this.snapshotFile();
    if (trySnapshot && file && this.adoptSnapshot(db, model, file)) return;
    this.reset(0);
    this.seq = readAllVectors(db, model, (docId, bytes) => this.appendRow(docId, bytes));
    this.snapshotSeq = -1;
    this.addedSinceSnapshot = this.slots;
    this.snapshotIfDue();
  }
  /** Takes the snapshot and replays the log from its position; false when it does not fit this store. */
  adoptSnapshot(db, model, file) {
    let packed = null;
    const snap = readVectorSnapshot(file, (header) => {
      if (header.identity !== this.identity || header.model !== model || header.dims > MAX_DIMS) return null;
      this.reset(header.dims);
      this.grow(header.count);
      packed = this.stride === header.dims ? this.codes.subarray(0, header.count * header.dims) : new Int8Array(header.count * header.dims);
      return { scales: this.scales.subarray(0, header.count), codes: packed };
    });
    if (!snap || !packed) return false;
    const codes = packed;
    if (this.stride !== this.dims) {
      for (let i = 0; i < snap.ids.length; i++) this.codes.set(codes.subarray(i * this.dims, (i + 1) * this.dims), i * this.stride);
    }
    this.ids.set(snap.ids);
    this.slots = snap.ids.length;
    this.seq = snap.header.seq;
    this.snapshotSeq = snap.header.seq;
    this.addedSinceSnapshot = 0;
    const changes = vectorChangesSince(db, model, snap.header.seq, MAX_REPLAY);
    if (!changes) return false;
    for (const docId of changes.removals) this.remove(docId);
    for (const u of changes.upserts) this.upsert(u.docId, u.vector);
    this.seq = changes.seq;
    this.addedSinceSnapshot = changes.upserts.length;
    if (this.size !== vectorCount(db, model)) return false;
    if (changes.removals.length > 0) this.dropSnapshot();
    this.compactIfSparse();
    this.snapshotIfDue();
    return true;
  }
  snapshotFile() {
    if (this.opts.snapshotFile !== void 0) return this.opts.snapshotFile;
    return this.db ? snapshotPath(this.db.name) : null;
  }
  /** Writes a snapshot soon after (not during) the search that made it due: the fsync stays off the answer. */
  snapshotIfDue() {
    const file = this.snapshotFile();
    if (!file || !this.model || this.size === 0 || this.snapshotScheduled) return;
    const due = this.snapshotSeq < 0 ? this.addedSinceSnapshot > 0 : this.addedSinceSnapshot >= Math.max(RESNAPSHOT_MIN, this.size * RESNAPSHOT_SHARE);
    if (!due) return;
    this.snapshotScheduled = true;
    setImmediate(() => {
      this.snapshotScheduled = false;
      if (this.snapshotFile() === file) this.writeSnapshot(file);
    }).unref();
  }
  writeSnapshot(file) {
    if (!this.model || this.size === 0) return;
    this.compact();
    const count = this.slots;
    let codes = this.codes.subarray(0, count * this.stride);
    if (this.stride !== this.dims) {
      codes = new Int8Array(count * this.dims);
      for (let i = 0; i < count; i++) codes.set(this.codes.subarray(i * this.stride, i * this.stride + this.dims), i * this.dims);
    }
    try {
      writeVectorSnapshot(file, {
        identity: this.identity,
        model: this.model,
        dims: this.dims,
        seq: this.seq,
        ids: this.ids.subarray(0, count),
        scales: this.scales.subarray(0, count),
        codes
      });
      this.snapshotSeq = this.seq;
      this.addedSinceSnapshot = 0;
    } catch {
    }
  }
  dropSnapshot() {
    const file = this.snapshotFile();
    if (file) {
      try {
        removeVectorSnapshot(file);
      } catch {
      }
    }
    this.snapshotSeq = -1;
    this.addedSinceSnapshot = Math.max(this.addedSinceSnapshot, 1);
  }
  /** Appends a stored row (raw little-endian float32 bytes). */
  appendRow(docId, bytes) {
    const dims = bytes.byteLength / 4;
    if (this.rowFloats.length !== dims) this.rowFloats = new Float32Array(dims);
    new Uint8Array(this.rowFloats.buffer).set(bytes);
    this.append(docId, this.rowFloats);
  }
  append(docId, vector) {
    const dims = vector.length;
    if (this.slots === 0 && this.dims === 0) {
      if (dims > MAX_DIMS) return;
      this.reset(dims);
    }
    if (dims !== this.dims) return;
    this.grow(this.slots + 1);
    this.scales[this.slots] = quantize(vector, this.codes.subarray(this.slots * this.stride, this.slots * this.stride + dims));
    this.ids[this.slots] = docId;
    this.slotOf?.set(docId, this.slots);
    this.slots++;
  }
  /** Empties the index for vectors of `dims` floats (the kernel's memory is kept and zeroed). */
  reset(dims) {
    this.slotOf = null;
    this.removed = 0;
    this.slots = 0;
    this.dims = dims;
    this.stride = Math.ceil(dims / 32) * 32;
    this.ids = new Float64Array(0);
    this.capacity = 0;
    new Uint8Array(this.kernel.memory.buffer).fill(0);
    this.renewViews();
  }
  scalesAt() {
    return VECTORS_AT + this.capacity * this.stride;
  }
  scoresAt() {
    return this.scalesAt() + this.capacity * 4;
  }
  ensureMemory(bytes) {
    const memory = this.kernel.memory;
    if (bytes > memory.buffer.byteLength) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / PAGE));
    this.renewViews();
  }
  /** Views of the kernel's memory are detached when it grows, and move when the capacity does. */
  renewViews() {
    this.codes = new Int8Array(this.kernel.memory.buffer, VECTORS_AT, this.capacity * this.stride);
    this.scales = new Float32Array(this.kernel.memory.buffer, this.scalesAt(), this.capacity);
  }
  upsert(docId, vector) {
    this.remove(docId);
    this.append(docId, vector);
  }
  remove(docId) {
    const slots = this.slotMap();
    const slot = slots.get(docId);
    if (slot === void 0) return;
    slots.delete(docId);
    this.ids[slot] = -1;
    this.scales[slot] = 0;
    this.codes.fill(0, slot * this.stride, (slot + 1) * this.stride);
    this.removed++;
  }
  slotMap() {
    if (!this.slotOf) {
      this.slotOf = /* @__PURE__ */ new Map();
      for (let i = 0; i < this.slots; i++) if (this.ids[i] >= 0) this.slotOf.set(this.ids[i], i);
    }
    return this.slotOf;
  }
  grow(slots) {
    if (slots <= this.capacity) return;
    const capacity = Math.max(slots, Math.ceil(this.capacity * 1.5), 1024);
    const ids = new Float64Array(capacity);
    ids.set(this.ids.subarray(0, this.slots));
    this.ids = ids;
    const codesEnd = this.scalesAt();
    const scalesEnd = codesEnd + this.slots * 4;
    const usedEnd = this.kernel.memory.buffer.byteLength;
    this.capacity = capacity;
    this.ensureMemory(this.scoresAt());
    const bytes = new Uint8Array(this.kernel.memory.buffer);
    bytes.copyWithin(this.scalesAt(), codesEnd, scalesEnd);
    bytes.fill(0, codesEnd, Math.min(this.scalesAt(), usedEnd));
  }
  compactIfSparse() {
    if (this.removed > 1024 && this.removed > this.slots / 4) this.compact();
  }
  compact() {
    if (this.removed === 0) return;
    const d = this.stride;
    let w = 0;
    for (let r = 0; r < this.slots; r++) {
      if (this.ids[r] < 0) continue;
      if (w !== r) {
        this.ids[w] = this.ids[r];
        this.scales[w] = this.scales[r];
        this.codes.copyWithin(w * d, r * d, (r + 1) * d);
      }
      w++;
    }
    this.codes.fill(0, w * d, this.slots * d);
    this.slots = w;
    this.removed = 0;
    this.slotOf = null;
  }
};
function siftUp(scores, ids, i) {
  while (i > 0) {
    const parent = i - 1 >> 1;
    if (!worse(scores, ids, i, parent)) break;
    swap(scores, ids, i, parent);
    i = parent;
  }
}
function siftDown(scores, ids, size) {
  let i = 0;
  for (; ; ) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < size && worse(scores, ids, l, m)) m = l;
    if (r < size && worse(scores, ids, r, m)) m = r;
    if (m === i) return;
    swap(scores, ids, i, m);
    i = m;
  }
}
function worse(scores, ids, a, b) {
  return scores[a] < scores[b] || scores[a] === scores[b] && ids[a] > ids[b];
}
function swap(scores, ids, a, b) {
  const s = scores[a];
  scores[a] = scores[b];
  scores[b] = s;
  const id = ids[a];
  ids[a] = ids[b];
  ids[b] = id;
}

// src/recall/search.ts
var BRIEF_CHARS = 340;
var REPEATED_BLOCK_CHARS = 160;
var POOL = 100;
var SNIPPET_CHARS = { perQuery: 5e3, min: 300, max: 1e3 };
var UNIT_POOL_FACTOR = 2;
var ASKING_WINDOW_MS = 2 * 36e5;
var SHORT_CJK_TRIGRAMS = 48;
var TRIGRAM_SHARE = 0.5;
var MATCH_ROW_BUDGET = 2e3;
var UNKNOWN_NAME_TEXTS = 50;
async function recall(deps, asked, opts) {
  const query = withShortForms(asked);
  const filters = opts.filters ?? {};
  const pool = Math.max(POOL, opts.limit * 3);
  const lists = [];
  const docs = /* @__PURE__ */ new Map();
  const cosines = /* @__PURE__ */ new Map();
  const keep = (rows) => rows.map((r) => (docs.set(r.docId, r), String(r.docId)));
  const vectorSide = startVectorSide(deps, opts, query, asked);
  const wordTerms = wordQueryTerms(query);
  const qWords = queryWords(query);
  const frequencies = docFrequencies(deps.db, [.../* @__PURE__ */ new Set([...wordTerms, ...qWords.map((w) => w.word)])], filters.exceptSessionId);
  const affordable = affordableTerms(wordTerms, frequencies.df, MATCH_ROW_BUDGET);
  const word = orQuery(affordable.terms);
  if (word) {
    const also = affordable.dropped.map((t) => alsoHolding(word, t));
    const rows = affordable.overBudget ? ftsSearchHolding(deps.db, word, also, filters, pool, MATCH_ROW_BUDGET) : also.length ? ftsSearchHolding(deps.db, word, also, filters, pool) : ftsSearch(deps.db, "search_fts", word, filters, pool);
    lists.push({ name: "fts", weight: deps.weights.fts, ids: keep(rows) });
    const periods = namedPeriods(asked, deps.now);
    if (periods.length) {
      const dated = periods.flatMap(
        (p) => ftsSearch(
          deps.db,
          "search_fts",
          word,
          { ...filters, since: Math.max(filters.since ?? -Infinity, p.since), until: Math.min(filters.until ?? Infinity, p.until) },
          pool
        )
      );
      lists.push({ name: "dated", weight: deps.weights.fts, ids: keep(dated) });
    }
  }
  const dropped = new Set(affordable.dropped);
  const trigramOfWords = buildTrigramQuery(
    dropped.size ? query.split(/\s+/).filter((w) => !dropped.has(w.toLowerCase())).join(" ") : query
  );
  const shortCjk = orOfTerms(shortCjkRuns(query).flatMap((w) => trigramsStartingWith(deps.db, w, SHORT_CJK_TRIGRAMS, MATCH_ROW_BUDGET)));
  const trigram = trigramOfWords && shortCjk ? `${trigramOfWords} OR ${shortCjk}` : trigramOfWords ?? shortCjk;
  if (trigram && (hasCjk(query) || /[./_\-\\]/.test(query) || !lists[0]?.ids.length)) {
    lists.push({
      name: "trigram",
      weight: deps.weights.fts * TRIGRAM_SHARE,
      ids: keep(ftsSearch(deps.db, "search_trigram", trigram, filters, pool))
    });
  }
  let mode = "fts";
  const qv = vectorSide && await vectorSide.vector;
  if (vectorSide && qv) {
    try {
      const allowed = hasAnyFilter(filters) ? vectorFilter(deps.db, filters, vectorSide.index.size) : void 0;
      const nearest = vectorSide.index.search(qv, pool, allowed);
      for (const n of nearest) cosines.set(n.docId, n.score);
      const missing = nearest.map((n) => n.docId).filter((id) => !docs.has(id));
      for (const [id, row] of docsByIds(deps.db, missing)) {
        if (row.trust === "rejected") continue;
        if (row.active || filters.includeInactive || filters.asOf != null) docs.set(id, row);
      }
      lists.push({
        name: "vector",
        weight: deps.weights.vector,
        ids: nearest.filter((n) => docs.has(n.docId)).map((n) => String(n.docId))
      });
      mode = "hybrid";
    } catch {
    }
  }
  const fused = fuseRankings(lists);
  const priors = /* @__PURE__ */ new Map();
  for (const hit of fused) {
    const d = docs.get(Number(hit.id));
    priors.set(hit.id, { kind: d.kind, source: d.source, trust: d.trust, ageDays: (deps.now - d.createdAt) / 864e5 });
  }
  const ranked = applyPriors(fused, priors).map((h) => ({ doc: docs.get(Number(h.id)), score: h.score, ranks: h.ranks }));
  const assembled = assemble(deps.db, deps.now, query, ranked, cosines, opts, qWords, frequencies, deps);
  const hits = withItemContext(deps.db, assembled.hits, {
    followSuccessors: filters.asOf == null,
    toHit: (d) => toHit(d, 0, cutText(d.text, 1e3), 0)
  });
  const unknown = unknownNames(
    qWords,
    (w) => frequencies.df.get(w) ?? 0,
    (fragment) => textsHolding(deps.db, fragment, UNKNOWN_NAME_TEXTS),
    CALENDAR_WORDS
  );
  return { ...assembled, hits, mode, unknownNames: unknown };
}
var queryVectorText = (asked) => asked.slice(0, 2e3);
function startVectorSide(deps, opts, query, asked) {
  if (opts.mode === "fts" || !deps.embedder || deps.weights.vector <= 0 || !query.trim()) return null;
  try {
    const index = deps.vectorIndex ?? new VectorIndex();
    index.refresh(deps.db, deps.embedder.id);
    if (index.size === 0) return null;
    const vector = deps.embedder.embed([queryVectorText(asked)]).then(
      ([v]) => v ?? null,
      () => null
    );
    return { index, vector };
  } catch {
    return null;
  }
}
function vectorFilter(db, filters, indexed) {
  const leftOut = docsLeftOutOf(db, filters);
  return leftOut ? { has: (id) => !leftOut.has(id), size: Math.max(0, indexed - leftOut.size) } : filteredDocIds(db, filters);
}
var neighboursOf = (promptNumber) => [promptNumber - 1, promptNumber + 1];
var EXCHANGE_SHARE = 0.5;
function questionAnswered(card) {
  if (!card) return "";
  const said = card.lastIndexOf("Said:");
  if (said < 0) return "";
  const reply = card.slice(said + 5).split("\n")[0].trim();
  const last = reply.split(/(?<=[.!?])\s+/).pop() ?? "";
  return last.endsWith("?") ? last : "";
}
function unitKey(d) {
  return d.sessionId && d.promptNumber != null && TURN_KINDS.has(d.kind) ? `${d.sessionId}#${d.promptNumber}` : `${d.kind}:${d.refId}`;
}
var TURN_KINDS = /* @__PURE__ */ new Set(["prompt", "assistant", "tool", "summary", "turn"]);
var ITEM_KINDS = new Set(ITEM_TYPES);
function assemble(db, now, query, ranked, cosines, opts, qWords, { total, df }, { rankWeights, segmentWeights }) {
  const units = /* @__PURE__ */ new Map();
  for (const r of ranked) {
    const key = unitKey(r.doc);
    const u = units.get(key);
    if (u) u.docs.push(r.doc);
    else units.set(key, { key, best: r.doc, score: r.score, ranks: r.ranks, docs: [r.doc] });
  }
  const turnOf = (u) => TURN_KINDS.has(u.best.kind) && u.best.sessionId && u.best.promptNumber != null ? { sessionId: u.best.sessionId, promptNumber: u.best.promptNumber } : null;
  const pooled = [...units.values()].slice(0, Math.max(opts.limit * UNIT_POOL_FACTOR, opts.limit + 10));
  const inProgress = opts.filters?.exceptAskingTurn ? turnsInProgress(
    db,
    pooled.map(turnOf).filter((t) => t !== null),
    now - ASKING_WINDOW_MS
  ) : /* @__PURE__ */ new Map();
  const asked = normalizeForDedupe(query);
  const top = pooled.filter((u) => !inProgress.has(u.key) || normalizeForDedupe(withShortForms(inProgress.get(u.key))) !== asked);
  let turns = top.map(turnOf).filter((t) => t !== null);
  const cards = turnCards(db, turns);
  const asking = /* @__PURE__ */ new Map();
  for (const u of top.slice(0, opts.limit)) {
    const t = turnOf(u);
    if (!t || !questionAnswered(cards.get(u.key)?.text)) continue;
    const next = `${t.sessionId}#${t.promptNumber + 1}`;
    if (!asking.has(next) && !top.some((v) => v.key === next)) asking.set(next, u);
  }
  const followers = [...asking.values()].map((u) => ({ sessionId: u.best.sessionId, promptNumber: u.best.promptNumber + 1 }));
  const followerKeys = /* @__PURE__ */ new Set();
  if (followers.length) {
    for (const [key, doc] of turnDocs(db, followers, opts.filters ?? {})) {
      const score = Math.max(units.get(key)?.score ?? 0, EXCHANGE_SHARE * asking.get(key).score);
      top.push({ ...units.get(key) ?? { key, best: doc, ranks: {}, docs: [doc] }, score });
      followerKeys.add(key);
    }
    for (const [key, card] of turnCards(db, followers)) cards.set(key, card);
    turns = top.map(turnOf).filter((t) => t !== null);
  }
  const neighbourCards = turnCards(
    db,
    turns.flatMap((t) => neighboursOf(t.promptNumber).map((promptNumber) => ({ sessionId: t.sessionId, promptNumber })))
  );
  const weigh = (nameWeight) => weighTerms(
    qWords.map((w) => w.term),
    new Map(qWords.map((w) => [w.term, df.get(w.word) ?? 0])),
    total,
    new Set(qWords.filter((w) => w.named).map((w) => w.term)),
    // The word index cannot count a CJK bigram (it holds whole runs): such a term is counted as an average one.
    new Set(qWords.filter((w) => hasCjk(w.term)).map((w) => w.term)),
    nameWeight
  );
  const terms = weigh(RANK_NAME_WEIGHT);
  const floorShare = massRatio(terms, weigh(RELEVANCE_FLOOR.unknownName));
  const successors = opts.filters?.asOf != null ? /* @__PURE__ */ new Map() : currentSuccessors(
    db,
    top.flatMap((u) => u.docs)
  );
  if (opts.filters?.asOf == null) {
    const retired = retiredValues(db);
    const queryTerms = new Set(terms.filter((t) => t.idf > 0 && t.known !== false).map((t) => t.term));
    const retiredStems = /* @__PURE__ */ new Map();
    const standing = /* @__PURE__ */ new Map();
    const standingFor = (r) => {
      if (!standing.has(r.nextId)) standing.set(r.nextId, standingItem(db, r.nextId));
      return standing.get(r.nextId);
    };
    for (const u of top) {
      if (ITEM_KINDS.has(u.best.kind) || u.docs.some((d) => successors.has(d.docId))) continue;
      const text = cards.get(u.key)?.text ?? u.docs.map((d) => d.text).join("\n");
      const now2 = retiredValueNamed(text, retired, queryTerms, retiredStems, standingFor);
      if (now2 && !(now2.sessionId === u.best.sessionId && now2.promptNumber === u.best.promptNumber)) successors.set(u.best.docId, now2);
    }
  }
  const snippetChars = opts.snippetChars ?? Math.min(SNIPPET_CHARS.max, Math.max(SNIPPET_CHARS.min, Math.round(SNIPPET_CHARS.perQuery / Math.max(1, opts.limit))));
  const maxScore = top.reduce((m, u) => Math.max(m, u.score), 0) || 1;
  const stems = /* @__PURE__ */ new Map();
  const traits = queryTraits(query);
  const span = top.reduce((s, u) => ({ oldest: Math.min(s.oldest, u.best.createdAt), newest: Math.max(s.newest, u.best.createdAt) }), {
    oldest: Infinity,
    newest: -Infinity
  });
  const read = top.map((u) => {
    const card = cards.get(u.key);
    const text = card?.text ?? u.docs.map((d) => d.text).join("\n");
    const cosine = u.docs.reduce((m, d) => cosines.has(d.docId) ? Math.max(m ?? -1, cosines.get(d.docId)) : m, null);
    const segments2 = [];
    const reading = readUnit(text, query, terms, snippetChars, stems, {
      segments: opts.explain ? segments2 : void 0,
      weights: segmentWeights
    });
    const turn = turnOf(u);
    const asked2 = turn ? questionAnswered(neighbourCards.get(`${turn.sessionId}#${turn.promptNumber - 1}`)?.text) : "";
    const coverage = keywordCoverage(terms, asked2 ? /* @__PURE__ */ new Set([...reading.words, ...termSet(asked2, stems)]) : reading.words);
    const rel = relevance(coverage * floorShare, cosine);
    const context = turn ? neighboursOf(turn.promptNumber).map((n) => termSet(neighbourCards.get(`${turn.sessionId}#${n}`)?.text ?? "", stems)) : [];
    const features = unitFeatures(
      {
        coverage: rel > 0 ? coverage : 0,
        closeness: rel > 0 ? vectorCloseness(cosine) : 0,
        context: coverageInContext(terms, reading.words, context),
        fusedShare: u.score / maxScore,
        passage: reading.passage.coverage,
        passageHasPath: reading.passage.hasPath,
        passageHasNumber: reading.passage.hasNumber,
        createdAt: u.best.createdAt,
        kind: turn ? "turn" : ITEM_KINDS.has(u.best.kind) ? "item" : u.best.kind === "rollup" ? "rollup" : "other",
        replaced: u.docs.some((d) => successors.has(d.docId))
      },
      traits,
      span
    );
    return {
      u,
      text,
      snippet: reading.snippet,
      lines: reading.lines ?? [],
      rel,
      features,
      segments: segments2,
      rank: rankScore(features, rankWeights),
      // What newerFirst compares: a turn or an item said later about the same thing (a rollup blends a session).
      createdAt: u.best.createdAt,
      coverage: features.coverage,
      relevant: passesFloor(rel),
      follows: u.best.kind !== "rollup"
    };
  }).filter((r) => r.rel > 0 || !followerKeys.has(r.u.key)).sort((a, b) => b.rank - a.rank);
  const shownOrder = traits.current ? newerFirst(read) : read;
  const hits = [];
  const seen = /* @__PURE__ */ new Set();
  const listed = /* @__PURE__ */ new Set();
  const briefChars = opts.briefChars ?? BRIEF_CHARS;
  const shownLines = /* @__PURE__ */ new Set();
  const shownBriefLines = /* @__PURE__ */ new Set();
  const sourceLines = /* @__PURE__ */ new Set();
  const repeatsABlock = (lines) => lines.length >= 2 && lines.reduce((n, l) => n + l.length, 0) >= REPEATED_BLOCK_CHARS && lines.every((l) => sourceLines.has(lineKey(l)));
  const briefOf = (text, snippet) => {
    if (snippet.length <= briefChars) return {};
    let r = readUnit(text, query, terms, briefChars, stems, { weights: segmentWeights, shown: shownBriefLines });
    if (!r.lines?.some((l) => !shownBriefLines.has(lineKey(l))))
      r = readUnit(text, query, terms, briefChars, stems, { weights: segmentWeights });
    for (const l of r.lines ?? []) shownBriefLines.add(lineKey(l));
    return { brief: r.snippet };
  };
  for (const r of shownOrder) {
    if (hits.length > opts.limit) break;
    const { u, text, rel, rank } = r;
    let snippet = r.snippet;
    if (repeatsABlock(r.lines)) continue;
    if (r.lines.some((l) => shownLines.has(lineKey(l)))) {
      const again = readUnit(text, query, terms, snippetChars, stems, { weights: segmentWeights, shown: shownLines });
      if (again.lines?.some((l) => !shownLines.has(lineKey(l)))) snippet = again.snippet;
    }
    const dedupeKey = `${u.best.sessionId}|${normalizeForDedupe(snippet)}`;
    if (seen.has(dedupeKey)) continue;
    seen.add(dedupeKey);
    for (const l of r.lines) {
      shownLines.add(lineKey(l));
      if (u.best.kind !== "rollup") sourceLines.add(lineKey(l));
    }
    const hit = { ...toHit(u.best, rank, snippet, rel), ...briefOf(text, snippet), ranks: u.ranks };
    const successor = u.docs.map((d) => successors.get(d.docId)).find(Boolean);
    if (successor) {
      const id = `${successor.type}:${successor.id}`;
      hit.superseded_by = id;
      if (!listed.has(id)) {
        listed.add(id);
        hits.push({
          layer: 1,
          id,
          kind: successor.type,
          snippet: cutText(successor.text, snippetChars),
          ...briefOf(successor.text, cutText(successor.text, snippetChars)),
          session_id: successor.sessionId,
          prompt_number: successor.promptNumber,
          score: hit.score,
          created_at: new Date(successor.createdAt).toISOString(),
          source: successor.source,
          relevance: hit.relevance,
          relevant: hit.relevant
        });
      }
    }
    if (listed.has(hit.id)) continue;
    listed.add(hit.id);
    hits.push(hit);
  }
  const shown = hits.slice(0, opts.limit);
  const candidates = opts.explain ? read.map(({ u, features, rank, segments: segments2 }) => ({
    key: u.key,
    kind: u.best.kind,
    sessionId: u.best.sessionId,
    promptNumber: u.best.promptNumber,
    text: turnOf(u) ? "" : u.docs.map((d) => d.text).join("\n"),
    features,
    rank,
    segments: segments2
  })) : void 0;
  return { hits: shown, total: units.size, relevant: shown.filter((h) => h.relevant).length, ...candidates ? { candidates } : {} };
}
function withItemContext(db, hits, opts) {
  const out = [];
  const ids = new Set(hits.map((h) => h.id));
  const follow = (item, from) => {
    const id = itemId(item);
    if (ids.has(id) || item.trust === "rejected") return;
    const doc = docByRef(db, item.type, String(item.id));
    if (!doc) return;
    ids.add(id);
    out.push(decorate({ ...opts.toHit(doc), score: from.score, relevance: from.relevance, relevant: from.relevant }));
  };
  const decorate = (h) => {
    const [kind, ref] = splitId(h.id);
    const item = findItem(db, kind, ref);
    if (!item) return h;
    const open = openConflictPartners(db, item.id);
    const team = teamOf(db, item.id);
    return {
      ...h,
      trust: item.trust,
      ...team ? { team: team.team, shared_by: team.sharedBy } : {},
      ...item.status === "superseded" && item.supersededBy != null ? { superseded_by: currentSuccessorId(db, item) } : {},
      ...open.length ? { conflicts_with: open.map(itemId) } : {}
    };
  };
  for (const h of hits) {
    const d = decorate(h);
    out.push(d);
    const [kind, ref] = splitId(h.id);
    const item = findItem(db, kind, ref);
    if (!item) continue;
    if (item.status === "superseded" && opts.followSuccessors) {
      const head = currentSuccessor(db, item);
      if (head) follow(head, d);
    }
    for (const other of openConflictPartners(db, item.id)) follow(other, d);
  }
  return out;
}
var splitId = (id) => {
  const at = id.indexOf(":");
  return [id.slice(0, at), id.slice(at + 1)];
};
function currentSuccessor(db, item) {
  let row = item;
  for (let i = 0; row && row.supersededBy != null && i < 100; i++) row = getItem(db, row.supersededBy);
  return row && row.id !== item.id ? row : null;
}
function currentSuccessorId(db, item) {
  const head = currentSuccessor(db, item);
  return head ? itemId(head) : `${item.type}:${item.supersededBy}`;
}
function toHit(d, score, snippet, rel) {
  const id = d.kind === "turn" ? `turn:${d.refId}` : `${d.kind}:${d.refId}`;
  return {
    layer: 1,
    id,
    kind: d.kind,
    snippet,
    session_id: d.sessionId,
    prompt_number: d.promptNumber,
    score: Math.round(score * 1e6) / 1e6,
    created_at: new Date(d.createdAt).toISOString(),
    source: d.source,
    relevance: Math.round(rel * 1e3) / 1e3,
    relevant: passesFloor(rel)
  };
}
function cutText(text, max) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}\u2026`;
}
function normalizeForDedupe(text) {
  return text.toLowerCase().replace(/\[turn \d+\]\s*/g, "").replace(/\s+/g, " ").trim().slice(0, 300);
}

export {
  buildWordQuery,
  isStopWord,
  VectorIndex,
  BRIEF_CHARS,
  recall,
  queryVectorText,
  questionAnswered
};
