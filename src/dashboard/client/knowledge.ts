// Panel 4: what the memory knows (decisions, preferences, conventions, discoveries, code areas) and its review: trust,
// provenance and history of each item, the actions verify, reject, edit, supersede and forget, open conflicts side
// by side with their resolve actions, promote to (and demote from) the user-wide global memory, and the audit log as
// a feed. Every action is a call to the server's knowledge write path, which audits it under the actor "dashboard".
import type { ChangesJson, ConflictJson, ItemDetailJson, ItemJson, KnowledgeJson } from '../api.js';
import { get, post } from './api.js';
import { fmtDate, h, replace, shortId, type Child } from './dom.js';
import { confirmForget, replaceForm } from './modal.js';

/** What the server sends (src/dashboard/api.ts): its types, so the two cannot drift apart. */
export type Item = ItemJson;
type Knowledge = KnowledgeJson;
type Detail = ItemDetailJson;
type Change = ChangesJson['rows'][number];
type Receipt = Detail['receipts'][number];
type Conflict = ConflictJson;

const TRUST_LABEL: Record<Item['trust'], string> = { candidate: 'unconfirmed', verified: 'verified', rejected: 'rejected' };
const CHANGES_SHOWN = 50;

const sessionLink = (sessionId: string | null, turn: number | null = null): Child =>
  sessionId
    ? h(
        'a',
        { href: `#/session/${encodeURIComponent(sessionId)}${turn != null ? `?turn=${turn}` : ''}` },
        `session ${shortId(sessionId)}${turn != null ? ` turn ${turn}` : ''}`,
      )
    : null;

const validity = (i: Item) => `valid ${fmtDate(i.validFrom)} → ${i.validTo ? fmtDate(i.validTo) : 'now'}`;

function itemText(i: Item): Child {
  return [
    i.type === 'code_area' ? h('p', null, h('code', null, i.subject)) : null,
    h('p', { class: 'memory-text' }, i.text),
    i.reason ? h('p', { class: 'memory-text muted' }, `because ${i.reason}`) : null,
  ];
}

function itemFacts(i: Item): Child {
  return [
    h('code', null, i.id),
    h('span', { class: `badge trust-${i.trust}`, 'data-testid': 'trust' }, TRUST_LABEL[i.trust]),
    i.status === 'superseded' ? h('span', { class: 'badge superseded' }, `superseded by ${i.supersededBy ?? '?'}`) : null,
    i.team
      ? h(
          'span',
          { class: 'badge team', 'data-testid': 'team', title: `shared with team ${i.team}` },
          `team ${i.team}, shared by ${i.sharedBy ?? '?'}`,
        )
      : null,
    h('span', { class: 'badge', title: 'origin: saved explicitly, or inferred from a session' }, i.origin),
    h('span', { class: 'badge', title: 'source' }, i.source),
    i.globalCopy
      ? h('span', { class: 'badge scope-global', title: 'promoted: it holds in every project' }, `global as ${i.globalCopy}`)
      : null,
    h('span', { class: 'muted' }, validity(i)),
    sessionLink(i.sessionId, i.promptNumber),
  ];
}

/** Runs one review action; a refusal from the store is shown on the item, not thrown away. */
async function act(status: HTMLElement, run: () => Promise<unknown>, refresh: () => void): Promise<void> {
  status.textContent = '';
  try {
    await run();
    refresh();
  } catch (err) {
    status.textContent = (err as Error).message;
  }
}

