// The dashboard page: a header with the panels and the project switcher, and a hash router that renders one panel.
import { currentProject, get, setProject } from './api.js';
import { h, replace } from './dom.js';
import { renderHealth, renderTopics } from './health.js';
import { renderKnowledge } from './knowledge.js';
import { renderSearch } from './search.js';
import { renderSessions } from './sessions.js';
import { renderTimeline } from './timeline.js';

const NAV: [string, string][] = [
  ['#/sessions', 'Sessions'],
  ['#/search', 'Search'],
  ['#/knowledge', 'Knowledge'],
  ['#/topics', 'Hot files & topics'],
  ['#/health', 'Health'],
];

const main = h('main', { 'data-testid': 'main' });
const nav = h('nav', null);
const switcher = h('select', { 'aria-label': 'project', name: 'project' });

function go(hash: string): void {
  if (location.hash === hash) void route();
  else location.hash = hash;
}

async function route(): Promise<void> {
  const hash = location.hash || '#/sessions';
  const [pathPart, queryPart = ''] = hash.slice(1).split('?');
  const params = new URLSearchParams(queryPart);
  const segments = pathPart.split('/').filter(Boolean);
  for (const a of nav.querySelectorAll('a')) a.classList.toggle('active', hash.startsWith(a.getAttribute('href') ?? '\0'));
  main.setAttribute('aria-busy', 'true');
  // A new panel starts at its top (a timeline then scrolls to the turn it was asked to show).
  window.scrollTo(0, 0);
  try {
    switch (segments[0]) {
      case 'session':
        await renderTimeline(main, decodeURIComponent(segments[1] ?? ''), params, go);
        break;
      case 'search':
        await renderSearch(main, params, go);
        break;
      case 'knowledge':
        await renderKnowledge(main, params, go);
        break;
      case 'health':
        await renderHealth(main, go);
        break;
      case 'topics':
        await renderTopics(main);
        break;
      default:
        await renderSessions(main, params, go);
    }
  } catch (err) {
    replace(main, h('h1', null, 'Something went wrong'), h('p', { class: 'bad', 'data-testid': 'error' }, (err as Error).message));
  } finally {
    main.setAttribute('aria-busy', 'false');
  }
}

async function start(): Promise<void> {
  const { current: launched, projects } = await get<{ current: string; projects: { key: string; name: string; root: string }[] }>(
    '/api/projects',
  );
  // The project chosen in this tab survives a reload.
  const chosen = sessionStorage.getItem('project');
  const current = chosen && projects.some((p) => p.key === chosen) ? chosen : launched;
  setProject(current);
  replace(
    switcher,
    projects.map((p) => {
      const opt = h('option', { value: p.key, title: p.root || p.key }, p.name + (p.root ? `  (${p.root})` : ''));
      opt.selected = p.key === current;
      return opt;
    }),
  );
  switcher.addEventListener('change', () => {
    setProject(switcher.value);
    sessionStorage.setItem('project', switcher.value);
    go('#/sessions');
  });
  replace(
    nav,
    NAV.map(([href, label]) => h('a', { href }, label)),
  );
  document.body.replaceChildren(
    h(
      'header',
      null,
      h('a', { href: '#/sessions', class: 'brand' }, 'memory'),
      nav,
      h('label', { class: 'switcher' }, 'Project ', switcher),
    ),
    main,
  );
  window.addEventListener('hashchange', () => void route());
  await route();
  document.body.dataset.project = currentProject();
}

void start();
