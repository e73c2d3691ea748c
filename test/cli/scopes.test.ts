// Scopes: a user-wide global memory beside each project's. What is saved to global (or promoted) holds in every
// project: recall, prompt injection and the SessionStart digest read project and global together, project first and
// without duplicates; demote undoes a promote; every move is audited in both stores; global ids are addressable.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupSandboxes, fixturePayload, makeSandbox, runCliProcess as cli, runHookProcess, type Sandbox } from '../helpers/store.js';

afterEach(cleanupSandboxes);

function otherProject(sb: Sandbox, name: string): string {
  const dir = path.join(sb.root, name);
  fs.mkdirSync(dir);
  fs.mkdirSync(path.join(dir, '.claude'));
  return dir;
}

const json = async (sb: Sandbox, args: string[], cwd?: string) => {
  const r = await cli(sb, [...args, '--json'], cwd ? { cwd } : {});
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
};

describe('global memory', () => {
  it('remember --global holds in every project: recall, the digest and prompt injection, marked global', async () => {
    const sb = makeSandbox();
    const saved = await json(sb, [
      'remember',
      '--global',
      '--type',
      'preference',
      'Always answer with British spelling in docs',
      '--reason',
      'the user is in Leeds',
    ]);
    expect(saved.id).toMatch(/^global:preference:\d+$/);

    const elsewhere = otherProject(sb, 'garden-planner');
    const found = await json(sb, ['recall', 'British spelling docs', '--fts'], elsewhere);
    expect(found.hits[0].id).toBe(saved.id);
    expect(found.hits[0].scope).toBe('global');
    // --scope project leaves it out; --scope global finds it without any project memory.
    expect((await cli(sb, ['recall', 'British spelling', '--scope', 'project', '--fts'], { cwd: elsewhere })).stdout).toContain(
      'No memory for',
    );
    expect((await json(sb, ['recall', 'British spelling', '--scope', 'global', '--fts'], elsewhere)).hits[0].id).toBe(saved.id);
    expect((await cli(sb, ['recall', 'x', '--scope', 'everywhere'])).code).toBe(2);

    // A new session in another project starts with it, and a prompt about it gets it injected.
    await cli(sb, ['remember', 'Beds are modelled as polygons'], { cwd: elsewhere });
    const start = await runHookProcess(sb, 'SessionStart', fixturePayload('SessionStart', sb, elsewhere), {
      env: { CLAUDE_PROJECT_DIR: elsewhere },
    });
    expect(start.code).toBe(0);
    expect(start.stdout).toContain('Across your projects (global memory)');
    expect(start.stdout).toContain(`[${saved.id}] Always answer with British spelling in docs`);
    const prompt = { ...fixturePayload('UserPromptSubmit', sb, elsewhere), prompt: 'should the docs use British spelling?' };
    const injected = await runHookProcess(sb, 'UserPromptSubmit', prompt, { env: { CLAUDE_PROJECT_DIR: elsewhere } });
    expect(injected.code).toBe(0);
    expect(injected.stdout).toContain(saved.id);
  });

  it('promote copies an item with its receipts, audited in both stores; twice is a no-op; demote undoes it', async () => {
    const sb = makeSandbox();
    const item = await json(sb, ['remember', '--type', 'convention', 'Commit messages use the imperative mood', '--reason', 'team rule']);
    const promoted = await json(sb, ['promote', item.id, '--reason', 'I want this everywhere']);
    expect(promoted.projectId).toBe(item.id);
    expect(promoted.globalId).toMatch(/^global:convention:\d+$/);
    expect(promoted.outcome).toBe('created');
    expect((await json(sb, ['promote', item.id])).outcome).toBe('equivalent');

    // The global copy carries the original's receipts plus the promote, and says where it came from.
    const explained = await cli(sb, ['explain', promoted.globalId]);
    expect(explained.code).toBe(0);
    expect(explained.stdout).toContain(`${promoted.globalId}: convention, verified`);
    expect(explained.stdout).toContain('scope global');
    expect(explained.stdout).toContain(`promoted from project/${item.id}`);
    // Audited in both stores.
    const projectChanges = await json(sb, ['changes']);
    expect(projectChanges.changes.map((c: { action: string }) => c.action)).toContain('promote');
    const globalChanges = await json(sb, ['changes', '--scope', 'global']);
    expect(globalChanges.changes.map((c: { action: string }) => c.action)).toEqual(expect.arrayContaining(['create', 'corroborate']));

    // In this project, recall shows the item once: the project's copy speaks for both.
    const here = await json(sb, ['recall', 'imperative mood commit messages', '--fts']);
    expect(here.hits.filter((h: { snippet: string }) => h.snippet.includes('imperative mood'))).toHaveLength(1);
    expect(here.hits[0].id).toBe(item.id);
    // Elsewhere, the global copy.
    const elsewhere = otherProject(sb, 'ledger');
    expect((await json(sb, ['recall', 'imperative mood commit messages', '--fts'], elsewhere)).hits[0].id).toBe(promoted.globalId);

    const demoted = await json(sb, ['demote', item.id]);
    expect(demoted.outcome).toBe('withdrawn');
    expect((await json(sb, ['recall', 'imperative mood commit messages', '--fts'], elsewhere)).hits).toEqual([]);
    expect((await json(sb, ['changes', '--scope', 'global'])).changes.map((c: { action: string }) => c.action)).toContain('demote');
    // The project item is untouched, and demoting again says there is nothing to demote.
    expect((await json(sb, ['recall', 'imperative mood commit messages', '--fts'])).hits[0].id).toBe(item.id);
    const again = await cli(sb, ['demote', item.id]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('no copy in the global memory');

    // Forgetting a promoted item here says that its global copy stays, and how to remove it too.
    const copy = await json(sb, ['promote', item.id]);
    const forgot = await cli(sb, ['forget', item.id]);
    expect(forgot.code).toBe(0);
    expect(forgot.stdout).toContain(`its copy in your global memory stays: forget ${copy.globalId} too`);
  });

  it('a global item demoted by its global id moves into the current project only', async () => {
    const sb = makeSandbox();
    const g = await json(sb, ['remember', '--global', '--type', 'preference', 'Use tabs in Makefiles only']);
    const moved = await json(sb, ['demote', g.id]);
    expect(moved.projectId).toMatch(/^preference:\d+$/);
    expect((await json(sb, ['recall', 'tabs Makefiles', '--fts'])).hits[0].id).toBe(moved.projectId);
    const elsewhere = otherProject(sb, 'notes');
    expect((await json(sb, ['recall', 'tabs Makefiles', '--fts', '--scope', 'global'], elsewhere)).hits).toEqual([]);
  });

  it('global items can be explained, verified, rejected and forgotten by their global id; forgotten stays forgotten', async () => {
    const sb = makeSandbox();
    const g = await json(sb, ['remember', '--global', '--type', 'preference', 'Prefer vitest over jest']);
    const missing = await cli(sb, ['explain', 'global:preference:999']);
    expect(missing.code).toBe(2);
    const forgot = await cli(sb, ['forget', g.id]);
    expect(forgot.code).toBe(0);
    expect(forgot.stdout).toContain(`Forgot ${g.id}`);
    expect((await json(sb, ['recall', 'vitest jest', '--fts', '--scope', 'global'])).hits).toEqual([]);
    // The tombstone is in the global store: saving it again is refused.
    const resave = await cli(sb, ['remember', '--global', '--type', 'preference', 'Prefer vitest over jest']);
    expect(resave.code).toBe(2);
    expect(resave.stderr).toContain('forgotten');
    // Working on global ids never created a store for the project the shell is in.
    const projects = path.join(sb.dataDir, 'projects');
    expect(fs.existsSync(projects) ? fs.readdirSync(projects).filter((f) => f.endsWith('.db')) : []).toEqual([]);
  });

  it("publish --with-global adds the global memory after the project's own, without the project's copies", async () => {
    const sb = makeSandbox();
    await cli(sb, ['remember', '--type', 'convention', 'Tests live next to the code they test']);
    const here = await json(sb, ['remember', '--type', 'preference', 'Short commit subjects']);
    await cli(sb, ['promote', here.id]);
    const g = await json(sb, ['remember', '--global', '--type', 'preference', 'Never push to main directly']);
    const without = await cli(sb, ['publish', '--mode', 'local', '--dry-run']);
    expect(without.stdout).not.toContain('Never push to main directly');
    const withGlobal = await cli(sb, ['publish', '--mode', 'local', '--dry-run', '--with-global']);
    expect(withGlobal.code).toBe(0);
    expect(withGlobal.stdout).toContain(`Never push to main directly (global) [${g.id}]`);
    // The promoted preference is published once, as the project's.
    expect(withGlobal.stdout.split('Short commit subjects').length - 1).toBe(1);
  });

  it('with no global memory, read paths do not create one', async () => {
    const sb = makeSandbox();
    await cli(sb, ['remember', 'Something local']);
    await cli(sb, ['recall', 'something']);
    expect((await cli(sb, ['changes', '--scope', 'global'])).stdout).toContain('No global memory yet.');
    // A misspelt scope is an error (exit 2), also where there is no memory at all.
    const typo = await cli(sb, ['changes', '--scope', 'glob'], { cwd: sb.root });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('--scope must be project or global, got "glob"');
    expect(fs.existsSync(path.join(sb.dataDir, 'global-memory.db'))).toBe(false);
  });
});

describe('project root without git or markers', () => {
  it('a shell in a subfolder finds the project whose root Claude Code named, not a new empty one', async () => {
    const sb = makeSandbox();
    // The hooks name the root (CLAUDE_PROJECT_DIR); that registers it.
    const start = await runHookProcess(sb, 'SessionStart', fixturePayload('SessionStart', sb), {
      env: { CLAUDE_PROJECT_DIR: sb.projectDir },
    });
    expect(start.code).toBe(0);
    await cli(sb, ['remember', 'Thumbnails are cached under var/thumbs'], { env: { CLAUDE_PROJECT_DIR: sb.projectDir } });
    const deeper = path.join(sb.projectDir, 'src', 'images');
    fs.mkdirSync(deeper, { recursive: true });
    const found = await json(sb, ['recall', 'thumbnails cached', '--fts'], deeper);
    expect(found.hits[0]?.snippet).toContain('Thumbnails are cached under var/thumbs');
    const where = await json(sb, ['where'], deeper);
    expect(where.project.root).toBe(sb.projectDir);
    // A folder outside every known project is still its own (and nothing is created by asking).
    const outside = path.join(sb.root, 'elsewhere');
    fs.mkdirSync(outside);
    expect((await cli(sb, ['recall', 'thumbnails'], { cwd: outside })).stdout).toContain('No memory for');
  });
});
