// Privacy filters applied to everything captured before it reaches the store.
// Pure functions, no I/O: the hook path calls these on every payload, so they must be
// cheap, total (never throw) and deterministic.
import { isSecretKey, isWeakSecretKey, secretKind } from './secrets/keys.js';
import { findSecrets, findUrlSecrets, mergedSpans, redactSpans } from './secrets/index.js';
import type { Span } from './secrets/context.js';
import { isMeasurement, isPlaceholder, isReadableName, passwordLike, randomLike } from './secrets/values.js';

export { isSecretKey };
import { decodedView, mayNeedView, originalSpan } from './secrets/normalize.js';

// `<private>` and `</private>` as a reader sees them: any case, blanks inside the brackets, attributes. The view
// (normalize.ts) has already turned `\u003c`, `&lt;`, `%3C`, full-width `＜` into `<` and dropped zero-width
// characters, so one pattern finds every spelling.
const PRIVATE_TAG_RE = /<\s*(\/?)\s*private\b[^<>]{0,200}>/gi;
// Worth a closer look: the word (in any spelling the view decodes), or characters that could hide it.
const MAYBE_PRIVATE_RE = /priv|%70|\\u0070|&#x?0*(?:70|112);|[\uff50\uff30]|[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/i;

interface PrivateTag {
  start: number;
  end: number;
  closing: boolean;
}

/** Every `<private>` and `</private>` tag in the text, in any spelling, as spans of the original text. */
function privateTags(text: string): PrivateTag[] {
  // MAYBE_PRIVATE_RE's alternatives but the word start with a character mayNeedView looks for.
  if (!mayNeedView(text) && !/priv/i.test(text)) return [];
  if (!MAYBE_PRIVATE_RE.test(text)) return [];
  const view = decodedView(text);
  const scan = view ? view.text : text;
  const tags: PrivateTag[] = [];
  PRIVATE_TAG_RE.lastIndex = 0;
  for (let m = PRIVATE_TAG_RE.exec(scan); m !== null; m = PRIVATE_TAG_RE.exec(scan)) {
    const span = view ? originalSpan(view, m.index, m.index + m[0].length) : { start: m.index, end: m.index + m[0].length };
    tags.push({ ...span, closing: m[1] === '/' });
  }
  return tags;
}

/**
 * Replaces every `<private>…</private>` block with `[private]`.
 * Tags are matched in every spelling (see privateTags) and may span lines. Nested blocks are honoured (a naive
 * non-greedy regex would leak the tail of an outer block), and an unclosed `<private>` hides everything to the end:
 * the user clearly meant it to be private.
 */
export function stripPrivate(text: string): string {
  return stripPrivateFrom(text, 0).text;
}

/**
 * stripPrivate for one block of a sequence (the content blocks of one transcript message): `depth` is how many
 * blocks the text opens inside, as the previous block left them; the result says how it leaves them.
 */
export function stripPrivateFrom(text: string, depth: number): { text: string; depth: number } {
  const tags = privateTags(text);
  if (tags.length === 0) return depth > 0 ? { text: text.length > 0 ? '[private]' : '', depth } : { text, depth };
  let out = depth > 0 ? '[private]' : '';
  let open = depth;
  let last = 0; // start of the not-yet-copied visible text
  for (const tag of tags) {
    if (!tag.closing) {
      if (open === 0) out += `${text.slice(last, tag.start)}[private]`;
      open++;
    } else if (open > 0) {
      open--;
      if (open === 0) last = tag.end;
    }
    // A stray closing tag outside any block hides nothing, so it is left as written.
  }
  if (open > 0) return { text: out, depth: open };
  return { text: out + text.slice(last), depth: 0 };
}

// ---------------------------------------------------------------------------
// Secret redaction

const R = (kind: string): string => `[REDACTED:${kind}]`;

/**
 * Fixed-format tokens. Order matters: more specific prefixes run first (sk-ant- before sk-). `needs`: lower-case
 * literals of which a match holds at least one, checked before the regex runs: most captured strings (ids, paths,
 * short outputs) hold none, and a regex's first run in a process compiles it, which a hook pays every time.
 */