function itemActions(i: Item, status: HTMLElement, details: HTMLElement, refresh: () => void): Child {
  if (i.scope === 'global') {
    const ref = encodeURIComponent(i.id.slice('global:'.length));
    return [
      h(
        'button',
        { class: 'small', onclick: () => void act(status, () => post(`/api/global/${ref}/demote`, {}), refresh) },
        'Demote into this project',
      ),
      h('button', { class: 'small danger', onclick: () => void confirmForget(i.id, refresh) }, 'Forget…'),
    ];
  }
  const path = `/api/items/${encodeURIComponent(i.id)}`;
  const current = i.status === 'active' && i.trust !== 'rejected';
  return [
    current && !i.globalCopy
      ? h(
          'button',
          {
            class: 'small',
            title: 'copy it to your global memory: it then holds in every project',
            onclick: () => void act(status, () => post(`${path}/promote`, {}), refresh),
          },
          'Promote to global',
        )
      : null,
    i.globalCopy
      ? h(
          'button',
          {
            class: 'small',
            title: 'withdraw the global copy: it holds only here again',
            onclick: () => void act(status, () => post(`${path}/demote`, {}), refresh),
          },
          'Demote',
        )
      : null,
    i.trust === 'candidate'
      ? h('button', { class: 'small primary', onclick: () => void act(status, () => post(`${path}/verify`, {}), refresh) }, 'Verify')
      : null,
    i.trust !== 'rejected'
      ? h('button', { class: 'small', onclick: () => void act(status, () => post(`${path}/reject`, {}), refresh) }, 'Reject')
      : null,
    current ? h('button', { class: 'small', onclick: () => replaceForm(i, 'edit', refresh) }, 'Edit…') : null,
    current ? h('button', { class: 'small', onclick: () => replaceForm(i, 'supersede', refresh) }, 'Supersede…') : null,
    h('button', { class: 'small danger', onclick: () => void confirmForget(i.id, refresh) }, 'Forget…'),
    h(
      'button',
      { class: 'small link', 'data-testid': 'details', onclick: () => void toggleDetails(i.id, details) },
      'Provenance & history',
    ),
  ];
}

function receiptLine(r: Receipt): Child {
  const where = [
    r.rule ? `rule ${r.rule}` : null,
    r.transcriptUuid ? `transcript line ${shortId(r.transcriptUuid)}` : null,
    r.toolUseId ? `tool ${r.toolUseId}` : null,
    r.files.length ? `files ${r.files.join(', ')}` : null,
    r.commit ? `commit ${r.commit}` : null,
  ].filter(Boolean);
  return h(
    'li',
    { 'data-testid': 'receipt' },
    h('span', { class: 'badge' }, r.kind),
    `${r.strength}, by ${r.actor}, ${fmtDate(r.at)} `,
    sessionLink(r.sessionId, r.promptNumber),
    where.length ? ` · ${where.join(' · ')}` : '',
    r.quote ? h('blockquote', { class: 'memory-text' }, r.quote) : null,
  );
}

const changeLine = (c: Change, testid = 'change'): Child =>
  h(
    'li',
    { 'data-testid': testid },
    h('span', { class: 'muted' }, fmtDate(c.at)),
    ' ',
    h('span', { class: `badge actor-${c.actor}` }, c.actor),
    h('strong', null, c.action),
    ' ',
    c.memoryId ? h('code', null, c.memoryId) : null,
    c.reason ? h('span', { class: 'muted' }, ` — ${c.reason}`) : null,
  );

async function toggleDetails(id: string, box: HTMLElement): Promise<void> {
  if (box.childElementCount) {
    box.replaceChildren();
    return;
  }
  const d = await get<Detail>(`/api/items/${encodeURIComponent(id)}`);
  replace(
    box,
    h('h3', null, 'Provenance (receipts)'),
    d.receipts.length ? h('ul', { class: 'receipts' }, d.receipts.map(receiptLine)) : h('p', { class: 'muted' }, 'No receipts.'),
    d.supersedes.length ? h('p', null, `Replaces ${d.supersedes.join(', ')}`) : null,
    h('h3', null, 'History'),
    h(
      'ul',
      { class: 'feed' },
      d.history.map((c) => changeLine(c, 'history')),
    ),
  );
}

function itemCard(i: Item, refresh: () => void): HTMLElement {
  const status = h('p', { class: 'bad item-status' });
  const details = h('div', { class: 'item-details' });
  return h(
    'li',
    { class: `item trust-${i.trust}`, 'data-testid': i.id },
    h('div', { class: 'item-main' }, itemText(i)),
    h('div', { class: 'item-facts' }, itemFacts(i)),
    h('div', { class: 'item-actions' }, itemActions(i, status, details, refresh)),
    status,
    details,
  );
}

