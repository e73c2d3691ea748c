// Structured evidence about a turn, read straight from tool inputs and results (no model involved).
import { asRecord, isInterrupted, oneLine, outputText, parseExitCode, str, type ToolEvidence } from './candidates.js';

export interface TurnEvidence {
  filesRead: string[];
  filesModified: string[];
  commands: { command: string; exitCode: number | null; ok: boolean }[];
  errors: string[];
  tests: { command: string; outcome: 'passed' | 'failed' }[];
  commits: string[];
}

export const FACT_LIMITS = { files: 50, commands: 30, errors: 20, tests: 20, commits: 20 } as const;
const COMMAND_CAP = 300;
const ERROR_CAP = 240;

// ---------------------------------------------------------------------------------------------------------
// A small shell lexer: enough to find simple commands, their words and redirections. It does not expand
// anything; words containing $ or backticks are treated as unknown and ignored as paths.

export type ShellToken = { kind: 'word'; value: string; dynamic: boolean } | { kind: 'op'; value: string };

/** Removes heredoc bodies so their lines are not parsed as commands. */
export function stripHeredocs(command: string): string {
  const lines = command.split('\n');
  const out: string[] = [];
  const pending: { tag: string; dash: boolean }[] = [];
  for (const line of lines) {
    if (pending.length) {
      const { tag, dash } = pending[0];
      if ((dash ? line.replace(/^\t+/, '') : line).trim() === tag) pending.shift();
      continue;
    }
    out.push(line);
    for (const m of line.matchAll(/<<(-?)\s*(['"]?)([A-Za-z_][\w-]*)\2/g)) pending.push({ tag: m[3], dash: m[1] === '-' });
  }
  return out.join('\n');
}

export function lexShell(command: string): ShellToken[] {
  const src = stripHeredocs(command);
  const tokens: ShellToken[] = [];
  let i = 0;
  let word = '';
  let inWord = false;
  let dynamic = false;
  const flush = () => {
    if (inWord) tokens.push({ kind: 'word', value: word, dynamic });
    word = '';
    inWord = false;
    dynamic = false;
  };
  while (i < src.length) {
    const c = src[i];
    if (c === '\\' && i + 1 < src.length) {
      if (src[i + 1] !== '\n') {
        word += src[i + 1];
        inWord = true;
      }
      i += 2;
      continue;
    }
    if (c === "'") {
      const end = src.indexOf("'", i + 1);
      word += src.slice(i + 1, end === -1 ? src.length : end);
      inWord = true;
      i = end === -1 ? src.length : end + 1;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      let depth = 0;
      while (j < src.length) {
        if (src[j] === '\\') j += 2;
        else if (src[j] === '$' && src[j + 1] === '(') {
          depth++;
          j += 2;
        } else if (src[j] === ')' && depth > 0) {
          depth--;
          j++;
        } else if (src[j] === '"' && depth === 0) break;
        else j++;
      }
      const inner = src.slice(i + 1, j);
      if (/[$`]/.test(inner)) dynamic = true;
      word += inner.replace(/\\(["\\$`])/g, '$1');
      inWord = true;
      i = j + 1;
      continue;
    }
    if (c === '$' && src[i + 1] === '(') {
      // Skip a command substitution as one opaque word.
      let depth = 0;
      let j = i;
      for (; j < src.length; j++) {
        if (src[j] === '(') depth++;
        else if (src[j] === ')' && --depth === 0) break;
      }
      word += src.slice(i, j + 1);
      inWord = true;
      dynamic = true;
      i = j + 1;
      continue;
    }
    if (c === '#' && !inWord) {
      const nl = src.indexOf('\n', i);
      i = nl === -1 ? src.length : nl;
      continue;
    }
    if (c === ' ' || c === '\t') {
      flush();
      i++;
      continue;
    }
    if (c === '\n' || c === ';' || c === '|' || c === '&' || c === '(' || c === ')') {
      // `2>&1`, `>&2` style fd duplications are redirections, not separators.
      flush();
      const two = src.slice(i, i + 2);
      const op = two === '&&' || two === '||' || two === ';;' || two === '&>' || two === '|&' ? two : c;
      if (op === '&>') {
        const app = src[i + 2] === '>';
        tokens.push({ kind: 'op', value: app ? '&>>' : '&>' });
        i += app ? 3 : 2;
        continue;
      }
      tokens.push({ kind: 'op', value: op === '\n' ? ';' : op });
      i += op.length;
      continue;
    }
    if (c === '>' || c === '<') {
      // A digit-only word right before is a file descriptor (2>), not an argument.
      if (inWord && /^\d+$/.test(word)) {
        word = '';
        inWord = false;
      }
      flush();
      let op = c;
      if (src[i + 1] === c) op += c;
      if (src[i + op.length] === '&') {
        // fd duplication: >&2, 2>&1
        let j = i + op.length + 1;
        while (j < src.length && /[\d-]/.test(src[j])) j++;
        tokens.push({ kind: 'op', value: 'dup' });
        i = j;
        continue;
      }
      if (op === '<<') {
        // Heredoc marker; its tag word follows and is not a file.
        tokens.push({ kind: 'op', value: '<<' });
        i += src[i + 2] === '-' ? 3 : 2;
        continue;
      }
      tokens.push({ kind: 'op', value: op });
      i += op.length;
      continue;
    }
    word += c;
    inWord = true;
    i++;
  }
  flush();
  return tokens;
}

export interface SimpleCommand {
  words: { value: string; dynamic: boolean }[];
  writes: string[];
  reads: string[];
  text: string;
}

/** Splits a command line into simple commands (separated by ; && || | & and parentheses). */
export function simpleCommands(command: string): SimpleCommand[] {
  const tokens = lexShell(command);
  const out: SimpleCommand[] = [];
  let cur: SimpleCommand = { words: [], writes: [], reads: [], text: '' };
  const push = () => {
    if (cur.words.length || cur.writes.length) {
      cur.text = cur.words.map((w) => w.value).join(' ');
      out.push(cur);
    }
    cur = { words: [], writes: [], reads: [], text: '' };
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === 'word') {
      cur.words.push({ value: t.value, dynamic: t.dynamic });
      continue;
    }
    if (t.value === '>' || t.value === '>>' || t.value === '&>' || t.value === '&>>' || t.value === '<' || t.value === '<<') {
      const next = tokens[i + 1];
      if (next?.kind === 'word') {
        i++;
        if (t.value === '<<') continue;
        if (!next.dynamic && isPathLike(next.value)) (t.value === '<' ? cur.reads : cur.writes).push(next.value);
      }
      continue;
    }
    if (t.value === 'dup') continue;
    push();
  }
  push();
  return out;
}

function isPathLike(w: string): boolean {
  return !!w && !w.startsWith('-') && !/^\/dev\//.test(w) && !/[*?$`{}]/.test(w) && w.length < 400;
}

/** Drops leading `VAR=value`, `sudo`, `env`, `time`, `command`, `nohup` so the real program comes first. */
function programWords(cmd: SimpleCommand): { value: string; dynamic: boolean }[] {
  const w = [...cmd.words];
  while (w.length) {
    const v = w[0].value;
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(v) || ['sudo', 'env', 'time', 'command', 'nohup', 'exec'].includes(v)) w.shift();
    else break;
  }
  return w;
}

function fileArgs(words: { value: string; dynamic: boolean }[]): string[] {
  let endOfOpts = false;
  const out: string[] = [];
  for (const w of words) {
    if (!endOfOpts && w.value === '--') {
      endOfOpts = true;
      continue;
    }
    if (!endOfOpts && w.value.startsWith('-')) continue;
    if (!w.dynamic && isPathLike(w.value)) out.push(w.value);
  }
  return out;
}

/** Files a shell command line modifies and reads (best effort, literal paths only). */
export function shellFileEffects(command: string): { modified: string[]; read: string[] } {
  const modified: string[] = [];
  const read: string[] = [];
  for (const cmd of simpleCommands(command)) {
    modified.push(...cmd.writes);
    read.push(...cmd.reads);
    const words = programWords(cmd);
    if (!words.length) continue;
    const prog = words[0].value.replace(/^.*\//, '');
    const args = words.slice(1);
    if (prog === 'git' && args[0]) {
      const sub = args[0].value;
      if (sub === 'mv' || sub === 'rm') modified.push(...fileArgs(args.slice(1)));
      continue;
    }
    switch (prog) {
      case 'mv':
      case 'rm':
      case 'touch':
      case 'mkdir':
      case 'rmdir':
      case 'unlink':
      case 'truncate':
        modified.push(...fileArgs(args));
        break;
      case 'cp':
      case 'install': {
        const files = fileArgs(args);
        if (files.length >= 2) {
          read.push(...files.slice(0, -1));
          modified.push(files[files.length - 1]);
        }
        break;
      }
      case 'tee':
        modified.push(...fileArgs(args));
        break;
      case 'sed':
      case 'perl': {
        // In-place edits only; the first non-option word is the script unless -e supplied it.
        const inPlace = args.some((a) => /^-[A-Za-z]*i/.test(a.value) || a.value.startsWith('--in-place'));
        if (!inPlace) break;
        let scriptGiven = false;
        const files: string[] = [];
        for (let i = 0; i < args.length; i++) {
          const v = args[i].value;
          if (v === '-e' || v === '--expression' || v === '-f') {
            scriptGiven = true;
            i++;
            continue;
          }
          if (v.startsWith('-')) continue;
          if (!scriptGiven) {
            scriptGiven = true;
            continue;
          }
          if (!args[i].dynamic && isPathLike(v)) files.push(v);
        }
        modified.push(...files);
        break;
      }
      case 'cat':
      case 'head':
      case 'tail':
      case 'less':
      case 'wc':
        read.push(...fileArgs(args).filter((f) => !/^\d+$/.test(f)));
        break;
      default:
        break;
    }
  }
  return { modified, read };
}

// ---------------------------------------------------------------------------------------------------------

const TEST_PATTERNS: RegExp[] = [
  /^(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?test\b/,
  /^(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?test:[\w:-]+/,
  /^npm\s+t\b/,
  /^(?:npx|pnpx|bunx|pnpm\s+exec|yarn)\s+(?:vitest|jest|mocha|ava|tap|playwright\s+test|cypress\s+run)\b/,
  /^(?:vitest|jest|mocha|ava)\b/,
  /^(?:\S*\/)?(?:node_modules\/\.bin\/)(?:vitest|jest|mocha)\b/,
  /^(?:python[\d.]*\s+-m\s+)?pytest\b/,
  /^(?:python[\d.]*\s+-m\s+)?unittest\b/,
  /^(?:uv|poetry|pdm|hatch)\s+run\s+(?:python\s+-m\s+)?pytest\b/,
  /^tox\b/,
  /^go\s+test\b/,
  /^cargo\s+(?:test|nextest)\b/,
  /^(?:mvn|\.\/mvnw)\b.*\b(?:test|verify)\b/,
  /^(?:gradle|\.\/gradlew)\b.*\btest\b/,
  /^(?:bundle\s+exec\s+)?(?:rspec|rake\s+test)\b/,
  /^(?:dotnet|deno|bun|swift|mix|flutter|dart)\s+test\b/,
  /^(?:phpunit|vendor\/bin\/phpunit|ctest)\b/,
  /^make\s+(?:test|check)\b/,
];

/** The test-running simple command inside a command line, if any. */
export function findTestCommand(command: string): string | undefined {
  for (const cmd of simpleCommands(command)) {
    const text = programWords(cmd)
      .map((w) => w.value)
      .join(' ');
    if (TEST_PATTERNS.some((re) => re.test(text))) return text;
  }
  return undefined;
}

const COMMIT_LINE = /^\[([^\]\s]+)(?: \([^)]*\))? ([0-9a-f]{7,40})\] (.+)$/gm;

/** Commit messages from `git commit -m ...`, including the common `-m "$(cat <<'EOF' ... EOF)"` form. */
export function commitMessagesFromCommand(command: string): string[] {
  if (!/\bgit\b[^\n]*\bcommit\b/.test(command)) return [];
  const heredoc = /git\b[^\n]*\bcommit\b[^\n]*(?:-m|--message)[ =]?\s*"?\$\(cat\s+<<-?\s*(['"]?)(\w+)\1\s*\n([\s\S]*?)\n\s*\2\b/.exec(
    command,
  );
  if (heredoc) {
    const first = heredoc[3].split('\n').find((l) => l.trim());
    return first ? [first.trim()] : [];
  }
  const out: string[] = [];
  for (const cmd of simpleCommands(command)) {
    const words = programWords(cmd);
    if (words[0]?.value !== 'git') continue;
    const ci = words.findIndex((w) => w.value === 'commit');
    if (ci < 0) continue;
    for (let i = ci + 1; i < words.length; i++) {
      const v = words[i].value;
      let msg: string | undefined;
      if (/^-[a-zA-Z]*m$/.test(v) || v === '--message') msg = words[i + 1]?.value;
      else if (v.startsWith('--message=')) msg = v.slice('--message='.length);
      else if (/^-m./.test(v)) msg = v.slice(2);
      if (msg?.trim()) {
        // Only the subject line: bodies are long and the subject is what people search for.
        out.push(msg.split('\n')[0].trim());
        break;
      }
    }
  }
  return out;
}

