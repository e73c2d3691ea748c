// Passwords on command lines: a table of tools and the flags (or positions) that take a password, a token or a
// passphrase, as their manuals document them. Generic long flags (`--password`, `--db-token`) are the extra rules'
// case; this table holds the short and positional forms only a tool's own manual gives a meaning to.
import type { Span } from './context.js';
import { passwordLike } from './values.js';

interface ToolRule {
  /** The tool's name as typed (a word of the command line). */
  tool: RegExp;
  /** Flags whose next word (or attached value) is a password: `-p X`, `-pX`, `-p=X`. */
  flags?: string[];
  /** Flags that take the value attached only (`7z -pX`, `mysql -pX`: a bare `-p` prompts). */
  attached?: string[];
  /** A custom finder on the command's text (from the tool on), returning [start, end) pairs of secrets. */
  find?: (cmd: string) => [number, number][];
}

/** The n-th positional word after `after` (flags and their values skipped as the tool's syntax says). */
function positional(cmd: string, after: RegExp, n: number, flagsWithValue: RegExp = /^$/): [number, number][] {
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
      const quoted = words[i][2] !== undefined;
      const start = m.index + m[0].length + (words[i].index ?? 0) + (quoted ? 1 : 0);
      const value = words[i][2] ?? words[i][3] ?? '';
      return [[start, start + value.length]];
    }
  }
  return [];
}

