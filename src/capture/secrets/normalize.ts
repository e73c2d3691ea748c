// A decoded view of a text, for detection only: what is stored is the original with the spans found in the view
// redacted. The view removes invisible characters (zero-width spaces, soft hyphens, bidi controls: copied from a web
// page or put there to split a token) and decodes the escapes a secret may sit behind (JSON `\uXXXX`, `\n`, HTML
// entities, `%XX`, full-width ASCII). Each view character keeps the offset of the original text it came from.

export interface View {
  text: string;
  /** starts[i]: where view character i begins in the original; starts[text.length]: the original's length. */
  starts: number[];
}

// Format characters a reader never sees.
const INVISIBLE = /[\u00ad\u061c\u115f\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0]/;
// A cheap test for whether a text needs a view at all.
const NEEDS_VIEW =
  /[\u00ad\u061c\u115f\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0\uff01-\uff5e\uFE64\uFE65]|\\[uUx][0-9a-fA-F]{2}|&(?:#x?[0-9a-f]+|lt|gt|amp|quot|apos|sol|colon|equals|commat|num|percnt|plus);|%[2-7][0-9a-f]/i;

const ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  sol: '/',
  colon: ':',
  equals: '=',
  commat: '@',
  num: '#',
  percnt: '%',
  plus: '+',
};

// JSON's everyday escapes (\" \n \t \\) are everywhere in JSON text: they earn a view only where they hide a
// secret's name, an escaped key (`\"password\": \"…\"`) or an assignment after an escaped newline (`\nDB_PASS=…`).
const ESCAPED_SECRET_NAME =
  /\\"[^"\\\n]{0,40}(?:pass|secret|token|key|auth|cred|pwd|psk|priv)[^"\\\n]{0,40}\\"|\\[nrt][\w.-]{0,40}(?:pass|secret|token|key|auth|cred|pwd|psk|priv)[\w.-]{0,40}[=:]/i;

/** Where decoding may change something: the offsets of the escapes and invisible characters that need a view. */
export function viewTriggers(text: string): number[] {
  const out: number[] = [];
  for (const re of [NEEDS_VIEW_G, ESCAPED_SECRET_NAME_G]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push(m.index);
  }
  return out.sort((a, b) => a - b);
}

export function needsView(text: string): boolean {
  return mayNeedView(text) && (NEEDS_VIEW.test(text) || ESCAPED_SECRET_NAME.test(text));
}

// What both patterns above start with: a backslash, `&`, `%`, or a character from U+00AD up (the invisible and
// full-width ones). Most captured strings (ids, paths, plain ASCII output) hold none, and the two case-blind patterns
// are never compiled for them.
const VIEW_START_RE = /[\\&%\u00ad-\uffff]/;

/** Whether the text holds anything a view could decode or drop (false: needsView is false). */
export function mayNeedView(text: string): boolean {
  return VIEW_START_RE.test(text);
}
const NEEDS_VIEW_G = new RegExp(NEEDS_VIEW.source, 'gi');
const ESCAPED_SECRET_NAME_G = new RegExp(ESCAPED_SECRET_NAME.source, 'gi');

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '"': '"', "'": "'", '/': '/', '\\': '\\' };

/** One pass of decoding; `decodedView` runs it twice, for a value encoded twice (`%253D`, `\\u003c`). */
function decodeOnce(text: string): View {
  let out = '';
  const starts: number[] = [];
  const n = text.length;
  let i = 0;
  const push = (s: string, at: number) => {
    for (let k = 0; k < s.length; k++) {
      out += s[k];
      starts.push(at);
    }
  };
  while (i < n) {
    const c = text[i];
    const code = c.charCodeAt(0);
    if (code < 0x80 && c !== '\\' && c !== '&' && c !== '%') {
      out += c;
      starts.push(i);
      i++;
      continue;
    }
    if (INVISIBLE.test(c)) {
      i++;
      continue;
    }
    if (code >= 0xff01 && code <= 0xff5e) {
      push(String.fromCharCode(code - 0xfee0), i); // full-width ASCII
      i++;
      continue;
    }
    if (code === 0xfe64 || code === 0xfe65) {
      push(code === 0xfe64 ? '<' : '>', i); // small form variants
      i++;
      continue;
    }
    if (c === '\\' && i + 1 < n) {
      const next = text[i + 1];
      if ((next === 'u' || next === 'U') && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
        const ch = String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 6), 16));
        if (!INVISIBLE.test(ch)) push(ch, i);
        i += 6;
        continue;
      }
      if (next === 'x' && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 2, i + 4))) {
        push(String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 4), 16)), i);
        i += 4;
        continue;
      }
      const simple = SIMPLE_ESCAPES[next];
      if (simple !== undefined) {
        push(simple, i);
        i += 2;
        continue;
      }
    }
    if (c === '&') {
      const m = /^&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,7});/.exec(text.slice(i, i + 12));
      if (m) {
        const body = m[1];
        let ch: string | undefined;
        if (body[0] === '#') {
          const cp = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
          ch = cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : undefined;
        } else ch = ENTITIES[body.toLowerCase()];
        if (ch !== undefined) {
          if (!INVISIBLE.test(ch)) push(ch, i);
          i += m[0].length;
          continue;
        }
      }
    }
    if (c === '%' && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      const byte = Number.parseInt(text.slice(i + 1, i + 3), 16);
      // ASCII only: a multi-byte sequence stays encoded (it never spells a key or a separator).
      if (byte >= 0x20 && byte < 0x7f) {
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

/** The decoded view of a text, or null when decoding changes nothing. */
export function decodedView(text: string): View | null {
  if (!needsView(text)) return null;
  const first = decodeOnce(text);
  if (first.text === text) return null;
  if (!needsView(first.text)) return first;
  const second = decodeOnce(first.text);
  if (second.text === first.text) return first;
  return { text: second.text, starts: second.starts.map((s) => first.starts[s]) };
}

/** The original span of view characters [start, end). */
export function originalSpan(view: View, start: number, end: number): { start: number; end: number } {
  // The end is where the next view character begins: invisible characters inside the span go with it.
  return { start: view.starts[start], end: view.starts[end] };
}

/** Whether a text has invisible characters (checked before stripping private tags, where the view is dearer). */
export function hasInvisible(text: string): boolean {
  return INVISIBLE.test(text);
}
