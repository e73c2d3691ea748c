// Secrets recognised by their shape, without a name or header: PEM key bodies cut from their armor, base64 and hex
// that decode to a key or to text holding a secret, JWK private members, BIP-39 mnemonics, byte-array keypairs, a
// 0x-prefixed 256-bit key next to key words, and long random tokens of no known provider. Public material (armored
// certificates, PGP signatures and public keys, SSH public keys, digests, media files in base64) is left as it is.
import { BIP39_ENGLISH } from './bip39-words.js';
import type { Span } from './context.js';
import { randomLike, shannonEntropy } from './values.js';

/** Spans of text inside armored blocks that are public (certificates, signatures, public keys). */
function publicArmor(text: string): [number, number][] {
  if (!text.includes('-----BEGIN')) return [];
  const out: [number, number][] = [];
  const re = /-----BEGIN ([A-Z0-9 ]{1,60})-----[\s\S]*?(?:-----END \1-----|$)/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (!/PRIVATE|ENCRYPTED|SECRET/.test(m[1])) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

const inside = (ranges: [number, number][], at: number) => ranges.some(([s, e]) => at >= s && at < e);

/** The bytes of a base64 (or base64url) string, or null when it is not one. */
function base64Bytes(s: string, limit = 1 << 16): Buffer | null {
  const clean = s.replace(/\s+/g, '');
  if (clean.length < 8 || clean.length > limit || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(clean)) return null;
  try {
    return Buffer.from(clean.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  } catch {
    return null;
  }
}

// File formats whose base64 is an asset, not a secret: images, fonts, archives, documents (their magic bytes, hex).
const MEDIA_MAGIC = [
  '89504e47',
  '47494638',
  'ffd8ff',
  '00000100',
  '774f4646',
  '774f4632',
  '4f54544f',
  '00010000',
  '504b0304',
  '25504446',
  '52494646',
  '424d',
  '1f8b',
  '3c737667',
  '3c3f786d6c',
  '49492a00',
  '4d4d002a',
];

function isMediaOrPublic(b: Buffer): boolean {
  const head = b.subarray(0, 8).toString('hex');
  if (MEDIA_MAGIC.some((m) => head.startsWith(m))) return true;
  // An SSH public key blob: a length, then "ssh-…", "ecdsa-…" or "sk-…".
  const name = b.subarray(4, 10).toString('latin1');
  return b[0] === 0 && b[1] === 0 && b[2] === 0 && b[3] > 6 && b[3] < 20 && /^(?:ssh-|ecdsa-|sk-)/.test(name);
}

/** Share of printable characters: decoded text rather than binary. */
function printableShare(s: string): number {
  if (s.length === 0) return 0;
  let ok = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 0x20 && c < 0x7f) || c === 0x0a || c === 0x0d || c === 0x09) ok++;
  }
  return ok / s.length;
}

export interface DecodedCandidate {
  start: number;
  end: number;
  text: string;
}

