import { describe, expect, it } from 'vitest';
import { extractCandidates, type KnowledgeCandidate } from '../../src/knowledge/extract.js';

const fromPrompt = (text: string) => extractCandidates({ prompt: text });
const fromAssistant = (text: string, filesModified: string[] = []) => extractCandidates({ assistant: [text], evidence: { filesModified } });
const kinds = (c: KnowledgeCandidate[]) => c.map((x) => x.kind);

describe('extractCandidates: decisions', () => {
  it.each([
    ["Let's switch from npm to pnpm for this repo.", 'package manager', 'pnpm', 'npm'],
    ["We'll use Postgres instead of MySQL.", 'database', 'postgres', 'mysql'],
    ['Actually, replace Jest with Vitest.', 'test runner', 'vitest', 'jest'],
    ['Use pnpm, not npm.', 'package manager', 'pnpm', 'npm'],
    ['We migrated the frontend from Vue to Svelte last week.', 'frontend framework', 'svelte', 'vue'],
    ['Switch the session store from Redis to Postgres.', 'session store', 'postgres', 'redis'],
    ['Drop Heroku in favor of Fly.io.', 'deploy target', 'fly', 'heroku'],
  ])('%s', (sentence, subject, value, replaces) => {
    const [c, ...rest] = fromPrompt(sentence);
    expect(rest).toEqual([]);
    expect(c).toMatchObject({ kind: 'decision', subject, value, replaces, origin: 'inferred', speaker: 'user' });
    expect(c.signals).toContain('replacement');
    expect(c.text).toBe(sentence);
  });

  it.each([
    ["Let's go with Drizzle as our ORM.", 'orm', 'drizzle'],
    ['We decided to deploy on Fly.io rather than Heroku.', 'deploy target', 'fly'],
    ['Going forward we use GitHub Actions for CI.', 'ci', 'github actions'],
    ["We're going with Zustand for client state.", 'state management', 'zustand'],
    ['We have decided to use Meilisearch as the search backend.', 'search engine', 'meilisearch'],
    ['Okay, use Resend for transactional email.', 'email provider', 'resend'],
  ])('a choice without an old value: %s', (sentence, subject, value) => {
    const [c] = fromPrompt(sentence);
    expect(c).toMatchObject({ kind: 'decision', subject, value });
    expect(c.replaces).toBeUndefined();
  });

  it('derives the subject from the role the sentence names, even for a value it has never heard of', () => {
    const [c] = fromPrompt("Let's go with Quillstore as our document archive.");
    expect(c).toMatchObject({ kind: 'decision', subject: 'document archive', value: 'quillstore' });
    const [d] = fromPrompt('We switched the rate limiter from Bucketeer to Throttlr.');
    expect(d).toMatchObject({ subject: 'rate limiter', value: 'throttlr', replaces: 'bucketeer' });
  });

  it('reads package names with underscores whole, in every ecosystem', () => {
    expect(fromPrompt('We use env_logger for logging in the daemon.')[0]).toMatchObject({
      kind: 'decision',
      subject: 'logging',
      value: 'env_logger',
    });
    expect(fromPrompt("Let's go with python_dateutil for date handling.")[0]).toMatchObject({
      subject: 'date library',
      value: 'python_dateutil',
    });
  });

  it('takes the role from the noun a change opens with, or names between the verb and the new value', () => {
    expect(fromPrompt('Logging moved to slog, with JSON lines on stdout.')[0]).toMatchObject({
      kind: 'decision',
      subject: 'logging',
      value: 'slog',
    });
    expect(fromPrompt('We switched the database layer to Diesel.')[0]).toMatchObject({ subject: 'orm', value: 'diesel' });
    expect(fromPrompt('We migrated the argument parser to cobra.')[0]).toMatchObject({ subject: 'cli parser', value: 'cobra' });
  });

  it('does not read moving things to a folder as a choice of tool', () => {
    expect(fromPrompt('Then we moved the tests to the integration folder.')).toEqual([]);
    const moved = fromPrompt('The tests moved to tests/integration.');
    expect(moved.map((c) => c.subject)).not.toContain('test runner');
  });

  it('knows the tools of other ecosystems, but not when the name is an everyday word', () => {
    expect(fromPrompt("We're going with Tokio as the async runtime.")[0]).toMatchObject({ subject: 'async runtime', value: 'tokio' });
    expect(fromPrompt('Going forward we use Terraform for provisioning.')[0]).toMatchObject({
      subject: 'infrastructure as code',
      value: 'terraform',
    });
    const rule = fromPrompt('Always log the cargo weight for every vessel in the manifest table.');
    expect(rule).toHaveLength(1);
    expect(rule[0].subject).not.toBe('package manager');
    for (const c of fromPrompt('From now on always note the cargo weight when tracing a vessel.')) {
      expect(['package manager', 'logging']).not.toContain(c.subject);
    }
  });

  it('retires a value on "no longer use" / "stop using"', () => {
    const [c] = fromPrompt('We no longer use Redis.');
    expect(c).toMatchObject({ kind: 'decision', subject: 'cache', replaces: 'redis', polarity: 'negative' });
    expect(c.value).toBeUndefined();
  });

  it.each([
    'Should we use Postgres?',
    'Maybe we could switch to Bun later.',
    "We'll use SQLite for now.",
    'We could use Redis for caching, or just keep it in memory.',
    "Let's not switch to Vue.",
    'I recommend switching to Vitest.',
    'What if we moved from Heroku to Render',
    'I think we should go with Prisma as the ORM.',
    "Let's use grep to find the callers.",
    'The README says "we use yarn instead of npm for installs".',
    'Would it make sense to replace Jest with Vitest?',
    "We haven't decided whether to use Kafka.",
    'Use Postgres 16 temporarily until the migration lands.',
    'Someone on the team said we should use MongoDB.',
    'We used SQLite as a quick hack for the demo.',
  ])('skips questions, hedges, negations, temporaries and quotes: %s', (sentence) => {
    expect(fromPrompt(sentence)).toEqual([]);
  });

  it('never reads decisions out of code blocks, blockquotes, shell transcripts or private blocks', () => {
    const prompt = [
      'Here is the config:',
      '```',
      '// we switched from npm to pnpm',
      'const db = "postgres"; // decided to use postgres',
      '```',
      '> We decided to use MongoDB for everything.',
      '$ npm install --save-exact prisma  # switch from knex to prisma',
      '    we decided to use yarn instead of npm',
      '<private>We decided to move hosting from AWS to Hetzner.</private>',
      'Thanks, that looks fine.',
    ].join('\n');
    expect(fromPrompt(prompt)).toEqual([]);
  });
});

