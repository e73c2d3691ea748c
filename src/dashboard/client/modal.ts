// Confirmations and small forms in a dialog: forget says exactly what it will delete before anything happens.
import { get, post } from './api.js';
import { h, type Child } from './dom.js';

interface ForgetImpact {
  id: string;
  label: string;
  deletes: { what: string; count: number }[];
  unlinks: { what: string; count: number }[];
}

function open(title: string, body: Child, actions: { label: string; primary?: boolean; danger?: boolean; run: () => Promise<void> | void }[]): void {
  const status = h('p', { class: 'modal-status' });
  const close = () => overlay.remove();
  const buttons = actions.map((a) =>
    h(
      'button',
      {
        class: a.danger ? 'danger' : a.primary ? 'primary' : '',
        onclick: async () => {
          for (const b of buttons) b.disabled = true;
          try {
            await a.run();
            close();
          } catch (err) {
            status.textContent = (err as Error).message;
            for (const b of buttons) b.disabled = false;
          }
        },
      },
      a.label,
    ),
  );
  const overlay = h(
    'div',
    { class: 'overlay', 'data-testid': 'modal' },
    h('div', { class: 'modal' }, h('h2', null, title), body, status, h('div', { class: 'modal-actions' }, buttons, h('button', { onclick: close }, 'Cancel'))),
  );
  document.body.appendChild(overlay);
}

/** Asks the server what forgetting `id` deletes, shows it, and forgets only on confirmation. */
export async function confirmForget(id: string, done: () => void): Promise<void> {
  let impact: ForgetImpact;
  try {
    impact = await get<ForgetImpact>('/api/forget', { id });
  } catch (err) {
    open('Cannot forget', h('p', null, (err as Error).message), []);
    return;
  }
  open(
    `Forget ${impact.id} for good?`,
    [
      h('blockquote', { class: 'memory-text' }, impact.label.length > 400 ? `${impact.label.slice(0, 399)}…` : impact.label),
      h('p', null, 'This deletes, with no undo:'),
      h('ul', { 'data-testid': 'forget-deletes' }, impact.deletes.map((d) => h('li', null, `${d.count} ${d.what}`))),
      impact.unlinks.length ? [h('p', null, 'These stay, unlinked:'), h('ul', null, impact.unlinks.map((u) => h('li', null, `${u.count} ${u.what}`)))] : null,
    ],
    [
      {
        label: 'Forget for good',
        danger: true,
        run: async () => {
          await post('/api/forget', { id: impact.id });
          done();
        },
      },
    ],
  );
}

/** Replaces a decision with a corrected one; the old one stays, marked superseded. */
export function supersedeForm(decision: { id: number; decision: string; reason: string }, done: () => void): void {
  const text = h('textarea', { name: 'decision', 'aria-label': 'new decision' });
  text.value = decision.decision;
  const reason = h('textarea', { name: 'reason', 'aria-label': 'reason' });
  reason.value = decision.reason;
  open(
    `Supersede decision:${decision.id}`,
    [
      h('p', null, 'The current decision stays in the memory, marked superseded and pointing at the new one; only the new one is injected and found.'),
      h('label', null, 'New decision', text),
      h('label', null, 'Reason', reason),
    ],
    [
      {
        label: 'Save as the new decision',
        primary: true,
        run: async () => {
          await post(`/api/decisions/${decision.id}/supersede`, { decision: text.value, reason: reason.value });
          done();
        },
      },
    ],
  );
}
