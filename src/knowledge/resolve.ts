// The resolver: how a new knowledge candidate relates to the items already held about its subject. Pure and
// deterministic (token overlap, optional vectors, a cardinality table): it returns a decision and never writes.
// Similarity only says "same topic"; only explicit wording or a single-valued slot says "replaces".
import { tokenize } from '../compress/lexical.js';
import { cosine } from '../embed/embedder.js';
import type { Signal } from './extract.js';
import { canonicalValue, cardinalityOf, normalizePhrase, slotForExactValue, type KnowledgeKind } from './subjects.js';

export type ItemId = number | string;

/** What the resolver needs to know about an item already in the store. */
export interface KnownItem {
  id: ItemId;
  kind: KnowledgeKind;
  subject: string;
  text: string;
  value?: string | null;
  replaces?: string | null;
  contrast?: string | null;
  polarity?: 'positive' | 'negative';
  /** When it became true in the project (ISO 8601, UTC). */
  validFrom?: string | null;
  /** Set once superseded: closed items are history and are not resolved against. */
  validTo?: string | null;
  trust?: 'candidate' | 'verified' | 'rejected';
  vector?: Float32Array | readonly number[];
}

/** The new item: an extracted candidate or an explicit save, with the time its evidence was said. */
export interface NewItem {
  kind: KnowledgeKind;
  subject: string;
  text: string;
  value?: string;
  replaces?: string;
  contrast?: string;
  polarity?: 'positive' | 'negative';
  signals?: readonly Signal[];
  /** An explicit save or an explicit supersede by the user: as strong as replacement wording. */
  explicit?: boolean;
  /** When it was said (ISO 8601, UTC); used to order a backfilled statement behind a newer one. */
  at?: string;
  vector?: Float32Array | readonly number[];
}

/**
 * - `equivalent`: the same item said again; add the new provenance to `targetIds[0]`, store nothing new.
 * - `additive`: a new item alongside the others (`related` lists same-subject items, for display).
 * - `supersedes`: store the new item; close `targetIds` (valid_to = the new item's time, superseded_by = new).
 * - `superseded`: the new statement is older than `targetIds[0]`, which already replaced it: store it closed.
 * - `conflict`: same slot, different value, no replacement wording: store the new item and record a conflict with
 *   each of `targetIds`; both stay until someone resolves it.
 */
export type Outcome = 'equivalent' | 'additive' | 'supersedes' | 'superseded' | 'conflict';

export type Reason =
  | 'same_text'
  | 'same_value'
  | 'similar_text'
  | 'similar_vector'
  | 'replacement_language'
  | 'explicit_new_value'
  | 'explicit_reversal'
  | 'older_than_current'
  | 'different_value'
  | 'opposite_statement'
  | 'new_subject'
  | 'distinct_item';

export interface Resolution {
  outcome: Outcome;
  targetIds: ItemId[];
  reason: Reason;
  /** Same-subject items that are neither targets nor rivals: context for review. */
  related: ItemId[];
  /** The best similarity seen (0..1), for explaining the decision. */
  similarity: number;
}

export interface ResolveOptions {
  /** Token Jaccard at or above which two texts of the same subject are the same item. */
  jaccard?: number;
  /** Containment (shared / smaller set) at or above which the shorter text is the same item. */
  containment?: number;
  /** Texts with fewer content tokens than this never merge fuzzily (only exact or same-value matches). */
  minTokens?: number;
  /** Cosine at or above which two vectors of the same subject mean the same item. */
  cosine?: number;
}

export const RESOLVE_DEFAULTS: Required<ResolveOptions> = { jaccard: 0.8, containment: 0.9, minTokens: 4, cosine: 0.93 };

// Kinds that can retire each other's values: "switch from npm to pnpm" ends "we use npm" whatever it was filed as.
const REPLACEABLE_KINDS: ReadonlySet<KnowledgeKind> = new Set(['decision', 'preference', 'convention']);
// A value written in code by a later change is as explicit as "switch to": the code is the record.
const EXPLICIT_SIGNALS: ReadonlySet<Signal> = new Set(['replacement', 'decided', 'standing', 'code_value']);

function normalizedText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function tokenSet(text: string): Set<string> {
  return new Set(tokenize(text));
}

function overlap(a: Set<string>, b: Set<string>): { jaccard: number; containment: number } {
  if (a.size === 0 || b.size === 0) return { jaccard: 0, containment: 0 };
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return { jaccard: shared / (a.size + b.size - shared), containment: shared / Math.min(a.size, b.size) };
}

function canon(v: string | null | undefined): string | undefined {
  return v ? canonicalValue(v) : undefined;
}

/** Same value, or one names the other with extra words ("twilio" and "twilio sms"). */
function sameValue(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  if (a === b) return true;
  const wa = a.split(' ');
  const wb = b.split(' ');
  const [short, long] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  return short.every((w) => long.includes(w));
}

/** A change of value: what it is about, its new value and the value its wording retires. */
interface Change {
  kind: KnowledgeKind;
  subject: string;
  value?: string;
  replaces: string;
  /** The user took the old rule back ("forget what I said about squash merges"): any standing rule naming it ends. */
  retracted?: boolean;
}