/** Both sides of a conflict next to each other, each with the two ways it can win. */
function conflictCard(c: Conflict, refresh: () => void): HTMLElement {
  const status = h('p', { class: 'bad item-status' });
  const side = (mine: Item | null, other: Item | null) =>
    mine
      ? h(
          'div',
          { class: 'side', 'data-testid': 'conflict-side' },
          itemText(mine),
          h('div', { class: 'item-facts' }, itemFacts(mine)),
          other
            ? h(
                'div',
                { class: 'item-actions' },
                h(
                  'button',
                  {
                    class: 'small primary',
                    onclick: () =>
                      void act(status, () => post(`/api/conflicts/${c.id}/resolve`, { winner: mine.id, how: 'supersede' }), refresh),
                  },
                  'Keep this: the other changed',
                ),
                h(
                  'button',
                  {
                    class: 'small',
                    onclick: () =>
                      void act(status, () => post(`/api/conflicts/${c.id}/resolve`, { winner: mine.id, how: 'reject' }), refresh),
                  },
                  'Keep this: the other was wrong',
                ),
              )
            : null,
        )
      : h('div', { class: 'side muted' }, '(forgotten)');
  return h(
    'li',
    { class: 'conflict', 'data-testid': 'conflict' },
    h('p', { class: 'muted' }, `conflict ${c.id} about “${c.subject || 'the same subject'}”, detected ${fmtDate(c.detectedAt)}`),
    h('div', { class: 'sides' }, side(c.a, c.b), side(c.b, c.a)),
    status,
  );
}

export async function renderKnowledge(root: HTMLElement, params: URLSearchParams, go: (hash: string) => void): Promise<void> {
  const superseded = params.get('superseded') === '1';
  const trust = params.get('trust') ?? '';
  const [k, feed] = await Promise.all([
    get<Knowledge>('/api/knowledge', { superseded: superseded ? '1' : '', trust }),
    get<{ rows: Change[]; total: number }>('/api/changes', { limit: CHANGES_SHOWN }),
  ]);
  const here = (over: { superseded?: boolean; trust?: string }) =>
    `#/knowledge?superseded=${(over.superseded ?? superseded) ? 1 : 0}&trust=${over.trust ?? trust}`;
  const refresh = () => go(`${here({})}&t=${Date.now()}`);
  const trustSelect = h(
    'select',
    { name: 'trust', 'aria-label': 'trust', onchange: (e) => go(here({ trust: (e.target as HTMLSelectElement).value })) },
    [
      ['', 'any trust (not rejected)'],
      ['candidate', 'unconfirmed'],
      ['verified', 'verified'],
      ['rejected', 'rejected'],
    ].map(([value, label]) => {
      const o = h('option', { value }, label);
      o.selected = value === trust;
      return o;
    }),
  );
  replace(
    root,
    h('h1', null, 'Knowledge'),
    h(
      'div',
      { class: 'controls' },
      h(
        'label',
        { class: 'toggle' },
        h('input', { type: 'checkbox', checked: superseded, onchange: () => go(here({ superseded: !superseded })) }),
        ' show superseded items',
      ),
      h('label', null, 'Trust ', trustSelect),
    ),
    h(
      'section',
      { class: 'knowledge conflicts' },
      h('h2', null, `Open conflicts (${k.conflicts.length})`),
      k.conflicts.length
        ? h(
            'ul',
            { class: 'items' },
            k.conflicts.map((c) => conflictCard(c, refresh)),
          )
        : h('p', { class: 'muted' }, 'None: nothing contradicts itself.'),
    ),
    k.sections.map((s) =>
      h(
        'section',
        { class: 'knowledge', 'data-testid': `section-${s.type}` },
        h('h2', null, `${s.title} (${s.total})`),
        s.rows.length
          ? h(
              'ul',
              { class: 'items' },
              s.rows.map((row) => itemCard(row, refresh)),
            )
          : h('p', { class: 'muted' }, 'None yet.'),
      ),
    ),
    h(
      'section',
      { class: 'knowledge', 'data-testid': 'section-global' },
      h('h2', null, `Global memory, in every project (${k.global.length})`),
      k.global.length
        ? h(
            'ul',
            { class: 'items' },
            k.global.map((row) => itemCard(row, refresh)),
          )
        : h('p', { class: 'muted' }, 'None yet: promote an item, or save one with `claude-memory remember --global`.'),
    ),
    h(
      'section',
      { class: 'knowledge changes' },
      h('h2', null, `Changes (${feed.total})`),
      h('p', { class: 'muted' }, 'The audit log, newest first: who changed what, and why. It never holds forgotten text.'),
      h(
        'ol',
        { class: 'feed', 'data-testid': 'changes' },
        [...feed.rows].reverse().map((c) => changeLine(c)),
      ),
    ),
  );
}
