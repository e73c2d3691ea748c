#!/usr/bin/env node
// Converts gitleaks' default rule set (vendor/gitleaks/gitleaks.toml) into src/capture/secrets/gitleaks-rules.ts,
// the data the secret detector loads: a small index (each rule's id and keywords) parsed when the detector loads, and
// each rule's body (regex, allowlists...) as its own JSON string, parsed the first time a text holds one of the rule's
// keywords. Every hook process loads the detector, and parsing all 200 rules up front cost it a millisecond (JSON,
// because V8 parses it faster than the same data as an object literal). Run it after replacing the TOML with a newer
// gitleaks config:
//   node scripts/vendor-gitleaks.mjs
// The rules are Go (RE2) regular expressions; JavaScript lacks scoped flags on Node 20, so `(?i)`, `(?i:…)` and
// `(?-i:…)` are rewritten by expanding letters to both cases where case-insensitivity applies. Every converted
// regex is compiled here, so the JSON never holds one that fails at hook time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(ROOT, 'vendor/gitleaks/gitleaks.toml');
const TARGET = path.join(ROOT, 'src/capture/secrets/gitleaks-rules.ts');

const POSIX_CLASSES = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  digit: '0-9',
  lower: 'a-z',
  upper: 'A-Z',
  space: '\\t\\n\\v\\f\\r ',
  xdigit: '0-9A-Fa-f',
  word: '0-9A-Za-z_',
  punct: '!-\\/:-@\\[-`{-~',
};

const MAX_DOT_RUN = 256;
// gitleaks' generated rules open with an identifier run before their keyword. Unanchored, it makes a backtracking
// engine try up to 50 start positions before each keyword; the detector matches from the keyword instead and
// scans back over the identifier itself (see keyPrefix in src/capture/secrets/gitleaks.ts).
const KEY_PREFIX = '[\\w.-]{0,50}?';

/** Strips the leading identifier run; returns the rest and whether one was there. */
export function stripKeyPrefix(src) {
  const flags = src.startsWith('(?i)') ? '(?i)' : '';
  let rest = src.slice(flags.length);
  let stripped = false;
  for (;;) {
    if (rest.startsWith(KEY_PREFIX)) rest = rest.slice(KEY_PREFIX.length);
    else if (rest.startsWith(`(?i:${KEY_PREFIX}`)) rest = `(?i:${rest.slice(4 + KEY_PREFIX.length)}`;
    else break;
    stripped = true;
  }
  return { source: flags + rest, stripped };
}

const isLetter = (c) => /^[A-Za-z]$/.test(c);
const bothCases = (c) => `${c.toLowerCase()}${c.toUpperCase()}`;

/** Translates one Go regex to a JavaScript source string (no flags needed except `s` for `(?s)`). */
export function goToJs(src) {
  // Wholly case-insensitive: the native `i` flag is simpler and faster than expanded letters.
  if (src.startsWith('(?i)') && !/\(\?[a-z]*-i/.test(src) && !/\(\?i[:)]/.test(src.slice(4))) {
    const inner = goToJs(src.slice(4));
    return { source: inner.source, flags: `i${inner.flags}` };
  }
  let out = '';
  let dotAll = false;
  // One entry per open group: is case-insensitivity on inside it?
  const stack = [false];
  const ci = () => stack[stack.length - 1];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === '\\') {
      const n = src[i + 1];
      if (n === 'z') out += '$';
      else if (n === 'A') out += '^';
      else if (n === 'x' && src[i + 2] === '{') {
        const end = src.indexOf('}', i);
        out += `\\u{${src.slice(i + 3, end)}}`;
        i = end + 1;
        continue;
      } else if (ci() && isLetter(n) && !/[wWsSdDbBxnrtvfpPuQE]/.test(n)) out += `[${bothCases(n)}]`;
      else out += `\\${n}`;
      i += 2;
      continue;
    }
    if (c === '[') {
      const end = classEnd(src, i);
      out += translateClass(src.slice(i, end + 1), ci());
      i = end + 1;
      continue;
    }
    if (c === '(') {
      const flags = /^\(\?([a-zA-Z-]+)(\)|:)/.exec(src.slice(i));
      if (flags) {
        const [whole, spec, kind] = flags;
        const on = spec.split('-')[0];
        const off = spec.split('-')[1] ?? '';
        let next = ci();
        if (on.includes('i')) next = true;
        if (off.includes('i')) next = false;
        if (on.includes('s')) dotAll = true;
        if (kind === ')')
          stack[stack.length - 1] = next; // applies to the rest of the current group
        else {
          stack.push(next);
          out += '(?:';
        }
        i += whole.length;
        continue;
      }
      if (src.startsWith('(?P<', i)) {
        stack.push(ci());
        out += '(?<';
        i += 4;
        continue;
      }
      stack.push(ci());
      out += '(';
      i++;
      continue;
    }
    if (c === ')') {
      stack.pop();
      out += ')';
      i++;
      continue;
    }
    // RE2 runs in linear time; a backtracking engine does not, and `curl.*-u` over a long line of "curl" is
    // quadratic. A secret's context never spans more than a few hundred characters of one line.
    if (c === '.' && (src[i + 1] === '*' || src[i + 1] === '+')) {
      out += `.{${src[i + 1] === '*' ? 0 : 1},${MAX_DOT_RUN}}`;
      i += 2;
      continue;
    }
    if (ci() && isLetter(c)) {
      out += `[${bothCases(c)}]`;
      i++;
      continue;
    }
    out += c;
    i++;
  }
  return { source: out, flags: dotAll ? 's' : '' };
}

