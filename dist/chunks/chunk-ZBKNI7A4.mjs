import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/paths.ts
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
function resolveDataDir(env) {
  if (env.CLAUDE_MEMORY_HOME) return path.resolve(env.CLAUDE_MEMORY_HOME);
  const home = env.HOME || os.homedir();
  return path.join(home, ".claude-memory");
}
function dataPaths(dataDir) {
  return {
    dataDir,
    projectsDir: path.join(dataDir, "projects"),
    spoolDir: path.join(dataDir, "spool"),
    logDir: path.join(dataDir, "logs"),
    runDir: path.join(dataDir, "run"),
    modelsDir: path.join(dataDir, "models"),
    globalDb: path.join(dataDir, "global.db"),
    globalMemoryDb: path.join(dataDir, "global-memory.db"),
    configFile: path.join(dataDir, "config.json"),
    runtimePointer: path.join(dataDir, "runtime.json")
  };
}
function findGitCommonDir(startDir) {
  let dir = startDir;
  for (; ; ) {
    const dotGit = path.join(dir, ".git");
    let stat;
    try {
      stat = fs.statSync(dotGit);
    } catch {
      stat = void 0;
    }
    if (stat?.isDirectory()) return { commonDir: realpathOr(dotGit), gitDir: dotGit, workTree: dir };
    if (stat?.isFile()) {
      const match = /^gitdir:\s*(.+)\s*$/m.exec(readOr(dotGit));
      if (match) {
        const gitDir = path.resolve(dir, match[1].trim());
        const common = readOr(path.join(gitDir, "commondir")).trim();
        const commonDir = common ? path.resolve(gitDir, common) : gitDir;
        return { commonDir: realpathOr(commonDir), gitDir, workTree: dir };
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
function indexTracksDir(indexFile, relDir) {
  let buf;
  try {
    buf = fs.readFileSync(indexFile);
  } catch {
    return false;
  }
  if (buf.length < 12 || buf.toString("latin1", 0, 4) !== "DIRC") return false;
  const version = buf.readUInt32BE(4);
  if (version < 2 || version > 4) return false;
  const count = buf.readUInt32BE(8);
  const prefix = Buffer.from(`${relDir}/`, "utf8");
  let pos = 12;
  let previous = Buffer.alloc(0);
  for (let i = 0; i < count; i++) {
    const OID_END = 60;
    if (pos + OID_END + 2 > buf.length) return false;
    const flags = buf.readUInt16BE(pos + OID_END);
    let p = pos + OID_END + 2;
    if (version >= 3 && flags & 16384) p += 2;
    let name;
    if (version === 4) {
      let strip = buf[p] & 127;
      while (buf[p++] & 128) strip = strip + 1 << 7 | buf[p] & 127;
      const end = buf.indexOf(0, p);
      if (end < 0) return false;
      name = Buffer.concat([previous.subarray(0, previous.length - strip), buf.subarray(p, end)]);
      pos = end + 1;
    } else {
      const end = buf.indexOf(0, p);
      if (end < 0) return false;
      name = buf.subarray(p, end);
      pos += Math.ceil((end - pos + 1) / 8) * 8;
    }
    previous = name;
    if (name.length >= prefix.length && name.subarray(0, prefix.length).equals(prefix)) return true;
    if (Buffer.compare(name.subarray(0, prefix.length), prefix) > 0) return false;
  }
  return false;
}
function nearestMarkedRoot(start, stopAt, home) {
  let dir = start;
  for (; ; ) {
    if (dir === stopAt) return null;
    if (dir !== home && (isDir(path.join(dir, ".claude")) || fs.existsSync(path.join(dir, "CLAUDE.md")))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
function isBareDirectory(identity) {
  return identity.identity === identity.root && !isDir(path.join(identity.root, ".claude")) && !fs.existsSync(path.join(identity.root, "CLAUDE.md"));
}
function enclosingRoot(dir, roots) {
  const within = roots.filter((r) => r && r !== dir && dir.startsWith(r.endsWith(path.sep) ? r : r + path.sep));
  return within.sort((a, b) => b.length - a.length)[0] ?? null;
}
function projectIdentity(projectDir, opts = {}) {
  const real = realpathOr(path.resolve(projectDir));
  const home = opts.home ? realpathOr(path.resolve(opts.home)) : realpathOr(os.homedir());
  let git = findGitCommonDir(real);
  let root = real;
  if (git && git.workTree !== real) {
    const rel = path.relative(git.workTree, real).split(path.sep).join("/");
    if (!indexTracksDir(path.join(git.gitDir, "index"), rel)) {
      const untrackedTop = path.join(git.workTree, rel.split("/")[0]);
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
  const nameSource = git ? path.basename(git.commonDir) === ".git" ? path.dirname(git.commonDir) : git.commonDir : root;
  const name = path.basename(nameSource).replace(/\.git$/, "") || "root";
  const slug = name.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40) || "project";
  const hash = createHash("sha256").update(identity).digest("hex").slice(0, 12);
  return { identity, name, key: `${slug}-${hash}`, root: git ? git.workTree : root };
}
function projectDbPath(paths, project) {
  return path.join(paths.projectsDir, `${project.key}.db`);
}
function spoolPath(paths, projectKey) {
  return path.join(paths.spoolDir, projectKey);
}
function ensurePrivateDir(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 448 });
}
function realpathOr(p) {
  try {
    return fs.realpathSync(p);
  } catch {
    return p;
  }
}
function isDir(p) {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}
function readOr(p) {
  try {
    return fs.readFileSync(p, "utf8");
  } catch {
    return "";
  }
}

export {
  resolveDataDir,
  dataPaths,
  findGitCommonDir,
  isBareDirectory,
  enclosingRoot,
  projectIdentity,
  projectDbPath,
  spoolPath,
  ensurePrivateDir
};
