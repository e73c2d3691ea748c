// What a value looks like: a placeholder, code, a word, a password someone typed, or a random string a machine made.
// The context rules decide by these: a name that says "password" takes almost any literal, a weak one ("key", a
// header of unknown meaning) only a random-looking one. Pure functions.

/** Shannon entropy in bits per character. */
export function shannonEntropy(s: string): number {
  if (s.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

// Words that show a value is code, a type or a flag rather than a literal secret.
const NON_LITERAL_WORDS = new Set(
  (
    'true false null none nil undefined yes no on off string number boolean bool str int bytes any unknown object optional required ' +
    'await new this self function async bearer basic redacted empty hidden password passwd pass pwd secret token apikey api_key key ' +
    'changeme changeit example test testing foobar xxx n/a na tbd todo value default prompt stdin env ask'
  ).split(' '),
);

/** A value that stands for a secret rather than being one: `$VAR`, `${x}`, `<your-token>`, `****`, `changeme`. */
export function isPlaceholder(v: string): boolean {
  return (
    v.length === 0 ||
    v.startsWith('[REDACTED') ||
    v.startsWith('[private]') ||
    /^\$/.test(v) || // $VAR, ${VAR}, $(cmd)
    /\$\{/.test(v) || // template interpolation
    /^%[\w]+%$/.test(v) || // %WINDOWS_VAR%
    /^<[^>]*>$/.test(v) || // <your-token>
    /^\{\{.*\}\}$/.test(v) || // {{ secrets.X }}
    /^\{[\w.]*\}$/.test(v) || // {password}
    /^[*xX.•…#-]+$/.test(v) || // ****, xxxx, ...
    /(?:\.\.\.|…)$/.test(v) || // a shortened display such as sk-ant-...
    /^(?:your|my|example|dummy|placeholder|insert|enter|replace|some|fake|sample)[-_ ]/i.test(v) ||
    /^(?:x{3,}|(?:your|my)[A-Z_]\w*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+_HERE)$/.test(v) ||
    NON_LITERAL_WORDS.has(v.toLowerCase())
  );
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX_RE = /^(?:0x)?[0-9a-f]+$/i;

/** Version numbers, dates, times, sizes, IPs: values with digits that are never secrets. */
export function isMeasurement(v: string): boolean {
  return (
    /^[v~^>=<]*\d+(?:\.\d+){1,3}(?:[-+][\w.-]*)?$/.test(v) || // 1.2.3, ^4.17.21, 2.0.0-rc.1
    /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?$/.test(v) ||
    /^\d+(?:\.\d+)?(?:ms|s|m|h|d|kb|mb|gb|k|m|g|%|px|em|rem)?$/i.test(v) ||
    /^\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?(?:\/\d+)?$/.test(v)
  );
}

/** A path, URL, host, email, dotted name or identifier: something to read, not a credential. */
export function isReadableName(v: string): boolean {
  return (
    /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(v) || // a URL
    /^(?:~|\.{1,2})?\/[\w.~@%+-]+(?:\/[\w.~@%+-]*)*$/.test(v) || // /a/b, ./x, ~/y
    /^[A-Za-z]:\\/.test(v) || // C:\path
    /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(v) || // an email
    /^\.?[a-z_][a-z0-9_-]*(?:\.[a-z0-9_-]+)+$/.test(v) || // a host, a file name, a dotted lower-case name
    /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+(?:\(\))?;?$/.test(v) || // obj.prop.path
    /^[a-z]+(?:[-_][a-z]+)*$/.test(v) || // plain words: kebab, snake
    /^[A-Z]?[a-z]+(?:[A-Z][a-z]+)*$/.test(v) || // PascalCase and camelCase words
    /^[a-z][a-z0-9_-]*(?:\/[a-z][a-z0-9_.-]*)+\/?$/.test(v) // a relative path of words (kv/data/api)
  );
}

/**
 * A value a person would type as a password: 6 to 128 characters, no spaces, not a placeholder, a measurement or a
 * readable name, and with a digit, a symbol or mixed case (a plain word is prose).
 */
export function passwordLike(raw: string): boolean {
  const v = raw.replace(/[.,;:!?)\]]+$/, (tail) => (tail.length < raw.length - 5 ? '' : tail));
  if (v.length < 6 || v.length > 128 || /\s/.test(v)) return false;
  // A symbol a name never holds (`!`, `#`, `@`…) makes it a password, whatever its dotted shape.
  if (isPlaceholder(v) || isMeasurement(v) || (!/[!#$%^&*+=?@~]/.test(raw) && isReadableName(v))) return false;
  if (/^-/.test(v)) return false; // the next flag
  if (/%[0-9A-Fa-f]{2}/.test(v)) return false; // still encoded: the decoded view judges it
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*[[(]/.test(v)) return false; // a call or an index: code
  if (/^\d+$/.test(v)) return v.length >= 8;
  const classes = charClasses(v);
  return (classes.digit && classes.alpha) || classes.symbol || (classes.lower && classes.upper && v.length >= 8);
}

export function charClasses(v: string): { lower: boolean; upper: boolean; digit: boolean; symbol: boolean; alpha: boolean } {
  // One pass over the characters (this runs for every token of every capture).
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

/** Share of the characters that sit in runs of five or more letters of one case: words, not random. */
function wordShare(v: string): number {
  let inWords = 0;
  for (const m of v.matchAll(/[a-z]{5,}|[A-Z][a-z]{4,}|[A-Z]{6,}/g)) inWords += m[0].length;
  return inWords / v.length;
}

export interface RandomOptions {
  minLength?: number;
  /** Hex-only values count (an API key of 32 hex digits); off where hashes are common. */
  allowHex?: boolean;
  /** UUID-shaped values count (some vendors' tokens are UUIDs). */
  allowUuid?: boolean;
  /** Letters and digits of one case count (a base32 token). */
  allowOneCase?: boolean;
}

/**
 * A string a machine made: long enough, of a token alphabet, close to the entropy its length allows, and not words.
 * Which shapes count depends on the context (hex digits and UUIDs only where a name vouches for them).
 */
export function randomLike(v: string, opts: RandomOptions = {}): boolean {
  const min = opts.minLength ?? 16;
  if (v.length < min || v.length > 4096 || !/^[A-Za-z0-9_\-+/=.~$]+$/.test(v)) return false;
  // Cheap tests first: most tokens of a capture are words, paths or numbers, and fail here.
  const c = charClasses(v);
  if (!c.alpha || (!c.digit && !(c.lower && c.upper))) return false;
  // Before the placeholder and measurement tests (a UUID is neither): the ids of every hook payload stop here.
  if (UUID_RE.test(v)) return opts.allowUuid === true;
  if (isPlaceholder(v) || isMeasurement(v)) return false;
  if (HEX_RE.test(v)) return opts.allowHex === true && shannonEntropy(v) >= 3 && /[a-f]/i.test(v) && /\d/.test(v);
  // A vendor prefix on a hex body (`sk_<48 hex>`, `key-<32 hex>`, `<32 hex>-us21`): a token, not a digest.
  const prefixedHex = /^((?:[a-z][a-z0-9]{0,7}[_-]){1,3})?([0-9a-f]{32,})((?:[_-][0-9a-f]{4,16})?|-[a-z]{1,4}\d{1,3})$/.exec(v);
  if (prefixedHex && (prefixedHex[1] || prefixedHex[3])) return shannonEntropy(prefixedHex[2]) >= 3.2;
  if (/^[/.~]/.test(v) || /^[a-z][a-z0-9+.-]*:\/\//i.test(v)) return false;
  const mixedCase = c.lower && c.upper;
  if (!c.digit && !(mixedCase && v.length >= 24) && !(c.symbol && mixedCase)) return false;
  // One case: base32 and lower-case alphanumeric tokens, when long and close to their alphabet's entropy.
  const longOneCase = v.length >= 40 && c.digit && shannonEntropy(v) >= 4.5;
  if (!mixedCase && !opts.allowOneCase && !(c.symbol && c.digit) && !longOneCase) return false;
  // (Base32 and other one-case tokens run letters together by chance: only mixed-case values are read for words.)
  if (!(longOneCase && !mixedCase) && wordShare(v) > 0.45) return false;
  if (/^[\w.-]+\.(?:js|ts|css|html|json|png|svg|map|mjs|cjs|py|go|rs|java|rb|php|md|txt|yml|yaml|toml|lock|gz|tgz|zip)$/.test(v))
    return false;
  const h = shannonEntropy(v);
  const ideal = Math.log2(Math.min(v.length, 64));
  return h >= Math.min(ideal * 0.8, 4.2);
}
