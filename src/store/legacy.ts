// Importing legacy JSON session files (the memory's predecessor): each file's decisions and code areas land with
// source 'migrated', and the file's content hash is recorded in the same transaction, so a rerun is a no-op.
import type { Db } from './connection.js';

export interface LegacyItems {
  decisions: { decision: string; reason: string; at: number }[];
  codeAreas: { filePath: string; description: string; at: number }[];
}

export function isMigrated(db: Db, contentHash: string): boolean {
  return db.prepare('SELECT 1 FROM migrated_files WHERE content_hash = ?').get(contentHash) !== undefined;
}

/** Unit of work: one legacy file's items and its migrated_files row; false when that content was migrated before. */
export function importLegacyFile(db: Db, file: { path: string; contentHash: string }, items: LegacyItems, now: number): boolean {
  return db
    .transaction(() => {
      if (isMigrated(db, file.contentHash)) return false;
      const iso = (ms: number) => new Date(ms).toISOString();
      const sameDecision = db.prepare("SELECT 1 FROM decisions WHERE decision = ? AND reason = ? AND status = 'active'");
      const addDecision = db.prepare(
        "INSERT INTO decisions (decision, reason, source, created_at, created_at_iso) VALUES (?, ?, 'migrated', ?, ?)",
      );
      const addArea = db.prepare(
        `INSERT INTO code_areas (file_path, description, source, created_at, created_at_iso) VALUES (?, ?, 'migrated', ?, ?)
         ON CONFLICT(file_path, description) DO NOTHING`,
      );
      for (const d of items.decisions) if (!sameDecision.get(d.decision, d.reason)) addDecision.run(d.decision, d.reason, d.at, iso(d.at));
      for (const a of items.codeAreas) addArea.run(a.filePath, a.description, a.at, iso(a.at));
      db.prepare('INSERT INTO migrated_files (content_hash, path, decisions, code_areas, migrated_at) VALUES (?, ?, ?, ?, ?)').run(
        file.contentHash,
        file.path,
        items.decisions.length,
        items.codeAreas.length,
        now,
      );
      return true;
    })
    .immediate();
}