describe('extractCandidates: preferences', () => {
  it.each([
    ['I prefer tabs over spaces.', 'indentation', 'positive'],
    ['Always use single quotes in TypeScript files.', 'quote style', 'positive'],
    ['Never commit directly to main.', undefined, 'negative'],
    ['From now on, run the linter before you commit.', undefined, 'positive'],
    ["Don't add comments to obvious code ever again.", undefined, 'negative'],
    ['Please stop adding emojis to commit messages.', undefined, 'negative'],
    ["I'd rather keep functions small and pure.", undefined, 'positive'],
    ['Please always ask before deleting files.', undefined, 'positive'],
    ['In the future, write the test first and then the fix.', undefined, 'positive'],
  ])('%s', (sentence, subject, polarity) => {
    const [c, ...rest] = fromPrompt(sentence);
    expect(rest).toEqual([]);
    expect(c).toMatchObject({ kind: 'preference', polarity, speaker: 'user' });
    if (subject) expect(c.subject).toBe(subject);
    expect(c.subject.length).toBeGreaterThan(0);
  });

  it('keeps the preferred value and the alternative', () => {
    expect(fromPrompt('I prefer tabs over spaces.')[0]).toMatchObject({ value: 'tabs', contrast: 'spaces' });
  });

  it.each([
    "Don't touch the config file.",
    'Please run the tests.',
    'Can you always check the logs first?',
    'I want the build to pass.',
    'Never mind, that was my mistake.',
  ])('ignores one-off instructions and chit-chat: %s', (sentence) => {
    expect(fromPrompt(sentence)).toEqual([]);
  });

  it('takes preferences from the user only, not from the assistant restating them', () => {
    expect(fromAssistant('Always run the formatter before committing.')).toEqual([]);
    expect(fromAssistant('I prefer to keep the diff small here.')).toEqual([]);
  });
});

