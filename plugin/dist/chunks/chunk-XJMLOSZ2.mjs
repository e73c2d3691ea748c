import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/paths.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// src/sha256.ts
var K = new Uint32Array([
  1116352408,
  1899447441,
  3049323471,
  3921009573,
  961987163,
  1508970993,
  2453635748,
  2870763221,
  3624381080,
  310598401,
  607225278,
  1426881987,
  1925078388,
  2162078206,
  2614888103,
  3248222580,
  3835390401,
  4022224774,
  264347078,
  604807628,
  770255983,
  1249150122,
  1555081692,
  1996064986,
  2554220882,
  2821834349,
  2952996808,
  3210313671,
  3336571891,
  3584528711,
  113926993,
  338241895,
  666307205,
  773529912,
  1294757372,
  1396182291,
  1695183700,
  1986661051,
  2177026350,
  2456956037,
  2730485921,
  2820302411,
  3259730800,
  3345764771,
  3516065817,
  3600352804,
  4094571909,
  275423344,
  430227734,
  506948616,
  659060556,
  883997877,
  958139571,
  1322822218,
  1537002063,
  1747873779,
  1955562222,
  2024104815,
  2227730452,
  2361852424,
  2428436474,
  2756734187,
  3204031479,
  3329325298
]);
function sha256Hex(text) {
  const bytes = new TextEncoder().encode(text);
  const padded = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64);
  padded.set(bytes);
  padded[bytes.length] = 128;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bytes.length / 536870912));
  view.setUint32(padded.length - 4, bytes.length * 8 >>> 0);
  const h = new Uint32Array([1779033703, 3144134277, 1013904242, 2773480762, 1359893119, 2600822924, 528734635, 1541459225]);
  const w = new Uint32Array(64);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i++) {
      const a2 = w[i - 15];
      const b2 = w[i - 2];
      const s0 = rotr(a2, 7) ^ rotr(a2, 18) ^ a2 >>> 3;
      const s1 = rotr(b2, 17) ^ rotr(b2, 19) ^ b2 >>> 10;
      w[i] = w[i - 16] + s0 + w[i - 7] + s1 >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + (e & f ^ ~e & g) + K[i] + w[i] >>> 0;
      const t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + (a & b ^ a & c ^ b & c) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = d + t1 >>> 0;
      d = c;
      c = b;
      b = a;
      a = t1 + t2 >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, "0")).join("");
}
function rotr(x, n) {
  return x >>> n | x << 32 - n;
}

// src/paths.ts
function dataPaths(dataDir) {
  return {
    dataDir,
    projectsDir: path.join(dataDir, "projects"),
    spoolDir: path.join(dataDir, "spool"),
    logDir: path.join(dataDir, "logs"),
    runDir: path.join(dataDir, "run"),
    modelsDir: path.join(dataDir, "models"),
    codeCacheDir: path.join(dataDir, "cache"),
    globalDb: path.join(dataDir, "global.db"),
    globalMemoryDb: path.join(dataDir, "global-memory.db"),
    configFile: path.join(dataDir, "config.json"),
    runtimePointer: path.join(dataDir, "runtime.json")
  };
}
var PROJECT_KEY_FILE = "claude-memory-project";
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
  const pathKey = `${slug}-${sha256Hex(identity).slice(0, 12)}`;
  if (!git) return { identity, name, key: pathKey, root };
  return { identity, name, root: git.workTree, ...repositoryKey(git.commonDir, slug, pathKey, opts.stores) };
}
function repositoryKey(commonDir, slug, pathKey, stores) {
  const file = path.join(commonDir, PROJECT_KEY_FILE);
  const kept = readOr(file).trim();
  if (PROJECT_KEY.test(kept)) return { key: kept };
  if (stores && hasUnclaimedMemory(stores, pathKey)) return { key: pathKey, unsavedKey: { file, adopted: true } };
  let made = commonDir;
  try {
    const st = fs.statSync(commonDir, { bigint: true });
    made = `${st.dev}:${st.ino}:${st.birthtimeNs}`;
  } catch {
  }
  return { key: `${slug}-${sha256Hex(`git dir ${made}`).slice(0, 12)}`, unsavedKey: { file, adopted: false } };
}
var PROJECT_KEY = /^[a-z0-9._-]{1,40}-[0-9a-f]{12}$/;
function claimMarker(projectsDir, key) {
  return path.join(projectsDir, `${key}.claimed`);
}
function hasUnclaimedMemory(stores, key) {
  const hasStore = fs.existsSync(path.join(stores.projectsDir, `${key}.db`)) || hasJournalFiles(path.join(stores.spoolDir, key));
  return hasStore && !fs.existsSync(claimMarker(stores.projectsDir, key));
}
function hasJournalFiles(dir) {
  try {
    return fs.readdirSync(dir).some((f) => f.endsWith(".jsonl"));
  } catch {
    return false;
  }
}
function saveProjectKey(project, projectsDir) {
  const unsaved = project.unsavedKey;
  if (!unsaved) return;
  const temp = `${unsaved.file}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(temp, `${project.key}
`, { mode: 420 });
    try {
      fs.linkSync(temp, unsaved.file);
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
      if (!PROJECT_KEY.test(readOr(unsaved.file).trim())) fs.renameSync(temp, unsaved.file);
    }
  } catch {
    return;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  project.unsavedKey = void 0;
  if (!unsaved.adopted) return;
  try {
    ensurePrivateDir(projectsDir);
    fs.writeFileSync(claimMarker(projectsDir, project.key), `${path.dirname(unsaved.file)}
`, { mode: 384 });
  } catch {
  }
}
function hookProjectIdentity(paths, projectDir, cwd) {
  const project = projectIdentity(projectDir || String(cwd || process.cwd()), { named: Boolean(projectDir), stores: paths });
  saveProjectKey(project, paths.projectsDir);
  return project;
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
  dataPaths,
  findGitCommonDir,
  isBareDirectory,
  enclosingRoot,
  projectIdentity,
  saveProjectKey,
  hookProjectIdentity,
  projectDbPath,
  spoolPath,
  ensurePrivateDir
};
