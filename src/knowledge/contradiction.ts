// Contradictions among current items: "Use pnpm, never npm" and "We use yarn, not pnpm"; "Retry failed webhooks 5
// times" and "… 8 times". Two such items are never both the truth: the store records an open conflict, both are
// shown with it, publishing withholds both until someone settles it. A save is never read as a silent replacement
// of another item (that is what supersede is for), so what the resolver would call a replacement is a conflict here.
// Pure: text and facets in, the ids of the items contradicted out.
import { tokenize } from '../compress/lexical.js';
import { extractCandidates } from './extract.js';
import { resolve, type KnownItem } from './resolve.js';
import { canonicalValue, isEverydayWord, type KnowledgeKind, SETTING_NOUNS, slotForExactValue, slotForValue } from './subjects.js';

/** A statement as compared here: an item's kind, text and the facets extraction gives it. */
export interface Statement {
  id: number;
  kind: KnowledgeKind;
  text: string;
  subject: string;
  value?: string | null;
  replaces?: string | null;
  contrast?: string | null;
  polarity?: 'positive' | 'negative';
}

export interface StatedFacets {
  subject: string;
  value?: string;
  replaces?: string;
  contrast?: string;
  polarity: 'positive' | 'negative';
}

/** The kinds a project follows, and the ones that contradict each other whatever each was saved as. */
const RULE_KINDS: ReadonlySet<KnowledgeKind> = new Set(['decision', 'preference', 'convention']);

/**
 * What a statement saved in words is about and what it chooses, read as if the user said it: "Use pnpm, never npm"
 * is about the package manager and chooses pnpm. Null when the rules find nothing in it.
 */
export function statedFacets(text: string): StatedFacets | null {
  const found = extractCandidates({ prompt: text }, { maxCandidates: 4 });
  const best = found.find((c) => c.value) ?? found[0];
  if (best?.value) {
    return {
      subject: best.subject,
      value: best.value,
      ...(best.replaces ? { replaces: best.replaces } : {}),
      ...(best.contrast ? { contrast: best.contrast } : {}),
      polarity: best.polarity,
    };
  }
  // A rule written tersely ("Use pnpm, never npm") names its tools: the one it keeps and the one it rules out.
  const named = namedTools(text);
  const kept = named.find((n) => !n.ruledOut);
  if (kept) {
    const out = named.find((n) => n.ruledOut && n.subject === kept.subject);
    return { subject: kept.subject, value: kept.value, ...(out ? { replaces: out.value } : {}), polarity: 'positive' };
  }
  return best ? { subject: best.subject, polarity: best.polarity } : null;
}

