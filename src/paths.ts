// Where things live on disk, and which project a directory belongs to. No SQLite here: hooks must be able to
// compute the project key (for the spool) even before the native runtime is installed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sha256Hex } from './sha256.js';

export interface DataPaths {
  dataDir: string;
  projectsDir: string;
  spoolDir: string;
  logDir: string;
  /** Sockets of the running MCP servers (prompt-time hybrid recall). */
  runDir: string;
  modelsDir: string;
  /** Node's compile cache of the bundles (hook/compile-cache.ts). */
  codeCacheDir: string;
  /** The user-wide registry of projects. */
  globalDb: string;
  /** The user-wide memory (scope 'global'): preferences and conventions that hold in every project. */
  globalMemoryDb: string;
  configFile: string;
  runtimePointer: string;
}

export function dataPaths(dataDir: string): DataPaths {
  return {
    dataDir,
    projectsDir: path.join(dataDir, 'projects'),
    spoolDir: path.join(dataDir, 'spool'),
    logDir: path.join(dataDir, 'logs'),
    runDir: path.join(dataDir, 'run'),
    modelsDir: path.join(dataDir, 'models'),
    codeCacheDir: path.join(dataDir, 'cache'),
    globalDb: path.join(dataDir, 'global.db'),
    globalMemoryDb: path.join(dataDir, 'global-memory.db'),
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
export function findGitCommonDir(startDir: string): { commonDir: string; gitDir: string; workTree: string } | null {
  let dir = startDir;
  for (;;) {
    const dotGit = path.join(dir, '.git');
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(dotGit);
    } catch {
      stat = undefined;
    }
    if (stat?.isDirectory()) return { commonDir: realpathOr(dotGit), gitDir: dotGit, workTree: dir };
    if (stat?.isFile()) {
      const match = /^gitdir:\s*(.+)\s*$/m.exec(readOr(dotGit));
      if (match) {
        const gitDir = path.resolve(dir, match[1].trim());
        const common = readOr(path.join(gitDir, 'commondir')).trim();
        const commonDir = common ? path.resolve(gitDir, common) : gitDir;
        return { commonDir: realpathOr(commonDir), gitDir, workTree: dir };
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * Does git's index list any file under `relDir` (a path inside the work tree, `/`-separated)? Reads the index file
 * directly (versions 2 to 4). An index it cannot read counts as "no": a separate store is the safe side of a mistake.
 */
export function indexTracksDir(indexFile: string, relDir: string): boolean {
  let buf: Buffer;
  try {
    buf = fs.readFileSync(indexFile);
  } catch {
    return false;
  }
  if (buf.length < 12 || buf.toString('latin1', 0, 4) !== 'DIRC') return false;
  const version = buf.readUInt32BE(4);
  if (version < 2 || version > 4) return false;
  const count = buf.readUInt32BE(8);
  const prefix = Buffer.from(`${relDir}/`, 'utf8');
  let pos = 12;
  let previous: Buffer = Buffer.alloc(0);
  for (let i = 0; i < count; i++) {
    // ctime, mtime, dev, ino, mode, uid, gid, size (40 bytes), the object id (20 bytes), flags (2 bytes).
    const OID_END = 60;
    if (pos + OID_END + 2 > buf.length) return false;
    const flags = buf.readUInt16BE(pos + OID_END);
    let p = pos + OID_END + 2;
    if (version >= 3 && flags & 0x4000) p += 2;
    let name: Buffer;
    if (version === 4) {
      // The name is the previous name minus N trailing bytes, plus a NUL-terminated suffix.
      let strip = buf[p] & 0x7f;
      while (buf[p++] & 0x80) strip = ((strip + 1) << 7) | (buf[p] & 0x7f);
      const end = buf.indexOf(0, p);
      if (end < 0) return false;
      name = Buffer.concat([previous.subarray(0, previous.length - strip), buf.subarray(p, end)]);
      pos = end + 1;
    } else {
      const end = buf.indexOf(0, p);
      if (end < 0) return false;
      name = buf.subarray(p, end);
      // Entries are padded with 1 to 8 NULs to a multiple of 8 bytes.
      pos += Math.ceil((end - pos + 1) / 8) * 8;
    }
    previous = name;
    if (name.length >= prefix.length && name.subarray(0, prefix.length).equals(prefix)) return true;
    // Sorted by name: past the prefix, nothing further can match.
    if (Buffer.compare(name.subarray(0, prefix.length), prefix) > 0) return false;
  }
  return false;
}

/** Folders that mark a project root without git. `~/.claude` is Claude Code's own settings, not a project. */
function nearestMarkedRoot(start: string, stopAt: string | null, home: string | null): string | null {
  let dir = start;
  for (;;) {
    if (dir === stopAt) return null;
    if (dir !== home && (isDir(path.join(dir, '.claude')) || fs.existsSync(path.join(dir, 'CLAUDE.md')))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * A project identity that is only the directory a command ran in: no repository, no `.claude/` or `CLAUDE.md` at
 * or above it. Such a directory may be a subfolder of a project whose root Claude Code named (the registry knows it).
 */
export function isBareDirectory(identity: ProjectIdentity): boolean {
  return (
    identity.identity === identity.root &&
    !isDir(path.join(identity.root, '.claude')) &&
    !fs.existsSync(path.join(identity.root, 'CLAUDE.md'))
  );
}

/** The deepest of `roots` that strictly contains `dir`, if any. */
export function enclosingRoot(dir: string, roots: string[]): string | null {
  const within = roots.filter((r) => r && r !== dir && dir.startsWith(r.endsWith(path.sep) ? r : r + path.sep));
  return within.sort((a, b) => b.length - a.length)[0] ?? null;
}

export interface IdentityOptions {
  /**
   * The folder was named as the project root (Claude Code's CLAUDE_PROJECT_DIR, `--project`), rather than being
   * where a command happens to run: a named root never joins a repository it is not a tracked part of.
   */
  named?: boolean;
  /** The user's home directory: its `.claude/` is Claude Code's settings, not a project marker. */
  home?: string;
}

/**
 * Which project a folder belongs to. In a git work tree: the repository (its common dir, shared by all worktrees),
 * when the folder is the work tree or a tracked part of it. An untracked folder inside a repository (a project under
 * a dotfiles repository at $HOME) is a project of its own when it is named as the root or holds a project marker
 * (`.claude/`, `CLAUDE.md`); a folder without git is rooted at its nearest marked folder, else at itself.
 */
export function projectIdentity(projectDir: string, opts: IdentityOptions = {}): ProjectIdentity {
  const real = realpathOr(path.resolve(projectDir));
  const home = opts.home ? realpathOr(path.resolve(opts.home)) : realpathOr(os.homedir());
  let git = findGitCommonDir(real);
  let root = real;
  if (git && git.workTree !== real) {
    const rel = path.relative(git.workTree, real).split(path.sep).join('/');
    if (!indexTracksDir(path.join(git.gitDir, 'index'), rel)) {
      // Markers are looked for up to the untracked folder nearest the work tree, never in tracked territory.
      const untrackedTop = path.join(git.workTree, rel.split('/')[0]);
      const marked = nearestMarkedRoot(real, path.dirname(untrackedTop), home);
      if (marked || opts.named) {
        root = marked ?? real;
        git = null;
      }
    }
  } else if (!git) {
    root = nearestMarkedRoot(real, null, home) ?? real;
  }
  const identity = git ? git.commonDir : root;
  // For a repository, name it after the main work tree (the folder holding the common `.git`).
  const nameSource = git ? (path.basename(git.commonDir) === '.git' ? path.dirname(git.commonDir) : git.commonDir) : root;
  const name = path.basename(nameSource).replace(/\.git$/, '') || 'root';
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'project';
  const hash = sha256Hex(identity).slice(0, 12);
  return { identity, name, key: `${slug}-${hash}`, root: git ? git.workTree : root };
}

/** A hook's project: the session's project root when Claude Code gives it (CLAUDE_PROJECT_DIR), else the payload's cwd. */
export function hookProjectIdentity(projectDir: string | undefined, cwd: unknown): ProjectIdentity {
  return projectIdentity(projectDir || String(cwd || process.cwd()), { named: Boolean(projectDir) });
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

function isDir(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function readOr(p: string): string {
  try {
    return fs.readFileSync(p, 'utf8');
  } catch {
    return '';
  }
}
