// Part "extract": precision and recall of the zero-token knowledge extractor (src/knowledge/extract.ts), per type
// (decision, preference, convention, discovery), on two labelled sets:
//   - devlog-dev: the useful-recall story's transcripts (bench/devlog-dev/data/transcripts), read with the
//     plugin's own transcript parser and evidence extractor, split into turns as the worker sees them, and scored
//     against bench/devlog-dev/knowledge-labels.json;
//   - knowledge-dev: bench/knowledge-dev/turns.json, turns from several other invented projects with their labels,
//     so the rules are not tuned to one story;
//   - holdout: bench/knowledge-dev/holdout.json, written after the rules were tuned on the first two, same format.
// Scoring: a candidate is correct when its text contains a labelled quote from the same message (devlog) or turn
// (knowledge-dev) and its kind is the label's kind (or one it also accepts). Precision per type = correct
// candidates of that type / candidates of that type. Recall per type = labelled items with at least one correct
// candidate / labelled items (an item stated twice, by the user and then by the assistant, is found once).
// Supersession on the story: every devlog turn is extracted and resolved in order against an in-memory list of
// items (equivalent: merged; supersedes: targets closed), then each replacement the labels list is checked: were
// the old items closed, and is an item stating the new value current? Closures of other items are listed too.
// Conversation noise: every utterance of the LoCoMo dev conversations (people chatting about their lives, nothing
// about software) is extracted as a user prompt; every candidate there is a false positive for a project memory.
// Skipped when ../shared/bench/locomo-dev/locomo-dev.json (or BENCH_LOCOMO) is absent.
// Also: extraction time per turn (median and p95 over rounds of the whole set, in process), and resolver time per
// candidate against a pool of 500 current items (the story's items plus synthetic decisions of other subjects).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, log, round, summarize, table } from './lib.mjs';

const KINDS = ['decision', 'preference', 'convention', 'discovery'];
const DEVLOG_TRANSCRIPTS = path.join(ROOT, 'bench/devlog-dev/data/transcripts');
const DEVLOG_LABELS = path.join(ROOT, 'bench/devlog-dev/knowledge-labels.json');
const OWN_SET = path.join(ROOT, 'bench/knowledge-dev/turns.json');
const HOLDOUT_SET = path.join(ROOT, 'bench/knowledge-dev/holdout.json');
// Change statements written blind from public tool docs (test/fixtures/change-statements/README.md): one prompt each,
// with the value it retires; holdout.jsonl is reported as an aggregate only.
const CHANGES_DIR = path.join(ROOT, 'test/fixtures/change-statements');

