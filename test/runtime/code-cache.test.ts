// The hook bundle's V8 code cache: used when whole and current, ignored (and replaced) when torn, corrupt, foreign
// or stale, private to the user, and never the reason a bundle fails to run.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { codeCacheFile, loadCachedBundle, requireCached } from '../../src/runtime/code-cache.js';

const dirs: string[] = [];
// The child processes load the module compiled to plain JavaScript.
let compiledModule = '';
beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-code-cache-src-'));
  compiledModule = path.join(dir, 'code-cache.mjs');
  buildSync({
    entryPoints: [path.resolve('src/runtime/code-cache.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: compiledModule,
    logLevel: 'warning',
  });
});
afterAll(() => fs.rmSync(path.dirname(compiledModule), { recursive: true, force: true }));
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A bundle as the build writes it: the code, then its content hash on the last line. */
const withKey = (source: string) => `${source}\n//# bundle-key=${createHash('sha256').update(source).digest('hex')}\n`;

function sandbox(source: string): { bundle: string; cacheDir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-code-cache-'));
  dirs.push(dir);
  const bundle = path.join(dir, 'bundle.cjs');
  fs.writeFileSync(bundle, withKey(source));
  return { bundle, cacheDir: path.join(dir, 'cache') };
}
const keyOf = (bundle: string) => /bundle-key=(\w+)/.exec(fs.readFileSync(bundle, 'utf8'))?.[1] ?? '';

// A bundle of some size, so V8 has real code to cache; `answer` proves it ran, `dirname` that it got CommonJS globals.
const SOURCE = `
const parts = [];
${Array.from({ length: 200 }, (_, i) => `function f${i}(x) { return x * ${i} + ${i % 7}; }\nparts.push(f${i});`).join('\n')}
exports.answer = (x) => parts.reduce((sum, f) => sum + f(x), 0);
exports.dirname = __dirname;
exports.path = require('node:path').basename(__filename);
`;
const EXPECTED = Array.from({ length: 200 }, (_, i) => 2 * i + (i % 7)).reduce((a, b) => a + b, 0);

