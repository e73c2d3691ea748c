// A prompt that names what no memory holds ("did we ever compare Kafka with NATS?") is not about what the memory
// knows: the prompt's injection shows only the closest memory and says the name is unknown, and session_recall says so.
import { afterAll, describe, expect, it } from 'vitest';
import { buildPromptContext } from '../../src/inject/prompt.js';
import { sessionRecallHandler } from '../../src/mcp/tools.js';
import { CALENDAR_WORDS } from '../../src/recall/dates.js';
import { recallScoped } from '../../src/recall/scoped.js';
import { recall } from '../../src/recall/search.js';
import { queryWords, unknownNames } from '../../src/recall/terms.js';
import type { Db } from '../../src/store/connection.js';
import { cleanupTempDirs, DAY, freshDb, seedPrompt, seedSession, T0 } from '../helpers/seed.js';

afterAll(() => cleanupTempDirs());

const NATS_TURNS = [
  'The dispatcher consumes the event stream from NATS JetStream with a durable consumer per endpoint.',
  'NATS event stream retention is 7 days; the dispatcher replays the stream after an outage.',
  'We moved retry scheduling onto the NATS event stream, file storage with three replicas.',
  'The dispatchers got OOMKilled after the stream release: response bodies were never closed.',
];

function natsHistory(db: Db): void {
  const s = seedSession(db, { at: T0 - 3 * DAY });
  NATS_TURNS.forEach((text, i) => seedPrompt(db, { sessionId: s, text, at: T0 - 3 * DAY + i }));
}

const keyword = (db: Db) => (q: string, n: number) => recall({ db, now: T0, weights: { fts: 1, vector: 0 } }, q, { limit: n, mode: 'fts' });
const opts = { sessionId: 'asking', maxItems: 5, budgetTokens: 500, latencyBudgetMs: 10_000, now: () => T0 };
const shownIds = (text: string | null) => [...(text ?? '').matchAll(/^- \[([a-z_]+:\d+)/gm)].map((m) => m[1]);

describe('unknownNames()', () => {
  const none = () => [] as string[];
  const read = (query: string, known: Record<string, number>, texts: (f: string) => string[] = none) =>
    unknownNames(queryWords(query), (w) => known[w] ?? 0, texts, CALENDAR_WORDS);

  it('reports a name no memory holds, as the query writes it', () => {
    expect(read('Did we ever compare Kafka with NATS for the event stream?', { nats: 3, event: 9, stream: 9 })).toEqual(['Kafka']);
    expect(read('Did we ever compare Kafka with NATS?', { kafka: 1, nats: 3 })).toEqual([]);
  });

  it('reads a compound name whole: a known identifier is no unknown piece, an unknown one is one name', () => {
    expect(read('Why did the JetStream consumer stall?', { jetstream: 4, consumer: 2, stall: 1 })).toEqual([]);
    expect(read('Do merchants have a GraphQL endpoint?', { merchants: 5, endpoint: 7, graph: 1 })).toEqual(['GraphQL']);
  });

  it('knows a name that only sits inside a longer token, with the same capitals', () => {
    const texts = (f: string) => (f === 'OOM' ? ['pods OOMKilled at 768Mi', 'leaving room for reporting'] : []);
    expect(read('How close to the OOM limit do the pods run?', { close: 2, limit: 3, pods: 8 }, texts)).toEqual([]);
    // "SOC" inside "socket" is another word.
    const socket = (f: string) => (f === 'SOC' ? ['the socket closed early', 'associated records'] : []);
    expect(read('What did the SOC 2 auditors ask?', { auditors: 0 }, socket)).toEqual(['SOC']);
  });

  it('takes no calendar word or lowercase word for a name', () => {
    expect(read('What broke at the start of June, and who fixed it on Friday?', { broke: 2, start: 3, fixed: 4 })).toEqual([]);
    expect(read('did we ever try kafka?', {})).toEqual([]);
  });
});

describe('a prompt that names what no memory holds', () => {
  it('gets the one closest memory, said to be not about the name; without the name it gets them all', async () => {
    const db = freshDb();
    natsHistory(db);
    const asked = await buildPromptContext(db, 'Did we ever compare Kafka with NATS for the event stream?', keyword(db), opts);
    expect(asked).toContain('No memory mentions Kafka; the closest:');
    expect(shownIds(asked)).toHaveLength(1);

    const about = await buildPromptContext(db, 'How does the dispatcher read the NATS event stream?', keyword(db), {
      ...opts,
      sessionId: 'another',
    });
    expect(about).not.toContain('No memory mentions');
    expect(shownIds(about).length).toBeGreaterThan(1);
  });

  it('session_recall says which names no memory mentions', async () => {
    const db = freshDb();
    natsHistory(db);
    const result = await sessionRecallHandler(
      {
        db,
        now: () => T0,
        recall: (q, limit, filters) => recall({ db, now: T0, weights: { fts: 1, vector: 0 } }, q, { limit, filters }),
        status: () => ({}),
        journal: null,
      },
      { topic: 'Did we compare Kafka with the NATS event stream?', limit: 5 },
    );
    const text = result.content.map((c) => c.text).join('\n');
    expect(text).toContain('No memory mentions Kafka.');
    expect(text).toMatch(/NATS event stream/);
  });

  it('a name the global memory holds is known', async () => {
    const project = freshDb();
    natsHistory(project);
    const global = freshDb();
    seedPrompt(global, { sessionId: seedSession(global, { at: T0 - DAY }), text: 'I prefer Kafka for anything that needs a log.' });
    const deps = (db: Db) => ({ db, now: T0, weights: { fts: 1, vector: 0 } });
    const query = 'Did we ever compare Kafka with NATS for the event stream?';
    const both = await recallScoped(
      [
        { scope: 'project', deps: deps(project) },
        { scope: 'global', deps: deps(global) },
      ],
      query,
      { limit: 5, mode: 'fts' },
    );
    expect(both.unknownNames).toEqual([]);
    const alone = await recallScoped([{ scope: 'project', deps: deps(project) }], query, { limit: 5, mode: 'fts' });
    expect(alone.unknownNames).toEqual(['Kafka']);
  });
});
