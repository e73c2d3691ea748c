#!/usr/bin/env node
// `npm run demo`: the main job on a bundled sample session, in a throw-away data dir (.demo-memory/):
// import the transcript, summarize it locally, then show what a later session would get back.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const home = path.join(root, '.demo-memory');
const project = '/home/dev/shop-api'; // the cwd recorded in the sample transcript
fs.rmSync(home, { recursive: true, force: true });
const env = { ...process.env, CLAUDE_MEMORY_HOME: home };
const run = (title, ...args) => {
  console.log(`\n$ claude-memory ${args.join(' ')}${title ? `    # ${title}` : ''}`);
  process.stdout.write(execFileSync(process.execPath, [path.join(root, 'dist/claude-memory.mjs'), ...args], { env, encoding: 'utf8' }));
};

run('backfill the sample transcript', 'import', '--quiet', path.join(root, 'examples/sample-session'));
run('summarize it on this machine, no tokens spent', 'worker', '--once', '--project', project);
run('what is stored', 'status', '--project', project);
run('search it', 'recall', 'why did the migration fail', '--project', project, '--limit', '5');
run('drill down into the session', 'timeline', '5a3f0c1e', '--project', project);
console.log(`\nDemo data is in ${path.relative(process.cwd(), home) || home}/ (delete it at will).`);
