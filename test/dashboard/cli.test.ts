// `claude-memory dashboard` as the built bundle: the foreground server answers and stops on SIGTERM, --detach
// returns with a working link and a pid, and bad flags or a taken port are clear errors.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedSession } from '../helpers/seed.js';
import { BUNDLE, cleanupSandboxes, makeSandbox, openProject, runCliProcess } from '../helpers/store.js';

const started: number[] = [];

afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  cleanupSandboxes();
});

function getJson(link: string, p: string): Promise<{ status: number; body: unknown }> {
  const u = new URL(link);
  return new Promise((resolve, reject) =>
    http
      .get(
        { host: '127.0.0.1', port: Number(u.port), path: p, headers: { authorization: `Bearer ${u.searchParams.get('token')}` } },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      )
      .on('error', reject),
  );
}

describe('claude-memory dashboard', () => {
  it('serves until SIGTERM, then exits 0', async () => {
    const sb = makeSandbox({ config: { embedder: { provider: 'none' } } });
    const child = spawn(process.execPath, [BUNDLE, 'dashboard', '--no-open'], {
      cwd: sb.projectDir,
      env: sb.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child.pid!);
    const link = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /Memory dashboard: (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43})\n/.exec(out);
        if (m) resolve(m[1]);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    const r = await getJson(link, '/api/projects');
    expect(r.status).toBe(200);
    expect((r.body as { projects: { root: string }[] }).projects.map((p) => p.root)).toEqual([sb.projectDir]);
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  it('creates no memory for a directory without one: it shows the most recent other project first', async () => {
    const sb = makeSandbox({ config: { embedder: { provider: 'none' } } });
    const otherDir = path.join(sb.root, 'other-project');
    fs.mkdirSync(otherDir);
    const other = openProject(sb, otherDir);
    seedSession(other.db);
    other.db.close();
    const r = await runCliProcess(sb, ['dashboard', '--detach', '--no-open']);
    expect(r.code, r.stderr).toBe(0);
    started.push(Number(/as pid (\d+)/.exec(r.stdout)![1]));
    expect(r.stdout).toContain(`No memory for ${sb.projectDir} yet. Showing other-project (${otherDir}) first.`);
    const link = /Memory dashboard: (\S+)/.exec(r.stdout)![1];
    const projects = (await getJson(link, '/api/projects')).body as { current: string; projects: { key: string }[] };
    expect(projects.current).toBe(other.project.key);
    expect(projects.projects.map((p) => p.key)).toEqual([other.project.key]);
    expect(fs.readdirSync(path.join(sb.dataDir, 'projects')).filter((f) => f.endsWith('.db'))).toEqual([`${other.project.key}.db`]);
  });

  it('--detach prints the link and the pid and returns; the server keeps answering', async () => {
    const sb = makeSandbox({ config: { embedder: { provider: 'none' } } });
    const r = await runCliProcess(sb, ['dashboard', '--detach', '--no-open']);
    expect(r.code, r.stderr).toBe(0);
    const pid = Number(/as pid (\d+); stop it with: kill \1/.exec(r.stdout)?.[1]);
    expect(pid).toBeGreaterThan(0);
    started.push(pid);
    const link = /Memory dashboard: (\S+)/.exec(r.stdout)![1];
    expect((await getJson(link, '/api/health')).status).toBe(200);
    // The file the link was read from (it holds the token) is gone; the server still answers a moment later.
    expect(fs.readdirSync(path.join(sb.dataDir, 'run')).filter((f) => f.startsWith('dashboard-'))).toEqual([]);
    await new Promise((res) => setTimeout(res, 500));
    expect((await getJson(link, '/api/sessions')).status).toBe(200);
  });

  it('rejects a bad --port and a port in use with a clear message (exit 2)', async () => {
    const sb = makeSandbox();
    const bad = await runCliProcess(sb, ['dashboard', '--no-open', '--port', 'eighty']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--port must be a port number from 0 to 65535, got "eighty"');
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const busy = await runCliProcess(sb, ['dashboard', '--no-open', '--port', String(port)]);
      expect(busy.code).toBe(2);
      expect(busy.stderr).toContain(`port ${port} is in use`);
    } finally {
      taken.close();
    }
  });
});
