// Session rollups that say what the session decided, fixed, learned or left open, in the session's own sentences:
// read from the turn cards' prompts ("Asked:") and assistant text ("Said:"), never from tool descriptors, so a
// rollup is not "Read a.ts; Edit a.ts; …". Pure.
import { splitSentences } from './sentences.js';

/** Words that mark an outcome worth carrying into the next session. */
const OUTCOME =
  /\b(decid\w*|chose|choos\w*|switch\w*|replac\w*|instead|moved? to|from now on|always|never|rule|fix\w*|root cause|caused?|because|turns? out|the problem|the issue|works?( now)?|passes|pass(ed)?|learn\w*|found|todo|left|still|not yet|next|remaining|follow[- ]up|open question|blocked)\b/i;
const CODE_LINE = /^\s*(\d+\s+\S|[{}()[\];]|\/\/|#|\$ )/;
const MIN_WORDS = 5;
const SENTENCE_CAP = 220;

interface Piece {
  text: string;
  turn: number;
  order: number;
  score: number;
}

function section(card: string, label: 'Asked' | 'Said'): string {
  const m = new RegExp(`^${label}: ([\\s\\S]*?)(?=^(?:Asked|Said): |^\\$ |^(?:Read|Wrote|Edited|Grep|Glob) |(?![\\s\\S]))`, 'm').exec(card);
  return m ? m[1].trim() : '';
}

function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => !CODE_LINE.test(l))
    .flatMap((l) => splitSentences(l))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.split(' ').filter((w) => /[\p{L}]/u.test(w)).length >= MIN_WORDS);
}

function clip(s: string): string {
  if (s.length <= SENTENCE_CAP) return s;
  const cut = s.lastIndexOf(' ', SENTENCE_CAP - 1);
  return `${s.slice(0, cut > SENTENCE_CAP * 0.6 ? cut : SENTENCE_CAP - 1)}…`;
}

/**
 * At most `perTurn` sentences from each turn (its request and what concluded it, outcome sentences first), the best
 * of them overall kept in session order within `cap` characters. '' when the cards hold no sentence.
 */
export function rollupFromCards(cards: string[], cap: number, perTurn = 2): string {
  const pieces: Piece[] = [];
  let order = 0;
  cards.forEach((card, turn) => {
    const asked = sentencesOf(section(card, 'Asked'));
    const said = sentencesOf(section(card, 'Said'));
    const candidates: Piece[] = [];
    // The request's sentence that states a choice or an outcome ("Let's switch … because …"), else its first.
    const ask = asked.find((s) => OUTCOME.test(s)) ?? asked[0];
    if (ask) candidates.push({ text: ask, turn, order: order++, score: OUTCOME.test(ask) ? 1.5 : 1 });
    said.forEach((s, i) => {
      // The last sentences of a turn usually conclude it; outcome words mark the ones worth remembering.
      const late = i >= said.length - 2 ? 0.5 : 0;
      candidates.push({ text: s, turn, order: order++, score: (OUTCOME.test(s) ? 2 : 0.6) + late });
    });
    candidates.sort((a, b) => b.score - a.score || a.order - b.order);
    pieces.push(...candidates.slice(0, perTurn));
  });
  if (!pieces.length) return '';
  const seen = new Set<string>();
  const ranked = pieces.filter((p) => (seen.has(p.text.toLowerCase()) ? false : (seen.add(p.text.toLowerCase()), true)));
  ranked.sort((a, b) => b.score - a.score || a.order - b.order);
  const kept: Piece[] = [];
  let used = 0;
  for (const p of ranked) {
    const text = clip(p.text);
    if (used + text.length + 1 > cap) continue;
    kept.push({ ...p, text });
    used += text.length + 1;
  }
  return kept
    .sort((a, b) => a.order - b.order)
    .map((p) => (/[.!?…]$/.test(p.text) ? p.text : `${p.text}.`))
    .join(' ');
}
