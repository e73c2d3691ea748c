// Secrets that gitleaks' rules (built for source files) miss in the text of a coding session: passwords in prose
// and on command lines, connection-string and .netrc passwords, PuTTY keys, a bare AWS secret key next to its key
// id. Each rule names keywords (lower case) for the prefilter and a `secret` group: only that part is replaced.
import { shannonEntropy, type SecretSpan } from './gitleaks.js';

interface ExtraRule {
  kind: string;
  keywords: string[];
  re: RegExp;
  /** Extra check on the secret (and the text around it); false keeps the text. */
  accept?: (secret: string, text: string, start: number) => boolean;
}

// Words that stand for a value rather than being one, in prose and on command lines.
const NOT_A_VALUE =
  /^(?:\*+|x+|\.+|…|[<[{(].*|\$.*|%.*%|(?:your|my|the|a|an|new|old|same|wrong|incorrect|correct|required|empty|blank|set|not|none|null|nil|true|false|changed?|reset|expired|invalid|stored|saved|hidden|redacted|secret|password|passwd|pass|pwd|token|ask|prompt|stdin|env|example|placeholder|dummy|test|here|string|number|boolean|bool|str|int|bytes|any|undefined)\b.*)$/i;

/** A value typed as a password: long enough and not a plain word (a digit, a symbol, or mixed case). */
function passwordLike(value: string): boolean {
  const secret = value.replace(/[.,;:]+$/, ''); // sentence punctuation, or a statement's end
  if (secret.length < 6 || secret.length > 128) return false;
  if (NOT_A_VALUE.test(secret)) return false;
  if (secret.startsWith('[REDACTED')) return false;
  if (/^-/.test(secret)) return false; // the next flag, not a value
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+;?$/.test(secret) || /[()]/.test(secret)) return false; // code
  if (/^[a-z]+$/.test(secret)) return false;
  return /[0-9]/.test(secret) || /[^A-Za-z0-9]/.test(secret) || (/[a-z]/.test(secret) && /[A-Z]/.test(secret));
}

function commandValue(secret: string): boolean {
  return secret.length >= 3 && !NOT_A_VALUE.test(secret) && !secret.startsWith('[REDACTED') && !/^-/.test(secret);
}

/** A flag's value; a short plain word after it is prose ("pass the --password flag"), not a password. */
function flagValue(secret: string): boolean {
  return commandValue(secret) && !/^[a-z]{1,8}$/.test(secret);
}

const RULES: ExtraRule[] = [
  {
    // "my password is hunter2x!", "the root password for db1 is: Xy7#kq", "passphrase = 'tr0ub4dor'"
    kind: 'password',
    keywords: ['pass', 'pwd', 'pin'],
    re: /\b(?:password|passwd|passphrase|passcode|pwd|pin)(?:\s+(?:for|of|on|to)\s+(?:the\s+)?[\w.@:/-]{1,60}(?:\s+\w{1,20})?)?(?:\s*[:=]|\s+(?:is|was|remains|is\s+now|is\s+set\s+to|set\s+to)\s*:?)\s+["'“‘`]?(?<secret>[^\s"'”’`]{4,128}?)["'”’`]?(?=[.,;:)]*(?:\s|$))/gi,
    accept: passwordLike,
  },
  {
    // curl -u user:pw, curl --user=user:pw (a user alone, without ':', is not a secret)
    kind: 'curl_password',
    keywords: ['curl'],
    re: /\bcurl\b[^\n]{0,300}?\s(?:-u|--user)(?:=|\s+)["']?[^\s:"']{1,100}:(?<secret>[^\s"']{3,200})/g,
    accept: commandValue,
  },
  {
    // mysql -pS3cret, mysqldump -u root -p'S3cret'; a bare -p asks for the password and is left alone
    kind: 'mysql_password',
    keywords: ['mysql', 'mariadb'],
    re: /\b(?:mysql\w*|mariadb\w*)\b[^\n]{0,300}?\s-p["']?(?<secret>[^\s"'-][^\s"']{2,127})/g,
    accept: commandValue,
  },
  {
    // --password X, --password=X, --db-password "X", sshpass -p X, PGPASSWORD on a command line is an assignment
    kind: 'password',
    keywords: ['--', 'sshpass'],
    re: /(?:--[\w-]{0,30}(?:password|passwd|passphrase|secret|token|api-key|apikey)|\bsshpass\s+-p)(?:=|\s+)(?<q>["']?)(?<secret>[^\s"']{3,200})\k<q>/gi,
    accept: flagValue,
  },
  {
    // .netrc: "machine host login me password X" on one line, or a "password X" line of its own
    kind: 'netrc_password',
    keywords: ['password', 'passwd'],
    re: /(?:\bmachine\s+\S+(?:\s+(?:login|account)\s+\S+)*\s+|^[ \t]*)(?:password|passwd)[ \t]+(?<secret>\S{3,200})(?=\s*(?:\s(?:login|account|machine|macdef|default)\b|$))/gim,
    accept: commandValue,
  },
  {
    // PuTTY .ppk: the private lines and their MAC
    kind: 'putty_private_key',
    keywords: ['private-lines', 'private-mac', 'private-hash'],
    re: /(?:Private-Lines:[ \t]*\d+[ \t]*\r?\n(?<secret>(?:[A-Za-z0-9+/=]{4,}[ \t]*(?:\r?\n|$))+)|Private-(?:MAC|Hash):[ \t]*(?<mac>[0-9a-fA-F]{20,}))/g,
  },
  {
    // Azure storage and Service Bus connection strings
    kind: 'azure_key',
    keywords: ['accountkey', 'sharedaccesskey', 'sig='],
    re: /\b(?:AccountKey|SharedAccessKey|sig)=(?<secret>[A-Za-z0-9+/%]{20,}={0,2})/g,
  },
  {
    // ADO.NET / ODBC / JDBC property style: "Server=db;User Id=sa;Password=Pa55w0rd!;" (the ';' makes it a string)
    kind: 'connection_string_password',
    keywords: ['password', 'pwd'],
    re: /(?<=;[ \t]*)(?:Password|Pwd|PWD|password|pwd)\s*=\s*(?<q>["']?)(?<secret>[^;"'\s][^;"'\n]{1,127}?)\k<q>\s*(?=;)/g,
    accept: commandValue,
  },
  {
    // A bare AWS secret access key: 40 base64 characters, mixed, near an access key id or the words for it.
    kind: 'aws_secret_access_key',
    keywords: ['aws', 'akia', 'asia', 'secret'],
    re: /(?<![A-Za-z0-9/+=])(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/g,
    accept: (s, text, start) =>
      /[A-Z]/.test(s) &&
      /[a-z]/.test(s) &&
      /[0-9]/.test(s) &&
      shannonEntropy(s) >= 4 &&
      /aws|akia|asia|secret/i.test(text.slice(Math.max(0, start - 200), start)),
  },
  { kind: 'docker_hub_token', keywords: ['dckr_'], re: /\b(?<secret>dckr_(?:pat|oat)_[\w-]{20,})/g },
  {
    kind: 'discord_webhook',
    keywords: ['/api/webhooks/'],
    re: /\bdiscord(?:app)?\.com\/api\/webhooks\/\d+\/(?<secret>[\w-]{40,})/g,
  },
  { kind: 'huggingface_token', keywords: ['hf_'], re: /\b(?<secret>hf_[A-Za-z0-9]{30,})\b/g },
  { kind: 'sendgrid_key', keywords: ['sg.'], re: /\b(?<secret>SG\.[\w-]{16,32}\.[\w-]{20,64})/g },
];

const withIndices = RULES.map((r) => ({ ...r, re: new RegExp(r.re.source, `${r.re.flags}d`) }));

/** Spans of the secrets these rules find (possibly overlapping each other or gitleaks' spans). */
export function findExtraSecrets(text: string, lower = text.toLowerCase()): SecretSpan[] {
  const spans: SecretSpan[] = [];
  for (const rule of withIndices) {
    if (!rule.keywords.some((k) => lower.includes(k))) continue;
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m !== null; m = rule.re.exec(text)) {
      if (m[0].length === 0) {
        rule.re.lastIndex++;
        continue;
      }
      for (const name of ['secret', 'mac']) {
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
