// Part "mcp-drain": how fast the MCP server answers session_recall while its worker drains a backlog with the
// default offline encoder (USE-Lite). This build against the dist/ committed at a baseline git ref (where the worker
// ran on the server's main thread), one after the other on copies of the same seeded store.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cliEnv, DIST, loadLib, log, ROOT, rm, summarize, table, tempDir, writeConfig } from './lib.mjs';
import { seedDrainStore } from './compress.mjs';

/** The committed dist/ of `ref`, with a node_modules link so it resolves packages as dist/ does. */
function baselineDist(ref) {
  const rev = spawnSync('git', ['rev-parse', '--short', ref], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  if (!rev) throw new Error(`baseline ref ${ref} not found`);
  const dir = path.join(ROOT, '.cache', 'bench', `base-dist-${rev}`);
  if (!fs.existsSync(path.join(dir, 'dist', 'claude-memory.mjs'))) {
    fs.mkdirSync(dir, { recursive: true });
    const archive = spawnSync('git', ['archive', '--format=tar', rev, 'dist', 'package.json'], { cwd: ROOT, maxBuffer: 256 << 20 });
    if (archive.status !== 0) throw new Error(`git archive ${rev} failed`);
    if (spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout }).status !== 0) throw new Error('tar failed');
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  }
  return { rev, dist: path.join(dir, 'dist', 'claude-memory.mjs') };
}

async function measure(dist, seed, projectDir, seconds) {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
  const home = tempDir('mcp-drain');
  try {
    fs.mkdirSync(path.join(home, 'projects'), { recursive: true });
    const dbFile = path.join(home, 'projects', seed.dbFile);
    fs.copyFileSync(path.join(seed.seedHome, 'projects', seed.dbFile), dbFile);
    writeConfig(home, { embedder: { provider: 'use-lite' } });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [dist, 'mcp'],
      cwd: projectDir,
      env: cliEnv(home),
      stderr: 'pipe',
    });
    const client = new Client({ name: 'claude-memory-bench', version: '0' });
    await client.connect(transport);
    const topics = [
      'login flow',
      'invoice rounding',
      'cache eviction policy',
      'retryWithBackoff',
      'database connection pooling',
      'webhook signature',
    ];
    const ms = [];
    const modes = { hybrid: 0, fts: 0, keywordOnlyWhileEncoderLoads: 0 };
    let timeouts = 0;
    const end = Date.now() + seconds * 1000;
    for (let i = 0; Date.now() < end; i++) {
      const t0 = process.hrtime.bigint();
      try {
        // The SDK's default request timeout, as Claude Code's client has: past it the model sees a failed tool.
        const res = await client.callTool(
          { name: 'session_recall', arguments: { topic: topics[i % topics.length], limit: 10 } },
          undefined,
          { timeout: 60_000 },
        );
        if (res.isError) throw new Error(`session_recall failed: ${JSON.stringify(res.content)}`);
        const text = res.content.map((c) => c.text ?? '').join('\n');
        if (/\(hybrid\)/.test(text)) modes.hybrid++;
        else if (/encoder is still loading/.test(text)) modes.keywordOnlyWhileEncoderLoads++;
        else modes.fts++;
      } catch (err) {
        if (!/timed out/i.test(String(err))) throw err;
        timeouts++;
      }
      ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await client.close();
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(dbFile, { readonly: true });
    const summarized = db.prepare('SELECT count(*) AS n FROM turn_summaries').get().n;
    db.close();
    return { ms, summarized, timeouts, modes };
  } finally {
    rm(home);
  }
}

export async function run(opts) {
  const lib = await loadLib();
  const base = baselineDist(opts.baseline ?? 'main');
  const turns = opts.drainTurns ?? 5_000;
  const seconds = opts.seconds ?? 60;
  const projectDir = tempDir('mcp-drain-project');
  const seed = seedDrainStore(lib, turns, projectDir);
  const rows = [];
  try {
    for (const [name, dist] of [
      ['base', base.dist],
      ['new', DIST],
    ]) {
      log(`mcp-drain: ${name}: session_recall every 200 ms for ${seconds} s while the worker drains ${turns} queued turns…`);
      const { ms, summarized, timeouts, modes } = await measure(dist, seed, projectDir, seconds);
      rows.push({ variant: name, calls: ms.length, timeouts, ...summarize(ms), turnsSummarizedMeanwhile: summarized, modes });
    }
  } finally {
    rm(seed.seedHome);
    rm(projectDir);
  }
  return {
    part: 'mcp-drain',
    baseline: base.rev,
    method: `claude-memory mcp over stdio (MCP SDK client), embedder use-lite, a store with ${turns} queued turns (synthetic coding turns, sessions of 25); session_recall called back to back with 200 ms pauses for ${seconds} s from the moment the server is connected, while its worker drains; base = dist/ committed at ${base.rev}, then this build, one after the other on copies of the same store.`,
    rows,
    table: table(
      [
        'variant',
        'calls',
        'timed out (60 s)',
        'median ms',
        'p95 ms',
        'max ms',
        'turns summarized meanwhile',
        'answers hybrid / keyword-only (encoder loading) / keyword',
      ],
      rows.map((r) => [
        r.variant,
        r.calls,
        r.timeouts,
        r.median,
        r.p95,
        r.max,
        r.turnsSummarizedMeanwhile,
        `${r.modes.hybrid} / ${r.modes.keywordOnlyWhileEncoderLoads} / ${r.modes.fts}`,
      ]),
    ),
  };
}
