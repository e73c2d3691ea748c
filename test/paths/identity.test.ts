// Project identity (issue 12 item 4, issue 9): a folder Claude Code names as the project root must not share the
// store of a git repository it merely sits in (a dotfiles repository at $HOME is common), unless it is a tracked part
// of that work tree. Without git, a project is its nearest folder holding `.claude/` or `CLAUDE.md`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_KEY_FILE, projectIdentity } from '../../src/paths.js';
import { sha256Hex } from '../../src/sha256.js';
import { rememberItem } from '../../src/store/saved-items.js';
import {
  cleanupSandboxes,
  fixturePayload,
  git,
  hookDeps,
  makeSandbox,
  runCliProcess,
  runHook,
  sandboxApp,
  type Sandbox,
} from '../helpers/store.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  cleanupSandboxes();
});

function tmp(): string {
  const d = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cm-ident-')));
  dirs.push(d);
  return d;
}

function write(file: string, text = 'x\n'): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A home directory that is itself a git repository (dotfiles), with a committed file and Claude Code's own ~/.claude. */
function dotfilesHome(): string {
  const home = tmp();
  git(home, 'init', '-q');
  write(path.join(home, '.bashrc'));
  write(path.join(home, '.claude', 'settings.json'), '{}');
  git(home, 'add', '.bashrc');
  git(home, 'commit', '-qm', 'dotfiles');
  return home;
}

