// URLs parsed, not pattern-matched: the userinfo is everything up to the last `@` that a host follows, so a
// password holding an unencoded `@`, `/`, `:` or `#` is found whole; a user alone that is a token (a Sentry DSN's
// key, `https://<token>@github.com`) counts too. Query parameters and path segments that name a credential are
// judged by name and value. Schemeless `user:password@host` (mysqlsh --uri, impacket) is parsed the same way.
import type { Span } from './context.js';
import { isSecretKey, isWeakSecretKey } from './keys.js';
import { isMeasurement, isPlaceholder, randomLike } from './values.js';

const SCHEME_RE = /\b([a-z][a-z0-9+.-]{1,30}):\/\//gi;
// Where a URL ends in running text.
const URL_END_RE = /[\s"'`<>]|$/;
const HOST_RE =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9a-fA-F:.]+\])(?::\d{1,5})?(?=[/?#,;)\]]|$)/;

function userinfo(url: string, urlAt: number, out: Span[]): number {
  // The authority holds the last `@` that a host follows before the path, query or fragment of that host.
  let at = -1;
  for (let i = url.lastIndexOf('@'); i > 0; i = url.lastIndexOf('@', i - 1)) {
    if (HOST_RE.test(url.slice(i + 1))) {
      at = i;
      break;
    }
  }
  if (at === -1) return 0;
  const info = url.slice(0, at);
  // An `@` after a path is in the path (a Teams webhook, an npm scope): there is no userinfo.
  if (/^[^:@]*\//.test(info)) return 0;
  const colon = info.indexOf(':');
  if (colon === -1) {
    // A user alone: a token used as the user (`https://<token>@host`, a DSN's public key).
    if (!/[/?#]/.test(info) && randomLike(info, { minLength: 20, allowHex: true, allowOneCase: true }))
      out.push({ start: urlAt, end: urlAt + info.length, kind: 'url_token' });
    return at + 1;
  }
  const user = info.slice(0, colon);
  const password = info.slice(colon + 1);
  // A slash in the user means this was a path (`host/x:y@z`); a port then a path is `host:8080/@user`.
  if (/[/?#]/.test(user) || /^\d{1,5}(?:[/?#]|$)/.test(password)) return 0;
  if (password.length < 3 || isPlaceholder(password) || password.startsWith('[REDACTED')) return at + 1;
  if (/^\*+$|^x+$/i.test(password)) return at + 1;
  out.push({ start: urlAt + colon + 1, end: urlAt + at, kind: 'url_password' });
  return at + 1;
}

function queryAndPath(url: string, urlAt: number, from: number, out: Span[]): void {
  const q = url.indexOf('?', from);
  const pathPart = url.slice(from, q === -1 ? url.length : q);
  // Path segments after a word that names a credential (/bot<token>/, /token/<t>, /keys/<k>, /hooks/<h>).
  const seg =
    /\/(bot|token|tokens|key|keys|apikey|api-key|secret|secrets|hooks|webhooks|webhook|auth|access_token|t)\/?([A-Za-z0-9:_\-.~+=%]{16,400})(?=[/?#]|$)/gi;
  for (let m = seg.exec(pathPart); m !== null; m = seg.exec(pathPart)) {
    const value = m[2];
    if (!randomLike(value.replace(/^\d{6,}:/, ''), { minLength: 16, allowHex: true, allowOneCase: true })) continue;
    const start = urlAt + from + m.index + m[0].length - value.length;
    out.push({ start, end: start + value.length, kind: 'url_token' });
  }
  // A webhook's path is its secret: everything after the hooks segment (Slack, Discord, Teams, Zapier, …).
  const hook = /\/(?:hooks?|webhooks?|webhookb\d|incomingwebhook|triggers)\/([^?#\s]{20,})/i.exec(pathPart);
  if (hook && /\d/.test(hook[1]) && /[A-Za-z]/.test(hook[1])) {
    const start = urlAt + from + hook.index + hook[0].length - hook[1].length;
    out.push({ start, end: start + hook[1].length, kind: 'webhook' });
  }
  if (q === -1) return;
  const query = url.slice(q + 1);
  const pair = /(?:^|[&;])([^=&;#]{1,100})=([^&;#]*)/g;
  for (let m = pair.exec(query); m !== null; m = pair.exec(query)) {
    const name = decodeSafe(m[1]);
    const value = m[2];
    const plain = decodeSafe(value);
    if (value.length < 3 || isPlaceholder(plain) || isMeasurement(plain)) continue;
    const ok = isSecretKey(name) || (isWeakSecretKey(name) && randomLike(plain, { minLength: 12, allowHex: true, allowOneCase: true }));
    if (!ok) continue;
    const start = urlAt + q + 1 + m.index + m[0].length - value.length;
    out.push({ start, end: start + value.length, kind: 'url_secret' });
  }
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

// user:password@host without a scheme: `--uri "root:pw@db:3306"`, `'lab/Administrator:pw@10.0.0.5'`.
// Words before a colon that make `x:y@z` a package spec, not credentials (npm:react-is@18, workspace:pkg@1).
const SPEC_PREFIX =
  /^(?:npm|git|github|gitlab|bitbucket|file|link|workspace|patch|portal|jsr|pypi|maven|docker|oci|registry|https?|ssh|git\+ssh)$/i;

/** Spans of the credentials in the URLs (and schemeless user:password@host) of a text. */
export function findUrlSecrets(text: string): Span[] {
  const out: Span[] = [];
  if (text.includes('://')) {
    SCHEME_RE.lastIndex = 0;
    for (let m = SCHEME_RE.exec(text); m !== null; m = SCHEME_RE.exec(text)) {
      const from = m.index + m[0].length;
      const rest = text.slice(from, from + 4_000);
      const end = rest.search(URL_END_RE);
      const url = rest.slice(0, end === -1 ? rest.length : end).replace(/[.,;:!?)\]}]+$/, '');
      const after = userinfo(url, from, out);
      const hostEnd = url.slice(after).search(/[/?#]/);
      queryAndPath(url, from, hostEnd === -1 ? url.length : after + hostEnd, out);
      SCHEME_RE.lastIndex = from + Math.max(1, url.length);
    }
  }
  if (text.includes('@')) {
    // Each `@`: the word before it (back to a blank or a quote) is `user:password` when it holds a colon.
    for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
      const from = Math.max(0, at - 270);
      const before = text.slice(from, at);
      const wordStart =
        Math.max(
          before.lastIndexOf(' '),
          before.lastIndexOf('\t'),
          before.lastIndexOf('\n'),
          before.lastIndexOf('"'),
          before.lastIndexOf("'"),
          before.lastIndexOf('`'),
        ) + 1;
      const word = before.slice(wordStart);
      if (!word.includes(':') || word.includes('://') || word.includes('[REDACTED')) continue;
      const m = /^([\w.+\\-]{1,64}(?:[\\/][\w.+-]{1,64})?):(?!\/)([^\s"'`]{3,200})$/.exec(word);
      if (!m) continue;
      const password = m[2];
      const after = text.slice(at + 1, at + 261);
      const host = after.replace(/[\s"'`][\s\S]*$/, '');
      if (!HOST_RE.test(host) || SPEC_PREFIX.test(m[1])) continue;
      // A host has a letter, or is an IPv4 address: `pkg@18.3.1` is a version.
      if (!/^[^/:?#]*[A-Za-z]/.test(host) && !/^\d{1,3}(?:\.\d{1,3}){3}\b/.test(host)) continue;
      if (/^sha\d+:|^npm:|^\^|^~/.test(after) || isMeasurement(password) || isPlaceholder(password)) continue;
      if (!/[A-Za-z]/.test(password) || !/[^A-Za-z]/.test(password)) continue;
      const start = from + wordStart + m[1].length + 1;
      out.push({ start, end: start + password.length, kind: 'url_password' });
    }
  }
  return out;
}
