// Days and months a query names ("on 13 October, 2023", "in March 2023", "May 3", "2026-05-08"): what was said then
// is ranked as a list of its own (search.ts). Pure.

export interface NamedPeriod {
  /** Epoch ms, inclusive. */
  since: number;
  /** Epoch ms, inclusive. */
  until: number;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** Words a date is written with: capitalised, yet no name of a thing ("in June", "on Friday"). */
export const CALENDAR_WORDS: ReadonlySet<string> = new Set([...MONTHS, ...WEEKDAYS]);
const MONTH = `(${MONTHS.join('|')}|${MONTHS.map((m) => m.slice(0, 3)).join('|')})\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '((?:19|20)\\d\\d)';
const DAY_MS = 86_400_000;
/** A day is searched with a day either side: a time zone puts what was said on one day on the next, in UTC. */
const DAY_SLACK_MS = DAY_MS;

const PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => { year?: number; month: number; day?: number } }[] = [
  { re: /\b((?:19|20)\d\d)-([01]\d)-([0-3]\d)\b/g, read: (m) => ({ year: +m[1], month: +m[2] - 1, day: +m[3] }) },
  {
    re: new RegExp(`\\b${MONTH}\\s+${DAY}(?:,?\\s+${YEAR})?\\b`, 'gi'),
    read: (m) => ({ month: monthOf(m[1]), day: +m[2], year: num(m[3]) }),
  },
  {
    re: new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH},?(?:\\s+${YEAR})?\\b`, 'gi'),
    read: (m) => ({ month: monthOf(m[2]), day: +m[1], year: num(m[3]) }),
  },
  { re: new RegExp(`\\b${MONTH},?\\s+${YEAR}\\b`, 'gi'), read: (m) => ({ month: monthOf(m[1]), year: +m[2] }) },
];

const num = (s: string | undefined) => (s ? Number(s) : undefined);
const monthOf = (s: string) => MONTHS.findIndex((m) => m.startsWith(s.toLowerCase().replace('.', '').slice(0, 3)));

/**
 * The periods a query names, at most `max`: a day (with a day either side) or a month. A date without a year is its
 * latest occurrence up to `now`. "May" alone (a verb as often as a month) names nothing.
 */
export function namedPeriods(query: string, now: number, max = 2): NamedPeriod[] {
  const out: NamedPeriod[] = [];
  const taken: [number, number][] = [];
  for (const { re, read } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(query); m !== null && out.length < max; m = re.exec(query)) {
      const at = m.index;
      if (taken.some(([a, b]) => at < b && a < at + m![0].length)) continue;
      const d = read(m);
      if (d.month < 0 || (d.day != null && (d.day < 1 || d.day > 31))) continue;
      const period = d.day != null ? dayPeriod(d.year, d.month, d.day, now) : monthPeriod(d.year!, d.month);
      if (!period) continue;
      taken.push([at, at + m[0].length]);
      out.push(period);
    }
  }
  return out;
}

function dayPeriod(year: number | undefined, month: number, day: number, now: number): NamedPeriod | null {
  let start = Date.UTC(year ?? new Date(now).getUTCFullYear(), month, day);
  if (year == null && start > now) start = Date.UTC(new Date(now).getUTCFullYear() - 1, month, day);
  if (Number.isNaN(start) || new Date(start).getUTCDate() !== day) return null;
  return { since: start - DAY_SLACK_MS, until: start + DAY_MS + DAY_SLACK_MS - 1 };
}

function monthPeriod(year: number, month: number): NamedPeriod {
  return { since: Date.UTC(year, month, 1) - DAY_SLACK_MS, until: Date.UTC(year, month + 1, 1) + DAY_SLACK_MS - 1 };
}