// Base64 runs (padded, or a multiple of 4 long) and even hex runs: candidates to decode.
const BASE64_RUN_RE = /(?<![A-Za-z0-9+/_-])(?:[A-Za-z0-9+/]{4}){4,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?(?![A-Za-z0-9+/=_-])/g;
const HEX_RUN_RE = /(?<![0-9A-Za-z])(?:0x)?((?:[0-9a-fA-F]{2}){6,})(?![0-9A-Za-z])/g;

/**
 * Base64 and hex runs that decode to text (a password wrapped with `base64`, a JSON config in a Kubernetes Secret, a
 * PEM file in an env var): the decoded text is scanned like any other, and a secret in it redacts the whole run.
 */
export function decodedCandidates(text: string): DecodedCandidate[] {
  const out: DecodedCandidate[] = [];
  BASE64_RUN_RE.lastIndex = 0;
  for (let m = BASE64_RUN_RE.exec(text); m !== null; m = BASE64_RUN_RE.exec(text)) {
    const run = m[0];
    if (!/[0-9+/=]/.test(run) && !/[A-Z]/.test(run)) continue;
    if (/^[A-Za-z]+$/.test(run) && run.length < 24) continue;
    if (/base64,\s*$/.test(text.slice(Math.max(0, m.index - 8), m.index))) continue; // a data: URI asset
    const bytes = base64Bytes(run);
    if (!bytes || bytes.length < 6) continue;
    const decoded = bytes.toString('utf8');
    if (printableShare(bytes.subarray(0, 256).toString('latin1')) < 0.95 || !/[A-Za-z0-9]/.test(decoded)) continue;
    out.push({ start: m.index, end: m.index + run.length, text: decoded });
  }
  HEX_RUN_RE.lastIndex = 0;
  for (let m = HEX_RUN_RE.exec(text); m !== null; m = HEX_RUN_RE.exec(text)) {
    const hex = m[1];
    if (!/[a-fA-F]/.test(hex) || !/\d/.test(hex)) continue;
    const decoded = Buffer.from(hex, 'hex').toString('latin1');
    // Random bytes (a digest) are almost never all printable; encoded text always is.
    if (printableShare(decoded) < 1 || !/[A-Za-z]/.test(decoded)) continue;
    const start = m.index + m[0].length - hex.length;
    out.push({ start, end: start + hex.length, text: decoded });
  }
  return out;
}

/** Decoded text that is itself a credential: one token that is random or password-shaped, or `user:password`. */
export function isLoneCredential(decoded: string): boolean {
  const t = decoded.replace(/\r?\n$/, '');
  if (/\s/.test(t) || t.length < 6 || t.length > 512) return false;
  const userPass = /^[^:]{1,64}:(.{4,})$/.exec(t);
  const candidate = userPass ? userPass[1] : t;
  if (randomLike(candidate, { minLength: 8, allowHex: true, allowOneCase: true })) return true;
  return /[A-Za-z]/.test(candidate) && /[0-9]/.test(candidate) && /[^A-Za-z0-9]/.test(candidate) && candidate.length >= 8;
}

// Lines of a PEM body: 60 to 80 base64 characters (64 for PEM, 70 for OpenSSH, 76 for MIME), one after another.
const PEM_LINES_RE = /(?:^[ \t]*[A-Za-z0-9+/]{40,100}={0,2}[ \t]*\r?\n){1,}[ \t]*[A-Za-z0-9+/]{8,100}={0,2}[ \t]*(?=\r?\n|$)/gm;

function pemBodies(text: string, armor: [number, number][], out: Span[]): void {
  PEM_LINES_RE.lastIndex = 0;
  for (let m = PEM_LINES_RE.exec(text); m !== null; m = PEM_LINES_RE.exec(text)) {
    if (inside(armor, m.index)) continue;
    const lines = m[0].split(/\r?\n/).map((l) => l.trim());
    const full = lines.slice(0, -1);
    if (full.length === 0) continue;
    // A wrapped body: every line but the last has the same width.
    if (!full.every((l) => l.length === full[0].length) || lines[lines.length - 1].length > full[0].length) continue;
    const bytes = base64Bytes(lines.join(''));
    if (!bytes || isMediaOrPublic(bytes)) continue;
    if (printableShare(bytes.toString('latin1')) > 0.9) continue; // wrapped text: the decoded scan's case
    if (shannonEntropy(lines.join('')) < 4.5) continue;
    const lead = m[0].length - m[0].trimStart().length;
    out.push({ start: m.index + lead, end: m.index + m[0].length, kind: 'private_key' });
  }
}

// JWK private members: "d", "p", "q", "dp", "dq", "qi", "k" in an object with "kty".
const JWK_MEMBER_RE = /"(d|p|q|dp|dq|qi|k|oth)"\s*:\s*"([A-Za-z0-9_-]{16,})"/g;

function jwkMembers(text: string, out: Span[]): void {
  if (!/"kty"\s*:/.test(text)) return;
  JWK_MEMBER_RE.lastIndex = 0;
  for (let m = JWK_MEMBER_RE.exec(text); m !== null; m = JWK_MEMBER_RE.exec(text)) {
    const end = m.index + m[0].length - 1;
    out.push({ start: end - m[2].length, end, kind: 'jwk_private' });
  }
}

/** Twelve short lower-case words in a row somewhere: checked without a regex over the whole text. */
function mayHoldMnemonic(text: string): boolean {
  let words = 0;
  let len = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c >= 97 && c <= 122) {
      len++;
      continue;
    }
    if (len >= 3 && len <= 8) {
      words++;
      if (words >= 12) return true;
    } else if (len > 0 || !(c === 32 || c === 10 || c === 13 || c === 9 || c === 44 || c === 46 || c === 41 || (c >= 48 && c <= 57)))
      words = 0;
    len = 0;
  }
  return false;
}