function classEnd(src, start) {
  let i = start + 1;
  if (src[i] === '^') i++;
  if (src[i] === ']') i++; // a leading ] is literal
  while (i < src.length) {
    if (src[i] === '\\') i += 2;
    else if (src.startsWith('[:', i)) i = src.indexOf(':]', i) + 2;
    else if (src[i] === ']') return i;
    else i++;
  }
  throw new Error(`unterminated class in ${src}`);
}

function translateClass(cls, caseInsensitive) {
  let body = cls.slice(1, -1);
  let negate = '';
  if (body.startsWith('^')) {
    negate = '^';
    body = body.slice(1);
  }
  body = body.replace(/\[:(\w+):\]/g, (_m, name) => {
    if (!(name in POSIX_CLASSES)) throw new Error(`unknown POSIX class ${name}`);
    return POSIX_CLASSES[name];
  });
  let extra = '';
  if (caseInsensitive) {
    for (const m of body.matchAll(/(\\.)|([A-Za-z])-([A-Za-z])|([A-Za-z])/g)) {
      if (m[1]) continue;
      if (m[2]) extra += `${swapCase(m[2])}-${swapCase(m[3])}`;
      else extra += swapCase(m[4]);
    }
  }
  // A literal `[` inside a class must be escaped under the `v`/`u` rules; escape it always to be safe.
  body = body.replace(/(^|[^\\])\[/g, '$1\\[');
  // Extra ranges go first: appended after a trailing `-` they would read as a range (`[_-A-Z]`).
  if (extra && body.startsWith('-')) body = `\\${body}`;
  return `[${negate}${extra}${body}]`;
}

const swapCase = (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());

function convertAllowlist(a) {
  return {
    ...(a.condition ? { condition: a.condition } : {}),
    ...(a.regexTarget ? { regexTarget: a.regexTarget } : {}),
    regexes: (a.regexes ?? []).map((r) => checked(goToJs(r))),
    stopwords: (a.stopwords ?? []).map((s) => s.toLowerCase()),
  };
}

function checked(rx) {
  new RegExp(rx.source, rx.flags); // throws on a translation the JS engine rejects
  return rx;
}

/** The rule data for the detector, from the vendored TOML. */
export function convert() {
  const config = parse(fs.readFileSync(SOURCE, 'utf8'));
  const rules = [];
  const dropped = [];
  for (const r of config.rules) {
    // Rules bound to a file path (or with no content regex) cannot apply to text without a file name.
    if (!r.regex || r.path) {
      dropped.push(r.id);
      continue;
    }
    const { source, stripped } = stripKeyPrefix(r.regex);
    rules.push({
      id: r.id,
      regex: checked(goToJs(source)),
      ...(stripped ? { keyPrefix: true } : {}),
      ...(r.secretGroup ? { secretGroup: r.secretGroup } : {}),
      ...(r.entropy ? { entropy: r.entropy } : {}),
      keywords: (r.keywords ?? []).map((k) => k.toLowerCase()),
      allowlists: (r.allowlists ?? []).filter((a) => !a.paths && !a.commits).map(convertAllowlist),
    });
  }
  const globalAllow = convertAllowlist(config.allowlist ?? {});
  return {
    source: 'gitleaks default config (config/gitleaks.toml), MIT licence, see vendor/gitleaks/README.md',
    generatedBy: 'scripts/vendor-gitleaks.mjs',
    dropped,
    allowlist: globalAllow,
    rules,
  };
}

function main() {
  const data = convert();
  const { rules, dropped } = data;
  fs.mkdirSync(path.dirname(TARGET), { recursive: true });
  const header = '// Generated by scripts/vendor-gitleaks.mjs from vendor/gitleaks/gitleaks.toml (gitleaks, MIT licence): do not edit.\n';
  const { allowlist, source } = data;
  const index = rules.map((r) => ({ id: r.id, keywords: r.keywords }));
  const bodies = rules.map(({ id: _id, keywords: _keywords, ...body }) => JSON.stringify(body));
  fs.writeFileSync(
    TARGET,
    [
      header.trimEnd(),
      `// ${source}; dropped (path-bound): ${dropped.join(', ')}.`,
      '',
      "/** gitleaks' global allowlist (JSON). */",
      `export const GITLEAKS_ALLOWLIST_JSON = ${JSON.stringify(JSON.stringify(allowlist))};`,
      "/** Each rule's id and keywords (JSON), in rule order. */",
      `export const GITLEAKS_RULE_INDEX_JSON = ${JSON.stringify(JSON.stringify(index))};`,
      "/** Each rule's body (JSON: regex, keyPrefix, secretGroup, entropy, allowlists), in rule order. */",
      'export const GITLEAKS_RULE_BODIES: readonly string[] = [',
      ...bodies.map((b) => `  ${JSON.stringify(b)},`),
      '];',
      '',
    ].join('\n'),
  );
  console.log(
    `wrote ${rules.length} rules to ${path.relative(ROOT, TARGET)} (dropped ${dropped.length} path-bound: ${dropped.join(', ')})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