describe('project identity', () => {
  it('an untracked folder inside a git repository is its own project, not the repository', () => {
    const home = dotfilesHome();
    const y = path.join(home, 'work', 'y');
    write(path.join(y, 'main.py'));
    const repo = projectIdentity(home, { home });
    const inner = projectIdentity(y, { home, named: true });
    expect(inner.identity).not.toBe(repo.identity);
    expect(inner.key).not.toBe(repo.key);
    expect(inner.root).toBe(y);
    expect(inner.name).toBe('y');
  });

  it('a command run in an unmarked untracked subfolder still finds the repository; a named root there does not', () => {
    const home = dotfilesHome();
    const build = path.join(home, 'build', 'out');
    fs.mkdirSync(build, { recursive: true });
    expect(projectIdentity(build, { home }).identity).toBe(projectIdentity(home, { home }).identity);
    expect(projectIdentity(build, { home, named: true }).identity).not.toBe(projectIdentity(home, { home }).identity);
  });

  it('a tracked folder of the repository is part of the repository (a monorepo package)', () => {
    const repo = tmp();
    git(repo, 'init', '-q');
    write(path.join(repo, 'packages', 'api', 'index.ts'));
    write(path.join(repo, 'README.md'));
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'init');
    expect(projectIdentity(path.join(repo, 'packages', 'api')).identity).toBe(projectIdentity(repo).identity);
    expect(projectIdentity(path.join(repo, 'packages')).key).toBe(projectIdentity(repo).key);
  });

  it('a tracked folder of a linked worktree is part of the repository', () => {
    const repo = tmp();
    git(repo, 'init', '-q');
    write(path.join(repo, 'src', 'a.ts'));
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'init');
    const wt = path.join(tmp(), 'wt');
    git(repo, 'worktree', 'add', '-q', wt);
    expect(projectIdentity(path.join(wt, 'src')).identity).toBe(projectIdentity(repo).identity);
  });

  it('the index is read in every format git writes (v2, v3 with extended flags, v4 prefix-compressed)', () => {
    for (const version of ['2', '3', '4']) {
      const repo = tmp();
      git(repo, 'init', '-q');
      git(repo, 'config', 'index.version', version);
      for (const f of ['a/one.txt', 'a/two.txt', 'b/deep/three.txt', 'c.txt']) write(path.join(repo, f));
      git(repo, 'add', '.');
      if (version === '3') git(repo, 'update-index', '--skip-worktree', 'a/one.txt');
      git(repo, 'update-index', `--index-version=${version}`);
      write(path.join(repo, 'untracked', 'u.txt'));
      const id = projectIdentity(repo).identity;
      expect(projectIdentity(path.join(repo, 'a')).identity, `v${version} a`).toBe(id);
      expect(projectIdentity(path.join(repo, 'b', 'deep')).identity, `v${version} b/deep`).toBe(id);
      expect(projectIdentity(path.join(repo, 'untracked'), { named: true }).identity, `v${version} untracked`).not.toBe(id);
    }
  });

  it('without git, a folder below the nearest `.claude/` or CLAUDE.md belongs to that project; ~/.claude does not count', () => {
    const home = tmp();
    write(path.join(home, '.claude', 'settings.json'), '{}');
    const p = path.join(home, 'code', 'p');
    write(path.join(p, 'CLAUDE.md'), '# p');
    fs.mkdirSync(path.join(p, 'src', 'deep'), { recursive: true });
    expect(projectIdentity(path.join(p, 'src', 'deep'), { home })).toMatchObject({ root: p, name: 'p', identity: p });
    const q = path.join(home, 'code', 'q', 'sub');
    fs.mkdirSync(q, { recursive: true });
    expect(projectIdentity(q, { home }).root).toBe(q);
    // An untracked folder in a dotfiles home with its own CLAUDE.md is one project from any of its subfolders.
    const dot = dotfilesHome();
    write(path.join(dot, 'z', 'CLAUDE.md'));
    fs.mkdirSync(path.join(dot, 'z', 'lib'), { recursive: true });
    expect(projectIdentity(path.join(dot, 'z', 'lib'), { home: dot }).root).toBe(path.join(dot, 'z'));
    expect(projectIdentity(path.join(dot, 'z'), { home: dot }).key).toBe(projectIdentity(path.join(dot, 'z', 'lib'), { home: dot }).key);
  });

  it("hooks of a project in an untracked folder of a dotfiles home never reach the home repository's store", async () => {
    const sb = makeSandbox();
    const home = dotfilesHome();
    const x = home;
    const y = path.join(home, 'projects', 'y');
    write(path.join(y, 'app.js'));
    const prompt = (dir: string, text: string, session: string) =>
      runHook(
        'UserPromptSubmit',
        JSON.stringify({ ...fixturePayload('UserPromptSubmit', sb), session_id: session, cwd: dir, prompt: text }),
        hookDeps(sb, { projectDir: dir }),
      );
    await prompt(x, 'the dotfiles secret plan about zanzibar', 'sess-x');
    const r = await prompt(y, 'tell me about zanzibar', 'sess-y');
    expect(r.output).not.toMatch(/zanzibar plan|dotfiles secret/);
    const stores = fs.readdirSync(path.join(sb.dataDir, 'projects')).filter((f) => f.endsWith('.db'));
    expect(stores).toHaveLength(2);
  });
});

