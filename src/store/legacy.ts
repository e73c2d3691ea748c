// Importing legacy JSON session files (the memory's predecessor): each file's decisions and code areas become items
// with source 'migrated' through the knowledge write path (sanitized, audited, tombstones honoured), and the file's
// content hash is recorded in the same transaction, so a rerun is a no-op.
import type { Db } from './connection.js';
import { createItemWithin, type Actor } from './knowledge.js';

export interface LegacyItems {
  decisions: { decision: string; reason: string; at: number }[];
  codeAreas: { filePath: string; description: string; at: number }[];
}

export function isMigrated(db: Db, contentHash: string): boolean {
  return db.prepare('SELECT 1 FROM migrated_files WHERE content_hash = ?').get(contentHash) !== undefined;
}

/** Unit of work: one legacy file's items and its migrated_files row; false when that content was migrated before. */
export function importLegacyFile(
  db: Db,
  file: { path: string; contentHash: string },
  items: LegacyItems,
  ctx: { actor: Actor; now: number },
): boolean {
  return db
    .transaction(() => {
      if (isMigrated(db, file.contentHash)) return false;
      // Through the knowledge layer's write path, inside this unit of work: sanitized, deduplicated, audited.
      const write = { ...ctx, reason: `migrated from ${file.path}` };
      const receipt = { kind: 'import' as const, strength: 'stated' as const, rule: 'legacy-session-file', files: [file.path] };
      for (const d of items.decisions) {
        createItemWithin(
          db,
          {
            type: 'decision',
            text: d.decision,
            reason: d.reason,
            origin: 'explicit',
            source: 'migrated',
            validFrom: d.at,
            receipts: [receipt],
          },
          write,
        );
      }
      for (const a of items.codeAreas) {
        createItemWithin(
          db,
          {
            type: 'code_area',
            text: a.description,
            subjectKey: a.filePath,
            origin: 'explicit',
            source: 'migrated',
            validFrom: a.at,
            receipts: [receipt],
          },
          write,
        );
      }
      db.prepare('INSERT INTO migrated_files (content_hash, path, decisions, code_areas, migrated_at) VALUES (?, ?, ?, ?, ?)').run(
        file.contentHash,
        file.path,
        items.decisions.length,
        items.codeAreas.length,
        ctx.now,
      );
      return true;
    })
    .immediate();
}

export interface AutoMemoryStatement {
  type: 'preference' | 'convention';
  text: string;
  /** 1-based line in the file: the item's provenance. */
  line: number;
}

/**
 * Unit of work: Claude Code's auto-memory file as candidate items with source 'imported' (file and line as the
 * receipt); false when that exact file content was imported before.
 */
export function importAutoMemoryFile(
  db: Db,
  file: { path: string; contentHash: string },
  statements: AutoMemoryStatement[],
  ctx: { actor: Actor; now: number },
): boolean {
  return db
    .transaction(() => {
      if (isMigrated(db, file.contentHash)) return false;
      for (const s of statements) {
        createItemWithin(
          db,
          {
            type: s.type,
            text: s.text,
            origin: 'explicit',
            source: 'imported',
            trust: 'candidate',
            validFrom: ctx.now,
            receipts: [{ kind: 'import', strength: 'stated', rule: 'claude-auto-memory', files: [file.path], quote: `line ${s.line}` }],
          },
          ctx,
        );
      }
      db.prepare('INSERT INTO migrated_files (content_hash, path, decisions, code_areas, migrated_at) VALUES (?, ?, 0, 0, ?)').run(
        file.contentHash,
        file.path,
        ctx.now,
      );
      return true;
    })
    .immediate();
}