/** "abc1234 subject" for each `[branch abc1234] subject` line git prints after committing. */
export function commitsFromOutput(output: string): string[] {
  const out: string[] = [];
  for (const m of output.matchAll(COMMIT_LINE)) out.push(`${m[2].slice(0, 12)} ${m[3].trim()}`);
  return out;
}

// ---------------------------------------------------------------------------------------------------------

class OrderedSet {
  private readonly seen = new Set<string>();
  readonly items: string[] = [];
  constructor(private readonly cap: number) {}
  add(v: string | undefined): void {
    if (!v || this.seen.has(v) || this.items.length >= this.cap) return;
    this.seen.add(v);
    this.items.push(v);
  }
}

function firstErrorLine(text: string): string | undefined {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^Exit code:?\s*-?\d+$/i.test(l));
  // Prefer a line that names the problem over the first line of a banner or stack.
  const named = lines.find((l) => /\b(error|failed|fail|cannot|not found|no such|denied|exception|fatal)\b/i.test(l));
  const line = named ?? lines[0];
  return line ? oneLine(line, ERROR_CAP) : undefined;
}

export function extractEvidence(tools: ToolEvidence[]): TurnEvidence {
  const filesRead = new OrderedSet(FACT_LIMITS.files);
  const filesModified = new OrderedSet(FACT_LIMITS.files);
  const commands: TurnEvidence['commands'] = [];
  const errors = new OrderedSet(FACT_LIMITS.errors);
  const tests: TurnEvidence['tests'] = [];
  const testKeys = new Set<string>();
  const commits = new OrderedSet(FACT_LIMITS.commits);
  const commitSubjects = new Set<string>();

  const addCommit = (entry: string, subject: string) => {
    if (commitSubjects.has(subject)) return;
    commitSubjects.add(subject);
    commits.add(entry);
  };

  for (const ev of tools ?? []) {
    const input = asRecord(ev.input);
    const output = typeof ev.output === 'string' ? ev.output : '';
    switch (ev.toolName) {
      case 'Edit':
      case 'Write':
      case 'MultiEdit':
        if (ev.success) filesModified.add(str(input.file_path));
        break;
      case 'NotebookEdit':
        if (ev.success) filesModified.add(str(input.notebook_path));
        break;
      case 'Read':
        if (ev.success) filesRead.add(str(input.file_path));
        break;
      case 'NotebookRead':
        if (ev.success) filesRead.add(str(input.notebook_path));
        break;
      case 'Grep':
      case 'Glob':
        if (ev.success) filesRead.add(str(input.path));
        break;
      default:
        break;
    }

    if (ev.toolName === 'Bash') {
      const command = str(input.command);
      if (command) {
        const interrupted = ev.success && isInterrupted(output);
        // Claude Code reports a non-zero exit as a tool failure, so a success means exit 0.
        const exitCode = ev.success ? (interrupted ? null : 0) : (parseExitCode(ev.error) ?? parseExitCode(output));
        const ok = ev.success && !interrupted;
        if (commands.length < FACT_LIMITS.commands) commands.push({ command: oneLine(command, COMMAND_CAP), exitCode, ok });

        const effects = shellFileEffects(command);
        // A failed command may have stopped before touching anything; only trust effects of successes.
        if (ok) for (const f of effects.modified) filesModified.add(f);
        if (ok) for (const f of effects.read) filesRead.add(f);

        const testCmd = findTestCommand(command);
        if (testCmd && tests.length < FACT_LIMITS.tests) {
          const outcome = ok ? 'passed' : 'failed';
          const key = `${testCmd}\u0000${outcome}`;
          if (!testKeys.has(key)) {
            testKeys.add(key);
            tests.push({ command: oneLine(testCmd, COMMAND_CAP), outcome });
          }
        }

        if (ok) {
          const fromOutput = commitsFromOutput(outputText(output));
          if (fromOutput.length) for (const c of fromOutput) addCommit(c, c.slice(c.indexOf(' ') + 1));
          else for (const m of commitMessagesFromCommand(command)) addCommit(m, m);
        }
      }
    }

    if (!ev.success) {
      const line = firstErrorLine(ev.error ?? '') ?? firstErrorLine(outputText(output));
      if (line) errors.add(`${ev.toolName}: ${line}`);
    }
  }

  return {
    filesRead: filesRead.items,
    filesModified: filesModified.items,
    commands,
    errors: errors.items,
    tests,
    commits: commits.items,
  };
}
