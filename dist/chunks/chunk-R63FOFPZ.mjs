import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  createItemWithin
} from "./chunk-BQM4FMEU.mjs";

// src/store/legacy.ts
function isMigrated(db, contentHash) {
  return db.prepare("SELECT 1 FROM migrated_files WHERE content_hash = ?").get(contentHash) !== void 0;
}
function importLegacyFile(db, file, items, ctx) {
  return db.transaction(() => {
    if (isMigrated(db, file.contentHash)) return false;
    const write = { ...ctx, reason: `migrated from ${file.path}` };
    const receipt = { kind: "import", strength: "stated", rule: "legacy-session-file", files: [file.path] };
    for (const d of items.decisions) {
      createItemWithin(
        db,
        {
          type: "decision",
          text: d.decision,
          reason: d.reason,
          origin: "explicit",
          source: "migrated",
          validFrom: d.at,
          receipts: [receipt]
        },
        write
      );
    }
    for (const a of items.codeAreas) {
      createItemWithin(
        db,
        {
          type: "code_area",
          text: a.description,
          subjectKey: a.filePath,
          origin: "explicit",
          source: "migrated",
          validFrom: a.at,
          receipts: [receipt]
        },
        write
      );
    }
    db.prepare("INSERT INTO migrated_files (content_hash, path, decisions, code_areas, migrated_at) VALUES (?, ?, ?, ?, ?)").run(
      file.contentHash,
      file.path,
      items.decisions.length,
      items.codeAreas.length,
      ctx.now
    );
    return true;
  }).immediate();
}
function importAutoMemoryFile(db, file, statements, ctx) {
  return db.transaction(() => {
    if (isMigrated(db, file.contentHash)) return false;
    for (const s of statements) {
      createItemWithin(
        db,
        {
          type: s.type,
          text: s.text,
          origin: "explicit",
          source: "imported",
          trust: "candidate",
          validFrom: ctx.now,
          receipts: [{ kind: "import", strength: "stated", rule: "claude-auto-memory", files: [file.path], quote: `line ${s.line}` }]
        },
        ctx
      );
    }
    db.prepare("INSERT INTO migrated_files (content_hash, path, decisions, code_areas, migrated_at) VALUES (?, ?, 0, 0, ?)").run(
      file.contentHash,
      file.path,
      ctx.now
    );
    return true;
  }).immediate();
}

export {
  importLegacyFile,
  importAutoMemoryFile
};
