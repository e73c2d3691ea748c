import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-WI3QNCVS.mjs";
import {
  EXPORT_FORMAT,
  EXPORT_VERSION
} from "./chunk-7BEVKBHK.mjs";
import "./chunk-ST2ZTIN7.mjs";
import "./chunk-OSKLP5BA.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-XGSTUHQY.mjs";
import "./chunk-R3T3FHGL.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-BQM4FMEU.mjs";
import "./chunk-UOLGFTC5.mjs";
import {
  ITEM_TYPES
} from "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import {
  findGitCommonDir
} from "./chunk-XJMLOSZ2.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/portable/document.ts
import fs from "node:fs";
import path from "node:path";
var ItemSchema = external_exports.object({
  id: external_exports.number().int(),
  type: external_exports.enum(ITEM_TYPES),
  text: external_exports.string(),
  reason: external_exports.string(),
  subjectKey: external_exports.string(),
  origin: external_exports.enum(["explicit", "inferred"]),
  source: external_exports.string(),
  trust: external_exports.enum(["candidate", "verified", "rejected"]),
  status: external_exports.enum(["active", "superseded"]),
  supersededBy: external_exports.number().int().nullable(),
  validFrom: external_exports.number(),
  validTo: external_exports.number().nullable(),
  recordedAt: external_exports.number(),
  retractedAt: external_exports.number().nullable(),
  receipts: external_exports.array(external_exports.any())
});
var SessionSchema = external_exports.object({
  id: external_exports.string().min(1),
  startedAt: external_exports.number(),
  endedAt: external_exports.number().nullable(),
  rollup: external_exports.string().nullable(),
  summaries: external_exports.array(
    external_exports.object({ promptNumber: external_exports.number().int(), summary: external_exports.string(), tier: external_exports.string(), card: external_exports.string().nullable().optional() })
  ),
  prompts: external_exports.array(external_exports.object({ promptNumber: external_exports.number().int(), text: external_exports.string(), createdAt: external_exports.number() })).optional(),
  replies: external_exports.array(external_exports.object({ promptNumber: external_exports.number().int(), uuid: external_exports.string(), text: external_exports.string(), createdAt: external_exports.number() })).optional(),
  tools: external_exports.array(
    external_exports.object({
      promptNumber: external_exports.number().int(),
      toolName: external_exports.string(),
      toolUseId: external_exports.string(),
      success: external_exports.boolean(),
      summary: external_exports.string(),
      error: external_exports.string().nullable(),
      createdAt: external_exports.number(),
      input: external_exports.string().nullable(),
      output: external_exports.string().nullable()
    })
  ).optional()
});
var MemorySchema = {
  items: external_exports.array(ItemSchema),
  audit: external_exports.array(external_exports.record(external_exports.string(), external_exports.unknown())),
  tombstones: external_exports.array(external_exports.object({ memoryId: external_exports.string(), contentHash: external_exports.string().nullable(), createdAt: external_exports.number() })),
  hashKey: external_exports.string(),
  sessions: external_exports.array(SessionSchema).optional()
};
var DocumentSchema = external_exports.object({
  format: external_exports.literal(EXPORT_FORMAT),
  version: external_exports.number().int(),
  exportedAt: external_exports.string(),
  projects: external_exports.array(
    external_exports.object({
      project: external_exports.object({ name: external_exports.string(), root: external_exports.string(), gitRemote: external_exports.string().nullable() }),
      ...MemorySchema
    })
  ),
  global: external_exports.object(MemorySchema).optional()
});
var ExportFormatError = class extends Error {
};
function readExportDocument(file) {
  let json;
  try {
    json = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    throw new ExportFormatError(`${file} is not a readable JSON export: ${err.message}`);
  }
  const parsed = DocumentSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ExportFormatError(`${file} is not a claude-memory export: ${issue?.path.join(".") || "(root)"}: ${issue?.message}`);
  }
  if (parsed.data.version > EXPORT_VERSION)
    throw new ExportFormatError(
      `${file} is export version ${parsed.data.version}; this claude-memory reads up to version ${EXPORT_VERSION}: update it`
    );
  return parsed.data;
}
function gitRemoteOf(root) {
  const git = findGitCommonDir(root);
  if (!git) return null;
  let config;
  try {
    config = fs.readFileSync(path.join(git.commonDir, "config"), "utf8");
  } catch {
    return null;
  }
  const remotes = [...config.matchAll(/\[remote "([^"]+)"\]([^[]*)/g)].map((m) => ({
    name: m[1],
    url: /^\s*url\s*=\s*(.+)$/m.exec(m[2])?.[1]?.trim()
  }));
  const url = (remotes.find((r) => r.name === "origin") ?? remotes[0])?.url;
  return url ? normalizeRemote(url) : null;
}
function normalizeRemote(url) {
  return url.trim().replace(/^[a-z+]+:\/\//i, "").replace(/^[^@/]+@/, "").replace(/:(?!\d)/, "/").replace(/\.git$/, "").replace(/\/+$/, "").toLowerCase();
}
function matchProject(exported, local) {
  if (exported.gitRemote) {
    const byRemote = local.filter((p) => gitRemoteOf(p.root) === exported.gitRemote);
    if (byRemote.length === 1) return { match: byRemote[0], candidates: byRemote };
    if (byRemote.length > 1) return { match: null, candidates: byRemote };
  }
  const byName = local.filter((p) => path.basename(p.root) === path.basename(exported.root));
  return { match: byName.length === 1 ? byName[0] : null, candidates: byName };
}
export {
  ExportFormatError,
  gitRemoteOf,
  matchProject,
  normalizeRemote,
  readExportDocument
};