async function loadKnowledgeLib() {
  const { build } = await import('esbuild');
  const dir = path.join(ROOT, '.cache', 'bench');
  fs.mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, 'knowledge-lib.mjs');
  await build({
    stdin: {
      contents: [
        "export { extractCandidates } from './src/knowledge/extract.ts';",
        "export { resolve } from './src/knowledge/resolve.ts';",
        "export { parseTranscriptLine } from './src/capture/transcript.ts';",
        "export { extractEvidence } from './src/compress/evidence.ts';",
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
      sourcefile: 'knowledge-bench-entry.ts',
    },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

/** Extract and resolve a story's turns in order, as the worker would, against an in-memory item list. */
function resolveStory(lib, turns) {
  const items = [];
  let nextId = 1;
  for (const turn of turns) {
    for (const c of lib.extractCandidates(turn)) {
      const r = lib.resolve({ ...c, at: turn.at }, items);
      if (r.outcome === 'equivalent') continue;
      const item = { id: nextId++, ...c, validFrom: turn.at, validTo: r.outcome === 'superseded' ? turn.at : null, outcome: r.outcome };
      items.push(item);
      if (r.outcome === 'supersedes') {
        for (const id of r.targetIds) {
          const old = items.find((i) => i.id === id);
          old.validTo = turn.at;
          old.supersededBy = item.id;
        }
      }
    }
  }
  return items;
}

function scoreSupersessions(items, pairs) {
  const stating = (ref) =>
    items.filter(
      (i) => i.provenance.uuid === ref.uuid && collapse(i.text).includes(collapse(ref.quote)) && (!ref.value || i.value === ref.value),
    );
  const expectedClosed = new Set();
  const rows = pairs.map((p) => {
    const olds = stating(p.old);
    const news = stating(p.new);
    olds.forEach((o) => expectedClosed.add(o.id));
    const closed = olds.length > 0 && olds.every((o) => o.validTo);
    const current = news.some((n) => !n.validTo);
    return {
      old: p.old.quote,
      oldValue: p.old.value,
      new: p.new.quote,
      oldExtracted: olds.length > 0,
      newExtracted: news.length > 0,
      closed,
      current,
      detected: closed && current,
    };
  });
  const unexpected = items
    .filter((i) => i.validTo && !expectedClosed.has(i.id))
    .map((i) => ({ text: i.text, value: i.value, by: items.find((n) => n.id === i.supersededBy)?.text }));
  return { pairs: rows, detected: rows.filter((r) => r.detected).length, unexpectedClosures: unexpected };
}

/** Turns of one transcript as the worker sees them: a typed prompt, the assistant's text, the tools' evidence. */
function transcriptTurns(lib, file) {
  const turns = [];
  let turn = null;
  const pending = new Map();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const records = lib.parseTranscriptLine(line);
    if (!records) throw new Error(`${path.basename(file)}: malformed transcript line`);
    for (const r of records) {
      if (r.sidechain) continue;
      if (r.kind === 'prompt') {
        turn = { prompt: { text: r.text, uuid: r.uuid }, assistant: [], tools: [], at: r.timestamp };
        turns.push(turn);
      } else if (!turn) {
      } else if (r.kind === 'assistant_text') {
        turn.assistant.push({ text: r.text, uuid: r.uuid });
      } else if (r.kind === 'tool_use') {
        const ev = { toolName: r.toolName, input: r.input, output: '', success: true };
        pending.set(r.toolUseId, ev);
        turn.tools.push(ev);
      } else if (r.kind === 'tool_result') {
        const ev = pending.get(r.toolUseId);
        if (ev) {
          ev.output = r.output;
          ev.success = !r.isError;
          if (r.isError) ev.error = r.output;
        }
      }
    }
  }
  return turns.map((t) => ({ prompt: t.prompt, assistant: t.assistant, evidence: lib.extractEvidence(t.tools), at: t.at }));
}

const collapse = (s) => s.replace(/\s+/g, ' ').trim();

function emptyCounts() {
  return Object.fromEntries(KINDS.map((k) => [k, { candidates: 0, correct: 0, items: 0, found: 0 }]));
}

/**
 * Scores candidates against labelled items. `where(candidate, evidence)` says whether a labelled quote sits in the
 * message (or turn) the candidate came from.
 */
function score(runs, items, where) {
  const counts = emptyCounts();
  const found = new Set();
  const falsePositives = [];
  const misfiled = [];
  for (const { candidate } of runs) {
    counts[candidate.kind].candidates++;
    const text = collapse(candidate.text);
    const hits = items.filter((item) => item.evidence.some((ev) => where(candidate, ev) && text.includes(collapse(ev.quote))));
    const right = hits.filter((item) => item.kind === candidate.kind || (item.alsoAccept ?? []).includes(candidate.kind));
    if (right.length) {
      counts[candidate.kind].correct++;
      for (const item of right) found.add(item);
    } else if (hits.length) {
      misfiled.push({ kind: candidate.kind, expected: hits[0].kind, text: candidate.text });
    } else {
      falsePositives.push({ kind: candidate.kind, subject: candidate.subject, text: candidate.text });
    }
  }
  for (const item of items) {
    counts[item.kind].items++;
    if (found.has(item)) counts[item.kind].found++;
  }
  const missed = items.filter((i) => !found.has(i)).map((i) => ({ id: i.id, kind: i.kind, quote: i.evidence[0].quote }));
  return { counts, falsePositives, misfiled, missed };
}

function rows(name, { counts }) {
  const all = { candidates: 0, correct: 0, items: 0, found: 0 };
  const out = KINDS.map((k) => {
    const c = counts[k];
    for (const key of Object.keys(all)) all[key] += c[key];
    return [
      name,
      k,
      c.items,
      c.candidates,
      c.correct,
      c.candidates ? round(c.correct / c.candidates, 2) : 'n/a',
      c.items ? round(c.found / c.items, 2) : 'n/a',
    ];
  });
  out.push([
    name,
    'all',
    all.items,
    all.candidates,
    all.correct,
    all.candidates ? round(all.correct / all.candidates, 2) : 'n/a',
    all.items ? round(all.found / all.items, 2) : 'n/a',
  ]);
  return out;
}

/** A regenerated story can move a message to a new uuid: every labelled quote must still be in its message. */
function checkLabels(labels, turns) {
  const texts = new Map();
  for (const t of turns) for (const m of [t.prompt, ...t.assistant]) texts.set(m.uuid, collapse(m.text));
  const refs = [
    ...labels.items.flatMap((i) => i.evidence.map((e) => ({ id: i.id, ...e }))),
    ...labels.supersessions.flatMap((p) => [
      { id: 'supersession', ...p.old },
      { id: 'supersession', ...p.new },
    ]),
  ];
  const stale = refs.filter((r) => !texts.get(r.uuid)?.includes(collapse(r.quote)));
  if (stale.length) {
    throw new Error(
      `${path.relative(ROOT, DEVLOG_LABELS)} is out of date with the transcripts (relabel these): ${stale.map((r) => `${r.id} "${r.quote}" (${r.uuid})`).join('; ')}`,
    );
  }
}

function devlogSet(lib) {
  const labels = JSON.parse(fs.readFileSync(DEVLOG_LABELS, 'utf8'));
  const files = fs
    .readdirSync(DEVLOG_TRANSCRIPTS)
    .filter((f) => f.endsWith('.jsonl'))
    .sort();
  const turns = files
    .flatMap((f) => transcriptTurns(lib, path.join(DEVLOG_TRANSCRIPTS, f)))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  checkLabels(labels, turns);
  return {
    name: 'devlog-dev',
    turns,
    items: labels.items,
    supersessions: labels.supersessions,
    where: (c, ev) => c.provenance.uuid === ev.uuid,
  };
}

function turnsSet(name, file) {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  const turns = [];
  const items = [];
  doc.turns.forEach((t, i) => {
    const turnId = `t${i + 1}`;
    turns.push({
      turnId,
      prompt: { text: t.prompt, uuid: `${turnId}:prompt` },
      assistant: t.assistant.map((text, j) => ({ text, uuid: `${turnId}:a${j}` })),
      evidence: t.evidence ?? {},
    });
    t.labels.forEach((l, j) =>
      items.push({ id: `${turnId}.${j + 1}`, kind: l.kind, alsoAccept: l.alsoAccept, evidence: [{ turnId, quote: l.quote }] }),
    );
  });
  return { name, turns, items, where: (c, ev) => c.provenance.uuid?.startsWith(`${ev.turnId}:`) };
}

function conversationNoise(lib) {
  const file = [process.env.BENCH_LOCOMO, path.resolve(ROOT, '..', 'shared', 'bench', 'locomo-dev', 'locomo-dev.json')]
    .filter(Boolean)
    .find((f) => fs.existsSync(f));
  if (!file) return null;
  let utterances = 0;
  const candidates = [];
  for (const sample of JSON.parse(fs.readFileSync(file, 'utf8'))) {
    for (const [key, turns] of Object.entries(sample.conversation)) {
      if (!/^session_\d+$/.test(key)) continue;
      for (const u of turns) {
        utterances++;
        for (const c of lib.extractCandidates({ prompt: u.text ?? '' })) candidates.push({ kind: c.kind, text: c.text });
      }
    }
  }
  return {
    file: path.relative(ROOT, file),
    utterances,
    candidates: candidates.length,
    perThousand: round((candidates.length / Math.max(1, utterances)) * 1000, 1),
    examples: candidates.slice(0, 20),
  };
}

const looseWords = (v) =>
  String(v ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** The same value, loosely: one names the other ("zap" in "go.uber.org/zap"), or the same first figure ("30s", "30"). */
function sameLoosely(found, want) {
  const a = looseWords(found);
  const b = looseWords(want);
  if (!a || !b) return false;
  const na = /\d+/.exec(a)?.[0];
  const nb = /\d+/.exec(b)?.[0];
  if (na && nb) return na === nb;
  return ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `) || a.split(' ').some((w) => w.length >= 3 && b.split(' ').includes(w));
}

/** Per file: a change detected when a candidate retires the old value; a negative fails when any candidate retires one. */
export function scoreChanges(lib, file) {
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const byShape = {};
  const misses = [];
  for (const ex of lines) {
    const candidates = lib.extractCandidates({ prompt: ex.text });
    const retiring = candidates.filter((c) => c.replaces);
    const ok = ex.old ? retiring.some((c) => sameLoosely(c.replaces, ex.old)) : retiring.length === 0;
    const shape = (byShape[ex.shape] ??= { n: 0, ok: 0 });
    shape.n++;
    if (ok) shape.ok++;
    else misses.push({ id: ex.id, shape: ex.shape, text: ex.text, old: ex.old, found: retiring.map((c) => c.replaces) });
  }
  const positives = lines.filter((l) => l.old);
  const negatives = lines.filter((l) => !l.old);
  const okIds = new Set(lines.map((l) => l.id).filter((id) => !misses.some((m) => m.id === id)));
  return {
    file: path.relative(ROOT, file),
    detected: `${positives.filter((l) => okIds.has(l.id)).length}/${positives.length}`,
    falseChanges: `${negatives.filter((l) => !okIds.has(l.id)).length}/${negatives.length}`,
    byShape,
    misses,
  };
}

export async function run(opts = {}) {
  const lib = await loadKnowledgeLib();
  const sets = [devlogSet(lib), turnsSet('knowledge-dev', OWN_SET), turnsSet('holdout', HOLDOUT_SET)];
  const results = {};
  const tableRows = [];
  for (const set of sets) {
    const runs = set.turns.flatMap((turn) => lib.extractCandidates(turn).map((candidate) => ({ candidate })));
    const s = score(runs, set.items, set.where);
    results[set.name] = { turns: set.turns.length, labelledItems: set.items.length, ...s };
    tableRows.push(...rows(set.name, s));
    log(`${set.name}: ${set.turns.length} turns, ${set.items.length} labelled items, ${runs.length} candidates`);
  }
  const story = sets[0];
  const supersession = scoreSupersessions(resolveStory(lib, story.turns), story.supersessions);
  results[story.name].supersession = supersession;
  const noise = conversationNoise(lib);
  const changes = ['tuning', 'holdout']
    .map((name) => path.join(CHANGES_DIR, `${name}.jsonl`))
    .filter((f) => fs.existsSync(f))
    .map((f) => scoreChanges(lib, f));
  // Speed: the worker calls this once per summarized turn.
  const allTurns = sets.flatMap((s) => s.turns);
  const rounds = opts.extractRounds ?? 30;
  const perTurnMs = [];
  for (let r = 0; r < rounds + 2; r++) {
    const t0 = process.hrtime.bigint();
    for (const turn of allTurns) lib.extractCandidates(turn);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6 / allTurns.length;
    if (r >= 2) perTurnMs.push(ms); // two warm-up rounds
  }
  const candidates = story.turns.flatMap((t) => lib.extractCandidates(t));
  const pool = resolveStory(lib, story.turns).filter((i) => !i.validTo);
  for (let i = pool.length; i < 500; i++)
    pool.push({
      id: `synthetic-${i}`,
      kind: 'decision',
      subject: `subject ${i % 97}`,
      text: `We use tool${i} as the subject ${i % 97} of component ${i}.`,
      value: `tool${i}`,
      polarity: 'positive',
    });
  const perResolveMs = [];
  for (let r = 0; r < rounds + 2; r++) {
    const t0 = process.hrtime.bigint();
    for (const c of candidates) lib.resolve(c, pool);
    if (r >= 2) perResolveMs.push(Number(process.hrtime.bigint() - t0) / 1e6 / candidates.length);
  }
  const speed = {
    turns: allTurns.length,
    rounds,
    msPerTurn: summarize(perTurnMs),
    resolvePool: pool.length,
    msPerResolve: summarize(perResolveMs),
  };
  const result = {
    part: 'extract',
    sets: results,
    conversationNoise: noise,
    changes: changes.map(({ misses, ...c }) => (c.file.includes('holdout') ? c : { ...c, misses })),
    speed,
  };
  result.table = [
    table(['set', 'type', 'labelled items', 'candidates', 'correct', 'precision', 'recall'], tableRows),
    '',
    `extraction: ${speed.msPerTurn.median} ms/turn median, ${speed.msPerTurn.p95} ms p95 over ${rounds} rounds of ${allTurns.length} turns`,
    `resolver: ${speed.msPerResolve.median} ms/candidate median, ${speed.msPerResolve.p95} ms p95 against ${speed.resolvePool} current items`,
    '',
    `supersession on ${story.name} (extract + resolve in order): ${supersession.detected}/${supersession.pairs.length} replacements closed the old item and kept the new one current; ${supersession.unexpectedClosures.length} other items closed`,
    table(
      ['old', 'new', 'old extracted', 'new extracted', 'old closed', 'new current'],
      supersession.pairs.map((p) => [
        `${p.old}${p.oldValue ? ` (${p.oldValue})` : ''}`,
        p.new,
        p.oldExtracted,
        p.newExtracted,
        p.closed,
        p.current,
      ]),
    ),
    ...supersession.unexpectedClosures.map((u) => `  closed: ${u.text} <- ${u.by}`),
    '',
    ...changes.map(
      (c) =>
        `change statements (${c.file}): ${c.detected} retired values found, ${c.falseChanges} negatives given one; by shape ${Object.entries(
          c.byShape,
        )
          .map(([k, v]) => `${k} ${v.ok}/${v.n}`)
          .join(', ')}`,
    ),
    '',
    noise
      ? `conversation noise (${noise.file}): ${noise.candidates} candidates from ${noise.utterances} chit-chat utterances (${noise.perThousand} per 1000)`
      : 'conversation noise: skipped (no LoCoMo data)',
    ...(noise?.examples ?? []).map((e) => `  ${e.kind}: ${e.text}`),
    '',
    'false positives:',
    ...sets.flatMap((s) => results[s.name].falsePositives.map((f) => `  [${s.name}] ${f.kind} (${f.subject}): ${f.text}`)),
    'wrong type:',
    ...sets.flatMap((s) => results[s.name].misfiled.map((f) => `  [${s.name}] ${f.kind} (expected ${f.expected}): ${f.text}`)),
  ].join('\n');
  return result;
}
