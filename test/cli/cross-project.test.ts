// Cross-project recall is opt-in and explicit: without --project or --all-projects no query returns another
// project's memory (the CLI, nor prompt-time injection); with them, hits say which project they come from.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupSandboxes, fixturePayload, makeSandbox, runCliProcess as cli, runHookProcess } from '../helpers/store.js';

afterEach(cleanupSandboxes);

describe('cross-project recall', () => {
  it('never crosses projects implicitly; --project <name> and --all-projects do, labelled', async () => {
    const sb = makeSandbox();
    const other = path.join(sb.root, 'billing-service');
    fs.mkdirSync(other);
    await cli(sb, ['remember', 'Invoices are rendered with the zorblax template engine'], { cwd: other });
    await cli(sb, ['remember', 'The web app deploys with the quibbleflux pipeline']);

    // From the current project, the other project's memory is invisible.
    const here = JSON.parse((await cli(sb, ['recall', 'zorblax template', '--json', '--fts'])).stdout);
    expect(here.hits).toEqual([]);
    // Not through prompt-time injection either.
    const prompt = { ...fixturePayload('UserPromptSubmit', sb), prompt: 'which template engine renders the zorblax invoices?' };
    const hook = await runHookProcess(sb, 'UserPromptSubmit', prompt, { env: { CLAUDE_PROJECT_DIR: sb.projectDir } });
    expect(hook.code).toBe(0);
    expect(hook.stdout).not.toContain('zorblax');

    // Asked for by name, it is there.
    const named = JSON.parse((await cli(sb, ['recall', 'zorblax template', '--json', '--fts', '--project', 'billing-service'])).stdout);
    expect(named.hits[0].snippet).toContain('zorblax');
    // Across every project, each hit names its project.
    const all = await cli(sb, ['recall', 'zorblax', 'quibbleflux', '--all-projects']);
    expect(all.code).toBe(0);
    expect(all.stdout).toContain('[billing-service] - [decision:');
    expect(all.stdout).toContain('[project] - [decision:');
    const json = JSON.parse((await cli(sb, ['recall', 'zorblax', 'quibbleflux', '--all-projects', '--json'])).stdout);
    expect(new Set(json.hits.map((h: { project: string }) => h.project))).toEqual(new Set(['billing-service', 'project']));
  });

  it('a config allowlist (search.alsoProjects) opts recall into another project, labelled; injection stays in the project', async () => {
    const sb = makeSandbox({ config: { search: { alsoProjects: ['billing-service', 'no-such-project'] } } });
    const other = path.join(sb.root, 'billing-service');
    fs.mkdirSync(other);
    await cli(sb, ['remember', 'Invoices are rendered with the zorblax template engine'], { cwd: other });
    await cli(sb, ['remember', 'The web app deploys with the quibbleflux pipeline']);

    const found = await cli(sb, ['recall', 'zorblax template', '--fts']);
    expect(found.code).toBe(0);
    expect(found.stdout).toMatch(/\[decision:\d+\] \(decision, manual, project billing-service, /);
    const json = JSON.parse((await cli(sb, ['recall', 'zorblax template', '--fts', '--json'])).stdout);
    expect(json.hits[0]).toMatchObject({ project: 'billing-service' });
    // --scope project means this project only.
    expect(JSON.parse((await cli(sb, ['recall', 'zorblax template', '--fts', '--json', '--scope', 'project'])).stdout).hits).toEqual([]);
    // Prompt injection never reads another project, allowlist or not.
    const prompt = { ...fixturePayload('UserPromptSubmit', sb), prompt: 'which template engine renders the zorblax invoices?' };
    const hook = await runHookProcess(sb, 'UserPromptSubmit', prompt, { env: { CLAUDE_PROJECT_DIR: sb.projectDir } });
    expect(hook.code).toBe(0);
    expect(hook.stdout).not.toContain('zorblax');
  });

  it('an unknown project name is an error (exit 2), and --all-projects takes no --project', async () => {
    const sb = makeSandbox();
    await cli(sb, ['remember', 'Something to find']);
    const unknown = await cli(sb, ['recall', 'x', '--project', 'no-such-project']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('neither a directory nor the name of a project');
    const both = await cli(sb, ['recall', 'x', '--all-projects', '--project', sb.projectDir]);
    expect(both.code).toBe(2);
  });
});
