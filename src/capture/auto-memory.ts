// Claude Code's own auto memory (~/.claude/projects/<project>/memory/MEMORY.md and the *.md notes beside it) brought
// in as items with source 'imported' and the file and line as provenance. A note file is one statement (its
// description, else its first paragraph); MEMORY.md contributes its bullet lines that are not links to the notes.
// Items start as candidates: Claude wrote them, the user has not confirmed them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../store/connection.js';
import { importAutoMemoryFile, type AutoMemoryStatement } from '../store/legacy.js';

/** Where Claude Code keeps a project's auto memory. */
export function autoMemoryDir(home: string, projectRoot: string): string {
  return path.join(home, '.claude', 'projects', projectRoot.replace(/[^a-zA-Z0-9]/g, '-'), 'memory');
}

const TYPES: Record<string, AutoMemoryStatement['type']> = {
  feedback: 'preference',
  user: 'preference',
  project: 'convention',
  reference: 'convention',
};

/** The statements of one auto-memory file (pure). */
export function parseAutoMemory(fileName: string, text: string): AutoMemoryStatement[] {
  const lines = text.split('\n');
  let body = 0;
  const front: Record<string, string> = {};
  if (lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      for (const l of lines.slice(1, end)) {
        const m = /^(\w[\w-]*):\s*(.*)$/.exec(l.trim());
        if (m) front[m[1]] = m[2].replace(/^["']|["']$/g, '');
      }
      body = end + 1;
    }
  }
  if (path.basename(fileName) === 'MEMORY.md') {
    const out: AutoMemoryStatement[] = [];
    lines.forEach((l, i) => {
      const m = /^\s*[-*]\s+(.+)$/.exec(l);
      // An index line pointing at a note file is imported from that file instead.
      if (!m || /\]\([^)]+\.md\)/.test(m[1])) return;
      out.push({ type: 'convention', text: m[1].trim(), line: i + 1 });
    });
    return out;
  }
  const type = TYPES[front.type?.toLowerCase() ?? ''] ?? 'convention';
  if (front.description) return [{ type, text: front.description, line: 1 }];
  const start = lines.findIndex((l, i) => i >= body && l.trim() && !l.trim().startsWith('#'));
  if (start < 0) return [];
  let end = start;
  while (end + 1 < lines.length && lines[end + 1].trim()) end++;
  return [
    {
      type,
      text: lines
        .slice(start, end + 1)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
      line: start + 1,
    },
  ];
}

export interface AutoMemoryReport {
  dir: string;
  files: number;
  imported: number;
  unchanged: number;
}

/** Imports every auto-memory file of the project; a file whose content was imported before is skipped. */
export function importAutoMemory(db: Db, home: string, projectRoot: string, now: number): AutoMemoryReport {
  const dir = autoMemoryDir(home, projectRoot);
  const report: AutoMemoryReport = { dir, files: 0, imported: 0, unchanged: 0 };
  let names: string[] = [];
  try {
    names = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .sort();
  } catch {
    return report;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    report.files++;
    const contentHash = createHash('sha256').update(`auto-memory\0${file}\0${text}`).digest('hex');
    const statements = parseAutoMemory(name, text);
    if (importAutoMemoryFile(db, { path: file, contentHash }, statements, { actor: 'cli', now })) report.imported += statements.length;
    else report.unchanged++;
  }
  return report;
}