describe('a repository keeps its memory wherever it moves (issue 22)', () => {
  const recall = (sb: Sandbox, dir: string, query: string) => runCliProcess(sb, ['recall', '--fts', query], { cwd: dir });
  const remember = (sb: Sandbox, dir: string, text: string) => runCliProcess(sb, ['remember', text], { cwd: dir });
  /** A fresh repository with no commits yet (`git init` only): the identity must not need any. */
  const newRepo = (dir: string) => {
    fs.mkdirSync(dir, { recursive: true });
    git(dir, 'init', '-q');
    return dir;
  };

  it('`mv repo repo-v2` keeps the memory with the repository; a new `git init repo` at the old path starts empty', async () => {
    const sb = makeSandbox();
    const repo = newRepo(path.join(sb.root, 'repo'));
    expect((await remember(sb, repo, 'We switched the parser tests from Jest to Vitest for speed')).code).toBe(0);
    fs.renameSync(repo, path.join(sb.root, 'repo-v2'));
    const moved = await recall(sb, path.join(sb.root, 'repo-v2'), 'Vitest parser');
    expect(moved.stdout).toContain('from Jest to Vitest');
    newRepo(repo);
    const fresh = await recall(sb, repo, 'Vitest parser');
    expect(fresh.stdout).toContain(`No memory for ${repo} yet`);
    expect(fresh.stdout).not.toContain('Vitest');
    // The hooks agree: a prompt in the new repository is shown nothing of the old one's memory.
    const reply = await runHook(
      'UserPromptSubmit',
      JSON.stringify({ ...fixturePayload('UserPromptSubmit', sb), cwd: repo, prompt: 'why did we move the parser tests to Vitest?' }),
      hookDeps(sb, { projectDir: repo }),
    );
    expect(reply.output).not.toContain('Jest to Vitest');
    // And the moved one's status names it by its new folder, with its memory.
    const status = JSON.parse((await runCliProcess(sb, ['status', '--json'], { cwd: path.join(sb.root, 'repo-v2') })).stdout);
    expect(status.project).toMatchObject({ name: 'repo-v2', root: path.join(sb.root, 'repo-v2') });
  });

  it('a memory made before keys were kept in the repository stays its memory after the upgrade, and moves with it', async () => {
    const sb = makeSandbox();
    const repo = newRepo(path.join(sb.root, 'shop'));
    // The store as the previous version named it: the slug and a hash of the git dir's path.
    const app = sandboxApp(sb, { cwd: repo });
    const found = app.project(repo);
    const legacy = { ...found, key: `shop-${sha256Hex(fs.realpathSync(path.join(repo, '.git'))).slice(0, 12)}`, unsavedKey: undefined };
    const db = app.openProjectStore(legacy);
    rememberItem(db, 'decision', {
      decision: 'Orders are paid with Stripe checkout',
      reason: '',
      sessionId: null,
      at: Date.now(),
      actor: 'cli',
    });
    db.close();
    expect(fs.existsSync(path.join(repo, '.git', PROJECT_KEY_FILE))).toBe(false);

    expect((await recall(sb, repo, 'Stripe checkout')).stdout).toContain('Orders are paid with Stripe checkout');
    expect(fs.readFileSync(path.join(repo, '.git', PROJECT_KEY_FILE), 'utf8').trim()).toBe(legacy.key);
    fs.renameSync(repo, path.join(sb.root, 'shop-v2'));
    expect((await recall(sb, path.join(sb.root, 'shop-v2'), 'Stripe checkout')).stdout).toContain('Orders are paid with Stripe checkout');
    // The old path's store is claimed: a new repository there does not inherit it, though its path key is the same.
    newRepo(repo);
    expect((await recall(sb, repo, 'Stripe checkout')).stdout).toContain('No memory for');
    expect(fs.readdirSync(path.join(sb.dataDir, 'projects')).filter((f) => f.endsWith('.db'))).toEqual([`${legacy.key}.db`]);
  });

  it('worktrees share one memory, a clone has its own, and a command that only reads writes nothing into .git', async () => {
    const sb = makeSandbox();
    const repo = newRepo(path.join(sb.root, 'lib'));
    write(path.join(repo, 'a.txt'));
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'init');
    expect((await runCliProcess(sb, ['status'], { cwd: repo })).stdout).toContain('No memory for');
    expect(fs.existsSync(path.join(repo, '.git', PROJECT_KEY_FILE)), 'status writes no key').toBe(false);
    await remember(sb, repo, 'The cache is keyed by tenant id and region');
    const wt = path.join(sb.root, 'lib-wt');
    git(repo, 'worktree', 'add', '-q', wt);
    expect((await recall(sb, wt, 'tenant region cache')).stdout).toContain('keyed by tenant id');
    const clone = path.join(sb.root, 'lib-clone');
    git(sb.root, 'clone', '-q', repo, clone);
    expect((await recall(sb, clone, 'tenant region cache')).stdout).toContain('No memory for');
  });
});
