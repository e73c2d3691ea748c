import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/capture/privacy.ts
var PRIVATE_TAG_RE = /<(\/?)private\b[^>]*>/gi;
function stripPrivate(text) {
  if (!/<private\b/i.test(text)) return text;
  let out = "";
  let depth = 0;
  let last = 0;
  PRIVATE_TAG_RE.lastIndex = 0;
  for (let m = PRIVATE_TAG_RE.exec(text); m !== null; m = PRIVATE_TAG_RE.exec(text)) {
    const closing = m[1] === "/";
    if (!closing) {
      if (depth === 0) {
        out += text.slice(last, m.index) + "[private]";
      }
      depth++;
    } else if (depth > 0) {
      depth--;
      if (depth === 0) last = m.index + m[0].length;
    }
  }
  if (depth > 0) return out;
  return out + text.slice(last);
}
var R = (kind) => `[REDACTED:${kind}]`;
var TOKEN_RULES = [
  {
    kind: "private_key",
    // An unterminated block (truncated paste) is redacted to the end rather than leaked.
    re: /-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----|$)/g
  },
  { kind: "slack_webhook", re: /https?:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]+/g },
  { kind: "anthropic_key", re: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  // The digit look-ahead keeps hyphenated words such as "sk-some-long-feature-flag-name" out.
  { kind: "openai_key", re: /\bsk-(?:proj-|svcacct-|admin-)?(?=[A-Za-z_-]{0,100}[0-9])[A-Za-z0-9_-]{20,}/g },
  { kind: "github_token", re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g },
  { kind: "gitlab_token", re: /\bglpat-[A-Za-z0-9_-]{20,}/g },
  { kind: "slack_token", re: /\bxox[bpars]-[A-Za-z0-9-]{10,}/g },
  { kind: "aws_access_key_id", re: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g },
  { kind: "google_api_key", re: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { kind: "stripe_key", re: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}/g },
  { kind: "npm_token", re: /\bnpm_[A-Za-z0-9]{36,}\b/g },
  { kind: "jwt", re: /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g }
];
var URL_PASSWORD_RE = /\b([a-z][a-z0-9+.-]{0,30}:\/\/)([^\s:/@]*):([^\s@/]+)@/gi;
var AWS_SECRET_RE = /\b(aws_secret_access_key["']?[ \t]*[=:][ \t]*["']?)([A-Za-z0-9/+=]{30,})/gi;
var AUTH_HEADER_RE = /\b(authorization["']?[ \t]*[:=][ \t]*["']?(?:bearer|basic|token|bot)[ \t]+)([A-Za-z0-9._~+/-]{6,}=*)/gi;
var BARE_BEARER_RE = /\b(bearer[ \t]+)((?=[A-Za-z._~+/-]{0,200}[0-9])[A-Za-z0-9._~+/-]{16,}=*)/gi;
var ASSIGNMENT_RE = /(?<![\w$.])(?<![\w.]-)(["']?)([A-Za-z_][\w.-]{0,79})\1((?:[ \t]*:[ \t]*[A-Za-z_][\w.]{0,60}(?:\[\])?[ \t]*=(?![=>~])|[ \t]*=(?![=>~])|[ \t]*:(?![:/]))[ \t]*)("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`\n]*`|[^\s"'`,;)}\]]+)/g;
var SECRET_SEGMENT_RE = /^(?:password|passwd|passphrase|secret|token|credential|auth|authorization|apikey|privatekey|accesskey|secretkey|authtoken|accesstoken|refreshtoken|sessiontoken|clientsecret)s?$/;
var SECRET_SUBSTRING_RE = /password|passwd|secret|apikey|privatekey|accesskey|credential/;
var SECRET_PAIRS = /* @__PURE__ */ new Set(["api key", "private key", "access key", "secret key"]);
var NON_SECRET_LAST_SEGMENTS = /* @__PURE__ */ new Set([
  "type",
  "types",
  "name",
  "names",
  "count",
  "length",
  "len",
  "limit",
  "limits",
  "max",
  "min",
  "size",
  "url",
  "uri",
  "endpoint",
  "path",
  "file",
  "dir",
  "field",
  "header",
  "prefix",
  "format",
  "kind",
  "mode",
  "id",
  "ids",
  "env",
  "var",
  "expiry",
  "expires",
  "expiration",
  "ttl",
  "in",
  "at",
  "policy",
  "provider",
  "usage",
  "budget",
  "required",
  "enabled",
  "method",
  "strategy",
  "location",
  "store",
  "helper",
  "re",
  "regex",
  "regexp",
  "pattern",
  "patterns",
  "rule",
  "rules",
  "schema",
  "label",
  "description",
  "hint",
  "message",
  "placeholder",
  "error",
  "errors",
  "help",
  "title"
]);
var NON_SECRET_FIRST_SEGMENTS = /* @__PURE__ */ new Set(["max", "min", "num", "total", "input", "output", "cache", "n"]);
function keySegments(key) {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split(/[_.\-]+/).filter((s) => s.length > 0);
}
function isSecretKey(key) {
  const segs = keySegments(key);
  if (segs.length === 0) return false;
  const lastSeg = segs[segs.length - 1];
  if (segs.length > 1 && NON_SECRET_LAST_SEGMENTS.has(lastSeg)) return false;
  if (segs.length > 1 && NON_SECRET_FIRST_SEGMENTS.has(segs[0])) return false;
  if (segs.some((s) => SECRET_SEGMENT_RE.test(s))) return true;
  for (let i = 0; i + 1 < segs.length; i++) {
    if (SECRET_PAIRS.has(`${segs[i]} ${segs[i + 1]}`)) return true;
  }
  return SECRET_SUBSTRING_RE.test(segs.join(""));
}
var NON_LITERAL_WORDS = /* @__PURE__ */ new Set([
  "true",
  "false",
  "null",
  "none",
  "nil",
  "undefined",
  "yes",
  "no",
  "on",
  "off",
  "string",
  "number",
  "boolean",
  "bool",
  "str",
  "int",
  "bytes",
  "any",
  "unknown",
  "object",
  "optional",
  "required",
  "await",
  "new",
  "this",
  "self",
  "function",
  "async",
  "bearer",
  "basic",
  "redacted",
  "empty",
  "hidden",
  // The name of the thing rather than its value, as in docs: `scheme://user:password@host`.
  "password",
  "passwd",
  "pass",
  "pwd",
  "secret",
  "token",
  "apikey",
  "api_key",
  "key"
]);
function isPlaceholder(v) {
  return v.length === 0 || v.startsWith("[REDACTED") || /^\$/.test(v) || // $VAR, ${VAR}, $(cmd)
  /\$\{/.test(v) || // template interpolation
  /^%[\w]+%$/.test(v) || // %WINDOWS_VAR%
  /^<[^>]*>$/.test(v) || // <your-token>
  /^\{\{.*\}\}$/.test(v) || // {{ secrets.X }}
  /^[*xX.•…]+$/.test(v) || // ****, xxxx, ...
  /^(?:your|my|example|dummy|placeholder)[-_ ]/i.test(v) || NON_LITERAL_WORDS.has(v.toLowerCase());
}
function isLiteralBareValue(value, envStyle, wholeLineYaml) {
  if (isPlaceholder(value)) return false;
  if (/[()[\]{}<>]/.test(value) || value[0] === "!") return false;
  if (/^\/.*\/[dgimsuvy]*$/.test(value)) return false;
  if (/^-?\d+(?:\.\d+)?$/.test(value)) return value.replace(/\D/g, "").length >= 8;
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value)) return false;
  const identifierLike = /^[A-Za-z_$][\w$]*$/.test(value);
  if (!identifierLike) return value.length >= 4;
  if (envStyle) return true;
  if (/[A-Za-z]/.test(value) && /[0-9]/.test(value) && value.length >= 6) return true;
  return wholeLineYaml && !/^[A-Z][a-z]/.test(value);
}
function redactAssignments(text) {
  return text.replace(
    ASSIGNMENT_RE,
    (match, q, key, sep, value, offset, whole) => {
      if (!isSecretKey(key)) return match;
      if (q !== "" && /\?\s*$/.test(whole.slice(Math.max(0, offset - 40), offset))) return match;
      const first = value[0];
      const head = `${q}${key}${q}${sep}`;
      if (first === '"' || first === "'" || first === "`") {
        const inner = value.slice(1, -1);
        if (isPlaceholder(inner) || inner.length < 3) return match;
        return `${head}${first}${R(secretKind(key))}${first}`;
      }
      const wholeLineYaml = sep.trim() === ":" && aloneOnLine(whole, offset, offset + match.length);
      const envStyle = /^[A-Z][A-Z0-9_]*$/.test(key) && sep.trim() === "=";
      if (!isLiteralBareValue(value, envStyle, wholeLineYaml)) return match;
      return `${head}${R(secretKind(key))}`;
    }
  );
}
function aloneOnLine(text, start, end) {
  let i = start - 1;
  while (i >= 0 && (text[i] === " " || text[i] === "	")) i--;
  if (i >= 0 && text[i] === "-") {
    i--;
    while (i >= 0 && (text[i] === " " || text[i] === "	")) i--;
  }
  if (i >= 0 && text[i] !== "\n") return false;
  let j = end;
  while (j < text.length && (text[j] === " " || text[j] === "	" || text[j] === "\r")) j++;
  return j === text.length || text[j] === "\n";
}
function secretKind(key) {
  return /pass(?:word|wd|phrase)/i.test(key) ? "password" : "secret";
}
function redactSecrets(text) {
  if (text.length === 0) return text;
  let out = text.replace(
    URL_PASSWORD_RE,
    (match, scheme, user, pw) => isPlaceholder(pw) || pw.length < 3 ? match : `${scheme}${user}:${R("url_password")}@`
  );
  for (const { kind, re } of TOKEN_RULES) out = out.replace(re, R(kind));
  out = out.replace(AWS_SECRET_RE, (_m, head) => `${head}${R("aws_secret_access_key")}`);
  out = out.replace(AUTH_HEADER_RE, (_m, head) => `${head}${R("bearer_token")}`);
  out = out.replace(BARE_BEARER_RE, (_m, head) => `${head}${R("bearer_token")}`);
  return redactAssignments(out);
}
function sanitizeText(text) {
  return redactSecrets(stripPrivate(text));
}
function isPlainObject(v) {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
function sanitizeDeep(value) {
  return sanitizeValue(value, void 0, /* @__PURE__ */ new WeakSet());
}
function sanitizeValue(value, parentKey, seen) {
  if (typeof value === "string") {
    if (parentKey !== void 0 && isSecretKey(parentKey) && !isPlaceholder(value) && value.length >= 3) {
      return R(secretKind(parentKey));
    }
    return sanitizeText(value);
  }
  if (Array.isArray(value)) {
    if (seen.has(value)) return "[circular]";
    seen.add(value);
    const out = value.map((v) => sanitizeValue(v, void 0, seen));
    seen.delete(value);
    return out;
  }
  if (isPlainObject(value)) {
    if (seen.has(value)) return "[circular]";
    seen.add(value);
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = sanitizeValue(v, k, seen);
    seen.delete(value);
    return out;
  }
  return value;
}
function truncateWithMarker(text, maxBytes) {
  const originalBytes = Buffer.byteLength(text, "utf8");
  const limit = Math.max(0, Math.floor(Number.isFinite(maxBytes) ? maxBytes : 0));
  if (originalBytes <= limit) return { text, truncated: false, originalBytes };
  const buf = Buffer.from(text, "utf8");
  let cut = limit;
  while (cut > 0 && (buf[cut] & 192) === 128) cut--;
  const kept = buf.toString("utf8", 0, cut);
  return {
    text: `${kept}
\u2026[truncated ${originalBytes - cut} bytes]`,
    truncated: true,
    originalBytes
  };
}

export {
  sanitizeText,
  sanitizeDeep,
  truncateWithMarker
};
