#!/usr/bin/env node
// Builds the blind secrets corpus deterministically.
//
//   node bench/secrets-corpus/generate.mjs          # (re)write the JSONL files
//   node bench/secrets-corpus/generate.mjs --check  # verify files on disk match
//   node bench/secrets-corpus/generate.mjs --stats  # print counts only
//
// Every value comes from a PRNG seeded by "<SEED>/<format>/<case index>", so a
// case does not change when other formats are added or removed. The split of
// formats into tune/holdout is drawn from a PRNG seeded by "<SEED>/split".
// All credentials are fake: right prefix/length/alphabet, random payload.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeRng } from './lib.mjs';
import { PROVIDER } from './fam-provider.mjs';
import { AUTH_HEADER, KEY_MATERIAL } from './fam-auth-keys.mjs';
import { CONFIG_FILE, URL_USERINFO } from './fam-config-url.mjs';
import { CLI_FLAG, SOURCE_LITERAL } from './fam-cli-source.mjs';
import { NATURAL_LANGUAGE, OBFUSCATED, JSON_KEY, LOG_LINE } from './fam-misc.mjs';

const SEED = 'secrets-corpus-v1';
const HOLDOUT_SHARE = 0.4;
const DIR = path.dirname(fileURLToPath(import.meta.url));

const FAMILIES = [
  ['provider-token', PROVIDER],
  ['auth-header', AUTH_HEADER],
  ['key-material', KEY_MATERIAL],
  ['config-file', CONFIG_FILE],
  ['url-userinfo', URL_USERINFO],
  ['cli-flag', CLI_FLAG],
  ['source-literal', SOURCE_LITERAL],
  ['natural-language', NATURAL_LANGUAGE],
  ['obfuscated', OBFUSCATED],
  ['json-key', JSON_KEY],
  ['log-line', LOG_LINE],
];

function fail(msg) { throw new Error(`secrets-corpus: ${msg}`); }

function build() {
  // 1. Materialize every case and validate it.
  const formats = [];
  const seen = new Set();
  for (const [family, list] of FAMILIES) {
    for (const f of list) {
      if (!f.format || !/^[a-z0-9][a-z0-9-]*$/.test(f.format)) fail(`bad format name ${f.format}`);
      if (seen.has(f.format)) fail(`duplicate format ${f.format}`);
      seen.add(f.format);
      if (!f.source) fail(`${f.format}: missing source`);
      if (f.cases.length < 2 || f.cases.length > 4) fail(`${f.format}: ${f.cases.length} cases (want 2-4)`);
      const cases = f.cases.map((fn, i) => {
        const c = fn(makeRng(`${SEED}/${f.format}/${i}`));
        if (typeof c.text !== 'string' || !c.text) fail(`${f.format}#${i}: empty text`);
        if (!Array.isArray(c.secrets) || c.secrets.length === 0) fail(`${f.format}#${i}: no secrets`);
        for (const s of c.secrets) {
          if (typeof s !== 'string' || s.length < 6) fail(`${f.format}#${i}: secret shorter than 6: ${JSON.stringify(s)}`);
          if (!c.text.includes(s)) fail(`${f.format}#${i}: secret not a substring of text: ${JSON.stringify(s)}`);
        }
        if (c.plain !== undefined && (!Array.isArray(c.plain) || c.plain.some((p) => typeof p !== 'string' || p.length < 6))) fail(`${f.format}#${i}: bad plain`);
        if (family === 'obfuscated' && !c.plain) fail(`${f.format}#${i}: obfuscated case needs plain`);
        const out = { format: f.format, family, text: c.text, secrets: [...new Set(c.secrets)] };
        if (c.plain) out.plain = c.plain;
        out.source = f.source;
        return out;
      });
      const texts = new Set(cases.map((c) => c.text));
      if (texts.size !== cases.length) fail(`${f.format}: duplicate texts`);
      formats.push({ family, format: f.format, cases });
    }
  }

  // 2. Split formats per family with a seeded shuffle (~40% held out).
  const split = makeRng(`${SEED}/split`);
  const holdout = new Set();
  for (const [family] of FAMILIES) {
    const names = formats.filter((f) => f.family === family).map((f) => f.format).sort();
    if (names.length < 2) fail(`family ${family} needs >= 2 formats`);
    const k = Math.min(names.length - 1, Math.max(1, Math.round(names.length * HOLDOUT_SHARE)));
    for (const n of split.shuffle(names).slice(0, k)) holdout.add(n);
  }

  // 3. Assign ids in generation order, then route cases to their split.
  const tune = [], hold = [];
  let n = 0;
  for (const f of formats) {
    for (const c of f.cases) {
      const row = { id: `sec-${String(++n).padStart(4, '0')}`, ...c };
      (holdout.has(f.format) ? hold : tune).push(row);
    }
  }
  if (n < 330) fail(`only ${n} cases`);
  if (formats.length < 110) fail(`only ${formats.length} formats`);
  return { formats, holdout, tune, hold };
}

function stats({ formats, holdout, tune, hold }) {
  const rows = FAMILIES.map(([family]) => {
    const fs_ = formats.filter((f) => f.family === family);
    const t = fs_.filter((f) => !holdout.has(f.format)), h = fs_.filter((f) => holdout.has(f.format));
    const cnt = (arr) => arr.reduce((a, f) => a + f.cases.length, 0);
    return { family, tf: t.length, tc: cnt(t), hf: h.length, hc: cnt(h) };
  });
  const sum = (k) => rows.reduce((a, r) => a + r[k], 0);
  const lines = ['| family | tune formats | tune cases | holdout formats | holdout cases |', '|---|---:|---:|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.family} | ${r.tf} | ${r.tc} | ${r.hf} | ${r.hc} |`);
  lines.push(`| **total** | **${sum('tf')}** | **${sum('tc')}** | **${sum('hf')}** | **${sum('hc')}** |`);
  return { table: lines.join('\n'), total: tune.length + hold.length, formats: formats.length };
}

const toJsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';

const result = build();
const files = {
  'secrets-tune.jsonl': toJsonl(result.tune),
  'secrets-holdout.jsonl': toJsonl(result.hold),
};
const s = stats(result);
const mode = process.argv[2];

if (mode === '--check') {
  let ok = true;
  for (const [name, body] of Object.entries(files)) {
    const p = path.join(DIR, name);
    const disk = fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : null;
    if (disk !== body) { ok = false; console.error(`MISMATCH ${name}`); }
  }
  console.log(ok ? 'ok: files match the generator' : 'files differ from the generator');
  process.exit(ok ? 0 : 1);
} else if (mode === '--stats') {
  console.log(`${s.total} cases, ${s.formats} formats\n\n${s.table}`);
} else {
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(DIR, name), body);
  console.log(`wrote ${result.tune.length} tune + ${result.hold.length} holdout cases (${s.formats} formats)\n\n${s.table}`);
}
