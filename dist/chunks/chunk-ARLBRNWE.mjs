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
    modelsDir: path.join(dataDir, "models"),
    globalDb: path.join(dataDir, "global.db"),
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
    if (stat?.isDirectory()) return { commonDir: realpathOr(dotGit), workTree: dir };
    if (stat?.isFile()) {
      const match = /^gitdir:\s*(.+)\s*$/m.exec(readOr(dotGit));
      if (match) {
        const gitDir = path.resolve(dir, match[1].trim());
        const common = readOr(path.join(gitDir, "commondir")).trim();
        const commonDir = common ? path.resolve(gitDir, common) : gitDir;
        return { commonDir: realpathOr(commonDir), workTree: dir };
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
function projectIdentity(projectDir) {
  const real = realpathOr(path.resolve(projectDir));
  const git = findGitCommonDir(real);
  const identity = git ? git.commonDir : real;
  const nameSource = git ? path.basename(git.commonDir) === ".git" ? path.dirname(git.commonDir) : git.commonDir : real;
  const name = path.basename(nameSource).replace(/\.git$/, "") || "root";
  const slug = name.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40) || "project";
  const hash = createHash("sha256").update(identity).digest("hex").slice(0, 12);
  return { identity, name, key: `${slug}-${hash}`, root: git ? git.workTree : real };
}
function projectDbPath(paths, project) {
  return path.join(paths.projectsDir, `${project.key}.db`);
}
function spoolPath(paths, projectKey) {
  return path.join(paths.spoolDir, `${projectKey}.jsonl`);
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
function readOr(p) {
  try {
    return fs.readFileSync(p, "utf8");
  } catch {
    return "";
  }
}

// src/capture/spool.ts
import fs2 from "node:fs";
import path2 from "node:path";
var LOCK_STALE_MS = 6e4;
function appendToSpool(file, entry) {
  fs2.mkdirSync(path2.dirname(file), { recursive: true, mode: 448 });
  fs2.appendFileSync(file, `${JSON.stringify(entry)}
`, { mode: 384 });
}
function spoolSize(file) {
  let events = 0;
  let bytes = 0;
  for (const f of spoolFiles(file)) {
    try {
      const text = fs2.readFileSync(f, "utf8");
      bytes += Buffer.byteLength(text);
      events += text.split("\n").filter(Boolean).length;
    } catch {
    }
  }
  return { events, bytes };
}
function spoolFiles(file) {
  const dir = path2.dirname(file);
  const base = path2.basename(file);
  let names = [];
  try {
    names = fs2.readdirSync(dir);
  } catch {
    return [];
  }
  const batches = names.filter((n) => n.startsWith(`${base}.replaying.`)).map((n) => path2.join(dir, n)).sort();
  return fs2.existsSync(file) ? [...batches, file] : batches;
}
function replaySpool(file, apply, now = Date.now) {
  const result = { replayed: 0, malformed: 0 };
  if (!fs2.existsSync(path2.dirname(file))) return result;
  const lock = `${file}.lock`;
  if (!takeLock(lock, now())) return result;
  try {
    if (fs2.existsSync(file)) {
      const batchName = `${file}.replaying.${String(now()).padStart(15, "0")}.${process.pid}`;
      fs2.renameSync(file, batchName);
    }
    for (const batch of spoolFiles(file).filter((f) => f !== file)) {
      const lines = fs2.readFileSync(batch, "utf8").split("\n").filter(Boolean);
      for (let i = 0; i < lines.length; i++) {
        let entry;
        try {
          entry = JSON.parse(lines[i]);
        } catch {
          result.malformed++;
          continue;
        }
        try {
          apply(entry);
          result.replayed++;
        } catch (err) {
          fs2.writeFileSync(batch, lines.slice(i).map((l) => `${l}
`).join(""), { mode: 384 });
          result.error = err;
          return result;
        }
      }
      fs2.rmSync(batch, { force: true });
    }
    return result;
  } finally {
    fs2.rmSync(lock, { force: true });
  }
}
function takeLock(lock, now) {
  try {
    fs2.writeFileSync(lock, String(process.pid), { flag: "wx", mode: 384 });
    return true;
  } catch {
    try {
      if (now - fs2.statSync(lock).mtimeMs > LOCK_STALE_MS) {
        fs2.rmSync(lock, { force: true });
        fs2.writeFileSync(lock, String(process.pid), { flag: "wx", mode: 384 });
        return true;
      }
    } catch {
    }
    return false;
  }
}

export {
  resolveDataDir,
  dataPaths,
  projectIdentity,
  projectDbPath,
  spoolPath,
  ensurePrivateDir,
  appendToSpool,
  spoolSize,
  replaySpool
};
