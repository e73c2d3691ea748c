// The hot-files and topic-map panels: pure counting over what the store hands over (turn facts, memory texts).
import { tokenize } from '../compress/lexical.js';
import { isStopWord } from '../recall/terms.js';

export interface HotPath {
  path: string;
  /** Turns that read or modified it. */
  turns: number;
  modified: number;
}

/**
 * The paths most turns touched, from the turns' tool evidence (JSON with filesRead and filesModified); paths under
 * `root` are shown relative to it.
 */
export function hotPaths(evidenceJson: readonly string[], limit: number, root = ''): HotPath[] {
  const prefix = root ? `${root.replace(/\/+$/, '')}/` : null;
  const shown = (p: string) => (prefix && p.startsWith(prefix) ? p.slice(prefix.length) : p);
  const counts = new Map<string, HotPath>();
  for (const json of evidenceJson) {
    let evidence: { filesRead?: unknown; filesModified?: unknown };
    try {
      evidence = JSON.parse(json) as typeof evidence;
    } catch {
      continue;
    }
    const paths = (v: unknown) => (Array.isArray(v) ? v.filter((f): f is string => typeof f === 'string').map(shown) : []);
    const modified = new Set(paths(evidence.filesModified));
    const read = paths(evidence.filesRead);
    for (const p of new Set([...modified, ...read])) {
      const entry = counts.get(p) ?? { path: p, turns: 0, modified: 0 };
      entry.turns++;
      if (modified.has(p)) entry.modified++;
      counts.set(p, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.turns - a.turns || b.modified - a.modified || a.path.localeCompare(b.path)).slice(0, limit);
}

export interface TopicCluster {
  /** The cluster's strongest term: in the most memories among those not already part of a stronger cluster. */
  term: string;
  /** Memories that contain the term. */
  memories: number;
  /** Terms that appear with it far more often than chance (lift), strongest first. */
  related: string[];
}

/**
 * A topic is named by a noun or a name: "parser", "vitest", "billing". Left out by kind of word, in any inflection
 * ("needs", "tries", "running"): function words, the memory's own vocabulary, verbs of doing anything, words that
 * order or hedge a conversation, greetings; and any word that the memories use as a verb (right after a subject or
 * modal: "it runs", "we'd like to deploy").
 */
const WORD_CLASSES: Record<string, readonly string[]> = {
  /** What every summary is made of. */
  memoryVocabulary: ['turn', 'session', 'file', 'prompt', 'memory', 'summary', 'tool', 'call', 'output', 'result', 'step', 'thing'],
  /** Verbs of doing anything: the work, not its subject. */
  genericVerbs: [
    'run',
    'read',
    'edit',
    'use',
    'make',
    'want',
    'think',
    'look',
    'need',
    'try',
    'get',
    'add',
    'change',
    'update',
    'check',
    'see',
    'say',
    'tell',
    'ask',
    'work',
    'start',
    'keep',
    'show',
    'find',
    'help',
    'seem',
    'know',
    'mean',
    'give',
    'take',
    'put',
    'call',
    'come',
    'go',
    'done',
    'note',
    'sound',
    'happen',
    'wonder',
    'remember',
    'decide',
    'mention',
    'fix',
    'answer',
  ],
  /** Words that order, time or hedge what is said. */
  discourse: [
    'next',
    'first',
    'last',
    'then',
    'later',
    'soon',
    'again',
    'today',
    'tomorrow',
    'yesterday',
    'already',
    'always',
    'never',
    'sometimes',
    'often',
    'maybe',
    'perhaps',
    'actually',
    'really',
    'basically',
    'probably',
    'anyway',
    'still',
    'also',
    'sure',
    'right',
    'well',
    'good',
    'great',
    'fine',
    'nice',
    'cool',
    'done',
    'noted',
    'instead',
    'rather',
    'quite',
    'much',
    'many',
    'something',
    'anything',
    'everything',
    'nothing',
    'someone',
    'thing',
    'stuff',
    'way',
    'lot',
    'bit',
    'kind',
    'time',
  ],
  /** Greetings, thanks and other interjections. */
  interjections: [
    'hello',
    'hi',
    'hey',
    'thanks',
    'thank',
    'cheers',
    'bye',
    'goodbye',
    'welcome',
    'sorry',
    'please',
    'ok',
    'okay',
    'yeah',
    'yep',
    'nope',
    'wow',
    'oops',
    'hmm',
  ],
};
const NOT_TOPICS = new Set(Object.values(WORD_CLASSES).flat());

/** A word and the base forms it may be inflected from: "needs" → need, "tries" → try, "running" → run. */
function baseForms(word: string): string[] {
  const forms = [word];
  const strip = (suffix: string, add = '') => {
    if (word.length > suffix.length + 1 && word.endsWith(suffix)) forms.push(word.slice(0, -suffix.length) + add);
  };
  strip('s');
  strip('es');
  strip('ies', 'y');
  strip('ed');
  strip('ed', 'e');
  strip('ied', 'y');
  strip('ing');
  strip('ing', 'e');
  // A doubled consonant before the suffix: "running", "stopped".
  for (const suffix of ['ing', 'ed']) {
    const stem = word.slice(0, -suffix.length);
    if (word.endsWith(suffix) && stem.length > 2 && stem.at(-1) === stem.at(-2)) forms.push(stem.slice(0, -1));
  }
  return forms;
}

const isNotTopic = (word: string) => baseForms(word).some((f) => NOT_TOPICS.has(f) || isStopWord(f));

/** Words after which the next one is a verb: a subject pronoun, a modal or auxiliary, "to". */
const BEFORE_A_VERB = new Set([
  'i',
  'we',
  'you',
  'they',
  'he',
  'she',
  'it',
  "i'll",
  "we'll",
  "you'll",
  "it'll",
  "we'd",
  "i'd",
  'to',
  'will',
  'would',
  'should',
  'can',
  'could',
  'must',
  'may',
  'might',
  'shall',
  'not',
  "don't",
  "doesn't",
  "didn't",
  "won't",
  "can't",
  'let',
  "let's",
]);

/**
 * Words the texts use as verbs more often than not: seen right after a subject or a modal at least as often as
 * elsewhere (each inflection counted with its base form, so "it runs" and "to run" tell on each other).
 */
function verbsOf(texts: readonly string[]): Set<string> {
  const asVerb = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const text of texts) {
    const words = text.toLowerCase().match(/[\p{L}\p{N}_']+/gu) ?? [];
    for (let i = 0; i < words.length; i++) {
      for (const form of new Set(baseForms(words[i]))) {
        seen.set(form, (seen.get(form) ?? 0) + 1);
        if (i > 0 && BEFORE_A_VERB.has(words[i - 1])) asVerb.set(form, (asVerb.get(form) ?? 0) + 1);
      }
    }
  }
  const verbs = new Set<string>();
  for (const [form, n] of asVerb) if (n * 2 >= (seen.get(form) ?? n)) verbs.add(form);
  return verbs;
}

function topicTermsOf(texts: readonly string[]): Set<string>[] {
  const verbs = verbsOf(texts);
  const usedAsVerb = (t: string) => baseForms(t).some((f) => verbs.has(f));
  return texts.map((text) => new Set(tokenize(text).filter((t) => t.length >= 4 && !/^\d+$/.test(t) && !isNotTopic(t) && !usedAsVerb(t))));
}

/**
 * Term clusters: seeds are the terms in the most memories (leaving out those in more than half of them, which
 * are vocabulary, not topics); each seed's related terms are those with the highest lift among terms that
 * co-occur with it at least twice. A term already shown in a stronger cluster seeds no new one.
 */
export function topicClusters(texts: readonly string[], limit: number, relatedPerTopic = 5): TopicCluster[] {
  const docs = topicTermsOf(texts);
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d) df.set(t, (df.get(t) ?? 0) + 1);
  const n = docs.length;
  const seeds = [...df.entries()]
    .filter(([, c]) => c >= 2 && c <= Math.max(2, n / 2))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = new Set<string>();
  const out: TopicCluster[] = [];
  for (const [term, count] of seeds) {
    if (out.length >= limit) break;
    if (shown.has(term)) continue;
    const co = new Map<string, number>();
    for (const d of docs) if (d.has(term)) for (const t of d) if (t !== term) co.set(t, (co.get(t) ?? 0) + 1);
    const related = [...co.entries()]
      .filter(([t, c]) => c >= 2 && !shown.has(t))
      .map(([t, c]) => ({ t, lift: (c * n) / (count * (df.get(t) ?? 1)), c }))
      .filter((r) => r.lift > 1)
      .sort((a, b) => b.lift * Math.log1p(b.c) - a.lift * Math.log1p(a.c) || a.t.localeCompare(b.t))
      .slice(0, relatedPerTopic)
      .map((r) => r.t);
    shown.add(term);
    for (const t of related) shown.add(t);
    out.push({ term, memories: count, related });
  }
  return out;
}
