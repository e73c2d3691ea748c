// Team URLs: the password is taken out of the URL (userinfo or ?password=) and never kept in what is stored or shown.
import { describe, expect, it } from 'vitest';
import { parseTeamUrl, TeamConnectionError } from '../../src/team/connection.js';

describe('parseTeamUrl', () => {
  it('takes the password out of the userinfo', () => {
    expect(parseTeamUrl('postgres://alice:s3cr%40t@db.example:5433/memory')).toEqual({
      server: 'postgres://alice@db.example:5433/memory',
      role: 'alice',
      password: 's3cr@t',
    });
  });

  it('takes a ?password= parameter out too, keeping the other parameters', () => {
    const r = parseTeamUrl('postgresql://bob@db.example/memory?sslmode=require&password=hunter2hunter2');
    expect(r.password).toBe('hunter2hunter2');
    expect(r.server).toBe('postgresql://bob@db.example/memory?sslmode=require');
    expect(r.server).not.toContain('hunter2');
  });

  it('has no password when none is given (PGPASSWORD or ~/.pgpass then)', () => {
    expect(parseTeamUrl('postgres://carol@db.example/memory').password).toBeNull();
  });

  it('refuses what is not a PostgreSQL URL with a role, saying what is expected', () => {
    expect(() => parseTeamUrl('db.example:5432')).toThrow(TeamConnectionError);
    expect(() => parseTeamUrl('mysql://a@b/c')).toThrow(/not a PostgreSQL URL/);
    expect(() => parseTeamUrl('postgres://db.example/memory')).toThrow(/names no role/);
  });
});
