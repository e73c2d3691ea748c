import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  DEFAULT_SKIP_TOOLS,
  toolMatcher
} from "./chunk-H3Y3MZI4.mjs";

// src/hooks-manifest.ts
var PLUGIN_ENTRY = "${CLAUDE_PLUGIN_ROOT}/dist/claude-memory.mjs";
var BUNDLE_NAME = "claude-memory.mjs";
var COMMAND = (entry, event) => entry.endsWith(BUNDLE_NAME) ? `node "${entry.slice(0, -BUNDLE_NAME.length)}hook.cjs" ${event}` : `node "${entry}" hook ${event}`;
var HOOKS = [
  { event: "SessionStart", timeout: 15 },
  { event: "UserPromptSubmit", timeout: 10 },
  { event: "PostToolUse", timeout: 10, async: true, toolMatcher: true },
  { event: "PostToolUseFailure", timeout: 10, async: true, toolMatcher: true },
  { event: "Stop", timeout: 30 },
  { event: "SubagentStop", timeout: 30 },
  { event: "PreCompact", timeout: 30 },
  { event: "SessionEnd", timeout: 30 }
];
function hooksManifest(skipTools = DEFAULT_SKIP_TOOLS, entry = PLUGIN_ENTRY) {
  const hooks = {};
  for (const h of HOOKS) {
    hooks[h.event] = [
      {
        ...h.toolMatcher ? { matcher: toolMatcher(skipTools) } : {},
        hooks: [{ type: "command", command: COMMAND(entry, h.event), timeout: h.timeout, ...h.async ? { async: true } : {} }]
      }
    ];
  }
  return { description: "claude-memory: capture session events and inject recalled context", hooks };
}

export {
  hooksManifest
};