describe('extractCandidates: conventions', () => {
  it.each([
    ['Tests live in test/ next to the source tree.', 'test location', 'test/'],
    ['Migrations go in db/migrations and are numbered.', 'migration location', 'db/migrations'],
    ['In this codebase we name files in kebab-case.', 'file naming', 'kebab-case'],
    ['All handlers must return a Result instead of throwing.', 'handler', undefined],
    ['Every API route should validate its input with zod.', 'api route', undefined],
    ['We always wrap database errors in a DomainError.', undefined, undefined],
    ['The convention here is one React component per file.', undefined, undefined],
    ['React components are written in PascalCase.', 'component naming', 'pascal-case'],
  ])('%s', (sentence, subject, value) => {
    const [c, ...rest] = fromAssistant(sentence);
    expect(rest).toEqual([]);
    expect(c.kind).toBe('convention');
    if (subject) expect(c.subject).toBe(subject);
    if (value) expect(c.value).toBe(value);
  });

  it.each([
    'All tests pass now.',
    'We put the fix in parser.ts.',
    'The fix goes in parser.ts.',
    'All tests should pass now that the mock is gone.',
    'Every request failed with a 502 during the outage.',
  ])('skips states and one-off placements: %s', (sentence) => {
    expect(fromAssistant(sentence)).toEqual([]);
  });
});

describe('extractCandidates: discoveries', () => {
  it.each([
    'The root cause was a missing await in the session refresh handler.',
    'It turned out the cache key ignored the tenant id.',
    'The bug was that the retry loop never reset its counter.',
    'The failure was caused by a stale lockfile.',
    'Fixed it by awaiting the promise in src/auth/refresh.ts.',
    'The flakiness came from tests sharing one temp directory.',
  ])('%s', (sentence) => {
    const [c, ...rest] = fromAssistant(sentence, ['src/auth/refresh.ts']);
    expect(rest).toEqual([]);
    expect(c).toMatchObject({ kind: 'discovery', speaker: 'assistant' });
    expect(c.provenance.filesModified).toEqual(['src/auth/refresh.ts']);
    expect(c.signals).toContain('fix_applied');
  });

  it('joins a root cause and its fix said back to back into one discovery', () => {
    const out = fromAssistant(
      'The root cause was a missing index on orders.user_id. I fixed it by adding the index in a new migration. Everything is green.',
      ['db/migrations/0007_orders_index.sql'],
    );
    expect(out).toHaveLength(1);
    expect(out[0].text).toBe('The root cause was a missing index on orders.user_id. I fixed it by adding the index in a new migration.');
    expect(out[0].provenance.sentenceIndices).toEqual([0, 1]);
  });

  it('treats a present-tense diagnosis as a hypothesis until the turn applies a fix', () => {
    const s = 'The problem is that the worker reads the config before it is written.';
    expect(fromAssistant(s)).toEqual([]);
    expect(kinds(fromAssistant(s, ['src/worker.ts']))).toEqual(['discovery']);
  });

  it.each([
    'I think the bug is in the parser.',
    'The bug is probably a race in the worker.',
    'Let me check whether the bug was in the cache.',
    'If it turns out the cache is stale, we can clear it.',
    'The root cause might be the new retry logic.',
    'Could the failure be caused by the lockfile?',
    'Error: connection refused (the root cause was logged above)',
  ])('skips hedged, planned and quoted diagnoses: %s', (sentence) => {
    expect(fromAssistant(sentence, ['src/x.ts'])).toEqual([]);
  });
});

