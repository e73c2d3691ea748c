// The dashboard's details a user meets (issue 22), in the real headless Chromium the dashboard tests use: a failed
// tool call's output labelled with its size (it said "0 B"), durations in seconds for short sessions ("0 min"),
// weak "below floor" search hits set apart from real ones, the forget dialog closed by Escape and by leaving the
// page, and every panel fitting a 420 px wide window.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUNDLE,
  cleanupSandboxes,
  fixturePayload,
  installTranscript,
  makeSandbox,
  REPO_ROOT,
  runCliProcess,
  runHookProcess,
  type Sandbox,
} from '../helpers/store.js';

const CHROMIUM = '/usr/bin/chromium';
const haveChromium = fs.existsSync(CHROMIUM);

let sb: Sandbox;
let server: ChildProcess;
let origin: string;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

function startServer(): Promise<string> {
  server = spawn(process.execPath, [BUNDLE, 'dashboard', '--no-open'], {
    cwd: sb.projectDir,
    env: sb.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`dashboard did not start: ${out}`)), 20_000);
    server.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Memory dashboard: (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
  });
}

/** Opens a panel and waits until it has rendered. */
async function show(p: Page, hash: string): Promise<void> {
  await p.goto(`${origin}/${hash}`);
  await p.waitForFunction(() => document.querySelector('[data-testid=main]')?.getAttribute('aria-busy') === 'false');
}

describe.skipIf(!haveChromium)('dashboard details in headless Chromium', () => {
  beforeAll(async () => {
    if (!fs.existsSync(path.join(REPO_ROOT, 'dist', 'dashboard', 'app.js'))) throw new Error('run `npm run build` first');
    sb = makeSandbox({ config: { embedder: { provider: 'none' } } });
    const transcripts = ['transcript.jsonl', 'transcript-with-compact.jsonl'].map((name) =>
      installTranscript(name, sb, path.join(sb.home, '.claude', 'projects', 'fixture', name)),
    );
    expect((await runCliProcess(sb, ['import', '--quiet', ...transcripts])).code).toBe(0);
    // A failed tool call as the hooks record it (Claude Code sends its error, no response).
    for (const event of ['UserPromptSubmit', 'PostToolUseFailure'])
      expect((await runHookProcess(sb, event, fixturePayload(event, sb))).code).toBe(0);
    expect((await runCliProcess(sb, ['worker', '--once'])).code).toBe(0);
    const url = await startServer();
    origin = new URL(url).origin;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    page.setDefaultTimeout(8_000);
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(url);
    await page.waitForSelector('[data-testid=session-row]');
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    server?.kill('SIGTERM');
    cleanupSandboxes();
  });

  it('labels a failed tool call\'s output with the size of what it shows, not "0 B"', async () => {
    await show(page, '#/search?q=nonexistent-dir-xyz');
    const failed = page.locator('[data-testid=hit]', { has: page.locator('.badge.kind-tool') }).first();
    await failed.locator('[data-testid=hit-open]').click();
    const output = page.locator('[data-testid=event-output]');
    await output.waitFor();
    expect(await output.textContent()).toContain('nonexistent-dir-xyz');
    const label = await page
      .locator('h4', { hasText: /^Output/ })
      .first()
      .textContent();
    expect(label).not.toContain('(0 B');
    expect(label).toMatch(/^Output \([1-9]\d* B/);
  });

  it('shows a session of seconds in seconds, not "0 min"', async () => {
    await show(page, '#/sessions');
    const durations = await page.locator('[data-testid=session-row] td:nth-child(3)').allTextContents();
    expect(durations).not.toContain('0 min');
    expect(
      durations.some((d) => /^\d+ s$/.test(d)),
      durations.join(', '),
    ).toBe(true);
  });

  it('sets weak hits below the relevance floor apart from real ones, and dims them', async () => {
    await show(page, `#/search?q=${encodeURIComponent('read the sky colour')}`);
    const weak = page.locator('[data-testid=hit][data-relevant=false]');
    const strong = page.locator('[data-testid=hit][data-relevant=true]');
    expect(await weak.count()).toBeGreaterThan(0);
    expect(await strong.count()).toBeGreaterThan(0);
    expect(await weak.first().locator('.badge.weak').textContent()).toBe('weak match');
    expect(await strong.locator('.badge.weak').count()).toBe(0);
    // The note comes right before the first weak hit, after every real one.
    const order = await page.$$eval('ol.hits > li', (lis) =>
      lis.map((li) => (li.getAttribute('data-testid') === 'below-floor' ? 'floor' : li.getAttribute('data-relevant'))),
    );
    expect(order.indexOf('floor')).toBe(order.indexOf('false') - 1);
    expect(order.lastIndexOf('true')).toBeLessThan(order.indexOf('floor'));
    const opacity = (l: typeof weak) => l.first().evaluate((el) => Number(getComputedStyle(el).opacity));
    expect(await opacity(weak)).toBeLessThan(await opacity(strong));
    expect(await page.locator('[data-testid=search-summary]').textContent()).toMatch(/above the relevance floor/);
  });

  it('closes the forget dialog with Escape and when the page changes, forgetting nothing', async () => {
    await show(page, '#/search?q=notes');
    const hits = await page.locator('[data-testid=hit]').count();
    const modal = page.locator('[data-testid=modal]');
    await page.locator('[data-testid=hit]').first().getByRole('button', { name: 'Forget…' }).click();
    await modal.waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await page.locator('[data-testid=hit]').first().getByRole('button', { name: 'Forget…' }).click();
    await modal.waitFor();
    // Another page while it is open (the overlay covers the links: the address bar, Back, a keyboard shortcut).
    await page.evaluate(() => {
      location.hash = '#/sessions';
    });
    await page.waitForSelector('[data-testid=session-row]');
    expect(await modal.count()).toBe(0);
    await show(page, '#/search?q=notes');
    expect(await page.locator('[data-testid=hit]').count()).toBe(hits);
  });

  it('fits every panel in a 420 px wide window: nothing wider than the screen, the whole header in view', async () => {
    // The same browser context: the dashboard's cookie comes along.
    const narrow = await page.context().newPage();
    await narrow.setViewportSize({ width: 420, height: 860 });
    narrow.setDefaultTimeout(8_000);
    narrow.on('pageerror', (e) => pageErrors.push(e.message));
    try {
      await narrow.goto(`${origin}/`);
      await narrow.waitForSelector('[data-testid=session-row]');
      const session = await narrow.locator('[data-testid=session-row] a').first().getAttribute('href');
      for (const hash of ['#/sessions', '#/search?q=notes', '#/knowledge', '#/topics', '#/health', session!]) {
        await show(narrow, hash);
        const width = await narrow.evaluate(() => document.documentElement.scrollWidth);
        expect(width, hash).toBeLessThanOrEqual(420);
        const overflowing = await narrow.$$eval('header a, header select, main h1', (els) =>
          els.filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).map((el) => el.textContent),
        );
        expect(overflowing, hash).toEqual([]);
      }
    } finally {
      await narrow.close();
    }
    expect(pageErrors).toEqual([]);
  });
});