/** Crude stem for matching a retracted rule's words: "squash merges" names "PRs are squash-merged". */
const looseStem = (w: string) => w.replace(/(?:ing|ed|es|s)$/, '');

/** Every content word of `phrase` (loosely stemmed) occurs in `text`. */
function namesLoosely(text: string, phrase: string): boolean {
  const have = new Set(
    tokenize(text)
      .flatMap((t) => t.split(/[-/]/))
      .map(looseStem),
  );
  const want = tokenize(phrase)
    .flatMap((t) => t.split(/[-/]/))
    .map(looseStem)
    .filter((w) => w.length > 1);
  return want.length > 0 && want.every((w) => have.has(w));
}

/** A statement as the retiring rule reads it (subject normalized, values canonical). */
interface Stated {
  kind: KnowledgeKind;
  subject: string;
  text: string;
  value?: string;
  replaces?: string;
  polarity: 'positive' | 'negative';
}

/**
 * Whether `change` ends `stated`: it states the retired value, as its value or, about the same subject, in its words;
 * a well-known tool of the changed slot is retired wherever a statement names it ("logs through env_logger" filed
 * under the service's setup), but only by a change to a new tool, and never in a statement that itself retired it or
 * already names the new one ("drop Celery and use procrastinate").
 */
function retires(change: Change, stated: Stated): boolean {
  if (!REPLACEABLE_KINDS.has(change.kind) || !REPLACEABLE_KINDS.has(stated.kind) || stated.polarity !== 'positive') return false;
  let words: string | undefined;
  const named = (v: string) =>
    sameValue(stated.value, v) || (words ??= ` ${normalizedText(stated.text)} `).includes(` ${normalizedText(v)} `);
  if (sameValue(stated.value, change.replaces)) return true;
  if (!stated.value && stated.subject === change.subject && named(change.replaces)) return true;
  // A rule taken back by name ends whichever standing rule says it, whatever subject each was filed under.
  if (change.retracted && stated.kind !== 'decision' && namesLoosely(stated.text, change.replaces)) return true;
  const slotTool = slotForExactValue(change.replaces)?.subject === change.subject;
  return slotTool && change.value !== undefined && named(change.replaces) && !named(change.value) && stated.replaces !== change.replaces;
}

function isCurrent(item: KnownItem): boolean {
  return !item.validTo && item.trust !== 'rejected';
}

/**
 * Compares `candidate` with `existing` (items of the same project; the caller narrows them by subject key or a
 * search, and may pass more: the resolver checks kind and subject itself). Returns what to do; never mutates.
 */
