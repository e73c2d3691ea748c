// What travels between a member's project store and the team server, and the two sides' async interface. Sync
// (team/sync.ts) moves changes through these interfaces only: the SQLite side wraps the store's sync units of work
// (store/team.ts), the PostgreSQL side is store/pg/team-server.ts. Both apply the same operations on an item:
// upsert (share or change), forget (tombstone: content deleted everywhere), unshare (back to one machine).

/** A receipt as the team sees it: when, which files, which commit. Never transcript text or local session ids. */
export interface SharedReceipt {
  kind: string;
  strength: 'stated' | 'inferred';
  at: number;
  files: string[];
  commit: string | null;
}

/** An item's content and state as shared. Links between items are by server id (`uid`). */
export interface SharedItem {
  type: string;
  text: string;
  reason: string;
  subjectKey: string;
  trust: string;
  status: string;
  supersededBy: string | null;
  validFrom: number;
  validTo: number | null;
  retractedAt: number | null;
  value: string | null;
  replaces: string | null;
  contrast: string | null;
  polarity: string;
  receipts: SharedReceipt[];
  /** Server ids of items this one is in an open conflict with. */
  conflictsWith: string[];
  /**
   * The item's vector from the sharer's local encoder, with the encoder's id; sent only to a server with pgvector,
   * never pulled (each member searches its own copies with its own vectors).
   */
  embedding?: ItemEmbedding | null;
}

/** A vector and the encoder that made it: vectors of different encoders are never compared. */
export interface ItemEmbedding {
  model: string;
  vector: number[];
}

export type ChangeOp = 'upsert' | 'forget' | 'unshare';

/** A change waiting in a member's outbox. */
export interface OutgoingChange {
  uid: string;
  op: ChangeOp;
  /** The server revision the change was made on; null for an item the server has not seen from this member. */
  baseRev: number | null;
  /** Names the change, so the server recognises a push it already applied (the acknowledgement was lost). */
  opId: string;
  /** The outbox row's version: an acknowledgement removes only the version it pushed. */
  version: number;
  item: SharedItem | null;
}

export type ServerState = 'shared' | 'forgotten' | 'unshared';

/** An item as the server holds it now (forgotten and unshared items have no content: `item` is null). */
export interface ServerChange {
  uid: string;
  seq: number;
  rev: number;
  state: ServerState;
  sharedBy: string;
  updatedBy: string;
  item: SharedItem | null;
}

export type PushOutcome =
  | { uid: string; result: 'applied'; rev: number }
  /** Forgotten or unshared on the server: nothing brings it back; the member applies the server's state. */
  | { uid: string; result: 'gone'; current: ServerChange }
  /** Another member changed it since `baseRev`: the server kept its version; the member records a conflict. */
  | { uid: string; result: 'conflict'; current: ServerChange };

export interface TeamScope {
  team: string;
  project: string;
}

export interface ServerHit {
  uid: string;
  type: string;
  text: string;
  reason: string;
  trust: string;
  sharedBy: string;
  rank: number;
  /** The item as the server holds it now, so recall can keep a copy. */
  change: ServerChange;
}

/**
 * What a member asks for when it pulls: it keeps a bounded part of the team memory, not all of it. Every change after
 * its cursor to an item it holds (edits, tombstones), and the newest `recent` items shared after its cursor.
 */
export interface PullRequest {
  afterSeq: number;
  held: string[];
  recent: number;
}

export interface PullResult {
  /** The newest change of the project on the server when the pull was read: the member's cursor moves here. */
  head: number;
  /** In sequence order, each item at most once. */
  changes: ServerChange[];
}

/** The team server (PostgreSQL). */
export interface TeamServer {
  push(scope: TeamScope, changes: OutgoingChange[]): Promise<PushOutcome[]>;
  pull(scope: TeamScope, request: PullRequest): Promise<PullResult>;
  /** Full-text search; hybrid with `queryVector` when the server has vectors of its model (pgvector). */
  search(scope: TeamScope, query: string, limit: number, queryVector?: ItemEmbedding): Promise<ServerHit[]>;
  /** Whether the server stores item vectors (pgvector installed and enabled by `team init`). Absent: no. */
  vectors?(): Promise<boolean>;
  close(): Promise<void>;
}

/** A member's project store. */
export interface TeamReplica {
  /** The oldest changes waiting; with their items' vectors when `withVectors`. */
  pending(limit: number, withVectors: boolean): Promise<OutgoingChange[]>;
  /** Records what the server said about pushed changes (acknowledged, gone, or in conflict). */
  settle(sent: OutgoingChange[], outcomes: PushOutcome[]): Promise<void>;
  /** What to pull: the cursor, the items held here, how many new items to keep. */
  pullRequest(): Promise<PullRequest>;
  /** Applies pulled changes, moves the cursor to `head` and evicts copies beyond the bounds, in one unit of work. */
  applyPulled(changes: ServerChange[], head: number): Promise<void>;
}
