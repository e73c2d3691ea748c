// Panel 5: health (queue, worker, errors, spool, size, encoder, last capture, the SessionStart digest preview), and
// panel 6: hot files and the topic map, each linking to a search.
import { get, post } from './api.js';
import { fmtBytes, fmtDate, h, replace } from './dom.js';

interface Health {
  status: {
    database: { path: string; bytes: number };
    counts: {
      sessions: number;
      prompts: number;
      toolEvents: number;
      turnSummaries: number;
      decisions: number;
      lastActivityIso: string | null;
    };
    queue: { ready: number; waiting: number; parked: number };
    worker: { running: boolean; pid: number | null };
    spool: { events: number; bytes: number };
    errors: { total: number; last: { at: string; scope: string; message: string }[] };
  };
  queue: { id: number; kind: string; target: string; attempts: number; lastError: string | null; parked: boolean; ready: boolean }[];
  embedder: {
    provider: string;
    model: string;
    vectorWeight: number;
    coverage: { eligible: number; byModel: { model: string; vectors: number }[] };
  };
  digest: { text: string; tokens: number; budget: number };
  team: {
    team: string;
    server: string;
    role: string;
    project: string;
    lastSyncAt: string | null;
    lastError: string | null;
    failures: number;
    outbox: number;
    shared: number;
    sharedByMe: number;
    openConflicts: number;
  } | null;
}

const card = (title: string, value: string | number, note = '') =>
  h(
    'div',
    { class: 'card' },
    h('div', { class: 'card-title' }, title),
    h('div', { class: 'card-value' }, String(value)),
    note ? h('div', { class: 'muted' }, note) : null,
  );

export async function renderHealth(root: HTMLElement, go: (hash: string) => void): Promise<void> {
  const r = await get<Health>('/api/health');
  const s = r.status;
  const vectors = r.embedder.coverage.byModel[0];
  const coverage = r.embedder.coverage.eligible ? Math.round(((vectors?.vectors ?? 0) / r.embedder.coverage.eligible) * 100) : 100;
  const queueRows = r.queue.map((q) =>
    h(
      'tr',
      { 'data-testid': `queue-${q.id}` },
      h('td', null, q.kind),
      h('td', null, h('code', null, q.target)),
      h('td', { class: 'num' }, q.attempts),
      h('td', null, q.parked ? h('span', { class: 'badge failed' }, 'parked') : q.ready ? 'ready' : 'waiting'),
      h('td', { class: 'memory-text' }, q.lastError ?? ''),
      h(
        'td',
        null,
        q.parked || q.attempts > 0
          ? h(
              'button',
              { class: 'small', onclick: async () => (await post(`/api/queue/${q.id}/retry`, {}), go(`#/health?t=${Date.now()}`)) },
              'Retry',
            )
          : null,
      ),
    ),
  );
  replace(
    root,
    h('h1', null, 'Health'),
    h(
      'div',
      { class: 'cards' },
      card(
        'Queue',
        `${s.queue.ready} ready`,
        `${s.queue.waiting} waiting, ${s.queue.parked} parked; worker ${s.worker.running ? `running (pid ${s.worker.pid})` : 'idle'}`,
      ),
      card('Hook errors (7 days)', s.errors.total, 'counted from logs/errors.jsonl'),
      card('Spool', `${s.spool.events} events`, fmtBytes(s.spool.bytes)),
      card('Database', fmtBytes(s.database.bytes), s.database.path),
      card(
        'Encoder',
        r.embedder.provider === 'none' ? 'none (keyword only)' : (vectors?.model ?? r.embedder.model),
        `${coverage}% of ${r.embedder.coverage.eligible} memories have vectors`,
      ),
      card(
        'Last capture',
        fmtDate(s.counts.lastActivityIso),
        `${s.counts.sessions} sessions, ${s.counts.prompts} prompts, ${s.counts.toolEvents} tool events`,
      ),
      r.team
        ? card(
            `Team ${r.team.team}`,
            `${r.team.shared} shared`,
            `${r.team.sharedByMe} by you (${r.team.role}); ${r.team.outbox} waiting to push; last sync ${r.team.lastSyncAt ? fmtDate(r.team.lastSyncAt) : 'never'}${r.team.lastError ? `; failing (${r.team.failures}): ${r.team.lastError}` : ''}${r.team.openConflicts ? `; ${r.team.openConflicts} open conflicts` : ''}`,
          )
        : card('Team', 'not connected', 'claude-memory team connect <postgres-url> --team <name>'),
    ),
    s.errors.last.length
      ? [
          h('h3', null, 'Latest errors'),
          h(
            'ul',
            { class: 'errors' },
            s.errors.last.map((e) => h('li', null, h('span', { class: 'muted' }, `${fmtDate(e.at)} ${e.scope}: `), e.message)),
          ),
        ]
      : null,
    h('h3', null, `Queue (${r.queue.length})`),
    r.queue.length
      ? h(
          'table',
          null,
          h(
            'thead',
            null,
            h(
              'tr',
              null,
              ['Kind', 'Target', 'Attempts', 'State', 'Last error', ''].map((c) => h('th', null, c)),
            ),
          ),
          h('tbody', null, queueRows),
        )
      : h('p', { class: 'muted' }, 'Nothing queued: every turn is summarized.'),
    h('h3', null, 'What the next session would be shown at start'),
    h(
      'p',
      { class: 'muted', 'data-testid': 'digest-tokens' },
      `${r.digest.tokens} of ${r.digest.budget} tokens (injection.sessionStartTokens)`,
    ),
    h('pre', { class: 'memory-text digest' }, r.digest.text || '(nothing yet: the memory is empty)'),
  );
}

interface Topics {
  files: { path: string; turns: number; modified: number }[];
  topics: { term: string; memories: number; related: string[] }[];
}

const searchLink = (q: string) => `#/search?q=${encodeURIComponent(q)}`;

export async function renderTopics(root: HTMLElement): Promise<void> {
  const r = await get<Topics>('/api/topics');
  const max = Math.max(1, ...r.files.map((f) => f.turns));
  replace(
    root,
    h('h1', null, 'Hot files and topics'),
    h(
      'div',
      { class: 'two-col' },
      h(
        'section',
        null,
        h('h2', null, 'Most discussed files'),
        r.files.length
          ? h(
              'ol',
              { class: 'bars' },
              r.files.map((f) =>
                h(
                  'li',
                  null,
                  h('a', { href: searchLink(f.path) }, h('code', null, f.path)),
                  h('span', { class: 'bar', title: `${f.turns} turns` }, h('span', { class: `fill w${Math.round((f.turns / max) * 10)}` })),
                  h('span', { class: 'muted' }, `${f.turns} turns, ${f.modified} modified`),
                ),
              ),
            )
          : h('p', { class: 'muted' }, 'No file facts yet (they come with turn summaries).'),
      ),
      h(
        'section',
        null,
        h('h2', null, 'Topic map'),
        r.topics.length
          ? h(
              'ul',
              { class: 'topics' },
              r.topics.map((t) =>
                h(
                  'li',
                  null,
                  h('a', { href: searchLink(t.term), class: 'topic' }, t.term),
                  h('span', { class: 'muted' }, ` ${t.memories} `),
                  t.related.map((w) => h('a', { href: searchLink(`${t.term} ${w}`), class: 'related' }, w)),
                ),
              ),
            )
          : h('p', { class: 'muted' }, 'Not enough memories yet to find topics.'),
      ),
    ),
  );
}
