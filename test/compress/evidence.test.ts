import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { ToolEvidence } from '../../src/compress/candidates.js';
import {
  commitMessagesFromCommand,
  commitsFromOutput,
  extractEvidence,
  findTestCommand,
  shellFileEffects,
  stripHeredocs,
} from '../../src/compress/evidence.js';

const FIX = '/work/shared/fixtures/claude-code-2.1.197';
function evidence(name: string): ToolEvidence {
  const p = JSON.parse(readFileSync(`${FIX}/${name}`, 'utf8')) as Record<string, unknown>;
  const failed = p.hook_event_name === 'PostToolUseFailure';
  return {
    toolName: p.tool_name as string,
    input: p.tool_input,
    output: failed ? '' : JSON.stringify(p.tool_response),
    success: !failed,
    error: failed ? (p.error as string) : undefined,
  };
}
const bash = (command: string, stdout = '', extra: Partial<ToolEvidence> = {}): ToolEvidence => ({
  toolName: 'Bash',
  input: { command, description: 'x' },
  output: JSON.stringify({ stdout, stderr: '', interrupted: false, isImage: false }),
  success: true,
  ...extra,
});
const bashFail = (command: string, error: string): ToolEvidence => ({
  toolName: 'Bash',
  input: { command },
  output: '',
  success: false,
  error,
});

describe('extractEvidence on real hook payloads', () => {
  it('reads, commands and failures', () => {
    const f = extractEvidence([
      evidence('PostToolUse.json'),
      evidence('PostToolUse-Bash.json'),
      evidence('PostToolUseFailure.json'),
      evidence('PostToolUse-mcp.json'),
      evidence('PostToolUse-in-subagent.json'),
    ]);
    expect(f.filesRead).toEqual(['/home/dev/project/notes.txt', 'notes.txt']);
    expect(f.filesModified).toEqual([]);
    expect(f.commands).toEqual([
      { command: 'cat notes.txt && echo BASH_RAN', exitCode: 0, ok: true },
      { command: 'ls /nonexistent-dir-xyz', exitCode: 2, ok: false },
    ]);
    expect(f.errors).toEqual(["Bash: ls: cannot access '/nonexistent-dir-xyz': No such file or directory"]);
    expect(f.tests).toEqual([]);
    expect(f.commits).toEqual([]);
  });
});

