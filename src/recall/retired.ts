// Current truth beside old talk. A decision replaced later ("switch from Twilio to Postmark") is closed in the store,
// but the turns that discussed the old value are still the project's history and still match questions about it:
// "how do we send the reminders?" can rank a week-one turn about the Twilio webhook first. Such a hit is shown with
// the item that stands now, so the old value is never read alone as the answer. Pure.
import type { RetiredValue, Successor } from '../store/search.js';
import { termSet } from './terms.js';

const normalized = (text: string) =>
  ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
const HAS_LETTER = /\p{L}/u;
/** Subject words that name no particular setting ("setting slot_capacity" is about slot_capacity). */
const GENERIC_SUBJECT_WORDS = new Set(['setting', 'settings', 'config', 'value', 'the', 'our']);

/** Whether `text` (normalized) names `value`: a whole word run, not a part of a longer word ("render" in "renders"). */
function names(text: string, value: string): boolean {
  const v = normalized(value);
  return v.trim().length >= 3 && text.includes(v);
}

/**
 * The words that name what stands now: its value, all of it or its most distinctive word ("hetzner" of "hetzner
 * cx22"), or, for an item saved in words without a value, the names its text adds to the old one ("Postmark" in
 * "Switch from Twilio SMS to email reminders through Postmark").
 */
function currentNames(r: RetiredValue, successor: Successor): string[] {
  const value = successor.value;
  if (value) {
    const longest = normalized(value)
      .trim()
      .split(' ')
      .filter((w) => HAS_LETTER.test(w))
      .sort((a, b) => b.length - a.length)[0];
    return [normalized(value), ...(longest && longest.length >= 4 ? [` ${longest} `] : [])];
  }
  const old = normalized(`${r.text} ${r.value}`);
  return successor.text
    .split(/\s+/)
    .slice(1)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w.length >= 3 && (/^\p{Lu}/u.test(w) || /\d/.test(w)))
    .map(normalized)
    .filter((w) => !old.includes(w));
}

/**
 * The replacement a unit's text calls for: it names a retired value (a bare figure only beside its setting's name,
 * "SLOT_CAPACITY=12"), not the value now held (the turn that made the switch names both), and the query is about
 * that subject (it shares a word with the old item, its subject or its successor). Newest replacement first;
 * `standing` finds what stands now for a retired value (the store's lookup, asked only for a value the text names).
 */
export function retiredValueNamed(
  text: string,
  retired: readonly RetiredValue[],
  queryTerms: ReadonlySet<string>,
  stems: Map<string, string>,
  standing: (r: RetiredValue) => Successor | undefined,
): Successor | undefined {
  if (!retired.length || !queryTerms.size) return undefined;
  const body = normalized(text);
  for (const r of retired) {
    if (HAS_LETTER.test(r.value)) {
      if (!names(body, r.value)) continue;
    } else {
      const setting = normalized(r.subject)
        .trim()
        .split(' ')
        .filter((w) => w.length >= 3 && !GENERIC_SUBJECT_WORDS.has(w));
      if (!setting.length || !setting.every((w) => body.includes(` ${w} `)) || !body.includes(normalized(r.value))) continue;
    }
    const successor = standing(r);
    if (!successor || currentNames(r, successor).some((n) => body.includes(n))) continue;
    const about = termSet(`${r.subject} ${r.text} ${successor.text}`, stems);
    if ([...queryTerms].some((t) => about.has(t))) return successor;
  }
  return undefined;
}
