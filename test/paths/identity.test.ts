// Project identity (issue 12 item 4, issue 9): a folder Claude Code names as the project root must not share the
// store of a git repository it merely sits in (a dotfiles repository at $HOME is common), unless it is a tracked part
// of that work tree. Without git, a project is its nearest folder holding `.claude/` or `CLAUDE.md`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectIdentity } from '../../src/paths.js';
import { cleanupSandboxes, fixturePayload, git, hookDeps, makeSandbox, runHook } from '../helpers/store.js';

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
