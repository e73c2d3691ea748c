// The hot-files and topic-map panels: pure counting over what the store hands over (turn facts, memory texts).
import { tokenize } from '../compress/lexical.js';

export interface HotPath {
  path: string;
  /** Turns that read or modified it. */
  turns: number;
  modified: number;
}

/**
 * The paths most turns touched, from the turns' tool evidence (JSON with filesRead and filesModified); paths under
 * `root` are shown relative to it.
 */
export function hotPaths(evidenceJson: readonly string[], limit: number, root = ''): HotPath[] {
  const prefix = root ? `${root.replace(/\/+$/, '')}/` : null;
  const shown = (p: string) => (prefix && p.startsWith(prefix) ? p.slice(prefix.length) : p);
  const counts = new Map<string, HotPath>();
  for (const json of evidenceJson) {
    let evidence: { filesRead?: unknown; filesModified?: unknown };
    try {
      evidence = JSON.parse(json) as typeof evidence;
    } catch {
      continue;
    }
    const paths = (v: unknown) => (Array.isArray(v) ? v.filter((f): f is string => typeof f === 'string').map(shown) : []);
    const modified = new Set(paths(evidence.filesModified));
    const read = paths(evidence.filesRead);
    for (const p of new Set([...modified, ...read])) {
      const entry = counts.get(p) ?? { path: p, turns: 0, modified: 0 };
      entry.turns++;
      if (modified.has(p)) entry.modified++;
      counts.set(p, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.turns - a.turns || b.modified - a.modified || a.path.localeCompare(b.path)).slice(0, limit);
}

export interface TopicCluster {
  /** The cluster's strongest term: in the most memories among those not already part of a stronger cluster. */
  term: string;
  /** Memories that contain the term. */
  memories: number;
  /** Terms that appear with it far more often than chance (lift), strongest first. */
  related: string[];
}

/** Words that are everywhere in summaries and say nothing about a topic. */
const NOISE = new Set([
  'turn',
  'turns',
  'session',
  'sessions',
  'file',
  'files',
  'ran',
  'run',
  'read',
  'edited',
  'used',
  'using',
  'make',
  'made',
  'now',
  'also',
  'still',
  'want',
  'think',
  'look',
  'sure',
]);

const topicTerms = (text: string): Set<string> => new Set(tokenize(text).filter((t) => t.length >= 4 && !/^\d+$/.test(t) && !NOISE.has(t)));

/**
 * Term clusters: seeds are the terms in the most memories (leaving out those in more than half of them, which
 * are vocabulary, not topics); each seed's related terms are those with the highest lift among terms that
 * co-occur with it at least twice. A term already shown in a stronger cluster seeds no new one.
 */
export function topicClusters(texts: readonly string[], limit: number, relatedPerTopic = 5): TopicCluster[] {
  const docs = texts.map(topicTerms);
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d) df.set(t, (df.get(t) ?? 0) + 1);
  const n = docs.length;
  const seeds = [...df.entries()]
    .filter(([, c]) => c >= 2 && c <= Math.max(2, n / 2))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = new Set<string>();
  const out: TopicCluster[] = [];
  for (const [term, count] of seeds) {
    if (out.length >= limit) break;
    if (shown.has(term)) continue;
    const co = new Map<string, number>();
    for (const d of docs) if (d.has(term)) for (const t of d) if (t !== term) co.set(t, (co.get(t) ?? 0) + 1);
    const related = [...co.entries()]
      .filter(([t, c]) => c >= 2 && !shown.has(t))
      .map(([t, c]) => ({ t, lift: (c * n) / (count * (df.get(t) ?? 1)), c }))
      .filter((r) => r.lift > 1)
      .sort((a, b) => b.lift * Math.log1p(b.c) - a.lift * Math.log1p(a.c) || a.t.localeCompare(b.t))
      .slice(0, relatedPerTopic)
      .map((r) => r.t);
    shown.add(term);
    for (const t of related) shown.add(t);
    out.push({ term, memories: count, related });
  }
  return out;
}
