// `claude-memory doctor`: is everything in place for capture and recall to work?
import fs from 'node:fs';
import path from 'node:path';
import type { App } from '../app.js';
import { pendingSpool, replayProjectSpool } from '../capture/replay.js';
import { integrityCheck } from '../store/connection.js';
import { installRuntime, runtimeState } from '../runtime/install.js';
import { loadConfig } from '../config.js';

export interface DoctorCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export async function runDoctor(app: App, opts: { install: boolean; pluginRoot?: string }): Promise<{ ok: boolean; checks: DoctorCheck[] }> {
  const checks: DoctorCheck[] = [];
  if (opts.install) {
    const r = installRuntime(app.runtime, { env: app.env, pointerFile: app.paths.runtimePointer });
    checks.push({ name: 'runtime install', ok: !r.error, detail: r.error ?? `installed: ${r.installed.join(', ') || 'nothing new'}` });
  }
  const rt = runtimeState(app.runtime);
  checks.push({
    name: 'runtime dependencies',
    ok: rt.core,
    detail: rt.core
      ? `SQLite ready${rt.embed ? ', sentence encoder ready' : ', sentence encoder not installed (search is keyword-only until it is)'}`
      : rt.installing
        ? `installing into ${rt.installDir} (hooks spool events meanwhile)`
        : `missing: run \`claude-memory doctor --install\`${rt.lastError ? ` (last attempt: ${rt.lastError.split('\n')[0]})` : ''}`,
  });
  try {
    loadConfig(app.paths.configFile);
    checks.push({ name: 'config', ok: true, detail: fs.existsSync(app.paths.configFile) ? app.paths.configFile : 'defaults (no config file)' });
  } catch (err) {
    checks.push({ name: 'config', ok: false, detail: (err as Error).message });
  }
  const project = app.project();
  let spool = pendingSpool(app.paths, project);
  if (rt.core) {
    try {
      const db = app.openProjectStore(project);
      try {
        replayProjectSpool(db, app.paths, project, app.config, app.log, app.now());
        spool = pendingSpool(app.paths, project, db);
        const problems = integrityCheck(db);
        const ok = problems.length === 1 && problems[0] === 'ok';
        checks.push({ name: 'database integrity', ok, detail: ok ? `ok (${project.name})` : problems.join('; ').slice(0, 500) });
      } finally {
        db.close();
      }
    } catch (err) {
      checks.push({ name: 'database integrity', ok: false, detail: (err as Error).message });
    }
  }
  checks.push({ name: 'spool', ok: spool.events === 0, detail: spool.events === 0 ? 'empty' : `${spool.events} events waiting to be replayed (\`claude-memory status\` replays them)` });
  checks.push(hooksCheck(app, opts.pluginRoot));
  const embedder = rt.embed || rt.core ? await app.embedder().catch(() => null) : null;
  checks.push({ name: 'embedder', ok: true, detail: embedder ? `${embedder.id} (${embedder.dims} dims)` : 'none available: summaries use the lexical tier, search is keyword-only' });
  return { ok: checks.every((c) => c.ok), checks };
}

/** Hooks are registered if the plugin is enabled in Claude Code's settings, or when run from a plugin dir. */
function hooksCheck(app: App, pluginRoot?: string): DoctorCheck {
  const bundleRoot = path.dirname(path.dirname(app.entryScript));
  const hooksFile = path.join(pluginRoot ?? bundleRoot, 'hooks', 'hooks.json');
  let events: string[] = [];
  try {
    events = Object.keys((JSON.parse(fs.readFileSync(hooksFile, 'utf8')) as { hooks: Record<string, unknown> }).hooks);
  } catch {
    return { name: 'hooks', ok: false, detail: `cannot read ${hooksFile}` };
  }
  const settingsFile = path.join(app.env.HOME ?? '', '.claude', 'settings.json');
  let enabled = false;
  try {
    const settings = JSON.parse(fs.readFileSync(settingsFile, 'utf8')) as { enabledPlugins?: Record<string, boolean> };
    enabled = Object.entries(settings.enabledPlugins ?? {}).some(([k, v]) => v && k.startsWith('memory@'));
  } catch {
    // no user settings
  }
  return {
    name: 'hooks',
    ok: events.length >= 8,
    detail: `${events.length} events wired in ${hooksFile}; plugin ${enabled ? 'enabled in ~/.claude/settings.json' : 'not enabled in ~/.claude/settings.json (fine with --plugin-dir)'}`,
  };
}
