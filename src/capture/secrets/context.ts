// Context rules: a secret found by what surrounds it, whatever its own format. A name that says what the value is
// (an XML element, a YAML key over a block scalar, a name/value pair, a quoted key followed by a quoted value, an SQL
// PASSWORD clause, an HTTP header, a cookie), or words that say it in prose, in the languages developers write in.
// Each rule is gated by literals its matches must hold (the keyword prefilter of trufflehog and gitleaks), so a text
// without them costs a substring search. Every rule returns spans of the secret alone: the name stays readable.
import { isSecretKey, isWeakSecretKey, keySegments, secretKind } from './keys.js';
import { isPlaceholder, isReadableName, passwordLike, randomLike } from './values.js';

export interface Span {
  start: number;
  end: number;
  kind: string;
}

/**
 * A rule runs when the lower-case text holds one of `needs` (and one of `alsoNeeds`, when given): literals every match
 * holds. A rule's first run in a process compiles its regexes, which a hook pays for each rule its payload lets through.
 */
type Rule = { needs: readonly string[]; alsoNeeds?: readonly string[]; find: (text: string, out: Span[], lower: string) => void };

const span = (out: Span[], start: number, end: number, kind: string) => {
  if (end > start) out.push({ start, end, kind });
};

/** A literal under a name that says it is a secret: anything but a placeholder or an obvious word. */
function strongValue(v: string): boolean {
  if (v.length < 3 || isPlaceholder(v)) return false;
  if (/^\s|\s$/.test(v) && v.trim().length < 3) return false;
  return !/^[a-z]+$/.test(v) || v.length >= 12;
}

/** A literal that is the name of a secret (a field name in a list), not a value: an identifier that names one. */
const namesASecret = (v: string) => /^[A-Za-z_][\w.-]*$/.test(v) && isSecretKey(v);

/** The kind for a value under `name`, and whether the value counts. */
function judge(name: string, value: string): string | null {
  if (isSecretKey(name)) return strongValue(value) ? secretKind(name) : null;
  if (isWeakSecretKey(name)) return randomLike(value, { allowHex: true, allowUuid: true, allowOneCase: true }) ? 'secret' : null;
  return null;
}

