// Panel 1: sessions, sortable and paged on the server, filtered by date and text.
import { get } from './api.js';
import { fmtDate, fmtDuration, h, replace, shortId } from './dom.js';

interface SessionRow {
  id: string;
  status: string;
  startedAt: number;
  endedAt: number | null;
  durationMs: number;
  prompts: number;
  toolUses: number;
  failures: number;
  rollup: string | null;
}

interface SessionPage {
  rows: SessionRow[];
  total: number;
  offset: number;
  limit: number;
}

const COLUMNS: { key: string | null; label: string }[] = [
  { key: 'started', label: 'Started' },
  { key: 'ended', label: 'Ended' },
  { key: 'duration', label: 'Duration' },
  { key: 'prompts', label: 'Prompts' },
  { key: 'tools', label: 'Tool uses' },
  { key: 'failures', label: 'Failures' },
  { key: 'status', label: 'Status' },
  { key: null, label: 'Rollup' },
];

const num = (n: number) => n.toLocaleString('en');

export async function renderSessions(root: HTMLElement, params: URLSearchParams, go: (hash: string) => void): Promise<void> {
  const sort = params.get('sort') ?? 'started';
  const dir = params.get('dir') ?? 'desc';
  const offset = Number(params.get('offset') ?? 0);
  const page = await get<SessionPage>('/api/sessions', {
    sort,
    dir,
    offset,
    q: params.get('q') ?? '',
    since: params.get('since') ?? '',
    until: params.get('until') ?? '',
  });
  const link = (over: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(over)) next.set(k, String(v));
    return `#/sessions?${next.toString()}`;
  };

  const text = h('input', {
    type: 'search',
    name: 'q',
    placeholder: 'text in the id, cwd, rollup or any memory',
    value: params.get('q') ?? '',
  });
  const since = h('input', { type: 'date', name: 'since', value: params.get('since') ?? '', 'aria-label': 'started from' });
  const until = h('input', { type: 'date', name: 'until', value: params.get('until') ?? '', 'aria-label': 'started until' });
  const filter = h(
    'form',
    {
      class: 'filters',
      onsubmit: (e) => {
        e.preventDefault();
        go(link({ q: text.value, since: since.value, until: until.value, offset: 0 }));
      },
    },
    text,
    h('label', null, 'from ', since),
    h('label', null, 'to ', until),
    h('button', { type: 'submit' }, 'Filter'),
  );

  const head = h(
    'tr',
    null,
    COLUMNS.map((c) =>
      h(
        'th',
        null,
        c.key
          ? h(
              'a',
              {
                href: link({ sort: c.key, dir: sort === c.key && dir === 'desc' ? 'asc' : 'desc', offset: 0 }),
                class: sort === c.key ? `sorted ${dir}` : '',
              },
              c.label,
            )
          : c.label,
      ),
    ),
  );
  const rows = page.rows.map((s) =>
    h(
      'tr',
      { class: 'clickable', 'data-testid': 'session-row', onclick: () => go(`#/session/${encodeURIComponent(s.id)}`) },
      h('td', null, h('a', { href: `#/session/${encodeURIComponent(s.id)}`, title: s.id }, fmtDate(s.startedAt))),
      h('td', null, fmtDate(s.endedAt)),
      h('td', null, fmtDuration(s.durationMs)),
      h('td', { class: 'num' }, s.prompts),
      h('td', { class: 'num' }, s.toolUses),
      h('td', { class: s.failures ? 'num bad' : 'num' }, s.failures),
      h('td', null, h('span', { class: `badge ${s.status}` }, s.status)),
      h(
        'td',
        { class: 'rollup' },
        h('div', { class: 'clamp' }, s.rollup ?? h('span', { class: 'muted' }, `${shortId(s.id)} · not summarized yet`)),
      ),
    ),
  );
  const last = Math.min(page.offset + page.limit, page.total);
  const pager = h(
    'div',
    { class: 'pager' },
    h(
      'span',
      { 'data-testid': 'page-range' },
      page.total ? `${num(page.offset + 1)}–${num(last)} of ${num(page.total)}` : 'no sessions match',
    ),
    page.offset > 0 ? h('a', { href: link({ offset: Math.max(0, page.offset - page.limit) }), class: 'button' }, '← Previous') : null,
    last < page.total
      ? h('a', { href: link({ offset: page.offset + page.limit }), class: 'button', 'data-testid': 'next-page' }, 'Next →')
      : null,
  );
  replace(
    root,
    h('h1', null, 'Sessions'),
    filter,
    pager,
    h('table', { class: 'sessions' }, h('thead', null, head), h('tbody', null, rows)),
  );
}
