// The compression worker: drains pending_compressions for one project store, then embeds whatever search will rank.
// One worker per store (a lease with a heartbeat); each item's result and its acknowledgement commit together.
import { randomUUID } from 'node:crypto';
import type { ToolEvidence, TurnMaterial } from '../compress/candidates.js';
import { compressSession, compressTurn, type CompressDeps } from '../compress/compressor.js';
import { buildTurnCard } from '../compress/turn-card.js';
import type { Config } from '../config.js';
import type { Embedder } from '../embed/embedder.js';
import { withVectorCache } from '../embed/vector-cache.js';
import type { ErrorLog } from '../log.js';
import type { Db } from '../store/connection.js';
import type { TurnEvidence } from '../compress/evidence.js';
import { answeredFromMemory, isTrivialSession, keepSentences } from '../compress/substance.js';
import { echoOf, withoutEchoes } from '../knowledge/echo.js';
import { extractCandidates } from '../knowledge/extract.js';
import { candidateItem, planFor } from '../knowledge/items.js';
import type { ExtractedItem } from '../store/knowledge.js';
import { type ShownText, shownTexts } from '../store/shown-texts.js';
import { loadTurn, sessionMaterial, sweepRawPayloads, turnSummaries, type TurnRow } from '../store/summaries.js';
import {
  acquireLease,
  claimHolders,
  claimNext,
  completeRollup,
  completeTurn,
  deferItem,
  dropItem,
  parseTurnTarget,
  queuedTurnCount,
  leaseHolder,
  recordFailure,
  releaseClaims,
  releaseLease,
  type QueueItem,
} from '../store/queue.js';
import { processRuns, workerId, workerPid } from './worker-id.js';
import { docsMissingEmbedding, dropForeignEmbeddings, saveEmbeddings, turnDocsMissingEmbedding } from '../store/search.js';
import { getSession } from '../store/read.js';
import { ingestTranscript } from '../capture/ingest.js';
import { closeStaleSessions, idleSessionTranscripts } from '../store/capture.js';

export interface WorkerDeps {
  db: Db;
  config: Config;
  log: ErrorLog;
  now: () => number;
  /** Resolves the embedder once; null when none is available. Never called from a hook. */
  embedder: () => Promise<Embedder | null>;
  project?: string;
  /** Runs before each drain; the session's server replays the spool journal here, so journaled tool events land. */
  beforeDrain?: () => void;
  /** Runs after each background drain (the team sync, with its own backoff); must not throw. */
  afterDrain?: () => Promise<void>;
}

export interface WorkerStats {
  turns: number;
  rollups: number;
  failures: number;
  parked: number;
  embedded: number;
  tiers: Record<string, number>;
}

/** Docs gathered before embedding: enough to sort by length, so that docs of similar length share encoder calls. */
const EMBED_BATCH = 256;
/** Docs per encoder request: a few seconds of work, so the lease (30 s by default) is renewed well within it. */
const EMBED_SLICE = 64;
/** Vectors kept by text during a drain: a few hundred turns' candidates and docs, about 2 KB each. */
const VECTOR_CACHE_ENTRIES = 4_096;
/** Embed a doc at most this many characters long (the default encoder reads far less; see embed/use-lite.ts). */
const DOC_EMBED_CHARS = 2_000;
/** Retention runs with the worker, at most this often. */
const SWEEP_EVERY_MS = 60 * 60_000;
/** A rollup waits while turns of its session are still queued. */
const ROLLUP_DEFER_MS = 1_000;

export class CompressionWorker {
  readonly id = workerId(process.pid, randomUUID().slice(0, 8));
  private inflight: Promise<WorkerStats> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private idleSince: number;
  private lastSweep = 0;
  private stopped = false;

  constructor(private readonly deps: WorkerDeps) {
    this.idleSince = deps.now();
  }

  /** Takes (or renews) the lease; false when another live worker holds it. */
  acquire(): boolean {
    const { db, now, config } = this.deps;
    if (acquireLease(db, this.id, process.pid, now(), config.worker.leaseMs)) return true;
    // A worker killed without releasing its lease would hold it until it expires: a process that is gone holds nothing.
    const holder = leaseHolder(db, now());
    if (!holder || processRuns(holder.pid)) return false;
    releaseLease(db, holder.holder);
    return acquireLease(db, this.id, process.pid, now(), config.worker.leaseMs);
  }