/** The last segment of a dotted or slashed name (`spring.datasource.password`, `/data/password`) counts too. */
function nameOf(raw: string): string {
  const t = raw.replace(/^["'\s]+|["'\s]+$/g, '');
  const segs = t.split(/[./]/).filter(Boolean);
  return segs.length > 1 && isSecretKey(segs[segs.length - 1]) ? segs[segs.length - 1] : t;
}

// <password>v</password>, <ns:Password>v</ns:Password>
const XML_ELEMENT_RE = /<([A-Za-z_][\w.:-]{0,60})(?:\s[^<>]{0,300})?>([^<>]{1,2000})<\/\1\s*>/g;
// <add key="ClearTextPassword" value="v"/>, <property name="password" value="v"/>, <entry key="token">
const XML_TAG_RE = /<[A-Za-z_][\w.:-]{0,60}\s([^<>]{1,1000}?)\/?>/g;
const ATTR_RE = /([A-Za-z_][\w.:-]{0,60})\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const NAME_ATTRS = new Set(['key', 'name', 'id', 'property', 'param', 'field', 'variable', 'setting']);
const VALUE_ATTRS = new Set(['value', 'val', 'password', 'secret', 'data', 'content', 'default']);

function xmlRules(text: string, out: Span[]): void {
  XML_ELEMENT_RE.lastIndex = 0;
  for (let m = XML_ELEMENT_RE.exec(text); m !== null; m = XML_ELEMENT_RE.exec(text)) {
    const tag = m[1].replace(/^.*:/, '');
    const inner = m[2];
    const value = inner.trim();
    const kind = judge(tag, value);
    if (!kind) continue;
    const at = m.index + m[0].indexOf('>') + 1 + inner.indexOf(value);
    span(out, at, at + value.length, kind);
  }
  XML_TAG_RE.lastIndex = 0;
  for (let m = XML_TAG_RE.exec(text); m !== null; m = XML_TAG_RE.exec(text)) {
    const attrs: { name: string; value: string; at: number }[] = [];
    const body = m[1];
    const bodyAt = m.index + m[0].indexOf(body);
    ATTR_RE.lastIndex = 0;
    for (let a = ATTR_RE.exec(body); a !== null; a = ATTR_RE.exec(body)) {
      const value = a[2] ?? a[3] ?? '';
      attrs.push({ name: a[1].toLowerCase(), value, at: bodyAt + a.index + a[0].length - 1 - value.length });
    }
    const named = attrs.find((a) => NAME_ATTRS.has(a.name) && (isSecretKey(a.value) || isWeakSecretKey(a.value)));
    if (!named) continue;
    for (const a of attrs) {
      if (!VALUE_ATTRS.has(a.name) || a === named) continue;
      const kind = judge(named.value, a.value);
      if (kind) span(out, a.at, a.at + a.value.length, kind);
    }
  }
}

// `key: |`, `key: >-` and the more-indented lines under it.
const YAML_BLOCK_RE = /^([ \t]*)(?:-[ \t]+)?(["']?)([\w.-]{1,80})\2[ \t]*:[ \t]*[|>][+-]?\d?[ \t]*(?:#.*)?\r?\n/gm;

function yamlBlockScalars(text: string, out: Span[]): void {
  YAML_BLOCK_RE.lastIndex = 0;
  for (let m = YAML_BLOCK_RE.exec(text); m !== null; m = YAML_BLOCK_RE.exec(text)) {
    const key = m[3];
    if (!isSecretKey(key) && !isWeakSecretKey(key)) continue;
    const indent = m[1].length;
    let pos = m.index + m[0].length;
    const start = pos;
    let end = pos;
    while (pos < text.length) {
      const nl = text.indexOf('\n', pos);
      const line = text.slice(pos, nl === -1 ? text.length : nl);
      const lead = /^[ \t]*/.exec(line)![0].length;
      if (line.trim() !== '' && lead <= indent) break;
      if (line.trim() !== '') end = pos + line.replace(/\s+$/, '').length;
      if (nl === -1) break;
      pos = nl + 1;
    }
    const value = text.slice(start, end).trim();
    if (!value) continue;
    const kind = isSecretKey(key) ? (strongValue(value) ? secretKind(key) : null) : randomLike(value.replace(/\s+/g, '')) ? 'secret' : null;
    if (kind) span(out, start + (text.slice(start, end).length - text.slice(start, end).trimStart().length), end, kind);
  }
}

// A name member then a value member of one object or list item: `- name: DB_PASSWORD` / `value: x`,
// `{"name":"password","value":"x"}`, `Property: spring.datasource.password` / `Value: "x"`, `"path":"/data/password"`.
const NAME_MEMBER_RE =
  /(["']?)\b(name|key|path|id|field|property|param|parameter|parameterkey|variable|var|envvar|secretname|setting)\1[ \t]*[:=][ \t]*(["']?)([\w./:-]{1,120})\3/gi;
const VALUE_MEMBER_RE =
  /(["']?)\b(value|val|parametervalue|default|secretvalue|stringvalue|plaintext|data|content)\1[ \t]*[:=][ \t]*(?:"((?:[^"\\\n]|\\.){1,2000})"|'([^'\n]{1,2000})'|([^\s"',}\]]{1,2000}))/iy;

function nameValuePairs(text: string, out: Span[]): void {
  NAME_MEMBER_RE.lastIndex = 0;
  for (let m = NAME_MEMBER_RE.exec(text); m !== null; m = NAME_MEMBER_RE.exec(text)) {
    const name = nameOf(m[4]);
    if (!isSecretKey(name) && !isWeakSecretKey(name)) continue;
    // The value member follows within the same object or list item: no closing brace, no new item, no blank line.
    const from = m.index + m[0].length;
    const window = text.slice(from, from + 400);
    const stop = window.search(/[}\]]|\n[ \t]*\n|\n[ \t]*-[ \t]/);
    const scope = stop === -1 ? window : window.slice(0, stop);
    const at = scope.search(/["']?\b(?:value|val|parametervalue|default|secretvalue|stringvalue|plaintext|data|content)["']?[ \t]*[:=]/i);
    if (at === -1) continue;
    VALUE_MEMBER_RE.lastIndex = from + at;
    const v = VALUE_MEMBER_RE.exec(text);
    if (!v) continue;
    const value = v[3] ?? v[4] ?? v[5] ?? '';
    const kind = judge(name, value.replace(/\\[rn]+$/, ''));
    if (!kind) continue;
    const end = v.index + v[0].length - (v[3] !== undefined || v[4] !== undefined ? 1 : 0);
    span(out, end - value.length, end, kind);
  }
}

// "password", "value" side by side: props.put("password", "x"), define('DB_PASSWORD', 'x'), setProperty, env
// defaults (os.environ.get("SECRET_KEY", "x"), ENV.fetch('TOKEN', 'x')), ["password", "x"], {"password" => "x"}.
const QUOTED_PAIR_RE = /(["'`])([\w.:/ -]{1,80})\1[ \t]*(?:,|=>|->)[ \t\r\n]*(?:[NbruBRU]|@)?(["'`])((?:(?!\3)[^\\\n]|\\.){1,2000})\3/g;

function quotedPairs(text: string, out: Span[]): void {
  QUOTED_PAIR_RE.lastIndex = 0;
  for (let m = QUOTED_PAIR_RE.exec(text); m !== null; m = QUOTED_PAIR_RE.exec(text)) {
    const name = nameOf(m[2]);
    const value = m[4];
    // A list of field names (["password", "email"]) is not a name and its value.
    if (namesASecret(value) || /^[a-z_]+$/.test(value)) {
      QUOTED_PAIR_RE.lastIndex = m.index + m[1].length + m[2].length + 1;
      continue;
    }
    const kind = judge(name, value);
    if (!kind) {
      QUOTED_PAIR_RE.lastIndex = m.index + m[1].length + m[2].length + 1;
      continue;
    }
    const end = m.index + m[0].length - 1;
    span(out, end - value.length, end, kind);
  }
}

// SQL: CREATE USER … PASSWORD 'x', IDENTIFIED BY 'x', ALTER LOGIN … WITH PASSWORD = N'x', SET PASSWORD = PASSWORD('x');
// and any secret word followed by a quoted literal: `password "x"`, `wifi-sec.psk "x"`, `requirepass "x"`.
const KEYWORD_LITERAL_RE =
  /\b(password|passwd|passphrase|pass|psk|secret|token|requirepass|masterauth|identified(?:[ \t]+with[ \t]+\w+)?[ \t]+by(?:[ \t]+password)?)(?:[ \t]*=[ \t]*|[ \t]+|[ \t]*\()(?:N|E|password\()?(["'])((?:(?!\2)[^\\\n]|\\.|\2\2){1,500})\2/gi;

function keywordLiterals(text: string, out: Span[]): void {
  KEYWORD_LITERAL_RE.lastIndex = 0;
  for (let m = KEYWORD_LITERAL_RE.exec(text); m !== null; m = KEYWORD_LITERAL_RE.exec(text)) {
    const value = m[3];
    // Before the keyword: a quote means this is a key (handled by the assignment rules), `-` or `.` a flag or a
    // property whose name ends here (wifi-sec.psk), a word character a longer word.
    const before = text[m.index - 1] ?? '';
    if (/["'`\w]/.test(before)) continue;
    if (isPlaceholder(value) || value.length < 3 || /^[a-z_]+$/.test(value)) continue;
    const end = m.index + m[0].length - 1;
    span(out, end - value.length, end, /pass|psk|identified|requirepass|masterauth/i.test(m[1]) ? 'password' : 'secret');
  }
}

// Unquoted `password X` at the end of a config line or a command: redis `requirepass X`, nmcli `password X`,
// fluent-bit `Splunk_Token X`, `vault token lookup` tables (`token   hvs.…`), .pgpass-like dumps.
function spacedPairs(text: string, out: Span[]): void {
  for (const { keyAt, key, valueAt, value } of lineEndPairs(text)) {
    const strong = isSecretKey(key);
    if (!strong && !isWeakSecretKey(key)) continue;
    // Prose ("the token expired yesterday") has more words before; a config line or a flag its value alone.
    const lineStart = text.lastIndexOf('\n', keyAt) + 1;
    const before = text.slice(lineStart, keyAt).trim();
    const configLine = before === '' || /^[-#>|]?$/.test(before);
    const ok = strong
      ? (configLine || /\b(?:nmcli|wpa_cli|iwctl|redis|rabbitmqctl|mysqladmin)\b/.test(before)) && passwordLike(value)
      : configLine && randomLike(value, { allowHex: true, allowUuid: true, allowOneCase: true });
    if (!ok) continue;
    const clean = value.replace(/[.,;]$/, '');
    span(out, valueAt, valueAt + clean.length, strong ? secretKind(key) : 'secret');
  }
}

const LINE_END_RE = /[\n\r\u2028\u2029]/g;

/**
 * The `name value` that ends each line, as `/(?:^|[ \t])([A-Za-z_][\w.-]{0,60})[ \t]+([^\s"'`]{6,500})[ \t]*\r?$/gm`
 * matches it: the value the line's last word (6 to 500 characters, no white space or quote), blanks before it, the
 * name the word before them (an identifier of up to 61 characters, at the line's start or after a blank). Read back
 * from each line's end: that regex tried every blank of a text as the start of a pair, the most expensive rule on a
 * long capture.
 */
function lineEndPairs(text: string): { keyAt: number; key: string; valueAt: number; value: string }[] {
  const pairs: { keyAt: number; key: string; valueAt: number; value: string }[] = [];
  LINE_END_RE.lastIndex = 0;
  for (let start = 0; start <= text.length; ) {
    const m = LINE_END_RE.exec(text);
    const end = m ? m.index : text.length;
    let e = end;
    while (e > start && isBlank(text.charCodeAt(e - 1))) e--;
    let v = e;
    while (v > start && e - v <= 500 && !isSpaceOrQuote(text.charCodeAt(v - 1))) v--;
    let b = v;
    while (b > start && isBlank(text.charCodeAt(b - 1))) b--;
    let k = b;
    while (k > start && b - k <= 61 && isNameChar(text.charCodeAt(k - 1))) k--;
    const valueOk = e - v >= 6 && e - v <= 500 && b < v;
    const nameOk = b - k >= 1 && b - k <= 61 && isNameStart(text.charCodeAt(k)) && (k === start || isBlank(text.charCodeAt(k - 1)));
    if (valueOk && nameOk) pairs.push({ keyAt: k, key: text.slice(k, b), valueAt: v, value: text.slice(v, e) });
    start = end + 1;
  }
  return pairs;
}

const isBlank = (c: number) => c === 32 || c === 9;
/** `\s` (ECMAScript white space and line terminators) and the quotes. */
const isSpaceOrQuote = (c: number) =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  c === 34 ||
  c === 39 ||
  c === 96 ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;
/** `[\w.-]` */
const isNameChar = (c: number) => isNameStart(c) || (c >= 48 && c <= 57) || c === 46 || c === 45;
/** `[A-Za-z_]` */
const isNameStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

// HTTP: `Authorization: <any scheme> <credentials>`, Proxy-Authorization, and headers whose name names a secret or
// whose value is a random token (X-Honeycomb-Team, Ocp-Apim-Subscription-Key), in curl -H, raw dumps, dicts, nginx.
const AUTHORIZATION_RE = /\b(?:proxy-)?authorization["']?[ \t]*[:=,][ \t]*["']?(?:([A-Za-z][\w.-]{0,30})[ \t]+)?([^\s"',;]{6,4000})/gi;
const HEADER_RE =
  /(?:-H|--header|proxy_set_header|add_header|more_set_headers|^[<>]?)[ \t]*["']?([A-Za-z][\w-]{1,60})["']?(?:[ \t]*:[ \t]*|[ \t]+(?=["']))["']?([^\s"',;]{8,2000})/gim;
// A quoted name is a header only in a header context (`headers = {…}`, `"headers": {…}`).
const QUOTED_HEADER_RE = /["']([A-Za-z][\w-]{1,60})["'][ \t]*:[ \t]*["']([^\s"',;]{8,2000})/g;
// Headers that are ids, digests, dates and plumbing: a random value there is not a credential.
const BENIGN_HEADER =
  /(?:^|-)(?:id|ids|trace|traceparent|tracestate|span|request|correlation|etag|match|hash|digest|sha\d*|md5|checksum|version|date|length|type|encoding|agent|host|origin|referer|referrer|accept|cache|vary|range|ray|nonce|language|location|link|server|via|connection|modified|since|expires|age|integrity|fingerprint|signature-input|forwarded|for|proto|port|mode|dest|site|ua|platform|mobile|priority|upgrade|te|trailer|pragma|warning|status|path|method|scheme|content|policy|timing|amz-cf-pop|served-by|cf-cache-status)$/i;

function headers(text: string, out: Span[], lower: string): void {
  AUTHORIZATION_RE.lastIndex = 0;
  const authorization = lower.includes('authorization');
  for (let m = authorization ? AUTHORIZATION_RE.exec(text) : null; m !== null; m = AUTHORIZATION_RE.exec(text)) {
    const scheme = m[1];
    const value = m[2];
    if (isPlaceholder(value) || /^\$\(/.test(value)) continue;
    if (!scheme && /^(?:bearer|basic|token|digest|negotiate|ntlm|apikey|ssws|splunk|hmac)$/i.test(value)) continue;
    if (scheme && /^(?:is|was|header|headers|required|the|a|an|with|and|or|for|to|of|failed|error)$/i.test(scheme)) continue;
    const end = m.index + m[0].length;
    span(out, end - value.length, end, 'authorization');
  }
  // A header's name is followed by a colon, or by blanks and its quoted value.
  if (!lower.includes(':') && ![' "', " '", '\t"', "\t'"].some((s) => text.includes(s))) return;
  const patterns = lower.includes('header') ? [HEADER_RE, QUOTED_HEADER_RE] : [HEADER_RE];
  for (const re of patterns) headersOf(text, re, out);
}

function headersOf(text: string, re: RegExp, out: Span[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const name = m[1];
    const value = m[2];
    if (/^(?:proxy-)?authorization$/i.test(name) || /^(?:set-)?cookie$/i.test(name)) continue;
    if (/^https?$/i.test(name)) continue;
    if (re === QUOTED_HEADER_RE && !/header/i.test(text.slice(Math.max(0, m.index - 300), m.index))) continue;
    const strong = isSecretKey(name);
    const kind = strong
      ? strongValue(value) && !isReadableName(value) && !/[()[\]{}]/.test(value)
      : !BENIGN_HEADER.test(name) && /-/.test(name) && randomLike(value, { allowHex: true, allowUuid: true, allowOneCase: true });
    if (!kind) continue;
    const end = m.index + m[0].length;
    span(out, end - value.length, end, 'header_secret');
  }
}

// Cookie: a=1; sessionid=…, Set-Cookie: token=…; Path=/, curl -b 'sid=…'.
const COOKIE_RE = /(?:\b(?:set-)?cookie["']?[ \t]*[:=][ \t]*|(?:^|\s)(?:-b|--cookie)[ \t]+)["']?([^\r\n"']{3,4000})/gi;
const COOKIE_ATTRS = /^(?:path|domain|expires|max-age|samesite|secure|httponly|priority|partitioned|version|comment)$/i;

function cookies(text: string, out: Span[]): void {
  COOKIE_RE.lastIndex = 0;
  for (let m = COOKIE_RE.exec(text); m !== null; m = COOKIE_RE.exec(text)) {
    const body = m[1];
    const bodyAt = m.index + m[0].length - body.length;
    const pair = /([^\s=;,]{1,100})=([^;,\s]{1,4000})/g;
    for (let p = pair.exec(body); p !== null; p = pair.exec(body)) {
      const name = p[1];
      const value = p[2];
      if (COOKIE_ATTRS.test(name) || isPlaceholder(value)) continue;
      const sessionName = /sess|sid|token|auth|jwt|remember|login|csrf|xsrf|secret|key|user_session|identity/i.test(name);
      const decoded = value.replace(/%[0-9a-f]{2}/gi, 'x');
      const ok = (sessionName && value.length >= 8) || randomLike(decoded, { allowHex: true, allowOneCase: true, minLength: 20 });
      if (!ok) continue;
      const at = bodyAt + p.index + p[0].length - value.length;
      span(out, at, at + value.length, 'cookie');
    }
  }
}

// Prose, in the languages developers write in: "my password is X", "das Passwort lautet X", "mot de passe : X",
// "la contraseña es X", "a senha é X", "密码是 X", "パスワードは X です", "비밀번호는 X", "пароль: X", "şifre: X".
const SECRET_WORDS = [
  'password',
  'passwd',
  'passphrase',
  'passcode',
  'pass phrase',
  'pw',
  'pwd',
  'pin',
  'passwort',
  'kennwort',
  'mot de passe',
  'mdp',
  'contraseña',
  'contrasena',
  'clave',
  'senha',
  'palavra-passe',
  'parola d’ordine',
  "parola d'ordine",
  'wachtwoord',
  'ww',
  'hasło',
  'haslo',
  'heslo',
  'пароль',
  'пароля',
  'паролем',
  '密码',
  '密碼',
  '口令',
  'パスワード',
  '暗証番号',
  '비밀번호',
  '비번',
  '암호',
  'şifre',
  'sifre',
  'şifresi',
  'parola',
  'parolası',
  'lösenord',
  'salasana',
  'adgangskode',
  'jelszó',
  'κωδικός',
  'סיסמה',
  'كلمة المرور',
  'पासवर्ड',
  'mật khẩu',
  'kata sandi',
  'wifi',
  'wi-fi',
  'wlan',
  'token',
  'api key',
  'api-key',
  'apikey',
  'access key',
  'secret key',
  'secret',
  'clé',
  'schlüssel',
  'jeton',
  'токен',
  'ключ',
  '令牌',
  '密钥',
  '秘钥',
  'トークン',
  '토큰',
  'chave',
  'chiave',
  'sleutel',
  'klucz',
  'anahtar',
  'credentials',
];
// What joins the word to its value: a colon or equals in any script, or a copula.
const CONNECTOR =
  '(?:[:：=]|[ \\t](?:is|was|are|remains|now|to|into|ist|lautet|sind|war|est|es|era|é|è|e|er|är|on|jest|wynosi|je|это|—|–|-|olarak|ise|sera|será|van|be|as)(?=[ \\t:]))';
const escapeWord = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Where the words are: one pass over the text finds them; the patterns below run only where one is (sticky).
const makeWORD_HIT_RE = () => new RegExp(SECRET_WORDS.map(escapeWord).join('|'), 'gi');
const makePROSE_RE = () =>
  new RegExp(
    `(?:${SECRET_WORDS.map(escapeWord).join('|')})(?:[a-zà-ÿıšçğşźżćęąłńóś\\u0400-\\u04ff]{0,3})(?![0-9_.-])(?!\\()(?:[^\\n"'{}=;,<>\\[\\]]{0,48}?)${CONNECTOR}\\s*["'\\x60“”‘’«»「『(]?\\s*([^\\s"'\\x60“”‘’«»」』]{4,128})`,
    'iy',
  );
const CJK_COPULA_RE = /^(?:は|是|为|為|：|:|는|은|が|を|です|입니다)$/;
// CJK text has no blanks: the word, a particle or colon, then the value.
const CJK_RE =
  /(密码|密碼|口令|密钥|秘钥|令牌|パスワード|暗証番号|トークン|비밀번호|비번|암호|토큰)(?:[^\n\s]{0,12}?)(は|是|为|為|：|:|는|은|が)\s*([^\s，。、」』]{4,128})/g;

// The word and its value side by side, no connector ("мой пароль Kotik_2020", "şifresi Kadikoy_1903"): the value
// must look typed (letters and digits, or a symbol), which prose after the word ("password reset") never does.
const makeADJACENT_RE = () =>
  new RegExp(
    `(?:${SECRET_WORDS.filter((w) => !/^(?:pin|ww|pw|token|secret|login|clave|wifi|wi-fi|wlan|parola)$/.test(w))
      .map(escapeWord)
      .join('|')})(?:[a-zà-ÿıšçğşźżćęąłńóś\\u0400-\\u04ff]{0,3})[ \\t]+([^\\s"'\\x60“”‘’«»]{6,64})(?=[\\s.,;!?)]|$)`,
    'iy',
  );
// A quoted passphrase after its word: "my passphrase is 'correct horse battery staple'".
const QUOTED_PHRASE_RE =
  /(?:passphrase|pass phrase|password|passwort|senha|contraseña|mot de passe|пароль|seed phrase|recovery phrase)(?![a-zà-ÿ0-9\u0400-\u04ff])[^\n"'“”]{0,30}?(?:[:：=]|\s(?:is|ist|est|es|é|это))\s*(["'“”])([^"'“”\n]{8,200})["'“”]/iy;

// Built on first use: a hook whose text holds none of the words never pays for these (Unicode-aware) patterns.
let WORD_HIT_RE: RegExp;
let PROSE_RE: RegExp;
let ADJACENT_RE: RegExp;

/** The three prose forms at one occurrence of a word: adjacent value, quoted phrase, word … connector value. */
function proseAt(text: string, at: number, out: Span[]): void {
  const adjacent = matchAt(ADJACENT_RE, text, at);
  if (adjacent) {
    const value = adjacent[1].replace(/[.,;:)]+$/, '');
    if (passwordLike(value) && /\d/.test(value) && hasLetter(value) && !/[=,{}()[\]]/.test(value)) {
      const start = adjacent.index + adjacent[0].length - adjacent[1].length;
      span(out, start, start + value.length, 'password');
      return;
    }
  }
  const quoted = matchAt(QUOTED_PHRASE_RE, text, at);
  if (quoted) {
    const value = quoted[2];
    if (!isPlaceholder(value) && (/\s/.test(value) ? value.split(/\s+/).length >= 3 : passwordLike(value))) {
      const start = quoted.index + quoted[0].length - 1 - value.length;
      span(out, start, start + value.length, 'password');
      return;
    }
  }
  const m = matchAt(PROSE_RE, text, at);
  if (!m) return;
  let value = m[1];
  const end0 = m.index + m[0].length;
  // `=` joins a name to its value only right after it (`pw=x`); with words between it is some other assignment.
  const joint = m[0].slice(0, m[0].length - m[1].length);
  if (/=\s*["'“”‘’«»「『(]?\s*$/.test(joint) && /\s/.test(joint.replace(/\s*=[\s\S]*$/, '').replace(/^\S+/, ''))) return;
  value = value.replace(/[.,;:!?)\]」』。、]+$/, (tail) => (passwordLike(value) && /[!?]$/.test(tail) && tail.length <= 2 ? tail : ''));
  if (
    !passwordLike(value) ||
    onlyLetters(value) ||
    /^(?:https?|ftp|ssh):/.test(value) ||
    /[=,{}"]/.test(value) ||
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  )
    return;
  const start = end0 - m[1].length;
  span(out, start, start + value.length, 'password');
}

/** A letter or digit of a word written with blanks (Latin, Cyrillic, Greek…: scripts with case), `_` or `-`. */
const isWordChar = (c: string) => /[A-Za-z0-9_-]/.test(c) || (c.charCodeAt(0) > 127 && c.toLowerCase() !== c.toUpperCase());
const hasLetter = (v: string) => /[A-Za-z]/.test(v) || [...v].some((c) => c.charCodeAt(0) > 127 && c.toLowerCase() !== c.toUpperCase());
const onlyLetters = (v: string) =>
  [...v].every((c) => /[A-Za-z]/.test(c) || (c.charCodeAt(0) > 127 && c.toLowerCase() !== c.toUpperCase()));

/** The sticky pattern's match at `at`, or null. */
function matchAt(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

function prose(text: string, out: Span[]): void {
  WORD_HIT_RE ??= makeWORD_HIT_RE();
  PROSE_RE ??= makePROSE_RE();
  ADJACENT_RE ??= makeADJACENT_RE();
  WORD_HIT_RE.lastIndex = 0;
  for (let hit = WORD_HIT_RE.exec(text); hit !== null; hit = WORD_HIT_RE.exec(text)) {
    const at = hit.index;
    // A word of its own: not inside a longer word, an identifier or a flag.
    if (at > 0 && isWordChar(text[at - 1])) continue;
    proseAt(text, at, out);
  }
  CJK_RE.lastIndex = 0;
  for (let m = CJK_RE.exec(text); m !== null; m = CJK_RE.exec(text)) {
    if (!CJK_COPULA_RE.test(m[2])) continue;
    const value = m[3].replace(/[.,;:!?)]+$/, (t) => (/[!?]$/.test(t) && t.length <= 2 ? t : ''));
    if (!passwordLike(value)) continue;
    const start = m.index + m[0].length - m[3].length;
    span(out, start, start + value.length, 'password');
  }
  // "Wi-Fi: Name / Password", "guest network: SSID / pass"
  const pair = /\b(?:wi-?fi|wlan|ssid|network|netzwerk|réseau|red)\b[^\n]{0,30}?[:：][ \t]*\S{1,40}[ \t]+\/[ \t]+(\S{6,64})/gi;
  for (let m = pair.exec(text); m !== null; m = pair.exec(text)) {
    if (!passwordLike(m[1])) continue;
    const start = m.index + m[0].length - m[1].length;
    span(out, start, start + m[1].length, 'password');
  }
}

// A string literal assigned to a secret name through code: `SECRET = os.environ.get("X", "lit")`, a concatenation
// `key = "sk_live_" + "…"`, `"".join([...])`, `bytes.fromhex("…")`: every random-looking literal of the statement.
const CODE_ASSIGNMENT_RE =
  /(?<![\w$.])([A-Za-z_$][\w$.]{0,80})["']?[ \t]*(?::[ \t]*[\w[\]<>.]{1,40}[ \t]*)?(?:=|:=|=>)(?![=>~])[ \t]*([^\n;]{1,400})/g;
const LITERAL_RE = /(["'`])((?:(?!\1)[^\\\n]|\\.){6,1000})\1/g;

function codeAssignments(text: string, out: Span[]): void {
  CODE_ASSIGNMENT_RE.lastIndex = 0;
  for (let m = CODE_ASSIGNMENT_RE.exec(text); m !== null; m = CODE_ASSIGNMENT_RE.exec(text)) {
    const key = m[1].replace(/^.*\./, '');
    if (!isSecretKey(key)) continue;
    let rhs = m[2];
    let rhsAt = m.index + m[0].length - rhs.length;
    // A statement continued on the next lines by a trailing `+` or an open bracket.
    let extra = 0;
    while (/[+,([]\s*$/.test(rhs) && extra < 4) {
      const nl = text.indexOf('\n', rhsAt + rhs.length);
      if (nl === -1) break;
      const next = text.indexOf('\n', nl + 1);
      rhs = text.slice(rhsAt, next === -1 ? text.length : next);
      extra++;
    }
    if (!/["'`]/.test(rhs) || /^["'`][^"'`]*["'`]\s*[,;]?\s*$/.test(rhs)) continue; // a plain literal: the assignment rules' case
    LITERAL_RE.lastIndex = 0;
    for (let l = LITERAL_RE.exec(rhs); l !== null; l = LITERAL_RE.exec(rhs)) {
      const lit = l[2];
      if (namesASecret(lit) || isPlaceholder(lit) || isReadableName(lit)) continue;
      if (!randomLike(lit, { minLength: 8, allowHex: true, allowOneCase: true }) && !passwordLike(lit)) continue;
      const at = rhsAt + l.index + 1;
      span(out, at, at + lit.length, secretKind(key));
    }
    rhsAt = 0;
  }
}

// Credentials passed to a call: NetworkCredential("u", "pw"), new PDO(dsn, 'u', 'pw'), mysqli("h", "u", "pw"),
// auth=("u", "pw"), HTTPBasicAuth('u', 'pw'), jwt.encode(payload, "secret"), Client('token'), client.run("token").
const CREDENTIAL_CALL =
  /auth|cred|login|logon|connect|pdo|mysqli|sql|password|passwd|secret|token|sign|encode|decode|verify|hmac|jwt|client|session|key|smtp|ftp|ldap|bind|basic|digest|apikey/i;
const CALLEE_RE = /([A-Za-z_$][\w$.]{0,80})[ \t]*(?:=[ \t]*)?$/;

/** Each `(` with a literal among its arguments: the callee before it and the arguments up to `)` or the line's end. */
function* calls(text: string): Generator<{ callee: string; argsAt: number; args: string; calleeAt: number }> {
  for (let open = text.indexOf('('); open !== -1; open = text.indexOf('(', open + 1)) {
    let close = open + 1;
    while (close < text.length && close - open <= 600 && text[close] !== ')' && text[close] !== '(' && text[close] !== '\n') close++;
    const args = text.slice(open + 1, close);
    if (!/["'`]/.test(args)) continue;
    const head = CALLEE_RE.exec(text.slice(Math.max(0, open - 90), open));
    if (!head) continue;
    yield { callee: head[1], argsAt: open + 1, args, calleeAt: open - head[0].length };
  }
}

function callArguments(text: string, out: Span[]): void {
  for (const { callee, argsAt, args, calleeAt } of calls(text)) {
    if (!CREDENTIAL_CALL.test(callee) && !/\bauth[ \t]*=[ \t]*$/.test(text.slice(Math.max(0, calleeAt - 12), calleeAt + callee.length + 3)))
      continue;
    // A call named for the secret it takes (`.access_token('…')`, `setPassword("…")`): its first literal is it.
    const named = isSecretKey(callee.replace(/^.*\./, '').replace(/^(?:set|with|use)(?=[A-Z_])/, ''));
    LITERAL_RE.lastIndex = 0;
    let position = 0;
    for (let l = LITERAL_RE.exec(args); l !== null; l = LITERAL_RE.exec(args)) {
      // The argument's place in the call: commas before it, outside string literals.
      position = args
        .slice(0, l.index)
        .replace(/(["'`])(?:(?!\1)[^\\]|\\.)*\1/g, '')
        .split(',').length;
      const lit = l[2];
      if (isPlaceholder(lit) || isReadableName(lit) || namesASecret(lit)) continue;
      if (/^(?:HS|RS|ES|PS)\d{3}$|^utf-?8$|^(?:sha|md)\d+$/i.test(lit)) continue;
      // The first literal of a call that takes a user first is the user; a lone literal may be the token itself.
      const random = randomLike(lit, { minLength: 16, allowHex: true, allowOneCase: true });
      if (named && position === 1 && strongValue(lit) && !/\s/.test(lit)) {
        span(out, argsAt + l.index + 1, argsAt + l.index + 1 + lit.length, 'secret');
        continue;
      }
      if (!random && !(position > 1 && passwordLike(lit) && /[^A-Za-z]/.test(lit) && !/^[\w.-]+@[\w.-]+$/.test(lit))) continue;
      const at = argsAt + l.index + 1;
      span(out, at, at + lit.length, 'secret');
    }
  }
}

// Subscript assignments: os.environ["API_KEY"] = "…", ENV['TOKEN'] = '…', $_ENV['DB_PASSWORD'] = '…', obj["secret"] = "…".
const SUBSCRIPT_RE = /\[[ \t]*(["'])([\w.-]{1,80})\1[ \t]*\][ \t]*(?:=|:=|\|\|=|\?\?=)(?!=)[ \t]*(["'`])((?:(?!\3)[^\\\n]|\\.){3,2000})\3/g;

function subscripts(text: string, out: Span[]): void {
  SUBSCRIPT_RE.lastIndex = 0;
  for (let m = SUBSCRIPT_RE.exec(text); m !== null; m = SUBSCRIPT_RE.exec(text)) {
    const kind = judge(m[2], m[4]);
    if (!kind) continue;
    const end = m.index + m[0].length - 1;
    span(out, end - m[4].length, end, kind);
  }
}

// A flag named for a secret, of any tool: --authkey=…, --api-token …, -client-secret …, --from-literal=token=….
const FLAG_RE = /(?:^|[\s"'])--?([A-Za-z][\w.-]{1,40})(?:=|[ \t]+)(?:"([^"\n]{1,500})"|'([^'\n]{1,500})'|([^\s"'|;&]+))/g;

function secretFlags(text: string, out: Span[]): void {
  FLAG_RE.lastIndex = 0;
  for (let m = FLAG_RE.exec(text); m !== null; m = FLAG_RE.exec(text)) {
    const flag = m[1];
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (!isSecretKey(flag)) continue;
    if (value.length < 3 || isPlaceholder(value) || /^-/.test(value) || /^[a-z]{1,8}$/.test(value) || /=./.test(value)) continue;
    if (/^(?:stdin|env:|file:|fd:|prompt)/i.test(value) || isReadableName(value)) continue;
    const end = m.index + m[0].length - (m[2] !== undefined || m[3] !== undefined ? 1 : 0);
    span(out, end - value.length, end, secretKind(flag));
  }
}

const RULES: Rule[] = [
  { needs: ['['], find: subscripts },
  { needs: [' -', '\t-', '"-', "'-"], find: secretFlags },
  { needs: ['</'], find: xmlRules },
  { needs: ['value='], find: xmlRules },
  { needs: [': |', ': >', ':|', ':>'], find: yamlBlockScalars },
  {
    needs: ['value', 'val', 'default', 'data', 'content'],
    // The name member's words (parameterkey, variable, envvar, secretname hold one of them).
    alsoNeeds: ['name', 'key', 'path', 'id', 'field', 'property', 'param', 'var', 'setting'],
    find: nameValuePairs,
  },
  { needs: ['"', "'", '`'], find: quotedPairs },
  { needs: ['pass', 'psk', 'secret', 'token', 'identified', 'masterauth'], alsoNeeds: ['"', "'"], find: keywordLiterals },
  { needs: [' ', '\t'], find: spacedPairs },
  { needs: ['authoriz', '-h', 'header', ': ', ':"', ":'", '":'], find: headers },
  { needs: ['cookie', '-b '], find: cookies },
  { needs: ['"', "'", '`'], find: codeAssignments },
  { needs: ['('], find: callArguments },
];
// The prose rule's words, for its prefilter.
const PROSE_NEEDS = [...SECRET_WORDS.map((w) => w.toLowerCase()), 'network', 'ssid', 'netzwerk', 'réseau'];

/** Spans of every secret the context rules find (possibly overlapping). */
export function findContextSecrets(text: string, lower = text.toLowerCase()): Span[] {
  const out: Span[] = [];
  const done = new Set<Rule['find']>();
  for (const rule of RULES) {
    if (done.has(rule.find) || !rule.needs.some((n) => lower.includes(n))) continue;
    if (rule.alsoNeeds && !rule.alsoNeeds.some((n) => lower.includes(n))) continue;
    done.add(rule.find);
    rule.find(text, out, lower);
  }
  if (PROSE_NEEDS.some((w) => lower.includes(w))) prose(text, out);
  return out;
}

export { keySegments };
