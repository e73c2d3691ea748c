// `claude-memory sessions migrate`: brings in the JSON session files of the memory's predecessor
// (~/.cce/projects/<name>/sessions/*.json and ~/.claude-context-engine/projects/<name>/sessions/*.json). Decisions and
// code areas become memories with source 'migrated'; each consumed file is archived into that directory's
// migrated.zip and removed only after its import committed. A bad file is reported and left where it is.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import type { ProjectIdentity } from '../paths.js';
import type { Db } from '../store/connection.js';
import { importLegacyFile, type LegacyItems } from '../store/legacy.js';
import { sanitizeText } from './privacy.js';

export const LEGACY_ROOTS = ['.cce/projects', '.claude-context-engine/projects'];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (...values: unknown[]): string => {
  for (const v of values) if (typeof v === 'string' && v.trim()) return sanitizeText(v.trim());
  return '';
};

/** Epoch ms from an ISO string or a number of seconds or milliseconds. */
function toMs(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v < 1e12 ? v * 1000 : v;
  if (typeof v === 'string' && v) {
    const t = Date.parse(v);
    if (!Number.isNaN(t)) return t;
  }
  return null;
}

/** A legacy session file's items; missing fields are fine, other spellings (title/text, path/summary) accepted. */
export function parseLegacySession(json: unknown, fallbackAt: number): { ok: true; items: LegacyItems } | { ok: false; error: string } {
  if (!isObj(json)) return { ok: false, error: 'not a JSON object' };
  const sessionAt = toMs(json.started_at) ?? toMs(json.ended_at) ?? fallbackAt;
  const items: LegacyItems = { decisions: [], codeAreas: [] };
  for (const d of Array.isArray(json.decisions) ? json.decisions : []) {
    const decision = isObj(d) ? text(d.decision, d.title, d.text) : text(d);
    if (!decision) continue;
    items.decisions.push({
      decision,
      reason: isObj(d) ? text(d.reason, d.rationale, d.why) : '',
      at: (isObj(d) && toMs(d.timestamp)) || sessionAt,
    });
  }
  for (const a of Array.isArray(json.code_areas) ? json.code_areas : []) {
    if (!isObj(a)) continue;
    const filePath = text(a.file_path, a.path, a.file);
    const description = text(a.description, a.summary, a.text);
    if (filePath && description) items.codeAreas.push({ filePath, description, at: sessionAt });
  }
  return { ok: true, items };
}

export interface LegacyDir {
  /** The predecessor's project name (the directory name). */
  name: string;
  sessionsDir: string;
  files: string[];
}

/** Every legacy project directory under HOME with session files (or an archive) in it. */
export function findLegacyDirs(home: string): LegacyDir[] {
  const out: LegacyDir[] = [];
  for (const root of LEGACY_ROOTS) {
    let names: string[] = [];
    try {
      names = fs.readdirSync(path.join(home, root)).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const sessionsDir = path.join(home, root, name, 'sessions');
      let files: string[] = [];
      try {
        files = fs
          .readdirSync(sessionsDir)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => path.join(sessionsDir, f));
      } catch {
        continue;
      }
      out.push({ name, sessionsDir, files });
    }
  }
  return out;
}

export interface MigrateReport {
  project: string;
  legacyName: string;
  imported: { file: string; decisions: number; codeAreas: number }[];
  alreadyMigrated: string[];
  bad: { file: string; error: string }[];
  archive: string | null;
}

/** Migrates one legacy directory into a project store; `dryRun` reads and reports without writing anything. */
export function migrateLegacyDir(dir: LegacyDir, project: ProjectIdentity, db: Db, now: number, dryRun: boolean): MigrateReport {
  const report: MigrateReport = { project: project.name, legacyName: dir.name, imported: [], alreadyMigrated: [], bad: [], archive: null };
  const consumed: { file: string; bytes: Buffer }[] = [];
  for (const file of dir.files) {
    let bytes: Buffer;
    let json: unknown;
    try {
      bytes = fs.readFileSync(file);
      json = JSON.parse(bytes.toString('utf8'));
    } catch (err) {
      report.bad.push({ file, error: `unreadable or not JSON: ${(err as Error).message}` });
      continue;
    }
    const parsed = parseLegacySession(json, fs.statSync(file).mtimeMs);
    if (!parsed.ok) {
      report.bad.push({ file, error: parsed.error });
      continue;
    }
    const contentHash = createHash('sha256').update(bytes).digest('hex');
    if (dryRun) {
      report.imported.push({ file, decisions: parsed.items.decisions.length, codeAreas: parsed.items.codeAreas.length });
      continue;
    }
    const fresh = importLegacyFile(db, { path: file, contentHash }, parsed.items, { actor: 'cli', now });
    if (fresh) report.imported.push({ file, decisions: parsed.items.decisions.length, codeAreas: parsed.items.codeAreas.length });
    else report.alreadyMigrated.push(file);
    consumed.push({ file, bytes });
  }
  if (!dryRun && consumed.length) {
    report.archive = archive(path.join(dir.sessionsDir, 'migrated.zip'), consumed);
    // Only now, with the import committed and the archive on disk, do the originals go.
    for (const c of consumed) fs.rmSync(c.file, { force: true });
  }
  return report;
}

/** Adds the files to the zip (written beside it, then renamed over it: a crash leaves the old archive whole). */
function archive(zipFile: string, files: { file: string; bytes: Buffer }[]): string {
  const entries: Record<string, Uint8Array> = fs.existsSync(zipFile) ? unzipSync(fs.readFileSync(zipFile)) : {};
  for (const { file, bytes } of files) {
    let name = path.basename(file);
    for (let i = 2; entries[name] && Buffer.compare(Buffer.from(entries[name]), bytes) !== 0; i++)
      name = `${path.basename(file, '.json')}.${i}.json`;
    entries[name] = new Uint8Array(bytes);
  }
  const tmp = `${zipFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, zipSync(entries), { mode: 0o600 });
  fs.renameSync(tmp, zipFile);
  return zipFile;
}
