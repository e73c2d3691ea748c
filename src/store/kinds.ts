// The one registry of memory kinds. Every id the memory shows is `<kind>:<ref>`; this table says, per kind, what a
// ref is, whether it is a knowledge item or captured text, whether search ranks it (and with what prior), whether it
// gets a vector, and so what recall, the MCP schemas, the CLI, explain and forget accept. What each kind does when it
// is located, forgotten (and previewed), explained or matched in the journal is in memory-kinds.ts, a table keyed by
// this one: a kind added here without its behaviour there does not compile.

export interface KindSpec {
  /** What follows the colon: a row id, or a Claude Code session id (which users may shorten to a unique prefix). */
  ref: 'row' | 'session';
  /** Ranked by search (a search_docs.kind). */
  searchable: boolean;
  /** Gets a sentence vector: single utterances only (blends of many sentences sit near every query). */
  vector: boolean;
  /** Rank multiplier at equal relevance (see recall/fuse.ts): what the user chose to keep outranks raw capture. */
  prior: number;
  /** One line for help texts. */
  describe: string;
  /** What a forget preview calls one and many of it ("1 prompt", "3 tool events"). */
  noun: readonly [string, string];
  /**
   * 'item': a knowledge item (a memory_items row, in a project's or the global store; extraction and review apply);
   * 'captured': what a session recorded, or what the worker built from it.
   */
  family: 'item' | 'captured';
  /** Items a user or Claude saves on purpose (`remember`, the MCP save tools). */
  saved?: true;
  /** Items a session follows: the digest shows them first (what was decided, and the house rules). */
  standing?: true;
}

export const MEMORY_KINDS = {
  decision: {
    ref: 'row',
    family: 'item',
    saved: true,
    standing: true,
    searchable: true,
    vector: true,
    prior: 1.15,
    describe: 'a decision and its reason',
    noun: ['decision', 'decisions'],
  },
  // Knowledge items found by extraction or saved: ranked like decisions, a little below.
  preference: {
    ref: 'row',
    family: 'item',
    saved: true,
    standing: true,
    searchable: true,
    vector: true,
    prior: 1.12,
    describe: 'how the user wants things done',
    noun: ['preference', 'preferences'],
  },
  convention: {
    ref: 'row',
    family: 'item',
    saved: true,
    standing: true,
    searchable: true,
    vector: true,
    prior: 1.12,
    describe: 'how this codebase does things',
    noun: ['convention', 'conventions'],
  },
  discovery: {
    ref: 'row',
    family: 'item',
    saved: true,
    searchable: true,
    vector: true,
    prior: 1.1,
    describe: 'a root cause and its fix',
    noun: ['discovery', 'discoveries'],
  },
  code_area: {
    ref: 'row',
    family: 'item',
    searchable: true,
    vector: true,
    prior: 1.0,
    describe: 'what a file or directory is for',
    noun: ['code area', 'code areas'],
  },
  prompt: {
    ref: 'row',
    family: 'captured',
    searchable: true,
    vector: true,
    prior: 1.08,
    describe: 'a prompt the user typed',
    noun: ['prompt', 'prompts'],
  },
  assistant: {
    ref: 'row',
    family: 'captured',
    searchable: true,
    vector: true,
    prior: 1.0,
    describe: "the assistant's text in a turn",
    noun: ['assistant message', 'assistant messages'],
  },
  summary: {
    ref: 'row',
    family: 'captured',
    searchable: true,
    vector: false,
    prior: 1.04,
    describe: 'a turn summary',
    noun: ['turn summary', 'turn summaries'],
  },
  turn: {
    ref: 'row',
    family: 'captured',
    searchable: true,
    vector: false,
    prior: 1.04,
    describe: 'a turn card: the prompt, the reply, files written, commands and their salient output',
    noun: ['turn', 'turns'],
  },
  rollup: {
    ref: 'session',
    family: 'captured',
    searchable: true,
    vector: false,
    prior: 1.04,
    describe: 'a session rollup',
    noun: ['session rollup', 'session rollups'],
  },
  tool: {
    ref: 'row',
    family: 'captured',
    searchable: true,
    vector: true,
    prior: 1.0,
    describe: 'a tool call and its outcome',
    noun: ['tool event', 'tool events'],
  },
  session: {
    ref: 'session',
    family: 'captured',
    searchable: false,
    vector: false,
    prior: 1.0,
    describe: 'a whole session and all that was captured in it',
    noun: ['session', 'sessions'],
  },
} as const satisfies Record<string, KindSpec>;

export type MemoryKind = keyof typeof MEMORY_KINDS;

export const ALL_KINDS = Object.keys(MEMORY_KINDS) as MemoryKind[];
/** Kinds that search ranks, in registry order (for `--kind`, MCP `kinds` filters). */
export const SEARCHABLE_KINDS = ALL_KINDS.filter((k) => MEMORY_KINDS[k].searchable) as [MemoryKind, ...MemoryKind[]];
export const VECTOR_KINDS = ALL_KINDS.filter((k) => MEMORY_KINDS[k].vector);

type KindsWhere<P extends Partial<KindSpec>> = { [K in MemoryKind]: (typeof MEMORY_KINDS)[K] extends P ? K : never }[MemoryKind];
const kindsWhere = <K extends MemoryKind>(keep: (spec: KindSpec) => boolean) => ALL_KINDS.filter((k) => keep(MEMORY_KINDS[k])) as K[];

