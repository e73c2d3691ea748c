import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/capture/secrets/keys.ts
var SECRET_SEGMENT_RE = /^(?:password|passwd|passphrase|passcode|secret|token|credential|creds?|auth|authorization|apikey|privatekey|accesskey|secretkey|authtoken|accesstoken|refreshtoken|sessiontoken|clientsecret|psk|authkey|authkeys|storepass|keypass|srcstorepass|deststorepass|passwort|kennwort|contrasena|contraseña|senha|wachtwoord|haslo|hasło|sifre|şifre|motdepasse|mnemonic|seedphrase)s?$/;
var SECRET_SUBSTRING_RE = /password|passwd|secret|apikey|privatekey|accesskey|credential|passphrase/;
var SECRET_PAIRS = /* @__PURE__ */ new Set([
  "api key",
  "private key",
  "access key",
  "secret key",
  "encryption key",
  "decryption key",
  "signing key",
  "app key",
  "master key",
  "hmac key",
  "jwt key",
  "cipher key",
  "crypto key",
  "license key",
  "account key",
  "session key",
  "auth key",
  "client key",
  "key data",
  "service key",
  "ingest key",
  "write key",
  "admin key",
  "server key",
  "subscription key",
  "shared key",
  "preshared key",
  "pre shared",
  "seed phrase",
  "recovery phrase",
  "secret phrase",
  "key base",
  "role key"
]);
var PASSWORD_SHORT_SEGMENTS = /* @__PURE__ */ new Set(["pass", "pwd", "pw", "passwd", "pword"]);
var NON_SECRET_LAST_SEGMENTS = new Set(
  "type types name names count length len limit limits max min size url uri endpoint path file dir field header prefix format kind mode id ids env var expiry expires expiration ttl in at policy provider usage budget required enabled method strategy location store helper re regex regexp pattern patterns rule rules schema label description hint message placeholder error errors help title ms seconds secs timeout interval encryption hash hashing hashed algorithm algo authentication complexity strength history reuse age days warn lifetime rotation manager reset changed updated source sources ref refs arn version file_path command cmd script mount lookup stdin prompt".split(" ")
);
var NON_SECRET_FIRST_SEGMENTS = /* @__PURE__ */ new Set([
  "max",
  "min",
  "num",
  "total",
  "input",
  "output",
  "cache",
  "n",
  "is",
  "has",
  "use",
  "show",
  "no"
]);
var WEAK_SECRET_SEGMENTS = /* @__PURE__ */ new Set([
  "key",
  "keys",
  "sig",
  "signature",
  "login",
  "dsn",
  "session",
  "sess",
  "sid",
  "sessionid",
  "cookie",
  "salt",
  "seed",
  "wallet",
  "license",
  "licence",
  "pin",
  "code",
  "hmac",
  "jwt",
  "bearer",
  "pass",
  "pwd",
  "pw",
  "team",
  "sas",
  "sv",
  "hook",
  "webhook",
  "private",
  "k",
  "x",
  "blob",
  "keypair"
]);
function keySegments(key) {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split(/[_.\-/\s:[\]]+/).filter((s) => s.length > 0);
}
var strongCache = /* @__PURE__ */ new Map();
var weakCache = /* @__PURE__ */ new Map();
var CACHE_SIZE = 1024;
function cached(cache, key, classify) {
  let known = cache.get(key);
  if (known === void 0) {
    known = classify(key);
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(key, known);
  }
  return known;
}
function isSecretKey(key) {
  return cached(strongCache, key, classifyKey);
}
function isWeakSecretKey(key) {
  return cached(weakCache, key, (k) => {
    if (isSecretKey(k)) return true;
    const segs = keySegments(k);
    if (segs.length === 0) return false;
    const last = segs[segs.length - 1];
    if (segs.length > 1 && NON_SECRET_LAST_SEGMENTS.has(last)) return false;
    return segs.some((s) => WEAK_SECRET_SEGMENTS.has(s));
  });
}
function classifyKey(key) {
  const segs = keySegments(key);
  if (segs.length === 0 || key.length > 100) return false;
  const lastSeg = segs[segs.length - 1];
  if (segs.length > 1 && NON_SECRET_LAST_SEGMENTS.has(lastSeg)) return false;
  if (segs.length > 1 && NON_SECRET_FIRST_SEGMENTS.has(segs[0])) return false;
  if (segs.some((s) => SECRET_SEGMENT_RE.test(s))) return true;
  if (segs.length > 1 && PASSWORD_SHORT_SEGMENTS.has(lastSeg)) return true;
  for (let i = 0; i + 1 < segs.length; i++) {
    if (SECRET_PAIRS.has(`${segs[i]} ${segs[i + 1]}`)) return true;
  }
  return SECRET_SUBSTRING_RE.test(segs.join(""));
}
function secretKind(key) {
  return /pass|pwd|passwort|kennwort|senha|haslo|sifre/i.test(key) ? "password" : "secret";
}

// src/capture/secrets/values.ts
function shannonEntropy(s) {
  if (s.length === 0) return 0;
  const counts = /* @__PURE__ */ new Map();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}
