// Search facets: each one says how to read its value off a hit and how to narrow a search to chosen values. A new
// facet is one more entry here; the API and the page list whatever this registry holds.
import type { ScopedHit } from '../recall/scoped.js';
import type { SearchFilters } from '../store/search.js';

/** What a search is narrowed by: the store's filters, plus which scopes (stores) are searched. */
export type FacetFilters = SearchFilters & { scopes?: string[] };
type RecallHit = ScopedHit;

export interface Facet {
  /** The query parameter and the key in the response. */
  name: string;
  label: string;
  valueOf(hit: RecallHit): string | null;
  narrow(filters: FacetFilters, values: string[]): FacetFilters;
}

export const FACETS: readonly Facet[] = [
  { name: 'kind', label: 'Kind', valueOf: (h) => h.kind, narrow: (f, values) => ({ ...f, kinds: values }) },
  { name: 'source', label: 'Source', valueOf: (h) => h.source, narrow: (f, values) => ({ ...f, sources: values }) },
  // Only knowledge items have a trust state; captured text (prompts, summaries, tool events) is not counted here.
  { name: 'trust', label: 'Trust', valueOf: (h) => h.trust ?? null, narrow: (f, values) => ({ ...f, trusts: values }) },
  // This project's memory, or the user-wide global one.
  { name: 'scope', label: 'Scope', valueOf: (h) => h.scope, narrow: (f, values) => ({ ...f, scopes: values }) },
];

export interface FacetCounts {
  name: string;
  label: string;
  values: { value: string; count: number }[];
}

/** How many hits carry each value of each facet, most first. */
export function countFacets(hits: readonly RecallHit[]): FacetCounts[] {
  return FACETS.map((facet) => {
    const counts = new Map<string, number>();
    for (const h of hits) {
      const v = facet.valueOf(h);
      if (v != null) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    return {
      name: facet.name,
      label: facet.label,
      values: [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value, count]) => ({ value, count })),
    };
  });
}