describe('extractCandidates: the turn', () => {
  it('records provenance: part, message index, sentence index and uuid', () => {
    const out = extractCandidates({
      prompt: { text: 'Thanks. From now on, always run pnpm lint before pushing.', uuid: 'u-1' },
      assistant: [
        { text: 'Running it now.', uuid: 'a-1' },
        { text: 'Done. The bug was that the lint script skipped src/cli.', uuid: 'a-2' },
      ],
      evidence: { filesModified: ['package.json'], commands: [{ command: 'pnpm lint', exitCode: 0, ok: true }] },
    });
    expect(out.map((c) => [c.kind, c.provenance.part, c.provenance.messageIndex, c.provenance.sentenceIndices, c.provenance.uuid])).toEqual(
      [
        ['preference', 'prompt', 0, [1], 'u-1'],
        ['discovery', 'assistant', 1, [1], 'a-2'],
      ],
    );
    expect(out[1].provenance.commands).toEqual(['pnpm lint']);
  });

  it('never returns text from a private block or a secret', () => {
    const out = extractCandidates({
      prompt: "We'll use Postgres instead of MySQL with password=hunter2pass. <private>We decided to use Oracle.</private>",
    });
    for (const c of out) {
      expect(c.text).not.toContain('hunter2pass');
      expect(c.text).not.toMatch(/oracle/i);
    }
  });

  it('caps candidates per turn and handles empty input', () => {
    expect(extractCandidates({})).toEqual([]);
    expect(extractCandidates({ prompt: '', assistant: [''] })).toEqual([]);
    const many = Array.from({ length: 40 }, (_, i) => `Never use library${i} in this repo.`).join('\n');
    expect(extractCandidates({ prompt: many }, { maxCandidates: 5 })).toHaveLength(5);
  });
});

describe('extractCandidates: how people really type', () => {
  it('ends a sentence at a period before a lower-case word, so "for now" in one sentence does not hide the next', () => {
    const out = fromPrompt("nice. let's keep the quick fix for now. btw i'd prefer small pull requests, one change each");
    expect(out.map((c) => [c.kind, c.text])).toEqual([['preference', "btw i'd prefer small pull requests, one change each"]]);
    // ...but not after an abbreviation.
    expect(fromPrompt('use the workspace names (@acme/core etc.) everywhere in the monorepo').map((c) => c.kind)).toEqual(['convention']);
  });

  it.each([
    ['ok Meilisearch it is', 'search engine', 'meilisearch'],
    ['fine, good_job it is then', 'queue', 'good_job'],
    ['go with reportlab', 'pdf generation', 'reportlab'],
    ['I like uv for dependencies', 'package manager', 'uv'],
  ])('short choices: %s', (sentence, subject, value) => {
    expect(fromPrompt(sentence)).toMatchObject([{ kind: 'decision', subject, value }]);
  });

  it('files each technology of a stack listing under its own slot', () => {
    const out = fromPrompt("I'm building a small booking app for the clinic: Django, HTMX, Postgres.");
    expect(out.map((c) => [c.kind, c.subject, c.value])).toEqual([
      ['decision', 'web framework', 'django'],
      ['decision', 'frontend framework', 'htmx'],
      ['decision', 'database', 'postgres'],
    ]);
    expect(fromPrompt('the bill lists Render, Redis and the database.')).toEqual([]);
  });

  it.each([
    ['one house rule before we start: every page a visitor sees is in Dutch', 'convention'],
    ["conventional commit style please, that's how the other repos do it", 'convention'],
    ['money is always BigDecimal in this codebase, never Float', 'convention'],
    ['we use tabs here, the formatter was misconfigured', 'convention'],
    ['and from now on every cache key gets the `acme.` prefix', 'convention'],
    ['I want the tests against a real Postgres, not SQLite in memory', 'preference'],
    ['going forward I want type hints on every new function', 'preference'],
    ["one rule going forward: don't add any new package without checking with me first", 'preference'],
    ['and please stop generating README sections for every package', 'preference'],
  ])('%s', (sentence, kind) => {
    expect(fromPrompt(sentence).map((c) => c.kind)).toEqual([kind]);
  });

  it('announced findings and failures explained by "because" are discoveries', () => {
    expect(kinds(fromAssistant('Found it: the scheduler reads the timeout in seconds and we pass minutes.'))).toEqual(['discovery']);
    expect(kinds(fromAssistant("The limit didn't hold because each worker process keeps its own counter.", ['app/limit.py']))).toEqual([
      'discovery',
    ]);
    // Without a change in the turn, a "because" explanation is still a guess.
    expect(fromAssistant("The limit didn't hold because each worker process keeps its own counter.")).toEqual([]);
  });

  it("reads the assistant's report of a change as the fix of the problem the user raised, or as the choice the user made", () => {
    const fix = extractCandidates({
      prompt: 'the totals are off by a few cents, fix it',
      assistant: ['Amounts are now BigDecimal and VAT is rounded once per invoice.'],
      evidence: { filesModified: ['app/models/invoice.rb'] },
    });
    expect(kinds(fix)).toEqual(['discovery']);
    const choice = extractCandidates({
      prompt: "let's replace moment with date-fns, it's huge",
      assistant: ['All 23 call sites now use date-fns and the bundle is 61 kB smaller.'],
      evidence: { filesModified: ['src/format.ts'] },
    });
    expect(kinds(choice)).toEqual(['decision', 'decision']);
    // A report after a plain request, or without any change, is neither.
    expect(
      extractCandidates({
        prompt: 'add a health route',
        assistant: ['The app now serves /healthz.'],
        evidence: { filesModified: ['app/main.py'] },
      }),
    ).toEqual([]);
    expect(extractCandidates({ prompt: 'the totals are wrong', assistant: ['Amounts are now BigDecimal.'] })).toEqual([]);
    expect(
      extractCandidates({ prompt: 'the build is broken', assistant: ['All 52 tests pass now.'], evidence: { filesModified: ['x.py'] } }),
    ).toEqual([]);
  });
});

