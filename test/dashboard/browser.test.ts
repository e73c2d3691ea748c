// The dashboard end to end in a real headless Chromium (Debian's /usr/bin/chromium driven by playwright-core):
// the built `claude-memory dashboard` serving a store imported from the recorded Claude Code transcripts, plus a
// second project of 10,000 sessions. Search, drill from a hit to its session and tool event, forget an item and
// see it gone, page through 10k sessions, and a stored <script> stays text.
//
// Screenshots go to a temp dir; DASHBOARD_SCREENSHOTS=docs/screenshots writes the README's.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyResolved, createItem } from '../../src/store/knowledge.js';
import { seedManySessions } from '../helpers/seed.js';
import {
  BUNDLE,
  cleanupSandboxes,
  installTranscript,
  makeSandbox,
  openProject,
  REPO_ROOT,
  runCliProcess,
  type Sandbox,
} from '../helpers/store.js';

const CHROMIUM = '/usr/bin/chromium';
const haveChromium = fs.existsSync(CHROMIUM);
if (!haveChromium) console.warn(`dashboard browser test skipped: ${CHROMIUM} is missing (apt-get install -y chromium)`);

const SHOTS = process.env.DASHBOARD_SCREENSHOTS
  ? path.resolve(REPO_ROOT, process.env.DASHBOARD_SCREENSHOTS)
  : fs.mkdtempSync(path.join(os.tmpdir(), 'cm-shots-'));
const XSS = '<script>alert(1)</script> Keep <b>memory</b> text inert';

let sb: Sandbox;
let server: ChildProcess;
let url: string;
let browser: Browser;
let page: Page;
let bulkProject: string;
/** Review material seeded into the fixture project: two candidates and a conflict. */
let review: { prefer: string; convention: string; redis: string; sqlite: string };
const dialogs: string[] = [];
const pageErrors: string[] = [];

function startServer(): Promise<string> {
  server = spawn(process.execPath, [BUNDLE, 'dashboard', '--no-open'], {
    cwd: sb.projectDir,
    env: sb.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`dashboard did not start: ${out}${err}`)), 20_000);
    server.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    server.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Memory dashboard: (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    server.on('exit', (code) => reject(new Error(`dashboard exited with ${code}: ${err}`)));
  });
}

const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });

