// Panel 4: what the memory knows as curated items. Each section is one entry in SECTIONS (columns, actions), so a
// new kind of knowledge (preferences, conventions, with trust state and provenance) is one more entry.
import { get } from './api.js';
import { fmtDate, h, replace, shortId, type Child } from './dom.js';
import { confirmForget, supersedeForm } from './modal.js';

interface Decision {
  id: number;
  decision: string;
  reason: string;
  source: string;
  status: string;
  supersededBy: number | null;
  sessionId: string | null;
  promptNumber: number | null;
  createdAt: string;
}

interface CodeArea {
  id: number;
  filePath: string;
  description: string;
  source: string;
  sessionId: string | null;
  createdAt: string;
}

interface Knowledge {
  decisions: { rows: Decision[]; total: number };
  codeAreas: { rows: CodeArea[]; total: number };
}

interface Section<T> {
  title: string;
  rows: (k: Knowledge) => { rows: T[]; total: number };
  id: (row: T) => string;
  main: (row: T) => Child;
  facts: (row: T) => Child[];
  actions: (row: T, refresh: () => void) => Child[];
}

const sessionLink = (sessionId: string | null, turn: number | null = null): Child =>
  sessionId ? h('a', { href: `#/session/${encodeURIComponent(sessionId)}${turn != null ? `?turn=${turn}` : ''}` }, `session ${shortId(sessionId)}`) : null;

const forgetButton = (id: string, refresh: () => void) => h('button', { class: 'small danger', onclick: () => void confirmForget(id, refresh) }, 'Forget…');

const DECISIONS: Section<Decision> = {
  title: 'Decisions',
  rows: (k) => k.decisions,
  id: (d) => `decision:${d.id}`,
  main: (d) => [h('p', { class: 'memory-text' }, d.decision), d.reason ? h('p', { class: 'memory-text muted' }, `because ${d.reason}`) : null],
  facts: (d) => [
    h('span', { class: `badge ${d.status}` }, d.status === 'superseded' ? `superseded by decision:${d.supersededBy ?? '?'}` : d.status),
    h('span', { class: 'badge' }, d.source),
    fmtDate(d.createdAt),
    sessionLink(d.sessionId, d.promptNumber),
  ],
  actions: (d, refresh) => [
    d.status === 'active' ? h('button', { class: 'small', onclick: () => supersedeForm(d, refresh) }, 'Supersede…') : null,
    forgetButton(`decision:${d.id}`, refresh),
  ],
};

const CODE_AREAS: Section<CodeArea> = {
  title: 'Code areas',
  rows: (k) => k.codeAreas,
  id: (c) => `code_area:${c.id}`,
  main: (c) => [h('p', null, h('code', null, c.filePath)), h('p', { class: 'memory-text' }, c.description)],
  facts: (c) => [h('span', { class: 'badge' }, c.source), fmtDate(c.createdAt), sessionLink(c.sessionId)],
  actions: (c, refresh) => [forgetButton(`code_area:${c.id}`, refresh)],
};

const SECTIONS = [DECISIONS, CODE_AREAS] as Section<unknown>[];

export async function renderKnowledge(root: HTMLElement, params: URLSearchParams, go: (hash: string) => void): Promise<void> {
  const superseded = params.get('superseded') === '1';
  const k = await get<Knowledge>('/api/knowledge', { superseded: superseded ? '1' : '' });
  const refresh = () => go(`#/knowledge?superseded=${superseded ? 1 : 0}&t=${Date.now()}`);
  replace(
    root,
    h('h1', null, 'Knowledge'),
    h(
      'label',
      { class: 'toggle' },
      h('input', { type: 'checkbox', checked: superseded, onchange: () => go(`#/knowledge?superseded=${superseded ? 0 : 1}`) }),
      ' show superseded decisions',
    ),
    SECTIONS.map((s) => {
      const { rows, total } = s.rows(k);
      return h(
        'section',
        { class: 'knowledge' },
        h('h2', null, `${s.title} (${total})`),
        rows.length
          ? h(
              'ul',
              { class: 'items' },
              rows.map((row) => h('li', { class: 'item', 'data-testid': s.id(row) }, h('div', { class: 'item-main' }, s.main(row)), h('div', { class: 'item-facts' }, h('code', null, s.id(row)), s.facts(row)), h('div', { class: 'item-actions' }, s.actions(row, refresh)))),
            )
          : h('p', { class: 'muted' }, 'None yet.'),
      );
    }),
  );
}
