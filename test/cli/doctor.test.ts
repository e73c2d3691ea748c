// `claude-memory doctor` (issue 22): it checks, it does not create: in a folder with no memory it makes no store, and
// `--project` checks another project than the current directory's.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupSandboxes, makeSandbox, runCliProcess } from '../helpers/store.js';

afterEach(cleanupSandboxes);

const stores = (dataDir: string) => {
  try {
    return fs.readdirSync(path.join(dataDir, 'projects')).filter((f) => f.endsWith('.db'));
  } catch {
    return [];
  }
};

describe('doctor', () => {
  it('in a folder with no memory creates no store, and says there is none yet', async () => {
    const sb = makeSandbox({ git: true });
    const r = await runCliProcess(sb, ['doctor', '--json']);
    const integrity = JSON.parse(r.stdout).checks.find((c: { name: string }) => c.name === 'database integrity');
    expect(integrity).toMatchObject({ ok: true, detail: expect.stringContaining(`no memory for ${sb.projectDir} yet`) });
    expect(stores(sb.dataDir)).toEqual([]);
  });

  it('--project checks that project, wherever it runs', async () => {
    const sb = makeSandbox();
    const other = path.join(sb.root, 'other');
    fs.mkdirSync(path.join(other, '.claude'), { recursive: true });
    expect((await runCliProcess(sb, ['remember', 'The other project deploys on Fridays'], { cwd: other })).code).toBe(0);
    const r = await runCliProcess(sb, ['doctor', '--project', other]);
    expect(r.stdout).toContain('database integrity: ok (other)');
    expect(stores(sb.dataDir)).toHaveLength(1);
  });
});