/** Loads the bundle in a fresh process (V8 only uses a cache for a script it has not compiled yet). */
function loadInChild(bundle: string, cacheDir: string): { answer: number; fromCache: boolean; saved: string | null; path: string } {
  const script = `
    const { loadCachedBundle } = await import(${JSON.stringify(compiledModule)});
    const b = loadCachedBundle(${JSON.stringify(bundle)}, { dir: ${JSON.stringify(cacheDir)}, variant: 'test' });
    const answer = b.exports.answer(2);
    const err = b.saveIfCold();
    console.log(JSON.stringify({ answer, fromCache: b.fromCache, saved: err ? err.message : null, path: b.exports.path }));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '');
}

describe('loadCachedBundle', () => {
  it('runs the bundle as CommonJS, saves a private cache on the first run and uses it on the next', () => {
    const { bundle, cacheDir } = sandbox(SOURCE);
    const first = loadInChild(bundle, cacheDir);
    expect(first).toEqual({ answer: EXPECTED, fromCache: false, saved: null, path: 'bundle.cjs' });
    const file = codeCacheFile(cacheDir, keyOf(bundle), 'test');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(cacheDir).mode & 0o777).toBe(0o700);
    expect(loadInChild(bundle, cacheDir)).toMatchObject({ answer: EXPECTED, fromCache: true });
  });

  it('ignores a corrupt or torn cache file, still runs, and writes a whole one in its place', () => {
    const { bundle, cacheDir } = sandbox(SOURCE);
    loadInChild(bundle, cacheDir);
    const file = codeCacheFile(cacheDir, keyOf(bundle), 'test');
    const whole = fs.readFileSync(file);
    const damaged = Buffer.from(whole);
    damaged[Math.floor(damaged.length / 2)] ^= 0xff;
    for (const bad of [damaged, whole.subarray(0, whole.length - 100), Buffer.from('not a cache at all'), Buffer.alloc(0)]) {
      fs.writeFileSync(file, bad);
      expect(loadInChild(bundle, cacheDir)).toMatchObject({ answer: EXPECTED, fromCache: false, saved: null });
      expect(fs.readFileSync(file).equals(bad)).toBe(false);
      expect(loadInChild(bundle, cacheDir)).toMatchObject({ answer: EXPECTED, fromCache: true });
    }
  });

  it("a new build of the bundle (same length, other code) never runs an old build's cache; only the 4 newest are kept", () => {
    const { bundle, cacheDir } = sandbox(SOURCE);
    loadInChild(bundle, cacheDir);
    const firstFile = codeCacheFile(cacheDir, keyOf(bundle), 'test');
    // V8 alone would accept the old cache for this source (it checks only the length) and run the old code.
    for (const factor of [3, 5, 7, 9]) {
      const rebuilt = SOURCE.replace('x * 1 +', `x * ${factor} +`);
      expect(rebuilt.length).toBe(SOURCE.length);
      fs.writeFileSync(bundle, withKey(rebuilt));
      expect(loadInChild(bundle, cacheDir)).toMatchObject({ answer: EXPECTED + 2 * (factor - 1), fromCache: false });
      expect(loadInChild(bundle, cacheDir)).toMatchObject({ answer: EXPECTED + 2 * (factor - 1), fromCache: true });
    }
    expect(fs.existsSync(firstFile)).toBe(false);
    expect(fs.readdirSync(cacheDir).filter((f) => f.endsWith('.v8'))).toHaveLength(4);
  });

  it('a bundle without its key line runs uncached', () => {
    const { bundle, cacheDir } = sandbox(SOURCE);
    fs.writeFileSync(bundle, SOURCE);
    expect(loadInChild(bundle, cacheDir)).toMatchObject({ answer: EXPECTED, fromCache: false, saved: null });
    expect(loadInChild(bundle, cacheDir)).toMatchObject({ answer: EXPECTED, fromCache: false });
    expect(fs.existsSync(cacheDir)).toBe(false);
  });

  it('without a cache dir it compiles as usual, and an unwritable cache dir is reported, not thrown', () => {
    const { bundle, cacheDir } = sandbox(SOURCE);
    const plain = loadCachedBundle<{ answer(x: number): number }>(bundle, { dir: null, variant: 'test' });
    expect(plain.exports.answer(2)).toBe(EXPECTED);
    expect(plain.saveIfCold()).toBeNull();
    fs.writeFileSync(cacheDir, 'a file where the cache dir should be');
    const blocked = loadCachedBundle<{ answer(x: number): number }>(bundle, { dir: cacheDir, variant: 'test' });
    expect(blocked.exports.answer(2)).toBe(EXPECTED);
    expect(blocked.saveIfCold()).toBeInstanceOf(Error);
  });
});

// USE-Lite's tfjs goes through the same cache (embed/use-lite.ts), keyed by its file's content: a package has no key line.
describe('requireCached', () => {
  /** A package `pkg` (SOURCE) and a package `dep` that requires it, as node_modules lays them out. */
  function packages(source: string): { file: string; cacheDir: string; root: string } {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-code-cache-pkg-'));
    dirs.push(root);
    for (const [name, code] of [
      ['pkg', source],
      ['dep', "exports.pkg = require('pkg');"],
    ]) {
      fs.mkdirSync(path.join(root, 'node_modules', name), { recursive: true });
      fs.writeFileSync(path.join(root, 'node_modules', name, 'index.js'), code);
    }
    return { file: path.join(root, 'node_modules', 'pkg', 'index.js'), cacheDir: path.join(root, 'cache'), root };
  }
  function requireInChild(
    file: string,
    cacheDir: string,
    root: string,
  ): { answer: number; fromCache: boolean; saved: string | null; same: boolean } {
    const script = `
      import { createRequire } from 'node:module';
      const { requireCached } = await import(${JSON.stringify(compiledModule)});
      const b = requireCached(${JSON.stringify(file)}, { dir: ${JSON.stringify(cacheDir)}, variant: 'pkg' });
      const answer = b.exports.answer(2);
      const err = b.saveIfCold();
      const dep = createRequire(${JSON.stringify(path.join(root, 'main.js'))})('dep');
      console.log(JSON.stringify({ answer, fromCache: b.fromCache, saved: err ? err.message : null, same: dep.pkg === b.exports }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    return JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '');
  }
  const cacheFiles = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith('.v8'));

  it('is the instance every later require() of the file gets, cached from the second process on', () => {
    const { file, cacheDir, root } = packages(SOURCE);
    expect(requireInChild(file, cacheDir, root)).toEqual({ answer: EXPECTED, fromCache: false, saved: null, same: true });
    const [cache] = cacheFiles(cacheDir);
    expect(fs.statSync(path.join(cacheDir, cache)).mode & 0o777).toBe(0o600);
    expect(requireInChild(file, cacheDir, root)).toEqual({ answer: EXPECTED, fromCache: true, saved: null, same: true });
  });

  it("a reinstalled package (same length, other code) never runs the old file's cache; a torn cache is ignored", () => {
    const { file, cacheDir, root } = packages(SOURCE);
    requireInChild(file, cacheDir, root);
    const rebuilt = SOURCE.replace('x * 1 +', 'x * 3 +');
    fs.writeFileSync(file, rebuilt);
    expect(requireInChild(file, cacheDir, root)).toMatchObject({ answer: EXPECTED + 4, fromCache: false });
    expect(requireInChild(file, cacheDir, root)).toMatchObject({ answer: EXPECTED + 4, fromCache: true });
    for (const name of cacheFiles(cacheDir))
      fs.writeFileSync(path.join(cacheDir, name), fs.readFileSync(path.join(cacheDir, name)).subarray(0, 500));
    expect(requireInChild(file, cacheDir, root)).toMatchObject({ answer: EXPECTED + 4, fromCache: false, saved: null });
    expect(requireInChild(file, cacheDir, root)).toMatchObject({ answer: EXPECTED + 4, fromCache: true });
  });

  it('gives the module already loaded rather than a second instance', () => {
    const { file, cacheDir } = packages(SOURCE);
    const first = requireCached<{ answer(x: number): number }>(file, { dir: cacheDir, variant: 'pkg' });
    expect(requireCached(file, { dir: cacheDir, variant: 'pkg' }).exports).toBe(first.exports);
    expect(first.exports.answer(2)).toBe(EXPECTED);
  });
});