export function resolve(candidate: NewItem, existing: readonly KnownItem[], options: ResolveOptions = {}): Resolution {
  const opts = { ...RESOLVE_DEFAULTS, ...options };
  const current = existing.filter(isCurrent);
  const subject = normalizePhrase(candidate.subject);
  const value = canon(candidate.value);
  const replaces = canon(candidate.replaces);
  const contrast = canon(candidate.contrast);
  const polarity = candidate.polarity ?? 'positive';
  const explicit = candidate.explicit === true || (candidate.signals ?? []).some((s) => EXPLICIT_SIGNALS.has(s));
  const tokens = tokenSet(candidate.text);
  const text = normalizedText(candidate.text);
  // The worker resolves against a pool of hundreds of items: normalize each distinct subject once per call.
  const subjects = new Map<string, string>();
  const subjectOf = (i: KnownItem) => {
    let s = subjects.get(i.subject);
    if (s === undefined) subjects.set(i.subject, (s = normalizePhrase(i.subject)));
    return s;
  };
  const values = new Map<string, string | undefined>();
  const canonicalValue = (v: string | null | undefined) => {
    if (!v) return undefined;
    if (!values.has(v)) values.set(v, canon(v));
    return values.get(v);
  };
  const sameSubject = current.filter((i) => i.kind === candidate.kind && subjectOf(i) === subject);
  let best = 0;

  // 1. The same item said again.
  for (const item of current) {
    if (item.kind !== candidate.kind) continue;
    const itemPolarity = item.polarity ?? 'positive';
    const itemValue = canonicalValue(item.value);
    const subjectMatch = subjectOf(item) === subject;
    // One sentence can state several items ("FastAPI, SQLAlchemy, Postgres"): the same text merges only within a subject.
    if ((subjectMatch || (value && itemValue === value)) && normalizedText(item.text) === text)
      return decision('equivalent', [item.id], 'same_text', sameSubject, 1);
    if (itemPolarity !== polarity) continue;
    if (value && itemValue && value !== itemValue) continue;
    if (subjectMatch && value && itemValue === value && !(replaces && canon(item.replaces) && canon(item.replaces) !== replaces)) {
      return decision('equivalent', [item.id], 'same_value', sameSubject, 1);
    }
    // Similar words about different subjects are different items (one sentence can retire Celery and Redis).
    if (!subjectMatch) continue;
    const itemTokens = tokenSet(item.text);
    const { jaccard, containment } = overlap(tokens, itemTokens);
    best = Math.max(best, jaccard);
    const longEnough = tokens.size >= opts.minTokens && itemTokens.size >= opts.minTokens;
    if (longEnough && (jaccard >= opts.jaccard || containment >= opts.containment)) {
      return decision('equivalent', [item.id], 'similar_text', sameSubject, Math.max(jaccard, containment));
    }
    // Vectors of different models (lengths) are never compared.
    if (longEnough && candidate.vector && item.vector && candidate.vector.length === item.vector.length) {
      const cos = cosine(candidate.vector, item.vector);
      best = Math.max(best, cos);
      if (cos >= opts.cosine) return decision('equivalent', [item.id], 'similar_vector', sameSubject, cos);
    }
  }

  // 2. Wording that retires an old value: "switch from npm to pnpm", "no longer use Redis", "instead of Jest".
  if (replaces) {
    const change = { kind: candidate.kind, subject, value, replaces, retracted: candidate.signals?.includes('retracted') };
    const targets = current.filter((i) =>
      retires(change, {
        kind: i.kind,
        subject: subjectOf(i),
        text: i.text,
        value: canonicalValue(i.value),
        replaces: canonicalValue(i.replaces),
        polarity: i.polarity ?? 'positive',
      }),
    );
    if (targets.length) return timed('replacement_language', targets, candidate, sameSubject, best);
  }

  // 2b. A backfilled statement (an import, a drain out of order) that a newer current item already retired.
  if (candidate.at) {
    const stated = { kind: candidate.kind, subject, text: candidate.text, value, replaces, polarity };
    const newer = current.filter(
      (i) =>
        i.replaces &&
        i.validFrom &&
        i.validFrom > candidate.at! &&
        retires({ kind: i.kind, subject: subjectOf(i), value: canonicalValue(i.value), replaces: canonicalValue(i.replaces)! }, stated),
    );
    if (newer.length) {
      const latest = [...newer].sort((a, b) => (a.validFrom! < b.validFrom! ? 1 : -1))[0];
      return decision('superseded', [latest.id], 'older_than_current', sameSubject, best);
    }
  }

  // 3. A single-valued slot given a different value.
  if (value && cardinalityOf(candidate.kind, subject) === 'single') {
    const rivals = sameSubject.filter((i) => canon(i.value) && canon(i.value) !== value && (i.polarity ?? 'positive') === polarity);
    if (rivals.length) {
      if (explicit) return timed('explicit_new_value', rivals, candidate, sameSubject, best);
      return decision(
        'conflict',
        rivals.map((i) => i.id),
        'different_value',
        sameSubject,
        best,
      );
    }
  }

  // 4. The opposite of an item on the same subject: "always squash" vs "never squash", "tabs over spaces" vs
  //    "spaces over tabs".
  const opposed = sameSubject.filter((i) => {
    const iv = canon(i.value);
    const ic = canon(i.contrast);
    if (value && ((ic && ic === value) || (contrast && iv === contrast))) return true;
    if ((i.polarity ?? 'positive') === polarity) return false;
    if (value && iv) return iv === value;
    const { jaccard, containment } = overlap(tokens, tokenSet(i.text));
    return jaccard >= 0.5 || containment >= 0.75;
  });
  if (opposed.length) {
    if (explicit) return timed('explicit_reversal', opposed, candidate, sameSubject, best);
    return decision(
      'conflict',
      opposed.map((i) => i.id),
      'opposite_statement',
      sameSubject,
      best,
    );
  }

  return decision('additive', [], sameSubject.length ? 'distinct_item' : 'new_subject', sameSubject, best);
}

function decision(
  outcome: Outcome,
  targetIds: ItemId[],
  reason: Reason,
  sameSubject: readonly KnownItem[],
  similarity: number,
): Resolution {
  const targets = new Set(targetIds);
  return {
    outcome,
    targetIds,
    reason,
    related: sameSubject.filter((i) => !targets.has(i.id)).map((i) => i.id),
    similarity: Math.round(similarity * 1000) / 1000,
  };
}

/**
 * Supersession respects world time: a statement older than the current item it would replace (a backfilled
 * import) is stored already closed, pointing at the newer one, as graphiti does for out-of-order episodes.
 */
function timed(
  reason: Reason,
  targets: readonly KnownItem[],
  candidate: NewItem,
  sameSubject: readonly KnownItem[],
  similarity: number,
): Resolution {
  if (candidate.at) {
    const newer = targets.filter((t) => t.validFrom && t.validFrom > candidate.at!);
    if (newer.length === targets.length) {
      const latest = [...newer].sort((a, b) => (a.validFrom! < b.validFrom! ? 1 : -1))[0];
      return decision('superseded', [latest.id], 'older_than_current', sameSubject, similarity);
    }
    targets = targets.filter((t) => !(t.validFrom && t.validFrom > candidate.at!));
  }
  return decision(
    'supersedes',
    targets.map((t) => t.id),
    reason,
    sameSubject,
    similarity,
  );
}
