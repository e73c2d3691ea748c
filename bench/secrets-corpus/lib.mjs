// Shared helpers for the secrets corpus: a seeded PRNG and format encoders.
// Plain Node 20, built-in modules only. Nothing here is random at run time:
// every value is derived from a seed string, so the corpus is reproducible.
import crypto from 'node:crypto';
import { BIP39_ENGLISH } from './bip39-english.mjs';

// ---------------------------------------------------------------- PRNG ----
// cyrb128 string hash -> sfc32 generator (public-domain algorithms).
function cyrb128(str) {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0, k; i < str.length; i++) {
    k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4; h2 ^= h1; h3 ^= h1; h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

function sfc32(a, b, c, d) {
  return function () {
    a |= 0; b |= 0; c |= 0; d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export const A = {
  hex: '0123456789abcdef',
  HEX: '0123456789ABCDEF',
  digits: '0123456789',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  alpha: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  alnum: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  lalnum: '0123456789abcdefghijklmnopqrstuvwxyz',
  ualnum: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  b64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  b64url: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  base32: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  lbase32: 'abcdefghijklmnopqrstuvwxyz234567',
};

export function makeRng(seed) {
  const s = cyrb128(String(seed));
  const next = sfc32(s[0], s[1], s[2], s[3]);
  for (let i = 0; i < 15; i++) next();
  const r = {
    next,
    int: (n) => Math.floor(next() * n),
    range: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    str: (alphabet, n) => { let o = ''; for (let i = 0; i < n; i++) o += alphabet[Math.floor(next() * alphabet.length)]; return o; },
    bytes: (n) => { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = Math.floor(next() * 256); return b; },
    shuffle: (arr) => { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; },
  };
  r.hex = (n) => r.str(A.hex, n);
  r.HEX = (n) => r.str(A.HEX, n);
  r.digits = (n) => r.str(A.digits, n);
  r.num = (n) => r.str('123456789', 1) + r.str(A.digits, n - 1); // no leading zero
  r.lower = (n) => r.str(A.lower, n);
  r.upper = (n) => r.str(A.upper, n);
  r.alnum = (n) => r.str(A.alnum, n);
  r.alpha = (n) => r.str(A.alpha, n);
  r.lalnum = (n) => r.str(A.lalnum, n);
  r.ualnum = (n) => r.str(A.ualnum, n);
  r.b64 = (n) => r.str(A.b64, n);
  r.b64url = (n) => r.str(A.b64url, n);
  r.uuid = () => {
    const h = r.hex(32);
    const v = A.hex[8 + r.int(4)];
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${v}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
  r.ip = () => `10.${r.range(0, 254)}.${r.range(0, 254)}.${r.range(2, 254)}`;
  return r;
}

// ----------------------------------------------------------- encoders ----
export const b64 = (s) => Buffer.from(s).toString('base64');
export const b64url = (s) => Buffer.from(s).toString('base64url');
export const unb64 = (s) => Buffer.from(s, 'base64').toString('utf8');

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0; }
  return t;
})();
export function crc32(buf) {
  let c = 0xffffffff;
  for (const b of Buffer.from(buf)) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
export function base62(num, width) {
  const al = A.alnum; let o = '';
  while (num > 0) { o = al[num % 62] + o; num = Math.floor(num / 62); }
  return o.padStart(width, '0');
}
// GitHub / npm style "prefix + 30 random base62 + 6 char base62 CRC32" token.
export function checksummedToken(r, prefix) {
  const body = r.alnum(30);
  return prefix + body + base62(crc32(body), 6);
}

// OpenPGP ASCII-armor CRC-24 (RFC 4880 section 6.1).
export function crc24(buf) {
  let crc = 0xb704ce;
  for (const b of buf) { crc ^= b << 16; for (let i = 0; i < 8; i++) { crc <<= 1; if (crc & 0x1000000) crc ^= 0x1864cfb; } }
  return crc & 0xffffff;
}

// Bech32 (BIP-0173), used by age keys.
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function bechPolymod(values) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) { const top = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= G[i]; }
  return chk >>> 0;
}
export function bech32(hrp, data8) {
  const data = []; let acc = 0, bits = 0;
  for (const b of data8) { acc = (acc << 8) | b; bits += 8; while (bits >= 5) { bits -= 5; data.push((acc >>> bits) & 31); } }
  if (bits) data.push((acc << (5 - bits)) & 31);
  const hx = [...hrp].map((c) => c.charCodeAt(0) >> 5).concat([0], [...hrp].map((c) => c.charCodeAt(0) & 31));
  const pm = bechPolymod(hx.concat(data, [0, 0, 0, 0, 0, 0])) ^ 1;
  const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >>> (5 * (5 - i))) & 31);
  return hrp + '1' + data.concat(chk).map((d) => BECH[d]).join('');
}

// X25519 public key from a raw 32-byte private scalar (WireGuard, age).
export function x25519Public(priv) {
  const der = Buffer.concat([Buffer.from('302e020100300506032b656e04220420', 'hex'), priv]);
  const k = crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  return Buffer.from(crypto.createPublicKey(k).export({ format: 'jwk' }).x, 'base64url');
}
export function ed25519Public(seed) {
  const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]);
  const k = crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  return Buffer.from(crypto.createPublicKey(k).export({ format: 'jwk' }).x, 'base64url');
}
export function clamp25519(b) { const k = Buffer.from(b); k[0] &= 248; k[31] &= 127; k[31] |= 64; return k; }

