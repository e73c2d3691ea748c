// What a name says about the value it holds: the key of an assignment, a JSON property, an XML element, a header, a
// flag. Pure and cached: the same keys repeat in every capture.

const SECRET_SEGMENT_RE =
  /^(?:password|passwd|passphrase|passcode|secret|token|credential|creds?|auth|authorization|apikey|privatekey|accesskey|secretkey|authtoken|accesstoken|refreshtoken|sessiontoken|clientsecret|psk|authkey|authkeys|storepass|keypass|srcstorepass|deststorepass|passwort|kennwort|contrasena|contraseña|senha|wachtwoord|haslo|hasło|sifre|şifre|motdepasse|mnemonic|seedphrase)s?$/;
const SECRET_SUBSTRING_RE = /password|passwd|secret|apikey|privatekey|accesskey|credential|passphrase/;
const SECRET_PAIRS = new Set([
  'api key',
  'private key',
  'access key',
  'secret key',
  'encryption key',
  'decryption key',
  'signing key',
  'app key',
  'master key',
  'hmac key',
  'jwt key',
  'cipher key',
  'crypto key',
  'license key',
  'account key',
  'session key',
  'auth key',
  'client key',
  'key data',
  'service key',
  'ingest key',
  'write key',
  'admin key',
  'server key',
  'subscription key',
  'shared key',
  'preshared key',
  'pre shared',
  'seed phrase',
  'recovery phrase',
  'secret phrase',
  'key base',
  'role key',
]);
// Short forms that name a password only as part of a longer key: SMTP_PASS, MYSQL_PWD, DB_PW (but PWD alone is
// the shell's working directory, and "pass" alone is everywhere).
const PASSWORD_SHORT_SEGMENTS = new Set(['pass', 'pwd', 'pw', 'passwd', 'pword']);
// Keys that mention a secret but hold metadata about it (TOKEN_URL, max_tokens, token_type, PASSWORD_FILE).
const NON_SECRET_LAST_SEGMENTS = new Set(
  (
    'type types name names count length len limit limits max min size url uri endpoint path file dir field header prefix format kind ' +
    'mode id ids env var expiry expires expiration ttl in at policy provider usage budget required enabled method strategy location store ' +
    'helper re regex regexp pattern patterns rule rules schema label description hint message placeholder error errors help title ms seconds ' +
    'secs timeout interval encryption hash hashing hashed algorithm algo authentication complexity strength history reuse age days warn ' +
    'lifetime rotation manager reset changed updated source sources ref refs arn version file_path command cmd script mount lookup stdin ' +
    'prompt'
  ).split(' '),
);
const NON_SECRET_FIRST_SEGMENTS = new Set([
  'max',
  'min',
  'num',
  'total',
  'input',
  'output',
  'cache',
  'n',
  'is',
  'has',
  'use',
  'show',
  'no',
]);

/** Names that say "this is a credential" only with a value that looks random (key, sig, login, session, dsn). */
const WEAK_SECRET_SEGMENTS = new Set([
  'key',
  'keys',
  'sig',
  'signature',
  'login',
  'dsn',
  'session',
  'sess',
  'sid',
  'sessionid',
  'cookie',
  'salt',
  'seed',
  'wallet',
  'license',
  'licence',
  'pin',
  'code',
  'hmac',
  'jwt',
  'bearer',
  'pass',
  'pwd',
  'pw',
  'team',
  'sas',
  'sv',
  'hook',
  'webhook',
  'private',
  'k',
  'x',
  'blob',
  'keypair',
]);

export function keySegments(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[_.\-/\s:[\]]+/)
    .filter((s) => s.length > 0);
}

// Keys repeat (JSON properties, env names), and splitting them is most of the cost of a long capture.
const strongCache = new Map<string, boolean>();
const weakCache = new Map<string, boolean>();
const CACHE_SIZE = 1_024;

function cached(cache: Map<string, boolean>, key: string, classify: (k: string) => boolean): boolean {
  let known = cache.get(key);
  if (known === undefined) {
    known = classify(key);
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(key, known);
  }
  return known;
}

/** True when a key (variable, env var, JSON property, header, flag) names a secret: any literal under it is one. */
export function isSecretKey(key: string): boolean {
  return cached(strongCache, key, classifyKey);
}

/** True when a key may hold a credential (`key`, `sig`, `login`, `session`): its value is one if it looks random. */
export function isWeakSecretKey(key: string): boolean {
  return cached(weakCache, key, (k) => {
    if (isSecretKey(k)) return true;
    const segs = keySegments(k);
    if (segs.length === 0) return false;
    const last = segs[segs.length - 1];
    if (segs.length > 1 && NON_SECRET_LAST_SEGMENTS.has(last)) return false;
    return segs.some((s) => WEAK_SECRET_SEGMENTS.has(s));
  });
}

function classifyKey(key: string): boolean {
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
  // Run-together names (DBPASSWORD, MYAPIKEY). TOKEN and AUTH are deliberately not matched
  // as substrings: "tokenizer" and "author" are everywhere in code.
  return SECRET_SUBSTRING_RE.test(segs.join(''));
}

/** The kind a redaction marker names for a key's value. */
export function secretKind(key: string): string {
  return /pass|pwd|passwort|kennwort|senha|haslo|sifre/i.test(key) ? 'password' : 'secret';
}