describe('extractCandidates: several items in one sentence', () => {
  it('reads "X for A and Y for B" as two choices', () => {
    const out = fromPrompt("let's use Twilio for the SMS and Celery with Redis for the scheduled job, I've used both before");
    expect(out.map((c) => [c.subject, c.value])).toEqual([
      ['sms', 'twilio'],
      ['queue', 'celery'],
    ]);
  });

  it('reads what a change retired, once the user has decided', () => {
    const turn = (prompt: string) =>
      extractCandidates({
        prompt,
        assistant: ['Celery, kombu and Redis are gone; the jobs run on procrastinate now.'],
        evidence: { filesModified: ['pyproject.toml'] },
      });
    const out = turn("let's drop Celery and use procrastinate").filter((c) => c.provenance.part === 'assistant');
    expect(out.map((c) => [c.replaces, c.polarity])).toEqual([
      ['celery', 'negative'],
      ['kombu', 'negative'],
      ['redis', 'negative'],
    ]);
    // Removing things while fixing a bug is not a choice of technology.
    expect(turn('the job runs twice, fix it').filter((c) => c.kind === 'decision')).toEqual([]);
  });

  it('takes a capitalised name that is also a word ("Render") only when written as a name', () => {
    expect(fromPrompt('put it online. Render: a web service, their managed postgres and a redis for celery.').map((c) => c.value)).toEqual([
      'render',
      'postgres',
      'redis',
      'celery',
    ]);
    expect(fromPrompt('we render: the header, the postgres stats and the redis stats.')).toEqual([]);
  });
});