const TOOLS: ToolRule[] = [
  { tool: /\b(?:mongosh|mongo|mongodump|mongorestore|mongoexport|mongoimport|mongostat|mongotop)\b/, flags: ['-p', '--password'] },
  { tool: /\bredis-cli\b/, flags: ['-a', '--pass', '--password'] },
  { tool: /\b(?:docker|podman|buildah|skopeo|nerdctl|crane|oras|helm|regctl)\b[^\n|;]*\blogin\b/, flags: ['-p', '--password'] },
  { tool: /\b(?:ldapsearch|ldapmodify|ldapadd|ldapdelete|ldapwhoami|ldappasswd|ldapcompare|ldapmodrdn)\b/, flags: ['-w', '-s', '-a'] },
  { tool: /\b(?:sqlcmd|bcp|osql|isql)\b/, flags: ['-P'] },
  {
    tool: /\bkeytool\b/,
    flags: ['-storepass', '-keypass', '-srcstorepass', '-deststorepass', '-srckeypass', '-destkeypass', '-new'],
  },
  {
    tool: /\bopenssl\b/,
    flags: ['-k', '-kfile'],
    find: (cmd) => [...cmd.matchAll(new RegExp(`\\bpass:${WORD}`, 'g'))].map(wordSpan),
  },
  { tool: /\b(?:zip|unzip|zipcloak|7z|7za|7zr|rar|unrar)\b/, flags: ['-P', '--password'], attached: ['-p', '-P'] },
  {
    tool: /\bsmbclient\b|\bsmbmap\b|\brpcclient\b|\bsmbget\b|\bcrackmapexec\b|\bnetexec\b/,
    flags: ['-p', '--password'],
    find: (cmd) => [...cmd.matchAll(/(?:-U|--user(?:name)?)[ =]["']?[^\s%"']+%([^\s"']+)/g)].map(spanOf(1)),
  },
  {
    tool: /\bmount(?:\.cifs|\.smb3)?\b/,
    find: (cmd) => [...cmd.matchAll(/[,\s](?:password|pass)=([^,\s"']+)/g)].map(spanOf(1)),
  },
  {
    tool: /\bnet(?:\.exe)?[ \t]+user\b/i,
    find: (cmd) => positional(cmd, /\bnet(?:\.exe)?[ \t]+user\b/i, 2).filter(([s, e]) => cmd.slice(s, e) !== '*'),
  },
  {
    tool: /\bnet(?:\.exe)?[ \t]+use\b/i,
    find: (cmd) => {
      const m = new RegExp(`\\bnet(?:\\.exe)?[ \\t]+use[ \\t]+(?:[A-Z]:[ \\t]+|\\*[ \\t]+)?\\\\\\\\\\S+[ \\t]+(?!\\/)${WORD}`, 'i').exec(
        cmd,
      );
      return m ? [wordSpan(m)] : [];
    },
  },
  {
    tool: /\b(?:cmdkey|runas|schtasks|psexec\w*|paexec|wmic|sc)\b/i,
    flags: ['-p', '/RP'],
    find: (cmd) => [...cmd.matchAll(new RegExp(`/(?:pass|password|p)[:=]${WORD}`, 'gi'))].map(wordSpan),
  },
  {
    tool: /\bssh-keygen\b/,
    find: (cmd) =>
      [...cmd.matchAll(/\s-[NP][ \t]*(["'])((?:(?!\1).){1,200})\1|\s-[NP][ \t]+([^\s"'-]\S*)/g)].map((m) =>
        spanOf(m[2] !== undefined ? 2 : 3)(m),
      ),
  },
  {
    tool: /\bnmcli\b/,
    find: (cmd) =>
      [
        ...cmd.matchAll(
          /\b(?:password|psk|wep-key\d|wifi-sec\.psk|wifi-sec\.wep-key\d|802-1x\.password|802-11-wireless-security\.psk)[ \t]+(?:"([^"\n]+)"|'([^'\n]+)'|([^\s"']+))/g,
        ),
      ].map(wordSpan),
  },
  { tool: /\b(?:mysql|mysqldump|mysqladmin|mysqlsh|mysqlimport|mysqlcheck|mariadb\S*)\b/, attached: ['-p'] },
  {
    tool: /\bmysqladmin\b/,
    find: (cmd) => [...cmd.matchAll(new RegExp(`\\spassword[ \\t]+${WORD}`, 'g'))].map(wordSpan),
  },
  { tool: /\baz\b[^\n|;]*\blogin\b/, flags: ['-p', '--password'] },
  { tool: /\bvault\b[^\n|;]*\blogin\b/, find: (cmd) => positional(cmd, /\bvault\b[^\n|;]*?\blogin\b/, 1, /^-(?:method|path|address)$/) },
  {
    tool: /\brabbitmqctl\b/,
    find: (cmd) => positional(cmd, /\brabbitmqctl\b[^\n|;]*?\b(?:add_user|change_password|authenticate_user)\b/, 2),
  },
  {
    tool: /\bhtpasswd\b/,
    find: (cmd) => {
      const m = /\bhtpasswd\b((?:[ \t]+-[a-zA-Z]+)+)/.exec(cmd);
      if (!m || !/b/.test(m[1])) return [];
      // -b: the password is on the command line, after the file (unless -n: no file) and the user.
      return positional(cmd, /\bhtpasswd\b/, /n/.test(m[1]) ? 2 : 3, /^-C$|^-r$/);
    },
  },
  { tool: /\b(?:psexec\w*|paexec|wmiexec|smbexec|atexec|dcomexec|evil-winrm|xfreerdp|rdesktop)\b/i, flags: ['-p', '/p:', '-password'] },
  {
    tool: /\b(?:ConvertTo-SecureString|New-Object)\b/i,
    find: (cmd) => [...cmd.matchAll(/ConvertTo-SecureString(?:[ \t]+-String)?[ \t]+(["'])((?:(?!\1).){1,200})\1/gi)].map(spanOf(2)),
  },
  { tool: /\b(?:sshpass)\b/, flags: ['-p'] },
  { tool: /\b(?:wget|curl|lftp|ftp|ncftp|rsync|aria2c)\b/, flags: ['--password', '--http-password', '--ftp-password', '--proxy-password'] },
  { tool: /\bpsql\b|\bpg_dump\b/, flags: [] },
  { tool: /\b(?:ipmitool)\b/, flags: ['-P'] },
  { tool: /\b(?:snmpwalk|snmpget|snmpset|snmpbulkwalk)\b/, flags: ['-A', '-X', '-c'] },
  { tool: /\b(?:kinit|vncpasswd|expect|gpg|gpg2)\b/, flags: ['--passphrase'] },
  { tool: /\bngrok\b/, find: (cmd) => positional(cmd, /\bngrok\b[^\n|;]*?\b(?:add-authtoken|authtoken)\b/, 1) },
  { tool: /\b(?:npm|yarn|pnpm)\b[^\n|;]*\b(?:token|login)\b/, flags: ['--otp'] },
];

function spanOf(group: number) {
  return (m: RegExpMatchArray): [number, number] => {
    const value = m[group] ?? '';
    const end = (m.index ?? 0) + m[0].length - (m[0].endsWith(value) ? 0 : m[0].length - m[0].lastIndexOf(value) - value.length);
    return [end - value.length, end];
  };
}

// A value as a shell word: double-quoted, single-quoted, or bare.
const WORD = `(?:"([^"\\n]{1,500})"|'([^'\\n]{1,500})'|([^\\s"'|;&]+))`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const FLAG_VALUE = (flag: string) => new RegExp(`(?:^|\\s)${escapeRe(flag)}(?:[ \\t]+|=|:)${WORD}`, 'g');
const ATTACHED_VALUE = (flag: string) => new RegExp(`(?:^|\\s)${escapeRe(flag)}${WORD}`, 'g');

/** The span of a WORD match's value (its last three groups), relative to the matched text. */
function wordSpan(m: RegExpExecArray | RegExpMatchArray): [number, number] {
  const n = m.length;
  const quoted = m[n - 3] ?? m[n - 2];
  const value = quoted ?? m[n - 1] ?? '';
  const end = (m.index ?? 0) + m[0].length - (quoted !== undefined ? 1 : 0);
  return [end - value.length, end];
}
const flagCache = new Map<string, RegExp>();
const cachedRe = (key: string, make: () => RegExp) => {
  let re = flagCache.get(key);
  if (!re) {
    re = make();
    flagCache.set(key, re);
  }
  re.lastIndex = 0;
  return re;
};

/** A value a flag took: not empty, not the next flag, not a prompt (`-p` then `-h`), not a variable. */
function flagValue(v: string): boolean {
  if (v.length < 3 || /^-/.test(v) || /^\$/.test(v) || /^<.*>$/.test(v) || /^\*+$/.test(v)) return false;
  if (/^(?:stdin|env:|file:|fd:|prompt|ask)/i.test(v)) return false;
  return true;
}

// Piped or here-string input to a command that reads a password or token from stdin.
const STDIN_RE =
  /\b(?:echo|printf)[ \t]+(?:-[neE]+[ \t]+)?(?:"([^"\n|]{3,500})"|'([^'\n|]{3,500})'|([^\s"'|]{3,500}))[ \t]*\|[ \t]*(?:sudo\b[^\n|]*-S|[^\n|]*(?:--stdin|-stdin|password-stdin|with-token|chpasswd|\bpasswd\b|\blogin\b|kinit|--passphrase-fd|\bcryptsetup\b|\bsecret\b|\btoken\b))/g;
const HERE_STRING_RE = /<<<[ \t]*(?:"([^"\n]{6,500})"|'([^'\n]{6,500})'|([^\s"']{6,500}))/g;

// The prefilter: the literal words of each tool's pattern (any one present makes the tool a candidate), found in one
// left-to-right pass that tries, at each position, the words that start with its character, longest first: what a
// single alternation of the words (longest first) finds, without compiling that regex of about a hundred words, which
// cost a hook more than the rest of this layer on the short strings of its payload. Texts long enough for the scan
// to cost more than compiling use the regex.
let toolWords: string[][] | null = null;
let wordsByFirst: Map<string, string[]> | null = null;
let toolWordRe: RegExp | null = null;
/** From this length the alternation's one compilation is cheaper than scanning position by position. */
const TOOL_WORD_REGEX_MIN = 2_048;

function candidateTools(lower: string): ToolRule[] {
  toolWords ??= TOOLS.map((t) => (t.tool.source.replace(/\\[a-z]/gi, ' ').match(/[a-z][a-z0-9-]{2,}/gi) ?? []).map((w) => w.toLowerCase()));
  const found = lower.length >= TOOL_WORD_REGEX_MIN ? new Set(lower.match(toolWordRegex(toolWords)) ?? []) : toolWordsIn(lower, toolWords);
  if (found.size === 0) return [];
  return TOOLS.filter((_, i) => toolWords![i].some((w) => found.has(w)));
}

const longestFirst = (words: string[][]) => [...new Set(words.flat())].sort((a, b) => b.length - a.length);

function toolWordRegex(words: string[][]): RegExp {
  toolWordRe ??= new RegExp(longestFirst(words).join('|'), 'g');
  return toolWordRe;
}

/** The words `lower.match(toolWordRegex(words))` finds, by the scan the regex does: at each position the first word (longest first) that starts there, then on after it. */
function toolWordsIn(lower: string, words: string[][]): Set<string> {
  if (!wordsByFirst) {
    wordsByFirst = new Map();
    for (const w of longestFirst(words)) {
      const list = wordsByFirst.get(w[0]);
      if (list) list.push(w);
      else wordsByFirst.set(w[0], [w]);
    }
  }
  const found = new Set<string>();
  for (let i = 0; i < lower.length; i++) {
    const w = wordsByFirst.get(lower[i])?.find((word) => lower.startsWith(word, i));
    if (w === undefined) continue;
    found.add(w);
    i += w.length - 1;
  }
  return found;
}

/** Spans of the passwords and tokens on the command lines of a text. */
export function findCommandSecrets(text: string, lower = text.toLowerCase()): Span[] {
  const out: Span[] = [];
  const tools = candidateTools(lower);
  // Commands continued with a trailing backslash are one line for the flags that span them.
  const lines = tools.length > 0 ? text.split('\n') : [];
  let at = 0;
  for (let i = 0; i < lines.length; i++) {
    let cmd = lines[i];
    const cmdAt = at;
    let j = i;
    while ((lines[j].endsWith('\\') || lines[j].endsWith('\\\r')) && j + 1 < lines.length && cmd.length < 8_000) {
      j++;
      cmd += `\n${lines[j]}`;
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
          out.push({ start: restAt + s, end: restAt + e, kind: 'password' });
        }
      }
      for (const flag of t.attached ?? []) {
        const re = cachedRe(`a${flag}`, () => ATTACHED_VALUE(flag));
        for (let m = re.exec(rest); m !== null; m = re.exec(rest)) {
          const [s, e] = wordSpan(m);
          const value = rest.slice(s, e);
          if (!flagValue(value) || /^(?:assword|ort|ath|rotocol)/.test(value)) continue;
          out.push({ start: restAt + s, end: restAt + e, kind: 'password' });
        }
      }
      for (const [s, e] of t.find?.(rest) ?? []) {
        if (e > s && flagValue(rest.slice(s, e))) out.push({ start: restAt + s, end: restAt + e, kind: 'password' });
      }
    }
  }
  STDIN_RE.lastIndex = 0;
  if (lower.includes('echo') || lower.includes('printf'))
    for (let m = STDIN_RE.exec(text); m !== null; m = STDIN_RE.exec(text)) {
      let value = m[1] ?? m[2] ?? m[3] ?? '';
      let start = m.index + m[0].indexOf(value);
      if (value.endsWith('\\n')) value = value.slice(0, -2);
      // chpasswd reads `user:password`.
      if (/chpasswd/.test(m[0]) && value.includes(':')) {
        start += value.indexOf(':') + 1;
        value = value.slice(value.indexOf(':') + 1);
      }
      if (flagValue(value) && (passwordLike(value) || value.length >= 12)) out.push({ start, end: start + value.length, kind: 'password' });
    }
  HERE_STRING_RE.lastIndex = 0;
  if (text.includes('<<<'))
    for (let m = HERE_STRING_RE.exec(text); m !== null; m = HERE_STRING_RE.exec(text)) {
      const line = text.slice(text.lastIndexOf('\n', m.index) + 1, m.index);
      if (!/login|token|passw|secret|auth|stdin|key/i.test(line)) continue;
      const value = m[1] ?? m[2] ?? m[3] ?? '';
      if (!flagValue(value)) continue;
      const start = m.index + m[0].indexOf(value);
      out.push({ start, end: start + value.length, kind: 'password' });
    }
  return out;
}
