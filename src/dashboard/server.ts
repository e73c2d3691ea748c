// `claude-memory dashboard`: a local web server on 127.0.0.1 only. Every request passes the door rules in
// security.ts (Host, token or cookie, Origin for writes) before it reaches a page asset or an API handler.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { listProjects, type App } from '../app.js';
import { replayProjectSpool } from '../capture/replay.js';
import type { Embedder } from '../embed/embedder.js';
import { projectIdentity } from '../paths.js';
import { VectorIndex } from '../recall/vector-index.js';
import { loadSqlite } from '../runtime/native.js';
import { openDatabase } from '../store/connection.js';
import { ApiError, ROUTES, type GlobalHandle, type ProjectHandle } from './api.js';
import { PAGE_HTML } from './page.js';
import { hostAllowed, newToken, originAllowed, requestToken, SECURITY_HEADERS, sessionCookie, tokensEqual } from './security.js';

export interface DashboardOptions {
  /** 0 picks a free port. */
  port: number;
  /** The project shown first (the current directory's, or --project). */
  projectDir?: string;
  /** Where the built page script and stylesheet are (dist/dashboard). */
  assetsDir: string;
  /** A fixed token (tests); a random one per launch otherwise. */
  token?: string;
}

export interface Dashboard {
  url: string;
  port: number;
  token: string;
  /** The project shown first, and whether it is another than the one asked for (which has no memory yet). */
  shown: { name: string; root: string; fallback: boolean };
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;
const ASSETS: Record<string, { file: string; type: string }> = {
  '/app.js': { file: 'app.js', type: 'text/javascript; charset=utf-8' },
  '/app.css': { file: 'app.css', type: 'text/css; charset=utf-8' },
};

export async function startDashboard(app: App, opts: DashboardOptions): Promise<Dashboard> {
  const token = opts.token ?? newToken();
  const asked = app.project(opts.projectDir);
  const handles = new Map<string, ProjectHandle>();
  let embedder: Promise<Embedder | null> | null = null;
  const loadEmbedder = () => (embedder ??= app.embedder());
  // The user-wide global memory, opened when it first exists (a promote creates it).
  let global: GlobalHandle | null = null;
  const globalHandle = (create: boolean): GlobalHandle | null =>
    (global ??= create || app.hasGlobalMemory() ? { db: app.openGlobalMemory(), vectorIndex: new VectorIndex() } : null);

  // Opening the dashboard creates no memory: without one for the asked project, the most recent other project is
  // shown first (the switcher has the rest). Only an empty data dir gets the asked project's (empty) store.
  const fallback = app.hasProjectStore(asked) ? undefined : listProjects(app).find((p) => p.root && fs.existsSync(p.dbPath));
  const current = fallback ? { key: fallback.key, name: fallback.name, root: fallback.root } : asked;
  handles.set(
    current.key,
    openHandle(app, current.key, current.name, current.root, () =>
      fallback ? openDatabase(loadSqlite(app.runtime), fallback.dbPath) : app.openProjectStore(asked),
    ),
  );

  const projectFor = (key: string | null): ProjectHandle => {
    const k = key || current.key;
    const open = handles.get(k);
    if (open) return open;
    const entry = listProjects(app).find((p) => p.key === k);
    if (!entry) throw new ApiError(404, `No project "${k}" in ${app.paths.dataDir}`);
    const handle = openHandle(app, entry.key, entry.name, entry.root, () => openDatabase(loadSqlite(app.runtime), entry.dbPath));
    handles.set(k, handle);
    return handle;
  };

  let port = 0;
  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      app.log.error('dashboard', err);
      if (!res.headersSent) send(res, 500, { error: 'internal error (logged)' });
      else res.end();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    // DNS rebinding: a page on another name that resolves to 127.0.0.1 must not reach us.
    if (!hostAllowed(req.headers.host, port)) return send(res, 403, { error: 'forbidden host' });
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'POST') return send(res, 405, { error: 'method not allowed' }, { allow: 'GET, POST' });
    if (method === 'POST' && !originAllowed(req.headers.origin, port)) return send(res, 403, { error: 'forbidden origin' });
    // `?token=` only bootstraps the page's cookie: an API route takes the cookie (or a Bearer header), never a token
    // in its address, which would land in logs, the history and Referer headers.
    const queryToken = method === 'GET' && !url.pathname.startsWith('/api/') ? url.searchParams.get('token') : null;
    const given = requestToken({ cookie: req.headers.cookie, authorization: req.headers.authorization }, queryToken, port);
    if (!tokensEqual(given, token)) {
      if (url.pathname === '/' && method === 'GET')
        return sendText(res, 401, 'This dashboard needs the link printed by `claude-memory dashboard` (it carries a per-launch token).\n');
      return send(res, 401, { error: 'missing or wrong token: open the link printed by `claude-memory dashboard`' });
    }
    // The link's token becomes a cookie, and the token leaves the address bar (and the history).
    if (url.searchParams.has('token') && method === 'GET' && !url.pathname.startsWith('/api/')) {
      res.writeHead(303, { ...SECURITY_HEADERS, 'set-cookie': sessionCookie(token, port), location: '/' });
      return void res.end();
    }
    if (url.pathname === '/favicon.ico') return sendBody(res, 204, '', 'text/plain');
    if (method === 'GET' && url.pathname === '/') return sendBody(res, 200, PAGE_HTML, 'text/html; charset=utf-8');
    const asset = ASSETS[url.pathname];
    if (method === 'GET' && asset) {
      let body: Buffer;
      try {
        body = fs.readFileSync(path.join(opts.assetsDir, asset.file));
      } catch {
        return send(res, 500, { error: `the page asset ${asset.file} is missing: run \`npm run build\`` });
      }
      return sendBody(res, 200, body, asset.type);
    }
    if (method === 'GET' && url.pathname === '/api/projects') {
      const all = listProjects(app);
      if (!all.some((p) => p.key === current.key))
        all.unshift({ key: current.key, identity: '', name: current.name, root: current.root, dbPath: '', lastSeenAt: 0 });
      return send(res, 200, { current: current.key, projects: all.map((p) => ({ key: p.key, name: p.name, root: p.root })) });
    }
    for (const route of ROUTES) {
      const m = route.pattern.exec(url.pathname);
      if (!m || route.method !== method) continue;
      if (method === 'POST' && !(req.headers['content-type'] ?? '').startsWith('application/json'))
        return send(res, 415, { error: 'send JSON (content-type: application/json)' });
      try {
        const body = method === 'POST' ? await readJson(req) : {};
        const project = projectFor(url.searchParams.get('project'));
        const result = await route.handler({
          app,
          project,
          params: m.slice(1),
          query: url.searchParams,
          body,
          embedder: loadEmbedder,
          global: globalHandle,
        });
        return send(res, 200, result);
      } catch (err) {
        if (err instanceof ApiError) return send(res, err.status, { error: err.message });
        throw err;
      }
    }
    return send(res, 404, { error: `no such page: ${method} ${url.pathname}` });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Loopback only, and no option to change it: the memory holds a user's work.
    server.listen(opts.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client error (a reset connection, a malformed request) concerns that request only.
  server.on('clientError', (_err, socket) => socket.destroy());
  port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    port,
    token,
    shown: { name: current.name, root: current.root, fallback: fallback !== undefined },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          for (const h of handles.values()) h.db.close();
          global?.db.close();
          resolve();
        });
      }),
  };
}

function openHandle(app: App, key: string, name: string, root: string, open: () => ProjectHandle['db']): ProjectHandle {
  const db = open();
  const identity = root ? projectIdentity(root, { stores: app.paths }) : { identity: key, name, key, root };
  // Events spooled while the store was busy show up at once, not at the next hook; only for the project the
  // journal belongs to (a moved root would give another key).
  if (identity.key === key) replayProjectSpool(db, app.paths, identity, app.config, app.log, app.now());
  return { key, name, root, identity: { ...identity, key }, db, vectorIndex: new VectorIndex() };
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, 'request body too large');
    chunks.push(chunk);
  }
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ApiError(400, 'the request body must be a JSON object');
}

function send(res: http.ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  sendBody(res, status, JSON.stringify(body), 'application/json; charset=utf-8', extra);
}

function sendText(res: http.ServerResponse, status: number, text: string): void {
  sendBody(res, status, text, 'text/plain; charset=utf-8');
}

function sendBody(res: http.ServerResponse, status: number, body: string | Buffer, type: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, 'content-length': String(Buffer.byteLength(body)), ...extra });
  res.end(body);
}