describe('extractEvidence', () => {
  it('collects modified files from edit tools and only from successful ones', () => {
    const f = extractEvidence([
      { toolName: 'Edit', input: { file_path: '/p/src/cli.ts', old_string: 'a', new_string: 'b' }, output: '', success: true },
      { toolName: 'Write', input: { file_path: '/p/README.md', content: '# x' }, output: '', success: true },
      { toolName: 'MultiEdit', input: { file_path: '/p/src/a.ts', edits: [] }, output: '', success: true },
      { toolName: 'NotebookEdit', input: { notebook_path: '/p/nb.ipynb', new_source: '' }, output: '', success: true },
      { toolName: 'Edit', input: { file_path: '/p/src/cli.ts' }, output: '', success: true },
      {
        toolName: 'Edit',
        input: { file_path: '/p/src/failed.ts' },
        output: '',
        success: false,
        error: 'String to replace not found in file.',
      },
      { toolName: 'Grep', input: { pattern: 'foo', path: '/p/src' }, output: '', success: true },
      { toolName: 'Glob', input: { pattern: '*.md' }, output: '', success: true },
      { toolName: 'NotebookRead', input: { notebook_path: '/p/nb2.ipynb' }, output: '', success: true },
    ]);
    expect(f.filesModified).toEqual(['/p/src/cli.ts', '/p/README.md', '/p/src/a.ts', '/p/nb.ipynb']);
    expect(f.filesRead).toEqual(['/p/src', '/p/nb2.ipynb']);
    expect(f.errors).toEqual(['Edit: String to replace not found in file.']);
  });

  it('reads file effects of shell commands', () => {
    const f = extractEvidence([
      bash('git mv src/old.ts src/new.ts && git rm -q --cached secrets.env'),
      bash('mv a.txt b.txt; rm -rf build dist'),
      bash('touch .keep && sed -i "s/foo/bar/g" src/x.ts src/y.ts'),
      bash("sed -i.bak -e 's/a/b/' conf.ini"),
      bash('sed "s/x/y/" in.txt > out.txt'),
      bash('echo hi >> log.txt 2>&1; echo "a > b" > /dev/null; ls >&2'),
      bash("cat > notes.md <<'EOF'\n# Title\nrm should-not-count.txt\nEOF\necho done"),
      bash('npm run build | tee build.log'),
      bash('rm $TMPFILE "$(mktemp)"'),
      bash('cp template.json config.json'),
    ]);
    expect(f.filesModified).toEqual([
      'src/old.ts',
      'src/new.ts',
      'secrets.env',
      'a.txt',
      'b.txt',
      'build',
      'dist',
      '.keep',
      'src/x.ts',
      'src/y.ts',
      'conf.ini',
      'out.txt',
      'log.txt',
      'notes.md',
      'build.log',
      'config.json',
    ]);
    // sed without -i only reads; reads are tracked for cat/head/tail/wc/cp sources and `< file`.
    expect(f.filesRead).toEqual(['template.json']);
  });

  it('ignores file effects of failed commands', () => {
    const f = extractEvidence([bashFail('rm missing.txt', 'Exit code 1\nrm: cannot remove')]);
    expect(f.filesModified).toEqual([]);
    expect(f.commands).toEqual([{ command: 'rm missing.txt', exitCode: 1, ok: false }]);
  });

  it('recognizes test runs and their outcome', () => {
    const f = extractEvidence([
      bash('cd /p && npm test', 'Tests  12 passed (12)'),
      bashFail(
        'npx vitest run test/db',
        'Exit code 1\n FAIL test/db/migrate.test.ts > applies migration 7\nAssertionError: expected 1 to be 2',
      ),
      bash('CI=1 pytest -q tests/', '3 passed'),
      bashFail('go test ./...', 'Exit code 1\n--- FAIL: TestX'),
      bash('cargo test --all'),
      bash('mvn -q test'),
      bash('bundle exec rspec spec/models'),
      bash('npx jest --watchAll=false'),
      bash('grep -r "test" src'),
      bash('cd /p && npm test', 'again'),
    ]);
    expect(f.tests).toEqual([
      { command: 'npm test', outcome: 'passed' },
      { command: 'npx vitest run test/db', outcome: 'failed' },
      { command: 'pytest -q tests/', outcome: 'passed' },
      { command: 'go test ./...', outcome: 'failed' },
      { command: 'cargo test --all', outcome: 'passed' },
      { command: 'mvn -q test', outcome: 'passed' },
      { command: 'bundle exec rspec spec/models', outcome: 'passed' },
      { command: 'npx jest --watchAll=false', outcome: 'passed' },
    ]);
    expect(f.errors[0]).toBe('Bash: FAIL test/db/migrate.test.ts > applies migration 7');
  });

  it('records commits from git output and from -m messages, deduplicated', () => {
    const f = extractEvidence([
      bash(
        'git add -A && git commit -m "Fix migration ordering"',
        '[main 3f2a9c1] Fix migration ordering\n 2 files changed, 10 insertions(+)',
      ),
      bash("git commit -am 'Bump version'"),
      bash(
        `git commit -m "$(cat <<'EOF'\nAdd retry to the worker loop\n\nLonger body here.\n\nCo-Authored-By: Claude <noreply@anthropic.com>\nEOF\n)"`,
        '[feature/x (root-commit) a1b2c3d4] Add retry to the worker loop',
      ),
      bash(`git commit -m "$(cat <<'EOF'\nOnly from heredoc\nEOF\n)"`),
      bashFail('git commit -m "Not committed"', 'Exit code 1\nnothing to commit, working tree clean'),
      bash('git commit --message="Same subject" && git commit -m "Same subject"'),
    ]);
    expect(f.commits).toEqual([
      '3f2a9c1 Fix migration ordering',
      'Bump version',
      'a1b2c3d4 Add retry to the worker loop',
      'Only from heredoc',
      'Same subject',
    ]);
  });

  it('marks interrupted commands as not ok with unknown exit code', () => {
    const f = extractEvidence([
      { toolName: 'Bash', input: { command: 'sleep 999' }, output: '{"stdout":"","stderr":"","interrupted":true}', success: true },
    ]);
    expect(f.commands).toEqual([{ command: 'sleep 999', exitCode: null, ok: false }]);
  });

  it('caps list lengths and tolerates junk input', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({
      toolName: 'Read',
      input: { file_path: `/p/f${i}.ts` },
      output: '',
      success: true,
    }));
    const f = extractEvidence([
      ...many,
      ...Array.from({ length: 100 }, (_, i) => bash(`echo ${i}`)),
      { toolName: 'Bash', input: null, output: '', success: true },
      { toolName: 'Edit', input: 'not an object', output: '', success: true },
      { toolName: 'Weird', input: { a: 1 }, output: '', success: false },
    ]);
    expect(f.filesRead).toHaveLength(50);
    expect(f.commands).toHaveLength(30);
    expect(extractEvidence([])).toEqual({ filesRead: [], filesModified: [], commands: [], errors: [], tests: [], commits: [] });
  });
});

describe('shell helpers', () => {
  it('strips heredoc bodies', () => {
    expect(stripHeredocs('cat <<EOF > f\nrm x\nEOF\necho y')).toBe('cat <<EOF > f\necho y');
    expect(stripHeredocs("cat <<-'END'\n\tbody\n\tEND\nls")).toBe("cat <<-'END'\nls");
  });
  it('finds effects through quotes and operators', () => {
    expect(shellFileEffects('echo "x; rm y" > "my file.txt"')).toEqual({ modified: ['my file.txt'], read: [] });
    expect(shellFileEffects('sort < in.txt > out.txt')).toEqual({ modified: ['out.txt'], read: ['in.txt'] });
    expect(shellFileEffects('sudo rm -f /etc/thing')).toEqual({ modified: ['/etc/thing'], read: [] });
    expect(shellFileEffects('sed -n "1,5p" file.txt').modified).toEqual([]);
  });
  it('detects test commands only at command position', () => {
    expect(findTestCommand('echo npm test')).toBeUndefined();
    expect(findTestCommand('yarn test --coverage')).toBe('yarn test --coverage');
    expect(findTestCommand('npm run test:unit')).toBe('npm run test:unit');
    expect(findTestCommand('python -m pytest -x')).toBe('python -m pytest -x');
    expect(findTestCommand('./gradlew test')).toBe('./gradlew test');
  });
  it('parses commit messages and output lines', () => {
    expect(commitMessagesFromCommand('git commit -m "a" -m "b"')).toEqual(['a']);
    expect(commitMessagesFromCommand('git -C repo commit -m"tight"')).toEqual(['tight']);
    expect(commitMessagesFromCommand('git status')).toEqual([]);
    expect(commitsFromOutput('[main abc1234] msg one\nother\n[dev 0123456789abcdef] two')).toEqual(['abc1234 msg one', '0123456789ab two']);
  });
});