describe.skipIf(!haveChromium)('dashboard in headless Chromium', () => {
  beforeAll(async () => {
    if (!fs.existsSync(path.join(REPO_ROOT, 'dist', 'dashboard', 'app.js')))
      throw new Error('dist/dashboard/app.js is missing: run `npm run build` first');
    sb = makeSandbox({ config: { embedder: { provider: 'none' } } });
    const transcripts = ['transcript.jsonl', 'transcript-with-compact.jsonl'].map((name) =>
      installTranscript(name, sb, path.join(sb.home, '.claude', 'projects', 'fixture', name)),
    );
    for (const args of [
      ['import', '--quiet', ...transcripts],
      ['worker', '--once'],
      ['remember', XSS, '--reason', 'a stored script must show as text'],
    ]) {
      const r = await runCliProcess(sb, args);
      expect(r.code, `${args[0]}: ${r.stderr}`).toBe(0);
    }
    // Candidates to verify and reject, and a conflict to resolve, as extraction would leave them.
    const fixture = openProject(sb);
    try {
      const ctx = { actor: 'worker' as const, now: Date.parse('2026-11-01T10:00:00Z') };
      const candidate = (type: 'preference' | 'convention' | 'decision', text: string, subjectKey = '') =>
        `${type}:${createItem(fixture.db, { type, text, subjectKey, origin: 'inferred', source: 'auto', validFrom: ctx.now, receipts: [{ kind: 'assistant', strength: 'inferred', rule: 'fixture', quote: text }] }, ctx).id}`;
      const prefer = candidate('preference', 'Prefer small pure functions over classes');
      const convention = candidate('convention', 'Commit messages start with a verb');
      const redis = candidate('decision', 'The job queue runs on redis', 'job queue');
      const sqlite = applyResolved(
        fixture.db,
        {
          type: 'decision',
          text: 'The job queue runs on sqlite',
          subjectKey: 'job queue',
          origin: 'inferred',
          source: 'auto',
          validFrom: ctx.now + 1000,
          receipts: [{ kind: 'assistant', strength: 'inferred', rule: 'fixture' }],
        },
        () => ({ outcome: 'conflict', targets: [Number(redis.split(':')[1])] }),
        ctx,
      ).id;
      review = { prefer, convention, redis, sqlite: `decision:${sqlite}` };
    } finally {
      fixture.db.close();
    }
    // A second project with 10,000 sessions, for paging (and the project switcher).
    const bulkDir = path.join(sb.root, 'bulk-project');
    fs.mkdirSync(bulkDir);
    const bulk = openProject(sb, bulkDir);
    try {
      seedManySessions(bulk.db, 10_000, { start: Date.parse('2025-01-01T09:00:00Z'), stepMs: 3_600_000 });
      bulkProject = bulk.project.key;
    } finally {
      bulk.db.close();
    }
    url = await startServer();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    page.setDefaultTimeout(8_000);
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(url);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    server?.kill('SIGTERM');
    cleanupSandboxes();
  });

  it('opens with the link, trades the token for a cookie, and lists the sessions', async () => {
    expect(page.url()).toBe(`${new URL(url).origin}/`);
    await page.waitForSelector('[data-testid=session-row]');
    expect(await page.locator('[data-testid=session-row]').count()).toBe(2);
    const cookies = await page.context().cookies();
    expect(cookies).toEqual([expect.objectContaining({ name: `cm_dashboard_${new URL(url).port}`, httpOnly: true, sameSite: 'Strict' })]);
    await shot('sessions-fixture');
  });

  it('searches, then drills from a tool hit to its session, turn and raw tool event', async () => {
    await page.goto(`${new URL(url).origin}/#/search?q=notes.txt`);
    await page.waitForSelector('[data-testid=hit]');
    const toolHit = page.locator('[data-testid=hit]', { has: page.locator('.badge.kind-tool') }).first();
    expect(await toolHit.locator('.why').textContent()).toMatch(/(keyword|substring) #\d+/);
    await shot('search');
    await toolHit.locator('[data-testid=hit-open]').click();
    await page.waitForSelector('[data-testid=event-input]');
    expect(await page.locator('[data-testid=event-input]').textContent()).toContain('notes.txt');
    expect(await page.locator('[data-testid=event-output]').textContent()).toContain('NOTES_CONTENT');
    expect(await page.locator('[data-testid=turn-prompt]').first().textContent()).toContain('notes');
    await shot('timeline');
  });

  it('shows a stored <script> memory as text, and nothing runs', async () => {
    await page.goto(`${new URL(url).origin}/#/knowledge`);
    const item = page.locator('li.item', { hasText: 'Keep' }).first();
    await item.waitFor();
    expect(await item.locator('.item-main p').first().textContent()).toBe(XSS);
    expect(await page.locator('li.item b').count()).toBe(0);
    expect(await page.evaluate(() => [...document.scripts].map((s) => s.getAttribute('src')))).toEqual(['/app.js']);
    expect(dialogs).toEqual([]);
    await shot('knowledge');
  });

  it('supersedes a decision: the new one is listed, the old one only among the superseded', async () => {
    await page.goto(`${new URL(url).origin}/#/knowledge`);
    const old = page.locator('li.item', { hasText: 'Keep' }).first();
    const oldId = (await old.locator('.item-facts code').textContent())!;
    await old.getByRole('button', { name: 'Supersede…' }).click();
    const modal = page.locator('[data-testid=modal]');
    await modal.locator('textarea[name=text]').fill('Render memory text with textContent only');
    await modal.getByRole('button', { name: 'Save the replacement' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('li.item .item-main p')].some((p) => p.textContent === 'Render memory text with textContent only'),
    );
    expect(await page.locator('li.item .item-facts code').allTextContents()).not.toContain(oldId);
    await page.getByLabel('show superseded items').check();
    const marked = page.locator('li.item', { has: page.locator(`code:text-is("${oldId}")`) });
    await marked.waitFor();
    expect(await marked.locator('.badge.superseded').textContent()).toMatch(/^superseded by decision:\d+$/);
  });

  it('verifies a candidate, rejects another, resolves a conflict, and the changes feed shows all three by "dashboard"', async () => {
    await page.goto(`${new URL(url).origin}/#/knowledge`);
    const prefer = page.locator(`li[data-testid="${review.prefer}"]`);
    await prefer.waitFor();
    expect(await prefer.locator('[data-testid=trust]').textContent()).toBe('unconfirmed');
    const conflict = page.locator('[data-testid=conflict]', { hasText: 'sqlite' });
    expect(
      await conflict.locator('[data-testid=conflict-side] .item-main, [data-testid=conflict-side] p.memory-text').allTextContents(),
    ).toEqual(['The job queue runs on redis', 'The job queue runs on sqlite']);
    await shot('knowledge-review');
    await prefer.getByRole('button', { name: 'Verify' }).click();
    await page.waitForFunction(
      (id) => document.querySelector(`li[data-testid="${id}"] [data-testid=trust]`)?.textContent === 'verified',
      review.prefer,
    );
    await page.locator(`li[data-testid="${review.convention}"]`).getByRole('button', { name: 'Reject' }).click();
    await page.locator(`li[data-testid="${review.convention}"]`).waitFor({ state: 'detached' });
    await conflict
      .locator('[data-testid=conflict-side]', { hasText: 'sqlite' })
      .getByRole('button', { name: 'Keep this: the other was wrong' })
      .click();
    await conflict.waitFor({ state: 'detached' });
    expect(await page.locator(`li[data-testid="${review.sqlite}"] [data-testid=trust]`).textContent()).toBe('verified');
    expect(await page.locator(`li[data-testid="${review.redis}"]`).count()).toBe(0);
    const feed = (await page.locator('[data-testid=changes] li').allTextContents()).map((t) => t.replace(/\s+/g, ' '));
    for (const [action, id] of [
      ['resolve', review.sqlite],
      ['reject', review.redis],
      ['reject', review.convention],
      ['verify', review.prefer],
    ]) {
      expect(
        feed.some((line) => line.includes(`dashboard${action} ${id}`)),
        `${action} ${id} in ${feed.slice(0, 8).join(' | ')}`,
      ).toBe(true);
    }
    // Provenance and history of an item open in place.
    await page.locator(`li[data-testid="${review.prefer}"]`).getByRole('button', { name: 'Provenance & history' }).click();
    await page.locator(`li[data-testid="${review.prefer}"] [data-testid=receipt]`).first().waitFor();
    expect(await page.locator(`li[data-testid="${review.prefer}"] [data-testid=history]`).allTextContents()).toEqual([
      expect.stringContaining('workercreate'),
      expect.stringContaining('dashboardverify'),
    ]);
    await shot('knowledge');
    expect(pageErrors).toEqual([]);
  });

  it('forgets an item after saying what will be deleted, and search no longer finds it', async () => {
    await page.goto(`${new URL(url).origin}/#/search?q=notes&kind=prompt`);
    await page.waitForSelector('[data-testid=hit]');
    const before = await page.locator('[data-testid=hit]').count();
    expect(before).toBeGreaterThan(0);
    const first = page.locator('[data-testid=hit]').first();
    const id = (await first.locator('code').textContent())!;
    await first.getByRole('button', { name: 'Forget…' }).click();
    const modal = page.locator('[data-testid=modal]');
    await modal.waitFor();
    expect(await modal.locator('h2').textContent()).toBe(`Forget ${id} for good?`);
    expect(await modal.locator('[data-testid=forget-deletes] li').allTextContents()).toEqual(
      expect.arrayContaining(['1 prompt', '1 search entry']),
    );
    await shot('forget');
    await modal.getByRole('button', { name: 'Forget for good' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.waitForFunction((gone) => ![...document.querySelectorAll('[data-testid=hit] code')].some((c) => c.textContent === gone), id);
    expect(await page.locator('[data-testid=hit] code').allTextContents()).not.toContain(id);
  });

  it('promotes an item to the global memory and demotes it; search shows global hits with a scope facet', async () => {
    await page.goto(`${new URL(url).origin}/#/knowledge`);
    const prefer = page.locator(`section[data-testid=section-preference] li[data-testid="${review.prefer}"]`);
    await prefer.getByRole('button', { name: 'Promote to global' }).click();
    const globalSection = page.locator('[data-testid=section-global]');
    await globalSection.locator('li.item', { hasText: 'Prefer small pure functions over classes' }).waitFor();
    const globalId = (await globalSection.locator('li.item .item-facts code').first().textContent())!;
    expect(globalId).toMatch(/^global:preference:\d+$/);
    expect(
      await page.locator(`section[data-testid=section-preference] li[data-testid="${review.prefer}"] .badge.scope-global`).textContent(),
    ).toBe(`global as ${globalId}`);
    await shot('knowledge-global');

    // A global item saved from the command line meanwhile shows in search, badged, and the scope facet narrows to it.
    expect((await runCliProcess(sb, ['remember', '--global', '--type', 'convention', 'Dashboards ship without any CDN assets'])).code).toBe(
      0,
    );
    await page.goto(`${new URL(url).origin}/#/search?q=${encodeURIComponent('dashboards CDN assets')}`);
    const globalHit = page.locator('[data-testid=hit]', { hasText: 'Dashboards ship without any CDN assets' });
    await globalHit.waitFor();
    expect(await globalHit.locator('.badge.scope-global').textContent()).toBe('global');
    await page.locator('input[name="scope:global"]').check();
    await page.waitForFunction(() => new URLSearchParams(location.hash.split('?')[1]).get('scope') === 'global');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=hit] code')].every((c) => c.textContent!.startsWith('global:')),
    );

    // Demote: the global copy goes; the item stays in the project; the changes feed names the dashboard.
    await page.goto(`${new URL(url).origin}/#/knowledge`);
    await page
      .locator(`section[data-testid=section-preference] li[data-testid="${review.prefer}"]`)
      .getByRole('button', { name: 'Demote' })
      .click();
    await page.waitForFunction(
      (id) => ![...document.querySelectorAll('[data-testid=section-global] code')].some((c) => c.textContent === id),
      globalId,
    );
    await page
      .locator(`section[data-testid=section-preference] li[data-testid="${review.prefer}"]`)
      .getByRole('button', { name: 'Promote to global' })
      .waitFor();
    expect(await page.locator('[data-testid=changes]').textContent()).toMatch(/dashboard\s*promote/);
    expect(pageErrors).toEqual([]);
  });

  it('shows health with the digest preview, and hot files with topics', async () => {
    await page.goto(`${new URL(url).origin}/#/health`);
    await page.waitForSelector('[data-testid=digest-tokens]');
    expect(await page.locator('[data-testid=digest-tokens]').textContent()).toMatch(/^\d+ of 1500 tokens/);
    expect(await page.locator('pre.digest').textContent()).toContain('## Project memory');
    await shot('health');
    await page.goto(`${new URL(url).origin}/#/topics`);
    await page.waitForSelector('h2 >> text=Topic map');
    await shot('topics');
  });

  it('switches to the 10,000-session project and pages through it', async () => {
    await page.goto(`${new URL(url).origin}/#/sessions`);
    await page.waitForSelector('[data-testid=session-row]');
    await page.selectOption('select[name=project]', bulkProject);
    await page.waitForFunction(() => document.querySelector('[data-testid=page-range]')?.textContent === '1–50 of 10,000');
    expect(await page.locator('[data-testid=session-row]').count()).toBe(50);
    expect(await page.locator('[data-testid=session-row] td.rollup').first().textContent()).toContain('(session 9999)');
    await shot('sessions');
    for (const range of ['51–100 of 10,000', '101–150 of 10,000']) {
      await page.click('[data-testid=next-page]');
      await page.waitForFunction((r) => document.querySelector('[data-testid=page-range]')?.textContent === r, range);
    }
    expect(await page.locator('[data-testid=session-row] td.rollup').first().textContent()).toContain('(session 9899)');
    // The last page, oldest first by sorting on the start column.
    await page.click('th a >> text=Started');
    await page.waitForFunction(() => document.querySelector('[data-testid=session-row] td.rollup')?.textContent?.includes('(session 0)'));
    await page.goto(`${new URL(url).origin}/#/sessions?sort=started&dir=desc&offset=9950`);
    await page.waitForFunction(() => document.querySelector('[data-testid=page-range]')?.textContent === '9,951–10,000 of 10,000');
    expect(await page.locator('[data-testid=next-page]').count()).toBe(0);
    // Filtering by text narrows the 10k on the server.
    await page.goto(`${new URL(url).origin}/#/sessions?q=${encodeURIComponent('(session 4242)')}`);
    await page.waitForFunction(() => document.querySelector('[data-testid=page-range]')?.textContent === '1–1 of 1');
    expect(pageErrors).toEqual([]);
  });
});
