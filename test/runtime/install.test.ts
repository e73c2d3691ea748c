// The runtime installer: what it installs, where (one folder per Node ABI), what it leaves out, and what a user is told
// when it fails. npm is replaced here by a script on PATH that lays packages out as npm would (the real npm and
// node-gyp run in test/e2e/marketplace-runtime.test.ts); the failure texts are real npm and node-gyp output, captured
// on this kind of machine (test/fixtures/runtime-install/).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { explainFailure, installRuntime, runtimeState } from '../../src/runtime/install.js';
import { loadSqlite, RUNTIME_PACKAGES, runtimeDirName, runtimeLocation } from '../../src/runtime/native.js';
import { REPO_ROOT } from '../helpers/store.js';

const FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures', 'runtime-install');
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const temp = () => {
  const d = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cm-install-')));
  dirs.push(d);
  return d;
};

/**
 * An `npm` for `npm install <pkg@version>...` in cwd: better-sqlite3 is copied from the repository (its binary loads
 * here), every other package is laid out as a folder with its package.json (onnxruntime-node with a binary folder per
 * platform, as its npm package has). FAKE_NPM_OUTPUT and FAKE_NPM_EXIT make it fail the way npm does.
 */
function fakeNpm(root: string): string {
  const bin = path.join(root, 'bin');
  fs.mkdirSync(bin, { recursive: true });
  const repoModules = path.join(REPO_ROOT, 'node_modules');
  fs.writeFileSync(
    path.join(bin, 'npm'),
    `#!${process.execPath}
const fs = require('node:fs'), path = require('node:path');
if (process.env.FAKE_NPM_OUTPUT) { process.stderr.write(fs.readFileSync(process.env.FAKE_NPM_OUTPUT, 'utf8')); process.exit(Number(process.env.FAKE_NPM_EXIT || 1)); }
const specs = process.argv.slice(2).filter((a) => !a.startsWith('-') && a !== 'install');
fs.appendFileSync(path.join(process.cwd(), 'npm-calls.txt'), specs.join(' ') + '\\n');
for (const spec of specs) {
  const name = spec.slice(0, spec.lastIndexOf('@')), version = spec.slice(spec.lastIndexOf('@') + 1);
  const dest = path.join(process.cwd(), 'node_modules', name);
  fs.rmSync(dest, { recursive: true, force: true });
  if (name === 'better-sqlite3') {
    for (const dep of ['better-sqlite3', 'bindings', 'file-uri-to-path'])
      fs.cpSync(path.join(${JSON.stringify(repoModules)}, dep), path.join(process.cwd(), 'node_modules', dep), { recursive: true, dereference: true });
    continue;
  }
  fs.mkdirSync(dest, { recursive: true });
  fs.writeFileSync(path.join(dest, 'package.json'), JSON.stringify({ name, version, main: 'index.js' }));
  fs.writeFileSync(path.join(dest, 'index.js'), 'module.exports = {};');
  if (name === 'onnxruntime-node')
    for (const p of ['linux/x64', 'linux/arm64', 'darwin/arm64', 'win32/x64']) {
      fs.mkdirSync(path.join(dest, 'bin/napi-v6', p), { recursive: true });
      fs.writeFileSync(path.join(dest, 'bin/napi-v6', p, 'onnxruntime_binding.node'), 'x'.repeat(1000));
    }
}
`,
    { mode: 0o755 },
  );
  return bin;
}

function setup() {
  const root = temp();
  const bin = fakeNpm(root);
  const pluginData = path.join(root, 'plugin-data');
  const loc = runtimeLocation({
    pluginData,
    dataDir: path.join(root, 'data'),
    home: path.join(root, 'home'),
    runtimePointer: path.join(root, 'data', 'runtime.json'),
    bundleDir: path.join(root, 'no-repo', 'dist'),
  });
  fs.mkdirSync(path.join(root, 'data'), { recursive: true });
  const env = { PATH: `${bin}:${process.env.PATH}`, HOME: path.join(root, 'home') };
  return { root, loc, env, pointerFile: path.join(root, 'data', 'runtime.json') };
}

describe('where the runtime lives', () => {
  it("is one folder per Node ABI in the plugin's data dir, found from a terminal whatever CLAUDE_MEMORY_HOME says", () => {
    const root = temp();
    const home = path.join(root, 'home');
    const pluginData = path.join(home, '.claude', 'plugins', 'data', 'memory-claude-memory');
    const inside = runtimeLocation({
      pluginData,
      dataDir: path.join(root, 'a'),
      home,
      runtimePointer: path.join(root, 'a', 'r.json'),
      bundleDir: root,
    });
    expect(inside.installDir).toBe(
      path.join(pluginData, 'runtime', `node-${process.versions.modules}-${process.platform}-${process.arch}`),
    );
    expect(inside.installDir.endsWith(runtimeDirName())).toBe(true);
    fs.mkdirSync(inside.installDir, { recursive: true });
    // A terminal has no CLAUDE_PLUGIN_DATA and another data dir: the plugin's runtime is still the one found.
    const terminal = runtimeLocation({
      dataDir: path.join(root, 'other-memory'),
      home,
      runtimePointer: path.join(root, 'other-memory', 'r.json'),
      bundleDir: root,
    });
    expect(terminal.installDir).toBe(inside.installDir);
  });
});

