// Every write path stores sanitized text only (issue 23): each MCP tool and each dashboard write route gets a secret in
// every free-text field it takes, and then every column of every table, and the database file itself, are searched
// for it. The tools are found by registering them on a recording server and their fields read from their schemas, and
// the routes from the dashboard's route table: a new tool, field or route is driven here without editing this test,
// and fails it when its text skips the sanitizer. (The CLI's knowledge commands call the same MCP handlers.)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/dashboard/api.js';
import { startDashboard } from '../../src/dashboard/server.js';
import { registerTools, type ToolDeps } from '../../src/mcp/tools.js';
import { recall } from '../../src/recall/search.js';
import type { Db } from '../../src/store/connection.js';
import { createItem } from '../../src/store/knowledge.js';
import { storeCounts } from '../../src/store/read.js';
import { cleanupTempDirs, openTestDb, seedSession, T0 } from '../helpers/seed.js';
import { cleanupSandboxes, makeSandbox, openProject, sandboxApp } from '../helpers/store.js';

const TOKEN = `ghp_${'Zq8wK3pL'.repeat(4)}Ab12`;
const PASSWORD = 'Xy7#kq2Lm9vR';
const SECRET_TEXT = `because ${TOKEN} leaked and the db password is ${PASSWORD}`;

afterEach(cleanupSandboxes);
afterAll(cleanupTempDirs);

/** Every place in the store where one of the secrets is kept: `table.column`, with the database file's bytes. */
function whereStored(db: Db, file: string): string[] {
  const found: string[] = [];
  const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[];
  for (const { name } of tables) {
    let rows: Record<string, unknown>[];
    try {
      rows = db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[];
    } catch {
      continue; // a virtual table that cannot be read whole
    }
    for (const row of rows)
      for (const [column, v] of Object.entries(row)) {
        const text = typeof v === 'string' ? v : Buffer.isBuffer(v) ? v.toString('latin1') : '';
        if (text.includes(TOKEN) || text.includes(PASSWORD)) found.push(`${name}.${column}`);
      }
  }
  db.pragma('wal_checkpoint(TRUNCATE)');
  for (const f of [file, `${file}-wal`]) {
    const bytes = fs.existsSync(f) ? fs.readFileSync(f).toString('latin1') : '';
    if (bytes.includes(TOKEN) || bytes.includes(PASSWORD)) found.push(path.basename(f));
  }
  return [...new Set(found)];
}

interface ZodLike {
  _zod: {
    def: {
      type: string;
      innerType?: ZodLike;
      options?: ZodLike[];
      entries?: Record<string, string>;
      element?: ZodLike;
      shape?: Record<string, ZodLike>;
    };
  };
}

/** An argument for a field from its schema: an id of a fresh item for id fields, the secret for every other string. */
function argument(name: string, schema: ZodLike, target: { id: number; ref: string; session: string }): unknown {
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'nullable':
      return argument(name, def.innerType!, target);
    case 'string':
      if (/session/.test(name)) return target.session;
      if (/(?:^|_)id$|^by$/.test(name)) return target.ref;
      return SECRET_TEXT;
    case 'number':
      return /id$/.test(name) ? target.id : 1;
    case 'union':
      return argument(name, def.options![0], target);
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'boolean':
      return false;
    case 'array':
      return [argument(name, def.element!, target)];
    case 'object':
      return Object.fromEntries(Object.entries(def.shape!).map(([k, v]) => [k, argument(k, v, target)]));
    default:
      return undefined;
  }
}

