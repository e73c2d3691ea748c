// README's first command is `npm ci && npm run demo`: the main job on the bundled sample session must keep working.
// Its project directory (/home/dev/shop-api, the cwd in the sample transcript) does not exist here, as on a user's
// machine: the memory of a project outlives its directory, and `recall --project <that dir>` must still find it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureBundle, REPO_ROOT } from '../helpers/seed.js';

describe('npm run demo', () => {
  it('imports, summarizes, shows status, recalls the answer and drills into the session', () => {
    ensureBundle();
    const out = execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'demo.mjs')], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, CLAUDE_MEMORY_OFFLINE: '1' },
      timeout: 240_000,
    });
    expect(out).toContain('$ claude-memory recall why did the migration fail');
    expect(out).toContain('CREATE INDEX IF NOT EXISTS');
    expect(out).toContain('Session 5a3f0c1e-8d2b-4c6e-9f1a-2b7d4e6c8a90 (completed');
    fs.rmSync(path.join(REPO_ROOT, '.demo-memory'), { recursive: true, force: true });
  }, 300_000);
});