const TOKEN_RULES: ReadonlyArray<{ kind: string; needs: readonly string[]; re: RegExp }> = [
  {
    kind: 'private_key',
    needs: ['-----begin'],
    // An unterminated block (truncated paste) is redacted to the end rather than leaked.
    re: /-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----|$)/g,
  },
  {
    kind: 'slack_webhook',
    needs: ['hooks.slack.com'],
    re: /https?:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]+/g,
  },
  { kind: 'anthropic_key', needs: ['sk-ant-'], re: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  // The digit look-ahead keeps hyphenated words such as "sk-some-long-feature-flag-name" out.
  { kind: 'openai_key', needs: ['sk-'], re: /\bsk-(?:proj-|svcacct-|admin-)?(?=[A-Za-z_-]{0,100}[0-9])[A-Za-z0-9_-]{20,}/g },
  {
    kind: 'github_token',
    needs: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
    re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g,
  },
  { kind: 'gitlab_token', needs: ['glpat-'], re: /\bglpat-[A-Za-z0-9_-]{20,}/g },
  { kind: 'slack_token', needs: ['xox'], re: /\bxox[bpars]-[A-Za-z0-9-]{10,}/g },
  // AWS documents AKIAIOSFODNN7EXAMPLE-style ids; those are examples, not keys.
  { kind: 'aws_access_key_id', needs: ['akia', 'asia'], re: /\b(?:AKIA|ASIA)(?![A-Z0-9]{9}EXAMPLE\b)[A-Z0-9]{16}\b/g },
  { kind: 'google_api_key', needs: ['aiza'], re: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { kind: 'stripe_key', needs: ['_live_', '_test_'], re: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}/g },
  { kind: 'npm_token', needs: ['npm_'], re: /\bnpm_[A-Za-z0-9]{36,}\b/g },
  { kind: 'jwt', needs: ['eyj'], re: /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g },
];

// scheme://user:password@host. The user part may be empty (redis://:pw@host).
const URL_PASSWORD_RE = /\b([a-z][a-z0-9+.-]{0,30}:\/\/)([^\s:/@]*):([^\s@/]+)@/gi;

