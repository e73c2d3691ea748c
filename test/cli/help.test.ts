// What the command line says when asked for help or given a typo (issue 22): the user's commands first and only
// them, a typo's hint kept on screen, `review` in commands a terminal user can run, the import commands naming each
// other.
import { afterEach, describe, expect, it } from 'vitest';
import { createItem } from '../../src/store/knowledge.js';
import { cleanupSandboxes, makeSandbox, runCliProcess as cli, withProject } from '../helpers/store.js';

afterEach(cleanupSandboxes);

const INTERNAL = ['hook', 'mcp', 'hooks-json', 'hooks-matcher'];

describe('help and errors', () => {
  it('--help lists the commands a user runs, not the ones Claude Code runs itself, which still work', async () => {
    const sb = makeSandbox();
    const help = await cli(sb, ['--help']);
    expect(help.code).toBe(0);
    const listed = [...help.stdout.split('Commands:')[1].matchAll(/^ {2}([a-z][\w-]*)/gm)].map((m) => m[1]);
    expect(listed.slice(0, 3)).toEqual(['where', 'status', 'import']);
    for (const name of INTERNAL) expect(listed).not.toContain(name);
    expect((await cli(sb, ['hooks-matcher'])).code).toBe(0);
    expect((await cli(sb, ['hook', '--help'])).stdout).toContain('Claude Code hook');
  });

  it('an unknown command prints its "Did you mean" and one line, not the whole help', async () => {
    const sb = makeSandbox();
    const r = await cli(sb, ['staus']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown command 'staus'");
    expect(r.stderr).toContain('Did you mean status?');
    expect(r.stderr.trim().split('\n')).toHaveLength(3);
    expect(r.stdout).toBe('');
  });

  it('import, ingest and import-memory each name the other two in their help', async () => {
    const sb = makeSandbox();
    const help = async (name: string) => (await cli(sb, [name, '--help'])).stdout;
    expect(await help('import')).toMatch(/See also: `ingest`.*`import-memory`/s);
    expect(await help('ingest')).toMatch(/See also: `import`.*`import-memory`/s);
    expect(await help('import-memory')).toMatch(/See also: `import`.*`ingest`/s);
  });

  it('review tells a terminal user which commands to run, not MCP tools', async () => {
    const sb = makeSandbox();
    withProject(sb, (db) =>
      createItem(
        db,
        {
          type: 'preference',
          text: 'Prefer rebase over merge for feature branches',
          origin: 'inferred',
          source: 'auto',
          validFrom: Date.now(),
        },
        { actor: 'worker', now: Date.now() },
      ),
    );
    const r = await cli(sb, ['review']);
    expect(r.stdout).toContain('Prefer rebase over merge');
    expect(r.stdout).toContain('claude-memory verify <id>');
    expect(r.stdout).not.toMatch(/memory_verify|memory_explain/);
  });
});