let bip39: Set<string> | null = null;
// Twelve or more lower-case words in a row (spaces, newlines, commas or numbering between them).
const WORD_RUN_RE = /(?:\b[a-z]{3,8}\b(?:[ \t,]+|\s*\n\s*(?:\d{1,2}[.)][ \t]*)?|[ \t]+\d{1,2}[.)][ \t]*)){11,}\b[a-z]{3,8}\b/g;

function mnemonics(text: string, out: Span[]): void {
  WORD_RUN_RE.lastIndex = 0;
  for (let m = WORD_RUN_RE.exec(text); m !== null; m = WORD_RUN_RE.exec(text)) {
    bip39 ??= new Set(BIP39_ENGLISH.split(' '));
    const words = [...m[0].matchAll(/[a-z]{3,8}/g)];
    // The longest stretch of list words: 12 or more is a seed phrase.
    let runStart = -1;
    let best: [number, number] | null = null;
    for (let i = 0; i <= words.length; i++) {
      const ok = i < words.length && bip39.has(words[i][0]);
      if (ok && runStart === -1) runStart = i;
      if (!ok && runStart !== -1) {
        if (i - runStart >= 12 && (!best || i - runStart > best[1] - best[0])) best = [runStart, i];
        runStart = -1;
      }
    }
    if (!best) continue;
    const first = words[best[0]];
    const last = words[best[1] - 1];
    out.push({ start: m.index + (first.index ?? 0), end: m.index + (last.index ?? 0) + last[0].length, kind: 'mnemonic' });
  }
}

// [n, n, …] of exactly 32 or 64 bytes: an ed25519 seed or keypair (Solana's id.json, a wallet export).
const BYTE_ARRAY_RE = /\[\s*(?:\d{1,3}\s*,\s*){31,63}\d{1,3}\s*\]/g;

function byteArrays(text: string, out: Span[]): void {
  BYTE_ARRAY_RE.lastIndex = 0;
  for (let m = BYTE_ARRAY_RE.exec(text); m !== null; m = BYTE_ARRAY_RE.exec(text)) {
    const nums = m[0].match(/\d+/g)!.map(Number);
    if ((nums.length !== 32 && nums.length !== 64) || nums.some((n) => n > 255)) continue;
    if (new Set(nums).size < nums.length / 2) continue;
    out.push({ start: m.index, end: m.index + m[0].length, kind: 'private_key' });
  }
}

// 0x and 64 hex digits: a 256-bit private key when key words are near (a transaction or block hash otherwise).
const HEX_KEY_RE = /\b(?:0x)?([0-9a-fA-F]{64})\b/g;

function hexKeys(text: string, out: Span[]): void {
  HEX_KEY_RE.lastIndex = 0;
  for (let m = HEX_KEY_RE.exec(text); m !== null; m = HEX_KEY_RE.exec(text)) {
    const around = text.slice(Math.max(0, m.index - 160), m.index).toLowerCase();
    const line = around.slice(around.lastIndexOf('\n') + 1);
    if (!/priv|secret|signer|wallet|account|mnemonic|deployer|\bpk\b|_pk\b|private_key|privkey|seed|psk|\bkey\b|_key\b/.test(line))
      continue;
    if (/hash|digest|sha|checksum|commit|\btx\b|txid|block|root|fingerprint|integrity|public|pubkey|address/.test(line)) continue;
    const start = m.index + m[0].length - m[1].length;
    out.push({ start, end: start + 64, kind: 'private_key' });
  }
}