// aws_secret_access_key has no recognisable value format, only a recognisable key.
const AWS_SECRET_RE = /\b(aws_secret_access_key["']?[ \t]*[=:][ \t]*["']?)([A-Za-z0-9/+=]{30,})/gi;

const AUTH_HEADER_RE = /\b(authorization["']?[ \t]*[:=][ \t]*["']?(?:bearer|basic|token|bot)[ \t]+)([A-Za-z0-9._~+/:%-]{6,}=*)/gi;
// A bare "Bearer <token>" outside a header: demand length and a digit so prose ("Bearer tokens") survives.
const BARE_BEARER_RE = /\b(bearer[ \t]+)((?=[A-Za-z._~+/:%-]{0,200}[0-9])[A-Za-z0-9._~+/:%-]{16,}=*)/gi;

/**
 * `key = value`, `key: value`, `"key": "value"`, and typed `key: str = value`.
 * The value alternatives are: double-quoted, single-quoted, back-quoted, or a bare word.
 * Keys and type names are length-capped: unbounded runs made this quadratic on long
 * lines such as minified code or `a-a-a-…` (the same reason other rules carry {0,N} bounds).
 */
const ASSIGNMENT_RE =
  /(?<![\w$./\\])(?<![\w.]-)(["']?)([A-Za-z_][\w.-]{0,79})\1((?:[ \t]*:[ \t]*[A-Za-z_][\w.]{0,60}(?:\[\])?[ \t]*=(?![=>~])|[ \t]*=(?![=>~])|[ \t]*:(?![:/]))[ \t]*)("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`\n]*`|[^\s"'`,;)}\]]+)/g;

/**
 * Whether an unquoted value is a literal worth redacting rather than code.
 * `const token = getToken()`, `token = response.data.token`, `password: string;` must survive.
 */
function isLiteralBareValue(value: string, envStyle: boolean, wholeLineYaml: boolean): boolean {
  if (isPlaceholder(value)) return false;
  // Calls, generics, indexing, object literals, negations: code, not a literal.
  if (/[()[\]{}<>]/.test(value) || value[0] === '!') return false;
  if (/^\/.*\/[dgimsuvy]*$/.test(value)) return false; // a regex literal
  if (/^-?\d[\d_]*(?:\.\d+)?$/.test(value)) return value.replace(/\D/g, '').length >= 8; // counts, ports, 30_000
  if (/^\d+:\d+$/.test(value)) return false; // file.ts:118:7, a position
  if (isMeasurement(value)) return false; // a version (firebase-auth:22.3.1), a date, a size
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value)) return false; // obj.prop.path
  const identifierLike = /^[A-Za-z_$][\w$]*$/.test(value);
  if (!identifierLike) return value.length >= 4;
  // An identifier could equally be a variable or a password. Decide by context:
  if (envStyle) return true; // ENV_STYLE=secret
  if (/[A-Za-z]/.test(value) && /[0-9]/.test(value) && value.length >= 6) return true; // hunter2-style
  // A YAML line `password: supersecret`; PascalCase words there are usually type names.
  return wholeLineYaml && !/^[A-Z][a-z]/.test(value);
}

/** The values of secret `key = value` assignments, as spans (the key, quotes and separator stay readable). */
function assignmentSpans(text: string): Span[] {
  const spans: Span[] = [];
  ASSIGNMENT_RE.lastIndex = 0;
  for (let m = ASSIGNMENT_RE.exec(text); m !== null; m = ASSIGNMENT_RE.exec(text)) {
    const [match, q, key, sep, value] = m;
    const kind = assignmentKind(text, m.index, match, q, key, sep, value);
    if (kind === null) {
      // Kept as written. What follows the key may itself be an assignment (`error: MYSQL_PWD=x`, which also reads
      // as the typed `key: Type = value`): then scan on from just after the key.
      const afterKey = m.index + 2 * q.length + key.length;
      if (/[=:]/.test(match.slice(afterKey - m.index + 1))) ASSIGNMENT_RE.lastIndex = afterKey;
      continue;
    }
    const end = m.index + match.length;
    const quoted = value[0] === '"' || value[0] === "'" || value[0] === '`';
    spans.push({ start: end - value.length + (quoted ? 1 : 0), end: end - (quoted ? 1 : 0), kind });
  }
  return spans;
}

/** The kind of the secret in one `key = value` match, or null when it is not a secret. */
function assignmentKind(whole: string, offset: number, match: string, q: string, key: string, sep: string, value: string): string | null {
  if (!isSecretKey(key)) return isWeakSecretKey(key) ? weakAssignmentKind(key, value) : null;
  // `cond ? 'password' : 'secret'` is a ternary, not a key and its value.
  if (q !== '' && /\?\s*$/.test(whole.slice(Math.max(0, offset - 40), offset))) return null;
  const first = value[0];
  if (first === '"' || first === "'" || first === '`') {
    const inner = value.slice(1, -1);
    if (isPlaceholder(inner) || inner.length < 3) return null;
    return secretKind(key);
  }
  const wholeLineYaml = sep.trim() === ':' && aloneOnLine(whole, offset, offset + match.length);
  const envStyle = /^[A-Z][A-Z0-9_]*$/.test(key) && sep.trim() === '=';
  if (!isLiteralBareValue(value, envStyle, wholeLineYaml)) return null;
  return secretKind(key);
}

/**
 * A value under a name that may hold a credential (`key`, `login`, `pass`, `sig`): a secret if it looks random, or,
 * under a short password name, like a typed password.
 */
function weakAssignmentKind(key: string, raw: string): string | null {
  const quoted = raw[0] === '"' || raw[0] === "'" || raw[0] === '`';
  const value = quoted ? raw.slice(1, -1) : raw;
  if (isPlaceholder(value) || /[()[\]{}<>]/.test(value) || isReadableName(value)) return null;
  // A UUID under a weak name is an id (idempotency_key, session_key of a log line).
  if (randomLike(value, { allowHex: true, allowOneCase: true })) return 'secret';
  return /^(?:pass|pwd|pw)$/i.test(key) && passwordLike(value) ? 'password' : null;
}

/**
 * Whether [start, end) is the only thing on its line, give or take indentation and a YAML
 * list dash. Scans outward only over blanks so a huge single-line input stays linear.
 */
function aloneOnLine(text: string, start: number, end: number): boolean {
  let i = start - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  if (i >= 0 && text[i] === '-') {
    i--;
    while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  }
  if (i >= 0 && text[i] !== '\n') return false;
  let j = end;
  while (j < text.length && (text[j] === ' ' || text[j] === '\t' || text[j] === '\r')) j++;
  return j === text.length || text[j] === '\n';
}

/** The fixed-format rules above as spans of a text, for the decoded views the detector scans (secrets/index.ts). */
function primarySpans(text: string): Span[] {
  const lower = text.toLowerCase();
  const has = (literal: string) => lower.includes(literal);
  const spans: Span[] = [];
  const all = (re: RegExp, kind: string, group = 0) => {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const value = m[group];
      const end = m.index + m[0].length;
      spans.push({ start: end - value.length, end, kind });
    }
  };
  for (const { kind, needs, re } of TOKEN_RULES) if (needs.some(has)) all(re, kind);
  if (has('aws_secret_access_key')) all(AWS_SECRET_RE, 'aws_secret_access_key', 2);
  if (has('authorization')) all(AUTH_HEADER_RE, 'bearer_token', 2);
  if (has('bearer')) all(BARE_BEARER_RE, 'bearer_token', 2);
  if (has('=') || has(':')) spans.push(...assignmentSpans(text));
  return spans;
}

/**
 * Replaces credentials with `[REDACTED:<kind>]`, keeping the surrounding text (and, for
 * assignments and URLs, the key, user and host) so the captured memory stays readable.
 */
export function redactSecrets(text: string): string {
  if (text.length === 0) return text;
  // What each rule needs is looked for in the original text: a replacement only ever removes such literals.
  const lower = text.toLowerCase();
  const has = (literal: string) => lower.includes(literal);
  // URLs first, parsed whole: a password with an unencoded `@` or `/` would otherwise be cut by the rules below.
  let out = has('://') || has('@') ? redactSpans(text, mergedSpans(text, findUrlSecrets(text))) : text;
  if (has('://')) {
    out = out.replace(URL_PASSWORD_RE, (match, scheme: string, user: string, pw: string) =>
      // `https://[REDACTED:github_token]@host` is a redacted token, not user "[REDACTED" with a password.
      isPlaceholder(pw) || pw.length < 3 || user.startsWith('[REDACTED') || pw.startsWith('[REDACTED')
        ? match
        : `${scheme}${user}:${R('url_password')}@`,
    );
  }
  for (const { kind, needs, re } of TOKEN_RULES) if (needs.some(has)) out = out.replace(re, R(kind));
  if (has('aws_secret_access_key')) out = out.replace(AWS_SECRET_RE, (_m, head: string) => `${head}${R('aws_secret_access_key')}`);
  if (has('authorization')) out = out.replace(AUTH_HEADER_RE, (_m, head: string) => `${head}${R('bearer_token')}`);
  if (has('bearer')) out = out.replace(BARE_BEARER_RE, (_m, head: string) => `${head}${R('bearer_token')}`);
  if (has('=') || has(':')) out = redactSpans(out, assignmentSpans(out));
  // Then the layered detector (provider rule sets, context, commands, shapes, decoded views) on what is left.
  return redactSpans(out, findSecrets(out, primarySpans));
}

/** Everything captured goes through this: private blocks first, so a secret inside one is never even seen. */
export function sanitizeText(text: string): string {
  return redactSecrets(stripPrivate(text));
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * Returns a sanitized deep copy of a JSON-like value (tool inputs and outputs).
 * A string under a secret-looking key (`{"password": "hunter2"}`) is redacted whole, because sanitizeText alone would
 * only see "hunter2" without its key; keys are sanitized too (a token cache keyed by its tokens), and a JWK's private
 * members go whatever they hold. Values that are not plain objects, arrays or strings are returned unchanged.
 */
export function sanitizeDeep(value: unknown): unknown {
  return sanitizeValue(value, undefined, new WeakSet<object>());
}

// JWK members that are private key material (RFC 7518: d, p, q, dp, dq, qi; k for a symmetric key).
const JWK_PRIVATE = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth']);

/** A key short and plain enough that it cannot hold a secret or a private tag: left as it is, cheaply. */
const PLAIN_KEY = /^[A-Za-z_$][\w$.-]{0,15}$/;

function sanitizeKey(key: string): string {
  return PLAIN_KEY.test(key) ? key : sanitizeText(key);
}

function sanitizeValue(value: unknown, parentKey: string | undefined, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') {
    if (parentKey !== undefined && isSecretKey(parentKey) && !isPlaceholder(value) && value.length >= 3) {
      return R(secretKind(parentKey));
    }
    return sanitizeText(value);
  }
  if (Array.isArray(value)) {
    if (seen.has(value)) return '[circular]';
    seen.add(value);
    const out = value.map((v) => sanitizeValue(v, undefined, seen));
    seen.delete(value);
    return out;
  }
  if (isPlainObject(value)) {
    if (seen.has(value)) return '[circular]';
    seen.add(value);
    const out: Record<string, unknown> = {};
    const jwk = typeof value.kty === 'string';
    for (const [k, v] of Object.entries(value)) {
      let key = sanitizeKey(k);
      // Two keys redacted alike stay two keys.
      for (let n = 2; key !== k && key in out; n++) key = `${sanitizeKey(k)}#${n}`;
      out[key] = jwk && JWK_PRIVATE.has(k) && typeof v === 'string' && v.length >= 8 ? R('jwk_private') : sanitizeValue(v, k, seen);
    }
    seen.delete(value);
    return out;
  }
  return value;
}

// ---------------------------------------------------------------------------
// Truncation

/**
 * Cuts `text` to at most `maxBytes` UTF-8 bytes on a code point boundary and appends
 * `\n…[truncated N bytes]` (N = bytes dropped). The marker itself is not counted in maxBytes.
 */
export function truncateWithMarker(text: string, maxBytes: number): { text: string; truncated: boolean; originalBytes: number } {
  const originalBytes = Buffer.byteLength(text, 'utf8');
  const limit = Math.max(0, Math.floor(Number.isFinite(maxBytes) ? maxBytes : 0));
  if (originalBytes <= limit) return { text, truncated: false, originalBytes };
  const buf = Buffer.from(text, 'utf8');
  let cut = limit;
  // Step back over continuation bytes (10xxxxxx) so no code point is split.
  while (cut > 0 && (buf[cut] & 0xc0) === 0x80) cut--;
  const kept = buf.toString('utf8', 0, cut);
  return {
    text: `${kept}\n…[truncated ${originalBytes - cut} bytes]`,
    truncated: true,
    originalBytes,
  };
}
