// The dashboard's HTTP API, served in-process from a real project store in a sandbox data dir: the door rules
// (Host, token and cookie, Origin on writes, CSP, no CORS) and every endpoint, reads and writes.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDashboard, type Dashboard } from '../../src/dashboard/server.js';
import { applyResolved, createItem, type ItemType } from '../../src/store/knowledge.js';
import { claimNext, enqueue, recordFailure, turnTarget } from '../../src/store/queue.js';
import { saveTurnSummary, sweepRawPayloads } from '../../src/store/summaries.js';
import {
  DAY,
  seedAssistant,
  seedCodeArea,
  seedDecision,
  seedPrompt,
  seedRollup,
  seedSession,
  seedSummary,
  seedToolEvent,
  T0,
} from '../helpers/seed.js';
import { cleanupSandboxes, clock, count, holdWorkerLease, makeSandbox, openProject, sandboxApp, type Sandbox } from '../helpers/store.js';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let sb: Sandbox;
let dash: Dashboard;
let cookie: string;
let ids: {
  session: string;
  other: string;
  decision: number;
  script: number;
  tool: number;
  oldTool: number;
  codeArea: number;
  queue: number;
};

/** A request with full control of Host, Origin and Cookie (fetch forbids setting Host). */
function request(
  method: string,
  urlPath: string,
  opts: { host?: string; origin?: string; cookie?: string | null; body?: unknown; contentType?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    const headers: Record<string, string> = { host: opts.host ?? `127.0.0.1:${dash.port}` };
    if (opts.cookie !== null) headers.cookie = opts.cookie ?? cookie;
    if (opts.origin) headers.origin = opts.origin;
    if (payload !== undefined) {
      headers['content-type'] = opts.contentType ?? 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const req = http.request({ host: '127.0.0.1', port: dash.port, method, path: urlPath, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const get = (p: string) => request('GET', p);
const own = () => `http://127.0.0.1:${dash.port}`;
const post = (p: string, body: unknown) => request('POST', p, { origin: own(), body });
/** One type's section of /api/knowledge. */
const section = (json: any, type: string) => json.sections.find((s: { type: string }) => s.type === type); // eslint-disable-line @typescript-eslint/no-explicit-any

beforeEach(async () => {
  sb = makeSandbox({ config: { embedder: { provider: 'none' } } });
  const c = clock(T0 + 40 * DAY);
  const { db, app, project } = openProject(sb);
  try {
    const session = seedSession(db, { sessionId: 'a1b2c3d4-1111-4aaa-8bbb-tokenizer000', at: T0, end: { at: T0 + 3_600_000 } });
    seedPrompt(db, { sessionId: session, text: 'Make the tokenizer handle CJK input', at: T0 });
    seedAssistant(db, { sessionId: session, text: 'The tokenizer now splits CJK runs into bigrams.', at: T0 + 10 });
    const tool = seedToolEvent(db, {
      sessionId: session,
      toolName: 'Bash',
      summary: 'ran `npm test -- tokenizer`',
      inputJson: JSON.stringify({ command: 'npm test -- tokenizer' }),
      outputText: 'TOKENIZER_OUTPUT 12 passed',
      at: T0 + 20,
    });
    seedSummary(db, {
      sessionId: session,
      summary: '[turn 1] Taught the tokenizer CJK bigrams.',
      evidence: { filesModified: ['src/tokenizer.ts'], filesRead: ['src/tokenizer.ts', 'README.md'] },
      at: T0 + 30,
    });
    seedRollup(db, session, 'Tokenizer learned CJK bigrams.');
    const other = seedSession(db, {
      sessionId: 'f9e8d7c6-2222-4ccc-8ddd-invoice00000',
      at: T0 + 20 * DAY,
      end: { at: T0 + 20 * DAY + 60_000, status: 'failed' },
    });
    seedPrompt(db, { sessionId: other, text: 'Why is the invoice total off by a cent?', at: T0 + 20 * DAY });
    const oldTool = seedToolEvent(db, {
      sessionId: other,
      toolName: 'Read',
      success: false,
      summary: 'read invoice.ts',
      error: 'ENOENT',
      inputJson: '{"file_path":"invoice.ts"}',
      outputText: 'OLD_PAYLOAD',
      at: T0 + 20 * DAY + 5,
    });
    seedSummary(db, { sessionId: other, summary: '[turn 1] Looked for the invoice rounding bug.', at: T0 + 20 * DAY + 10 });
    sweepRawPayloads(db, T0 + 21 * DAY); // the old session's payload is past retention, the first one's too: re-add one below
    const decision = seedDecision(db, {
      decision: 'Round invoice totals half-even',
      reason: 'what accountants expect',
      sessionId: other,
      at: T0 + 20 * DAY,
    });
    const script = seedDecision(db, { decision: '<script>alert(1)</script> never render memory as HTML', at: T0 + 21 * DAY });
    const codeArea = seedCodeArea(db, { filePath: 'src/tokenizer.ts', description: 'splits text into search terms' });
    const fresh = seedToolEvent(db, {
      sessionId: session,
      toolName: 'Bash',
      summary: 'ran `npm run lint`',
      inputJson: '{"command":"npm run lint"}',
      outputText: 'LINT_OK',
      at: T0 + 40,
    });
    // A turn the worker gave up on: parked after its last attempt.
    enqueue(db, 'turn', turnTarget(other, 7), T0);
    const item = claimNext(db, 'w1', T0 + DAY, 0)!;
    recordFailure(db, item, 'w1', 'compressor crashed: boom', T0 + DAY, 1);
    app.log.error('hook:Stop', new Error('database is locked'), project.key);
    ids = { session, other, decision, script, tool: fresh, oldTool, codeArea, queue: item.id };
    void tool;
  } finally {
    db.close();
  }
  dash = await startDashboard(sandboxApp(sb, { now: c.now }), {
    port: 0,
    projectDir: sb.projectDir,
    assetsDir: path.join(sb.root, 'assets'),
    token: 'test-token-0123456789',
  });
  fs.mkdirSync(path.join(sb.root, 'assets'));
  fs.writeFileSync(path.join(sb.root, 'assets', 'app.js'), 'console.log("page script")');
  fs.writeFileSync(path.join(sb.root, 'assets', 'app.css'), 'body{}');
  cookie = `cm_dashboard_${dash.port}=${dash.token}`;
});

afterEach(async () => {
  await dash?.close();
  cleanupSandboxes();
});

describe('the door', () => {
  it('listens on 127.0.0.1 only and prints a link with the token', () => {
    expect(dash.url).toBe(`http://127.0.0.1:${dash.port}/?token=test-token-0123456789`);
  });

  it('exchanges the link token for an HttpOnly SameSite=Strict cookie and drops it from the address', async () => {
    const r = await request('GET', `/?token=${dash.token}`, { cookie: null });
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe('/');
    expect(r.headers['set-cookie']?.[0]).toBe(`cm_dashboard_${dash.port}=${dash.token}; HttpOnly; SameSite=Strict; Path=/`);
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('<script src="/app.js" defer></script>');
  });

  // Issue 23: a token in an API address (logs, history, Referer) opened the API without the cookie.
  it('takes ?token= only on the page, to set its cookie: an API route with the token in its address is refused', async () => {
    for (const p of ['/api/sessions', '/api/health', '/api/knowledge']) {
      expect((await request('GET', `${p}?token=${dash.token}`, { cookie: null })).status, p).toBe(401);
    }
    const write = await request('POST', `/api/items/decision:${ids.decision}/reject?token=${dash.token}`, {
      cookie: null,
      origin: own(),
      body: { reason: 'no' },
    });
    expect(write.status).toBe(401);
    expect((await request('GET', `/?token=${dash.token}`, { cookie: null })).status).toBe(303);
  });

  it('answers 401 without the token, or with a wrong one', async () => {
    for (const p of ['/', '/app.js', '/api/projects', '/api/sessions', '/api/health']) {
      expect((await request('GET', p, { cookie: null })).status, p).toBe(401);
      expect((await request('GET', p, { cookie: `cm_dashboard_${dash.port}=wrong` })).status, p).toBe(401);
      // Another dashboard's cookie (another port) opens nothing here.
      expect((await request('GET', p, { cookie: `cm_dashboard_${dash.port + 1}=${dash.token}` })).status, p).toBe(401);
    }
    expect((await request('GET', '/api/sessions?token=nope', { cookie: null })).status).toBe(401);
    expect((await request('POST', '/api/forget', { cookie: null, origin: own(), body: { id: `decision:${ids.decision}` } })).status).toBe(
      401,
    );
    expect(section((await get('/api/knowledge')).json, 'decision').total).toBe(2);
  });

  it('accepts the token as a bearer header (scripts)', async () => {
    const r = await new Promise<number>((resolve, reject) =>
      http
        .get(
          { host: '127.0.0.1', port: dash.port, path: '/api/sessions', headers: { authorization: `Bearer ${dash.token}` } },
          (res) => (res.resume(), resolve(res.statusCode ?? 0)),
        )
        .on('error', reject),
    );
    expect(r).toBe(200);
  });

  it('answers 403 to any Host but 127.0.0.1:<port> or localhost:<port> (DNS rebinding), token or not', async () => {
    for (const host of ['evil.example', `evil.example:${dash.port}`, `127.0.0.1:${dash.port + 1}`, '127.0.0.1', `0.0.0.0:${dash.port}`]) {
      const r = await request('GET', '/api/sessions', { host });
      expect(r.status, host).toBe(403);
      expect(r.text).not.toContain(ids.session);
    }
    expect((await request('GET', '/api/sessions', { host: `localhost:${dash.port}` })).status).toBe(200);
  });

  it('answers 403 to a write whose Origin is not the dashboard, and changes nothing', async () => {
    const body = { id: `decision:${ids.decision}` };
    for (const origin of ['http://evil.example', `http://127.0.0.1:${dash.port + 1}`, 'null', `https://127.0.0.1:${dash.port}`]) {
      expect((await request('POST', '/api/forget', { origin, body })).status, origin).toBe(403);
    }
    expect((await request('POST', '/api/forget', { body })).status).toBe(403); // no Origin at all
    expect(
      (await request('POST', '/api/forget', { origin: own(), body: 'id=1', contentType: 'application/x-www-form-urlencoded' })).status,
    ).toBe(415);
    expect(section((await get('/api/knowledge')).json, 'decision').rows.map((d: { id: string }) => d.id)).toContain(
      `decision:${ids.decision}`,
    );
    expect((await request('POST', '/api/forget', { origin: `http://localhost:${dash.port}`, body })).status).toBe(200);
  });

  it('sends a strict Content-Security-Policy and no CORS headers', async () => {
    for (const p of ['/', '/app.js', '/api/sessions', '/api/nope']) {
      const r = await get(p);
      expect(r.headers['content-security-policy']).toBe(
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(Object.keys(r.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
    const preflight = await request('OPTIONS', '/api/forget', { origin: 'http://evil.example' });
    expect(preflight.status).toBe(405);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves a stored <script> memory as JSON data, and the page has no inline script to run it', async () => {
    const k = await get('/api/knowledge');
    expect(k.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(section(k.json, 'decision').rows.find((d: { id: string }) => d.id === `decision:${ids.script}`).text).toBe(
      '<script>alert(1)</script> never render memory as HTML',
    );
    const page = await get('/');
    expect(page.text).not.toContain('alert');
    expect(page.text.match(/<script[^>]*>/g)).toEqual(['<script src="/app.js" defer>']);
  });

  it('rejects malformed bodies and unknown routes clearly', async () => {
    expect((await request('POST', '/api/forget', { origin: own(), body: '{not json' })).json.error).toBe(
      'the request body must be a JSON object',
    );
    expect((await request('POST', '/api/forget', { origin: own(), body: 'x'.repeat(70_000) })).status).toBe(413);
    expect((await get('/api/nope')).status).toBe(404);
    expect((await get('/api/sessions?project=nope')).json.error).toContain('No project "nope"');
  });
});

describe('reads', () => {
  it('/api/projects lists the projects of the data dir and says which is current', async () => {
    const r = await get('/api/projects');
    expect(r.json.projects).toHaveLength(1);
    expect(r.json.current).toBe(r.json.projects[0].key);
    expect(r.json.projects[0].root).toBe(sb.projectDir);
  });

  it('/api/sessions pages, sorts and filters by date and text', async () => {
    const all = await get('/api/sessions');
    expect(all.json.total).toBe(2);
    expect(all.json.rows.map((s: { id: string }) => s.id)).toEqual([ids.other, ids.session]);
    expect(all.json.rows[1]).toMatchObject({
      prompts: 1,
      toolUses: 2,
      failures: 0,
      status: 'completed',
      durationMs: 3_600_000,
      rollup: 'Tokenizer learned CJK bigrams.',
    });
    expect(all.json.rows[0]).toMatchObject({ toolUses: 1, failures: 1, status: 'failed' });
    expect((await get('/api/sessions?sort=duration&dir=desc')).json.rows[0].id).toBe(ids.session);
    expect((await get('/api/sessions?sort=failures&dir=desc')).json.rows[0].id).toBe(ids.other);
    const second = await get('/api/sessions?limit=1&offset=1');
    expect(second.json).toMatchObject({ total: 2, offset: 1, limit: 1 });
    expect(second.json.rows.map((s: { id: string }) => s.id)).toEqual([ids.session]);
    const day = new Date(T0 + 20 * DAY).toISOString().slice(0, 10);
    expect((await get(`/api/sessions?since=${day}&until=${day}`)).json.rows.map((s: { id: string }) => s.id)).toEqual([ids.other]);
    expect((await get('/api/sessions?q=invoice')).json.rows.map((s: { id: string }) => s.id)).toEqual([ids.other]); // from its prompt
    expect((await get('/api/sessions?q=CJK')).json.rows.map((s: { id: string }) => s.id)).toEqual([ids.session]); // from its rollup
    expect((await get('/api/sessions?sort=random')).status).toBe(400);
    expect((await get('/api/sessions?limit=0')).json.error).toBe('limit must be a whole number from 1 to 500, got "0"');
    expect((await get('/api/sessions?since=yesterday')).json.error).toContain('since must be a date');
  });

  it('/api/sessions/:id gives the header and turns; a prefix works; an unknown id is a 404', async () => {
    const r = await get(`/api/sessions/${ids.session.slice(0, 12)}`);
    expect(r.json.session).toMatchObject({ id: ids.session, toolUses: 2, failures: 0, rollup: 'Tokenizer learned CJK bigrams.' });
    expect(r.json.turns).toHaveLength(1);
    expect(r.json.turns[0]).toMatchObject({ promptNumber: 1, summary: '[turn 1] Taught the tokenizer CJK bigrams.', tier: 'lexical' });
    expect((await get('/api/sessions/nope')).status).toBe(404);
  });

  it('/api/sessions/:id/turns/:n expands a turn to its prompt, assistant text and tool events with retention', async () => {
    const r = await get(`/api/sessions/${ids.session}/turns/1`);
    expect(r.json.prompt.text).toBe('Make the tokenizer handle CJK input');
    expect(r.json.assistant.map((a: { text: string }) => a.text)).toEqual(['The tokenizer now splits CJK runs into bigrams.']);
    expect(r.json.toolEvents.map((t: { summary: string; retained: boolean }) => [t.summary, t.retained])).toEqual([
      ['ran `npm test -- tokenizer`', false],
      ['ran `npm run lint`', true],
    ]);
  });

  it('/api/events/:id gives the raw input and output while retained, and says plainly when expired', async () => {
    const fresh = await get(`/api/events/${ids.tool}`);
    expect(fresh.json).toMatchObject({ retention: 'retained', payload: { input: '{"command":"npm run lint"}', output: 'LINT_OK' } });
    const old = await get(`/api/events/${ids.oldTool}`);
    expect(old.json).toMatchObject({ retention: 'expired', payload: null, error: 'ENOENT', retentionDays: 30 });
    expect((await get('/api/events/999999')).status).toBe(404);
  });

  it('/api/search runs recall with facets, per-list ranks and links to session and turn', async () => {
    const r = await get('/api/search?q=tokenizer');
    expect(r.json.mode).toBe('fts');
    expect(r.json.hits.length).toBeGreaterThan(2);
    for (const h of r.json.hits) {
      expect(Object.keys(h.ranks).length).toBeGreaterThan(0);
      expect(h.ranks.fts ?? h.ranks.trigram).toBeGreaterThan(0);
    }
    const prompt = r.json.hits.find((h: { kind: string }) => h.kind === 'prompt');
    expect(prompt).toMatchObject({ session_id: ids.session, prompt_number: 1 });
    const kinds = r.json.facets.find((f: { name: string }) => f.name === 'kind');
    // One hit per turn (recall collapses a turn's prompt, replies and summary): the facet lists the kinds of the hits.
    expect(kinds.values.map((v: { value: string }) => v.value)).toEqual(expect.arrayContaining(['prompt', 'code_area']));
    expect(kinds.values.reduce((n: number, v: { count: number }) => n + v.count, 0)).toBe(
      r.json.facets.find((f: { name: string }) => f.name === 'source').values.reduce((n: number, v: { count: number }) => n + v.count, 0),
    );
    const onlyPrompts = await get('/api/search?q=tokenizer&kind=prompt');
    expect(onlyPrompts.json.hits.map((h: { kind: string }) => h.kind)).toEqual(['prompt']);
    expect(onlyPrompts.json.chosen).toEqual({ kind: ['prompt'] });
    // The facet counts still offer every kind while one is chosen.
    expect(onlyPrompts.json.facets.find((f: { name: string }) => f.name === 'kind').values.length).toBe(kinds.values.length);
    expect((await get('/api/search?q=invoice&source=manual')).json.hits.map((h: { id: string }) => h.id)).toEqual([
      `decision:${ids.decision}`,
    ]);
    const day = new Date(T0 + 20 * DAY).toISOString().slice(0, 10);
    expect(
      (await get(`/api/search?q=invoice&until=${day}`)).json.hits.every((h: { created_at: string }) => h.created_at.slice(0, 10) <= day),
    ).toBe(true);
    expect((await get('/api/search?q=')).json.hits).toEqual([]);
  });

  it('/api/knowledge lists every item type with trust, source, origin and validity (superseded on request)', async () => {
    const r = await get('/api/knowledge');
    expect(r.json.sections.map((s: { type: string }) => s.type)).toEqual([
      'decision',
      'preference',
      'convention',
      'discovery',
      'code_area',
    ]);
    expect(section(r.json, 'decision').rows.map((d: { id: string }) => d.id)).toEqual([
      `decision:${ids.script}`,
      `decision:${ids.decision}`,
    ]);
    expect(section(r.json, 'decision').rows[1]).toMatchObject({
      text: 'Round invoice totals half-even',
      reason: 'what accountants expect',
      trust: 'verified',
      status: 'active',
      origin: 'explicit',
      source: 'manual',
      sessionId: ids.other,
      validFrom: new Date(T0 + 20 * DAY).toISOString(),
      validTo: null,
    });
    expect(section(r.json, 'code_area').rows[0]).toMatchObject({
      id: `code_area:${ids.codeArea}`,
      subject: 'src/tokenizer.ts',
      text: 'splits text into search terms',
    });
    expect(section(r.json, 'preference')).toMatchObject({ total: 0, rows: [] });
    expect(r.json.conflicts).toEqual([]);
    expect((await get('/api/knowledge?type=code_area')).json.sections.map((s: { type: string }) => s.type)).toEqual(['code_area']);
    expect((await get('/api/knowledge?trust=maybe')).json.error).toContain('trust must be among candidate, verified, rejected');
  });

  it('/api/health reports queue items with errors, hook errors, spool, size, encoder coverage and the digest', async () => {
    const r = await get('/api/health');
    expect(r.json.status.queue).toMatchObject({ parked: 1 });
    expect(r.json.queue[0]).toMatchObject({ id: ids.queue, parked: true, lastError: 'compressor crashed: boom', attempts: 1 });
    expect(r.json.status.errors.total).toBe(1);
    expect(r.json.status.spool).toEqual({ events: 0, bytes: 0 });
    expect(r.json.status.database.bytes).toBeGreaterThan(0);
    expect(r.json.embedder).toMatchObject({ provider: 'none', coverage: { eligible: expect.any(Number), byModel: [] } });
    expect(r.json.digest.text).toContain('Round invoice totals half-even');
    expect(r.json.digest.tokens).toBeGreaterThan(20);
    expect(r.json.digest.tokens).toBeLessThanOrEqual(r.json.digest.budget);
    expect(r.json.status.counts.lastActivityIso).toBe(new Date(T0 + 20 * DAY + 60_000).toISOString());
  });

  it('/api/topics gives the hot files and term clusters', async () => {
    const r = await get('/api/topics');
    expect(r.json.files[0]).toEqual({ path: 'src/tokenizer.ts', turns: 1, modified: 1 });
    expect(r.json.files.map((f: { path: string }) => f.path)).toContain('README.md');
    expect(Array.isArray(r.json.topics)).toBe(true);
  });
});

describe('health and topics are kept until the store changes', () => {
  it('a commit from another process, or a write from the dashboard, shows on the next request', async () => {
    const paths = async () => (await get('/api/topics')).json.files.map((f: { path: string }) => f.path);
    expect(await paths()).toContain('src/tokenizer.ts');
    expect(await paths()).not.toContain('src/ledger.ts');
    const sessionsBefore = (await get('/api/health')).json.status.counts.sessions;
    // The worker (another connection) summarizes a turn.
    const { db } = openProject(sb);
    try {
      seedPrompt(db, { sessionId: ids.other, text: 'Move rounding into the ledger', at: T0 + 20 * DAY + 100 });
      seedSummary(db, {
        sessionId: ids.other,
        promptNumber: 2,
        summary: '[turn 2] Moved rounding into the ledger.',
        evidence: { filesModified: ['src/ledger.ts'] },
        at: T0 + 20 * DAY + 200,
      });
    } finally {
      db.close();
    }
    expect(await paths()).toContain('src/ledger.ts');
    // The dashboard's own write (this connection) counts too.
    await post('/api/forget', { id: `session:${ids.session}` });
    expect(await paths()).not.toContain('src/tokenizer.ts');
    expect((await get('/api/health')).json.status.counts.sessions).toBe(sessionsBefore - 1);
  });
});

describe('writes', () => {
  it('forget: the preview says what will be deleted, then the memory is gone from search and the store', async () => {
    const preview = await get(`/api/forget?id=session:${ids.session.slice(0, 10)}`);
    expect(preview.json.id).toBe(`session:${ids.session}`);
    expect(preview.json.deletes).toEqual(
      expect.arrayContaining([
        { what: 'session', count: 1 },
        { what: 'prompt', count: 1 },
        { what: 'tool events', count: 2 },
        { what: 'raw tool payload', count: 1 },
        { what: 'turn summary', count: 1 },
      ]),
    );
    expect((await get('/api/search?q=tokenizer&kind=prompt')).json.hits).toHaveLength(1);
    const r = await post('/api/forget', { id: preview.json.id });
    expect(r.json).toMatchObject({ id: `session:${ids.session}`, removed: 1 });
    expect((await get('/api/search?q=tokenizer&kind=prompt')).json.hits).toEqual([]);
    expect((await get(`/api/sessions/${ids.session}`)).status).toBe(404);
    const { db } = openProject(sb);
    try {
      expect(count(db, 'tool_event_payloads')).toBe(0);
      expect(count(db, 'search_docs', 'session_id = ?', ids.session)).toBe(0);
    } finally {
      db.close();
    }
  });

  it('forget: a decision preview counts its search entry; bad and unknown ids are clear errors', async () => {
    const p = await get(`/api/forget?id=decision:${ids.decision}`);
    expect(p.json).toMatchObject({
      label: 'Round invoice totals half-even',
      deletes: [
        { what: 'decision', count: 1 },
        { what: 'receipt', count: 1 },
        { what: 'search entry', count: 1 },
      ],
    });
    expect((await get('/api/forget?id=nonsense:1')).status).toBe(400);
    expect((await get('/api/forget?id=decision:abc')).json.error).toContain('a decision id is a number');
    expect((await get('/api/forget?id=rollup:x')).status).toBe(404);
    const rollup = await get(`/api/forget?id=rollup:${ids.session.slice(0, 8)}`);
    expect(rollup.json).toMatchObject({
      id: `rollup:${ids.session}`,
      label: 'Tokenizer learned CJK bigrams.',
      deletes: [
        { what: 'session rollup', count: 1 },
        { what: 'search entry', count: 1 },
      ],
    });
    expect((await post('/api/forget', { id: rollup.json.id })).json).toMatchObject({ removed: 1 });
    expect((await get(`/api/sessions/${ids.session}`)).json.session.rollup).toBeNull();
    expect((await get('/api/forget?id=decision:424242')).status).toBe(404);
    expect((await post('/api/forget', { id: 'decision:424242' })).status).toBe(404);
    expect((await post('/api/forget', { id: 12 })).json.error).toContain('is not a memory id');
  });

  it('forget: a turn card from search says it takes the whole turn, then the turn is gone', async () => {
    // The worker writes a turn's card with its summary.
    const { db } = openProject(sb);
    try {
      saveTurnSummary(
        db,
        ids.session,
        1,
        '[turn 1] Taught the tokenizer CJK bigrams.',
        'lexical',
        '{}',
        T0 + 30,
        'Make the tokenizer handle CJK input. The tokenizer now splits CJK runs into bigrams.',
      );
    } finally {
      db.close();
    }
    const card = (await get('/api/search?q=tokenizer&kind=turn')).json.hits[0];
    expect(card.id).toMatch(/^turn:\d+$/);
    const preview = await get(`/api/forget?id=${card.id}`);
    expect(preview.json.deletes).toEqual(
      expect.arrayContaining([
        { what: 'prompt', count: 1 },
        { what: 'assistant message', count: 1 },
        { what: 'tool events', count: 2 },
        { what: 'turn summary', count: 1 },
      ]),
    );
    const r = await post('/api/forget', { id: card.id });
    expect(r.json.id).toBe(card.id);
    expect((await get(`/api/sessions/${ids.session}/turns/1`)).json).toMatchObject({
      prompt: null,
      assistant: [],
      toolEvents: [],
      summary: null,
    });
  });

  it('supersede: the new decision replaces the old, which stays marked; validation and double supersede are errors', async () => {
    expect((await post(`/api/items/decision:${ids.decision}/supersede`, { text: 'no' })).json.error).toContain('text is required');
    const r = await post(`/api/items/decision:${ids.decision}/supersede`, {
      text: 'Round invoice totals half-up',
      reason: 'the tax office says so',
    });
    expect(r.json.replaced).toBe(`decision:${ids.decision}`);
    const newId = r.json.by;
    const active = await get('/api/knowledge');
    expect(section(active.json, 'decision').rows.map((d: { id: string }) => d.id)).not.toContain(`decision:${ids.decision}`);
    const withOld = await get('/api/knowledge?superseded=1');
    const old = section(withOld.json, 'decision').rows.find((d: { id: string }) => d.id === `decision:${ids.decision}`);
    expect(old).toMatchObject({ status: 'superseded', supersededBy: newId, validTo: expect.any(String) });
    expect((await get('/api/search?q=half-up')).json.hits[0].id).toBe(newId);
    expect((await post(`/api/items/decision:${ids.decision}/supersede`, { text: 'again and again' })).status).toBe(409);
    expect((await post('/api/items/decision:999/supersede', { text: 'whatever it is' })).status).toBe(404);
  });

  it('retry: a parked queue item is ready again with its attempts reset (and a worker is asked to drain it)', async () => {
    // A worker holds the lease (as a session's MCP server would), so the retry starts no detached one.
    const { db } = openProject(sb);
    holdWorkerLease(db);
    db.close();
    const r = await post(`/api/queue/${ids.queue}/retry`, {});
    expect(r.json).toMatchObject({ retried: ids.queue, kind: 'turn' });
    const h = await get('/api/health');
    expect(h.json.status.queue).toMatchObject({ parked: 0, ready: 1 });
    expect(h.json.queue[0]).toMatchObject({ id: ids.queue, parked: false, attempts: 0, ready: true, lastError: null });
    expect((await post('/api/queue/999/retry', {})).status).toBe(404);
  });
});

describe('knowledge review (every write through the knowledge write path, audited as "dashboard")', () => {
  let review: { prefer: number; convention: number; mysql: number; postgres: number; conflict: number; derived: number };

  beforeEach(() => {
    const { db } = openProject(sb);
    try {
      const fromPrompt = (n: number) => [
        {
          kind: 'prompt' as const,
          strength: 'inferred' as const,
          rule: 'prefer',
          sessionId: ids.session,
          promptNumber: n,
          quote: 'from the prompt',
        },
      ];
      const candidate = (type: ItemType, text: string, subjectKey = '') =>
        createItem(
          db,
          {
            type,
            text,
            subjectKey,
            origin: 'inferred',
            source: 'auto',
            validFrom: T0,
            sessionId: ids.session,
            promptNumber: 1,
            receipts: fromPrompt(1),
          },
          { actor: 'worker', now: T0 + DAY },
        ).id!;
      const prefer = candidate('preference', 'Prefer small pure functions over classes');
      const convention = candidate('convention', 'Tests live next to the code they test');
      const postgres = candidate('decision', 'The database is postgres', 'database');
      const mysql = applyResolved(
        db,
        {
          type: 'decision',
          text: 'The database is mysql',
          subjectKey: 'database',
          origin: 'inferred',
          source: 'auto',
          validFrom: T0 + DAY,
          receipts: [{ kind: 'assistant', strength: 'inferred', sessionId: ids.other }],
        },
        () => ({ outcome: 'conflict', targets: [postgres] }),
        { actor: 'worker', now: T0 + DAY },
      ).id!;
      const conflict = (db.prepare('SELECT id FROM memory_conflicts').get() as { id: number }).id;
      review = { prefer, convention, mysql, postgres, conflict, derived: prefer };
    } finally {
      db.close();
    }
  });

  /** Audit rows written after `fromId`, as [actor, action, memory id]. */
  function auditSince(fromId: number): [string, string, string][] {
    const { db } = openProject(sb);
    try {
      return (
        db.prepare('SELECT actor, action, memory_id FROM audit_log WHERE id > ? ORDER BY id').all(fromId) as {
          actor: string;
          action: string;
          memory_id: string;
        }[]
      ).map((r) => [r.actor, r.action, r.memory_id]);
    } finally {
      db.close();
    }
  }
  function lastAuditId(): number {
    const { db } = openProject(sb);
    try {
      return (db.prepare('SELECT coalesce(max(id), 0) AS n FROM audit_log').get() as { n: number }).n;
    } finally {
      db.close();
    }
  }

  it('lists candidates with their trust, and open conflicts with both sides', async () => {
    const k = (await get('/api/knowledge')).json;
    expect(section(k, 'preference').rows[0]).toMatchObject({
      id: `preference:${review.prefer}`,
      trust: 'candidate',
      origin: 'inferred',
      source: 'auto',
    });
    expect(section(k, 'convention').rows[0]).toMatchObject({ id: `convention:${review.convention}`, trust: 'candidate' });
    // Candidates first: they wait for review.
    expect(section(k, 'decision').rows[0].trust).toBe('candidate');
    expect(k.conflicts).toHaveLength(1);
    expect(k.conflicts[0]).toMatchObject({
      id: review.conflict,
      subject: 'database',
      a: { id: `decision:${review.postgres}` },
      b: { id: `decision:${review.mysql}`, text: 'The database is mysql' },
    });
    expect(
      section((await get('/api/knowledge?trust=candidate')).json, 'decision').rows.every((r: { trust: string }) => r.trust === 'candidate'),
    ).toBe(true);
  });

  it('item detail shows its receipts (provenance) and history', async () => {
    const r = await get(`/api/items/preference:${review.prefer}`);
    expect(r.json.item).toMatchObject({ id: `preference:${review.prefer}`, text: 'Prefer small pure functions over classes' });
    expect(r.json.receipts).toEqual([
      expect.objectContaining({ kind: 'prompt', rule: 'prefer', sessionId: ids.session, promptNumber: 1, quote: 'from the prompt' }),
    ]);
    expect(r.json.history.map((a: { actor: string; action: string }) => [a.actor, a.action])).toEqual([['worker', 'create']]);
    expect((await get(`/api/items/decision:${review.mysql}`)).json.conflicts[0]).toMatchObject({ id: review.conflict, status: 'open' });
    expect((await get('/api/items/preference:99999')).status).toBe(404);
    expect((await get('/api/items/prompt:1')).status).toBe(400);
  });

  it('verify and reject change trust, leave an audit row by "dashboard" each, and a rejected item leaves search', async () => {
    const facet = (await get('/api/search?q=pure%20functions')).json.facets.find((f: { name: string }) => f.name === 'trust');
    expect(facet.values).toEqual([{ value: 'candidate', count: 1 }]);
    expect((await get('/api/search?q=pure%20functions&trust=verified')).json.hits).toEqual([]);
    const before = lastAuditId();
    const v = await post(`/api/items/preference:${review.prefer}/verify`, {});
    expect(v.json.item).toMatchObject({ trust: 'verified' });
    expect((await get('/api/search?q=pure%20functions&trust=verified')).json.hits.map((h: { id: string }) => h.id)).toEqual([
      `preference:${review.prefer}`,
    ]);
    expect((await get('/api/search?q=live%20next%20code')).json.hits.map((h: { id: string }) => h.id)).toContain(
      `convention:${review.convention}`,
    );
    const r = await post(`/api/items/convention:${review.convention}/reject`, { reason: 'not how we do it' });
    expect(r.json.item).toMatchObject({ trust: 'rejected', retractedAt: expect.any(String) });
    expect(auditSince(before)).toEqual([
      ['dashboard', 'verify', `preference:${review.prefer}`],
      ['dashboard', 'reject', `convention:${review.convention}`],
    ]);
    expect((await get('/api/search?q=live%20next%20code')).json.hits.map((h: { id: string }) => h.id)).not.toContain(
      `convention:${review.convention}`,
    );
    expect(section((await get('/api/knowledge')).json, 'convention').total).toBe(0);
    expect(section((await get('/api/knowledge?trust=rejected')).json, 'convention').rows[0].id).toBe(`convention:${review.convention}`);
    // A rejected item cannot be verified back silently: a clear refusal.
    expect((await post(`/api/items/convention:${review.convention}/verify`, {})).json.error).toContain('was rejected');
  });

  it('edit saves the corrected text as a supersession of the same type and subject, audited by "dashboard"', async () => {
    const before = lastAuditId();
    const r = await post(`/api/items/preference:${review.prefer}/edit`, {
      text: 'Prefer small pure functions; classes only for resources',
    });
    expect(r.json.replaced).toBe(`preference:${review.prefer}`);
    expect(r.json.by).toMatch(/^preference:\d+$/);
    const detail = (await get(`/api/items/${r.json.by}`)).json;
    expect(detail.item).toMatchObject({
      text: 'Prefer small pure functions; classes only for resources',
      trust: 'verified',
      origin: 'explicit',
      source: 'manual',
    });
    expect(detail.supersedes).toEqual([`preference:${review.prefer}`]);
    expect(auditSince(before)).toEqual([
      ['dashboard', 'create', r.json.by],
      ['dashboard', 'supersede', `preference:${review.prefer}`],
    ]);
    expect((await post(`/api/items/preference:${review.prefer}/edit`, { text: 'a stale page edits again' })).status).toBe(409);
  });

  it('supersede by another stored item, audited by "dashboard"', async () => {
    const before = lastAuditId();
    const r = await post(`/api/items/decision:${review.postgres}/supersede`, { by: `decision:${ids.decision}` });
    expect(r.json).toEqual({ replaced: `decision:${review.postgres}`, by: `decision:${ids.decision}` });
    expect(auditSince(before)).toEqual([['dashboard', 'supersede', `decision:${review.postgres}`]]);
    expect((await post(`/api/items/decision:${review.mysql}/supersede`, { by: `decision:${review.mysql}` })).json.error).toContain(
      'cannot supersede itself',
    );
    expect((await post(`/api/items/decision:${review.mysql}/supersede`, { by: 'decision:99999' })).status).toBe(404);
  });

  it('resolves a conflict: the winner verified, the loser rejected or superseded, audited by "dashboard"', async () => {
    const before = lastAuditId();
    expect((await post(`/api/conflicts/${review.conflict}/resolve`, { winner: `decision:${ids.decision}` })).json.error).toContain(
      'is not a side of conflict',
    );
    expect((await post(`/api/conflicts/${review.conflict}/resolve`, { winner: `decision:${review.postgres}`, how: 'maybe' })).status).toBe(
      400,
    );
    const r = await post(`/api/conflicts/${review.conflict}/resolve`, { winner: `decision:${review.postgres}`, how: 'reject' });
    expect(r.json).toEqual({
      conflict: review.conflict,
      winner: `decision:${review.postgres}`,
      loser: `decision:${review.mysql}`,
      how: 'reject',
    });
    const k = (await get('/api/knowledge')).json;
    expect(k.conflicts).toEqual([]);
    expect(section(k, 'decision').rows.find((d: { id: string }) => d.id === `decision:${review.postgres}`).trust).toBe('verified');
    expect(section(k, 'decision').rows.map((d: { id: string }) => d.id)).not.toContain(`decision:${review.mysql}`);
    expect(auditSince(before)).toEqual([
      ['dashboard', 'verify', `decision:${review.postgres}`],
      ['dashboard', 'reject', `decision:${review.mysql}`],
      ['dashboard', 'resolve', `decision:${review.postgres}`],
    ]);
    expect((await post(`/api/conflicts/${review.conflict}/resolve`, { winner: `decision:${review.postgres}` })).status).toBe(409);
    expect((await post('/api/conflicts/999/resolve', { winner: `decision:${review.postgres}` })).json.error).toContain('No conflict 999');
  });

  it('forget of an item and of a session, audited by "dashboard"; the session preview names the items inferred only from it', async () => {
    const item = await get(`/api/forget?id=preference:${review.prefer}`);
    expect(item.json).toMatchObject({
      id: `preference:${review.prefer}`,
      label: 'Prefer small pure functions over classes',
      deletes: [
        { what: 'preference', count: 1 },
        { what: 'receipt', count: 1 },
        { what: 'search entry', count: 1 },
      ],
    });
    const preview = await get(`/api/forget?id=session:${ids.session}`);
    expect(preview.json.derivedItems).toEqual([
      `preference:${review.prefer}`,
      `convention:${review.convention}`,
      `decision:${review.postgres}`,
    ]);
    expect(preview.json.deletes).toEqual(expect.arrayContaining([{ what: 'items inferred only from it', count: 3 }]));
    const before = lastAuditId();
    expect((await post('/api/forget', { id: `convention:${review.convention}` })).json).toMatchObject({
      id: `convention:${review.convention}`,
      removed: 1,
    });
    const s = await post('/api/forget', { id: `session:${ids.session}` });
    expect(s.json.derivedItems).toEqual([`preference:${review.prefer}`, `decision:${review.postgres}`]);
    const rows = auditSince(before);
    expect(rows.every(([actor]) => actor === 'dashboard')).toBe(true);
    expect(rows.filter(([, action]) => action === 'forget').map(([, , id]) => id)).toEqual(
      expect.arrayContaining([
        `convention:${review.convention}`,
        `preference:${review.prefer}`,
        `decision:${review.postgres}`,
        `session:${ids.session}`,
      ]),
    );
    expect(section((await get('/api/knowledge')).json, 'preference').total).toBe(0);
  });

  it('/api/changes is the audit feed, newest last, with actor, action, id and reason', async () => {
    await post(`/api/items/preference:${review.prefer}/verify`, { reason: 'matches the style guide' });
    await post(`/api/conflicts/${review.conflict}/resolve`, { winner: `decision:${review.mysql}`, how: 'supersede' });
    const feed = (await get('/api/changes?limit=4')).json;
    expect(feed.total).toBeGreaterThan(4);
    expect(feed.rows.map((r: { actor: string; action: string; memoryId: string }) => [r.actor, r.action, r.memoryId])).toEqual([
      ['dashboard', 'verify', `preference:${review.prefer}`],
      ['dashboard', 'verify', `decision:${review.mysql}`],
      ['dashboard', 'supersede', `decision:${review.postgres}`],
      ['dashboard', 'resolve', `decision:${review.mysql}`],
    ]);
    expect(feed.rows[0].reason).toBe('matches the style guide');
    expect(JSON.stringify(feed)).not.toContain('Prefer small pure functions');
  });
});
