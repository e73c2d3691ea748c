// Part "dashboard": time to first render of the sessions panel in headless Chromium, and the latency of every
// read endpoint, on a store of about 100k items, side by side with a 1k-item baseline store (runs interleaved).
// Both stores hold realistic coding-session turns written through the store's own functions; the server is the
// built `claude-memory dashboard`, the browser Debian's /usr/bin/chromium (playwright-core).
//
// Options: --dash-items N (default 100000), --dash-runs N page loads per store (default 15), --dash-requests N per
// endpoint and store (default 40), --screenshots DIR (README screenshots from the large store).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { cliEnv, DIST, loadLib, log, prng, rm, round, shuffle, summarize, table, tempDir, writeConfig } from './lib.mjs';
import { realisticTurn } from './synth.mjs';

const CHROMIUM = '/usr/bin/chromium';
const TURNS_PER_SESSION = 6;
const HOUR = 3_600_000;

export async function run(opts) {
  if (!fs.existsSync(CHROMIUM)) return { skipped: `${CHROMIUM} is missing (apt-get install -y chromium)` };
  if (!fs.existsSync(path.join(path.dirname(DIST), 'dashboard', 'app.js')))
    throw new Error('dist/dashboard/app.js is missing: run `npm run build`');
  const { chromium } = await import('playwright-core');
  const lib = await loadLib();
  const sizes = [
    { name: 'baseline', items: 1_000 },
    { name: 'large', items: opts.dashItems ?? 100_000 },
  ];
  const runs = opts.dashRuns ?? 15;
  const requests = opts.dashRequests ?? 40;
  const stores = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    for (const s of sizes) {
      const home = tempDir(`dash-${s.name}`);
      // A readable project name for the screenshots.
      const projectDir = path.join(tempDir(`dash-project-${s.name}`), 'acme-webapp');
      fs.mkdirSync(projectDir);
      writeConfig(home, { embedder: { provider: 'none' } });
      const app = lib.createApp({ env: cliEnv(home), entryScript: DIST, cwd: projectDir });
      const db = app.openProjectStore(app.project(projectDir));
      const t0 = Date.now();
      const seeded = seed(lib, db, s.items, projectDir);
      db.close();
      log(
        `dashboard: ${s.name}: ${seeded.items} items (${seeded.sessions} sessions, ${seeded.turns} turns) in ${round((Date.now() - t0) / 1000, 1)} s`,
      );
      const server = await startServer(home, projectDir);
      stores.push({ ...s, ...seeded, home, projectDir, server, dbBytes: fs.statSync(server.dbPath).size });
    }

    // Time to first render: a fresh browser context per load (no cache, no cookie), from navigation start (the
    // token link, its redirect included) to the first session row on screen. Stores alternate, in random order.
    const firstRender = Object.fromEntries(stores.map((s) => [s.name, []]));
    const order = prng(17);
    for (let i = 0; i < runs + 2; i++) {
      for (const s of shuffle(stores, order)) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(s.server.url);
        await page.waitForSelector('[data-testid=session-row]');
        const ms = await page.evaluate(() => performance.now());
        if (i >= 2) firstRender[s.name].push(ms); // two warm-up loads per store
        await context.close();
      }
    }

    // API latency: each endpoint, both stores interleaved, sequential requests over keep-alive.
    const probe = await apiTargets(stores);
    const api = {};
    for (let i = 0; i < requests + 3; i++) {
      for (const [endpoint, perStore] of shuffle(Object.entries(probe), order)) {
        for (const s of shuffle(stores, order)) {
          const target = perStore[s.name];
          // "After a change": another process commits first, so nothing the server keeps per store generation is reused.
          if (endpoint.endsWith('(after a change)')) commitElsewhere(s);
          const ms = await timedGet(s.server, target);
          if (i >= 3) ((api[endpoint] ??= {})[s.name] ??= []).push(ms);
        }
      }
    }

    if (opts.screenshots) {
      // Pictures are a by-product: a failure here must not lose the measurements.
      await screenshots(browser, stores.at(-1), path.resolve(opts.screenshots)).catch((err) =>
        log(`dashboard: screenshots failed: ${err.message}`),
      );
    }

    const renderRows = stores.map((s) => ({ store: s.name, items: s.items, ...summarize(firstRender[s.name]) }));
    const apiRows = Object.entries(api).map(([endpoint, byStore]) => {
      const base = summarize(byStore.baseline);
      const large = summarize(byStore.large);
      return {
        endpoint,
        baselineMedian: base.median,
        baselineP95: base.p95,
        largeMedian: large.median,
        largeP95: large.p95,
        p95Ratio: round(large.p95 / base.p95, 2),
      };
    });
    const result = {
      part: 'dashboard',
      method:
        `Two stores side by side: ${stores.map((s) => `${s.name} ${s.items} items (${s.sessions} sessions of ${TURNS_PER_SESSION} turns; prompts, 2–4 tool events with payloads, assistant text and a turn summary per turn; rollups; 1 decision per 50 turns; ${Math.round(s.dbBytes / 1024 / 1024)} MB)`).join(', ')}, ` +
        `written through the store's functions. Each served by the built \`claude-memory dashboard --no-open\` (embedder none: keyword search). ` +
        `First render: ${runs} loads per store in headless Chromium (after 2 warm-up loads), a fresh context each time, performance.now() when the first session row is on screen (navigation start = the token link, its 303 included); stores alternate in random order. ` +
        `API: ${requests} sequential GETs per endpoint and store (after 3 warm-up rounds), endpoints and stores interleaved in random order, wall time from request to last byte over keep-alive. Health and topics are kept per store generation: their "(after a change)" rows have another connection commit before each request, so every one of them is computed afresh.`,
      stores: stores.map((s) => ({ name: s.name, items: s.items, sessions: s.sessions, turns: s.turns, dbBytes: s.dbBytes })),
      firstRenderMs: renderRows,
      apiMs: apiRows,
    };
    result.table = [
      'Time to first render (ms):',
      table(
        ['store', 'items', 'median', 'p95', 'min', 'max'],
        renderRows.map((r) => [r.store, r.items, r.median, r.p95, r.min, r.max]),
      ),
      '',
      'API latency (ms):',
      table(
        ['endpoint', '1k median', '1k p95', '100k median', '100k p95', 'p95 ratio'],
        apiRows.map((r) => [r.endpoint, r.baselineMedian, r.baselineP95, r.largeMedian, r.largeP95, r.p95Ratio]),
      ),
    ].join('\n');
    return result;
  } finally {
    await browser.close();
    for (const s of stores) {
      s.marker?.close();
      s.server.child.kill('SIGTERM');
      if (!opts.keep) {
        rm(s.home);
        rm(path.dirname(s.projectDir));
      }
    }
  }
}

