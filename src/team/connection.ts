// Where a member's team server is and how to log in: the URL is kept without its password; the password, when it
// came in the URL, is kept in a 0600 file of its own (never in the store, a log or `team status`), else PGPASSWORD
// or ~/.pgpass (node-postgres reads the latter itself when no password is given).
import pg from 'pg';
import { PgTeamServer } from '../store/pg/team-server.js';

export class TeamConnectionError extends Error {}

export interface ParsedTeamUrl {
  /** The URL with no password in it (what is stored and shown). */
  server: string;
  role: string;
  password: string | null;
}

export function parseTeamUrl(raw: string): ParsedTeamUrl {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TeamConnectionError('not a PostgreSQL URL: expected postgres://<role>[:<password>]@<host>[:<port>]/<database>');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new TeamConnectionError(`not a PostgreSQL URL (${url.protocol}): expected postgres://...`);
  const role = decodeURIComponent(url.username);
  if (!role)
    throw new TeamConnectionError('the URL names no role: postgres://<role>@<host>/<database> (each member connects as their own role)');
  // A password can also come as ?password=...: it is taken out the same way, never kept in the URL.
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get('password');
  url.password = '';
  url.searchParams.delete('password');
  return { server: url.toString(), role, password };
}

export interface TeamLogin {
  server: string;
  /** From the credentials file, else PGPASSWORD; undefined lets node-postgres look in ~/.pgpass. */
  password?: string;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

/** Opens a connection; a server that is down or unreachable fails within `connectTimeoutMs`. */
export async function connectClient(login: TeamLogin): Promise<pg.Client> {
  // node-postgres lets the connection string's (empty) password win over a separate one: put it in, in memory only.
  const url = new URL(login.server);
  if (login.password != null) url.password = encodeURIComponent(login.password);
  const client = new pg.Client({
    connectionString: url.toString(),
    connectionTimeoutMillis: login.connectTimeoutMs,
    statement_timeout: login.statementTimeoutMs,
    query_timeout: login.statementTimeoutMs + 1_000,
    application_name: 'claude-memory',
  });
  // A dropped connection emits 'error' on the client: without a listener it would end the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => {});
    throw new TeamConnectionError(`cannot reach the team server ${login.server}: ${(err as Error).message}`);
  }
  return client;
}

export async function openTeamServer(login: TeamLogin): Promise<PgTeamServer> {
  return new PgTeamServer(await connectClient(login));
}
