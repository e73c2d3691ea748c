// Version ranges are handed out to parallel work: a store that already holds a higher version must still get a lower
// one that lands later (here: 20, the tool events' prompt_id, after 30).
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/connection.js';
import { MIGRATIONS } from '../../src/store/migrations.js';
import { cleanupTempDirs, tempDir } from '../helpers/seed.js';

afterAll(() => cleanupTempDirs());

describe('migrations with gaps', () => {
  it('a version below the highest applied one is applied when it is missing', () => {
    const file = `${tempDir()}/gaps.db`;
    openDatabase(Database, file, { migrations: MIGRATIONS.filter((m) => m.version !== 20) }).close();
    const db = openDatabase(Database, file);
    try {
      const versions = (db.prepare('SELECT version FROM schema_versions ORDER BY version').all() as { version: number }[]).map(
        (r) => r.version,
      );
      expect(versions).toEqual(MIGRATIONS.map((m) => m.version).sort((a, b) => a - b));
      expect((db.prepare('PRAGMA table_info(tool_events)').all() as { name: string }[]).map((c) => c.name)).toContain('prompt_id');
    } finally {
      db.close();
    }
  });
});
