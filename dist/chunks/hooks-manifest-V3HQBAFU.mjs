import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  DEFAULT_SKIP_TOOLS,
  toolMatcher
} from "./chunk-L7GGCSF5.mjs";
import "./chunk-VJBQTNNI.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/hooks-manifest.ts
var COMMAND = (event) => `node "\${CLAUDE_PLUGIN_ROOT}/dist/claude-memory.mjs" hook ${event}`;
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
function hooksManifest(skipTools = DEFAULT_SKIP_TOOLS) {
  const hooks = {};
  for (const h of HOOKS) {
    hooks[h.event] = [
      {
        ...h.toolMatcher ? { matcher: toolMatcher(skipTools) } : {},
        hooks: [{ type: "command", command: COMMAND(h.event), timeout: h.timeout, ...h.async ? { async: true } : {} }]
      }
    ];
  }
  return { description: "claude-memory: capture session events and inject recalled context", hooks };
}
export {
  hooksManifest
};
