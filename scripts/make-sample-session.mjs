#!/usr/bin/env node
// Writes examples/sample-session/: a small, realistic Claude Code transcript (the same JSONL shape CLI 2.1.197
// writes) of a developer fixing a failing database migration over three turns. `npm run demo` imports it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(root, 'examples/sample-session');
const cwd = '/home/dev/shop-api';
const sessionId = '5a3f0c1e-8d2b-4c6e-9f1a-2b7d4e6c8a90';
const uuid = (s) => {
  const h = createHash('sha1').update(s).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
let clock = Date.parse('2026-11-24T09:12:00Z');
const ts = () => new Date((clock += 7_000)).toISOString();
const base = (id) => ({
  isSidechain: false,
  uuid: uuid(id),
  timestamp: ts(),
  userType: 'external',
  entrypoint: 'cli',
  cwd,
  sessionId,
  version: '2.1.197',
  gitBranch: 'main',
});
const lines = [];
const prompt = (n, text) =>
  lines.push({ ...base(`p${n}`), type: 'user', promptId: uuid(`pid${n}`), message: { role: 'user', content: text } });
const say = (id, text) =>
  lines.push({ ...base(id), type: 'assistant', message: { id: `msg_${id}`, role: 'assistant', content: [{ type: 'text', text }] } });
const tool = (id, name, input, output, isError = false) => {
  lines.push({
    ...base(`${id}-use`),
    type: 'assistant',
    message: { id: `msg_${id}`, role: 'assistant', content: [{ type: 'tool_use', id: `toolu_${id}`, name, input }] },
  });
  lines.push({
    ...base(`${id}-res`),
    type: 'user',
    message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${id}`, content: output, is_error: isError }] },
  });
};

prompt(1, 'The CI run fails on the database migration step. Can you find out why and fix it?');
say('a1', "I'll run the migrations locally to reproduce the failure.");
tool(
  't1',
  'Bash',
  { command: 'npm run migrate', description: 'run migrations' },
  'Exit code 1\nError: migration 20261120_add_orders_index failed: relation "orders_customer_idx" already exists',
  true,
);
tool(
  't2',
  'Read',
  { file_path: `${cwd}/migrations/20261120_add_orders_index.sql` },
  'CREATE INDEX orders_customer_idx ON orders (customer_id);',
);
say('a2', 'The migration creates an index that an earlier migration already created, so it fails on any database that ran both.');
tool(
  't3',
  'Edit',
  {
    file_path: `${cwd}/migrations/20261120_add_orders_index.sql`,
    old_string: 'CREATE INDEX orders_customer_idx',
    new_string: 'CREATE INDEX IF NOT EXISTS orders_customer_idx',
  },
  'The file has been updated successfully.',
);
tool(
  't4',
  'Bash',
  { command: 'npm run migrate && npm test', description: 'migrate and test' },
  'migrations applied: 3\n\n Test Files  12 passed (12)\n      Tests  148 passed (148)',
);
say('a3', 'Fixed: the migration now uses CREATE INDEX IF NOT EXISTS, the migrations apply cleanly and all 148 tests pass.');

prompt(2, 'Good. From now on, every migration must be idempotent. Please add a check for that to CI.');
tool(
  't5',
  'Write',
  { file_path: `${cwd}/scripts/check-migrations.mjs`, content: '// fails when a migration is not idempotent\n' },
  'File created successfully.',
);
tool(
  't6',
  'Edit',
  {
    file_path: `${cwd}/.github/workflows/ci.yml`,
    old_string: 'run: npm test',
    new_string: 'run: node scripts/check-migrations.mjs && npm test',
  },
  'The file has been updated successfully.',
);
tool(
  't7',
  'Bash',
  { command: 'node scripts/check-migrations.mjs', description: 'run the new check' },
  'checked 14 migrations: all idempotent',
);
say(
  'a4',
  'Added scripts/check-migrations.mjs, which applies every migration twice against a scratch database, and wired it into the CI workflow before the tests.',
);

prompt(3, 'Commit it with a clear message.');
tool(
  't8',
  'Bash',
  {
    command: 'git add -A && git commit -m "Make the orders index migration idempotent; check all migrations in CI"',
    description: 'commit',
  },
  '[main 4f2c9e1] Make the orders index migration idempotent; check all migrations in CI\n 3 files changed, 41 insertions(+), 1 deletion(-)',
);
say('a5', 'Committed as 4f2c9e1.');

fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, `${sessionId}.jsonl`), `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
console.log(`wrote ${lines.length} lines to ${path.relative(root, outDir)}`);
