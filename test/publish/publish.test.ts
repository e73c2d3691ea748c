// Publishing into Claude Code's memory files: only verified, current decisions, conventions and preferences (never
// candidates, rejected or superseded items, never secrets), in a stable order, rewritten only when the content
// changes, next to whatever the user wrote in the same file, and never into a subfolder.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withBlock } from '../../src/publish/publish.js';
import { renderMemoryFile } from '../../src/publish/render.js';
import { cleanupSandboxes, makeSandbox, runCliProcess as cli, withProject, type Sandbox } from '../helpers/store.js';

afterEach(cleanupSandboxes);

async function seed(sb: Sandbox) {
  const id = async (args: string[]) => JSON.parse((await cli(sb, [...args, '--json'])).stdout).id as string;
  const pnpm = await id(['remember', 'Use pnpm, not npm', '--reason', 'faster installs']);
  const old = await id(['remember', 'Deploy on Fridays']);
  await cli(sb, ['supersede', old, 'Deploy on Tuesdays only', '--reason', 'Friday deploys broke twice']);
  await cli(sb, ['remember', 'The staging password is hunter2pass and token sk-ant-api03-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']);
  // A candidate (extracted, not reviewed) and a rejected item must never be published.
  withProject(sb, (db) => {
    db.prepare(
      `INSERT INTO memory_items (type, text, reason, subject_key, content_hash, origin, source, trust, valid_from, recorded_at, created_at, created_at_iso)
       VALUES ('convention', 'Tests live next to the code', '', 'tests location', 'h1', 'inferred', 'auto', 'candidate', 1, 1, 1, '1970-01-01T00:00:00.001Z'),
              ('preference', 'Use tabs', '', 'indentation', 'h2', 'inferred', 'auto', 'rejected', 1, 1, 1, '1970-01-01T00:00:00.001Z')`,
    ).run();
  });
  return { pnpm };
}

describe('publish', () => {
  it('shared: writes .claude/rules/memory.generated.md with only verified, current items and their ids; again changes nothing', async () => {
    const sb = makeSandbox();
    const { pnpm } = await seed(sb);
    const r = JSON.parse((await cli(sb, ['publish', '--mode', 'shared', '--json'])).stdout);
    const file = path.join(sb.projectDir, '.claude', 'rules', 'memory.generated.md');
    expect(r.changes).toEqual([{ file, action: 'create' }]);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain(`- Use pnpm, not npm (because faster installs) [${pnpm}]`);
    expect(text).toContain('Deploy on Tuesdays only');
    expect(text).not.toContain('Fridays');
    expect(text).not.toContain('Tests live next to the code');
    expect(text).not.toContain('Use tabs');
    expect(text).not.toContain('hunter2pass');
    expect(text).not.toContain('sk-ant-api03');
    const mtime = fs.statSync(file).mtimeMs;
    const again = JSON.parse((await cli(sb, ['publish', '--mode', 'shared', '--json'])).stdout);
    expect(again.changes).toEqual([{ file, action: 'unchanged' }]);
    expect(fs.statSync(file).mtimeMs).toBe(mtime);
    // Nothing in a subfolder, ever.
    const claudeMds = fs
      .readdirSync(sb.projectDir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('CLAUDE.md'));
    expect(claudeMds).toEqual([]);
  });

  it("local: a marked block in CLAUDE.local.md next to the user's own text, updated in place; --dry-run writes nothing", async () => {
    const sb = makeSandbox();
    await seed(sb);
    const file = path.join(sb.projectDir, 'CLAUDE.local.md');
    fs.writeFileSync(file, '# My notes\n\nRun the tests with `make test`.\n');
    const dry = JSON.parse((await cli(sb, ['publish', '--mode', 'local', '--dry-run', '--json'])).stdout);
    expect(dry.changes).toEqual([{ file, action: 'update' }]);
    expect(fs.readFileSync(file, 'utf8')).toBe('# My notes\n\nRun the tests with `make test`.\n');
    await cli(sb, ['publish', '--mode', 'local']);
    const first = fs.readFileSync(file, 'utf8');
    expect(first.startsWith('# My notes\n\nRun the tests with `make test`.\n')).toBe(true);
    expect(first).toContain('Use pnpm, not npm');
    await cli(sb, ['remember', 'Prefer small pull requests']);
    await cli(sb, ['publish', '--mode', 'local']);
    const second = fs.readFileSync(file, 'utf8');
    expect(second.match(/claude-memory:begin/g)).toHaveLength(1);
    expect(second).toContain('Prefer small pull requests');
    expect(second.startsWith('# My notes\n')).toBe(true);
  });

  it('home: ~/.claude/memory/<key>.md, imported by one @ line in the project CLAUDE.md', async () => {
    const sb = makeSandbox();
    await seed(sb);
    const r = JSON.parse((await cli(sb, ['publish', '--mode', 'home', '--json'])).stdout);
    const [memory, claudeMd] = r.changes.map((c: { file: string }) => c.file);
    expect(path.dirname(memory)).toBe(path.join(sb.home, '.claude', 'memory'));
    expect(fs.readFileSync(memory, 'utf8')).toContain('Use pnpm, not npm');
    expect(claudeMd).toBe(path.join(sb.projectDir, 'CLAUDE.md'));
    expect(fs.readFileSync(claudeMd, 'utf8')).toContain(`@~/.claude/memory/${path.basename(memory)}`);
  });

  it('renders in a stable order within the budget and says what did not fit', () => {
    const items = Array.from({ length: 50 }, (_, i) => ({
      id: `decision:${i + 1}`,
      type: 'decision' as const,
      text: `Decision number ${i + 1} about the build`,
      reason: '',
    }));
    const a = renderMemoryFile('p', items, 200);
    expect(a).toBe(renderMemoryFile('p', items, 200));
    expect(a).toMatch(/… \d+ more verified items did not fit/);
    expect(renderMemoryFile('p', [], 200)).toBe('');
  });

  it('withBlock replaces only its own block and removes it cleanly', () => {
    const withOurs = withBlock('user text\n', 'A\n')!;
    expect(withBlock(withOurs, 'B\n')).toBe(withOurs.replace('A\n', 'B\n'));
    expect(withBlock(withOurs, null)).toBe('user text\n');
    expect(withBlock(withBlock(null, 'A\n'), null)).toBeNull();
  });
});
