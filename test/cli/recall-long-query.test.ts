// A recall query of tens of KB on the encoder path (issue 22): onnxruntime parsed the process's command line as it
// started and overflowed the stack on a long one (SIGSEGV, exit 139, no message). `--fts` never loaded it.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupSandboxes, makeSandbox, runCliProcess } from '../helpers/store.js';

afterEach(cleanupSandboxes);

describe('recall with a very long query', () => {
  it('searches with the sentence encoder and answers, as a short query does', async () => {
    const sb = makeSandbox();
    expect((await runCliProcess(sb, ['remember', 'We switched the parser test runner from Jest to Vitest'])).code).toBe(0);
    const drained = await runCliProcess(sb, ['worker', '--once']);
    expect(drained.stdout).toMatch(/embedded [1-9]/);
    // About 35 KB of distinct words, the question itself at the start.
    const query = `why did we switch the parser test runner ${Array.from({ length: 4_000 }, (_, i) => `word${i}`).join(' ')}`;
    expect(query.length).toBeGreaterThan(30_000);
    const r = await runCliProcess(sb, ['recall', query, '--limit', '3']);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/hits \(hybrid\)/);
    expect(r.stdout).toContain('from Jest to Vitest');
  }, 60_000);
});
