// `node scripts/bench/locomo-ab.mjs <drained LoCoMo cache dir> [baseline ref]`: the LoCoMo dev recall scores of this
// build and of a baseline build's src/ (default main) on copies of the same drained stores, side by side. Recall
// changes are judged on identical stores: the drain (compression, vectors) is not what they change, and it takes
// most of an hour on 2 cores. The cache dir is one `npm run bench -- locomo --reuse` left in <tmp>/cm-bench-cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DIST, RESULTS_DIR, cliEnv, loadLib, log, round, table } from './lib.mjs';
import { evaluate } from './locomo.mjs';
import { loadBaseLib } from './scale.mjs';

const [source, ref = 'main'] = process.argv.slice(2);
if (!source || !fs.existsSync(path.join(source, 'drained.json')))
  throw new Error('usage: locomo-ab.mjs <drained LoCoMo cache dir> [baseline ref]');

/** A copy of the drained dir whose stores sit where a project at the copy's paths looks for them. */
function copyDrained(lib, name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cm-locomo-ab-${name}-`));
  fs.cpSync(source, dir, { recursive: true });
  const mappingFile = path.join(dir, 'out', 'mapping.json');
  fs.writeFileSync(mappingFile, fs.readFileSync(mappingFile, 'utf8').split(source).join(dir));
  const home = path.join(dir, 'home');
  const mapping = JSON.parse(fs.readFileSync(mappingFile, 'utf8'));
  const oldKeys = new Map();
  for (const conv of Object.values(mapping.conversations)) {
    const oldDir = conv.projectDir.split(dir).join(source);
    const oldKey = lib.createApp({ env: cliEnv(path.join(source, 'home')), entryScript: DIST, cwd: oldDir }).project(oldDir).key;
    const newKey = lib.createApp({ env: cliEnv(home), entryScript: DIST, cwd: conv.projectDir }).project(conv.projectDir).key;
    oldKeys.set(oldKey, newKey);
  }
  for (const [oldKey, newKey] of oldKeys) {
    for (const ext of ['.db', '.db-wal', '.db-shm', '.db.vectors']) {
      const from = path.join(home, 'projects', `${oldKey}${ext}`);
      if (fs.existsSync(from) && oldKey !== newKey) fs.renameSync(from, path.join(home, 'projects', `${newKey}${ext}`));
    }
  }
  return { name, dir, out: path.join(dir, 'out'), home };
}

const lib = await loadLib();
const base = await loadBaseLib(ref);
const results = {};
for (const [name, l] of [
  ['base', base.lib],
  ['new', lib],
]) {
  const p = copyDrained(l, name);
  log(`locomo-ab: ${name} on ${p.dir}`);
  results[name] = await evaluate(l, p);
  fs.rmSync(p.dir, { recursive: true, force: true });
}
const names = results.new.configs.map((c) => c.name);
const rows = names.map((n) => {
  const b = results.base.configs.find((c) => c.name === n).metrics;
  const x = results.new.configs.find((c) => c.name === n).metrics;
  return [n, b['turn@10'], x['turn@10'], round(x['turn@10'] - b['turn@10'], 4), b['turn@5'], x['turn@5'], b['session@10'], x['session@10']];
});
const out = {
  baseline: base.rev,
  source,
  questions: results.new.questions,
  results,
  table: table(['config', 'base turn@10', 'new turn@10', 'delta', 'base turn@5', 'new turn@5', 'base session@10', 'new session@10'], rows),
};
fs.mkdirSync(RESULTS_DIR, { recursive: true });
fs.writeFileSync(path.join(RESULTS_DIR, 'locomo-ab.json'), JSON.stringify(out, null, 2));
console.log(out.table);
