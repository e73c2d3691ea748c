// Panel 3: the same hybrid search as `claude-memory recall`, with facets, and why each hit ranked.
import type { SearchJson } from '../api.js';
import { get } from './api.js';
import { fmtDate, h, replace, shortId } from './dom.js';
import { confirmForget } from './modal.js';

/** What the server sends (src/dashboard/api.ts): its types, so the two cannot drift apart. */
type SearchResult = SearchJson;
type Hit = SearchResult['hits'][number];

const RANK_LABELS: Record<string, string> = { fts: 'keyword', trigram: 'substring', vector: 'vector' };

function hitLink(hit: Hit): string | null {
  if (!hit.session_id) return null;
  const q = new URLSearchParams();
  if (hit.prompt_number != null) q.set('turn', String(hit.prompt_number));
  if (hit.kind === 'tool') q.set('event', hit.id.slice('tool:'.length));
  return `#/session/${encodeURIComponent(hit.session_id)}?${q.toString()}`;
}

export async function renderSearch(root: HTMLElement, params: URLSearchParams, go: (hash: string) => void): Promise<void> {
  const q = params.get('q') ?? '';
  const link = (over: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(over)) v ? next.set(k, v) : next.delete(k);
    return `#/search?${next.toString()}`;
  };
  const box = h('input', {
    type: 'search',
    name: 'q',
    value: q,
    placeholder: 'search everything: prompts, summaries, decisions, tool calls…',
    'aria-label': 'search',
  });
  const since = h('input', { type: 'date', name: 'since', value: params.get('since') ?? '', 'aria-label': 'from' });
  const until = h('input', { type: 'date', name: 'until', value: params.get('until') ?? '', 'aria-label': 'to' });
  const form = h(
    'form',
    {
      class: 'filters',
      onsubmit: (e) => {
        e.preventDefault();
        go(link({ q: box.value, since: since.value, until: until.value }));
      },
    },
    box,
    h('label', null, 'from ', since),
    h('label', null, 'to ', until),
    h('button', { type: 'submit', class: 'primary' }, 'Search'),
  );
  replace(root, h('h1', null, 'Search'), form);
  if (!q.trim()) {
    root.appendChild(
      h(
        'p',
        { class: 'muted' },
        'Type anything: words, a file path, an error message. Keyword search always works; vector similarity joins in when an encoder is installed.',
      ),
    );
    box.focus();
    return;
  }
  const query: Record<string, string> = { q, since: params.get('since') ?? '', until: params.get('until') ?? '' };
  for (const name of ['kind', 'source', 'trust', 'scope']) if (params.get(name)) query[name] = params.get(name)!;
  const r = await get<SearchResult>('/api/search', query);

  const facets = h(
    'aside',
    { class: 'facets' },
    r.facets.map((f) => {
      const chosen = new Set(r.chosen[f.name] ?? []);
      return h(
        'section',
        null,
        h('h4', null, f.label),
        f.values.map((v) =>
          h(
            'label',
            { class: 'facet' },
            h('input', {
              type: 'checkbox',
              name: `${f.name}:${v.value}`,
              checked: chosen.has(v.value),
              onchange: () => {
                chosen.has(v.value) ? chosen.delete(v.value) : chosen.add(v.value);
                go(link({ [f.name]: [...chosen].join(',') }));
              },
            }),
            ` ${v.value} `,
            h('span', { class: 'muted' }, v.count),
          ),
        ),
      );
    }),
  );
  const hits = r.hits.map((hit, i) => {
    const target = hitLink(hit);
    // Below the relevance floor: shown for completeness, set apart and dimmed (prompt injection never shows them).
    const weak = hit.relevant === false;
    const why = Object.entries(hit.ranks ?? {})
      .map(([list, rank]) => `${RANK_LABELS[list] ?? list} #${rank}`)
      .join(' · ');
    const item = h(
      'li',
      { class: weak ? 'hit weak' : 'hit', 'data-testid': 'hit', 'data-relevant': weak ? 'false' : 'true' },
      h(
        'div',
        { class: 'hit-head' },
        h('span', { class: `badge kind-${hit.kind}` }, hit.kind),
        weak
          ? h(
              'span',
              { class: 'badge weak', title: 'it shares too little of the query to count as an answer; prompts are never shown it' },
              'weak match',
            )
          : null,
        hit.source !== 'auto' ? h('span', { class: 'badge' }, hit.source) : null,
        hit.trust ? h('span', { class: `badge trust-${hit.trust}` }, hit.trust === 'candidate' ? 'unconfirmed' : hit.trust) : null,
        hit.scope === 'global'
          ? h('span', { class: 'badge scope-global', title: 'from your global memory: it holds in every project' }, 'global')
          : null,
        h('code', null, hit.id),
        h('span', { class: 'muted' }, fmtDate(hit.created_at)),
        h('span', { class: 'why', title: `score ${hit.score}` }, why),
      ),
      h('p', { class: 'memory-text' }, hit.snippet),
      h(
        'div',
        { class: 'hit-actions' },
        target
          ? h(
              'a',
              { href: target, 'data-testid': 'hit-open' },
              `session ${shortId(hit.session_id!)}${hit.prompt_number != null ? `, turn ${hit.prompt_number}` : ''} →`,
            )
          : null,
        h(
          'button',
          { class: 'small danger', onclick: () => void confirmForget(hit.id, () => go(`${link({})}&t=${Date.now()}`)) },
          'Forget…',
        ),
      ),
    );
    const firstWeak = weak && (i === 0 || r.hits[i - 1].relevant !== false);
    return firstWeak
      ? [
          h(
            'li',
            { class: 'floor', 'data-testid': 'below-floor' },
            'Weaker matches, below the relevance floor: they share too little of the query to be answers.',
          ),
          item,
        ]
      : item;
  });
  const relevantCount = r.hits.filter((x) => x.relevant !== false).length;
  root.appendChild(
    h(
      'div',
      { class: 'search-layout' },
      facets,
      h(
        'div',
        null,
        h(
          'p',
          { class: 'muted', 'data-testid': 'search-summary' },
          `${r.hits.length} of ${r.total} hits (${r.mode === 'hybrid' ? 'keyword + vector' : 'keyword'})` +
            (relevantCount < r.hits.length ? `, ${relevantCount} above the relevance floor` : ''),
        ),
        r.hits.length ? h('ol', { class: 'hits' }, hits) : h('p', null, `No memories match "${q}".`),
      ),
    ),
  );
}