var NON_LITERAL_WORDS = new Set(
  "true false null none nil undefined yes no on off string number boolean bool str int bytes any unknown object optional required await new this self function async bearer basic redacted empty hidden password passwd pass pwd secret token apikey api_key key changeme changeit example test testing foobar xxx n/a na tbd todo value default prompt stdin env ask".split(" ")
);
function isPlaceholder(v) {
  return v.length === 0 || v.startsWith("[REDACTED") || v.startsWith("[private]") || /^\$/.test(v) || // $VAR, ${VAR}, $(cmd)
  /\$\{/.test(v) || // template interpolation
  /^%[\w]+%$/.test(v) || // %WINDOWS_VAR%
  /^<[^>]*>$/.test(v) || // <your-token>
  /^\{\{.*\}\}$/.test(v) || // {{ secrets.X }}
  /^\{[\w.]*\}$/.test(v) || // {password}
  /^[*xX.•…#-]+$/.test(v) || // ****, xxxx, ...
  /(?:\.\.\.|…)$/.test(v) || // a shortened display such as sk-ant-...
  /^(?:your|my|example|dummy|placeholder|insert|enter|replace|some|fake|sample)[-_ ]/i.test(v) || /^(?:x{3,}|(?:your|my)[A-Z_]\w*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+_HERE)$/.test(v) || NON_LITERAL_WORDS.has(v.toLowerCase());
}
var UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var HEX_RE = /^(?:0x)?[0-9a-f]+$/i;
function isMeasurement(v) {
  return /^[v~^>=<]*\d+(?:\.\d+){1,3}(?:[-+][\w.-]*)?$/.test(v) || // 1.2.3, ^4.17.21, 2.0.0-rc.1
  /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?$/.test(v) || /^\d+(?:\.\d+)?(?:ms|s|m|h|d|kb|mb|gb|k|m|g|%|px|em|rem)?$/i.test(v) || /^\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?(?:\/\d+)?$/.test(v);
}
function isReadableName(v) {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(v) || // a URL
  /^(?:~|\.{1,2})?\/[\w.~@%+-]+(?:\/[\w.~@%+-]*)*$/.test(v) || // /a/b, ./x, ~/y
  /^[A-Za-z]:\\/.test(v) || // C:\path
  /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(v) || // an email
  /^\.?[a-z_][a-z0-9_-]*(?:\.[a-z0-9_-]+)+$/.test(v) || // a host, a file name, a dotted lower-case name
  /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+(?:\(\))?;?$/.test(v) || // obj.prop.path
  /^[a-z]+(?:[-_][a-z]+)*$/.test(v) || // plain words: kebab, snake
  /^[A-Z]?[a-z]+(?:[A-Z][a-z]+)*$/.test(v) || // PascalCase and camelCase words
  /^[a-z][a-z0-9_-]*(?:\/[a-z][a-z0-9_.-]*)+\/?$/.test(v);
}
function passwordLike(raw) {
  const v = raw.replace(/[.,;:!?)\]]+$/, (tail) => tail.length < raw.length - 5 ? "" : tail);
  if (v.length < 6 || v.length > 128 || /\s/.test(v)) return false;
  if (isPlaceholder(v) || isMeasurement(v) || !/[!#$%^&*+=?@~]/.test(raw) && isReadableName(v)) return false;
  if (/^-/.test(v)) return false;
  if (/%[0-9A-Fa-f]{2}/.test(v)) return false;
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*[[(]/.test(v)) return false;
  if (/^\d+$/.test(v)) return v.length >= 8;
  const classes = charClasses(v);
  return classes.digit && classes.alpha || classes.symbol || classes.lower && classes.upper && v.length >= 8;
}
function charClasses(v) {
  let lower = false;
  let upper = false;
  let digit = false;
  let symbol = false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c >= 97 && c <= 122) lower = true;
    else if (c >= 65 && c <= 90) upper = true;
    else if (c >= 48 && c <= 57) digit = true;
    else symbol = true;
  }
  return { lower, upper, alpha: lower || upper, digit, symbol };
}
function wordShare(v) {
  let inWords = 0;
  for (const m of v.matchAll(/[a-z]{5,}|[A-Z][a-z]{4,}|[A-Z]{6,}/g)) inWords += m[0].length;
  return inWords / v.length;
}
function randomLike(v, opts = {}) {
  const min = opts.minLength ?? 16;
  if (v.length < min || v.length > 4096 || !/^[A-Za-z0-9_\-+/=.~$]+$/.test(v)) return false;
  const c = charClasses(v);
  if (!c.alpha || !c.digit && !(c.lower && c.upper)) return false;
  if (UUID_RE.test(v)) return opts.allowUuid === true;
  if (isPlaceholder(v) || isMeasurement(v)) return false;
  if (HEX_RE.test(v)) return opts.allowHex === true && shannonEntropy(v) >= 3 && /[a-f]/i.test(v) && /\d/.test(v);
  const prefixedHex = /^((?:[a-z][a-z0-9]{0,7}[_-]){1,3})?([0-9a-f]{32,})((?:[_-][0-9a-f]{4,16})?|-[a-z]{1,4}\d{1,3})$/.exec(v);
  if (prefixedHex && (prefixedHex[1] || prefixedHex[3])) return shannonEntropy(prefixedHex[2]) >= 3.2;
  if (/^[/.~]/.test(v) || /^[a-z][a-z0-9+.-]*:\/\//i.test(v)) return false;
  const mixedCase = c.lower && c.upper;
  if (!c.digit && !(mixedCase && v.length >= 24) && !(c.symbol && mixedCase)) return false;
  const longOneCase = v.length >= 40 && c.digit && shannonEntropy(v) >= 4.5;
  if (!mixedCase && !opts.allowOneCase && !(c.symbol && c.digit) && !longOneCase) return false;
  if (!(longOneCase && !mixedCase) && wordShare(v) > 0.45) return false;
  if (/^[\w.-]+\.(?:js|ts|css|html|json|png|svg|map|mjs|cjs|py|go|rs|java|rb|php|md|txt|yml|yaml|toml|lock|gz|tgz|zip)$/.test(v))
    return false;
  const h = shannonEntropy(v);
  const ideal = Math.log2(Math.min(v.length, 64));
  return h >= Math.min(ideal * 0.8, 4.2);
}

// src/capture/secrets/commands.ts
function positional(cmd, after, n, flagsWithValue = /^$/) {
  const m = after.exec(cmd);
  if (!m) return [];
  const words = [...cmd.slice(m.index + m[0].length).matchAll(/(["'])((?:(?!\1).)*)\1|(\S+)/g)];
  let count = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i][0];
    if (/^[|;&<>]/.test(w)) break;
    if (/^-/.test(w) || /^\/[A-Za-z]+(?::|$)/.test(w)) {
      if (flagsWithValue.test(w)) i++;
      continue;
    }
    count++;
    if (count === n) {
      const quoted = words[i][2] !== void 0;
      const start = m.index + m[0].length + (words[i].index ?? 0) + (quoted ? 1 : 0);
      const value = words[i][2] ?? words[i][3] ?? "";
      return [[start, start + value.length]];
    }
  }
  return [];
}
var TOOLS = [
  { tool: /\b(?:mongosh|mongo|mongodump|mongorestore|mongoexport|mongoimport|mongostat|mongotop)\b/, flags: ["-p", "--password"] },
  { tool: /\bredis-cli\b/, flags: ["-a", "--pass", "--password"] },
  { tool: /\b(?:docker|podman|buildah|skopeo|nerdctl|crane|oras|helm|regctl)\b[^\n|;]*\blogin\b/, flags: ["-p", "--password"] },
  { tool: /\b(?:ldapsearch|ldapmodify|ldapadd|ldapdelete|ldapwhoami|ldappasswd|ldapcompare|ldapmodrdn)\b/, flags: ["-w", "-s", "-a"] },
  { tool: /\b(?:sqlcmd|bcp|osql|isql)\b/, flags: ["-P"] },
  {
    tool: /\bkeytool\b/,
    flags: ["-storepass", "-keypass", "-srcstorepass", "-deststorepass", "-srckeypass", "-destkeypass", "-new"]
  },
  {
    tool: /\bopenssl\b/,
    flags: ["-k", "-kfile"],
    find: (cmd) => [...cmd.matchAll(new RegExp(`\\bpass:${WORD}`, "g"))].map(wordSpan)
  },
  { tool: /\b(?:zip|unzip|zipcloak|7z|7za|7zr|rar|unrar)\b/, flags: ["-P", "--password"], attached: ["-p", "-P"] },
  {
    tool: /\bsmbclient\b|\bsmbmap\b|\brpcclient\b|\bsmbget\b|\bcrackmapexec\b|\bnetexec\b/,
    flags: ["-p", "--password"],
    find: (cmd) => [...cmd.matchAll(/(?:-U|--user(?:name)?)[ =]["']?[^\s%"']+%([^\s"']+)/g)].map(spanOf(1))
  },
  {
    tool: /\bmount(?:\.cifs|\.smb3)?\b/,
    find: (cmd) => [...cmd.matchAll(/[,\s](?:password|pass)=([^,\s"']+)/g)].map(spanOf(1))
  },
  {
    tool: /\bnet(?:\.exe)?[ \t]+user\b/i,
    find: (cmd) => positional(cmd, /\bnet(?:\.exe)?[ \t]+user\b/i, 2).filter(([s, e]) => cmd.slice(s, e) !== "*")
  },
  {
    tool: /\bnet(?:\.exe)?[ \t]+use\b/i,
    find: (cmd) => {
      const m = new RegExp(`\\bnet(?:\\.exe)?[ \\t]+use[ \\t]+(?:[A-Z]:[ \\t]+|\\*[ \\t]+)?\\\\\\\\\\S+[ \\t]+(?!\\/)${WORD}`, "i").exec(
        cmd
      );
      return m ? [wordSpan(m)] : [];
    }
  },
  {
    tool: /\b(?:cmdkey|runas|schtasks|psexec\w*|paexec|wmic|sc)\b/i,
    flags: ["-p", "/RP"],
    find: (cmd) => [...cmd.matchAll(new RegExp(`/(?:pass|password|p)[:=]${WORD}`, "gi"))].map(wordSpan)
  },
  {
    tool: /\bssh-keygen\b/,
    find: (cmd) => [...cmd.matchAll(/\s-[NP][ \t]*(["'])((?:(?!\1).){1,200})\1|\s-[NP][ \t]+([^\s"'-]\S*)/g)].map(
      (m) => spanOf(m[2] !== void 0 ? 2 : 3)(m)
    )
  },
  {
    tool: /\bnmcli\b/,
    find: (cmd) => [
      ...cmd.matchAll(
        /\b(?:password|psk|wep-key\d|wifi-sec\.psk|wifi-sec\.wep-key\d|802-1x\.password|802-11-wireless-security\.psk)[ \t]+(?:"([^"\n]+)"|'([^'\n]+)'|([^\s"']+))/g
      )
    ].map(wordSpan)
  },
  { tool: /\b(?:mysql|mysqldump|mysqladmin|mysqlsh|mysqlimport|mysqlcheck|mariadb\S*)\b/, attached: ["-p"] },
  {
    tool: /\bmysqladmin\b/,
    find: (cmd) => [...cmd.matchAll(new RegExp(`\\spassword[ \\t]+${WORD}`, "g"))].map(wordSpan)
  },
  { tool: /\baz\b[^\n|;]*\blogin\b/, flags: ["-p", "--password"] },
  { tool: /\bvault\b[^\n|;]*\blogin\b/, find: (cmd) => positional(cmd, /\bvault\b[^\n|;]*?\blogin\b/, 1, /^-(?:method|path|address)$/) },
  {
    tool: /\brabbitmqctl\b/,
    find: (cmd) => positional(cmd, /\brabbitmqctl\b[^\n|;]*?\b(?:add_user|change_password|authenticate_user)\b/, 2)
  },
  {
    tool: /\bhtpasswd\b/,
    find: (cmd) => {
      const m = /\bhtpasswd\b((?:[ \t]+-[a-zA-Z]+)+)/.exec(cmd);
      if (!m || !/b/.test(m[1])) return [];
      return positional(cmd, /\bhtpasswd\b/, /n/.test(m[1]) ? 2 : 3, /^-C$|^-r$/);
    }
  },
  { tool: /\b(?:psexec\w*|paexec|wmiexec|smbexec|atexec|dcomexec|evil-winrm|xfreerdp|rdesktop)\b/i, flags: ["-p", "/p:", "-password"] },
  {
    tool: /\b(?:ConvertTo-SecureString|New-Object)\b/i,
    find: (cmd) => [...cmd.matchAll(/ConvertTo-SecureString(?:[ \t]+-String)?[ \t]+(["'])((?:(?!\1).){1,200})\1/gi)].map(spanOf(2))
  },
  { tool: /\b(?:sshpass)\b/, flags: ["-p"] },
  { tool: /\b(?:wget|curl|lftp|ftp|ncftp|rsync|aria2c)\b/, flags: ["--password", "--http-password", "--ftp-password", "--proxy-password"] },
  { tool: /\bpsql\b|\bpg_dump\b/, flags: [] },
  { tool: /\b(?:ipmitool)\b/, flags: ["-P"] },
  { tool: /\b(?:snmpwalk|snmpget|snmpset|snmpbulkwalk)\b/, flags: ["-A", "-X", "-c"] },
  { tool: /\b(?:kinit|vncpasswd|expect|gpg|gpg2)\b/, flags: ["--passphrase"] },
  { tool: /\bngrok\b/, find: (cmd) => positional(cmd, /\bngrok\b[^\n|;]*?\b(?:add-authtoken|authtoken)\b/, 1) },
  { tool: /\b(?:npm|yarn|pnpm)\b[^\n|;]*\b(?:token|login)\b/, flags: ["--otp"] }
];
function spanOf(group) {
  return (m) => {
    const value = m[group] ?? "";
    const end = (m.index ?? 0) + m[0].length - (m[0].endsWith(value) ? 0 : m[0].length - m[0].lastIndexOf(value) - value.length);
    return [end - value.length, end];
  };
}
var WORD = `(?:"([^"\\n]{1,500})"|'([^'\\n]{1,500})'|([^\\s"'|;&]+))`;
var escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
var FLAG_VALUE = (flag) => new RegExp(`(?:^|\\s)${escapeRe(flag)}(?:[ \\t]+|=|:)${WORD}`, "g");
var ATTACHED_VALUE = (flag) => new RegExp(`(?:^|\\s)${escapeRe(flag)}${WORD}`, "g");
function wordSpan(m) {
  const n = m.length;
  const quoted = m[n - 3] ?? m[n - 2];
  const value = quoted ?? m[n - 1] ?? "";
  const end = (m.index ?? 0) + m[0].length - (quoted !== void 0 ? 1 : 0);
  return [end - value.length, end];
}
var flagCache = /* @__PURE__ */ new Map();
var cachedRe = (key, make) => {
  let re = flagCache.get(key);
  if (!re) {
    re = make();
    flagCache.set(key, re);
  }
  re.lastIndex = 0;
  return re;
};
function flagValue(v) {
  if (v.length < 3 || /^-/.test(v) || /^\$/.test(v) || /^<.*>$/.test(v) || /^\*+$/.test(v)) return false;
  if (/^(?:stdin|env:|file:|fd:|prompt|ask)/i.test(v)) return false;
  return true;
}
var STDIN_RE = /\b(?:echo|printf)[ \t]+(?:-[neE]+[ \t]+)?(?:"([^"\n|]{3,500})"|'([^'\n|]{3,500})'|([^\s"'|]{3,500}))[ \t]*\|[ \t]*(?:sudo\b[^\n|]*-S|[^\n|]*(?:--stdin|-stdin|password-stdin|with-token|chpasswd|\bpasswd\b|\blogin\b|kinit|--passphrase-fd|\bcryptsetup\b|\bsecret\b|\btoken\b))/g;
var HERE_STRING_RE = /<<<[ \t]*(?:"([^"\n]{6,500})"|'([^'\n]{6,500})'|([^\s"']{6,500}))/g;
var toolWords = null;
var wordsByFirst = null;
var toolWordRe = null;
var TOOL_WORD_REGEX_MIN = 2048;
function candidateTools(lower) {
  toolWords ??= TOOLS.map((t) => (t.tool.source.replace(/\\[a-z]/gi, " ").match(/[a-z][a-z0-9-]{2,}/gi) ?? []).map((w) => w.toLowerCase()));
  const found = lower.length >= TOOL_WORD_REGEX_MIN ? new Set(lower.match(toolWordRegex(toolWords)) ?? []) : toolWordsIn(lower, toolWords);
  if (found.size === 0) return [];
  return TOOLS.filter((_, i) => toolWords[i].some((w) => found.has(w)));
}
var longestFirst = (words) => [...new Set(words.flat())].sort((a, b) => b.length - a.length);
function toolWordRegex(words) {
  toolWordRe ??= new RegExp(longestFirst(words).join("|"), "g");
  return toolWordRe;
}
function toolWordsIn(lower, words) {
  if (!wordsByFirst) {
    wordsByFirst = /* @__PURE__ */ new Map();
    for (const w of longestFirst(words)) {
      const list = wordsByFirst.get(w[0]);
      if (list) list.push(w);
      else wordsByFirst.set(w[0], [w]);
    }
  }
  const found = /* @__PURE__ */ new Set();
  for (let i = 0; i < lower.length; i++) {
    const w = wordsByFirst.get(lower[i])?.find((word) => lower.startsWith(word, i));
    if (w === void 0) continue;
    found.add(w);
    i += w.length - 1;
  }
  return found;
}
function findCommandSecrets(text, lower = text.toLowerCase()) {
  const out = [];
  const tools = candidateTools(lower);
  const lines = tools.length > 0 ? text.split("\n") : [];
  let at = 0;
  for (let i = 0; i < lines.length; i++) {
    let cmd = lines[i];
    const cmdAt = at;
    let j = i;
    while ((lines[j].endsWith("\\") || lines[j].endsWith("\\\r")) && j + 1 < lines.length && cmd.length < 8e3) {
      j++;
      cmd += `
${lines[j]}`;
    }
    at += lines.slice(i, j + 1).reduce((n, l) => n + l.length + 1, 0);
    i = j;
    if (cmd.length < 6) continue;
    for (const t of tools) {
      const tool = t.tool.exec(cmd);
      if (!tool) continue;
      const rest = cmd.slice(tool.index);
      const restAt = cmdAt + tool.index;
      for (const flag of t.flags ?? []) {
        const re = cachedRe(`f${flag}`, () => FLAG_VALUE(flag));
        for (let m = re.exec(rest); m !== null; m = re.exec(rest)) {
          const [s, e] = wordSpan(m);
          if (!flagValue(rest.slice(s, e))) continue;
          out.push({ start: restAt + s, end: restAt + e, kind: "password" });
        }
      }
      for (const flag of t.attached ?? []) {
        const re = cachedRe(`a${flag}`, () => ATTACHED_VALUE(flag));
        for (let m = re.exec(rest); m !== null; m = re.exec(rest)) {
          const [s, e] = wordSpan(m);
          const value = rest.slice(s, e);
          if (!flagValue(value) || /^(?:assword|ort|ath|rotocol)/.test(value)) continue;
          out.push({ start: restAt + s, end: restAt + e, kind: "password" });
        }
      }
      for (const [s, e] of t.find?.(rest) ?? []) {
        if (e > s && flagValue(rest.slice(s, e))) out.push({ start: restAt + s, end: restAt + e, kind: "password" });
      }
    }
  }
  STDIN_RE.lastIndex = 0;
  if (lower.includes("echo") || lower.includes("printf"))
    for (let m = STDIN_RE.exec(text); m !== null; m = STDIN_RE.exec(text)) {
      let value = m[1] ?? m[2] ?? m[3] ?? "";
      let start = m.index + m[0].indexOf(value);
      if (value.endsWith("\\n")) value = value.slice(0, -2);
      if (/chpasswd/.test(m[0]) && value.includes(":")) {
        start += value.indexOf(":") + 1;
        value = value.slice(value.indexOf(":") + 1);
      }
      if (flagValue(value) && (passwordLike(value) || value.length >= 12)) out.push({ start, end: start + value.length, kind: "password" });
    }
  HERE_STRING_RE.lastIndex = 0;
  if (text.includes("<<<"))
    for (let m = HERE_STRING_RE.exec(text); m !== null; m = HERE_STRING_RE.exec(text)) {
      const line = text.slice(text.lastIndexOf("\n", m.index) + 1, m.index);
      if (!/login|token|passw|secret|auth|stdin|key/i.test(line)) continue;
      const value = m[1] ?? m[2] ?? m[3] ?? "";
      if (!flagValue(value)) continue;
      const start = m.index + m[0].indexOf(value);
      out.push({ start, end: start + value.length, kind: "password" });
    }
  return out;
}

// src/capture/secrets/context.ts
var span = (out, start, end, kind) => {
  if (end > start) out.push({ start, end, kind });
};
function strongValue(v) {
  if (v.length < 3 || isPlaceholder(v)) return false;
  if (/^\s|\s$/.test(v) && v.trim().length < 3) return false;
  return !/^[a-z]+$/.test(v) || v.length >= 12;
}
var namesASecret = (v) => /^[A-Za-z_][\w.-]*$/.test(v) && isSecretKey(v);
function judge(name, value) {
  if (isSecretKey(name)) return strongValue(value) ? secretKind(name) : null;
  if (isWeakSecretKey(name)) return randomLike(value, { allowHex: true, allowUuid: true, allowOneCase: true }) ? "secret" : null;
  return null;
}
function nameOf(raw) {
  const t = raw.replace(/^["'\s]+|["'\s]+$/g, "");
  const segs = t.split(/[./]/).filter(Boolean);
  return segs.length > 1 && isSecretKey(segs[segs.length - 1]) ? segs[segs.length - 1] : t;
}
var XML_ELEMENT_RE = /<([A-Za-z_][\w.:-]{0,60})(?:\s[^<>]{0,300})?>([^<>]{1,2000})<\/\1\s*>/g;
var XML_TAG_RE = /<[A-Za-z_][\w.:-]{0,60}\s([^<>]{1,1000}?)\/?>/g;
var ATTR_RE = /([A-Za-z_][\w.:-]{0,60})\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
var NAME_ATTRS = /* @__PURE__ */ new Set(["key", "name", "id", "property", "param", "field", "variable", "setting"]);
var VALUE_ATTRS = /* @__PURE__ */ new Set(["value", "val", "password", "secret", "data", "content", "default"]);
function xmlRules(text, out) {
  XML_ELEMENT_RE.lastIndex = 0;
  for (let m = XML_ELEMENT_RE.exec(text); m !== null; m = XML_ELEMENT_RE.exec(text)) {
    const tag = m[1].replace(/^.*:/, "");
    const inner = m[2];
    const value = inner.trim();
    const kind = judge(tag, value);
    if (!kind) continue;
    const at = m.index + m[0].indexOf(">") + 1 + inner.indexOf(value);
    span(out, at, at + value.length, kind);
  }
  XML_TAG_RE.lastIndex = 0;
  for (let m = XML_TAG_RE.exec(text); m !== null; m = XML_TAG_RE.exec(text)) {
    const attrs = [];
    const body = m[1];
    const bodyAt = m.index + m[0].indexOf(body);
    ATTR_RE.lastIndex = 0;
    for (let a = ATTR_RE.exec(body); a !== null; a = ATTR_RE.exec(body)) {
      const value = a[2] ?? a[3] ?? "";
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
var YAML_BLOCK_RE = /^([ \t]*)(?:-[ \t]+)?(["']?)([\w.-]{1,80})\2[ \t]*:[ \t]*[|>][+-]?\d?[ \t]*(?:#.*)?\r?\n/gm;
function yamlBlockScalars(text, out) {
  YAML_BLOCK_RE.lastIndex = 0;
  for (let m = YAML_BLOCK_RE.exec(text); m !== null; m = YAML_BLOCK_RE.exec(text)) {
    const key = m[3];
    if (!isSecretKey(key) && !isWeakSecretKey(key)) continue;
    const indent = m[1].length;
    let pos = m.index + m[0].length;
    const start = pos;
    let end = pos;
    while (pos < text.length) {
      const nl = text.indexOf("\n", pos);
      const line = text.slice(pos, nl === -1 ? text.length : nl);
      const lead = /^[ \t]*/.exec(line)[0].length;
      if (line.trim() !== "" && lead <= indent) break;
      if (line.trim() !== "") end = pos + line.replace(/\s+$/, "").length;
      if (nl === -1) break;
      pos = nl + 1;
    }
    const value = text.slice(start, end).trim();
    if (!value) continue;
    const kind = isSecretKey(key) ? strongValue(value) ? secretKind(key) : null : randomLike(value.replace(/\s+/g, "")) ? "secret" : null;
    if (kind) span(out, start + (text.slice(start, end).length - text.slice(start, end).trimStart().length), end, kind);
  }
}
var NAME_MEMBER_RE = /(["']?)\b(name|key|path|id|field|property|param|parameter|parameterkey|variable|var|envvar|secretname|setting)\1[ \t]*[:=][ \t]*(["']?)([\w./:-]{1,120})\3/gi;
var VALUE_MEMBER_RE = /(["']?)\b(value|val|parametervalue|default|secretvalue|stringvalue|plaintext|data|content)\1[ \t]*[:=][ \t]*(?:"((?:[^"\\\n]|\\.){1,2000})"|'([^'\n]{1,2000})'|([^\s"',}\]]{1,2000}))/iy;
function nameValuePairs(text, out) {
  NAME_MEMBER_RE.lastIndex = 0;
  for (let m = NAME_MEMBER_RE.exec(text); m !== null; m = NAME_MEMBER_RE.exec(text)) {
    const name = nameOf(m[4]);
    if (!isSecretKey(name) && !isWeakSecretKey(name)) continue;
    const from = m.index + m[0].length;
    const window = text.slice(from, from + 400);
    const stop = window.search(/[}\]]|\n[ \t]*\n|\n[ \t]*-[ \t]/);
    const scope = stop === -1 ? window : window.slice(0, stop);
    const at = scope.search(/["']?\b(?:value|val|parametervalue|default|secretvalue|stringvalue|plaintext|data|content)["']?[ \t]*[:=]/i);
    if (at === -1) continue;
    VALUE_MEMBER_RE.lastIndex = from + at;
    const v = VALUE_MEMBER_RE.exec(text);
    if (!v) continue;
    const value = v[3] ?? v[4] ?? v[5] ?? "";
    const kind = judge(name, value.replace(/\\[rn]+$/, ""));
    if (!kind) continue;
    const end = v.index + v[0].length - (v[3] !== void 0 || v[4] !== void 0 ? 1 : 0);
    span(out, end - value.length, end, kind);
  }
}
var QUOTED_PAIR_RE = /(["'`])([\w.:/ -]{1,80})\1[ \t]*(?:,|=>|->)[ \t\r\n]*(?:[NbruBRU]|@)?(["'`])((?:(?!\3)[^\\\n]|\\.){1,2000})\3/g;
function quotedPairs(text, out) {
  QUOTED_PAIR_RE.lastIndex = 0;
  for (let m = QUOTED_PAIR_RE.exec(text); m !== null; m = QUOTED_PAIR_RE.exec(text)) {
    const name = nameOf(m[2]);
    const value = m[4];
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
var KEYWORD_LITERAL_RE = /\b(password|passwd|passphrase|pass|psk|secret|token|requirepass|masterauth|identified(?:[ \t]+with[ \t]+\w+)?[ \t]+by(?:[ \t]+password)?)(?:[ \t]*=[ \t]*|[ \t]+|[ \t]*\()(?:N|E|password\()?(["'])((?:(?!\2)[^\\\n]|\\.|\2\2){1,500})\2/gi;
function keywordLiterals(text, out) {
  KEYWORD_LITERAL_RE.lastIndex = 0;
  for (let m = KEYWORD_LITERAL_RE.exec(text); m !== null; m = KEYWORD_LITERAL_RE.exec(text)) {
    const value = m[3];
    const before = text[m.index - 1] ?? "";
    if (/["'`\w]/.test(before)) continue;
    if (isPlaceholder(value) || value.length < 3 || /^[a-z_]+$/.test(value)) continue;
    const end = m.index + m[0].length - 1;
    span(out, end - value.length, end, /pass|psk|identified|requirepass|masterauth/i.test(m[1]) ? "password" : "secret");
  }
}
function spacedPairs(text, out) {
  for (const { keyAt, key, valueAt, value } of lineEndPairs(text)) {
    const strong = isSecretKey(key);
    if (!strong && !isWeakSecretKey(key)) continue;
    const lineStart = text.lastIndexOf("\n", keyAt) + 1;
    const before = text.slice(lineStart, keyAt).trim();
    const configLine = before === "" || /^[-#>|]?$/.test(before);
    const ok = strong ? (configLine || /\b(?:nmcli|wpa_cli|iwctl|redis|rabbitmqctl|mysqladmin)\b/.test(before)) && passwordLike(value) : configLine && randomLike(value, { allowHex: true, allowUuid: true, allowOneCase: true });
    if (!ok) continue;
    const clean = value.replace(/[.,;]$/, "");
    span(out, valueAt, valueAt + clean.length, strong ? secretKind(key) : "secret");
  }
}
var LINE_END_RE = /[\n\r\u2028\u2029]/g;
function lineEndPairs(text) {
  const pairs = [];
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
var isBlank = (c) => c === 32 || c === 9;
var isSpaceOrQuote = (c) => c === 32 || c >= 9 && c <= 13 || c === 34 || c === 39 || c === 96 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
var isNameChar = (c) => isNameStart(c) || c >= 48 && c <= 57 || c === 46 || c === 45;
var isNameStart = (c) => c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95;
var AUTHORIZATION_RE = /\b(?:proxy-)?authorization["']?[ \t]*[:=,][ \t]*["']?(?:([A-Za-z][\w.-]{0,30})[ \t]+)?([^\s"',;]{6,4000})/gi;
var HEADER_RE = /(?:-H|--header|proxy_set_header|add_header|more_set_headers|^[<>]?)[ \t]*["']?([A-Za-z][\w-]{1,60})["']?(?:[ \t]*:[ \t]*|[ \t]+(?=["']))["']?([^\s"',;]{8,2000})/gim;
var QUOTED_HEADER_RE = /["']([A-Za-z][\w-]{1,60})["'][ \t]*:[ \t]*["']([^\s"',;]{8,2000})/g;
var BENIGN_HEADER = /(?:^|-)(?:id|ids|trace|traceparent|tracestate|span|request|correlation|etag|match|hash|digest|sha\d*|md5|checksum|version|date|length|type|encoding|agent|host|origin|referer|referrer|accept|cache|vary|range|ray|nonce|language|location|link|server|via|connection|modified|since|expires|age|integrity|fingerprint|signature-input|forwarded|for|proto|port|mode|dest|site|ua|platform|mobile|priority|upgrade|te|trailer|pragma|warning|status|path|method|scheme|content|policy|timing|amz-cf-pop|served-by|cf-cache-status)$/i;
function headers(text, out, lower) {
  AUTHORIZATION_RE.lastIndex = 0;
  const authorization = lower.includes("authorization");
  for (let m = authorization ? AUTHORIZATION_RE.exec(text) : null; m !== null; m = AUTHORIZATION_RE.exec(text)) {
    const scheme = m[1];
    const value = m[2];
    if (isPlaceholder(value) || /^\$\(/.test(value)) continue;
    if (!scheme && /^(?:bearer|basic|token|digest|negotiate|ntlm|apikey|ssws|splunk|hmac)$/i.test(value)) continue;
    if (scheme && /^(?:is|was|header|headers|required|the|a|an|with|and|or|for|to|of|failed|error)$/i.test(scheme)) continue;
    const end = m.index + m[0].length;
    span(out, end - value.length, end, "authorization");
  }
  if (!lower.includes(":") && ![' "', " '", '	"', "	'"].some((s) => text.includes(s))) return;
  const patterns = lower.includes("header") ? [HEADER_RE, QUOTED_HEADER_RE] : [HEADER_RE];
  for (const re of patterns) headersOf(text, re, out);
}
function headersOf(text, re, out) {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const name = m[1];
    const value = m[2];
    if (/^(?:proxy-)?authorization$/i.test(name) || /^(?:set-)?cookie$/i.test(name)) continue;
    if (/^https?$/i.test(name)) continue;
    if (re === QUOTED_HEADER_RE && !/header/i.test(text.slice(Math.max(0, m.index - 300), m.index))) continue;
    const strong = isSecretKey(name);
    const kind = strong ? strongValue(value) && !isReadableName(value) && !/[()[\]{}]/.test(value) : !BENIGN_HEADER.test(name) && /-/.test(name) && randomLike(value, { allowHex: true, allowUuid: true, allowOneCase: true });
    if (!kind) continue;
    const end = m.index + m[0].length;
    span(out, end - value.length, end, "header_secret");
  }
}
var COOKIE_RE = /(?:\b(?:set-)?cookie["']?[ \t]*[:=][ \t]*|(?:^|\s)(?:-b|--cookie)[ \t]+)["']?([^\r\n"']{3,4000})/gi;
var COOKIE_ATTRS = /^(?:path|domain|expires|max-age|samesite|secure|httponly|priority|partitioned|version|comment)$/i;
function cookies(text, out) {
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
      const decoded = value.replace(/%[0-9a-f]{2}/gi, "x");
      const ok = sessionName && value.length >= 8 || randomLike(decoded, { allowHex: true, allowOneCase: true, minLength: 20 });
      if (!ok) continue;
      const at = bodyAt + p.index + p[0].length - value.length;
      span(out, at, at + value.length, "cookie");
    }
  }
}
var SECRET_WORDS = [
  "password",
  "passwd",
  "passphrase",
  "passcode",
  "pass phrase",
  "pw",
  "pwd",
  "pin",
  "passwort",
  "kennwort",
  "mot de passe",
  "mdp",
  "contrase\xF1a",
  "contrasena",
  "clave",
  "senha",
  "palavra-passe",
  "parola d\u2019ordine",
  "parola d'ordine",
  "wachtwoord",
  "ww",
  "has\u0142o",
  "haslo",
  "heslo",
  "\u043F\u0430\u0440\u043E\u043B\u044C",
  "\u043F\u0430\u0440\u043E\u043B\u044F",
  "\u043F\u0430\u0440\u043E\u043B\u0435\u043C",
  "\u5BC6\u7801",
  "\u5BC6\u78BC",
  "\u53E3\u4EE4",
  "\u30D1\u30B9\u30EF\u30FC\u30C9",
  "\u6697\u8A3C\u756A\u53F7",
  "\uBE44\uBC00\uBC88\uD638",
  "\uBE44\uBC88",
  "\uC554\uD638",
  "\u015Fifre",
  "sifre",
  "\u015Fifresi",
  "parola",
  "parolas\u0131",
  "l\xF6senord",
  "salasana",
  "adgangskode",
  "jelsz\xF3",
  "\u03BA\u03C9\u03B4\u03B9\u03BA\u03CC\u03C2",
  "\u05E1\u05D9\u05E1\u05DE\u05D4",
  "\u0643\u0644\u0645\u0629 \u0627\u0644\u0645\u0631\u0648\u0631",
  "\u092A\u093E\u0938\u0935\u0930\u094D\u0921",
  "m\u1EADt kh\u1EA9u",
  "kata sandi",
  "wifi",
  "wi-fi",
  "wlan",
  "token",
  "api key",
  "api-key",
  "apikey",
  "access key",
  "secret key",
  "secret",
  "cl\xE9",
  "schl\xFCssel",
  "jeton",
  "\u0442\u043E\u043A\u0435\u043D",
  "\u043A\u043B\u044E\u0447",
  "\u4EE4\u724C",
  "\u5BC6\u94A5",
  "\u79D8\u94A5",
  "\u30C8\u30FC\u30AF\u30F3",
  "\uD1A0\uD070",
  "chave",
  "chiave",
  "sleutel",
  "klucz",
  "anahtar",
  "credentials"
];
var CONNECTOR = "(?:[:\uFF1A=]|[ \\t](?:is|was|are|remains|now|to|into|ist|lautet|sind|war|est|es|era|\xE9|\xE8|e|er|\xE4r|on|jest|wynosi|je|\u044D\u0442\u043E|\u2014|\u2013|-|olarak|ise|sera|ser\xE1|van|be|as)(?=[ \\t:]))";
var escapeWord = (w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
var makeWORD_HIT_RE = () => new RegExp(SECRET_WORDS.map(escapeWord).join("|"), "gi");
var makePROSE_RE = () => new RegExp(
  `(?:${SECRET_WORDS.map(escapeWord).join("|")})(?:[a-z\xE0-\xFF\u0131\u0161\xE7\u011F\u015F\u017A\u017C\u0107\u0119\u0105\u0142\u0144\xF3\u015B\\u0400-\\u04ff]{0,3})(?![0-9_.-])(?!\\()(?:[^\\n"'{}=;,<>\\[\\]]{0,48}?)${CONNECTOR}\\s*["'\\x60\u201C\u201D\u2018\u2019\xAB\xBB\u300C\u300E(]?\\s*([^\\s"'\\x60\u201C\u201D\u2018\u2019\xAB\xBB\u300D\u300F]{4,128})`,
  "iy"
);
var CJK_COPULA_RE = /^(?:は|是|为|為|：|:|는|은|が|を|です|입니다)$/;
var CJK_RE = /(密码|密碼|口令|密钥|秘钥|令牌|パスワード|暗証番号|トークン|비밀번호|비번|암호|토큰)(?:[^\n\s]{0,12}?)(は|是|为|為|：|:|는|은|が)\s*([^\s，。、」』]{4,128})/g;
var makeADJACENT_RE = () => new RegExp(
  `(?:${SECRET_WORDS.filter((w) => !/^(?:pin|ww|pw|token|secret|login|clave|wifi|wi-fi|wlan|parola)$/.test(w)).map(escapeWord).join("|")})(?:[a-z\xE0-\xFF\u0131\u0161\xE7\u011F\u015F\u017A\u017C\u0107\u0119\u0105\u0142\u0144\xF3\u015B\\u0400-\\u04ff]{0,3})[ \\t]+([^\\s"'\\x60\u201C\u201D\u2018\u2019\xAB\xBB]{6,64})(?=[\\s.,;!?)]|$)`,
  "iy"
);
var QUOTED_PHRASE_RE = /(?:passphrase|pass phrase|password|passwort|senha|contraseña|mot de passe|пароль|seed phrase|recovery phrase)(?![a-zà-ÿ0-9\u0400-\u04ff])[^\n"'“”]{0,30}?(?:[:：=]|\s(?:is|ist|est|es|é|это))\s*(["'“”])([^"'“”\n]{8,200})["'“”]/iy;
var WORD_HIT_RE;
var PROSE_RE;
var ADJACENT_RE;
function proseAt(text, at, out) {
  const adjacent = matchAt(ADJACENT_RE, text, at);
  if (adjacent) {
    const value2 = adjacent[1].replace(/[.,;:)]+$/, "");
    if (passwordLike(value2) && /\d/.test(value2) && hasLetter(value2) && !/[=,{}()[\]]/.test(value2)) {
      const start2 = adjacent.index + adjacent[0].length - adjacent[1].length;
      span(out, start2, start2 + value2.length, "password");
      return;
    }
  }
  const quoted = matchAt(QUOTED_PHRASE_RE, text, at);
  if (quoted) {
    const value2 = quoted[2];
    if (!isPlaceholder(value2) && (/\s/.test(value2) ? value2.split(/\s+/).length >= 3 : passwordLike(value2))) {
      const start2 = quoted.index + quoted[0].length - 1 - value2.length;
      span(out, start2, start2 + value2.length, "password");
      return;
    }
  }
  const m = matchAt(PROSE_RE, text, at);
  if (!m) return;
  let value = m[1];
  const end0 = m.index + m[0].length;
  const joint = m[0].slice(0, m[0].length - m[1].length);
  if (/=\s*["'“”‘’«»「『(]?\s*$/.test(joint) && /\s/.test(joint.replace(/\s*=[\s\S]*$/, "").replace(/^\S+/, ""))) return;
  value = value.replace(/[.,;:!?)\]」』。、]+$/, (tail) => passwordLike(value) && /[!?]$/.test(tail) && tail.length <= 2 ? tail : "");
  if (!passwordLike(value) || onlyLetters(value) || /^(?:https?|ftp|ssh):/.test(value) || /[=,{}"]/.test(value) || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
    return;
  const start = end0 - m[1].length;
  span(out, start, start + value.length, "password");
}
var isWordChar = (c) => /[A-Za-z0-9_-]/.test(c) || c.charCodeAt(0) > 127 && c.toLowerCase() !== c.toUpperCase();
var hasLetter = (v) => /[A-Za-z]/.test(v) || [...v].some((c) => c.charCodeAt(0) > 127 && c.toLowerCase() !== c.toUpperCase());
var onlyLetters = (v) => [...v].every((c) => /[A-Za-z]/.test(c) || c.charCodeAt(0) > 127 && c.toLowerCase() !== c.toUpperCase());
function matchAt(re, text, at) {
  re.lastIndex = at;
  return re.exec(text);
}
function prose(text, out) {
  WORD_HIT_RE ??= makeWORD_HIT_RE();
  PROSE_RE ??= makePROSE_RE();
  ADJACENT_RE ??= makeADJACENT_RE();
  WORD_HIT_RE.lastIndex = 0;
  for (let hit = WORD_HIT_RE.exec(text); hit !== null; hit = WORD_HIT_RE.exec(text)) {
    const at = hit.index;
    if (at > 0 && isWordChar(text[at - 1])) continue;
    proseAt(text, at, out);
  }
  CJK_RE.lastIndex = 0;
  for (let m = CJK_RE.exec(text); m !== null; m = CJK_RE.exec(text)) {
    if (!CJK_COPULA_RE.test(m[2])) continue;
    const value = m[3].replace(/[.,;:!?)]+$/, (t) => /[!?]$/.test(t) && t.length <= 2 ? t : "");
    if (!passwordLike(value)) continue;
    const start = m.index + m[0].length - m[3].length;
    span(out, start, start + value.length, "password");
  }
  const pair = /\b(?:wi-?fi|wlan|ssid|network|netzwerk|réseau|red)\b[^\n]{0,30}?[:：][ \t]*\S{1,40}[ \t]+\/[ \t]+(\S{6,64})/gi;
  for (let m = pair.exec(text); m !== null; m = pair.exec(text)) {
    if (!passwordLike(m[1])) continue;
    const start = m.index + m[0].length - m[1].length;
    span(out, start, start + m[1].length, "password");
  }
}
var CODE_ASSIGNMENT_RE = /(?<![\w$.])([A-Za-z_$][\w$.]{0,80})["']?[ \t]*(?::[ \t]*[\w[\]<>.]{1,40}[ \t]*)?(?:=|:=|=>)(?![=>~])[ \t]*([^\n;]{1,400})/g;
var LITERAL_RE = /(["'`])((?:(?!\1)[^\\\n]|\\.){6,1000})\1/g;
function codeAssignments(text, out) {
  CODE_ASSIGNMENT_RE.lastIndex = 0;
  for (let m = CODE_ASSIGNMENT_RE.exec(text); m !== null; m = CODE_ASSIGNMENT_RE.exec(text)) {
    const key = m[1].replace(/^.*\./, "");
    if (!isSecretKey(key)) continue;
    let rhs = m[2];
    let rhsAt = m.index + m[0].length - rhs.length;
    let extra = 0;
    while (/[+,([]\s*$/.test(rhs) && extra < 4) {
      const nl = text.indexOf("\n", rhsAt + rhs.length);
      if (nl === -1) break;
      const next = text.indexOf("\n", nl + 1);
      rhs = text.slice(rhsAt, next === -1 ? text.length : next);
      extra++;
    }
    if (!/["'`]/.test(rhs) || /^["'`][^"'`]*["'`]\s*[,;]?\s*$/.test(rhs)) continue;
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
var CREDENTIAL_CALL = /auth|cred|login|logon|connect|pdo|mysqli|sql|password|passwd|secret|token|sign|encode|decode|verify|hmac|jwt|client|session|key|smtp|ftp|ldap|bind|basic|digest|apikey/i;
var CALLEE_RE = /([A-Za-z_$][\w$.]{0,80})[ \t]*(?:=[ \t]*)?$/;
function* calls(text) {
  for (let open = text.indexOf("("); open !== -1; open = text.indexOf("(", open + 1)) {
    let close = open + 1;
    while (close < text.length && close - open <= 600 && text[close] !== ")" && text[close] !== "(" && text[close] !== "\n") close++;
    const args = text.slice(open + 1, close);
    if (!/["'`]/.test(args)) continue;
    const head = CALLEE_RE.exec(text.slice(Math.max(0, open - 90), open));
    if (!head) continue;
    yield { callee: head[1], argsAt: open + 1, args, calleeAt: open - head[0].length };
  }
}
function callArguments(text, out) {
  for (const { callee, argsAt, args, calleeAt } of calls(text)) {
    if (!CREDENTIAL_CALL.test(callee) && !/\bauth[ \t]*=[ \t]*$/.test(text.slice(Math.max(0, calleeAt - 12), calleeAt + callee.length + 3)))
      continue;
    const named = isSecretKey(callee.replace(/^.*\./, "").replace(/^(?:set|with|use)(?=[A-Z_])/, ""));
    LITERAL_RE.lastIndex = 0;
    let position = 0;
    for (let l = LITERAL_RE.exec(args); l !== null; l = LITERAL_RE.exec(args)) {
      position = args.slice(0, l.index).replace(/(["'`])(?:(?!\1)[^\\]|\\.)*\1/g, "").split(",").length;
      const lit = l[2];
      if (isPlaceholder(lit) || isReadableName(lit) || namesASecret(lit)) continue;
      if (/^(?:HS|RS|ES|PS)\d{3}$|^utf-?8$|^(?:sha|md)\d+$/i.test(lit)) continue;
      const random = randomLike(lit, { minLength: 16, allowHex: true, allowOneCase: true });
      if (named && position === 1 && strongValue(lit) && !/\s/.test(lit)) {
        span(out, argsAt + l.index + 1, argsAt + l.index + 1 + lit.length, "secret");
        continue;
      }
      if (!random && !(position > 1 && passwordLike(lit) && /[^A-Za-z]/.test(lit) && !/^[\w.-]+@[\w.-]+$/.test(lit))) continue;
      const at = argsAt + l.index + 1;
      span(out, at, at + lit.length, "secret");
    }
  }
}
var SUBSCRIPT_RE = /\[[ \t]*(["'])([\w.-]{1,80})\1[ \t]*\][ \t]*(?:=|:=|\|\|=|\?\?=)(?!=)[ \t]*(["'`])((?:(?!\3)[^\\\n]|\\.){3,2000})\3/g;
function subscripts(text, out) {
  SUBSCRIPT_RE.lastIndex = 0;
  for (let m = SUBSCRIPT_RE.exec(text); m !== null; m = SUBSCRIPT_RE.exec(text)) {
    const kind = judge(m[2], m[4]);
    if (!kind) continue;
    const end = m.index + m[0].length - 1;
    span(out, end - m[4].length, end, kind);
  }
}
var FLAG_RE = /(?:^|[\s"'])--?([A-Za-z][\w.-]{1,40})(?:=|[ \t]+)(?:"([^"\n]{1,500})"|'([^'\n]{1,500})'|([^\s"'|;&]+))/g;
function secretFlags(text, out) {
  FLAG_RE.lastIndex = 0;
  for (let m = FLAG_RE.exec(text); m !== null; m = FLAG_RE.exec(text)) {
    const flag = m[1];
    const value = m[2] ?? m[3] ?? m[4] ?? "";
    if (!isSecretKey(flag)) continue;
    if (value.length < 3 || isPlaceholder(value) || /^-/.test(value) || /^[a-z]{1,8}$/.test(value) || /=./.test(value)) continue;
    if (/^(?:stdin|env:|file:|fd:|prompt)/i.test(value) || isReadableName(value)) continue;
    const end = m.index + m[0].length - (m[2] !== void 0 || m[3] !== void 0 ? 1 : 0);
    span(out, end - value.length, end, secretKind(flag));
  }
}
var RULES = [
  { needs: ["["], find: subscripts },
  { needs: [" -", "	-", '"-', "'-"], find: secretFlags },
  { needs: ["</"], find: xmlRules },
  { needs: ["value="], find: xmlRules },
  { needs: [": |", ": >", ":|", ":>"], find: yamlBlockScalars },
  {
    needs: ["value", "val", "default", "data", "content"],
    // The name member's words (parameterkey, variable, envvar, secretname hold one of them).
    alsoNeeds: ["name", "key", "path", "id", "field", "property", "param", "var", "setting"],
    find: nameValuePairs
  },
  { needs: ['"', "'", "`"], find: quotedPairs },
  { needs: ["pass", "psk", "secret", "token", "identified", "masterauth"], alsoNeeds: ['"', "'"], find: keywordLiterals },
  { needs: [" ", "	"], find: spacedPairs },
  { needs: ["authoriz", "-h", "header", ": ", ':"', ":'", '":'], find: headers },
  { needs: ["cookie", "-b "], find: cookies },
  { needs: ['"', "'", "`"], find: codeAssignments },
  { needs: ["("], find: callArguments }
];
var PROSE_NEEDS = [...SECRET_WORDS.map((w) => w.toLowerCase()), "network", "ssid", "netzwerk", "r\xE9seau"];
function findContextSecrets(text, lower = text.toLowerCase()) {
  const out = [];
  const done = /* @__PURE__ */ new Set();
  for (const rule of RULES) {
    if (done.has(rule.find) || !rule.needs.some((n) => lower.includes(n))) continue;
    if (rule.alsoNeeds && !rule.alsoNeeds.some((n) => lower.includes(n))) continue;
    done.add(rule.find);
    rule.find(text, out, lower);
  }
  if (PROSE_NEEDS.some((w) => lower.includes(w))) prose(text, out);
  return out;
}

// src/capture/secrets/gitleaks-rules.ts
var GITLEAKS_ALLOWLIST_JSON = '{"regexes":[{"source":"^true|false|null$","flags":"i"},{"source":"^(?:[aA]+|[bB]+|[cC]+|[dD]+|[eE]+|[fF]+|[gG]+|[hH]+|[iI]+|[jJ]+|[kK]+|[lL]+|[mM]+|[nN]+|[oO]+|[pP]+|[qQ]+|[rR]+|[sS]+|[tT]+|[uU]+|[vV]+|[wW]+|[xX]+|[yY]+|[zZ]+|\\\\*+|\\\\.+)$","flags":""},{"source":"^\\\\$(?:\\\\d+|{\\\\d+})$","flags":""},{"source":"^\\\\$(?:[A-Z_]+|[a-z_]+)$","flags":""},{"source":"^\\\\${(?:[A-Z_]+|[a-z_]+)}$","flags":""},{"source":"^\\\\{\\\\{[ \\\\t]*[\\\\w ().|]+[ \\\\t]*}}$","flags":""},{"source":"^\\\\$\\\\{\\\\{[ \\\\t]*(?:(?:env|github|secrets|vars)(?:\\\\.[A-Za-z]\\\\w+)+[\\\\w \\"\'&./=|]*)[ \\\\t]*}}$","flags":""},{"source":"^%(?:[A-Z_]+|[a-z_]+)%$","flags":""},{"source":"^%[+\\\\-# 0]?[bcdeEfFgGoOpqstTUvxX]$","flags":""},{"source":"^\\\\{\\\\d{0,2}}$","flags":""},{"source":"^@(?:[A-Z_]+|[a-z_]+)@$","flags":""},{"source":"^/Users/[A-Za-z0-9]+/[\\\\w .-/]+$","flags":""},{"source":"^/(?:bin|etc|home|opt|tmp|usr|var)/[\\\\w ./-]+$","flags":""}],"stopwords":["014df517-39d1-4453-b7b3-9930c563627c","abcdefghijklmnopqrstuvwxyz"]}';
var GITLEAKS_RULE_INDEX_JSON = '[{"id":"1password-secret-key","keywords":["a3-"]},{"id":"1password-service-account-token","keywords":["ops_"]},{"id":"adafruit-api-key","keywords":["adafruit"]},{"id":"adobe-client-id","keywords":["adobe"]},{"id":"adobe-client-secret","keywords":["p8e-"]},{"id":"age-secret-key","keywords":["age-secret-key-1"]},{"id":"airtable-api-key","keywords":["airtable"]},{"id":"algolia-api-key","keywords":["algolia"]},{"id":"alibaba-access-key-id","keywords":["ltai"]},{"id":"alibaba-secret-key","keywords":["alibaba"]},{"id":"asana-client-id","keywords":["asana"]},{"id":"asana-client-secret","keywords":["asana"]},{"id":"atlassian-api-token","keywords":["atlassian","confluence","jira","atatt3"]},{"id":"authress-service-client-access-key","keywords":["sc_","ext_","scauth_","authress_"]},{"id":"aws-access-token","keywords":["a3t","akia","asia","abia","acca"]},{"id":"azure-ad-client-secret","keywords":["q~"]},{"id":"beamer-api-token","keywords":["beamer"]},{"id":"bitbucket-client-id","keywords":["bitbucket"]},{"id":"bitbucket-client-secret","keywords":["bitbucket"]},{"id":"bittrex-access-key","keywords":["bittrex"]},{"id":"bittrex-secret-key","keywords":["bittrex"]},{"id":"cisco-meraki-api-key","keywords":["meraki"]},{"id":"clickhouse-cloud-api-secret-key","keywords":["4b1d"]},{"id":"clojars-api-token","keywords":["clojars_"]},{"id":"cloudflare-api-key","keywords":["cloudflare"]},{"id":"cloudflare-global-api-key","keywords":["cloudflare"]},{"id":"cloudflare-origin-ca-key","keywords":["cloudflare","v1.0-"]},{"id":"codecov-access-token","keywords":["codecov"]},{"id":"cohere-api-token","keywords":["cohere","co_api_key"]},{"id":"coinbase-access-token","keywords":["coinbase"]},{"id":"confluent-access-token","keywords":["confluent"]},{"id":"confluent-secret-key","keywords":["confluent"]},{"id":"contentful-delivery-api-token","keywords":["contentful"]},{"id":"curl-auth-header","keywords":["curl"]},{"id":"curl-auth-user","keywords":["curl"]},{"id":"databricks-api-token","keywords":["dapi"]},{"id":"datadog-access-token","keywords":["datadog"]},{"id":"defined-networking-api-token","keywords":["dnkey"]},{"id":"digitalocean-access-token","keywords":["doo_v1_"]},{"id":"digitalocean-pat","keywords":["dop_v1_"]},{"id":"digitalocean-refresh-token","keywords":["dor_v1_"]},{"id":"discord-api-token","keywords":["discord"]},{"id":"discord-client-id","keywords":["discord"]},{"id":"discord-client-secret","keywords":["discord"]},{"id":"doppler-api-token","keywords":["dp.pt."]},{"id":"droneci-access-token","keywords":["droneci"]},{"id":"dropbox-api-token","keywords":["dropbox"]},{"id":"dropbox-long-lived-api-token","keywords":["dropbox"]},{"id":"dropbox-short-lived-api-token","keywords":["dropbox"]},{"id":"duffel-api-token","keywords":["duffel_"]},{"id":"dynatrace-api-token","keywords":["dt0c01."]},{"id":"easypost-api-token","keywords":["ezak"]},{"id":"easypost-test-api-token","keywords":["eztk"]},{"id":"etsy-access-token","keywords":["etsy"]},{"id":"facebook-access-token","keywords":["facebook"]},{"id":"facebook-page-access-token","keywords":["eaam","eaac"]},{"id":"facebook-secret","keywords":["facebook"]},{"id":"fastly-api-token","keywords":["fastly"]},{"id":"finicity-api-token","keywords":["finicity"]},{"id":"finicity-client-secret","keywords":["finicity"]},{"id":"finnhub-access-token","keywords":["finnhub"]},{"id":"flickr-access-token","keywords":["flickr"]},{"id":"flutterwave-encryption-key","keywords":["flwseck_test"]},{"id":"flutterwave-public-key","keywords":["flwpubk_test"]},{"id":"flutterwave-secret-key","keywords":["flwseck_test"]},{"id":"flyio-access-token","keywords":["fo1_","fm1","fm2_"]},{"id":"frameio-api-token","keywords":["fio-u-"]},{"id":"freshbooks-access-token","keywords":["freshbooks"]},{"id":"gcp-api-key","keywords":["aiza"]},{"id":"generic-api-key","keywords":["access","api","auth","key","credential","creds","passwd","password","secret","token"]},{"id":"github-app-token","keywords":["ghu_","ghs_"]},{"id":"github-fine-grained-pat","keywords":["github_pat_"]},{"id":"github-oauth","keywords":["gho_"]},{"id":"github-pat","keywords":["ghp_"]},{"id":"github-refresh-token","keywords":["ghr_"]},{"id":"gitlab-cicd-job-token","keywords":["glcbt-"]},{"id":"gitlab-deploy-token","keywords":["gldt-"]},{"id":"gitlab-feature-flag-client-token","keywords":["glffct-"]},{"id":"gitlab-feed-token","keywords":["glft-"]},{"id":"gitlab-incoming-mail-token","keywords":["glimt-"]},{"id":"gitlab-kubernetes-agent-token","keywords":["glagent-"]},{"id":"gitlab-oauth-app-secret","keywords":["gloas-"]},{"id":"gitlab-pat","keywords":["glpat-"]},{"id":"gitlab-pat-routable","keywords":["glpat-"]},{"id":"gitlab-ptt","keywords":["glptt-"]},{"id":"gitlab-rrt","keywords":["gr1348941"]},{"id":"gitlab-runner-authentication-token","keywords":["glrt-"]},{"id":"gitlab-runner-authentication-token-routable","keywords":["glrt-"]},{"id":"gitlab-scim-token","keywords":["glsoat-"]},{"id":"gitlab-session-cookie","keywords":["_gitlab_session="]},{"id":"gitter-access-token","keywords":["gitter"]},{"id":"gocardless-api-token","keywords":["live_","gocardless"]},{"id":"grafana-api-key","keywords":["eyjrijoi"]},{"id":"grafana-cloud-api-token","keywords":["glc_"]},{"id":"grafana-service-account-token","keywords":["glsa_"]},{"id":"harness-api-key","keywords":["pat.","sat."]},{"id":"hashicorp-tf-api-token","keywords":["atlasv1"]},{"id":"heroku-api-key","keywords":["heroku"]},{"id":"heroku-api-key-v2","keywords":["hrku-aa"]},{"id":"hubspot-api-key","keywords":["hubspot"]},{"id":"huggingface-access-token","keywords":["hf_"]},{"id":"huggingface-organization-api-token","keywords":["api_org_"]},{"id":"infracost-api-token","keywords":["ico-"]},{"id":"intercom-api-key","keywords":["intercom"]},{"id":"intra42-client-secret","keywords":["intra","s-s4t2ud-","s-s4t2af-"]},{"id":"jfrog-api-key","keywords":["jfrog","artifactory","bintray","xray"]},{"id":"jfrog-identity-token","keywords":["jfrog","artifactory","bintray","xray"]},{"id":"jwt","keywords":["ey"]},{"id":"jwt-base64","keywords":["zxlk"]},{"id":"kraken-access-token","keywords":["kraken"]},{"id":"kucoin-access-token","keywords":["kucoin"]},{"id":"kucoin-secret-key","keywords":["kucoin"]},{"id":"launchdarkly-access-token","keywords":["launchdarkly"]},{"id":"linear-api-key","keywords":["lin_api_"]},{"id":"linear-client-secret","keywords":["linear"]},{"id":"linkedin-client-id","keywords":["linkedin","linked_in","linked-in"]},{"id":"linkedin-client-secret","keywords":["linkedin","linked_in","linked-in"]},{"id":"lob-api-key","keywords":["test_","live_"]},{"id":"lob-pub-api-key","keywords":["test_pub","live_pub","_pub"]},{"id":"mailchimp-api-key","keywords":["mailchimp"]},{"id":"mailgun-private-api-token","keywords":["mailgun"]},{"id":"mailgun-pub-key","keywords":["mailgun"]},{"id":"mailgun-signing-key","keywords":["mailgun"]},{"id":"mapbox-api-token","keywords":["mapbox"]},{"id":"mattermost-access-token","keywords":["mattermost"]},{"id":"maxmind-license-key","keywords":["_mmk"]},{"id":"messagebird-api-token","keywords":["messagebird","message-bird","message_bird"]},{"id":"messagebird-client-id","keywords":["messagebird","message-bird","message_bird"]},{"id":"microsoft-teams-webhook","keywords":["webhook.office.com","webhookb2","incomingwebhook"]},{"id":"netlify-access-token","keywords":["netlify"]},{"id":"new-relic-browser-api-token","keywords":["nrjs-"]},{"id":"new-relic-insert-key","keywords":["nrii-"]},{"id":"new-relic-user-api-id","keywords":["new-relic","newrelic","new_relic"]},{"id":"new-relic-user-api-key","keywords":["nrak"]},{"id":"notion-api-token","keywords":["ntn_"]},{"id":"npm-access-token","keywords":["npm_"]},{"id":"nytimes-access-token","keywords":["nytimes","new-york-times","newyorktimes"]},{"id":"octopus-deploy-api-key","keywords":["api-"]},{"id":"okta-access-token","keywords":["okta"]},{"id":"openai-api-key","keywords":["t3blbkfj"]},{"id":"openshift-user-token","keywords":["sha256~"]},{"id":"perplexity-api-key","keywords":["pplx-"]},{"id":"plaid-api-token","keywords":["plaid"]},{"id":"plaid-client-id","keywords":["plaid"]},{"id":"plaid-secret-key","keywords":["plaid"]},{"id":"planetscale-api-token","keywords":["pscale_tkn_"]},{"id":"planetscale-oauth-token","keywords":["pscale_oauth_"]},{"id":"planetscale-password","keywords":["pscale_pw_"]},{"id":"postman-api-token","keywords":["pmak-"]},{"id":"prefect-api-token","keywords":["pnu_"]},{"id":"private-key","keywords":["-----begin"]},{"id":"privateai-api-token","keywords":["privateai","private_ai","private-ai"]},{"id":"pulumi-api-token","keywords":["pul-"]},{"id":"pypi-upload-token","keywords":["pypi-ageichlwas5vcmc"]},{"id":"rapidapi-access-token","keywords":["rapidapi"]},{"id":"readme-api-token","keywords":["rdme_"]},{"id":"rubygems-api-token","keywords":["rubygems_"]},{"id":"scalingo-api-token","keywords":["tk-us-"]},{"id":"sendbird-access-id","keywords":["sendbird"]},{"id":"sendbird-access-token","keywords":["sendbird"]},{"id":"sendgrid-api-token","keywords":["sg."]},{"id":"sendinblue-api-token","keywords":["xkeysib-"]},{"id":"sentry-access-token","keywords":["sentry"]},{"id":"sentry-org-token","keywords":["sntrys_eyjpyxqio"]},{"id":"sentry-user-token","keywords":["sntryu_"]},{"id":"settlemint-application-access-token","keywords":["sm_aat"]},{"id":"settlemint-personal-access-token","keywords":["sm_pat"]},{"id":"settlemint-service-access-token","keywords":["sm_sat"]},{"id":"shippo-api-token","keywords":["shippo_"]},{"id":"shopify-access-token","keywords":["shpat_"]},{"id":"shopify-custom-access-token","keywords":["shpca_"]},{"id":"shopify-private-app-access-token","keywords":["shppa_"]},{"id":"shopify-shared-secret","keywords":["shpss_"]},{"id":"sidekiq-secret","keywords":["bundle_enterprise__contribsys__com","bundle_gems__contribsys__com"]},{"id":"sidekiq-sensitive-url","keywords":["gems.contribsys.com","enterprise.contribsys.com"]},{"id":"slack-app-token","keywords":["xapp"]},{"id":"slack-bot-token","keywords":["xoxb"]},{"id":"slack-config-access-token","keywords":["xoxe.xoxb-","xoxe.xoxp-"]},{"id":"slack-config-refresh-token","keywords":["xoxe-"]},{"id":"slack-legacy-bot-token","keywords":["xoxb"]},{"id":"slack-legacy-token","keywords":["xoxo","xoxs"]},{"id":"slack-legacy-workspace-token","keywords":["xoxa","xoxr"]},{"id":"slack-user-token","keywords":["xoxp-","xoxe-"]},{"id":"slack-webhook-url","keywords":["hooks.slack.com"]},{"id":"snyk-api-token","keywords":["snyk"]},{"id":"sonar-api-token","keywords":["sonar"]},{"id":"sourcegraph-access-token","keywords":["sgp_","sourcegraph"]},{"id":"square-access-token","keywords":["sq0atp-","eaaa"]},{"id":"squarespace-access-token","keywords":["squarespace"]},{"id":"stripe-access-token","keywords":["sk_test","sk_live","sk_prod","rk_test","rk_live","rk_prod"]},{"id":"sumologic-access-id","keywords":["sumo"]},{"id":"sumologic-access-token","keywords":["sumo"]},{"id":"telegram-bot-api-token","keywords":["telegr"]},{"id":"travisci-access-token","keywords":["travis"]},{"id":"twilio-api-key","keywords":["sk"]},{"id":"twitch-api-token","keywords":["twitch"]},{"id":"twitter-access-secret","keywords":["twitter"]},{"id":"twitter-access-token","keywords":["twitter"]},{"id":"twitter-api-key","keywords":["twitter"]},{"id":"twitter-api-secret","keywords":["twitter"]},{"id":"twitter-bearer-token","keywords":["twitter"]},{"id":"typeform-api-token","keywords":["tfp_"]},{"id":"vault-batch-token","keywords":["hvb."]},{"id":"vault-service-token","keywords":["hvs.","s."]},{"id":"yandex-access-token","keywords":["yandex"]},{"id":"yandex-api-key","keywords":["yandex"]},{"id":"yandex-aws-access-token","keywords":["yandex"]},{"id":"zendesk-secret-key","keywords":["zendesk"]}]';
var GITLEAKS_RULE_BODIES = [
  '{"regex":{"source":"\\\\bA3-[A-Z0-9]{6}-(?:(?:[A-Z0-9]{11})|(?:[A-Z0-9]{6}-[A-Z0-9]{5}))-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\\\\b","flags":""},"entropy":3.8,"allowlists":[]}',
  '{"regex":{"source":"ops_eyJ[a-zA-Z0-9+/]{250,}={0,3}","flags":""},"entropy":4,"allowlists":[]}',
  `{"regex":{"source":"(?:adafruit)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:adobe)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(p8e-[A-Za-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  '{"regex":{"source":"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}","flags":""},"allowlists":[]}',
  `{"regex":{"source":"(?:airtable)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{17})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:algolia)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(LTAI[A-Za-z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:alibaba)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{30})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:asana)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:asana)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:(?:ATLASSIAN|[Aa]tlassian)|(?:CONFLUENCE|[Cc]onfluence)|(?:JIRA|[Jj]ira))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([A-Za-z0-9]{20}[A-Fa-f0-9]{4})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)|\\\\b([aA][tT][aA][tT][tT]3[a-zA-ZA-Za-z0-9_\\\\-=]{186})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3.5,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b((?:sc|ext|scauth|authress)_[A-Za-z0-9]{5,30}\\\\.[A-Za-z0-9]{4,6}\\\\.(?:acc)[_-][A-Za-z0-9-]{10,32}\\\\.[A-Za-z0-9+/_=-]{30,120})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  '{"regex":{"source":"\\\\b((?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})\\\\b","flags":""},"entropy":3,"allowlists":[{"regexes":[{"source":".{1,256}EXAMPLE$","flags":""}],"stopwords":[]}]}',
  `{"regex":{"source":"(?:^|[\\\\\\\\'\\"\\\\x60\\\\s>=:(,)])([a-zA-Z0-9_~.]{3}\\\\dQ~[a-zA-Z0-9_~.-]{31,34})(?:$|[\\\\\\\\'\\"\\\\x60\\\\s<),])","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:beamer)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(b_[a-z0-9=_\\\\-]{44})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:bitbucket)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:bitbucket)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:bittrex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:bittrex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:(?:(?:[Mm]eraki|MERAKI))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":3,"allowlists":[]}`,
  '{"regex":{"source":"\\\\b(4b1d[A-Za-z0-9]{38})\\\\b","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"CLOJARS_[a-z0-9]{60}","flags":"i"},"entropy":2,"allowlists":[]}',
  `{"regex":{"source":"(?:cloudflare)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:cloudflare)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{37})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(v1\\\\.0-[a-f0-9]{24}-[a-f0-9]{146})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:codecov)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:(?:[cC][oO][hH][eE][rR][eE]|[cC][oO]_[aA][pP][iI]_[kK][eE][yY])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-zA-Z0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"(?:coinbase)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:confluent)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:confluent)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:contentful)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{43})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\bcurl\\\\b(?:.{0,256}?|.{0,256}?(?:[\\\\r\\\\n]{1,2}.{0,256}?){1,5})[ \\\\t\\\\n\\\\r](?:-H|--header)(?:=|[ \\\\t]{0,5})(?:\\"(?:[aA][uU][tT][hH][oO][rR][iI][zZ][aA][tT][iI][oO][nN]:[ \\\\t]{0,5}(?:[bB][aA][sS][iI][cC][ \\\\t]([A-Za-z0-9+/]{8,}={0,3})|(?:[bB][eE][aA][rR][eE][rR]|(?:[aA][pP][iI]-)?[tT][oO][kK][eE][nN])[ \\\\t]([\\\\w=~@.+/-]{8,})|([\\\\w=~@.+/-]{8,}))|(?:(?:[xX]-(?:[A-Za-z]+-)?)?(?:[aA][pP][iI]-?)?(?:[kK][eE][yY]|[tT][oO][kK][eE][nN])):[ \\\\t]{0,5}([\\\\w=~@.+/-]{8,}))\\"|'(?:[aA][uU][tT][hH][oO][rR][iI][zZ][aA][tT][iI][oO][nN]:[ \\\\t]{0,5}(?:[bB][aA][sS][iI][cC][ \\\\t]([A-Za-z0-9+/]{8,}={0,3})|(?:[bB][eE][aA][rR][eE][rR]|(?:[aA][pP][iI]-)?[tT][oO][kK][eE][nN])[ \\\\t]([\\\\w=~@.+/-]{8,})|([\\\\w=~@.+/-]{8,}))|(?:(?:[xX]-(?:[A-Za-z]+-)?)?(?:[aA][pP][iI]-?)?(?:[kK][eE][yY]|[tT][oO][kK][eE][nN])):[ \\\\t]{0,5}([\\\\w=~@.+/-]{8,}))')(?:\\\\B|\\\\s|$)","flags":""},"entropy":2.75,"allowlists":[]}`,
  `{"regex":{"source":"\\\\bcurl\\\\b(?:.{0,256}|.{0,256}(?:[\\\\r\\\\n]{1,2}.{0,256}){1,5})[ \\\\t\\\\n\\\\r](?:-u|--user)(?:=|[ \\\\t]{0,5})(\\"(:[^\\"]{3,}|[^:\\"]{3,}:|[^:\\"]{3,}:[^\\"]{3,})\\"|'([^:']{3,}:[^']{3,})'|((?:\\"[^\\"]{3,}\\"|'[^']{3,}'|[\\\\w$@.-]+):(?:\\"[^\\"]{3,}\\"|'[^']{3,}'|[\\\\w\${}@.-]+)))(?:\\\\s|$)","flags":""},"entropy":2,"allowlists":[{"regexes":[{"source":"[^:]+:(?:change(?:it|me)|pass(?:word)?|pwd|test|token|\\\\*+|x+)","flags":""},{"source":"['\\"]?<[^>]+>['\\"]?:['\\"]?<[^>]+>|<[^:]+:[^>]+>['\\"]?","flags":""},{"source":"[^:]+:\\\\[[^]]+]","flags":""},{"source":"['\\"]?[^:]+['\\"]?:['\\"]?\\\\$(?:\\\\d|\\\\w+|\\\\{(?:\\\\d|\\\\w+)})['\\"]?","flags":""},{"source":"\\\\$\\\\([^)]+\\\\):\\\\$\\\\([^)]+\\\\)","flags":""},{"source":"['\\"]?\\\\$?{{[^}]+}}['\\"]?:['\\"]?\\\\$?{{[^}]+}}['\\"]?","flags":""}],"stopwords":[]}]}`,
  `{"regex":{"source":"\\\\b(dapi[a-f0-9]{32}(?:-\\\\d)?)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:datadog)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:dnkey)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(dnkey-[a-z0-9=_\\\\-]{26}-[a-z0-9=_\\\\-]{52})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(doo_v1_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(dop_v1_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(dor_v1_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"allowlists":[]}`,
  `{"regex":{"source":"(?:discord)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:discord)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{18})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:discord)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  '{"regex":{"source":"dp\\\\.pt\\\\.[A-Za-z0-9]{43}","flags":""},"entropy":2,"allowlists":[]}',
  `{"regex":{"source":"(?:droneci)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:dropbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{15})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:dropbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{11}(AAAAAAAAAA)[a-z0-9\\\\-_=]{43})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:dropbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(sl\\\\.[a-z0-9\\\\-=_]{135})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  '{"regex":{"source":"duffel_(?:test|live)_[A-Za-z0-9_\\\\-=]{43}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"dt0c01\\\\.[A-Za-z0-9]{24}\\\\.[A-Za-z0-9]{64}","flags":""},"entropy":4,"allowlists":[]}',
  '{"regex":{"source":"\\\\bEZAK[A-Za-z0-9]{54}\\\\b","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"\\\\bEZTK[A-Za-z0-9]{54}\\\\b","flags":""},"entropy":2,"allowlists":[]}',
  `{"regex":{"source":"(?:(?:ETSY|[Ee]tsy))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([A-Za-z0-9]{24})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(\\\\d{15,16}(\\\\||%)[0-9a-z\\\\-_]{27,40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(EAA[MC][A-Za-z0-9]{100,})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"(?:facebook)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:fastly)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:finicity)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:finicity)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:finnhub)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:flickr)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  '{"regex":{"source":"FLWSECK_TEST-[A-Ha-h0-9]{12}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"FLWPUBK_TEST-[A-Ha-h0-9]{32}-[xX]","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"FLWSECK_TEST-[A-Ha-h0-9]{32}-[xX]","flags":""},"entropy":2,"allowlists":[]}',
  `{"regex":{"source":"\\\\b((?:fo1_[\\\\w-]{43}|fm1[ar]_[a-zA-Z0-9+\\\\/]{100,}={0,3}|fm2_[a-zA-Z0-9+\\\\/]{100,}={0,3}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"allowlists":[]}`,
  '{"regex":{"source":"fio-u-[A-Za-z0-9\\\\-_=]{64}","flags":""},"allowlists":[]}',
  `{"regex":{"source":"(?:freshbooks)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(AIza[\\\\w-]{35})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"allowlists":[{"regexes":[{"source":"AIzaSyabcdefghijklmnopqrstuvwxyz1234567","flags":""},{"source":"AIzaSyAnLA7NfeLquW1tJFpx_eQCxoX-oo6YyIs","flags":""},{"source":"AIzaSyCkEhVjf3pduRDt6d1yKOMitrUEke8agEM","flags":""},{"source":"AIzaSyDMAScliyLx7F0NPDEJi1QmyCgHIAODrlU","flags":""},{"source":"AIzaSyD3asb-2pEZVqMkmL6M9N6nHZRR_znhrh0","flags":""},{"source":"AIzayDNSXIbFmlXbIE6mCzDLQAqITYefhixbX4A","flags":""},{"source":"AIzaSyAdOS2zB6NCsk1pCdZ4-P6GBdi_UUPwX7c","flags":""},{"source":"AIzaSyASWm6HmTMdYWpgMnjRBjxcQ9CKctWmLd4","flags":""},{"source":"AIzaSyANUvH9H9BsUccjsu2pCmEkOPjjaXeDQgY","flags":""},{"source":"AIzaSyA5_iVawFQ8ABuTZNUdcwERLJv_a_p4wtM","flags":""},{"source":"AIzaSyA4UrcGxgwQFTfaI3no3t7Lt1sjmdnP5sQ","flags":""},{"source":"AIzaSyDSb51JiIcB6OJpwwMicseKRhhrOq1cS7g","flags":""},{"source":"AIzaSyBF2RrAIm4a0mO64EShQfqfd2AFnzAvvuU","flags":""},{"source":"AIzaSyBcE-OOIbhjyR83gm4r2MFCu4MJmprNXsw","flags":""},{"source":"AIzaSyB8qGxt4ec15vitgn44duC5ucxaOi4FmqE","flags":""},{"source":"AIzaSyA8vmApnrHNFE0bApF4hoZ11srVL_n0nvY","flags":""}],"stopwords":[]}]}`,
  `{"regex":{"source":"(?:[aA][cC][cC][eE][sS][sS]|[aA][uU][tT][hH]|(?:[Aa]pi|API)|[cC][rR][eE][dD][eE][nN][tT][iI][aA][lL]|[cC][rR][eE][dD][sS]|[kK][eE][yY]|[pP][aA][sS][sS][wW](?:[oO][rR])?[dD]|[sS][eE][cC][rR][eE][tT]|[tT][oO][kK][eE][nN])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([\\\\w.=-]{10,150}|[A-Za-z0-9][A-Za-z0-9+/]{11,}={0,3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3.5,"allowlists":[{"regexes":[{"source":"^[a-zA-Z_.-]+$","flags":""}],"stopwords":[]},{"regexTarget":"match","regexes":[{"source":"(?:[aA][cC][cC][eE][sS][sS](?:[iI][bB][iI][lL][iI][tT][yY]|[oO][rR])|[aA][cC][cC][eE][sS][sS][_.-]?[iI][dD]|[rR][aA][nN][dD][oO][mM][_.-]?[aA][cC][cC][eE][sS][sS]|[aA][pP][iI][_.-]?(?:[iI][dD]|[nN][aA][mM][eE]|[vV][eE][rR][sS][iI][oO][nN])|[rR][aA][pP][iI][dD]|[cC][aA][pP][iI][tT][aA][lL]|[A-Za-z0-9-]*?[aA][pP][iI][A-Za-z0-9-]*?:[jJ][aA][rR]:|[aA][uU][tT][hH][oO][rR]|[xX]-[mM][sS]-[eE][xX][cC][hH][aA][nN][gG][eE]-[oO][rR][gG][aA][nN][iI][zZ][aA][tT][iI][oO][nN]-[aA][uU][tT][hH]|[aA][uU][tT][hH][eE][nN][tT][iI][cC][aA][tT][iI][oO][nN]-[rR][eE][sS][uU][lL][tT][sS]|(?:[cC][rR][eE][dD][eE][nN][tT][iI][aA][lL][sS]?[_.-]?[iI][dD]|[wW][iI][tT][hH][cC][rR][eE][dD][eE][nN][tT][iI][aA][lL][sS])|(?:[bB][uU][cC][kK][eE][tT]|[fF][oO][rR][eE][iI][gG][nN]|[hH][oO][tT]|[iI][dD][xX]|[nN][aA][tT][uU][rR][aA][lL]|[pP][rR][iI][mM][aA][rR][yY]|[pP][uU][bB](?:[lL][iI][cC])?|[sS][cC][hH][eE][mM][aA]|[sS][eE][qQ][uU][eE][nN][cC][eE])[_.-]?[kK][eE][yY]|(?:[tT][uU][rR][kK][eE][yY])|[kK][eE][yY][_.-]?(?:[aA][lL][iI][aA][sS]|[bB][oO][aA][rR][dD]|[cC][oO][dD][eE]|[fF][rR][aA][mM][eE]|[iI][dD]|[lL][eE][nN][gG][tT][hH]|[mM][eE][sS][hH]|[nN][aA][mM][eE]|[pP][aA][iI][rR]|[pP][rR][eE][sS][sS](?:[eE][dD])?|[rR][iI][nN][gG]|[sS][eE][lL][eE][cC][tT][oO][rR]|[sS][iI][gG][nN][aA][tT][uU][rR][eE]|[sS][iI][zZ][eE]|[sS][tT][oO][nN][eE]|[sS][tT][oO][rR][eE][tT][yY][pP][eE]|[wW][oO][rR][dD]|[uU][pP]|[dD][oO][wW][nN]|[lL][eE][fF][tT]|[rR][iI][gG][hH][tT])|[kK][eE][yY][_.-]?[vV][aA][uU][lL][tT][_.-]?(?:[iI][dD]|[nN][aA][mM][eE])|[kK][eE][yY][vV][aA][uU][lL][tT][tT][oO][sS][tT][oO][rR][eE][sS][eE][cC][rR][eE][tT][sS]|[kK][eE][yY](?:[sS][tT][oO][rR][eE]|[tT][aA][bB])[_.-]?(?:[fF][iI][lL][eE]|[pP][aA][tT][hH])|[iI][sS][sS][uU][eE][rR][kK][eE][yY][hH][aA][sS][hH]|(?:[DdMm]onkey|[DM]ONKEY)|[kK][eE][yY][iI][nN][gG]|(?:[sS][eE][cC][rR][eE][tT])[_.-]?(?:[lL][eE][nN][gG][tT][hH]|[nN][aA][mM][eE]|[sS][iI][zZ][eE])|[uU][sS][eE][rR][sS][eE][cC][rR][eE][tT][sS][iI][dD]|(?:[cC][sS][rR][fF])[_.-]?[tT][oO][kK][eE][nN]|(?:[iI][oO]\\\\.[jJ][sS][oO][nN][wW][eE][bB][tT][oO][kK][eE][nN][ \\\\t]?:[ \\\\t]?[\\\\w-]+)|(?:[aA][pP][iI]|[cC][rR][eE][dD][eE][nN][tT][iI][aA][lL][sS]|[tT][oO][kK][eE][nN])[_.-]?(?:[eE][nN][dD][pP][oO][iI][nN][tT]|[uU][rR][ILil])|[pP][uU][bB][lL][iI][cC][_.-]?[tT][oO][kK][eE][nN]|(?:[kK][eE][yY]|[tT][oO][kK][eE][nN])[_.-]?[fF][iI][lL][eE]|(?:(?:[A-Z_]+=\\\\n[A-Z_]+=|[a-z_]+=\\\\n[a-z_]+=)(?:\\\\n|$))|(?:(?:[A-Z.]+=\\\\n[A-Z.]+=|[a-z.]+=\\\\n[a-z.]+=)(?:\\\\n|$)))","flags":""}],"stopwords":["000000","6fe4476ee5a1832882e326b506d14126","_ec2_","aaaaaa","about","abstract","academy","acces","account","act-","act.","act_","action","active","actively","activity","adapter","add-","add-on","add.","add_","addon","addres","admin","adobe","advanced","adventure","agent","agile","air-","air.","air_","ajax","akka","alert","alfred","algorithm","all-","all.","all_","alloy","alpha","amazon","amqp","analysi","analytic","analyzer","android","angular","angularj","animate","animation","another","ansible","answer","ant-","ant.","ant_","any-","any.","any_","apache","app-","app.","app_","apple","arch","archive","archived","arduino","array","art-","art.","art_","article","asp-","asp.","asp_","asset","async","atom","attention","audio","audit","aura","auth","author","authorize","auto","automated","automatic","awesome","aws_","azure","back","backbone","backend","backup","bar-","bar.","bar_","base","based","bash","basic","batch","been","beer","behavior","being","benchmark","best","beta","better","big-","big.","big_","binary","binding","bit-","bit.","bit_","bitcoin","block","blog","board","book","bookmark","boost","boot","bootstrap","bosh","bot-","bot.","bot_","bower","box-","box.","box_","boxen","bracket","branch","bridge","browser","brunch","buffer","bug-","bug.","bug_","build","builder","building","buildout","buildpack","built","bundle","busines","but-","but.","but_","button","cache","caching","cakephp","calendar","call","camera","campfire","can-","can.","can_","canva","captcha","capture","card","carousel","case","cassandra","cat-","cat.","cat_","category","center","cento","challenge","change","changelog","channel","chart","chat","cheat","check","checker","chef","ches","chinese","chosen","chrome","ckeditor","clas","classe","classic","clean","cli-","cli.","cli_","client","clojure","clone","closure","cloud","club","cluster","cms-","cms_","coco","code","coding","coffee","color","combination","combo","command","commander","comment","commit","common","community","compas","compiler","complete","component","composer","computer","computing","con-","con.","con_","concept","conf","config","connect","connector","console","contact","container","contao","content","contest","context","control","convert","converter","conway'","cookbook","cookie","cool","copy","cordova","core","couchbase","couchdb","countdown","counter","course","craft","crawler","create","creating","creator","credential","crm-","crm.","crm_","cros","crud","csv-","csv.","csv_","cube","cucumber","cuda","current","currently","custom","daemon","dark","dart","dash","dashboard","data","database","date","day-","day.","day_","dead","debian","debug","debugger","deck","define","del-","del.","del_","delete","demo","deploy","design","designer","desktop","detection","detector","dev-","dev.","dev_","develop","developer","device","devise","diff","digital","directive","directory","discovery","display","django","dns-","dns_","doc-","doc.","doc_","docker","docpad","doctrine","document","doe-","doe.","doe_","dojo","dom-","dom.","dom_","domain","don't","done","dot-","dot.","dot_","dotfile","download","draft","drag","drill","drive","driven","driver","drop","dropbox","drupal","dsl-","dsl.","dsl_","dynamic","easy","ecdsa","eclipse","edit","editing","edition","editor","element","emac","email","embed","embedded","ember","emitter","emulator","encoding","endpoint","engine","english","enhanced","entity","entry","env_","episode","erlang","error","espresso","event","evented","example","exchange","exercise","experiment","expire","exploit","explorer","export","exporter","expres","ext-","ext.","ext_","extended","extension","external","extra","extractor","fabric","facebook","factory","fake","fast","feature","feed","fewfwef","ffmpeg","field","file","filter","find","finder","firefox","firmware","first","fish","fix-","fix_","flash","flask","flat","flex","flexible","flickr","flow","fluent","fluentd","fluid","folder","font","force","foreman","fork","form","format","formatter","forum","foundry","framework","free","friend","friendly","front-end","frontend","ftp-","ftp.","ftp_","fuel","full","fun-","fun.","fun_","func","future","gaia","gallery","game","gateway","gem-","gem.","gem_","gen-","gen.","gen_","general","generator","generic","genetic","get-","get.","get_","getenv","getting","ghost","gist","git-","git.","git_","github","gitignore","gitlab","glas","gmail","gnome","gnu-","gnu.","gnu_","goal","golang","gollum","good","google","gpu-","gpu.","gpu_","gradle","grail","graph","graphic","great","grid","groovy","group","grunt","guard","gui-","gui.","gui_","guide","guideline","gulp","gwt-","gwt.","gwt_","hack","hackathon","hacker","hacking","hadoop","haml","handler","hardware","has-","has_","hash","haskell","have","haxe","hello","help","helper","here","hero","heroku","high","hipchat","history","home","homebrew","homepage","hook","host","hosting","hot-","hot.","hot_","house","how-","how.","how_","html","http","hub-","hub.","hub_","hubot","human","icon","ide-","ide.","ide_","idea","identity","idiomatic","image","impact","import","important","importer","impres","index","infinite","info","injection","inline","input","inside","inspector","instagram","install","installer","instant","intellij","interface","internet","interview","into","intro","ionic","iphone","ipython","irc-","irc_","iso-","iso.","iso_","issue","jade","jasmine","java","jbos","jekyll","jenkin","jetbrains","job-","job.","job_","joomla","jpa-","jpa.","jpa_","jquery","json","just","kafka","karma","kata","kernel","keyboard","kindle","kit-","kit.","kit_","kitchen","knife","koan","kohana","lab-","lab.","lab_","lambda","lamp","language","laravel","last","latest","latex","launcher","layer","layout","lazy","ldap","leaflet","league","learn","learning","led-","led.","led_","leetcode","les-","les.","les_","level","leveldb","lib-","lib.","lib_","librarie","library","license","life","liferay","light","lightbox","like","line","link","linked","linkedin","linux","lisp","list","lite","little","load","loader","local","location","lock","log-","log.","log_","logger","logging","logic","login","logstash","longer","look","love","lua-","lua.","lua_","mac-","mac.","mac_","machine","made","magento","magic","mail","make","maker","making","man-","man.","man_","manage","manager","manifest","manual","map-","map.","map_","mapper","mapping","markdown","markup","master","math","matrix","maven","md5","mean","media","mediawiki","meetup","memcached","memory","menu","merchant","message","messaging","meta","metadata","meteor","method","metric","micro","middleman","migration","minecraft","miner","mini","minimal","mirror","mit-","mit.","mit_","mobile","mocha","mock","mod-","mod.","mod_","mode","model","modern","modular","module","modx","money","mongo","mongodb","mongoid","mongoose","monitor","monkey","more","motion","moved","movie","mozilla","mqtt","mule","multi","multiple","music","mustache","mvc-","mvc.","mvc_","mysql","nagio","name","native","need","neo-","neo.","neo_","nest","nested","net-","net.","net_","nette","network","new-","new.","new_","next","nginx","ninja","nlp-","nlp.","nlp_","node","nodej","nosql","not-","not.","not_","note","notebook","notepad","notice","notifier","now-","now.","now_","number","oauth","object","objective","obsolete","ocaml","octopres","official","old-","old.","old_","onboard","online","only","open","opencv","opengl","openshift","openwrt","option","oracle","org-","org.","org_","origin","original","orm-","orm.","orm_","osx-","osx_","our-","our.","our_","out-","out.","out_","output","over","overview","own-","own.","own_","pack","package","packet","page","panel","paper","paperclip","para","parallax","parallel","parse","parser","parsing","particle","party","password","patch","path","pattern","payment","paypal","pdf-","pdf.","pdf_","pebble","people","perl","personal","phalcon","phoenix","phone","phonegap","photo","php-","php.","php_","physic","picker","pipeline","platform","play","player","please","plu-","plu.","plu_","plug-in","plugin","plupload","png-","png.","png_","poker","polyfill","polymer","pool","pop-","pop.","pop_","popcorn","popup","port","portable","portal","portfolio","post","power","powered","powerful","prelude","pretty","preview","principle","print","pro-","pro.","pro_","problem","proc","product","profile","profiler","program","progres","project","protocol","prototype","provider","proxy","public","pull","puppet","pure","purpose","push","pusher","pyramid","python","quality","query","queue","quick","rabbitmq","rack","radio","rail","railscast","random","range","raspberry","rdf-","rdf.","rdf_","react","reactive","read","reader","readme","ready","real","real-time","reality","realtime","recipe","recorder","red-","red.","red_","reddit","redi","redmine","reference","refinery","refresh","registry","related","release","remote","rendering","repo","report","request","require","required","requirej","research","resource","response","resque","rest","restful","resume","reveal","reverse","review","riak","rich","right","ring","robot","role","room","router","routing","rpc-","rpc.","rpc_","rpg-","rpg.","rpg_","rspec","ruby-","ruby.","ruby_","rule","run-","run.","run_","runner","running","runtime","rust","rvm-","rvm.","rvm_","salt","sample","sandbox","sas-","sas.","sas_","sbt-","sbt.","sbt_","scala","scalable","scanner","schema","scheme","school","science","scraper","scratch","screen","script","scroll","scs-","scs.","scs_","sdk-","sdk.","sdk_","sdl-","sdl.","sdl_","search","secure","security","see-","see.","see_","seed","select","selector","selenium","semantic","sencha","send","sentiment","serie","server","service","session","set-","set.","set_","setting","setup","sha1","sha2","sha256","share","shared","sharing","sheet","shell","shield","shipping","shop","shopify","shortener","should","show","showcase","side","silex","simple","simulator","single","site","skeleton","sketch","skin","slack","slide","slider","slim","small","smart","smtp","snake","snapshot","snippet","soap","social","socket","software","solarized","solr","solution","solver","some","soon","source","space","spark","spatial","spec","sphinx","spine","spotify","spree","spring","sprite","sql-","sql.","sql_","sqlite","ssh-","ssh.","ssh_","stack","staging","standard","stanford","start","started","starter","startup","stat","statamic","state","static","statistic","statsd","statu","steam","step","still","stm-","stm.","stm_","storage","store","storm","story","strategy","stream","streaming","string","stripe","structure","studio","study","stuff","style","sublime","sugar","suite","summary","super","support","supported","svg-","svg.","svg_","svn-","svn.","svn_","swagger","swift","switch","switcher","symfony","symphony","sync","synopsi","syntax","system","tab-","tab.","tab_","table","tag-","tag.","tag_","talk","target","task","tcp-","tcp.","tcp_","tdd-","tdd.","tdd_","team","tech","template","term","terminal","testing","tetri","text","textmate","theme","theory","three","thrift","time","timeline","timer","tiny","tinymce","tip-","tip.","tip_","title","todo","todomvc","token","tool","toolbox","toolkit","top-","top.","top_","tornado","touch","tower","tracker","tracking","traffic","training","transfer","translate","transport","tree","trello","try-","try.","try_","tumblr","tut-","tut.","tut_","tutorial","tweet","twig","twitter","type","typo","ubuntu","uiview","ultimate","under","unit","unity","universal","unix","update","updated","upgrade","upload","uploader","uri-","uri.","uri_","url-","url.","url_","usage","usb-","usb.","usb_","use-","use.","use_","used","useful","user","using","util","utilitie","utility","vagrant","validator","value","variou","varnish","version","via-","via.","via_","video","view","viewer","vim-","vim.","vim_","vimrc","virtual","vision","visual","vpn","want","warning","watch","watcher","wave","way-","way.","way_","weather","web-","web_","webapp","webgl","webhook","webkit","webrtc","website","websocket","welcome","what","what'","when","where","which","why-","why.","why_","widget","wifi","wiki","win-","win.","win_","window","wip-","wip.","wip_","within","without","wizard","word","wordpres","work","worker","workflow","working","workshop","world","wrapper","write","writer","writing","written","www-","www.","www_","xamarin","xcode","xml-","xml.","xml_","xmpp","xxxxxx","yahoo","yaml","yandex","yeoman","yet-","yet.","yet_","yii-","yii.","yii_","youtube","yui-","yui.","yui_","zend","zero","zip-","zip.","zip_","zsh-","zsh.","zsh_"]},{"regexTarget":"line","regexes":[{"source":"--mount=type=secret,","flags":""},{"source":"import[ \\\\t]+{[ \\\\t\\\\w,]+}[ \\\\t]+from[ \\\\t]+['\\"][^'\\"]+['\\"]","flags":""}],"stopwords":[]}]}`,
  '{"regex":{"source":"(?:ghu|ghs)_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"github_pat_\\\\w{82}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"gho_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"ghp_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"ghr_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"glcbt-[0-9a-zA-Z]{1,5}_[0-9a-zA-Z_-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"gldt-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"glffct-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"glft-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"glimt-[0-9a-zA-Z_\\\\-]{25}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"glagent-[0-9a-zA-Z_\\\\-]{50}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"gloas-[0-9a-zA-Z_\\\\-]{64}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"glpat-[\\\\w-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"\\\\bglpat-[0-9a-zA-Z_-]{27,300}\\\\.[0-9a-z]{2}[0-9a-z]{7}\\\\b","flags":""},"entropy":4,"allowlists":[]}',
  '{"regex":{"source":"glptt-[0-9a-f]{40}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"GR1348941[\\\\w-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"glrt-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"\\\\bglrt-t\\\\d_[0-9a-zA-Z_\\\\-]{27,300}\\\\.[0-9a-z]{2}[0-9a-z]{7}\\\\b","flags":""},"entropy":4,"allowlists":[]}',
  '{"regex":{"source":"glsoat-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"_gitlab_session=[0-9a-z]{32}","flags":""},"entropy":3,"allowlists":[]}',
  `{"regex":{"source":"(?:gitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:[gG][oO][cC][aA][rR][dD][lL][eE][sS][sS])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([lL][iI][vV][eE]_[A-Za-z0-9\\\\-_=]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(eyJrIjoi[A-Za-z0-9]{70,400}={0,3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(glc_[A-Za-z0-9+/]{32,400}={0,3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"allowlists":[]}`,
  '{"regex":{"source":"(?:pat|sat)\\\\.[a-zA-Z0-9_-]{22}\\\\.[a-zA-Z0-9]{24}\\\\.[a-zA-Z0-9]{20}","flags":""},"allowlists":[]}',
  '{"regex":{"source":"[A-Za-z0-9]{14}\\\\.(?:atlasv1)\\\\.[A-Za-z0-9\\\\-_=]{60,70}","flags":""},"entropy":3.5,"allowlists":[]}',
  `{"regex":{"source":"(?:heroku)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b((HRKU-AA[0-9a-zA-Z_-]{58}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"(?:hubspot)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(hf_(?:[A-Za-z]{34}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(api_org_(?:[A-Za-z]{34}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(ico-[a-zA-Z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:intercom)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{60})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(s-s4t2(?:ud|af)-[ABCDEFabcdef0123456789]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:jfrog|artifactory|bintray|xray)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{73})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:jfrog|artifactory|bintray|xray)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(ey[a-zA-Z0-9]{17,}\\\\.ey[a-zA-Z0-9\\\\/\\\\\\\\_-]{17,}\\\\.(?:[a-zA-Z0-9\\\\/\\\\\\\\_-]{10,}={0,2})?)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  '{"regex":{"source":"\\\\bZXlK(?:(?<alg>aGJHY2lPaU)|(?<apu>aGNIVWlPaU)|(?<apv>aGNIWWlPaU)|(?<aud>aGRXUWlPaU)|(?<b64>aU5qUWlP)|(?<crit>amNtbDBJanBi)|(?<cty>amRIa2lPaU)|(?<epk>bGNHc2lPbn)|(?<enc>bGJtTWlPaU)|(?<jku>cWEzVWlPaU)|(?<jwk>cWQyc2lPb)|(?<iss>cGMzTWlPaU)|(?<iv>cGRpSTZJ)|(?<kid>cmFXUWlP)|(?<key_ops>clpYbGZiM0J6SWpwY)|(?<kty>cmRIa2lPaUp)|(?<nonce>dWIyNWpaU0k2)|(?<p2c>d01tTWlP)|(?<p2s>d01uTWlPaU)|(?<ppt>d2NIUWlPaU)|(?<sub>emRXSWlPaU)|(?<svt>emRuUWlP)|(?<tag>MFlXY2lPaU)|(?<typ>MGVYQWlPaUp)|(?<url>MWNtd2l)|(?<use>MWMyVWlPaUp)|(?<ver>MlpYSWlPaU)|(?<version>MlpYSnphVzl1SWpv)|(?<x>NElqb2)|(?<x5c>NE5XTWlP)|(?<x5t>NE5YUWlPaU)|(?<x5ts256>NE5YUWpVekkxTmlJNkl)|(?<x5u>NE5YVWlPaU)|(?<zip>NmFYQWlPaU))[a-zA-Z0-9\\\\/\\\\\\\\_+\\\\-\\\\r\\\\n]{40,}={0,2}","flags":""},"entropy":2,"allowlists":[]}',
  `{"regex":{"source":"(?:kraken)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9\\\\/=_\\\\+\\\\-]{80,90})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:kucoin)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{24})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:kucoin)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:launchdarkly)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  '{"regex":{"source":"lin_api_[A-Za-z0-9]{40}","flags":""},"entropy":2,"allowlists":[]}',
  `{"regex":{"source":"(?:linear)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:linked[_-]?in)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{14})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:linked[_-]?in)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:lob)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}((live|test)_[a-f0-9]{35})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:lob)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}((test|live)_pub_[a-f0-9]{31})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:MailchimpSDK.initialize|mailchimp)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32}-us\\\\d\\\\d)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:mailgun)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(key-[a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:mailgun)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(pubkey-[a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:mailgun)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-h0-9]{32}-[a-h0-9]{8}-[a-h0-9]{8})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:mapbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(pk\\\\.[a-z0-9]{60}\\\\.[a-z0-9]{22})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:mattermost)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{26})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b([A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"(?:message[_-]?bird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{25})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:message[_-]?bird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  '{"regex":{"source":"https://[a-z0-9]+\\\\.webhook\\\\.office\\\\.com/webhookb2/[a-z0-9]{8}-([a-z0-9]{4}-){3}[a-z0-9]{12}@[a-z0-9]{8}-([a-z0-9]{4}-){3}[a-z0-9]{12}/IncomingWebhook/[a-z0-9]{32}/[a-z0-9]{8}-([a-z0-9]{4}-){3}[a-z0-9]{12}","flags":""},"allowlists":[]}',
  `{"regex":{"source":"(?:netlify)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{40,46})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(NRJS-[a-f0-9]{19})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(NRII-[a-z0-9-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(NRAK-[a-z0-9]{27})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(ntn_[0-9]{11}[A-Za-z0-9]{32}[A-Za-z0-9]{3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(npm_[a-z0-9]{36})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:nytimes|new-york-times,|newyorktimes)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(API-[A-Z0-9]{26})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:(?:(?:[Oo]kta|OKTA))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(00[\\\\w=\\\\-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(sk-(?:proj|svcacct|admin)-(?:[A-Za-z0-9_-]{74}|[A-Za-z0-9_-]{58})T3BlbkFJ(?:[A-Za-z0-9_-]{74}|[A-Za-z0-9_-]{58})\\\\b|sk-[a-zA-Z0-9]{20}T3BlbkFJ[a-zA-Z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  '{"regex":{"source":"\\\\b(sha256~[\\\\w-]{43})(?:[^\\\\w-]|$)","flags":""},"entropy":3.5,"allowlists":[]}',
  `{"regex":{"source":"\\\\b(pplx-[a-zA-Z0-9]{48})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$|\\\\b)","flags":""},"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"(?:plaid)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(access-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:plaid)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{24})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3.5,"allowlists":[]}`,
  `{"regex":{"source":"(?:plaid)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{30})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3.5,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(pscale_tkn_[\\\\w=\\\\.-]{32,64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(pscale_oauth_[\\\\w=\\\\.-]{32,64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b([pP][sS][cC][aA][lL][eE]_[pP][wW]_[\\\\w=\\\\.-]{32,64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(PMAK-[A-Fa-f0-9]{24}\\\\-[A-Fa-f0-9]{34})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(pnu_[a-zA-Z0-9]{36})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  '{"regex":{"source":"-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\\\\s\\\\S-]{64,}?KEY(?: BLOCK)?-----","flags":"i"},"allowlists":[]}',
  `{"regex":{"source":"(?:(?:[pP][rR][iI][vV][aA][tT][eE][_-]?[aA][iI])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(pul-[a-f0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  '{"regex":{"source":"pypi-AgEIcHlwaS5vcmc[\\\\w-]{50,1000}","flags":""},"entropy":3,"allowlists":[]}',
  `{"regex":{"source":"(?:rapidapi)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{50})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(rdme_[a-z0-9]{70})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(rubygems_[a-f0-9]{48})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(tk-us-[\\\\w-]{48})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:sendbird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:sendbird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(SG\\\\.[A-Za-z0-9=_\\\\-\\\\.]{66})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(xkeysib-[a-f0-9]{64}\\\\-[A-Za-z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:sentry)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3,"allowlists":[]}`,
  '{"regex":{"source":"\\\\bsntrys_eyJpYXQiO[a-zA-Z0-9+/]{10,200}(?:LCJyZWdpb25fdXJs|InJlZ2lvbl91cmwi|cmVnaW9uX3VybCI6)[a-zA-Z0-9+/]{10,200}={0,2}_[a-zA-Z0-9+/]{43}(?:[^a-zA-Z0-9+/]|$)","flags":""},"entropy":4.5,"allowlists":[]}',
  `{"regex":{"source":"\\\\b(sntryu_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3.5,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(sm_aat_[a-zA-Z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(sm_pat_[a-zA-Z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(sm_sat_[a-zA-Z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(shippo_(?:live|test)_[a-fA-F0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  '{"regex":{"source":"shpat_[a-fA-F0-9]{32}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"shpca_[a-fA-F0-9]{32}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"shppa_[a-fA-F0-9]{32}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"shpss_[a-fA-F0-9]{32}","flags":""},"entropy":2,"allowlists":[]}',
  `{"regex":{"source":"(?:BUNDLE_ENTERPRISE__CONTRIBSYS__COM|BUNDLE_GEMS__CONTRIBSYS__COM)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{8}:[a-f0-9]{8})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  '{"regex":{"source":"\\\\bhttps?://([a-f0-9]{8}:[a-f0-9]{8})@(?:gems.contribsys.com|enterprise.contribsys.com)(?:[\\\\/|\\\\#|\\\\?|:]|$)","flags":"i"},"allowlists":[]}',
  '{"regex":{"source":"xapp-\\\\d-[A-Z0-9]+-\\\\d+-[a-z0-9]+","flags":"i"},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"xoxb-[0-9]{10,13}-[0-9]{10,13}[a-zA-Z0-9-]*","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"xoxe.xox[bp]-\\\\d-[A-Z0-9]{163,166}","flags":"i"},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"xoxe-\\\\d-[A-Z0-9]{146}","flags":"i"},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"xoxb-[0-9]{8,14}-[a-zA-Z0-9]{18,26}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"xox[os]-\\\\d+-\\\\d+-\\\\d+-[a-fA-F\\\\d]+","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"xox[ar]-(?:\\\\d-)?[0-9a-zA-Z]{8,48}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"xox[pe](?:-[0-9]{10,13}){3}-[a-zA-Z0-9-]{28,34}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"(?:https?://)?hooks.slack.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{43,56}","flags":""},"allowlists":[]}',
  `{"regex":{"source":"(?:snyk[_.-]?(?:(?:api|oauth)[_.-]?)?(?:key|token))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:sonar[_.-]?(login|token))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(\\\\b(sgp_(?:[a-fA-F0-9]{16}|local)_[a-fA-F0-9]{40}|sgp_[a-fA-F0-9]{40}|[a-fA-F0-9]{40})\\\\b)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b((?:EAAA|sq0atp-)[\\\\w-]{22,60})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:squarespace)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b((?:sk|rk)_(?:test|live|prod)_[a-zA-Z0-9]{10,99})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:(?:(?:[Ss]umo|SUMO))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(su[a-zA-Z0-9]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:(?:[Ss]umo|SUMO))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([A-Za-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:[tT][eE][lL][eE][gG][rR])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{5,16}:(?:A)[A-Za-z0-9_\\\\-]{34})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:travis)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{22})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  '{"regex":{"source":"SK[0-9a-fA-F]{32}","flags":""},"entropy":3,"allowlists":[]}',
  `{"regex":{"source":"(?:twitch)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{30})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{45})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{15,25}-[a-zA-Z0-9]{20,40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{25})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{50})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(A{22}[a-zA-Z0-9%]{80,100})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:typeform)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(tfp_[a-z0-9\\\\-_\\\\.=]{59})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(hvb\\\\.[\\\\w-]{138,300})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b((?:hvs\\\\.[\\\\w-]{90,120}|s\\\\.(?:[A-Za-z0-9]{24})))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3.5,"allowlists":[{"regexes":[{"source":"s\\\\.[A-Za-z]{24}","flags":""}],"stopwords":[]}]}`,
  `{"regex":{"source":"(?:yandex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(t1\\\\.[A-Z0-9a-z_-]+[=]{0,2}\\\\.[A-Z0-9a-z_-]{86}[=]{0,2})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:yandex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(AQVN[A-Za-z0-9_\\\\-]{35,38})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:yandex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(YC[a-zA-Z0-9_\\\\-]{38})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:zendesk)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`
];

// src/capture/secrets/gitleaks.ts
var INDEX = JSON.parse(GITLEAKS_RULE_INDEX_JSON);
var RULES2 = INDEX.map((r, index) => ({ kind: r.id.replace(/-/g, "_"), index, compiled: null }));
var RULES_BY_KEYWORD = /* @__PURE__ */ new Map();
var ALWAYS = [];
INDEX.forEach((r, i) => {
  if (r.keywords.length === 0) ALWAYS.push(RULES2[i]);
  for (const k of r.keywords) {
    const list = RULES_BY_KEYWORD.get(k) ?? [];
    list.push(RULES2[i]);
    RULES_BY_KEYWORD.set(k, list);
  }
});
var KEYWORDS = [...RULES_BY_KEYWORD.keys()];
var globalAllow = null;
var UUID_RE2 = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function compileAllowlist(a) {
  return {
    and: a.condition === "AND",
    target: a.regexTarget === "match" || a.regexTarget === "line" ? a.regexTarget : "secret",
    regexes: a.regexes.map((r) => new RegExp(r.source, r.flags)),
    stopwords: a.stopwords
  };
}
function compiled(rule) {
  if (rule.compiled === null) {
    const body = JSON.parse(GITLEAKS_RULE_BODIES[rule.index]);
    rule.compiled = {
      re: new RegExp(body.regex.source, `${body.regex.flags}g`),
      secretGroup: body.secretGroup ?? 0,
      entropy: body.entropy ?? 0,
      keyPrefix: body.keyPrefix === true,
      allowlists: body.allowlists.map(compileAllowlist)
    };
  }
  return rule.compiled;
}
function shannonEntropy2(s) {
  if (s.length === 0) return 0;
  const counts = /* @__PURE__ */ new Map();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}
function allowed(list, secret, match, line) {
  const target = list.target === "secret" ? secret : list.target === "match" ? match() : line();
  const byRegex = list.regexes.length > 0 ? list.regexes.some((re) => re.test(target)) : null;
  let byStopword = null;
  if (list.stopwords.length > 0) {
    const lower = secret.toLowerCase();
    byStopword = list.stopwords.some((w) => lower.includes(w));
  }
  const checks = [byRegex, byStopword].filter((c) => c !== null);
  if (checks.length === 0) return false;
  return list.and ? checks.every(Boolean) : checks.some(Boolean);
}
function lineAround(text, start, end) {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  const to = text.indexOf("\n", end);
  return text.slice(from, to === -1 ? text.length : to);
}
function candidateRules(lower) {
  const picked = new Set(ALWAYS);
  for (const k of keywordsIn(lower)) for (const r of RULES_BY_KEYWORD.get(k) ?? []) picked.add(r);
  return [...picked];
}
var byTrigram = null;
var shortKeywords = [];
var trigram = (s, i) => s.charCodeAt(i) << 16 ^ s.charCodeAt(i + 1) << 8 ^ s.charCodeAt(i + 2);
var TRIGRAM_SCAN_MIN = 2048;
function keywordsIn(lower) {
  const found = /* @__PURE__ */ new Set();
  if (lower.length < TRIGRAM_SCAN_MIN) {
    for (const k of KEYWORDS) if (lower.includes(k)) found.add(k);
    return found;
  }
  if (!byTrigram) {
    byTrigram = /* @__PURE__ */ new Map();
    for (const k of KEYWORDS) {
      if (k.length < 3) continue;
      const t = trigram(k, 0);
      const list = byTrigram.get(t) ?? [];
      list.push(k);
      byTrigram.set(t, list);
    }
    shortKeywords = KEYWORDS.filter((k) => k.length < 3);
  }
  for (const k of shortKeywords) if (lower.includes(k)) found.add(k);
  for (let i = 0; i + 3 <= lower.length; i++) {
    const list = byTrigram.get(trigram(lower, i));
    if (list) {
      for (const k of list) if (!found.has(k) && lower.startsWith(k, i)) found.add(k);
    }
  }
  return found;
}
function findGitleaksSecrets(text, lower = text.toLowerCase()) {
  const spans = [];
  for (const rule of candidateRules(lower)) {
    const { re, secretGroup, entropy, keyPrefix, allowlists } = compiled(rule);
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      const group = pickGroup(m, secretGroup);
      const secret = m[group] ?? "";
      if (secret.length === 0) continue;
      if (entropy > 0 && shannonEntropy2(secret) < entropy) continue;
      const start = m.index + m[0].lastIndexOf(secret);
      const end = start + secret.length;
      const line = () => lineAround(text, start, end);
      const from = m.index;
      const matched = () => (keyPrefix ? text.slice(identifierStart(text, from), from) : "") + text.slice(from, end);
      globalAllow ??= compileAllowlist(JSON.parse(GITLEAKS_ALLOWLIST_JSON));
      if (allowed(globalAllow, secret, matched, line)) continue;
      if (allowlists.some((a) => allowed(a, secret, matched, line))) continue;
      if (rule.kind === "generic_api_key" && UUID_RE2.test(secret)) continue;
      spans.push({ start, end, kind: rule.kind });
    }
  }
  return spans;
}
function identifierStart(text, at) {
  let i = at;
  while (i > 0 && at - i < 50 && /[\w.-]/.test(text[i - 1])) i--;
  return i;
}
function pickGroup(m, secretGroup) {
  if (secretGroup > 0) return secretGroup;
  for (let g = 1; g < m.length; g++) if (m[g] !== void 0 && m[g] !== "") return g;
  return 0;
}

// src/capture/secrets/extra.ts
var NOT_A_VALUE = /^(?:\*+|x+|\.+|…|[<[{(].*|\$.*|%.*%|(?:your|my|the|a|an|new|old|same|wrong|incorrect|correct|required|empty|blank|set|not|none|null|nil|true|false|changed?|reset|expired|invalid|stored|saved|hidden|redacted|secret|password|passwd|pass|pwd|token|ask|prompt|stdin|env|example|placeholder|dummy|test|here|string|number|boolean|bool|str|int|bytes|any|undefined)\b.*)$/i;
function passwordLike2(value) {
  const secret = value.replace(/[.,;:]+$/, "");
  if (secret.length < 6 || secret.length > 128) return false;
  if (NOT_A_VALUE.test(secret)) return false;
  if (secret.startsWith("[REDACTED")) return false;
  if (/^-/.test(secret)) return false;
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+;?$/.test(secret) || /[()]/.test(secret)) return false;
  if (/^[a-z]+$/.test(secret)) return false;
  return /[0-9]/.test(secret) || /[^A-Za-z0-9]/.test(secret) || /[a-z]/.test(secret) && /[A-Z]/.test(secret);
}
function commandValue(secret) {
  return secret.length >= 3 && !NOT_A_VALUE.test(secret) && !secret.startsWith("[REDACTED") && !/^-/.test(secret);
}
function flagValue2(secret) {
  return commandValue(secret) && !/^[a-z]{1,8}$/.test(secret);
}
var RULES3 = [
  {
    // "my password is hunter2x!", "the root password for db1 is: Xy7#kq", "passphrase = 'tr0ub4dor'"
    kind: "password",
    keywords: ["pass", "pwd", "pin"],
    re: /\b(?:password|passwd|passphrase|passcode|pwd|pin)(?:\s+(?:for|of|on|to)\s+(?:the\s+)?[\w.@:/-]{1,60}(?:\s+\w{1,20})?)?(?:\s*[:=]|\s+(?:is|was|remains|is\s+now|is\s+set\s+to|set\s+to)\s*:?)\s+["'“‘`]?(?<secret>[^\s"'”’`]{4,128}?)["'”’`]?(?=[.,;:)]*(?:\s|$))/gi,
    accept: passwordLike2
  },
  {
    // curl -u user:pw, curl --user=user:pw (a user alone, without ':', is not a secret)
    kind: "curl_password",
    keywords: ["curl"],
    re: /\bcurl\b[^\n]{0,300}?\s(?:-u|--user)(?:=|\s+)["']?[^\s:"']{1,100}:(?<secret>[^\s"']{3,200})/g,
    accept: commandValue
  },
  {
    // mysql -pS3cret, mysqldump -u root -p'S3cret'; a bare -p asks for the password and is left alone
    kind: "mysql_password",
    keywords: ["mysql", "mariadb"],
    re: /\b(?:mysql\w*|mariadb\w*)\b[^\n]{0,300}?\s-p["']?(?<secret>[^\s"'-][^\s"']{2,127})/g,
    accept: commandValue
  },
  {
    // --password X, --password=X, --db-password "X", sshpass -p X, PGPASSWORD on a command line is an assignment
    kind: "password",
    keywords: ["--", "sshpass"],
    re: /(?:--[\w-]{0,30}(?:password|passwd|passphrase|secret|token|api-key|apikey)|\bsshpass\s+-p)(?:=|\s+)(?<q>["']?)(?<secret>[^\s"']{3,200})\k<q>/gi,
    accept: flagValue2
  },
  {
    // .netrc: "machine host login me password X" on one line, or a "password X" line of its own
    kind: "netrc_password",
    keywords: ["password", "passwd"],
    re: /(?:\bmachine\s+\S+(?:\s+(?:login|account)\s+\S+)*\s+|^[ \t]*)(?:password|passwd)[ \t]+(?<secret>\S{3,200})(?=\s*(?:\s(?:login|account|machine|macdef|default)\b|$))/gim,
    accept: commandValue
  },
  {
    // PuTTY .ppk: the private lines and their MAC
    kind: "putty_private_key",
    keywords: ["private-lines", "private-mac", "private-hash"],
    re: /(?:Private-Lines:[ \t]*\d+[ \t]*\r?\n(?<secret>(?:[A-Za-z0-9+/=]{4,}[ \t]*(?:\r?\n|$))+)|Private-(?:MAC|Hash):[ \t]*(?<mac>[0-9a-fA-F]{20,}))/g
  },
  {
    // Azure storage and Service Bus connection strings
    kind: "azure_key",
    keywords: ["accountkey", "sharedaccesskey", "sig="],
    re: /\b(?:AccountKey|SharedAccessKey|sig)=(?<secret>[A-Za-z0-9+/%]{20,}={0,2})/g
  },
  {
    // ADO.NET / ODBC / JDBC property style: "Server=db;User Id=sa;Password=Pa55w0rd!;" (the ';' makes it a string)
    kind: "connection_string_password",
    keywords: ["password", "pwd"],
    re: /(?<=;[ \t]*)(?:Password|Pwd|PWD|password|pwd)\s*=\s*(?<q>["']?)(?<secret>[^;"'\s][^;"'\n]{1,127}?)\k<q>\s*(?=;)/g,
    accept: commandValue
  },
  {
    // A bare AWS secret access key: 40 base64 characters, mixed, near an access key id or the words for it.
    kind: "aws_secret_access_key",
    keywords: ["aws", "akia", "asia", "secret"],
    re: /(?<![A-Za-z0-9/+=])(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/g,
    accept: (s, text, start) => /[A-Z]/.test(s) && /[a-z]/.test(s) && /[0-9]/.test(s) && shannonEntropy2(s) >= 4 && /aws|akia|asia|secret/i.test(text.slice(Math.max(0, start - 200), start))
  },
  { kind: "docker_hub_token", keywords: ["dckr_"], re: /\b(?<secret>dckr_(?:pat|oat)_[\w-]{20,})/g },
  {
    kind: "discord_webhook",
    keywords: ["/api/webhooks/"],
    re: /\bdiscord(?:app)?\.com\/api\/webhooks\/\d+\/(?<secret>[\w-]{40,})/g
  },
  { kind: "huggingface_token", keywords: ["hf_"], re: /\b(?<secret>hf_[A-Za-z0-9]{30,})\b/g },
  { kind: "sendgrid_key", keywords: ["sg."], re: /\b(?<secret>SG\.[\w-]{16,32}\.[\w-]{20,64})/g }
];
var withIndices = RULES3.map((r) => ({ ...r, re: new RegExp(r.re.source, `${r.re.flags}d`) }));
function findExtraSecrets(text, lower = text.toLowerCase()) {
  const spans = [];
  for (const rule of withIndices) {
    if (!rule.keywords.some((k) => lower.includes(k))) continue;
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m !== null; m = rule.re.exec(text)) {
      if (m[0].length === 0) {
        rule.re.lastIndex++;
        continue;
      }
      for (const name of ["secret", "mac"]) {
        const at = m.indices?.groups?.[name];
        const secret = m.groups?.[name];
        if (!at || !secret) continue;
        if (rule.accept && !rule.accept(secret, text, at[0])) continue;
        spans.push({ start: at[0], end: at[1], kind: rule.kind });
      }
    }
  }
  return spans;
}

// src/capture/secrets/normalize.ts
var INVISIBLE = /[\u00ad\u061c\u115f\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0]/;
var NEEDS_VIEW = /[\u00ad\u061c\u115f\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0\uff01-\uff5e\uFE64\uFE65]|\\[uUx][0-9a-fA-F]{2}|&(?:#x?[0-9a-f]+|lt|gt|amp|quot|apos|sol|colon|equals|commat|num|percnt|plus);|%[2-7][0-9a-f]/i;
var ENTITIES = {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
  sol: "/",
  colon: ":",
  equals: "=",
  commat: "@",
  num: "#",
  percnt: "%",
  plus: "+"
};
var ESCAPED_SECRET_NAME = /\\"[^"\\\n]{0,40}(?:pass|secret|token|key|auth|cred|pwd|psk|priv)[^"\\\n]{0,40}\\"|\\[nrt][\w.-]{0,40}(?:pass|secret|token|key|auth|cred|pwd|psk|priv)[\w.-]{0,40}[=:]/i;
function viewTriggers(text) {
  const out = [];
  for (const re of [NEEDS_VIEW_G, ESCAPED_SECRET_NAME_G]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push(m.index);
  }
  return out.sort((a, b) => a - b);
}
function needsView(text) {
  return mayNeedView(text) && (NEEDS_VIEW.test(text) || ESCAPED_SECRET_NAME.test(text));
}
var VIEW_START_RE = /[\\&%\u00ad-\uffff]/;
function mayNeedView(text) {
  return VIEW_START_RE.test(text);
}
var NEEDS_VIEW_G = new RegExp(NEEDS_VIEW.source, "gi");
var ESCAPED_SECRET_NAME_G = new RegExp(ESCAPED_SECRET_NAME.source, "gi");
var SIMPLE_ESCAPES = { n: "\n", r: "\r", t: "	", '"': '"', "'": "'", "/": "/", "\\": "\\" };
function decodeOnce(text) {
  let out = "";
  const starts = [];
  const n = text.length;
  let i = 0;
  const push = (s, at) => {
    for (let k = 0; k < s.length; k++) {
      out += s[k];
      starts.push(at);
    }
  };
  while (i < n) {
    const c = text[i];
    const code = c.charCodeAt(0);
    if (code < 128 && c !== "\\" && c !== "&" && c !== "%") {
      out += c;
      starts.push(i);
      i++;
      continue;
    }
    if (INVISIBLE.test(c)) {
      i++;
      continue;
    }
    if (code >= 65281 && code <= 65374) {
      push(String.fromCharCode(code - 65248), i);
      i++;
      continue;
    }
    if (code === 65124 || code === 65125) {
      push(code === 65124 ? "<" : ">", i);
      i++;
      continue;
    }
    if (c === "\\" && i + 1 < n) {
      const next = text[i + 1];
      if ((next === "u" || next === "U") && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
        const ch = String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 6), 16));
        if (!INVISIBLE.test(ch)) push(ch, i);
        i += 6;
        continue;
      }
      if (next === "x" && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 2, i + 4))) {
        push(String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 4), 16)), i);
        i += 4;
        continue;
      }
      const simple = SIMPLE_ESCAPES[next];
      if (simple !== void 0) {
        push(simple, i);
        i += 2;
        continue;
      }
    }
    if (c === "&") {
      const m = /^&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,7});/.exec(text.slice(i, i + 12));
      if (m) {
        const body = m[1];
        let ch;
        if (body[0] === "#") {
          const cp = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
          ch = cp > 0 && cp <= 1114111 ? String.fromCodePoint(cp) : void 0;
        } else ch = ENTITIES[body.toLowerCase()];
        if (ch !== void 0) {
          if (!INVISIBLE.test(ch)) push(ch, i);
          i += m[0].length;
          continue;
        }
      }
    }
    if (c === "%" && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      const byte = Number.parseInt(text.slice(i + 1, i + 3), 16);
      if (byte >= 32 && byte < 127) {
        push(String.fromCharCode(byte), i);
        i += 3;
        continue;
      }
    }
    out += c;
    starts.push(i);
    i++;
  }
  starts.push(n);
  return { text: out, starts };
}
function decodedView(text) {
  if (!needsView(text)) return null;
  const first = decodeOnce(text);
  if (first.text === text) return null;
  if (!needsView(first.text)) return first;
  const second = decodeOnce(first.text);
  if (second.text === first.text) return first;
  return { text: second.text, starts: second.starts.map((s) => first.starts[s]) };
}
function originalSpan(view, start, end) {
  return { start: view.starts[start], end: view.starts[end] };
}

// src/capture/secrets/bip39-words.ts
var BIP39_ENGLISH = "abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine come comfort comic common company concert conduct confirm congress connect consider control convince cook cool copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle dad damage damp dance danger daring dash daughter dawn day deal debate debris decade december decide decline decorate decrease deer defense define defy degree delay deliver demand demise denial dentist deny depart depend deposit depth deputy derive describe desert design desk despair destroy detail detect develop device devote diagram dial diamond diary dice diesel diet differ digital dignity dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss disorder display distance divert divide divorce dizzy doctor document dog doll dolphin domain donate donkey donor door dose double dove draft dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb dune during dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo ecology economy edge edit educate effort egg eight either elbow elder electric elegant element elephant elevator elite else embark embody embrace emerge emotion employ empower empty enable enact end endless endorse enemy energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter entire entry envelope episode equal equip era erase erode erosion error erupt escape essay essence estate eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse execute exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose express extend extra eye eyebrow fabric face faculty fade faint faith fall false fame family famous fan fancy fantasy farm fashion fat fatal father fatigue fault favorite feature february federal fee feed feel female fence festival fetch fever few fiber fiction field figure file film filter final find fine finger finish fire firm first fiscal fish fit fitness fix flag flame flash flat flavor flee flight flip float flock floor flower fluid flush fly foam focus fog foil fold follow food foot force forest forget fork fortune forum forward fossil foster found fox fragile frame frequent fresh friend fringe frog front frost frown frozen fruit fuel fun funny furnace fury future gadget gain galaxy gallery game gap garage garbage garden garlic garment gas gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape grass gravity great green grid grief grit grocery group grow grunt guard guess guide guilt guitar gun gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip hire history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse hospital host hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt husband hybrid ice icon idea identify idle ignore ill illegal illness image imitate immense immune impact impose improve impulse inch include income increase index indicate indoor industry infant inflict inform inhale inherit initial inject injury inmate inner innocent input inquiry insane insect inside inspire install intact interest into invest invite involve iron island isolate issue item ivory jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk just kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock know lab label labor ladder lady lake lamp language laptop large later latin laugh laundry lava law lawn lawsuit layer lazy leader leaf learn leave lecture left leg legal legend leisure lemon lend length lens leopard lesson letter level liar liberty library license life lift light like limb limit link lion liquid list little live lizard load loan lobster local lock logic lonely long loop lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic magnet maid mail main major make mammal man manage mandate mango mansion manual maple marble march margin marine market marriage mask mass master match material math matrix matter maximum maze meadow mean measure meat mechanic medal media melody melt member memory mention menu mercy merge merit merry mesh message metal method middle midnight milk million mimic mind minimum minor minute miracle mirror misery miss mistake mix mixed mixture mobile model modify mom moment monitor monkey monster month moon moral more morning mosquito mother motion motor mountain mouse move movie much muffin mule multiply muscle museum mushroom music must mutual myself mystery myth naive name napkin narrow nasty nation nature near neck need negative neglect neither nephew nerve nest net network neutral never news next nice night noble noise nominee noodle normal north nose notable note nothing notice novel now nuclear number nurse nut oak obey object oblige obscure observe obtain obvious occur ocean october odor off offer office often oil okay old olive olympic omit once one onion online only open opera opinion oppose option orange orbit orchard order ordinary organ orient original orphan ostrich other outdoor outer output outside oval oven over own owner oxygen oyster ozone pact paddle page pair palace palm panda panel panic panther paper parade parent park parrot party pass patch path patient patrol pattern pause pave payment peace peanut pear peasant pelican pen penalty pencil people pepper perfect permit person pet phone photo phrase physical piano picnic picture piece pig pigeon pill pilot pink pioneer pipe pistol pitch pizza place planet plastic plate play please pledge pluck plug plunge poem poet point polar pole police pond pony pool popular portion position possible post potato pottery poverty powder power practice praise predict prefer prepare present pretty prevent price pride primary print priority prison private prize problem process produce profit program project promote proof property prosper protect proud provide public pudding pull pulp pulse pumpkin punch pupil puppy purchase purity purpose purse push put puzzle pyramid quality quantum quarter question quick quit quiz quote rabbit raccoon race rack radar radio rail rain raise rally ramp ranch random range rapid rare rate rather raven raw razor ready real reason rebel rebuild recall receive recipe record recycle reduce reflect reform refuse region regret regular reject relax release relief rely remain remember remind remove render renew rent reopen repair repeat replace report require rescue resemble resist resource response result retire retreat return reunion reveal review reward rhythm rib ribbon rice rich ride ridge rifle right rigid ring riot ripple risk ritual rival river road roast robot robust rocket romance roof rookie room rose rotate rough round route royal rubber rude rug rule run runway rural sad saddle sadness safe sail salad salmon salon salt salute same sample sand satisfy satoshi sauce sausage save say scale scan scare scatter scene scheme school science scissors scorpion scout scrap screen script scrub sea search season seat second secret section security seed seek segment select sell seminar senior sense sentence series service session settle setup seven shadow shaft shallow share shed shell sheriff shield shift shine ship shiver shock shoe shoot shop short shoulder shove shrimp shrug shuffle shy sibling sick side siege sight sign silent silk silly silver similar simple since sing siren sister situate six size skate sketch ski skill skin skirt skull slab slam sleep slender slice slide slight slim slogan slot slow slush small smart smile smoke smooth snack snake snap sniff snow soap soccer social sock soda soft solar soldier solid solution solve someone song soon sorry sort soul sound soup source south space spare spatial spawn speak special speed spell spend sphere spice spider spike spin spirit split spoil sponsor spoon sport spot spray spread spring spy square squeeze squirrel stable stadium staff stage stairs stamp stand start state stay steak steel stem step stereo stick still sting stock stomach stone stool story stove strategy street strike strong struggle student stuff stumble style subject submit subway success such sudden suffer sugar suggest suit summer sun sunny sunset super supply supreme sure surface surge surprise surround survey suspect sustain swallow swamp swap swarm swear sweet swift swim swing switch sword symbol symptom syrup system table tackle tag tail talent talk tank tape target task taste tattoo taxi teach team tell ten tenant tennis tent term test text thank that theme then theory there they thing this thought three thrive throw thumb thunder ticket tide tiger tilt timber time tiny tip tired tissue title toast tobacco today toddler toe together toilet token tomato tomorrow tone tongue tonight tool tooth top topic topple torch tornado tortoise toss total tourist toward tower town toy track trade traffic tragic train transfer trap trash travel tray treat tree trend trial tribe trick trigger trim trip trophy trouble truck true truly trumpet trust truth try tube tuition tumble tuna tunnel turkey turn turtle twelve twenty twice twin twist two type typical ugly umbrella unable unaware uncle uncover under undo unfair unfold unhappy uniform unique unit universe unknown unlock until unusual unveil update upgrade uphold upon upper upset urban urge usage use used useful useless usual utility vacant vacuum vague valid valley valve van vanish vapor various vast vault vehicle velvet vendor venture venue verb verify version very vessel veteran viable vibrant vicious victory video view village vintage violin virtual virus visa visit visual vital vivid vocal voice void volcano volume vote voyage wage wagon wait walk wall walnut want warfare warm warrior wash wasp waste water wave way wealth weapon wear weasel weather web wedding weekend weird welcome west wet whale what wheat wheel when where whip whisper wide width wife wild will win window wine wing wink winner winter wire wisdom wise wish witness wolf woman wonder wood wool word work world worry worth wrap wreck wrestle wrist write wrong yard year yellow you young youth zebra zero zone zoo";

// src/capture/secrets/shapes.ts
function publicArmor(text) {
  if (!text.includes("-----BEGIN")) return [];
  const out = [];
  const re = /-----BEGIN ([A-Z0-9 ]{1,60})-----[\s\S]*?(?:-----END \1-----|$)/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (!/PRIVATE|ENCRYPTED|SECRET/.test(m[1])) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}
var inside = (ranges, at) => ranges.some(([s, e]) => at >= s && at < e);
function base64Bytes(s, limit = 1 << 16) {
  const clean = s.replace(/\s+/g, "");
  if (clean.length < 8 || clean.length > limit || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(clean)) return null;
  try {
    return Buffer.from(clean.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  } catch {
    return null;
  }
}
var MEDIA_MAGIC = [
  "89504e47",
  "47494638",
  "ffd8ff",
  "00000100",
  "774f4646",
  "774f4632",
  "4f54544f",
  "00010000",
  "504b0304",
  "25504446",
  "52494646",
  "424d",
  "1f8b",
  "3c737667",
  "3c3f786d6c",
  "49492a00",
  "4d4d002a"
];
function isMediaOrPublic(b) {
  const head = b.subarray(0, 8).toString("hex");
  if (MEDIA_MAGIC.some((m) => head.startsWith(m))) return true;
  const name = b.subarray(4, 10).toString("latin1");
  return b[0] === 0 && b[1] === 0 && b[2] === 0 && b[3] > 6 && b[3] < 20 && /^(?:ssh-|ecdsa-|sk-)/.test(name);
}
function printableShare(s) {
  if (s.length === 0) return 0;
  let ok = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 32 && c < 127 || c === 10 || c === 13 || c === 9) ok++;
  }
  return ok / s.length;
}
var BASE64_RUN_RE = /(?<![A-Za-z0-9+/_-])(?:[A-Za-z0-9+/]{4}){4,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?(?![A-Za-z0-9+/=_-])/g;
var HEX_RUN_RE = /(?<![0-9A-Za-z])(?:0x)?((?:[0-9a-fA-F]{2}){6,})(?![0-9A-Za-z])/g;
function decodedCandidates(text) {
  const out = [];
  BASE64_RUN_RE.lastIndex = 0;
  for (let m = BASE64_RUN_RE.exec(text); m !== null; m = BASE64_RUN_RE.exec(text)) {
    const run = m[0];
    if (!/[0-9+/=]/.test(run) && !/[A-Z]/.test(run)) continue;
    if (/^[A-Za-z]+$/.test(run) && run.length < 24) continue;
    if (/base64,\s*$/.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
    const bytes = base64Bytes(run);
    if (!bytes || bytes.length < 6) continue;
    const decoded = bytes.toString("utf8");
    if (printableShare(bytes.subarray(0, 256).toString("latin1")) < 0.95 || !/[A-Za-z0-9]/.test(decoded)) continue;
    out.push({ start: m.index, end: m.index + run.length, text: decoded });
  }
  HEX_RUN_RE.lastIndex = 0;
  for (let m = HEX_RUN_RE.exec(text); m !== null; m = HEX_RUN_RE.exec(text)) {
    const hex = m[1];
    if (!/[a-fA-F]/.test(hex) || !/\d/.test(hex)) continue;
    const decoded = Buffer.from(hex, "hex").toString("latin1");
    if (printableShare(decoded) < 1 || !/[A-Za-z]/.test(decoded)) continue;
    const start = m.index + m[0].length - hex.length;
    out.push({ start, end: start + hex.length, text: decoded });
  }
  return out;
}
function isLoneCredential(decoded) {
  const t = decoded.replace(/\r?\n$/, "");
  if (/\s/.test(t) || t.length < 6 || t.length > 512) return false;
  const userPass = /^[^:]{1,64}:(.{4,})$/.exec(t);
  const candidate = userPass ? userPass[1] : t;
  if (randomLike(candidate, { minLength: 8, allowHex: true, allowOneCase: true })) return true;
  return /[A-Za-z]/.test(candidate) && /[0-9]/.test(candidate) && /[^A-Za-z0-9]/.test(candidate) && candidate.length >= 8;
}
var PEM_LINES_RE = /(?:^[ \t]*[A-Za-z0-9+/]{40,100}={0,2}[ \t]*\r?\n){1,}[ \t]*[A-Za-z0-9+/]{8,100}={0,2}[ \t]*(?=\r?\n|$)/gm;
function pemBodies(text, armor, out) {
  PEM_LINES_RE.lastIndex = 0;
  for (let m = PEM_LINES_RE.exec(text); m !== null; m = PEM_LINES_RE.exec(text)) {
    if (inside(armor, m.index)) continue;
    const lines = m[0].split(/\r?\n/).map((l) => l.trim());
    const full = lines.slice(0, -1);
    if (full.length === 0) continue;
    if (!full.every((l) => l.length === full[0].length) || lines[lines.length - 1].length > full[0].length) continue;
    const bytes = base64Bytes(lines.join(""));
    if (!bytes || isMediaOrPublic(bytes)) continue;
    if (printableShare(bytes.toString("latin1")) > 0.9) continue;
    if (shannonEntropy(lines.join("")) < 4.5) continue;
    const lead = m[0].length - m[0].trimStart().length;
    out.push({ start: m.index + lead, end: m.index + m[0].length, kind: "private_key" });
  }
}
var JWK_MEMBER_RE = /"(d|p|q|dp|dq|qi|k|oth)"\s*:\s*"([A-Za-z0-9_-]{16,})"/g;
function jwkMembers(text, out) {
  if (!/"kty"\s*:/.test(text)) return;
  JWK_MEMBER_RE.lastIndex = 0;
  for (let m = JWK_MEMBER_RE.exec(text); m !== null; m = JWK_MEMBER_RE.exec(text)) {
    const end = m.index + m[0].length - 1;
    out.push({ start: end - m[2].length, end, kind: "jwk_private" });
  }
}
function mayHoldMnemonic(text) {
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
    } else if (len > 0 || !(c === 32 || c === 10 || c === 13 || c === 9 || c === 44 || c === 46 || c === 41 || c >= 48 && c <= 57))
      words = 0;
    len = 0;
  }
  return false;
}
var bip39 = null;
var WORD_RUN_RE = /(?:\b[a-z]{3,8}\b(?:[ \t,]+|\s*\n\s*(?:\d{1,2}[.)][ \t]*)?|[ \t]+\d{1,2}[.)][ \t]*)){11,}\b[a-z]{3,8}\b/g;
function mnemonics(text, out) {
  WORD_RUN_RE.lastIndex = 0;
  for (let m = WORD_RUN_RE.exec(text); m !== null; m = WORD_RUN_RE.exec(text)) {
    bip39 ??= new Set(BIP39_ENGLISH.split(" "));
    const words = [...m[0].matchAll(/[a-z]{3,8}/g)];
    let runStart = -1;
    let best = null;
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
    out.push({ start: m.index + (first.index ?? 0), end: m.index + (last.index ?? 0) + last[0].length, kind: "mnemonic" });
  }
}
var BYTE_ARRAY_RE = /\[\s*(?:\d{1,3}\s*,\s*){31,63}\d{1,3}\s*\]/g;
function byteArrays(text, out) {
  BYTE_ARRAY_RE.lastIndex = 0;
  for (let m = BYTE_ARRAY_RE.exec(text); m !== null; m = BYTE_ARRAY_RE.exec(text)) {
    const nums = m[0].match(/\d+/g).map(Number);
    if (nums.length !== 32 && nums.length !== 64 || nums.some((n) => n > 255)) continue;
    if (new Set(nums).size < nums.length / 2) continue;
    out.push({ start: m.index, end: m.index + m[0].length, kind: "private_key" });
  }
}
var HEX_KEY_RE = /\b(?:0x)?([0-9a-fA-F]{64})\b/g;
function hexKeys(text, out) {
  HEX_KEY_RE.lastIndex = 0;
  for (let m = HEX_KEY_RE.exec(text); m !== null; m = HEX_KEY_RE.exec(text)) {
    const around = text.slice(Math.max(0, m.index - 160), m.index).toLowerCase();
    const line = around.slice(around.lastIndexOf("\n") + 1);
    if (!/priv|secret|signer|wallet|account|mnemonic|deployer|\bpk\b|_pk\b|private_key|privkey|seed|psk|\bkey\b|_key\b/.test(line))
      continue;
    if (/hash|digest|sha|checksum|commit|\btx\b|txid|block|root|fingerprint|integrity|public|pubkey|address/.test(line)) continue;
    const start = m.index + m[0].length - m[1].length;
    out.push({ start, end: start + 64, kind: "private_key" });
  }
}
var LONE_KEY_RE = /^[ \t]*([A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=)[ \t]*\r?$/gm;
function loneKeys(text, out) {
  LONE_KEY_RE.lastIndex = 0;
  for (let m = LONE_KEY_RE.exec(text); m !== null; m = LONE_KEY_RE.exec(text)) {
    const before = text.slice(Math.max(0, m.index - 200), m.index).toLowerCase();
    if (/pubkey|public/.test(before.slice(before.lastIndexOf("\n", before.length - 2) + 1))) continue;
    const start = m.index + m[0].indexOf(m[1]);
    out.push({ start, end: start + m[1].length, kind: "private_key" });
  }
}
var TOKEN_RE = /(?<![A-Za-z0-9_+/~.:-])[A-Za-z0-9_][A-Za-z0-9_\-+/~.:]{23,}={0,2}(?![A-Za-z0-9_+/=~:-])/g;
var PUBLIC_PREFIX_RE = /(?:sha\d*|md5|sha3|blake2b?|crc32|xxh\d*|murmur\d*|integrity|base64|ssh-rsa|ssh-ed25519|ssh-dss|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com|sk-ecdsa-sha2-nistp256@openssh\.com|fingerprint|etag|nonce|commit|tree|parent|object|blob|revision|rev|oid|digest|checksum|request[_-]?id|trace[_-]?id|span[_-]?id|correlation[_-]?id|uuid|guid|ulid|id|h\d)[\s:=\-"',]{1,4}$/i;
var DIGEST_TOKEN_RE = /^(?:sha\d*|sha3-\d+|md5|blake2[bs]?|h\d)[-:=_]/i;
var PUBLIC_BECH32_RE = /^(?!nsec|sec|priv)[a-z]{1,12}1[02-9ac-hj-np-z]{38,}$/;
var OBJECT_ID_PREFIXES = new Set(
  "toolu srvtoolu msg msgbatch req compl chatcmpl run thread asst step batch acct ba card ch cs cus du evt fee file ii il in inv iv pi pm po price prod py pyr pz re seti si sku src sub tok tr txn trr ipi pl plink prc promo qt rcpt sli cbtxn cn coupon di dp link mandate or pmc setatt sn su tax txi wh".split(" ")
);
var OBJECT_ID_BODY_RE = /^(?:test_|live_)?[A-Za-z0-9_]{8,60}$/;
function isObjectId(token) {
  const cut = token.indexOf("_");
  if (cut !== -1 && OBJECT_ID_PREFIXES.has(token.slice(0, cut)) && OBJECT_ID_BODY_RE.test(token.slice(cut + 1))) return true;
  return token.startsWith("whsec_test_") && OBJECT_ID_BODY_RE.test(token.slice("whsec_test_".length));
}
var ISO_DATE_RE = /(?:19|20)\d\d-[01]\d-[0-3]\d(?:[T_ ][0-2]\d:?[0-5]\d(?::?[0-5]\d)?Z?)?/g;
var mayBePublicPrefix = (before) => /[\s:=\-"',]$/.test(before);
function randomTokens(text, armor, out) {
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(text); m !== null; m = TOKEN_RE.exec(text)) {
    let token = m[0];
    const at = m.index;
    if (inside(armor, at)) continue;
    if (text.slice(Math.max(0, at - 3), at + 3).includes("//") || text[at - 1] === "@") continue;
    const url = text.slice(Math.max(0, at - 300), at);
    if (url.includes("://") && /:\/\/[^\s]*$/.test(url)) continue;
    const before = text.slice(Math.max(0, at - 40), at);
    if (mayBePublicPrefix(before) && PUBLIC_PREFIX_RE.test(before)) continue;
    if (before.endsWith(";base64,") && /data:[\w/+.-]+;base64,$/.test(before) || before.endsWith("#") || before.endsWith("@")) continue;
    if (isObjectId(token) || DIGEST_TOKEN_RE.test(token) || PUBLIC_BECH32_RE.test(token)) continue;
    const pieces = /[/.:]/.test(token) ? token.split(/[/.:]/) : [token];
    if (token.includes("/") && !/[+=]/.test(token) && pieces.some((p) => /^[a-z][a-z-]{2,}$/.test(p))) continue;
    const random = pieces.map((p) => p.length >= 20 ? p.replace(ISO_DATE_RE, "") : p).filter((p) => p.length >= 20 && randomLike(p, { minLength: 20 }));
    if (random.length === 0) continue;
    if (token.length >= 40 && /^[A-Za-z0-9+/]+={0,2}$/.test(token)) {
      const bytes = base64Bytes(token);
      if (bytes && (isMediaOrPublic(bytes) || printableShare(bytes.subarray(0, 200).toString("latin1")) > 0.95)) continue;
    }
    token = token.replace(/[.~:-]+$/, "");
    out.push({ start: at, end: at + token.length, kind: "token" });
  }
}
var PGPASS_RE = /^[ \t]*(?:[A-Za-z][\w.-]{0,252}|\*|\d{1,3}(?:\.\d{1,3}){3}):(?:\d{1,5}|\*):[\w*.-]{1,64}:[\w*.@-]{1,64}:(\S{3,200})[ \t]*\r?$/gm;
function pgpassLines(text, out) {
  PGPASS_RE.lastIndex = 0;
  for (let m = PGPASS_RE.exec(text); m !== null; m = PGPASS_RE.exec(text)) {
    if (m[1] === "*" || m[1].startsWith("[REDACTED") || /^[0-9a-f]{1,4}$/i.test(m[1])) continue;
    const start = m.index + m[0].length - m[0].replace(/^[\s\S]*:/, "").length;
    out.push({ start, end: start + m[1].length, kind: "password" });
  }
}
function atLeast(text, char, n) {
  let at = -1;
  for (let i = 0; i < n; i++) {
    at = text.indexOf(char, at + 1);
    if (at === -1) return false;
  }
  return true;
}
function findShapeSecrets(text) {
  const out = [];
  const armor = publicArmor(text);
  const base64Run = /[A-Za-z0-9+/]{40}/.test(text);
  if (base64Run) pemBodies(text, armor, out);
  if (text.includes('"kty"')) jwkMembers(text, out);
  if (mayHoldMnemonic(text)) mnemonics(text, out);
  if (text.includes("[")) byteArrays(text, out);
  if (/[0-9a-fA-F]{64}/.test(text)) hexKeys(text, out);
  if (base64Run && text.includes("=")) loneKeys(text, out);
  if (atLeast(text, ":", 4)) pgpassLines(text, out);
  randomTokens(text, armor, out);
  return out;
}

// src/capture/secrets/urls.ts
var SCHEME_RE = /\b([a-z][a-z0-9+.-]{1,30}):\/\//gi;
var URL_END_RE = /[\s"'`<>]|$/;
var HOST_RE = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9a-fA-F:.]+\])(?::\d{1,5})?(?=[/?#,;)\]]|$)/;
function userinfo(url, urlAt, out) {
  let at = -1;
  for (let i = url.lastIndexOf("@"); i > 0; i = url.lastIndexOf("@", i - 1)) {
    if (HOST_RE.test(url.slice(i + 1))) {
      at = i;
      break;
    }
  }
  if (at === -1) return 0;
  const info = url.slice(0, at);
  if (/^[^:@]*\//.test(info)) return 0;
  const colon = info.indexOf(":");
  if (colon === -1) {
    if (!/[/?#]/.test(info) && randomLike(info, { minLength: 20, allowHex: true, allowOneCase: true }))
      out.push({ start: urlAt, end: urlAt + info.length, kind: "url_token" });
    return at + 1;
  }
  const user = info.slice(0, colon);
  const password = info.slice(colon + 1);
  if (/[/?#]/.test(user) || /^\d{1,5}(?:[/?#]|$)/.test(password)) return 0;
  if (password.length < 3 || isPlaceholder(password) || password.startsWith("[REDACTED")) return at + 1;
  if (/^\*+$|^x+$/i.test(password)) return at + 1;
  out.push({ start: urlAt + colon + 1, end: urlAt + at, kind: "url_password" });
  return at + 1;
}
function queryAndPath(url, urlAt, from, out) {
  const q = url.indexOf("?", from);
  const pathPart = url.slice(from, q === -1 ? url.length : q);
  const seg = /\/(bot|token|tokens|key|keys|apikey|api-key|secret|secrets|hooks|webhooks|webhook|auth|access_token|t)\/?([A-Za-z0-9:_\-.~+=%]{16,400})(?=[/?#]|$)/gi;
  for (let m = seg.exec(pathPart); m !== null; m = seg.exec(pathPart)) {
    const value = m[2];
    if (!randomLike(value.replace(/^\d{6,}:/, ""), { minLength: 16, allowHex: true, allowOneCase: true })) continue;
    const start = urlAt + from + m.index + m[0].length - value.length;
    out.push({ start, end: start + value.length, kind: "url_token" });
  }
  const hook = /\/(?:hooks?|webhooks?|webhookb\d|incomingwebhook|triggers)\/([^?#\s]{20,})/i.exec(pathPart);
  if (hook && /\d/.test(hook[1]) && /[A-Za-z]/.test(hook[1])) {
    const start = urlAt + from + hook.index + hook[0].length - hook[1].length;
    out.push({ start, end: start + hook[1].length, kind: "webhook" });
  }
  if (q === -1) return;
  const query = url.slice(q + 1);
  const pair = /(?:^|[&;])([^=&;#]{1,100})=([^&;#]*)/g;
  for (let m = pair.exec(query); m !== null; m = pair.exec(query)) {
    const name = decodeSafe(m[1]);
    const value = m[2];
    const plain = decodeSafe(value);
    if (value.length < 3 || isPlaceholder(plain) || isMeasurement(plain)) continue;
    const ok = isSecretKey(name) || isWeakSecretKey(name) && randomLike(plain, { minLength: 12, allowHex: true, allowOneCase: true });
    if (!ok) continue;
    const start = urlAt + q + 1 + m.index + m[0].length - value.length;
    out.push({ start, end: start + value.length, kind: "url_secret" });
  }
}
function decodeSafe(s) {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}
var SPEC_PREFIX = /^(?:npm|git|github|gitlab|bitbucket|file|link|workspace|patch|portal|jsr|pypi|maven|docker|oci|registry|https?|ssh|git\+ssh)$/i;
function findUrlSecrets(text) {
  const out = [];
  if (text.includes("://")) {
    SCHEME_RE.lastIndex = 0;
    for (let m = SCHEME_RE.exec(text); m !== null; m = SCHEME_RE.exec(text)) {
      const from = m.index + m[0].length;
      const rest = text.slice(from, from + 4e3);
      const end = rest.search(URL_END_RE);
      const url = rest.slice(0, end === -1 ? rest.length : end).replace(/[.,;:!?)\]}]+$/, "");
      const after = userinfo(url, from, out);
      const hostEnd = url.slice(after).search(/[/?#]/);
      queryAndPath(url, from, hostEnd === -1 ? url.length : after + hostEnd, out);
      SCHEME_RE.lastIndex = from + Math.max(1, url.length);
    }
  }
  if (text.includes("@")) {
    for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
      const from = Math.max(0, at - 270);
      const before = text.slice(from, at);
      const wordStart = Math.max(
        before.lastIndexOf(" "),
        before.lastIndexOf("	"),
        before.lastIndexOf("\n"),
        before.lastIndexOf('"'),
        before.lastIndexOf("'"),
        before.lastIndexOf("`")
      ) + 1;
      const word = before.slice(wordStart);
      if (!word.includes(":") || word.includes("://") || word.includes("[REDACTED")) continue;
      const m = /^([\w.+\\-]{1,64}(?:[\\/][\w.+-]{1,64})?):(?!\/)([^\s"'`]{3,200})$/.exec(word);
      if (!m) continue;
      const password = m[2];
      const after = text.slice(at + 1, at + 261);
      const host = after.replace(/[\s"'`][\s\S]*$/, "");
      if (!HOST_RE.test(host) || SPEC_PREFIX.test(m[1])) continue;
      if (!/^[^/:?#]*[A-Za-z]/.test(host) && !/^\d{1,3}(?:\.\d{1,3}){3}\b/.test(host)) continue;
      if (/^sha\d+:|^npm:|^\^|^~/.test(after) || isMeasurement(password) || isPlaceholder(password)) continue;
      if (!/[A-Za-z]/.test(password) || !/[^A-Za-z]/.test(password)) continue;
      const start = from + wordStart + m[1].length + 1;
      out.push({ start, end: start + password.length, kind: "url_password" });
    }
  }
  return out;
}

// src/capture/secrets/index.ts
var MARKER_RE = /\[REDACTED:[\w-]+\]|\[private\]/g;
var MIN_SHAPE_CHARS = 12;
var MAX_DECODE_DEPTH = 2;
var VIEW_REACH = 400;
function allLayers(text, primary) {
  const lower = text.toLowerCase();
  const spans = [
    ...primary?.(text) ?? [],
    ...findExtraSecrets(text, lower),
    ...findGitleaksSecrets(text, lower),
    ...findContextSecrets(text, lower)
  ];
  if (text.length < MIN_SHAPE_CHARS) return spans;
  spans.push(...findCommandSecrets(text, lower), ...findUrlSecrets(text), ...findShapeSecrets(text));
  return spans;
}
function detect(text, primary, depth) {
  const spans = allLayers(text, primary);
  if (depth < MAX_DECODE_DEPTH && text.length >= 16) {
    const candidates = decodedCandidates(text).filter((c) => !spans.some((s) => s.start <= c.start && s.end >= c.end));
    if (candidates.length > 0) {
      const found = /* @__PURE__ */ new Set();
      candidates.forEach((c, i) => {
        if (isLoneCredential(c.text) || /PRIVATE KEY|PRIVATE-KEY/.test(c.text)) found.add(i);
      });
      const joined = joinParts(candidates.map((c) => c.text));
      for (const s of detect(joined.text, primary, depth + 1)) {
        const i = joined.partAt(s.start);
        if (i !== -1) found.add(i);
      }
      for (const i of found) spans.push({ start: candidates[i].start, end: candidates[i].end, kind: "encoded_secret" });
    }
  }
  if (depth === 0 && needsView(text)) spans.push(...viewSpans(text, primary));
  return spans;
}
function joinParts(parts) {
  const starts = [];
  let text = "";
  for (const p of parts) {
    starts.push(text.length);
    text += `${p}

`;
  }
  return {
    text,
    partAt(offset) {
      for (let i = starts.length - 1; i >= 0; i--) if (offset >= starts[i]) return offset < starts[i] + parts[i].length ? i : -1;
      return -1;
    }
  };
}
function viewSpans(text, primary) {
  const blocks = [];
  let windowStart = -1;
  let windowEnd = -1;
  const flush = () => {
    if (windowStart < 0) return;
    const view = decodedView(text.slice(windowStart, windowEnd));
    if (view) blocks.push({ from: windowStart, view });
  };
  for (const at of viewTriggers(text)) {
    const lineStart = text.lastIndexOf("\n", at) + 1;
    const nl = text.indexOf("\n", at);
    const lineEnd = nl === -1 ? text.length : nl;
    const from = Math.max(lineStart, at - VIEW_REACH);
    const to = Math.min(lineEnd, at + VIEW_REACH);
    const start = at - lineStart <= VIEW_REACH ? text.lastIndexOf("\n", Math.max(0, lineStart - 2)) + 1 : from;
    const end = lineEnd - at <= VIEW_REACH && nl !== -1 ? (text.indexOf("\n", lineEnd + 1) + 1 || text.length + 1) - 1 : to;
    if (start <= windowEnd) windowEnd = Math.max(windowEnd, end);
    else {
      flush();
      windowStart = start;
      windowEnd = end;
    }
  }
  flush();
  if (blocks.length === 0) return [];
  const joined = joinParts(blocks.map((b) => b.view.text));
  const out = [];
  const partStarts = [];
  let acc = 0;
  for (const b of blocks) {
    partStarts.push(acc);
    acc += b.view.text.length + 2;
  }
  for (const s of detect(joined.text, primary, 1)) {
    const k = joined.partAt(s.start);
    if (k === -1) continue;
    const { from, view } = blocks[k];
    const local = s.start - partStarts[k];
    const o = originalSpan(view, local, Math.min(view.text.length, local + (s.end - s.start)));
    out.push({ start: from + o.start, end: from + o.end, kind: s.kind });
  }
  return out;
}
function findSecrets(text, primary) {
  return mergedSpans(text, detect(text, primary, 0));
}
function mergedSpans(text, found) {
  const markers = text.includes("[REDACTED:") || text.includes("[private]") ? [...text.matchAll(MARKER_RE)].map((m) => ({ start: m.index, end: m.index + m[0].length })) : [];
  const spans = found.map((s) => trimSpan(text, s)).filter((s) => s.end > s.start && !markers.some((m) => s.start < m.end && m.start < s.end)).sort((a, b) => a.start - b.start || b.end - a.end);
  const merged = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}
function redactSpans(text, spans) {
  if (spans.length === 0) return text;
  let out = "";
  let last = 0;
  for (const s of spans) {
    if (s.start < last) continue;
    out += `${text.slice(last, s.start)}[REDACTED:${s.kind}]`;
    last = s.end;
  }
  return out + text.slice(last);
}
function trimSpan(text, s) {
  let end = s.end;
  while (end > s.start && /\s/.test(text[end - 1])) end--;
  return end === s.end ? s : { ...s, end };
}

// src/capture/privacy.ts
var PRIVATE_TAG_RE = /<\s*(\/?)\s*private\b[^<>]{0,200}>/gi;
var MAYBE_PRIVATE_RE = /priv|%70|\\u0070|&#x?0*(?:70|112);|[\uff50\uff30]|[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/i;
function privateTags(text) {
  if (!mayNeedView(text) && !/priv/i.test(text)) return [];
  if (!MAYBE_PRIVATE_RE.test(text)) return [];
  const view = decodedView(text);
  const scan = view ? view.text : text;
  const tags = [];
  PRIVATE_TAG_RE.lastIndex = 0;
  for (let m = PRIVATE_TAG_RE.exec(scan); m !== null; m = PRIVATE_TAG_RE.exec(scan)) {
    const span2 = view ? originalSpan(view, m.index, m.index + m[0].length) : { start: m.index, end: m.index + m[0].length };
    tags.push({ ...span2, closing: m[1] === "/" });
  }
  return tags;
}
function stripPrivate(text) {
  return stripPrivateFrom(text, 0).text;
}
function stripPrivateFrom(text, depth) {
  const tags = privateTags(text);
  if (tags.length === 0) return depth > 0 ? { text: text.length > 0 ? "[private]" : "", depth } : { text, depth };
  let out = depth > 0 ? "[private]" : "";
  let open = depth;
  let last = 0;
  for (const tag of tags) {
    if (!tag.closing) {
      if (open === 0) out += `${text.slice(last, tag.start)}[private]`;
      open++;
    } else if (open > 0) {
      open--;
      if (open === 0) last = tag.end;
    }
  }
  if (open > 0) return { text: out, depth: open };
  return { text: out + text.slice(last), depth: 0 };
}
var R = (kind) => `[REDACTED:${kind}]`;
var TOKEN_RULES = [
  {
    kind: "private_key",
    needs: ["-----begin"],
    // An unterminated block (truncated paste) is redacted to the end rather than leaked.
    re: /-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----|$)/g
  },
  {
    kind: "slack_webhook",
    needs: ["hooks.slack.com"],
    re: /https?:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]+/g
  },
  { kind: "anthropic_key", needs: ["sk-ant-"], re: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  // The digit look-ahead keeps hyphenated words such as "sk-some-long-feature-flag-name" out.
  { kind: "openai_key", needs: ["sk-"], re: /\bsk-(?:proj-|svcacct-|admin-)?(?=[A-Za-z_-]{0,100}[0-9])[A-Za-z0-9_-]{20,}/g },
  {
    kind: "github_token",
    needs: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"],
    re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g
  },
  { kind: "gitlab_token", needs: ["glpat-"], re: /\bglpat-[A-Za-z0-9_-]{20,}/g },
  { kind: "slack_token", needs: ["xox"], re: /\bxox[bpars]-[A-Za-z0-9-]{10,}/g },
  // AWS documents AKIAIOSFODNN7EXAMPLE-style ids; those are examples, not keys.
  { kind: "aws_access_key_id", needs: ["akia", "asia"], re: /\b(?:AKIA|ASIA)(?![A-Z0-9]{9}EXAMPLE\b)[A-Z0-9]{16}\b/g },
  { kind: "google_api_key", needs: ["aiza"], re: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { kind: "stripe_key", needs: ["_live_", "_test_"], re: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}/g },
  { kind: "npm_token", needs: ["npm_"], re: /\bnpm_[A-Za-z0-9]{36,}\b/g },
  { kind: "jwt", needs: ["eyj"], re: /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g }
];
var URL_PASSWORD_RE = /\b([a-z][a-z0-9+.-]{0,30}:\/\/)([^\s:/@]*):([^\s@/]+)@/gi;
var AWS_SECRET_RE = /\b(aws_secret_access_key["']?[ \t]*[=:][ \t]*["']?)([A-Za-z0-9/+=]{30,})/gi;
var AUTH_HEADER_RE = /\b(authorization["']?[ \t]*[:=][ \t]*["']?(?:bearer|basic|token|bot)[ \t]+)([A-Za-z0-9._~+/:%-]{6,}=*)/gi;
var BARE_BEARER_RE = /\b(bearer[ \t]+)((?=[A-Za-z._~+/:%-]{0,200}[0-9])[A-Za-z0-9._~+/:%-]{16,}=*)/gi;
var ASSIGNMENT_RE = /(?<![\w$./\\])(?<![\w.]-)(["']?)([A-Za-z_][\w.-]{0,79})\1((?:[ \t]*:[ \t]*[A-Za-z_][\w.]{0,60}(?:\[\])?[ \t]*=(?![=>~])|[ \t]*=(?![=>~])|[ \t]*:(?![:/]))[ \t]*)("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`\n]*`|[^\s"'`,;)}\]]+)/g;
function isLiteralBareValue(value, envStyle, wholeLineYaml) {
  if (isPlaceholder(value)) return false;
  if (/[()[\]{}<>]/.test(value) || value[0] === "!") return false;
  if (/^\/.*\/[dgimsuvy]*$/.test(value)) return false;
  if (/^-?\d[\d_]*(?:\.\d+)?$/.test(value)) return value.replace(/\D/g, "").length >= 8;
  if (/^\d+:\d+$/.test(value)) return false;
  if (isMeasurement(value)) return false;
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value)) return false;
  const identifierLike = /^[A-Za-z_$][\w$]*$/.test(value);
  if (!identifierLike) return value.length >= 4;
  if (envStyle) return true;
  if (/[A-Za-z]/.test(value) && /[0-9]/.test(value) && value.length >= 6) return true;
  return wholeLineYaml && !/^[A-Z][a-z]/.test(value);
}
function assignmentSpans(text) {
  const spans = [];
  ASSIGNMENT_RE.lastIndex = 0;
  for (let m = ASSIGNMENT_RE.exec(text); m !== null; m = ASSIGNMENT_RE.exec(text)) {
    const [match, q, key, sep, value] = m;
    const kind = assignmentKind(text, m.index, match, q, key, sep, value);
    if (kind === null) {
      const afterKey = m.index + 2 * q.length + key.length;
      if (/[=:]/.test(match.slice(afterKey - m.index + 1))) ASSIGNMENT_RE.lastIndex = afterKey;
      continue;
    }
    const end = m.index + match.length;
    const quoted = value[0] === '"' || value[0] === "'" || value[0] === "`";
    spans.push({ start: end - value.length + (quoted ? 1 : 0), end: end - (quoted ? 1 : 0), kind });
  }
  return spans;
}
function assignmentKind(whole, offset, match, q, key, sep, value) {
  if (!isSecretKey(key)) return isWeakSecretKey(key) ? weakAssignmentKind(key, value) : null;
  if (q !== "" && /\?\s*$/.test(whole.slice(Math.max(0, offset - 40), offset))) return null;
  const first = value[0];
  if (first === '"' || first === "'" || first === "`") {
    const inner = value.slice(1, -1);
    if (isPlaceholder(inner) || inner.length < 3) return null;
    return secretKind(key);
  }
  const wholeLineYaml = sep.trim() === ":" && aloneOnLine(whole, offset, offset + match.length);
  const envStyle = /^[A-Z][A-Z0-9_]*$/.test(key) && sep.trim() === "=";
  if (!isLiteralBareValue(value, envStyle, wholeLineYaml)) return null;
  return secretKind(key);
}
function weakAssignmentKind(key, raw) {
  const quoted = raw[0] === '"' || raw[0] === "'" || raw[0] === "`";
  const value = quoted ? raw.slice(1, -1) : raw;
  if (isPlaceholder(value) || /[()[\]{}<>]/.test(value) || isReadableName(value)) return null;
  if (randomLike(value, { allowHex: true, allowOneCase: true })) return "secret";
  return /^(?:pass|pwd|pw)$/i.test(key) && passwordLike(value) ? "password" : null;
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
function primarySpans(text) {
  const lower = text.toLowerCase();
  const has = (literal) => lower.includes(literal);
  const spans = [];
  const all = (re, kind, group = 0) => {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const value = m[group];
      const end = m.index + m[0].length;
      spans.push({ start: end - value.length, end, kind });
    }
  };
  for (const { kind, needs, re } of TOKEN_RULES) if (needs.some(has)) all(re, kind);
  if (has("aws_secret_access_key")) all(AWS_SECRET_RE, "aws_secret_access_key", 2);
  if (has("authorization")) all(AUTH_HEADER_RE, "bearer_token", 2);
  if (has("bearer")) all(BARE_BEARER_RE, "bearer_token", 2);
  if (has("=") || has(":")) spans.push(...assignmentSpans(text));
  return spans;
}
function redactSecrets(text) {
  if (text.length === 0) return text;
  const lower = text.toLowerCase();
  const has = (literal) => lower.includes(literal);
  let out = has("://") || has("@") ? redactSpans(text, mergedSpans(text, findUrlSecrets(text))) : text;
  if (has("://")) {
    out = out.replace(
      URL_PASSWORD_RE,
      (match, scheme, user, pw) => (
        // `https://[REDACTED:github_token]@host` is a redacted token, not user "[REDACTED" with a password.
        isPlaceholder(pw) || pw.length < 3 || user.startsWith("[REDACTED") || pw.startsWith("[REDACTED") ? match : `${scheme}${user}:${R("url_password")}@`
      )
    );
  }
  for (const { kind, needs, re } of TOKEN_RULES) if (needs.some(has)) out = out.replace(re, R(kind));
  if (has("aws_secret_access_key")) out = out.replace(AWS_SECRET_RE, (_m, head) => `${head}${R("aws_secret_access_key")}`);
  if (has("authorization")) out = out.replace(AUTH_HEADER_RE, (_m, head) => `${head}${R("bearer_token")}`);
  if (has("bearer")) out = out.replace(BARE_BEARER_RE, (_m, head) => `${head}${R("bearer_token")}`);
  if (has("=") || has(":")) out = redactSpans(out, assignmentSpans(out));
  return redactSpans(out, findSecrets(out, primarySpans));
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
var JWK_PRIVATE = /* @__PURE__ */ new Set(["d", "p", "q", "dp", "dq", "qi", "k", "oth"]);
var PLAIN_KEY = /^[A-Za-z_$][\w$.-]{0,15}$/;
function sanitizeKey(key) {
  return PLAIN_KEY.test(key) ? key : sanitizeText(key);
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
    const jwk = typeof value.kty === "string";
    for (const [k, v] of Object.entries(value)) {
      let key = sanitizeKey(k);
      for (let n = 2; key !== k && key in out; n++) key = `${sanitizeKey(k)}#${n}`;
      out[key] = jwk && JWK_PRIVATE.has(k) && typeof v === "string" && v.length >= 8 ? R("jwk_private") : sanitizeValue(v, k, seen);
    }
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
  stripPrivate,
  stripPrivateFrom,
  redactSecrets,
  sanitizeText,
  sanitizeDeep,
  truncateWithMarker
};
