// Between extraction and the store: an extracted candidate as the item the store saves, a stored item as what the
// resolver compares, and the resolver's answer in the store's terms. Pure.
import type { ItemInput, ItemRow, Resolution as StoreResolution } from '../store/knowledge.js';
import type { KnowledgeCandidate } from './extract.js';
import { resolve, type KnownItem } from './resolve.js';

export interface TurnSource {
  sessionId: string;
  promptNumber: number;
  /** When the turn happened: when the candidate started to hold. */
  at: number;
  promptId?: string | null;
  /** Which commit the turn made, if any (tool evidence). */
  commit?: string | null;
}

export function candidateItem(c: KnowledgeCandidate, turn: TurnSource): ItemInput {
  const fromPrompt = c.provenance.part === 'prompt';
  return {
    type: c.kind,
    text: c.text,
    subjectKey: c.subject,
    origin: 'inferred',
    source: 'auto',
    trust: 'candidate',
    validFrom: turn.at,
    sessionId: turn.sessionId,
    promptNumber: turn.promptNumber,
    facets: { value: c.value ?? null, replaces: c.replaces ?? null, contrast: c.contrast ?? null, polarity: c.polarity },
    receipts: [
      {
        kind: fromPrompt ? 'prompt' : 'assistant',
        // The user's own words state; the assistant's report of its work infers.
        strength: c.speaker === 'user' ? 'stated' : 'inferred',
        rule: c.signals.length ? c.signals.join(',') : 'statement',
        sessionId: turn.sessionId,
        promptNumber: turn.promptNumber,
        transcriptUuid: c.provenance.uuid ?? null,
        promptId: fromPrompt ? (turn.promptId ?? null) : null,
        files: c.provenance.filesModified,
        commit: turn.commit ?? null,
        quote: c.text,
      },
    ],
  };
}

const isoOf = (ms: number | null) => (ms == null ? null : new Date(ms).toISOString());

export function knownItem(r: ItemRow): KnownItem | null {
  if (r.type === 'code_area') return null;
  return {
    id: r.id,
    kind: r.type,
    subject: r.subjectKey,
    text: r.text,
    value: r.value,
    replaces: r.replaces,
    contrast: r.contrast,
    polarity: r.polarity,
    validFrom: isoOf(r.validFrom),
    validTo: isoOf(r.validTo),
    trust: r.trust,
  };
}

/** The plan the store runs inside its transaction: the resolver over the items current at that moment. */
export function planFor(c: KnowledgeCandidate, at: number): (slot: ItemRow[], current: ItemRow[]) => StoreResolution {
  return (_slot, current) => {
    const known = current.map(knownItem).filter((k): k is KnownItem => k != null);
    const r = resolve(
      {
        kind: c.kind,
        subject: c.subject,
        text: c.text,
        value: c.value,
        replaces: c.replaces,
        contrast: c.contrast,
        polarity: c.polarity,
        signals: c.signals,
        at: new Date(at).toISOString(),
      },
      known,
    );
    const targets = r.targetIds.map(Number).filter(Number.isInteger);
    return { outcome: r.outcome, targets } as StoreResolution;
  };
}
