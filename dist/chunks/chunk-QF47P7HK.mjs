import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recordEvent,
  spoolCursorStore
} from "./chunk-7R6KQFY2.mjs";

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
var BUCKET_MS = 6e4;
var CLOSED_AFTER_BUCKETS = 2;
function journalFiles(dir) {
  try {
    return fs2.readdirSync(dir).filter((n) => /^\d+\.jsonl$/.test(n)).sort().map((n) => path2.join(dir, n));
  } catch {
    return [];
  }
}
function spoolSize(dir, cursorOf = () => 0) {
  let events = 0;
  let bytes = 0;
  for (const file of journalFiles(dir)) {
    try {
      const buf = fs2.readFileSync(file);
      const rest = buf.subarray(Math.min(cursorOf(file), buf.length));
      bytes += rest.length;
      for (const b of rest) if (b === 10) events++;
    } catch {
    }
  }
  return { events, bytes };
}
function replaySpool(dir, cursors, apply, opts = {}) {
  const now = opts.now ?? Date.now();
  const result = { replayed: 0, malformed: 0, rejected: 0 };
  const closedBefore = Math.floor(now / BUCKET_MS) - CLOSED_AFTER_BUCKETS;
  for (const file of journalFiles(dir)) {
    let size;
    try {
      size = fs2.statSync(file).size;
    } catch {
      continue;
    }
    try {
      const done = cursors.transaction(() => {
        const offset = cursors.getCursor(file);
        if (offset >= size) return offset;
        const buf = Buffer.alloc(size - offset);
        let fd;
        try {
          fd = fs2.openSync(file, "r");
        } catch (err) {
          if (err.code === "ENOENT") return null;
          throw err;
        }
        try {
          fs2.readSync(fd, buf, 0, buf.length, offset);
        } finally {
          fs2.closeSync(fd);
        }
        const end = buf.lastIndexOf(10) + 1;
        for (const line of buf.subarray(0, end).toString("utf8").split("\n")) {
          if (!line) continue;
          let entry;
          try {
            entry = JSON.parse(line);
          } catch {
            result.malformed++;
            continue;
          }
          try {
            apply(entry);
            result.replayed++;
          } catch (err) {
            if (isTransient(err)) throw err;
            result.rejected++;
            opts.onReject?.(entry, err);
          }
        }
        cursors.setCursor(file, offset + end);
        return offset + end;
      });
      if (done === null) continue;
      const bucket = Number(path2.basename(file, ".jsonl"));
      if (bucket < closedBefore && done >= size) {
        fs2.rmSync(file, { force: true });
        cursors.transaction(() => cursors.deleteCursor(file));
      }
    } catch (err) {
      result.error = err;
      return result;
    }
  }
  return result;
}
function isTransient(err) {
  const code = err?.code;
  return typeof code === "string" && /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY|NOMEM|INTERRUPT|CORRUPT|NOTADB)/.test(code);
}

// src/capture/replay.ts
function replayProjectSpool(db, paths, project, config, log, now) {
  let workQueued = false;
  const result = replaySpool(
    spoolPath(paths, project.key),
    spoolCursorStore(db),
    (entry) => {
      workQueued = recordEvent(db, entry, { project: project.identity, config }).workQueued || workQueued;
    },
    { now, onReject: (entry, err) => log.error(`replay:${entry.event}`, err, project.key) }
  );
  if (result.error) log.error("replay", result.error, project.key);
  return { ...result, workQueued };
}
function pendingSpool(paths, project, db) {
  const cursors = db ? spoolCursorStore(db) : null;
  return spoolSize(spoolPath(paths, project.key), cursors ? (f) => cursors.getCursor(f) : void 0);
}

export {
  resolveDataDir,
  dataPaths,
  projectIdentity,
  projectDbPath,
  ensurePrivateDir,
  replayProjectSpool,
  pendingSpool
};
