// A real PostgreSQL server for the team tests: Debian's postgresql (15) in a temp dir, on a free 127.0.0.1 port,
// password (scram-sha-256) authentication only. initdb and pg_ctl refuse to run as root, so as root (CI) they run
// as the `postgres` user through runuser; as a normal user, directly.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];
export const SUPERUSER = 'cm_admin';
export const SUPERUSER_PASSWORD = 'admin-pw-3c9f';

export function postgresBinDir(): string | null {
  return BIN_DIRS.find((d) => fs.existsSync(path.join(d, 'initdb'))) ?? null;
}

export interface PgServer {
  port: number;
  dir: string;
  /** A URL for `role` (password in it). */
  url(role?: string, password?: string): string;
  admin(): Promise<pg.Client>;
  /** A login role with a password (and nothing else). */
  createRole(role: string, password: string): Promise<void>;
  stop(): void;
  start(): void;
  destroy(): void;
}

const isRoot = () => process.getuid?.() === 0;

function run(bin: string, args: string[]): string {
  const cmd = isRoot() ? ['runuser', '-u', 'postgres', '--', bin, ...args] : [bin, ...args];
  return execFileSync(cmd[0], cmd.slice(1), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export async function startPgServer(): Promise<PgServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-pg-'));
  fs.chmodSync(base, 0o755);
  const dir = path.join(base, 'data');
  const pwfile = path.join(base, 'pw');
  fs.writeFileSync(pwfile, SUPERUSER_PASSWORD, { mode: 0o600 });
  if (isRoot()) execFileSync('chown', ['-R', 'postgres:postgres', base]);
  run(path.join(bin, 'initdb'), [
    '-D',
    dir,
    '-U',
    SUPERUSER,
    '--pwfile',
    pwfile,
    '-A',
    'scram-sha-256',
    '-E',
    'UTF8',
    '--no-sync',
    '--locale',
    'C',
  ]);
  fs.rmSync(pwfile);
  const port = await freePort();
  const pgCtl = path.join(bin, 'pg_ctl');
  const start = () =>
    run(pgCtl, [
      '-D',
      dir,
      '-l',
      path.join(base, 'log'),
      '-w',
      '-t',
      '30',
      'start',
      '-o',
      `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    ]);
  start();
  const url = (role = SUPERUSER, password = SUPERUSER_PASSWORD) =>
    `postgres://${encodeURIComponent(role)}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const admin = async () => {
    const c = new pg.Client({ connectionString: url() });
    await c.connect();
    return c;
  };
  return {
    port,
    dir: base,
    url,
    admin,
    async createRole(role, password) {
      const c = await admin();
      try {
        await c.query(`CREATE ROLE ${pg.escapeIdentifier(role)} LOGIN PASSWORD ${pg.escapeLiteral(password)}`);
      } finally {
        await c.end();
      }
    },
    stop() {
      if (stopped) return;
      run(pgCtl, ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      stopped = true;
    },
    start() {
      if (!stopped) return;
      start();
      stopped = false;
    },
    destroy() {
      try {
        if (!stopped) run(pgCtl, ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* already down */
      }
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}
