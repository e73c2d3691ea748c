// A V8 code cache for a CommonJS bundle: the first run compiles the bundle, runs it, and then saves what V8 compiled,
// later runs hand that back to V8 instead of parsing and compiling again. Node 22's module compile cache was measured
// against it and not taken: it saves what compiles at load only, so every later run compiles the functions the work
// needs again (a prompt hook ran ~30% more instructions with it, BENCHMARKS.md "Hooks"). A hook spends most
// of its own start-up compiling its bundle, so this is where it gets close to a bare `node -e 0`; a CLI query that
// embeds spends ~50 ms compiling tfjs (requireCached, keyed by the file's content hash instead of a build trailer).
// The cache file is private (0600), named by the bundle's content hash and the Node version, framed with its length
// and a CRC-32 of its bytes: a torn, corrupt or foreign file is ignored (and replaced), never run. The name must
// follow the content: V8 checks only that the source has the same length, and runs a stale cache's code otherwise.
// So the build writes the bundle's hash into its last line (`//# bundle-key=<sha256>`), and a bundle without one
// runs uncached.
import fs from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { moduleRequire, processBinding } from './builtins.js';

const MAGIC = 0x41564d43; // "CMVA": a CRC-32 in the frame (files of the "CMV8" and "CMV9" formats before it are ignored)
const HEADER_BYTES = 12; // magic, payload length, CRC-32 of the payload (u32 little-endian each)

export interface CodeCacheOptions {
  /** Where cache files live (created 0700 when first written). Null: compile without a cache. */
  dir: string | null;
  /** Which use of the bundle this cache is for: each records the functions its runs compiled. */
  variant: string;
}

export interface CachedBundle<T> {
  exports: T;
  /** Whether V8 took the compiled code from the cache file. */
  fromCache: boolean;
  /**
   * Saves the code V8 has compiled so far (call it after the bundle's work, so the functions that work needed are in
   * it), when this run did not come from the cache. Never throws: returns the error instead.
   */
  saveIfCold(): Error | null;
}

/** The cache file for a bundle, Node version and variant. */
export function codeCacheFile(dir: string, bundleKey: string, variant: string): string {
  return path.join(dir, `${variant}-${bundleKey.slice(0, 16)}-node${process.versions.node}-${process.arch}.v8`);
}

/** The build's trailer (scripts/build.mjs): hashing 350 KB at run time would cost what the cache saves. */
const KEY_LINE = /\n\/\/# bundle-key=([0-9a-f]{16,64})\n?$/;

export function loadCachedBundle<T>(bundleFile: string, opts: CodeCacheOptions): CachedBundle<T> {
  const source = fs.readFileSync(bundleFile, 'utf8');
  return runCached(bundleFile, source, KEY_LINE.exec(source.slice(-100))?.[1], opts, { exports: {} as T });
}

/**
 * A CommonJS file of a package (USE-Lite's tfjs: ~50 ms of compiling in every process that embeds) run through a code
 * cache keyed by a hash of its content, and registered as that file's module: every later require() of it, from any
 * package, gets this one instance (tfjs keeps its backend in module state).
 */
export function requireCached<T>(file: string, opts: CodeCacheOptions): CachedBundle<T> {
  const requireHere = createRequire(file);
  const loaded = requireHere.cache[file];
  if (loaded) return { exports: loaded.exports as T, fromCache: false, saveIfCold: () => null };
  const source = fs.readFileSync(file, 'utf8');
  const module = new Module(file);
  module.filename = file;
  // node:crypto is required here, not imported: the hook launcher shares this module and must not load it.
  const { createHash } = requireHere('node:crypto') as typeof import('node:crypto');
  const bundle = runCached(file, source, createHash('sha256').update(source).digest('hex'), opts, module as { exports: T });
  module.loaded = true;
  requireHere.cache[file] = module;
  return bundle;
}

function runCached<T>(
  bundleFile: string,
  source: string,
  key: string | undefined,
  opts: CodeCacheOptions,
  module: { exports: T },
): CachedBundle<T> {
  const crc = crc32();
  const cacheFile = opts.dir && key && crc ? codeCacheFile(opts.dir, key, opts.variant) : null;
  const cachedData = cacheFile && crc ? readCacheFile(cacheFile, crc) : undefined;
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundleFile,
    cachedData,
    // The hook path imports nothing dynamically, but a bundle that did would need the ordinary loader.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const fromCache = cachedData !== undefined && !script.cachedDataRejected;
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    createRequire(bundleFile),
    module,
    bundleFile,
    path.dirname(bundleFile),
  );
  return {
    exports: module.exports,
    fromCache,
    saveIfCold() {
      if (fromCache || !cacheFile || !crc) return null;
      try {
        writeCacheFile(cacheFile, script.createCachedData(), crc);
        removeStaleCaches(path.dirname(cacheFile), opts.variant, path.basename(cacheFile));
        return null;
      } catch (err) {
        return err as Error;
      }
    },
  };
}

function readCacheFile(file: string, crc: Crc32): Buffer | undefined {
  let data: Buffer;
  try {
    data = fs.readFileSync(file);
  } catch {
    return undefined;
  }
  if (data.length < HEADER_BYTES || data.readUInt32LE(0) !== MAGIC) return undefined;
  const length = data.readUInt32LE(4);
  if (data.length !== HEADER_BYTES + length) return undefined;
  const payload = data.subarray(HEADER_BYTES);
  return crc(payload, 0) === data.readUInt32LE(8) ? payload : undefined;
}

function writeCacheFile(file: string, payload: Buffer, crc: Crc32): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32LE(MAGIC, 0);
  header.writeUInt32LE(payload.length, 4);
  header.writeUInt32LE(crc(payload, 0), 8);
  // Written beside and renamed: two hooks saving at once each leave a whole file.
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.concat([header, payload]), { mode: 0o600 });
  fs.renameSync(tmp, file);
}

/** Builds kept side by side (two plugin versions, a project set up with `init`) each keep their cache; older go. */
const CACHES_KEPT = 4;

function removeStaleCaches(dir: string, variant: string, keep: string): void {
  const others = fs
    .readdirSync(dir)
    .filter((name) => name !== keep && name.startsWith(`${variant}-`) && name.endsWith('.v8'))
    .map((name) => ({ name, mtime: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { name } of others.slice(CACHES_KEPT - 1)) fs.rmSync(path.join(dir, name), { force: true });
}

type Crc32 = (data: Uint8Array, value: number) => number;
let crc32Fn: Crc32 | null | undefined;

/**
 * zlib's native CRC-32 (what node:zlib's crc32 calls, Node 20.15+ and 22.2+) from its binding: a 150-300 KB cache in
 * well under a millisecond, without loading node:zlib and the streams under it. Release builds of V8 do not check a
 * code cache's bytes by themselves: they run whatever cache they are given, so the frame carries this checksum. (The
 * V8 checksum switched on through node:v8 was the way before: node:v8 is no longer a binding of its own from Node 24
 * on, and loading it costs a hook 3-5 ms of the streams and heap utilities under it.) A Node without the binding gets
 * node:zlib's (the streams' cost, less than compiling the bundle); one without either runs the bundle without a cache.
 */
function crc32(): Crc32 | null {
  if (crc32Fn === undefined) {
    let fn = processBinding<{ crc32?: Crc32 }>('zlib')?.crc32;
    if (typeof fn !== 'function') {
      try {
        fn = (moduleRequire()('node:zlib') as { crc32?: Crc32 }).crc32;
      } catch {
        fn = undefined;
      }
    }
    crc32Fn = typeof fn === 'function' ? fn : null;
  }
  return crc32Fn;
}
