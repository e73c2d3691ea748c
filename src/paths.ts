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
  /** V8 code caches of the hook bundles and of tfjs (runtime/code-cache.ts). */
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
  /** Where the project is: the git common dir (shared by all worktrees), else the real path of the project dir. */
  identity: string;
  /** Human name, e.g. the repository folder name. */
  name: string;
  /**
   * File-system-safe key used for the database and spool file names. A repository's key is kept in its git dir
   * (PROJECT_KEY_FILE): it moves with the repository, and a new repository at the old path has none.
   */
  key: string;
  /** The directory the identity was derived from. */
  root: string;
  /**
   * A repository whose key is not kept in its git dir yet: the file to keep it in (saveProjectKey, before the
   * memory's first write), and whether the key is the one its memory had before keys were kept there.
   */
  unsavedKey?: { file: string; adopted: boolean };
}

/**
 * The file in a repository's common git dir that holds its project key. Git leaves unknown files there alone; a clone
 * starts without it (a memory of its own), a linked worktree shares it, and a move or rename takes it along.
 */
export const PROJECT_KEY_FILE = 'claude-memory-project';

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
  /**
   * The data dir's stores. A repository without its key file takes the key its memory had when keys were derived
   * from the git dir's path, if a store of that key exists and no other repository has claimed it (the upgrade).
   */
  stores?: Pick<DataPaths, 'projectsDir' | 'spoolDir'>;
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
  // Keys were derived from where the project is; a folder without git still is (it has nowhere to keep a key).
  const pathKey = `${slug}-${sha256Hex(identity).slice(0, 12)}`;
  if (!git) return { identity, name, key: pathKey, root };
  return { identity, name, root: git.workTree, ...repositoryKey(git.commonDir, slug, pathKey, opts.stores) };
}

/**
 * A repository's key: the one kept in its git dir; else the key of its memory from before keys were kept there (a
 * store under its path key that no other repository claimed); else one derived from the git dir itself (device,
 * inode and birth time: the same for every process until one keeps it, different for a new `git init` at the path).
 */
function repositoryKey(
  commonDir: string,
  slug: string,
  pathKey: string,
  stores: IdentityOptions['stores'],
): Pick<ProjectIdentity, 'key' | 'unsavedKey'> {
  const file = path.join(commonDir, PROJECT_KEY_FILE);
  const kept = readOr(file).trim();
  if (PROJECT_KEY.test(kept)) return { key: kept };
  if (stores && hasUnclaimedMemory(stores, pathKey)) return { key: pathKey, unsavedKey: { file, adopted: true } };
  let made = commonDir;
  try {
    const st = fs.statSync(commonDir, { bigint: true });
    made = `${st.dev}:${st.ino}:${st.birthtimeNs}`;
  } catch {
    // unreadable: the path stands in, as before keys were kept
  }
  return { key: `${slug}-${sha256Hex(`git dir ${made}`).slice(0, 12)}`, unsavedKey: { file, adopted: false } };
}

/** What a project key looks like (a slug and 12 hex digits): anything else in the key file is not ours. */
const PROJECT_KEY = /^[a-z0-9._-]{1,40}-[0-9a-f]{12}$/;

/** The marker beside a store that a repository took it over as its memory when its key was first kept. */
function claimMarker(projectsDir: string, key: string): string {
  return path.join(projectsDir, `${key}.claimed`);
}

function hasUnclaimedMemory(stores: NonNullable<IdentityOptions['stores']>, key: string): boolean {
  const hasStore = fs.existsSync(path.join(stores.projectsDir, `${key}.db`)) || hasJournalFiles(path.join(stores.spoolDir, key));
  return hasStore && !fs.existsSync(claimMarker(stores.projectsDir, key));
}

function hasJournalFiles(dir: string): boolean {
  try {
    return fs.readdirSync(dir).some((f) => f.endsWith('.jsonl'));
  } catch {
    return false;
  }
}

/**
 * Keeps a repository's key in its git dir, before its memory is first written, so the memory follows the repository
 * wherever it moves. The first writer wins (a hard link does not replace a file), and every process computed the
 * same key anyway. A git dir that cannot be written keeps the derived key, which survives nothing but is never
 * another repository's. A key taken over from the path-keyed memory is marked claimed beside its store, so that a
 * new repository later created at that path does not take it too.
 */
export function saveProjectKey(project: ProjectIdentity, projectsDir: string): void {
  const unsaved = project.unsavedKey;
  if (!unsaved) return;
  const temp = `${unsaved.file}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(temp, `${project.key}\n`, { mode: 0o644 });
    try {
      fs.linkSync(temp, unsaved.file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // Another process kept the key first; a file that holds no key (damaged) is replaced.
      if (!PROJECT_KEY.test(readOr(unsaved.file).trim())) fs.renameSync(temp, unsaved.file);
    }
  } catch {
    return;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  project.unsavedKey = undefined;
  if (!unsaved.adopted) return;
  try {
    ensurePrivateDir(projectsDir);
    fs.writeFileSync(claimMarker(projectsDir, project.key), `${path.dirname(unsaved.file)}\n`, { mode: 0o600 });
  } catch {
    // The key is kept: this repository finds its memory whatever happens to the marker.
  }
}

/**
 * A hook's project: the session's project root when Claude Code gives it (CLAUDE_PROJECT_DIR), else the payload's cwd.
 * Its key is kept in the repository now: whatever the event, it is about to be journaled or recorded.
 */
export function hookProjectIdentity(paths: DataPaths, projectDir: string | undefined, cwd: unknown): ProjectIdentity {
  const project = projectIdentity(projectDir || String(cwd || process.cwd()), { named: Boolean(projectDir), stores: paths });
  saveProjectKey(project, paths.projectsDir);
  return project;
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
