// Panel 2: one session's timeline. Turns expand to their prompt, assistant text and tool events; a tool event
// expands to its raw input and output while retained, and says so plainly once retention deleted them.
import { get } from './api.js';
import { fmtBytes, fmtDate, fmtDuration, h, replace } from './dom.js';
import { confirmForget } from './modal.js';

interface Session {
  id: string;
  cwd: string | null;
  status: string;
  startedAt: number;
  endedAt: number | null;
  exitReason: string | null;
  promptCount: number;
  rollup: string | null;
  rollupTier: string | null;
  toolUses: number;
  failures: number;
}

interface Turn {
  promptNumber: number;
  prompt: string | null;
  summary: string | null;
  tier: string | null;
  toolEvents: { id: number; toolName: string; summary: string; success: boolean }[];
  createdAtIso: string | null;
}

interface TurnDetail {
  prompt: { id: number; text: string; at: string } | null;
  summary: { id: number; text: string; tier: string } | null;
  assistant: { id: number; text: string; agentId: string | null }[];
  toolEvents: { id: number; toolName: string; summary: string; success: boolean; error: string | null; retained: boolean; at: string }[];
}

interface EventDetail {
  id: number;
  toolName: string;
  summary: string;
  error: string | null;
  retention: 'retained' | 'expired';
  retentionDays: number;
  payload: { input: string; output: string; sizeBytes: number; truncated: boolean } | null;
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

async function expandEvent(box: HTMLElement, id: number): Promise<void> {
  if (box.childElementCount) return void box.replaceChildren();
  const e = await get<EventDetail>(`/api/events/${id}`);
  replace(
    box,
    e.error ? h('p', { class: 'bad' }, 'Error: ', h('code', null, e.error)) : null,
    e.payload
      ? [
          h('h4', null, 'Input'),
          h('pre', { 'data-testid': 'event-input' }, prettyJson(e.payload.input)),
          h('h4', null, `Output (${fmtBytes(e.payload.sizeBytes)}${e.payload.truncated ? ', stored cut' : ''})`),
          h('pre', { 'data-testid': 'event-output' }, e.payload.output || '(empty)'),
        ]
      : h(
          'p',
          { class: 'expired', 'data-testid': 'event-expired' },
          `The raw input and output of this call are gone: they are deleted ${e.retentionDays} days after the turn is summarized (retention.rawPayloadDays). Its summary and facts stay.`,
        ),
  );
}

function eventRow(t: TurnDetail['toolEvents'][number], open: boolean): HTMLElement {
  const box = h('div', { class: 'event-detail' });
  const row = h(
    'li',
    { class: 'event', 'data-testid': `event-${t.id}` },
    h(
      'button',
      { class: 'linkish', onclick: () => void expandEvent(box, t.id) },
      h('span', { class: t.success ? 'ok' : 'bad' }, t.success ? '✓ ' : '✗ '),
      h('strong', null, t.toolName),
      ' ',
      t.summary,
      ' ',
      h('span', { class: 'muted' }, `tool:${t.id}${t.retained ? '' : ' · raw payload expired'}`),
    ),
    box,
  );
  if (open) void expandEvent(box, t.id);
  return row;
}

async function expandTurn(box: HTMLElement, sessionId: string, n: number, openEvent?: number): Promise<void> {
  const d = await get<TurnDetail>(`/api/sessions/${encodeURIComponent(sessionId)}/turns/${n}`);
  replace(
    box,
    h('h4', null, 'Prompt'),
    d.prompt
      ? h('pre', { class: 'memory-text', 'data-testid': 'turn-prompt' }, d.prompt.text)
      : h('p', { class: 'muted' }, 'No prompt stored for this turn.'),
    h('h4', null, 'Assistant'),
    d.assistant.length
      ? d.assistant.map((a) => h('pre', { class: 'memory-text' }, a.agentId ? `[subagent ${a.agentId}] ${a.text}` : a.text))
      : h('p', { class: 'muted' }, 'No assistant text stored for this turn.'),
    h('h4', null, `Tool events (${d.toolEvents.length})`),
    h(
      'ul',
      { class: 'events' },
      d.toolEvents.map((t) => eventRow(t, t.id === openEvent)),
    ),
  );
}

export async function renderTimeline(
  root: HTMLElement,
  sessionId: string,
  params: URLSearchParams,
  go: (hash: string) => void,
): Promise<void> {
  const {
    session: s,
    turns,
    totalTurns,
  } = await get<{ session: Session; turns: Turn[]; totalTurns: number }>(`/api/sessions/${encodeURIComponent(sessionId)}`);
  const focusTurn = params.has('turn') ? Number(params.get('turn')) : null;
  const focusEvent = params.has('event') ? Number(params.get('event')) : undefined;
  const meta: [string, string | number][] = [
    ['Status', s.status + (s.exitReason ? ` (${s.exitReason})` : '')],
    ['Started', fmtDate(s.startedAt)],
    ['Ended', fmtDate(s.endedAt)],
    ['Duration', fmtDuration((s.endedAt ?? Date.now()) - s.startedAt)],
    ['Prompts', s.promptCount],
    ['Tool uses', s.toolUses],
    ['Failures', s.failures],
    ['Directory', s.cwd ?? '—'],
  ];
  const turnItems = turns.map((t) => {
    const box = h('div', { class: 'turn-detail' });
    const focused = t.promptNumber === focusTurn;
    const item = h(
      'li',
      { class: focused ? 'turn focused' : 'turn', 'data-testid': `turn-${t.promptNumber}` },
      h(
        'button',
        {
          class: 'linkish turn-head',
          onclick: () => (box.childElementCount ? box.replaceChildren() : void expandTurn(box, s.id, t.promptNumber)),
        },
        h('span', { class: 'turn-no' }, `Turn ${t.promptNumber}`),
        h('span', { class: 'muted' }, fmtDate(t.createdAtIso)),
        t.tier ? h('span', { class: 'badge tier' }, t.tier) : h('span', { class: 'badge' }, 'not summarized'),
        h('span', { class: 'muted' }, `${t.toolEvents.length} tool events`),
      ),
      h('p', { class: 'memory-text' }, t.summary ?? t.prompt ?? ''),
      box,
    );
    if (focused) {
      void expandTurn(box, s.id, t.promptNumber, focusEvent).then(() => item.scrollIntoView({ block: 'start' }));
    }
    return item;
  });
  replace(
    root,
    h('p', null, h('a', { href: '#/sessions' }, '← Sessions')),
    h('h1', null, 'Session ', h('code', null, s.id)),
    h(
      'dl',
      { class: 'meta' },
      meta.map(([k, v]) => [h('dt', null, k), h('dd', null, String(v))]),
    ),
    h('h3', null, 'Rollup', s.rollupTier ? h('span', { class: 'badge tier' }, s.rollupTier) : null),
    h('p', { class: 'memory-text rollup-text' }, s.rollup ?? 'Not written yet (the worker writes it when the session ends).'),
    h(
      'p',
      null,
      h(
        'button',
        { class: 'danger', onclick: () => void confirmForget(`session:${s.id}`, () => go('#/sessions')) },
        'Forget this session…',
      ),
    ),
    h('h3', null, `Turns (${totalTurns})`),
    h('ol', { class: 'turns' }, turnItems),
  );
}