// A line that is one 32-byte base64 key and nothing else: `wg genkey`, `openssl rand -base64 32`.
const LONE_KEY_RE = /^[ \t]*([A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=)[ \t]*\r?$/gm;

function loneKeys(text: string, out: Span[]): void {
  LONE_KEY_RE.lastIndex = 0;
  for (let m = LONE_KEY_RE.exec(text); m !== null; m = LONE_KEY_RE.exec(text)) {
    const before = text.slice(Math.max(0, m.index - 200), m.index).toLowerCase();
    if (/pubkey|public/.test(before.slice(before.lastIndexOf('\n', before.length - 2) + 1))) continue;
    const start = m.index + m[0].indexOf(m[1]);
    out.push({ start, end: start + m[1].length, kind: 'private_key' });
  }
}

// Tokens of no known format: long, random, of a token alphabet. Prefixes that mark a public value go first.
const TOKEN_RE = /(?<![A-Za-z0-9_+/~.:-])[A-Za-z0-9_][A-Za-z0-9_\-+/~.:]{23,}={0,2}(?![A-Za-z0-9_+/=~:-])/g;
const PUBLIC_PREFIX_RE =
  /(?:sha\d*|md5|sha3|blake2b?|crc32|xxh\d*|murmur\d*|integrity|base64|ssh-rsa|ssh-ed25519|ssh-dss|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com|sk-ecdsa-sha2-nistp256@openssh\.com|fingerprint|etag|nonce|commit|tree|parent|object|blob|revision|rev|oid|digest|checksum|request[_-]?id|trace[_-]?id|span[_-]?id|correlation[_-]?id|uuid|guid|ulid|id|h\d)[\s:=\-"',]{1,4}$/i;
// A digest with its algorithm: SRI `sha384-…`, go.sum `h1:…`, `sha256:…`.
const DIGEST_TOKEN_RE = /^(?:sha\d*|sha3-\d+|md5|blake2[bs]?|h\d)[-:=_]/i;
// Bech32 addresses and public keys (age1…, bc1…, npub1…); a secret's prefix says so (nsec1…, AGE-SECRET-KEY-1…).
const PUBLIC_BECH32_RE = /^(?!nsec|sec|priv)[a-z]{1,12}1[02-9ac-hj-np-z]{38,}$/;
// Object ids of APIs (Stripe's cus_, pi_, evt_…; Anthropic's toolu_, msg_, req_…): ids, not keys.
// As one regex (an anchored alternation of the prefixes) this cost every tool hook a compilation for its tool_use_id:
// the prefix is what comes before the first `_`, looked up.
const OBJECT_ID_PREFIXES = new Set(
  (
    'toolu srvtoolu msg msgbatch req compl chatcmpl run thread asst step batch acct ba card ch cs cus du evt fee file ii il in inv iv ' +
    'pi pm po price prod py pyr pz re seti si sku src sub tok tr txn trr ipi pl plink prc promo qt rcpt sli cbtxn cn coupon di dp ' +
    'link mandate or pmc setatt sn su tax txi wh'
  ).split(' '),
);
const OBJECT_ID_BODY_RE = /^(?:test_|live_)?[A-Za-z0-9_]{8,60}$/;

function isObjectId(token: string): boolean {
  const cut = token.indexOf('_');
  if (cut !== -1 && OBJECT_ID_PREFIXES.has(token.slice(0, cut)) && OBJECT_ID_BODY_RE.test(token.slice(cut + 1))) return true;
  return token.startsWith('whsec_test_') && OBJECT_ID_BODY_RE.test(token.slice('whsec_test_'.length));
}

/** A calendar date, with its time when it has one: 2026-06-02, 2026-06-02T10:09, 2026-06-02T1009Z. */
const ISO_DATE_RE = /(?:19|20)\d\d-[01]\d-[0-3]\d(?:[T_ ][0-2]\d:?[0-5]\d(?::?[0-5]\d)?Z?)?/g;

/** Whether PUBLIC_PREFIX_RE can match: it ends with one of these characters (a large case-blind pattern, compiled only then). */
const mayBePublicPrefix = (before: string) => /[\s:=\-"',]$/.test(before);

function randomTokens(text: string, armor: [number, number][], out: Span[]): void {
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(text); m !== null; m = TOKEN_RE.exec(text)) {
    let token = m[0];
    const at = m.index;
    if (inside(armor, at)) continue;
    // Paths, dotted names and URLs: pieces only (a JWT or a dotted token still has long random pieces).
    if (text.slice(Math.max(0, at - 3), at + 3).includes('//') || text[at - 1] === '@') continue;
    const url = text.slice(Math.max(0, at - 300), at);
    if (url.includes('://') && /:\/\/[^\s]*$/.test(url)) continue; // inside a URL: the URL rules' case
    const before = text.slice(Math.max(0, at - 40), at);
    if (mayBePublicPrefix(before) && PUBLIC_PREFIX_RE.test(before)) continue;
    if ((before.endsWith(';base64,') && /data:[\w/+.-]+;base64,$/.test(before)) || before.endsWith('#') || before.endsWith('@')) continue;
    if (isObjectId(token) || DIGEST_TOKEN_RE.test(token) || PUBLIC_BECH32_RE.test(token)) continue;
    const pieces = /[/.:]/.test(token) ? token.split(/[/.:]/) : [token];
    if (token.includes('/') && !/[+=]/.test(token) && pieces.some((p) => /^[a-z][a-z-]{2,}$/.test(p))) continue; // a path
    // A date in a name is a file or a run named by day (`backup-2026-06-02T1009.dump`, `trips_2026-05-08_r1.csv`):
    // what is left around it must be long and random on its own.
    const random = pieces
      .map((p) => (p.length >= 20 ? p.replace(ISO_DATE_RE, '') : p))
      .filter((p) => p.length >= 20 && randomLike(p, { minLength: 20 }));
    if (random.length === 0) continue;
    // Base64 that decodes to a file format or to text is an asset or the decoded scan's case.
    if (token.length >= 40 && /^[A-Za-z0-9+/]+={0,2}$/.test(token)) {
      const bytes = base64Bytes(token);
      if (bytes && (isMediaOrPublic(bytes) || printableShare(bytes.subarray(0, 200).toString('latin1')) > 0.95)) continue;
    }
    token = token.replace(/[.~:-]+$/, '');
    out.push({ start: at, end: at + token.length, kind: 'token' });
  }
}

// A .pgpass line: host:port:database:user:password (port a number or *).
const PGPASS_RE =
  /^[ \t]*(?:[A-Za-z][\w.-]{0,252}|\*|\d{1,3}(?:\.\d{1,3}){3}):(?:\d{1,5}|\*):[\w*.-]{1,64}:[\w*.@-]{1,64}:(\S{3,200})[ \t]*\r?$/gm;

function pgpassLines(text: string, out: Span[]): void {
  PGPASS_RE.lastIndex = 0;
  for (let m = PGPASS_RE.exec(text); m !== null; m = PGPASS_RE.exec(text)) {
    if (m[1] === '*' || m[1].startsWith('[REDACTED') || /^[0-9a-f]{1,4}$/i.test(m[1])) continue;
    const start = m.index + m[0].length - m[0].replace(/^[\s\S]*:/, '').length;
    out.push({ start, end: start + m[1].length, kind: 'password' });
  }
}

/** Whether `text` holds `n` or more of `char`. */
function atLeast(text: string, char: string, n: number): boolean {
  let at = -1;
  for (let i = 0; i < n; i++) {
    at = text.indexOf(char, at + 1);
    if (at === -1) return false;
  }
  return true;
}

/** Spans of secrets found by shape alone. */
export function findShapeSecrets(text: string): Span[] {
  const out: Span[] = [];
  const armor = publicArmor(text);
  // A PEM body line and a lone key are runs of 40 base64 characters or more.
  const base64Run = /[A-Za-z0-9+/]{40}/.test(text);
  if (base64Run) pemBodies(text, armor, out);
  if (text.includes('"kty"')) jwkMembers(text, out);
  if (mayHoldMnemonic(text)) mnemonics(text, out);
  if (text.includes('[')) byteArrays(text, out);
  if (/[0-9a-fA-F]{64}/.test(text)) hexKeys(text, out);
  if (base64Run && text.includes('=')) loneKeys(text, out);
  if (atLeast(text, ':', 4)) pgpassLines(text, out); // host:port:database:user:password
  randomTokens(text, armor, out);
  return out;
}
