// Memory must never confirm itself: a sentence that restates what the plugin showed the session ("Last time we decided
// to switch the parser's tests from Jest to Vitest…", said after the decision was injected or recalled) is an echo,
// not evidence. Pure: words in, a verdict out.

export interface ShownMemory {
  id: string;
  text: string;
  /** An item's chosen value and the value it replaced, when it has them (a restatement keeps them; a reversal does not). */
  value?: string | null;
  replaces?: string | null;
}

/** Share of a sentence's content words that a shown memory holds, at or above which the sentence restates it. */
const ECHO_CONTAINMENT = 0.6;
/** Fewer shared content words than this is a coincidence, not a restatement. */
const MIN_SHARED_WORDS = 3;

const STOP = new Set(
  (
    'the a an and or but not no nor of to in on at for with by from as into onto about over under than then that this these those it its ' +
    'is are was were be been being am do does did done have has had will would should could can may might must shall ' +
    'we i you he she they them us me my our your their his her there here what which who whom how why when where while ' +
    'so if because since also just only very really now all any some each every other such too let lets let’s yes ok okay'
  ).split(' '),
);

/** Content words, lower-cased, with a plural or possessive `s` taken off ("parser's tests" → parser, test). */
export function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 3 || STOP.has(raw) || /^\d+$/.test(raw)) continue;
    out.add(raw.length > 4 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw);
  }
  return out;
}

/**
 * What a restatement is compared with: each sentence of a shown memory, and each two in a row. A long memory (a turn's
 * card) holds most words of any sentence on its topic; one of its sentences holding them is a restatement.
 */
function passages(text: string): Set<string>[] {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out = sentences.map(contentWords);
  for (let i = 0; i + 1 < sentences.length; i++) out.push(contentWords(`${sentences[i]} ${sentences[i + 1]}`));
  return out;
}

/** Whether most of a sentence's content words are in one passage of a shown memory. */
function restates(words: Set<string>, shown: readonly Set<string>[]): boolean {
  if (words.size === 0) return false;
  return shown.some((passage) => {
    let shared = 0;
    for (const w of words) if (passage.has(w)) shared++;
    return shared >= Math.min(MIN_SHARED_WORDS, words.size) && shared / words.size >= ECHO_CONTAINMENT;
  });
}

/**
 * The shown memory a sentence restates, or null. A sentence that names another value for the same choice (a
 * reversal: back from Vitest to Jest) is not a restatement, however many words it shares.
 */
export function echoOf(sentence: { text: string; value?: string; replaces?: string }, shown: readonly ShownMemory[]): ShownMemory | null {
  const words = contentWords(sentence.text);
  for (const s of shown) {
    if (sentence.value && s.value && sentence.value !== s.value) continue;
    if (sentence.replaces && s.value && sentence.replaces === s.value) continue;
    if (restates(words, passages(s.text))) return s;
  }
  return null;
}

/** A filter for sentences of a session that was shown these memories: keeps those that are not echoes. */
export function withoutEchoes(shown: readonly ShownMemory[]): (sentence: string) => boolean {
  if (!shown.length) return () => true;
  const shownPassages = shown.flatMap((s) => passages(s.text));
  return (sentence) => !restates(contentWords(sentence), shownPassages);
}
