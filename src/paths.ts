// Where things live on disk, and which project a directory belongs to. No SQLite here: hooks must be able to
// compute the project key (for the spool) even before the native runtime is installed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface DataPaths {
  dataDir: string;
  projectsDir: string;
  spoolDir: string;
  logDir: string;
  /** Sockets of the running MCP servers (prompt-time hybrid recall). */
  runDir: string;
  modelsDir: string;
  globalDb: string;
  configFile: string;
  runtimePointer: string;
}

/** The one data dir shared by hooks inside Claude Code and the CLI in a terminal. */
export function resolveDataDir(env: NodeJS.ProcessEnv): string {
  if (env.CLAUDE_MEMORY_HOME) return path.resolve(env.CLAUDE_MEMORY_HOME);
  const home = env.HOME || os.homedir();
  return path.join(home, '.claude-memory');
}

export function dataPaths(dataDir: string): DataPaths {
  return {
    dataDir,
    projectsDir: path.join(dataDir, 'projects'),
    spoolDir: path.join(dataDir, 'spool'),
    logDir: path.join(dataDir, 'logs'),
    runDir: path.join(dataDir, 'run'),
    modelsDir: path.join(dataDir, 'models'),
    globalDb: path.join(dataDir, 'global.db'),
    configFile: path.join(dataDir, 'config.json'),
    runtimePointer: path.join(dataDir, 'runtime.json'),
  };
}

export interface ProjectIdentity {
  /** Stable identity: the git common dir (shared by all worktrees), else the real path of the project dir. */
  identity: string;
  /** Human name, e.g. the repository folder name. */
  name: string;
  /** File-system-safe key used for the database and spool file names. */
  key: string;
  /** The directory the identity was derived from. */
  root: string;
}

/**
 * Finds the git common dir by reading `.git` files directly (no `git` process: hooks must stay fast).
 * A worktree's `.git` is a file `gitdir: <dir>`, and that dir holds `commondir` pointing at the shared one.
 */
export function findGitCommonDir(startDir: string): { commonDir: string; workTree: string } | null {
  let dir = startDir;
  for (;;) {
    const dotGit = path.join(dir, '.git');
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(dotGit);
    } catch {
      stat = undefined;
    }
    if (stat?.isDirectory()) return { commonDir: realpathOr(dotGit), workTree: dir };
    if (stat?.isFile()) {
      const match = /^gitdir:\s*(.+)\s*$/m.exec(readOr(dotGit));
      if (match) {
        const gitDir = path.resolve(dir, match[1].trim());
        const common = readOr(path.join(gitDir, 'commondir')).trim();
        const commonDir = common ? path.resolve(gitDir, common) : gitDir;
        return { commonDir: realpathOr(commonDir), workTree: dir };
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

export function projectIdentity(projectDir: string): ProjectIdentity {
  const real = realpathOr(path.resolve(projectDir));
  const git = findGitCommonDir(real);
  const identity = git ? git.commonDir : real;
  // For a repository, name it after the main work tree (the folder holding the common `.git`).
  const nameSource = git ? (path.basename(git.commonDir) === '.git' ? path.dirname(git.commonDir) : git.commonDir) : real;
  const name = path.basename(nameSource).replace(/\.git$/, '') || 'root';
  const slug = name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'project';
  const hash = createHash('sha256').update(identity).digest('hex').slice(0, 12);
  return { identity, name, key: `${slug}-${hash}`, root: git ? git.workTree : real };
}

export function projectDbPath(paths: DataPaths, project: ProjectIdentity): string {
  return path.join(paths.projectsDir, `${project.key}.db`);
}

/** The project's spool journal directory. */
export function spoolPath(paths: DataPaths, projectKey: string): string {
  return path.join(paths.spoolDir, projectKey);
}

/** Creates a private directory (0700): memories may hold anything the user typed. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

function realpathOr(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return p;
  }
}

function readOr(p: string): string {
  try {
    return fs.readFileSync(p, 'utf8');
  } catch {
    return '';
  }
}