/** Sessions of realistic turns until `items` rows (prompts, tool events, assistant messages, summaries) exist. */
const DECISIONS = [
  ['Use pnpm workspaces, not npm', 'one lockfile for the monorepo'],
  ['Keep the cache eviction policy LRU with a 5 minute TTL', 'the hit rate dropped with LFU'],
  ['Round invoice totals half-even', 'what the accountants expect'],
  ['Run each migration in its own transaction', 'a failed one must leave the schema as it was'],
  ['Store dates as UTC epoch milliseconds', 'the date picker bugs came from local times'],
  ['Verify webhook signatures before parsing the body', 'a parse error leaked the payload into the logs'],
];

/** A session id shaped like Claude Code's (a UUID), from the seeded generator. */
function sessionUuid(r) {
  const hex = (n) => Array.from({ length: n }, () => Math.floor(r() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

function seed(lib, db, items, projectDir) {
  const r = prng(items);
  // Sessions every two hours, the last one about now.
  const start = Date.now() - Math.ceil(items / (TURNS_PER_SESSION * 6)) * 2 * HOUR;
  let count = 0;
  let turns = 0;
  let sessions = 0;
  const addSession = db.transaction((s) => {
    const sessionId = sessionUuid(r);
    const at0 = start + s * 2 * HOUR;
    lib.capture.touchSession(db, { sessionId, project: projectDir, cwd: projectDir, at: at0, source: 'startup' });
    const summaries = [];
    for (let n = 1; n <= TURNS_PER_SESSION && count < items; n++) {
      const at = at0 + n * 5 * 60_000;
      const turn = realisticTurn(r, n, projectDir);
      lib.capture.recordPrompt(db, { sessionId, text: turn.prompt, at });
      count++;
      const modified = [];
      turn.tools.forEach((t, i) => {
        const output = t.output ?? '';
        lib.capture.recordToolEvent(db, {
          sessionId,
          promptNumber: n,
          toolUseId: `toolu_${s}_${n}_${i}`,
          toolName: t.toolName,
          success: t.success,
          summary: lib.describeTool({ toolName: t.toolName, input: t.input, output, success: t.success, error: t.error }, projectDir),
          error: t.error ?? null,
          inputJson: JSON.stringify(t.input),
          outputText: output,
          sizeBytes: Buffer.byteLength(output),
          truncated: false,
          at: at + i + 1,
        });
        if (t.toolName === 'Edit' && t.success) modified.push(t.input.file_path);
        count++;
      });
      lib.capture.recordAssistantText(db, {
        sessionId,
        promptNumber: n,
        uuid: `u_${s}_${n}`,
        text: turn.assistantText.join(' '),
        at: at + 50,
      });
      count++;
      const summary = `[turn ${n}] ${turn.prompt} ${turn.assistantText[0].split('. ')[0]}.`;
      lib.memory.saveTurnSummary(
        db,
        sessionId,
        n,
        summary,
        'lexical',
        JSON.stringify({
          filesModified: modified,
          filesRead: turn.tools.filter((t) => t.toolName === 'Read').map((t) => t.input.file_path),
        }),
        at + 60,
      );
      summaries.push(turn.prompt);
      count++;
      turns++;
      if (turns % 50 === 0) {
        const [decision, reason] = DECISIONS[(turns / 50) % DECISIONS.length];
        lib.memory.recordDecision(db, {
          decision: `${decision} (${turns / 50})`,
          reason,
          source: turns % 100 ? 'auto' : 'manual',
          sessionId,
          promptNumber: n,
          at,
        });
      }
    }
    lib.capture.endSession(db, sessionId, 'other', at0 + (TURNS_PER_SESSION + 1) * 5 * 60_000, s % 23 === 0 ? 'failed' : 'completed');
    lib.memory.saveRollup(db, sessionId, summaries.slice(0, 2).join(' Then: '), 'lexical');
  });
  while (count < items) addSession(sessions++);
  return { items: count, turns, sessions };
}

function startServer(home, projectDir) {
  const child = spawn(process.execPath, [DIST, 'dashboard', '--no-open', '--project', projectDir], {
    cwd: projectDir,
    env: cliEnv(home),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`dashboard did not start: ${err}`)), 30_000);
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d) => {
      out += d;
      const m = /Memory dashboard: (\S+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      const url = new URL(m[1]);
      const dbDir = path.join(home, 'projects');
      const dbPath = path.join(
        dbDir,
        fs.readdirSync(dbDir).find((f) => f.endsWith('.db')),
      );
      resolve({
        child,
        url: m[1],
        port: Number(url.port),
        token: url.searchParams.get('token'),
        agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
        dbPath,
      });
    });
    child.on('exit', (code) => reject(new Error(`dashboard exited with ${code}: ${err}`)));
  });
}

