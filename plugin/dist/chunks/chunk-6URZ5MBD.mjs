import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  ALL_KINDS
} from "./chunk-IPV3Y5SN.mjs";

// src/capture/own-output.ts
var OWN_COMMAND = /^\/memory:[\w-]+(?:\s|$)/;
function isOwnCommand(prompt) {
  return OWN_COMMAND.test(prompt.trimStart());
}
var TASK_NOTIFICATION = /<task-notification>[\s\S]*?<\/task-notification>/g;
function isTaskNotification(prompt) {
  return prompt.trimStart().startsWith("<task-notification>") && prompt.replace(TASK_NOTIFICATION, "").trim() === "";
}
function isOwnContext(text) {
  return /\(claude-memory[);]/.test(text.slice(0, 400));
}
var MEMORY_ID = new RegExp(`\\[(?:global:)?((?:${ALL_KINDS.join("|")}):[\\w.-]+)`, "g");
var DIGEST_SESSION = /\[session ([\w-]+)\]/g;
function shownMemoryIds(text) {
  const ids = /* @__PURE__ */ new Set();
  for (const m of text.matchAll(MEMORY_ID)) {
    if (m[0].startsWith("[global:")) continue;
    ids.add(m[1]);
  }
  for (const m of text.matchAll(DIGEST_SESSION)) ids.add(`rollup:${m[1]}`);
  return [...ids];
}
function withoutSystemReminders(text) {
  return text.includes("<system-reminder>") ? text.replace(/<system-reminder>[\s\S]*?<\/system-reminder>\s*/g, "").trim() : text;
}

export {
  isOwnCommand,
  TASK_NOTIFICATION,
  isTaskNotification,
  isOwnContext,
  shownMemoryIds,
  withoutSystemReminders
};
