import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall
} from "./chunk-ZUGYISM4.mjs";
import {
  docsMissingEmbedding,
  dropForeignEmbeddings,
  saveEmbeddings
} from "./chunk-LZQ2GSVA.mjs";
import {
  findEquivalentItem,
  findItem
} from "./chunk-BQM4FMEU.mjs";
import {
  globalItemId,
  isItemType
} from "./chunk-IPV3Y5SN.mjs";

// src/recall/scoped.ts
function sharingQueryVectors(sources) {
  const shared = /* @__PURE__ */ new Map();
  const share = (encoder) => {
    let wrapped = shared.get(encoder);
    if (!wrapped) {
      const asked = /* @__PURE__ */ new Map();
      const embed = (texts) => {
        if (texts.length !== 1) return encoder.embed(texts);
        let vectors = asked.get(texts[0]);
        if (!vectors) asked.set(texts[0], vectors = encoder.embed(texts));
        return vectors;
      };
      wrapped = Object.assign(Object.create(encoder), { embed });
      shared.set(encoder, wrapped);
    }
    return wrapped;
  };
  return sources.map((s) => s.deps.embedder ? { ...s, deps: { ...s.deps, embedder: share(s.deps.embedder) } } : s);
}
var PROJECT_PREFERENCE = 0.15;
async function recallScoped(sources, query, opts, scope = "all") {
  const chosen = sharingQueryVectors(sources).filter(
    (s) => scope === "all" || s.scope === scope || scope === "team" && s.scope === "project"
  );
  const project = chosen.find((s) => s.scope === "project" && !s.project);
  const global = chosen.find((s) => s.scope === "global");
  const others = chosen.filter((s) => s.project);
  const filters = opts.filters ?? {};
  const globalApplies = global && !filters.sessionId && !filters.filePath;
  const [p, g, ...o] = await Promise.all([
    project ? recall(project.deps, query, opts) : null,
    globalApplies ? recall(global.deps, query, opts) : null,
    // A session filter names a session of this project: other projects have none of it.
    ...others.map((s) => filters.sessionId ? null : recall(s.deps, query, opts))
  ]);
  const projectHits = (p?.hits ?? []).filter((h) => scope !== "team" || h.shared_by).map((h) => ({ ...h, scope: "project" }));
  let globalHits = (g?.hits ?? []).map((h) => inGlobalScope(h));
  let duplicates = 0;
  if (project && global && globalHits.length) {
    const before = globalHits.length;
    globalHits = globalHits.filter((h) => !heldByProject(project.deps.db, global.deps.db, h));
    duplicates = before - globalHits.length;
  }
  const otherHits = o.flatMap(
    (r, i) => (r?.hits ?? []).map((h) => ({ ...h, scope: "project", project: others[i].project }))
  );
  const hits = mergeScoped(projectHits, otherHits.length ? byStrength([...globalHits, ...otherHits]) : globalHits, opts.limit);
  return {
    hits,
    total: [p, g, ...o].reduce((n, r) => n + (r?.total ?? 0), 0) - duplicates,
    mode: [p, g, ...o].some((r) => r?.mode === "hybrid") ? "hybrid" : "fts",
    relevant: hits.filter((h) => h.relevant).length,
    unknownNames: unknownInAll([p, g, ...o])
  };
}
function unknownInAll(results) {
  const asked = results.filter((r) => r !== null);
  if (!asked.length) return [];
  return (asked[0].unknownNames ?? []).filter((n) => asked.every((r) => r.unknownNames?.includes(n)));
}
var byStrength = (hits) => [...hits].sort((a, b) => Number(b.relevant) - Number(a.relevant) || b.relevance - a.relevance);
function inGlobalScope(h) {
  return {
    ...h,
    id: globalItemId(h.id),
    ...h.superseded_by ? { superseded_by: globalItemId(h.superseded_by) } : {},
    ...h.conflicts_with ? { conflicts_with: h.conflicts_with.map(globalItemId) } : {},
    scope: "global"
  };
}
function heldByProject(projectDb, globalDb, hit) {
  const [kind, ref] = [hit.kind, hit.id.split(":").pop() ?? ""];
  if (!isItemType(kind)) return false;
  const row = findItem(globalDb, kind, ref);
  return row != null && findEquivalentItem(projectDb, row.type, row.text, row.subjectKey) != null;
}
function mergeScoped(project, global, limit) {
  const blocks = (hits) => {
    const out = [];
    for (const h of hits) {
      const last = out[out.length - 1];
      if (last && h.superseded_by && last[0].id === h.superseded_by) last.push(h);
      else out.push([h]);
    }
    return out;
  };
  const pb = blocks(project);
  const gb = blocks(global);
  const merged = [];
  let i = 0;
  let j = 0;
  while (merged.length < limit && (i < pb.length || j < gb.length)) {
    const takeGlobal = i >= pb.length || j < gb.length && globalGoesFirst(strongest(gb[j]), strongest(pb[i]));
    merged.push(...takeGlobal ? gb[j++] : pb[i++]);
  }
  return merged.slice(0, limit);
}
var strongest = (block) => block.reduce((best, h) => (Number(h.relevant) - Number(best.relevant) || h.relevance - best.relevance) > 0 ? h : best);
function globalGoesFirst(g, p) {
  if (g.relevant !== p.relevant) return g.relevant;
  return g.relevance > p.relevance + PROJECT_PREFERENCE;
}
var GLOBAL_EMBED_BATCH = 32;
async function embedGlobalItems(db, embedder) {
  dropForeignEmbeddings(db, embedder.id);
  const docs = docsMissingEmbedding(db, GLOBAL_EMBED_BATCH);
  if (!docs.length) return 0;
  const vectors = await embedder.embed(docs.map((d) => d.text.slice(0, 2e3)));
  saveEmbeddings(
    db,
    embedder.id,
    docs.map((d, i) => ({ docId: d.docId, vector: vectors[i] }))
  );
  return docs.length;
}

export {
  recallScoped,
  mergeScoped,
  embedGlobalItems
};