/** The kinds of knowledge items (memory_items.type), in registry order. */
export type ItemType = KindsWhere<{ family: 'item' }>;
export const ITEM_TYPES = kindsWhere<ItemType>((k) => k.family === 'item') as readonly ItemType[];
export const isItemType = (k: string): k is ItemType => (ITEM_TYPES as readonly string[]).includes(k);
/** What a user or Claude saves on purpose: a decision, preference, convention or discovery. */
export type SavedItemType = KindsWhere<{ saved: true }>;
export const SAVED_ITEM_TYPES = kindsWhere<SavedItemType>((k) => k.saved === true) as readonly SavedItemType[];
/** The item types a session follows: what was decided, and the house rules (preferences and conventions). */
export type StandingItemType = KindsWhere<{ standing: true }>;
export const STANDING_ITEM_TYPES = kindsWhere<StandingItemType>((k) => k.standing === true) as readonly StandingItemType[];

/** "1 prompt", "3 tool events". */
export const countOf = (kind: MemoryKind, n: number): string => `${n} ${MEMORY_KINDS[kind].noun[n === 1 ? 0 : 1]}`;

export function isMemoryKind(kind: string): kind is MemoryKind {
  return Object.hasOwn(MEMORY_KINDS, kind);
}

export interface MemoryId {
  kind: MemoryKind;
  /** A row id (as digits) or a session id / unique prefix. */
  ref: string;
}

export const formatMemoryId = (kind: MemoryKind, ref: string | number): string => `${kind}:${ref}`;

export const MEMORY_ID_EXAMPLES = 'decision:12, tool:7, rollup:<session id>, session:<session id>';

/** Parses `kind:ref`; a bare number is not an id (it would be ambiguous between kinds). */
export function parseMemoryId(text: string): { ok: true; id: MemoryId } | { ok: false; error: string } {
  const at = text.indexOf(':');
  const kind = at < 0 ? '' : text.slice(0, at).trim();
  const ref = at < 0 ? '' : text.slice(at + 1).trim();
  if (!isMemoryKind(kind) || !ref) {
    return {
      ok: false,
      error: `"${text}" is not a memory id (expected <kind>:<ref>, e.g. ${MEMORY_ID_EXAMPLES}; kinds: ${ALL_KINDS.join(', ')})`,
    };
  }
  if (MEMORY_KINDS[kind].ref === 'row' && !/^\d+$/.test(ref))
    return { ok: false, error: `"${text}": a ${kind} id is a number, e.g. ${kind}:12` };
  return { ok: true, id: { kind, ref } };
}

/** Validates a list of kind names (CLI `--kind`, MCP filters): unknown names are an error, never "no matches". */
export function parseKindList(names: string[]): { ok: true; kinds: MemoryKind[] } | { ok: false; error: string } {
  const bad = names.filter((k) => !isMemoryKind(k) || !MEMORY_KINDS[k].searchable);
  if (bad.length)
    return {
      ok: false,
      error: `unknown kind${bad.length > 1 ? 's' : ''} ${bad.map((b) => `"${b}"`).join(', ')} (kinds: ${SEARCHABLE_KINDS.join(', ')})`,
    };
  return { ok: true, kinds: names as MemoryKind[] };
}

// ── Scopes: where an item lives ──
// 'project' items live in the project's store; 'global' ones in the user-wide store and hold in every project. An id
// from the global store is shown (and accepted) with a `global:` prefix, e.g. global:preference:3, so no id is ever
// ambiguous between the two.

export const SCOPES = ['project', 'global'] as const;
export type Scope = (typeof SCOPES)[number];
/** What recall reads: one scope, or project and global together (the default). 'team': the project's items shared with its team. */
export type ScopeFilter = Scope | 'team' | 'all';
export const SCOPE_FILTERS = ['project', 'global', 'team', 'all'] as const;
/** Where a save goes: a scope, or 'team' (the project's store, shared with the project's team). */
export const SAVE_SCOPES = ['project', 'global', 'team'] as const;
export type SaveScope = (typeof SAVE_SCOPES)[number];

const GLOBAL_PREFIX = 'global:';

export const isScopeFilter = (s: string): s is ScopeFilter => (SCOPE_FILTERS as readonly string[]).includes(s);

/** Splits `global:preference:3` into its scope and the id inside that scope's store. */
export function splitScopedId(text: string): { scope: Scope; id: string } {
  const t = text.trim();
  return t.startsWith(GLOBAL_PREFIX) ? { scope: 'global', id: t.slice(GLOBAL_PREFIX.length) } : { scope: 'project', id: t };
}

export const scopedId = (scope: Scope, id: string): string =>
  scope === 'global' && !id.startsWith(GLOBAL_PREFIX) ? `${GLOBAL_PREFIX}${id}` : id;

/** Kinds whose ids name a knowledge item (the ones that live in either scope's store). */
const ITEM_ID = `(?:${ITEM_TYPES.join('|')}):\\d+`;
const WHOLE_ITEM_ID = new RegExp(`^${ITEM_ID}$`);
const ITEM_IDS_IN_TEXT = new RegExp(`(?<![\\w:/])(${ITEM_ID})`, 'g');

/** An item id of the global store as shown outside it (`preference:3` → `global:preference:3`); other ids unchanged. */
export const globalItemId = (id: string): string => (WHOLE_ITEM_ID.test(id) ? scopedId('global', id) : id);

/** Every item id in a text (tool output of a global-store handler) shown with the global prefix. */
export const withGlobalIds = (text: string): string => text.replace(ITEM_IDS_IN_TEXT, `${GLOBAL_PREFIX}$1`);