describe('extractCandidates: general rules seen on held-out turns', () => {
  it.each([
    ['but we switch the output from CSV to Parquet, the dashboard team asked', 'decision'],
    ['ok, sticking with pandas.', 'decision'],
    ["I'd like short commit messages, one line, imperative mood", 'preference'],
    ['every context module needs a @moduledoc', 'convention'],
    ['we never call Repo from controllers, only through contexts', 'convention'],
    ['station ids are strings everywhere, never ints, some have leading zeros', 'convention'],
  ])('%s', (sentence, kind) => {
    expect(fromPrompt(sentence).map((c) => c.kind)).toEqual([kind]);
  });

  it.each([
    "A small VM would keep SQLite; otherwise we'd move to Turso.",
    'The output says "switch from npm to pnpm" but that is the template talking.',
    "I'd like the build fixed before lunch.",
    'the logs are noisy everywhere',
    'I want you to run the tests.',
  ])('still skips: %s', (sentence) => {
    expect(fromPrompt(sentence)).toEqual([]);
  });

  it('finds where a reported symptom came from, and any "X now <verb>" report of the fix', () => {
    const out = extractCandidates({
      prompt: 'the total shows NaN for orders without a discount',
      assistant: ['The NaN comes from `total()` dividing by a null discount. Orders now carry a zero discount by default.'],
      evidence: { filesModified: ['src/total.ts'] },
    });
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ kind: 'discovery' });
    expect(out[0].provenance.sentenceIndices).toEqual([0, 1]);
    // The same description in a turn that changed nothing is not a finding.
    expect(
      extractCandidates({ prompt: 'the total shows NaN', assistant: ['The NaN comes from `total()` dividing by a null discount.'] }),
    ).toEqual([]);
  });
});

describe('extractCandidates: conversation is not project knowledge', () => {
  it.each([
    'Never give up!',
    'Always here to help.',
    'We usually watch movies and have game nights at my place.',
    'It turned out really tasty.',
    'Agreed, nature has a way of being so inspiring!',
    'Yes it is!',
    'I just adopted this cute pup from a shelter last week.',
    "Don't ever forget that you have people cheering you on.",
    'Turns out they live close by.',
  ])('%s', (sentence) => {
    expect(fromPrompt(sentence)).toEqual([]);
  });

  it('keeps the same grammar when it is about the work', () => {
    expect(kinds(fromPrompt('Never force-push to main.'))).toEqual(['preference']);
    expect(kinds(fromPrompt('We usually squash commits before merging.'))).toEqual(['convention']);
    expect(kinds(fromAssistant('It turned out the migration ran twice.'))).toEqual(['discovery']);
  });
});

describe('extractCandidates: options and announcements', () => {
  it('reads the options the assistant lists as options, not decisions', () => {
    const text =
      'Cross-compiling is the problem. Two ways out:\n1. **Keep go-sqlite3** and cross-compile with cgo.\n2. **Switch to `modernc.org/sqlite`**: pure Go, no C compiler.\n\nWhich do you prefer';
    expect(extractCandidates({ assistant: [text] }).filter((c) => c.kind === 'decision')).toEqual([]);
  });

  it('takes announced findings and fixes ("Why:", "Fixed:")', () => {
    const out = fromAssistant(
      'Reproduced: 41 of 300 reads failed.\n\nWhy: the file is in rollback-journal mode and every row is its own transaction.',
      ['internal/store/store.go'],
    );
    expect(out.map((c) => c.kind)).toEqual(['discovery']);
    expect(out[0].text).toMatch(/^Why:/);
  });

  it('takes a package named as one in "just use X"', () => {
    expect(fromPrompt("for sqlite just use mattn/go-sqlite3, it's what everyone uses")).toMatchObject([
      { kind: 'decision', value: 'mattn/go-sqlite3' },
    ]);
    expect(fromPrompt('just use grep')).toEqual([]);
  });
});

describe('extractCandidates: settings written in code', () => {
  const report = (prompt: string, text: string, files = ['app/settings.py']) =>
    extractCandidates({ prompt, assistant: [text], evidence: { filesModified: files } });

  it('reads a constant the change set as the value of a single-valued setting', () => {
    const out = report(
      'how many per slot? a dozen',
      'Capacity is a setting: `SLOT_CAPACITY=12` in `app/settings.py`; links last `LINK_TTL_MINUTES: int = 20`.',
    );
    expect(out.map((c) => [c.kind, c.subject, c.value, c.signals])).toEqual([
      ['decision', 'setting slot_capacity', '12', ['code_value']],
      ['decision', 'setting link_ttl_minutes', '20', ['code_value']],
    ]);
  });

  it('not in a bug fix, not without a change, not for expressions or lower-case locals', () => {
    expect(report('the enum is created twice, fix it', 'With `create_type=False` only the explicit creation runs.')).toEqual([]);
    expect(extractCandidates({ prompt: 'what is the cap?', assistant: ['The cap is `RATE_LIMIT_PER_HOUR = 5`.'] })).toEqual([]);
    expect(report('cap it', 'It passes `max_age=LINK_MINUTES * 60` now and `x=1` in the loop.')).toEqual([]);
  });
});

