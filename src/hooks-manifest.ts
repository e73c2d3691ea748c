// hooks/hooks.json, generated: the PostToolUse matchers come from the skip list, so a skipped tool starts no
// process at all. `npm run build` writes it; a test checks the committed file matches.
import { DEFAULT_SKIP_TOOLS, toolMatcher } from './config.js';

/** The plugin runs the bundle from its own root; `init` (no plugin) names the bundle's absolute path. */
const PLUGIN_ENTRY = '${CLAUDE_PLUGIN_ROOT}/dist/claude-memory.mjs';
const BUNDLE_NAME = 'claude-memory.mjs';
/**
 * A built bundle's hooks run dist/hook.cjs beside it (a CommonJS entry with a V8 code cache: about a third of a tool
 * hook's start-up, BENCHMARKS.md section 1); an unbundled entry (development) runs its `hook` command.
 */
const COMMAND = (entry: string, event: string) =>
  entry.endsWith(BUNDLE_NAME) ? `node "${entry.slice(0, -BUNDLE_NAME.length)}hook.cjs" ${event}` : `node "${entry}" hook ${event}`;

interface HookSpec {
  event: string;
  timeout: number;
  /** Tool hooks run async: Claude Code does not wait for them. */
  async?: boolean;
  toolMatcher?: boolean;
}

const HOOKS: HookSpec[] = [
  { event: 'SessionStart', timeout: 15 },
  { event: 'UserPromptSubmit', timeout: 10 },
  { event: 'PostToolUse', timeout: 10, async: true, toolMatcher: true },
  { event: 'PostToolUseFailure', timeout: 10, async: true, toolMatcher: true },
  { event: 'Stop', timeout: 30 },
  { event: 'SubagentStop', timeout: 30 },
  { event: 'PreCompact', timeout: 30 },
  { event: 'SessionEnd', timeout: 30 },
];

export function hooksManifest(skipTools: readonly string[] = DEFAULT_SKIP_TOOLS, entry: string = PLUGIN_ENTRY): Record<string, unknown> {
  const hooks: Record<string, unknown> = {};
  for (const h of HOOKS) {
    hooks[h.event] = [
      {
        ...(h.toolMatcher ? { matcher: toolMatcher(skipTools) } : {}),
        hooks: [{ type: 'command', command: COMMAND(entry, h.event), timeout: h.timeout, ...(h.async ? { async: true } : {}) }],
      },
    ];
  }
  return { description: 'claude-memory: capture session events and inject recalled context', hooks };
}