const RULED_OUT_BEFORE = /\b(?:never|not|no|don't|do not|avoid|instead of|rather than|without|stop using|no longer)\s+(?:\w+\s+)?$/;

/** The well-known tools a text names, in order, each with its role and whether the text rules it out. */
function namedTools(text: string): { value: string; subject: string; ruledOut: boolean }[] {
  const lower = text.toLowerCase();
  const out: { value: string; subject: string; ruledOut: boolean }[] = [];
  for (const m of lower.matchAll(/[\p{L}\p{N}][\p{L}\p{N}.+_/-]*/gu)) {
    const word = m[0].replace(/[.]+$/, '');
    const slot = isEverydayWord(word) ? undefined : slotForExactValue(word);
    if (!slot || out.some((o) => o.value === canonicalValue(word))) continue;
    out.push({
      value: canonicalValue(word),
      subject: slot.subject,
      ruledOut: RULED_OUT_BEFORE.test(lower.slice(Math.max(0, m.index! - 30), m.index!)),
    });
  }
  return out;
}

const known = (s: Statement): KnownItem => ({
  id: s.id,
  kind: s.kind,
  subject: s.subject,
  text: s.text,
  value: s.value,
  replaces: s.replaces,
  contrast: s.contrast,
  polarity: s.polarity,
});

/** The ids of the current items `item` contradicts (it is not among `current`). */
export function contradicted(item: Statement, current: readonly Statement[]): number[] {
  if (!RULE_KINDS.has(item.kind)) return [];
  const rules = current.filter((c) => c.id !== item.id && RULE_KINDS.has(c.kind));
  const out = new Set<number>();
  for (const c of rules) if (otherValueOfOneChoice(item, c) || quantityRivals(item.text, c.text)) out.add(c.id);
  // The resolver's own reading within the item's kind: a different value of a single-valued slot, an opposite rule, a
  // value its wording retires.
  const r = resolve(
    {
      kind: item.kind,
      subject: item.subject,
      text: item.text,
      value: item.value ?? undefined,
      replaces: item.replaces ?? undefined,
      contrast: item.contrast ?? undefined,
      polarity: item.polarity,
    },
    rules.map(known),
  );
  if (r.outcome === 'conflict' || r.outcome === 'supersedes') for (const id of r.targetIds) out.add(Number(id));
  return [...out];
}

/**
 * Two statements choosing different tools for one single-valued role (the package manager: pnpm or yarn), whichever
 * kind each was saved as; or one naming as its value what the other rules out ("use npm" against "never npm").
 */
function otherValueOfOneChoice(a: Statement, b: Statement): boolean {
  const va = a.value ? canonicalValue(a.value) : undefined;
  const vb = b.value ? canonicalValue(b.value) : undefined;
  if (!va || !vb || va === vb) return false;
  const slot = slotForValue(va);
  if (slot?.cardinality !== 'single' || slotForValue(vb)?.subject !== slot.subject) return false;
  // "Use pnpm" and "pnpm for the monorepo, npm for the docs site" are different scopes; same-subject only.
  return (
    (a.subject === b.subject || a.subject === slot.subject || b.subject === slot.subject) &&
    (a.polarity ?? 'positive') === (b.polarity ?? 'positive')
  );
}

const NUMBER = /(?<![\w.])\d+(?:\.\d+)?(?![\w.]*\d)/g;
/** Past this many content words a sentence is a story, not a rule whose number could be the rule. */
const MAX_RULE_WORDS = 25;

// Words right after a number that say it is no count ("note number 5 about …", "5 of them", "3 or 4").
const NOT_COUNTED = new Set('about for in on at of to with by from and or the a an is are was were than as per if when'.split(' '));
// A setting a number is given to, written before it ("timeout: 30", "retries = 5", "max connections 20").
const SETTING_BEFORE = new RegExp(`\\b(?:${SETTING_NOUNS})\\s*(?:[:=]|is|of|to|at)?\\s*$`, 'i');

/**
 * The content words of a text without its numbers, and what each number counts: the word right after it ("5 times",
 * "30 seconds", "8 retries"), or the setting it is given to ("timeout: 30"). A number that counts nothing (an
 * identifier: "note number 5 about …") does not make a quantity.
 */
function quantities(text: string): { words: Set<string>; numbers: Set<string>; counted: Set<string> } {
  const numbers = new Set<string>();
  const counted = new Set<string>();
  for (const m of text.matchAll(NUMBER)) {
    const end = m.index! + m[0].length;
    const after = /^\s*([\p{L}%]+)/u.exec(text.slice(end))?.[1]?.toLowerCase();
    const setting = SETTING_BEFORE.exec(text.slice(Math.max(0, m.index! - 30), m.index!))?.[0];
    const what = after && !NOT_COUNTED.has(after) ? after.replace(/s$/, '') : setting ? setting.trim().toLowerCase() : undefined;
    if (!what) continue;
    numbers.add(m[0]);
    counted.add(what);
  }
  const words = new Set(tokenize(text.replace(NUMBER, ' ')).filter((w) => !/\d/.test(w)));
  return { words, numbers, counted };
}

/**
 * The same rule with another number: most words shared, a number counting the same thing ("5 times" / "8 times",
 * "timeout: 30 seconds" / "timeout: 10 seconds"), and no number in common.
 */
export function quantityRivals(a: string, b: string): boolean {
  const qa = quantities(a);
  const qb = quantities(b);
  if (!qa.numbers.size || !qb.numbers.size) return false;
  if ([...qa.numbers].some((n) => qb.numbers.has(n))) return false;
  if (qa.words.size > MAX_RULE_WORDS || qb.words.size > MAX_RULE_WORDS) return false;
  if (![...qa.counted].some((w) => qb.counted.has(w))) return false;
  let shared = 0;
  for (const w of qa.words) if (qb.words.has(w)) shared++;
  return shared >= 2 && shared / Math.min(qa.words.size, qb.words.size) >= 0.6;
}