describe('the checksum on the cache', () => {
  it('catches a single flipped byte anywhere in the cache, and runs the bundle from source instead', () => {
    const { bundle, cacheDir } = sandbox(SOURCE);
    loadInChild(bundle, cacheDir);
    const file = codeCacheFile(cacheDir, keyOf(bundle), 'test');
    const whole = fs.readFileSync(file);
    // The checksum in the 12-byte frame, then V8's own header, the code, and the last byte.
    for (const at of [
      8,
      12,
      40,
      Math.floor(whole.length / 4),
      Math.floor(whole.length / 2),
      Math.floor((3 * whole.length) / 4),
      whole.length - 1,
    ]) {
      const damaged = Buffer.from(whole);
      damaged[at] ^= 0x01;
      fs.writeFileSync(file, damaged);
      expect(loadInChild(bundle, cacheDir), `byte ${at}`).toMatchObject({ answer: EXPECTED, fromCache: false, saved: null });
      expect(loadInChild(bundle, cacheDir)).toMatchObject({ answer: EXPECTED, fromCache: true });
    }
  });

  it('does not run a cache whose bytes its checksum does not match, though V8 itself would take it', () => {
    const { bundle, cacheDir } = sandbox(SOURCE);
    loadInChild(bundle, cacheDir);
    const file = codeCacheFile(cacheDir, keyOf(bundle), 'test');
    const whole = fs.readFileSync(file);
    // A byte of the code changed, the frame as it was: release V8 does not check the bytes, and takes the changed
    // cache (and runs it, or dies of a failed check inside: a fatal error, as seen on Node 20).
    const changed = Buffer.from(whole);
    changed[Math.floor(changed.length / 2)] ^= 0x01;
    const wrapped = `(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(bundle, 'utf8')}\n})`;
    const v8Alone = `
      const vm = require('node:vm');
      const cachedData = require('node:fs').readFileSync(${JSON.stringify(file)}).subarray(12);
      const s = new vm.Script(${JSON.stringify(wrapped)}, { filename: ${JSON.stringify(bundle)}, cachedData });
      console.log(JSON.stringify({ rejected: s.cachedDataRejected }));`;
    fs.writeFileSync(file, changed);
    const r = spawnSync(process.execPath, ['-e', v8Alone], { encoding: 'utf8' });
    expect(r.status === 0 ? JSON.parse(r.stdout) : { died: r.signal ?? r.status }).not.toEqual({ rejected: true });
    expect(loadInChild(bundle, cacheDir)).toMatchObject({ answer: EXPECTED, fromCache: false });
    expect(loadInChild(bundle, cacheDir)).toMatchObject({ answer: EXPECTED, fromCache: true });
  });

  it('loads neither node:v8 nor node:zlib to check it (each brings the streams)', () => {
    const { bundle, cacheDir } = sandbox(SOURCE);
    const script = `
      const { loadCachedBundle } = await import(${JSON.stringify(compiledModule)});
      const before = new Set(process.moduleLoadList);
      for (let i = 0; i < 2; i++) loadCachedBundle(${JSON.stringify(bundle)}, { dir: ${JSON.stringify(cacheDir)}, variant: 'test' }).saveIfCold();
      console.log(JSON.stringify(process.moduleLoadList.filter((m) => !before.has(m) && /^NativeModule (v8|zlib|stream)$/.test(m))));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual([]);
    expect(loadInChild(bundle, cacheDir)).toMatchObject({ answer: EXPECTED, fromCache: true });
  });
});