describe('every write path sanitizes every text field before storage', () => {
  it('each MCP tool, each field: no secret in any column of any table or in the database file', async () => {
    const { db, file } = openTestDb();
    const deps: ToolDeps = {
      db,
      now: () => T0,
      recall: (query, limit, filters) => recall({ db, now: T0, weights: { fts: 1, vector: 0 } }, query, { limit, filters }),
      status: () => storeCounts(db) as unknown as Record<string, unknown>,
      journal: null,
    };
    const tools: { name: string; schema: Record<string, ZodLike>; handler: (args: unknown) => unknown }[] = [];
    const recorder = {
      registerTool: (name: string, config: { inputSchema?: Record<string, ZodLike> }, handler: (args: unknown) => unknown) =>
        tools.push({ name, schema: config.inputSchema ?? {}, handler }),
    };
    registerTools(recorder as unknown as McpServer, deps);
    expect(tools.length).toBeGreaterThan(15);
    const session = seedSession(db);
    const driven: string[] = [];
    for (const tool of tools) {
      // A fresh item for each tool, so each one that changes an item (verify, reject, supersede, forget, promote…)
      // really runs its write with the secret in its reason and text.
      const created = createItem(
        db,
        { type: 'decision', text: `Ship on Fridays ${tool.name}`, origin: 'explicit', source: 'manual', validFrom: T0 },
        { actor: 'cli', now: T0 },
      );
      const target = { id: created.id!, ref: `decision:${created.id}`, session };
      const args = Object.fromEntries(Object.entries(tool.schema).map(([k, v]) => [k, argument(k, v, target)]));
      try {
        await tool.handler(args);
      } catch {
        // a read tool refusing the secret as a date or a path: nothing stored
      }
      if (Object.values(args).includes(SECRET_TEXT)) driven.push(tool.name);
    }
    // The reason-taking tools of issue 23 were among those driven with the secret.
    expect(driven).toEqual(
      expect.arrayContaining(['record_decision', 'memory_supersede', 'memory_reject', 'memory_forget', 'memory_verify']),
    );
    expect(whereStored(db, file)).toEqual([]);
    db.close();
  });

  it('each dashboard write route, each field of its body: no secret stored', async () => {
    const sb = makeSandbox({ config: { embedder: { provider: 'none' } } });
    const { db, project } = openProject(sb);
    const itemIds: number[] = [];
    for (let i = 0; i < ROUTES.length * 2; i++)
      itemIds.push(
        createItem(
          db,
          { type: 'decision', text: `Deploy from main, rule ${i}`, origin: 'explicit', source: 'manual', validFrom: T0 },
          { actor: 'cli', now: T0 },
        ).id!,
      );
    const file = db.name;
    db.close();
    const dash = await startDashboard(sandboxApp(sb), {
      port: 0,
      projectDir: sb.projectDir,
      assetsDir: sb.root,
      token: 'test-token-0123456789',
    });
    const cookie = `cm_dashboard_${dash.port}=${dash.token}`;
    const post = (urlPath: string, body: unknown) =>
      new Promise<number>((resolve, reject) => {
        const payload = JSON.stringify(body);
        const req = http.request(
          {
            host: '127.0.0.1',
            port: dash.port,
            method: 'POST',
            path: urlPath,
            headers: {
              host: `127.0.0.1:${dash.port}`,
              origin: `http://127.0.0.1:${dash.port}`,
              cookie,
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(payload)),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    try {
      const statuses: Record<string, number> = {};
      let next = 0;
      for (const route of ROUTES.filter((r) => r.method === 'POST')) {
        // A path for the route's pattern: an item id where it takes one, the number 1 elsewhere.
        const id = itemIds[next++];
        const urlPath = route.pattern.source
          .replace(/^\^|\$$/g, '')
          .replace(/\\\//g, '/')
          .replace('([a-z_]+(?::|%3[Aa])\\d+|\\d+)', `decision:${id}`)
          .replace(/\((?:\\d\+|\[\^\/\]\+)\)/g, '1');
        // Every text a write route reads, with the secret; the ids it may read, pointing at a fresh item.
        const body = {
          reason: SECRET_TEXT,
          text: SECRET_TEXT,
          subject: SECRET_TEXT,
          note: SECRET_TEXT,
          replacement: SECRET_TEXT,
          by: `decision:${itemIds[next++]}`,
          id: `decision:${id}`,
          winner: id,
          how: 'supersede',
          scope: 'project',
        };
        statuses[urlPath] = await post(urlPath, body);
      }
      // The writes of issue 23 (dashboard supersede, reject, edit) really ran.
      expect(Object.entries(statuses).filter(([p, s]) => /reject|supersede|edit/.test(p) && s !== 200)).toEqual([]);
    } finally {
      await dash.close();
    }
    const { db: after } = openProject(sb);
    try {
      expect(after.name).toBe(file);
      expect(whereStored(after, file)).toEqual([]);
    } finally {
      after.close();
    }
    void project;
  });
});
