// better-sqlite3's JavaScript is bundled; only its native binary comes from the runtime search dirs. A dir whose package
// is another version is required as it is installed, and a dir without a binary is no install at all.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const realPackage = path.dirname(require.resolve('better-sqlite3/package.json'));
const realVersion = (JSON.parse(fs.readFileSync(path.join(realPackage, 'package.json'), 'utf8')) as { version: string }).version;
const dirs: string[] = [];

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A search dir holding node_modules/better-sqlite3 with the given version, its binary and (or not) its JavaScript. */
function searchDir(opts: { version: string; binary: boolean; javascript: boolean }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-native-'));
  dirs.push(dir);
  const pkg = path.join(dir, 'node_modules', 'better-sqlite3');
  fs.mkdirSync(path.join(pkg, 'build', 'Release'), { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(realPackage, 'package.json'), 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ ...manifest, version: opts.version }));
  if (opts.binary)
    fs.copyFileSync(
      path.join(realPackage, 'build', 'Release', 'better_sqlite3.node'),
      path.join(pkg, 'build', 'Release', 'better_sqlite3.node'),
    );
  if (opts.javascript) {
    fs.cpSync(path.join(realPackage, 'lib'), path.join(pkg, 'lib'), { recursive: true });
    // Its own `bindings` lookup, as an install has it.
    fs.symlinkSync(path.join(realPackage, '..', 'bindings'), path.join(dir, 'node_modules', 'bindings'));
    fs.symlinkSync(path.join(realPackage, '..', 'file-uri-to-path'), path.join(dir, 'node_modules', 'file-uri-to-path'));
  }
  return dir;
}

async function freshNative() {
  vi.resetModules();
  return import('../../src/runtime/native.js');
}

function roundTrip(Sqlite: ReturnType<Awaited<ReturnType<typeof freshNative>>['loadSqlite']>): unknown {
  const db = new Sqlite(':memory:');
  try {
    db.exec('CREATE TABLE t (x TEXT)');
    db.prepare('INSERT INTO t VALUES (?)').run('kept');
    return db.prepare('SELECT x FROM t').get();
  } finally {
    db.close();
  }
}

describe('loadSqlite', () => {
  it('the runtime pin is the better-sqlite3 whose JavaScript the build bundles', async () => {
    const { BUNDLED_SQLITE_VERSION } = await freshNative();
    expect(BUNDLED_SQLITE_VERSION).toBe(realVersion);
    const manifest = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies['better-sqlite3']).toBe(realVersion);
  });

  it("opens databases with the bundled JavaScript and only the binary of a same-version install (that install's JavaScript is never needed)", async () => {
    const { loadSqlite } = await freshNative();
    const dir = searchDir({ version: realVersion, binary: true, javascript: false });
    expect(roundTrip(loadSqlite({ searchDirs: [dir], installDir: dir, root: dir }))).toEqual({ x: 'kept' });
  });

  it('requires an install of another version as it is, with its own JavaScript', async () => {
    const { loadSqlite } = await freshNative();
    const other = searchDir({ version: '12.0.0-other', binary: true, javascript: true });
    expect(roundTrip(loadSqlite({ searchDirs: [other], installDir: other, root: other }))).toEqual({ x: 'kept' });
  });

  it('skips a same-version package without its binary for the next dir, and with none left says the runtime is missing', async () => {
    const { loadSqlite } = await freshNative();
    const broken = searchDir({ version: realVersion, binary: false, javascript: true });
    const good = searchDir({ version: realVersion, binary: true, javascript: false });
    expect(roundTrip(loadSqlite({ searchDirs: [broken, good], installDir: broken, root: broken }))).toEqual({ x: 'kept' });

    const again = await freshNative();
    expect(() => again.loadSqlite({ searchDirs: [broken], installDir: broken, root: broken })).toThrow(again.DependencyMissingError);
  });
});
