// Why an answerable devlog probe was missed: the first stage of the recall path that lost its answer. Used by the
// devlog part (./devlog.mjs) for every dataset; pure except storedDocs, which reads a drained data dir.
//
// Stages, in the order an answer travels (the first one that lost it is the cause):
//   not stored         no search doc of the store holds a gold string (capture, redaction or the summariser lost it);
//   not ranked         stored, but the unit holding it is not among session_recall's 5 hits (neither its snippet
//                      nor the whole source turns of the 5 hits hold it);
//   cut from snippet   a hit's source turn holds it, the snippet shown for that hit does not;
//   below the floor    session_recall shows it in a hit marked "below floor", so injection dropped that hit;
//   injection budget   shown by session_recall above the floor, and the injection was cut to its token budget;
//   cut from injection snippet  shown by session_recall above the floor, injected too, but the injection's shorter
//                      snippet of that hit dropped the answer;
//   not injected       shown by session_recall above the floor, the injection shows other hits (its few slots went to
//                      hits it ranked higher);
//   digest budget      (a note, not a stage) a decision or preference probe whose answer is an active stored item
//                      that the SessionStart digest did not fit.
import { spawnSync } from 'node:child_process';
import { containsAny, findFiles } from './devlog.mjs';

/** Search-doc kinds of the items the SessionStart digest lists (active decisions, preferences, conventions). */
const DIGEST_ITEM_KINDS = ['decision', 'preference', 'convention'];

export const MISS_STAGES = [
  'not stored',
  'not ranked',
  'cut from snippet',
  'below the floor',
  'injection budget',
  'cut from injection snippet',
  'not injected',
];

/**
 * The stage that lost a missed probe's answer (null when the answer was seen or the probe has none).
 * `docs` are the store's search docs ({kind, active, text}); `hitTurnText` the whole source turns of the recall hits.
 */
export function missCause(probe, { digest, injection, recall, hitTurnText = '', docs = [] }) {
  const gold = probe.gold ?? [];
  if (!gold.length || containsAny(`${digest}\n${injection}`, gold)) return null;
  const itemInDigest =
    ['decision', 'preference'].includes(probe.kind) &&
    docs.some((d) => DIGEST_ITEM_KINDS.includes(d.kind) && d.active && containsAny(d.text, gold));
  const note = itemInDigest ? 'digest budget' : null;
  if (!docs.some((d) => containsAny(d.text, gold))) return { stage: 'not stored', note };
  if (!containsAny(recall, gold)) return { stage: containsAny(hitTurnText, gold) ? 'cut from snippet' : 'not ranked', note };
  const hitLines = String(recall)
    .split('\n')
    .filter((l) => l.startsWith('- [') && containsAny(l, gold));
  if (hitLines.length && hitLines.every((l) => /^- \[[^\]]+\] \([^)]*below floor/.test(l))) return { stage: 'below the floor', note };
  if (/^… \d+ more/m.test(injection)) return { stage: 'injection budget', note };
  const answerIds = hitLines.map((l) => /^- \[([^\]]+)\]/.exec(l)[1]);
  if (answerIds.some((id) => injection.includes(`[${id}`))) return { stage: 'cut from injection snippet', note };
  return { stage: 'not injected', note };
}

/** Misses grouped by stage: [{stage, n, probes: [id (kind)]}], in pipeline order; notes listed apart. */
export function groupMisses(misses) {
  const groups = MISS_STAGES.map((stage) => {
    const ms = misses.filter((m) => m.stage === stage);
    return { stage, n: ms.length, probes: ms.map((m) => `${m.id} (${m.kind})`) };
  }).filter((g) => g.n);
  const digestNotes = misses.filter((m) => m.note === 'digest budget').map((m) => m.id);
  return { groups, digestNotes };
}

/** Every search doc of the data dir's stores (kind, active, text), read with the sqlite3 CLI (read-only). */
export function storedDocs(home) {
  return findFiles(home, /\.db$/).flatMap((db) => {
    const r = spawnSync('sqlite3', ['-readonly', '-json', db, 'SELECT kind, active, text FROM search_docs'], {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    // a database without search_docs (the global memory) fails the query and holds no docs
    return r.status === 0 && r.stdout.trim() ? JSON.parse(r.stdout) : [];
  });
}