  /** Work claimed by workers whose process is gone goes back to the queue now, not after worker.staleClaimMs. */
  private takeOverClaimsOfDeadWorkers(): void {
    const gone = claimHolders(this.deps.db).filter((h) => {
      const pid = workerPid(h);
      return h !== this.id && pid !== null && !processRuns(pid);
    });
    if (gone.length) releaseClaims(this.deps.db, gone);
  }

  release(): void {
    try {
      releaseLease(this.deps.db, this.id);
    } catch {
      // the database may already be closed at shutdown
    }
  }

  /** Drains every ready item and embeds missing vectors. Single-flight: concurrent calls share one run. */
  drain(opts: { maxItems?: number } = {}): Promise<WorkerStats> {
    this.inflight ??= this.drainNow(opts).finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  /**
   * Runs in the background until stopped (or idle for `idleExitMs` when `exitWhenIdle`): the MCP server hosts one of
   * these for the session's lifetime; a detached `claude-memory worker` exits when idle.
   */
  start(opts: { intervalMs?: number; exitWhenIdle?: boolean; onExit?: () => void } = {}): void {
    const interval = opts.intervalMs ?? 2_000;
    const schedule = (ms: number) => {
      this.timer = setTimeout(() => void tick(), ms);
      if (!opts.exitWhenIdle) this.timer.unref();
    };
    // A timer callback must never throw: a store locked past the busy timeout (an import, a Stop hook's first ingest)
    // would otherwise end the process hosting the worker. A busy store means "try again next tick".
    const tick = async () => {
      this.timer = null;
      try {
        if (!this.acquire()) {
          // Another worker holds the lease; check again later in case it dies.
          if (opts.exitWhenIdle) return opts.onExit?.();
        } else {
          const stats = await this.drain().catch((err) => {
            this.deps.log.error('worker', err, this.deps.project);
            return null;
          });
          await this.deps.afterDrain?.().catch((err) => this.deps.log.error('worker:after-drain', err, this.deps.project));
          const didWork = stats && stats.turns + stats.rollups + stats.embedded + stats.failures > 0;
          if (didWork) this.idleSince = this.deps.now();
          if (opts.exitWhenIdle && this.deps.now() - this.idleSince >= this.deps.config.worker.idleExitMs) {
            this.release();
            return opts.onExit?.();
          }
        }
      } catch (err) {
        this.deps.log.error('worker:tick', err, this.deps.project);
      }
      if (!this.stopped) schedule(interval);
    };
    schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.inflight?.catch(() => undefined);
    this.release();
  }

  private async drainNow(opts: { maxItems?: number }): Promise<WorkerStats> {
    const stats: WorkerStats = { turns: 0, rollups: 0, failures: 0, parked: 0, embedded: 0, tiers: {} };
    const { db, config, now } = this.deps;
    this.deps.beforeDrain?.();
    // Without the lease, another worker is draining: closing sessions or dropping vectors here would race it.
    if (!this.acquire()) return stats;
    this.takeOverClaimsOfDeadWorkers();
    this.closeStaleSessions();
    const embedder = await this.deps.embedder().catch((err) => {
      this.deps.log.error('worker:embedder', err, this.deps.project);
      return null;
    });
    // Summaries and search docs share texts (a tool's descriptor, a one-sentence prompt): each is encoded once.
    const vectors = embedder ? withVectorCache(embedder, VECTOR_CACHE_ENTRIES) : null;
    if (vectors) dropForeignEmbeddings(db, vectors.id);
    const compressDeps: CompressDeps = {
      embedder: vectors,
      ollama: config.ollama.enabled ? { url: config.ollama.url, model: config.ollama.model, timeoutMs: config.ollama.timeoutMs } : null,
    };
    const limit = opts.maxItems ?? Number.POSITIVE_INFINITY;
    let processed = 0;
    // A summarized turn's own docs are embedded soon after it, while its candidates' vectors are still cached.
    // By doc id: a turn queued twice (a re-import) lists its docs twice.
    let turnDocs = new Map<number, string>();
    while (processed < limit) {
      if (!this.acquire()) break; // lease lost: another worker took over
      const item = claimNext(db, this.id, now(), config.worker.staleClaimMs);
      if (!item) break;
      processed++;
      try {
        const tier = await this.process(item, compressDeps);
        if (tier) {
          stats.tiers[tier] = (stats.tiers[tier] ?? 0) + 1;
          if (item.kind === 'turn') stats.turns++;
          else stats.rollups++;
          if (vectors && item.kind === 'turn') {
            const { sessionId, promptNumber } = parseTurnTarget(item.target);
            for (const d of turnDocsMissingEmbedding(db, sessionId, promptNumber)) turnDocs.set(d.docId, d.text);
          }
        }
      } catch (err) {
        stats.failures++;
        if (item.attempts + 1 >= config.worker.maxAttempts) stats.parked++;
        recordFailure(db, item, this.id, (err as Error).message ?? String(err), now(), config.worker.maxAttempts);
        this.deps.log.error(`worker:${item.kind}`, err, this.deps.project);
      }
      if (vectors && turnDocs.size >= EMBED_BATCH) {
        stats.embedded += await this.embedDocs(
          vectors,
          [...turnDocs].map(([docId, text]) => ({ docId, text })),
        );
        turnDocs = new Map();
      }
    }
    if (vectors) {
      if (turnDocs.size)
        stats.embedded += await this.embedDocs(
          vectors,
          [...turnDocs].map(([docId, text]) => ({ docId, text })),
        );
      stats.embedded += await this.embedMissing(vectors);
    }
    this.sweepIfDue();
    return stats;
  }

  /** Compresses one item; returns the tier used, or null when the item was deferred or had nothing to compress. */
  private async process(item: QueueItem, deps: CompressDeps): Promise<string | null> {
    const { db, now } = this.deps;
    if (item.kind === 'turn') {
      const { sessionId, promptNumber } = parseTurnTarget(item.target);
      const turn = loadTurn(db, sessionId, promptNumber);
      const session = getSession(db, sessionId);
      if (!turn || !session) {
        dropItem(db, item, this.id);
        return null;
      }
      // What the plugin showed this session: the assistant's restatements of it are not summarized, carded or extracted.
      const shown = shownTexts(db, sessionId, promptNumber);
      const notEcho = withoutEchoes(shown);
      const material: TurnMaterial = {
        promptNumber,
        prompt: turn.prompt,
        tools: turn.tools.map(
          (t): ToolEvidence => ({
            toolName: t.toolName,
            input: parseJson(t.inputJson),
            output: t.output ?? '',
            success: t.success,
            error: t.error ?? undefined,
          }),
        ),
        assistantText: turn.assistantText.map((t) => keepSentences(t, notEcho)).filter((t) => t.trim()),
      };
      const result = await compressTurn(material, { ...deps, cwd: session.cwd ?? undefined });
      const knowledge = this.extractKnowledge(sessionId, promptNumber, turn, result.evidence, shown);
      completeTurn(
        db,
        item,
        this.id,
        {
          sessionId,
          promptNumber,
          summary: result.summary,
          tier: result.tier,
          evidenceJson: JSON.stringify(result.evidence),
          at: turn.at ?? now(),
          card: buildTurnCard(material, session.cwd ?? undefined),
          echo: answeredFromMemory({ toolEvents: turn.tools.length, replies: turn.assistantText, isEcho: negate(notEcho) }),
        },
        {
          items: knowledge,
          ctx: { actor: 'worker', now: now(), reason: 'extracted from the turn' },
          onError: (err) => this.deps.log.error('worker:extract', err, this.deps.project),
        },
      );
      return result.tier;
    }
    const sessionId = item.target;
    if (queuedTurnCount(db, sessionId) > 0) {
      deferItem(db, item, this.id, now(), ROLLUP_DEFER_MS);
      return null;
    }
    const turns = turnSummaries(db, sessionId);
    if (turns.length === 0) {
      dropItem(db, item, this.id);
      return null;
    }
    const rollup = await compressSession(
      turns.map((t) => t.summary),
      deps,
      turns.map((t) => t.card ?? ''),
    );
    const last = turns[turns.length - 1].promptNumber;
    const trivial = isTrivialSession({ ...sessionMaterial(db, sessionId), isEcho: negate(withoutEchoes(shownTexts(db, sessionId, last))) });
    // A trivial session's rollup ("hello again") would only be noise in search: it is judged, not rolled up.
    completeRollup(db, item, this.id, sessionId, trivial ? '' : rollup.summary, rollup.tier, trivial);
    return rollup.tier;
  }

  /**
   * Decisions, preferences, conventions and discoveries stated in the turn, found by rules (zero tokens). The store
   * resolves them against what it holds and saves them as unconfirmed candidates, with the turn as their receipt, in
   * the unit of work that saves the summary. A failing rule never costs the summary: it is logged and skipped.
   */
  private extractKnowledge(
    sessionId: string,
    promptNumber: number,
    turn: TurnRow,
    evidence: TurnEvidence,
    shown: ShownText[],
  ): ExtractedItem[] {
    try {
      const at = turn.at ?? this.deps.now();
      // Memory never confirms itself: a statement restating what this session was shown is no receipt and no new item.
      const candidates = extractCandidates({
        prompt: turn.prompt ? { text: turn.prompt, uuid: turn.promptUuid ?? turn.promptId ?? undefined } : undefined,
        assistant: turn.assistantText.map((text, i) => ({ text, uuid: turn.assistantUuids[i] })),
        evidence,
      }).filter((c) => !echoOf(c, shown));
      const source = { sessionId, promptNumber, at, promptId: turn.promptId, commit: evidence.commits[0] ?? null };
      return candidates.map((c) => ({ input: candidateItem(c, source), plan: planFor(c, at) }));
    } catch (err) {
      this.deps.log.error('worker:extract', err, this.deps.project);
      return [];
    }
  }

  /** Embeds docs that have no vector from the current model (foreign ones were dropped as the drain began). */
  private async embedMissing(embedder: Embedder): Promise<number> {
    let total = 0;
    for (;;) {
      if (!this.acquire()) break;
      const docs = docsMissingEmbedding(this.deps.db, EMBED_BATCH);
      if (docs.length === 0) break;
      total += await this.embedDocs(embedder, docs);
    }
    return total;
  }

  /**
   * Embeds and saves `docs`, shortest first in slices of EMBED_SLICE (docs of similar length share the encoder's
   * calls, and the lease is renewed between slices); nothing more is saved once the lease is lost.
   */
  private async embedDocs(embedder: Embedder, docs: { docId: number; text: string }[]): Promise<number> {
    const texts = docs
      .map((d) => ({ docId: d.docId, text: d.text.slice(0, DOC_EMBED_CHARS) }))
      .sort((x, y) => x.text.length - y.text.length);
    let saved = 0;
    for (let i = 0; i < texts.length; i += EMBED_SLICE) {
      const slice = texts.slice(i, i + EMBED_SLICE);
      const vectors = await embedder.embed(slice.map((d) => d.text));
      if (!this.acquire()) break;
      saved += saveEmbeddings(
        this.deps.db,
        embedder.id,
        slice.map((d, k) => ({ docId: d.docId, vector: vectors[k] })),
      );
    }
    return saved;
  }

  /** Retention: raw payloads past the window go once their turn is summarized (summaries and evidence stay). */
  private sweepIfDue(): void {
    const { db, config, now } = this.deps;
    if (now() - this.lastSweep < SWEEP_EVERY_MS || !this.acquire()) return;
    this.lastSweep = now();
    sweepRawPayloads(db, now() - config.retention.rawPayloadDays * 86_400_000);
  }

  /**
   * Sessions left open (SessionEnd never ran) are closed and rolled up after a period of inactivity: the idle time
   * (minutes), or staleSessionHours when that is shorter. The reason names the longest of the two that passed.
   */
  private closeStaleSessions(): void {
    const { db, config, now } = this.deps;
    const t = now();
    const idleSince = t - Math.min(config.worker.staleSessionHours * 60, config.worker.idleSessionMinutes) * 60_000;
    // Their last words may not have been read (the Stop hook raced the transcript, the SessionEnd was lost).
    for (const s of idleSessionTranscripts(db, idleSince)) {
      try {
        ingestTranscript(db, s.transcriptPath, {
          project: s.project,
          maxToolOutputBytes: config.capture.maxToolOutputBytes,
          skipTools: config.capture.skipTools,
          now: t,
          log: this.deps.log,
        });
      } catch (err) {
        this.deps.log.error('worker:close-sessions', err, this.deps.project);
      }
    }
    closeStaleSessions(db, t - config.worker.staleSessionHours * 3_600_000, t, 'stale');
    closeStaleSessions(db, t - config.worker.idleSessionMinutes * 60_000, t, 'idle');
  }
}

const negate =
  (keep: (sentence: string) => boolean) =>
  (sentence: string): boolean =>
    !keep(sentence);

function parseJson(text: string | null): unknown {
  if (text == null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
