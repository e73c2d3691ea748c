// Recall over several scopes at once: the project's store and the user-wide global store. Each store is searched on
// its own terms (its own word statistics and vectors), then the lists are merged: project first, a global hit ahead
// of a project one only when it clearly carries more of the query, and a global item whose content the project
// already holds is dropped (the project's copy speaks for both).
import type { Db } from '../store/connection.js';
import { globalItemId, type Scope, type ScopeFilter } from '../store/kinds.js';
import type { Embedder } from '../embed/embedder.js';
import { findEquivalentItem, findItem, isItemType } from '../store/knowledge.js';
import { docsMissingEmbedding, dropForeignEmbeddings, saveEmbeddings } from '../store/search.js';
import { recall, type RecallDeps, type RecallHit, type RecallOptions, type RecallResult } from './search.js';

export interface ScopedHit extends RecallHit {
  scope: Scope;
  /** Set on a hit from another project (cross-project recall the user opted into): that project's name. */
  project?: string;
}

export interface ScopedResult extends Omit<RecallResult, 'hits'> {
  hits: ScopedHit[];
}

export interface ScopeSource {
  scope: Scope;
  deps: RecallDeps;
  /** Another project's store, searched because the user asked for it: its name, shown on each of its hits. */
  project?: string;
}

/**
 * The stores searched together ask for the same query's vector: each encoder embeds it once (an embedding costs a
 * prompt more than a store's whole keyword search).
 */
function sharingQueryVectors(sources: ScopeSource[]): ScopeSource[] {
  const shared = new Map<Embedder, Embedder>();
  const share = (encoder: Embedder): Embedder => {
    let wrapped = shared.get(encoder);
    if (!wrapped) {
      const asked = new Map<string, Promise<Float32Array[]>>();
      const embed = (texts: string[]) => {
        if (texts.length !== 1) return encoder.embed(texts);
        let vectors = asked.get(texts[0]);
        if (!vectors) asked.set(texts[0], (vectors = encoder.embed(texts)));
        return vectors;
      };
      wrapped = Object.assign(Object.create(encoder) as Embedder, { embed });
      shared.set(encoder, wrapped);
    }
    return wrapped;
  };
  return sources.map((s) => (s.deps.embedder ? { ...s, deps: { ...s.deps, embedder: share(s.deps.embedder) } } : s));
}

/** How much more of the query a global hit must carry to go ahead of the project's next hit. */
const PROJECT_PREFERENCE = 0.15;

export async function recallScoped(
  sources: ScopeSource[],
  query: string,
  opts: RecallOptions,
  scope: ScopeFilter = 'all',
): Promise<ScopedResult> {
  // Team items live in the project's store: 'team' reads it and keeps only what is shared.
  const chosen = sharingQueryVectors(sources).filter(
    (s) => scope === 'all' || s.scope === scope || (scope === 'team' && s.scope === 'project'),
  );
  const project = chosen.find((s) => s.scope === 'project' && !s.project);
  const global = chosen.find((s) => s.scope === 'global');
  const others = chosen.filter((s) => s.project);
  const filters = opts.filters ?? {};
  // The global store holds no sessions or files: a filter on them leaves it out.
  const globalApplies = global && !filters.sessionId && !filters.filePath;
  const [p, g, ...o] = await Promise.all([
    project ? recall(project.deps, query, opts) : null,
    globalApplies ? recall(global.deps, query, opts) : null,
    // A session filter names a session of this project: other projects have none of it.
    ...others.map((s) => (filters.sessionId ? null : recall(s.deps, query, opts))),
  ]);
  const projectHits: ScopedHit[] = (p?.hits ?? []).filter((h) => scope !== 'team' || h.shared_by).map((h) => ({ ...h, scope: 'project' }));
  let globalHits: ScopedHit[] = (g?.hits ?? []).map((h) => inGlobalScope(h));
  let duplicates = 0;
  if (project && global && globalHits.length) {
    const before = globalHits.length;
    globalHits = globalHits.filter((h) => !heldByProject(project.deps.db, global.deps.db, h));
    duplicates = before - globalHits.length;
  }
  const otherHits: ScopedHit[] = o.flatMap((r, i) =>
    (r?.hits ?? []).map((h) => ({ ...h, scope: 'project' as const, project: others[i].project })),
  );
  const hits = mergeScoped(projectHits, otherHits.length ? byStrength([...globalHits, ...otherHits]) : globalHits, opts.limit);
  return {
    hits,
    total: [p, g, ...o].reduce((n, r) => n + (r?.total ?? 0), 0) - duplicates,
    mode: [p, g, ...o].some((r) => r?.mode === 'hybrid') ? 'hybrid' : 'fts',
    relevant: hits.filter((h) => h.relevant).length,
    unknownNames: unknownInAll([p, g, ...o]),
  };
}

