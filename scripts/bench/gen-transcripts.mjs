#!/usr/bin/env node
// Generates a `~/.claude/projects`-shaped tree of synthetic transcripts for the import benchmark: one directory per
// project (named as Claude Code names them), one file per session, each session the fixture transcripts replicated
// with fresh ids (scripts/bench/synth.mjs), each project's cwd a real empty directory outside any git repository.
//
//   node scripts/bench/gen-transcripts.mjs <out-dir> --mb 1000 [--projects 8] [--session-kb 512]
//
// Prints one JSON line: { root, cwdRoot, bytes, files, projects }.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { synthTranscript } from './synth.mjs';

export function generateProjectsTree(root, { targetBytes, projects = 8, sessionBytes = 512 * 1024, cwdRoot = `${root}-cwds` }) {
  fs.mkdirSync(root, { recursive: true });
  let bytes = 0;
  let files = 0;
  const dirs = Array.from({ length: projects }, (_, i) => {
    const cwd = path.join(cwdRoot, `project-${i}`);
    fs.mkdirSync(cwd, { recursive: true });
    const dir = path.join(root, cwd.replace(/[^A-Za-z0-9]/g, '-'));
    fs.mkdirSync(dir, { recursive: true });
    return { cwd, dir };
  });
  while (bytes < targetBytes) {
    const { cwd, dir } = dirs[files % dirs.length];
    // One session per file, as Claude Code writes them.
    const r = synthTranscript(path.join(dir, `session-${String(files).padStart(6, '0')}.jsonl`), {
      targetBytes: Math.min(sessionBytes, targetBytes - bytes),
      cwd,
      perSession: 1e9,
    });
    bytes += r.bytes;
    files++;
  }
  return { root, cwdRoot, bytes, files, projects };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const value = (flag, fallback) => {
    const i = args.indexOf(flag);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const out = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!out) {
    process.stderr.write('usage: node scripts/bench/gen-transcripts.mjs <out-dir> --mb N [--projects 8] [--session-kb 512]\n');
    process.exit(2);
  }
  const result = generateProjectsTree(path.resolve(out), {
    targetBytes: value('--mb', 100) * 2 ** 20,
    projects: value('--projects', 8),
    sessionBytes: value('--session-kb', 512) * 1024,
  });
  console.log(JSON.stringify(result));
}