describe('installing it', () => {
  it('installs SQLite then the offline encoder, with onnxruntime for this platform only, and no transformers.js', async () => {
    const { loc, env, pointerFile } = setup();
    const lines: string[] = [];
    const r = await installRuntime(loc, { env, pointerFile, onProgress: (l) => lines.push(l) });
    expect(r).toMatchObject({ installed: ['core', 'embed'], skipped: [] });
    expect(r.error).toBeUndefined();
    expect(lines.some((l) => /^runtime: SQLite: installing better-sqlite3@\d/.test(l) && /\(\d+ s\)$/.test(l))).toBe(true);
    const calls = fs.readFileSync(path.join(loc.installDir, 'npm-calls.txt'), 'utf8');
    expect(calls).not.toMatch(/transformers|onnxruntime-web|sharp/);
    expect(calls).toContain(RUNTIME_PACKAGES.embed.join(' '));
    const platforms = path.join(loc.installDir, 'node_modules', 'onnxruntime-node', 'bin', 'napi-v6');
    expect(fs.readdirSync(platforms)).toEqual([process.platform]);
    expect(fs.readdirSync(path.join(platforms, process.platform))).toEqual([process.arch]);
    expect(() => loadSqlite(loc)).not.toThrow();
    expect(JSON.parse(fs.readFileSync(pointerFile, 'utf8'))).toEqual({ root: loc.root });
    expect(runtimeState(loc)).toMatchObject({ core: true, embed: true, installing: false, lastError: null });
    // Everything there: a second run installs nothing.
    expect(await installRuntime(loc, { env, pointerFile })).toMatchObject({ installed: [], skipped: ['core', 'embed'] });
  });

  it("removes the runtime an older Node left behind once this Node's is in place", async () => {
    const { loc, env, pointerFile } = setup();
    const old = path.join(loc.root, 'node-108-linux-x64');
    fs.mkdirSync(path.join(old, 'node_modules'), { recursive: true });
    expect(runtimeState(loc).otherAbis).toEqual(['node-108-linux-x64']);
    await installRuntime(loc, { env, pointerFile });
    expect(fs.existsSync(old)).toBe(false);
  });

  it('returns at once while another install runs, and takes over the lock a killed one left', async () => {
    const { loc, env, pointerFile } = setup();
    fs.mkdirSync(loc.installDir, { recursive: true });
    // A live install: this test process holds the lock.
    fs.writeFileSync(path.join(loc.installDir, '.install.lock'), String(process.pid));
    expect((await installRuntime(loc, { env, pointerFile })).error).toMatch(/another install is running/);
    expect(runtimeState(loc).installing).toBe(true);
    // Killed: its pid is gone.
    fs.writeFileSync(path.join(loc.installDir, '.install.lock'), '999999999');
    expect(runtimeState(loc).installing).toBe(false);
    expect(await installRuntime(loc, { env, pointerFile })).toMatchObject({ installed: ['core', 'embed'] });
  });

  it('a failure keeps its whole reason, the fix first, and the next attempt installs', async () => {
    const { loc, env, pointerFile } = setup();
    const failing = { ...env, FAKE_NPM_OUTPUT: path.join(FIXTURES, 'no-compiler.txt') };
    const r = await installRuntime(loc, { env: failing, pointerFile });
    expect(r.error).toMatch(/^npm install \(core\) failed: better-sqlite3 must be compiled here and no C\+\+ compiler was found/);
    expect(fs.existsSync(path.join(loc.installDir, 'node_modules', 'better-sqlite3'))).toBe(false);
    expect(runtimeState(loc).lastError).toContain('gyp ERR! stack Error: not found: make');
    expect(await installRuntime(loc, { env, pointerFile })).toMatchObject({ installed: ['core', 'embed'] });
    expect(runtimeState(loc).lastError).toBeNull();
  });
});

describe('what a failed install tells the user to do', () => {
  const cases: [string, RegExp][] = [
    ['offline.txt', /the npm registry could not be reached/],
    ['no-python.txt', /Python 3 is missing: install Python 3 and a C\+\+ compiler/],
    ['no-compiler.txt', /no C\+\+ compiler was found: install one/],
    ['no-node-headers.txt', /^Node headers missing: .*npm config set nodedir/],
  ];
  for (const [file, fix] of cases)
    it(`from ${file}`, () => {
      expect(explainFailure(fs.readFileSync(path.join(FIXTURES, file), 'utf8'))).toMatch(fix);
    });
  it('a full disk', () => {
    expect(
      explainFailure('npm error code ENOSPC\nnpm error syscall write\nnpm error nospc ENOSPC: no space left on device, write'),
    ).toMatch(/^the disk is full/);
  });
});