/** A name is unknown when no store that was asked holds it. */
function unknownInAll(results: (RecallResult | null)[]): string[] {
  const asked = results.filter((r) => r !== null);
  if (!asked.length) return [];
  return (asked[0].unknownNames ?? []).filter((n) => asked.every((r) => r.unknownNames?.includes(n)));
}

/** Hits of several stores in one list: relevant first, then by how much of the query each carries (stable). */
const byStrength = (hits: ScopedHit[]) => [...hits].sort((a, b) => Number(b.relevant) - Number(a.relevant) || b.relevance - a.relevance);

function inGlobalScope(h: RecallHit): ScopedHit {
  return {
    ...h,
    id: globalItemId(h.id),
    ...(h.superseded_by ? { superseded_by: globalItemId(h.superseded_by) } : {}),
    ...(h.conflicts_with ? { conflicts_with: h.conflicts_with.map(globalItemId) } : {}),
    scope: 'global',
  };
}

/** A global item whose content the project holds as a current item of its own. */
function heldByProject(projectDb: Db, globalDb: Db, hit: ScopedHit): boolean {
  const [kind, ref] = [hit.kind, hit.id.split(':').pop() ?? ''];
  if (!isItemType(kind)) return false;
  const row = findItem(globalDb, kind, ref);
  return row != null && findEquivalentItem(projectDb, row.type, row.text, row.subjectKey) != null;
}

/**
 * Merges two ranked lists, project first. A hit and the superseded hits listed right after it (recall puts a
 * successor just before what it replaced) move as one block, so the pair is never split.
 */
export function mergeScoped(project: ScopedHit[], global: ScopedHit[], limit: number): ScopedHit[] {
  // (`global` is every list beside the project's own: the global memory and any other project asked for.)
  const blocks = (hits: ScopedHit[]) => {
    const out: ScopedHit[][] = [];
    for (const h of hits) {
      const last = out[out.length - 1];
      if (last && h.superseded_by && last[0].id === h.superseded_by) last.push(h);
      else out.push([h]);
    }
    return out;
  };
  const pb = blocks(project);
  const gb = blocks(global);
  const merged: ScopedHit[] = [];
  let i = 0;
  let j = 0;
  while (merged.length < limit && (i < pb.length || j < gb.length)) {
    const takeGlobal = i >= pb.length || (j < gb.length && globalGoesFirst(strongest(gb[j]), strongest(pb[i])));
    merged.push(...(takeGlobal ? gb[j++] : pb[i++]));
  }
  return merged.slice(0, limit);
}

/** A block ranks by its best hit: an old decision that matched well brings its successor up with it. */
const strongest = (block: ScopedHit[]) =>
  block.reduce((best, h) => ((Number(h.relevant) - Number(best.relevant) || h.relevance - best.relevance) > 0 ? h : best));

function globalGoesFirst(g: ScopedHit, p: ScopedHit): boolean {
  if (g.relevant !== p.relevant) return g.relevant;
  return g.relevance > p.relevance + PROJECT_PREFERENCE;
}

/** The global store has no worker of its own: what its few items lack in vectors is embedded when it is searched. */
const GLOBAL_EMBED_BATCH = 32;

export async function embedGlobalItems(db: Db, embedder: Embedder): Promise<number> {
  dropForeignEmbeddings(db, embedder.id);
  const docs = docsMissingEmbedding(db, GLOBAL_EMBED_BATCH);
  if (!docs.length) return 0;
  const vectors = await embedder.embed(docs.map((d) => d.text.slice(0, 2_000)));
  saveEmbeddings(
    db,
    embedder.id,
    docs.map((d, i) => ({ docId: d.docId, vector: vectors[i] })),
  );
  return docs.length;
}