// A real SEC1 / PKCS#8 P-256 private key PEM from a deterministic scalar.
export function p256Pem(d, type = 'sec1') {
  const e = crypto.createECDH('prime256v1'); e.setPrivateKey(d); const pub = e.getPublicKey();
  const jwk = { kty: 'EC', crv: 'P-256', d: d.toString('base64url'), x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33).toString('base64url') };
  return crypto.createPrivateKey({ key: jwk, format: 'jwk' }).export({ format: 'pem', type });
}

// openssh-key-v1 ed25519 private key (unencrypted), as `ssh-keygen -t ed25519` writes it.
export function opensshEd25519(r, comment) {
  const seed = r.bytes(32); const pub = ed25519Public(seed);
  const u32 = (n) => { const b = Buffer.alloc(4); b.writeUInt32BE(n); return b; };
  const sstr = (s) => { const b = Buffer.from(s); return Buffer.concat([u32(b.length), b]); };
  const pubBlob = Buffer.concat([sstr('ssh-ed25519'), sstr(pub)]);
  const check = r.bytes(4);
  let priv = Buffer.concat([check, check, sstr('ssh-ed25519'), sstr(pub), sstr(Buffer.concat([seed, pub])), sstr(comment)]);
  const pad = []; for (let i = 1; priv.length + pad.length < Math.ceil(priv.length / 8) * 8; i++) pad.push(i);
  priv = Buffer.concat([priv, Buffer.from(pad)]);
  const blob = Buffer.concat([Buffer.from('openssh-key-v1\0'), sstr('none'), sstr('none'), sstr(''), u32(1), sstr(pubBlob), sstr(priv)]);
  const body = wrap(blob.toString('base64'), 70);
  return {
    pem: `-----BEGIN OPENSSH PRIVATE KEY-----\n${body.join('\n')}\n-----END OPENSSH PRIVATE KEY-----\n`,
    lines: body,
    pub: `ssh-ed25519 ${pubBlob.toString('base64')} ${comment}`,
  };
}

export function wrap(s, n) { const o = []; for (let i = 0; i < s.length; i += n) o.push(s.slice(i, i + n)); return o; }

// A PEM-shaped RSA private key: real DER header for the size, random body.
// (Not a usable key; only the shape matters for redaction.)
export function fakeRsaPem(r, bits = 2048, label = 'RSA PRIVATE KEY') {
  const cfg = {
    1024: { head: 'MIICXAIBAAKBgQ', len: 812 },
    2048: { head: 'MIIEowIBAAKCAQEA', len: 1588 },
    3072: { head: 'MIIG4wIBAAKCAYEA', len: 2324 },
  }[bits];
  let head = cfg.head;
  if (label === 'PRIVATE KEY') head = bits === 2048 ? 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ' : 'MIICdgIBADANBgkqhkiG9w0BAQEFAASCAmAwggJcAgEAAoGBA';
  let body = head + r.b64(cfg.len - head.length - 4) + r.b64(2) + '==';
  body = body.slice(0, cfg.len - 2) + r.str('AQgw', 1) + '=';
  const lines = wrap(body, 64);
  return { pem: `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`, lines };
}

// JWT with a real header/payload and a random HMAC-shaped signature.
export function jwt(r, payload, header = { alg: 'HS256', typ: 'JWT' }) {
  return `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.${r.bytes(32).toString('base64url')}`;
}

// BIP-39 mnemonic with a valid checksum.
export function bip39(r, words = 12) {
  const ent = r.bytes((words * 11 * 32) / 33 / 8);
  const h = crypto.createHash('sha256').update(ent).digest();
  const bits = [...ent].map((b) => b.toString(2).padStart(8, '0')).join('') +
    [...h].map((b) => b.toString(2).padStart(8, '0')).join('').slice(0, (ent.length * 8) / 32);
  const out = []; for (let i = 0; i < bits.length; i += 11) out.push(BIP39_ENGLISH[parseInt(bits.slice(i, i + 11), 2)]);
  return out.join(' ');
}

// Ordinary human passwords ("Sommer2026!"), built from word lists.
export function humanPassword(r, words, opts = {}) {
  const w = r.pick(words);
  const cap = opts.lower ? w : w[0].toUpperCase() + w.slice(1);
  const year = String(r.range(2019, 2027));
  const sym = r.pick(['!', '#', '?', '$', '!!', '*', '.', '@']);
  const style = r.int(4);
  if (style === 0) return cap + year + sym;
  if (style === 1) return cap + sym + year.slice(2);
  if (style === 2) return cap + r.pick(words).toLowerCase() + r.range(10, 99) + sym;
  return cap + '_' + r.range(100, 999) + sym;
}

export const sha256hex = (s) => crypto.createHash('sha256').update(s).digest('hex');
export const hmacHex = (k, s) => crypto.createHmac('sha256', k).update(s).digest('hex');
