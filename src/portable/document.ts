// The export document: a versioned JSON file that carries projects' memory between machines. A project is
// recognised on the other machine by its git remote URL when it has one, then by the name of its root directory.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findGitCommonDir } from '../paths.js';
import { ITEM_TYPES, type ItemType } from '../store/kinds.js';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportedProject } from '../store/portable.js';

export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  projects: ({ project: { name: string; root: string; gitRemote: string | null } } & ExportedProject)[];
  /** The user-wide global memory (with `--global` or `--all`). */
  global?: ExportedProject;
}

const ItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(ITEM_TYPES as [ItemType, ...ItemType[]]),
  text: z.string(),
  reason: z.string(),
  subjectKey: z.string(),
  origin: z.enum(['explicit', 'inferred']),
  source: z.string(),
  trust: z.enum(['candidate', 'verified', 'rejected']),
  status: z.enum(['active', 'superseded']),
  supersededBy: z.number().int().nullable(),
  validFrom: z.number(),
  validTo: z.number().nullable(),
  recordedAt: z.number(),
  retractedAt: z.number().nullable(),
  receipts: z.array(z.any()),
});

const SessionSchema = z.object({
  id: z.string().min(1),
  startedAt: z.number(),
  endedAt: z.number().nullable(),
  rollup: z.string().nullable(),
  summaries: z.array(
    z.object({ promptNumber: z.number().int(), summary: z.string(), tier: z.string(), card: z.string().nullable().optional() }),
  ),
  prompts: z.array(z.object({ promptNumber: z.number().int(), text: z.string(), createdAt: z.number() })).optional(),
  replies: z.array(z.object({ promptNumber: z.number().int(), uuid: z.string(), text: z.string(), createdAt: z.number() })).optional(),
  tools: z
    .array(
      z.object({
        promptNumber: z.number().int(),
        toolName: z.string(),
        toolUseId: z.string(),
        success: z.boolean(),
        summary: z.string(),
        error: z.string().nullable(),
        createdAt: z.number(),
        input: z.string().nullable(),
        output: z.string().nullable(),
      }),
    )
    .optional(),
});

const MemorySchema = {
  items: z.array(ItemSchema),
  audit: z.array(z.record(z.string(), z.unknown())),
  tombstones: z.array(z.object({ memoryId: z.string(), contentHash: z.string().nullable(), createdAt: z.number() })),
  hashKey: z.string(),
  sessions: z.array(SessionSchema).optional(),
};

const DocumentSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.number().int(),
  exportedAt: z.string(),
  projects: z.array(
    z.object({
      project: z.object({ name: z.string(), root: z.string(), gitRemote: z.string().nullable() }),
      ...MemorySchema,
    }),
  ),
  global: z.object(MemorySchema).optional(),
});

export class ExportFormatError extends Error {}

/** Reads and checks an export file; a newer format version than this build knows is refused, not guessed at. */
export function readExportDocument(file: string): ExportDocument {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ExportFormatError(`${file} is not a readable JSON export: ${(err as Error).message}`);
  }
  const parsed = DocumentSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ExportFormatError(`${file} is not a claude-memory export: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  if (parsed.data.version > EXPORT_VERSION)
    throw new ExportFormatError(
      `${file} is export version ${parsed.data.version}; this claude-memory reads up to version ${EXPORT_VERSION}: update it`,
    );
  return parsed.data as ExportDocument;
}

/** The project's git remote (origin, else the first), normalized so https and ssh spellings of one repo match. */
export function gitRemoteOf(root: string): string | null {
  const git = findGitCommonDir(root);
  if (!git) return null;
  let config: string;
  try {
    config = fs.readFileSync(path.join(git.commonDir, 'config'), 'utf8');
  } catch {
    return null;
  }
  const remotes = [...config.matchAll(/\[remote "([^"]+)"\]([^[]*)/g)].map((m) => ({
    name: m[1],
    url: /^\s*url\s*=\s*(.+)$/m.exec(m[2])?.[1]?.trim(),
  }));
  const url = (remotes.find((r) => r.name === 'origin') ?? remotes[0])?.url;
  return url ? normalizeRemote(url) : null;
}

export function normalizeRemote(url: string): string {
  return url
    .trim()
    .replace(/^[a-z+]+:\/\//i, '')
    .replace(/^[^@/]+@/, '')
    .replace(/:(?!\d)/, '/')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
}

/** Which local project an exported one is: same git remote, else same root directory name; null when none or several. */
export function matchProject<P extends { root: string; name: string }>(
  exported: { name: string; root: string; gitRemote: string | null },
  local: P[],
): { match: P | null; candidates: P[] } {
  if (exported.gitRemote) {
    const byRemote = local.filter((p) => gitRemoteOf(p.root) === exported.gitRemote);
    if (byRemote.length === 1) return { match: byRemote[0], candidates: byRemote };
    if (byRemote.length > 1) return { match: null, candidates: byRemote };
  }
  const byName = local.filter((p) => path.basename(p.root) === path.basename(exported.root));
  return { match: byName.length === 1 ? byName[0] : null, candidates: byName };
}
