// pantrybox: the development story of the devlog benchmark (issue 7). An invented project, written for this
// repository: six weeks of one developer's Claude Code sessions on a booking app for a food bank's pickup slots.
import { DEFAULT_BASH_DESCRIPTIONS } from '../../devlog-kit/dsl.mjs';

export default {
  name: 'pantrybox',
  description: 'Development story: a Python/FastAPI app that books Saturday pickup slots at a (fictional) Lisbon food bank. One developer, Rita, sixteen sessions from May to June 2026.',
  root: '/home/rita/pantrybox',
  seedKey: 'pantrybox-dev/v1',
  // Lisbon in May and June is WEST (UTC+1)
  utcOffsetHours: 1,
  calendar: { from: '2026-05-04', to: '2026-06-12', weekdaysOnly: true, workHours: [8, 19] },
  bashDescriptions: [
    [/^uv run pytest/, 'Run tests'],
    [/^uv run alembic/, 'Run database migrations'],
    [/^uv (add|remove|lock|tree)/, 'Update dependencies'],
    [/^hey /, 'Load test the endpoint'],
    ...DEFAULT_BASH_DESCRIPTIONS,
  ],
};
