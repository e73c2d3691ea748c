// What a Node process loads, measured against a bare process of the same Node: Node's own modules and bindings
// (process.moduleLoadList) and the shared libraries mapped into it. Which of Node's modules start with every process
// differs between versions (Node 24 starts with more than 20), so a hook's cost is what it adds over a bare run of the
// same binary, weighed against what one module that costs a fresh process milliseconds adds by itself.
import { type SpawnSyncOptions, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Loaded {
  /** Node's own modules and bindings, in load order. */
  modules: string[];
  /** /proc/self/maps at exit. */
  maps: string;
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node -r <reporter> ...args` and returns what the process held when it exited. */
export function runReportingLoads(dir: string, args: string[], opts: SpawnSyncOptions = {}): Loaded {
  const report = path.join(dir, 'loaded.json');
  const preload = path.join(dir, 'report-loaded.cjs');
  fs.writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(report)}, JSON.stringify({ modules: process.moduleLoadList, maps: require('node:fs').readFileSync('/proc/self/maps', 'utf8') })));`,
  );
  fs.rmSync(report, { force: true });
  const r = spawnSync(process.execPath, ['-r', preload, ...args], { encoding: 'utf8', ...opts });
  const loaded = JSON.parse(fs.readFileSync(report, 'utf8')) as { modules: string[]; maps: string };
  return { ...loaded, status: r.status, stdout: String(r.stdout ?? ''), stderr: String(r.stderr ?? '') };
}

/**
 * Node's modules a bare process of this Node holds: an empty script file, run as a hook's script is (`node -e 0`
 * would not do: eval mode starts with node:crypto loaded).
 */
export function bareModules(dir: string): Set<string> {
  const empty = path.join(dir, 'empty.cjs');
  fs.writeFileSync(empty, '');
  const r = runReportingLoads(dir, [empty], { stdio: 'ignore' });
  if (r.status !== 0) throw new Error('a bare node did not exit 0');
  return new Set(r.modules);
}

/** How many of Node's modules requiring `builtin` adds to a bare process of this Node. */
export function modulesAddedBy(dir: string, builtin: string, bare: Set<string>): number {
  const script = path.join(dir, 'require-one.cjs');
  fs.writeFileSync(script, `require(${JSON.stringify(builtin)});`);
  return runReportingLoads(dir, [script], { stdio: 'ignore' }).modules.filter((m) => !bare.has(m)).length;
}

/**
 * The smallest number of Node's modules that any one of the built-ins a hook must not pay for adds by itself in this
 * Node: a hook that loaded any of them would add at least this many. node:net and node:child_process open sockets and
 * spawn; node:crypto; the streams, which node:v8, node:zlib and most of Node's I/O modules bring with them.
 */
export function costlyModuleFloor(dir: string, bare: Set<string>): { floor: number; each: Record<string, number> } {
  const each: Record<string, number> = {};
  for (const builtin of ['node:net', 'node:crypto', 'node:child_process', 'node:stream', 'node:v8']) {
    each[builtin] = modulesAddedBy(dir, builtin, bare);
  }
  return { floor: Math.min(...Object.values(each)), each };
}
