// Confirmations and small forms in a dialog: forget says exactly what it will delete before anything happens.
import { get, post } from './api.js';
import { h, type Child } from './dom.js';

interface ForgetImpact {
  id: string;
  label: string;
  deletes: { what: string; count: number }[];
  derivedItems: string[];
  unlinks: { what: string; count: number }[];
}

/** The dialog on screen, if any. */
let closeOpen: (() => void) | null = null;

function open(
  title: string,
  body: Child,
  actions: { label: string; primary?: boolean; danger?: boolean; run: () => Promise<void> | void }[],
): void {
  const status = h('p', { class: 'modal-status' });
  // Escape closes it, and so does leaving the page it was opened on: its buttons act on what that page showed.
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') close();
  };
  const close = () => {
    overlay.remove();
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('hashchange', close);
    if (closeOpen === close) closeOpen = null;
  };
  // Only one dialog at a time: a second one replaces the first.
  closeOpen?.();
  closeOpen = close;
  document.addEventListener('keydown', onKey);
  window.addEventListener('hashchange', close);
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
  const cancel = h('button', { onclick: close }, 'Cancel');
  const overlay = h(
    'div',
    { class: 'overlay', 'data-testid': 'modal', role: 'dialog', 'aria-modal': 'true' },
    h('div', { class: 'modal' }, h('h2', null, title), body, status, h('div', { class: 'modal-actions' }, buttons, cancel)),
  );
  document.body.appendChild(overlay);
  // The safe choice has the focus: Enter never forgets.
  cancel.focus();
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
      h(
        'ul',
        { 'data-testid': 'forget-deletes' },
        impact.deletes.map((d) => h('li', null, `${d.count} ${d.what}`)),
      ),
      impact.derivedItems.length
        ? [
            h('p', null, 'Forgotten with it (inferred only from it):'),
            h(
              'ul',
              { 'data-testid': 'forget-derived' },
              impact.derivedItems.map((id) => h('li', null, h('code', null, id))),
            ),
          ]
        : null,
      impact.unlinks.length
        ? [
            h('p', null, 'These stay, changed:'),
            h(
              'ul',
              null,
              impact.unlinks.map((u) => h('li', null, `${u.count} ${u.what}`)),
            ),
          ]
        : null,
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

/**
 * Edit (the corrected text supersedes the item, same type and subject) or supersede (by a new text, or by another
 * stored item). The old item stays, marked superseded and pointing at its successor.
 */
export function replaceForm(item: { id: string; text: string; reason: string }, mode: 'edit' | 'supersede', done: () => void): void {
  const text = h('textarea', { name: 'text', 'aria-label': 'new text' });
  text.value = item.text;
  const reason = h('textarea', { name: 'reason', 'aria-label': 'reason' });
  reason.value = item.reason;
  const by = h('input', { name: 'by', 'aria-label': 'replacing item', placeholder: 'e.g. decision:12' });
  open(
    mode === 'edit' ? `Edit ${item.id}` : `Supersede ${item.id}`,
    [
      h(
        'p',
        null,
        'The current item stays in the memory, marked superseded and pointing at the new one; only the new one is injected and found.',
      ),
      h('label', null, mode === 'edit' ? 'Corrected text' : 'New text', text),
      h('label', null, 'Reason', reason),
      mode === 'supersede' ? h('label', null, 'Or replace it with an item already stored', by) : null,
    ],
    [
      {
        label: mode === 'edit' ? 'Save the edit' : 'Save the replacement',
        primary: true,
        run: async () => {
          const path = `/api/items/${encodeURIComponent(item.id)}/${mode}`;
          await post(
            path,
            mode === 'supersede' && by.value.trim()
              ? { by: by.value.trim(), reason: reason.value }
              : { text: text.value, reason: reason.value },
          );
          done();
        },
      },
    ],
  );
}