function rawGet(server, p) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: server.port, path: p, agent: server.agent, headers: { authorization: `Bearer ${server.token}` } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(Buffer.concat(chunks).toString('utf8'))
            : reject(new Error(`GET ${p}: ${res.statusCode} ${Buffer.concat(chunks)}`)),
        );
      },
    );
    req.on('error', reject);
  });
}

/** A commit from another connection (as the worker's would be): a row in a table of the bench's own. */
function commitElsewhere(store) {
  if (!store.marker) {
    store.marker = new Database(store.server.dbPath);
    store.marker.exec('CREATE TABLE IF NOT EXISTS bench_marker (at INTEGER)');
  }
  store.marker.prepare('INSERT INTO bench_marker (at) VALUES (?)').run(Date.now());
}

async function timedGet(server, p) {
  const t0 = process.hrtime.bigint();
  await rawGet(server, p);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

/** The read endpoints, with ids taken from each store (the middle session, one of its tool events). */
async function apiTargets(stores) {
  const byEndpoint = {};
  for (const s of stores) {
    const first = JSON.parse(await rawGet(s.server, '/api/sessions?limit=1'));
    const mid = JSON.parse(await rawGet(s.server, `/api/sessions?limit=1&offset=${Math.floor(first.total / 2)}`)).rows[0].id;
    const turn = JSON.parse(await rawGet(s.server, `/api/sessions/${mid}/turns/2`));
    const event = turn.toolEvents[0].id;
    const targets = {
      'sessions (first page)': '/api/sessions',
      'sessions (last page)': `/api/sessions?offset=${Math.max(0, first.total - 50)}`,
      'sessions (sorted by failures)': '/api/sessions?sort=failures',
      'sessions (text filter)': '/api/sessions?q=invoice%20rounding',
      'session timeline': `/api/sessions/${mid}`,
      'turn detail': `/api/sessions/${mid}/turns/2`,
      'tool event': `/api/events/${event}`,
      search: '/api/search?q=cache%20eviction%20policy',
      'search (kind facet)': '/api/search?q=failing%20build&kind=prompt',
      knowledge: '/api/knowledge',
      'forget preview (session)': `/api/forget?id=session:${mid}`,
      health: '/api/health',
      topics: '/api/topics',
      'health (after a change)': '/api/health',
      'topics (after a change)': '/api/topics',
    };
    for (const [k, v] of Object.entries(targets)) (byEndpoint[k] ??= {})[s.name] = v;
  }
  return byEndpoint;
}

async function screenshots(browser, store, dir) {
  fs.mkdirSync(dir, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  const origin = new URL(store.server.url).origin;
  await page.goto(store.server.url);
  await page.waitForSelector('[data-testid=session-row]');
  await page.screenshot({ path: path.join(dir, 'sessions.png') });
  await page.goto(`${origin}/#/search?q=${encodeURIComponent('cache eviction')}`);
  await page.waitForSelector('[data-testid=hit]');
  await page.screenshot({ path: path.join(dir, 'search.png') });
  await page.goto(`${origin}/#/search?q=${encodeURIComponent('npm test')}&kind=tool`);
  await page.waitForSelector('[data-testid=hit-open]');
  await page.locator('[data-testid=hit-open]').first().click();
  await page.waitForSelector('[data-testid=event-input]');
  await page.screenshot({ path: path.join(dir, 'timeline.png') });
  for (const [name, hash, ready] of [
    ['knowledge', '#/knowledge', 'li.item'],
    ['health', '#/health', '[data-testid=digest-tokens]'],
    ['topics', '#/topics', 'ul.topics'],
  ]) {
    await page.goto(`${origin}/${hash}`);
    await page.waitForSelector(ready);
    await page.screenshot({ path: path.join(dir, `${name}.png`) });
  }
  await page.close();
  log(`dashboard: screenshots in ${dir}`);
}