describe('extractCandidates: where things live, and garbled text', () => {
  it('"put X in <known technology>" is a decision about X', () => {
    expect(fromPrompt('put the counter in postgres then, we have it anyway')).toMatchObject([
      { kind: 'decision', subject: 'counter', value: 'postgres' },
    ]);
    expect(fromPrompt('keep the job queue in Redis')).toMatchObject([{ kind: 'decision', subject: 'queue', value: 'redis' }]);
    expect(fromPrompt('put the fix in parser.ts')).toEqual([]);
    expect(fromPrompt('put the counter in the header')).toEqual([]);
  });

  it('reads mojibake in the prompt as the problem the change fixes', () => {
    const turn = (prompt: string) =>
      extractCandidates({
        prompt,
        assistant: ['The export is now encoded as utf-8-sig, so Excel picks UTF-8.'],
        evidence: { filesModified: ['app/export.py'] },
      });
    expect(kinds(turn("Sofia opened it and sees 'JoÃ£o ConceiÃ§Ã£o' everywhere"))).toEqual(['discovery']);
    expect(turn('Sofia opened it in Excel')).toEqual([]);
  });
});

describe("extractCandidates: the assistant's report of a choice", () => {
  it('is filed under the subject of the choice the user made in that turn', () => {
    const out = extractCandidates({
      prompt: 'put the counter in postgres then, we have it anyway',
      assistant: ['The limit is unchanged but now counted in the new `link_requests` table. 50 tests pass, including two engines.'],
      evidence: { filesModified: ['app/auth/ratelimit.py'] },
    });
    expect(out.map((c) => [c.kind, c.subject, c.speaker])).toEqual([
      ['decision', 'counter', 'user'],
      ['decision', 'counter', 'assistant'],
    ]);
  });
});

describe('extractCandidates: replacements worded without switch vocabulary', () => {
  it('reads a number given to a setting as the change of that setting, with the old value', () => {
    const [c] = fromPrompt(
      'the nightly export keeps dying: the 45 second query timeout is too short for the big tenants. make it 3 minutes',
    );
    expect(c).toMatchObject({ kind: 'decision', subject: 'setting query timeout', value: '3 minutes', replaces: '45 second' });
    expect(c.signals).toContain('replacement');
    const [d] = fromPrompt('turns out 10 retries is too many for the webhook sender; set it to 4');
    expect(d).toMatchObject({ subject: 'setting retries', value: '4', replaces: '10' });
  });

  it('takes back an earlier rule by name, and the rule said next replaces it', () => {
    const [c] = fromPrompt('ok, forget what I said about feature branches. from now on we commit straight to trunk behind flags');
    expect(c).toMatchObject({ kind: 'convention', replaces: 'feature branches' });
    expect(c.signals).toEqual(expect.arrayContaining(['replacement', 'retracted']));
  });

  it('reads "back on X" and "X is gone, everything goes through Y" as replacements', () => {
    expect(fromPrompt("we're back on pgbouncer now, the direct connections didn't scale")[0]).toMatchObject({
      kind: 'decision',
      subject: 'connection pooler',
      value: 'pgbouncer',
    });
    const [gone] = fromPrompt('the old cron box is gone, everything goes through Airflow now');
    expect(gone).toMatchObject({ value: 'airflow', replaces: 'old cron box' });
  });

  it('leaves conversation and plain numbers alone', () => {
    expect(fromPrompt("we're on it now, give me a minute")).toEqual([]);
    expect(fromPrompt('the build took 30 seconds today. nice')).toEqual([]);
  });
});
