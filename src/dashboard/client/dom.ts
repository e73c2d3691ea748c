// Building the page without ever parsing HTML: every string becomes a text node, so memory text (which holds code
// and markup) always shows as what it is.
export type Child = Node | string | number | null | undefined | false | Child[];

export interface Props {
  class?: string;
  href?: string;
  title?: string;
  type?: string;
  value?: string;
  placeholder?: string;
  name?: string;
  checked?: boolean;
  disabled?: boolean;
  'data-testid'?: string;
  'data-relevant'?: string;
  'aria-label'?: string;
  'aria-modal'?: string;
  role?: string;
  onclick?: (e: MouseEvent) => void;
  onchange?: (e: Event) => void;
  onsubmit?: (e: SubmitEvent) => void;
  oninput?: (e: Event) => void;
}

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props | null = null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (props) {
    for (const [k, v] of Object.entries(props)) {
      if (v === undefined || v === null || v === false) continue;
      if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v as EventListener);
      else if (k === 'checked' || k === 'disabled' || k === 'value') (el as unknown as Record<string, unknown>)[k] = v;
      else if (k === 'href' && typeof v === 'string' && !/^#|^\/(?!\/)/.test(v))
        continue; // only in-app links
      else el.setAttribute(k, String(v));
    }
  }
  append(el, children);
  return el;
}

function append(el: Node, children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.appendChild(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
}

export function replace(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  append(el, children);
}

export const fmtDate = (ms: number | string | null | undefined): string => {
  if (ms === null || ms === undefined || ms === '') return '—';
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? '—' : d.toISOString().replace('T', ' ').slice(0, 16);
};

export function fmtDuration(ms: number): string {
  if (!(ms > 0)) return '—';
  // Seconds under a minute: most sessions of a quick question last less, and "0 min" says nothing.
  if (ms < 59_500) return `${Math.max(1, Math.round(ms / 1000))} s`;
  const m = Math.round(ms / 60_000);
  if (m < 60) return `${m} min`;
  const hrs = Math.floor(m / 60);
  return hrs < 48 ? `${hrs} h ${m % 60} min` : `${Math.round(hrs / 24)} days`;
}

export function fmtBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

export const shortId = (id: string): string => id.slice(0, 8);
