import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  EARLY_PROMPT_CHARS,
  beginHandOver,
  hookRequest
} from "./chunk-2Y3VNUK4.mjs";
import {
  projectSockets
} from "./chunk-IKX7RXLT.mjs";
import {
  processBinding
} from "./chunk-TTRUGMK2.mjs";
import {
  projectIdentity
} from "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/cli/hook-begin.ts
import fs from "node:fs";
var STDIN_TIMEOUT_MS = 3e3;
async function beginHook(event, env, paths) {
  const raw = await readStdin(STDIN_TIMEOUT_MS);
  return { raw, served: event === "SessionStart" || event === "UserPromptSubmit" ? await beginHandOverOf(event, raw, env, paths) : null };
}
async function beginHandOverOf(event, raw, env, paths) {
  try {
    const payload = JSON.parse(raw);
    if (!payload || typeof payload !== "object" || Array.isArray(payload)) return null;
    const p = payload;
    const project = projectIdentity(env.CLAUDE_PROJECT_DIR || String(p.cwd || process.cwd()), { named: Boolean(env.CLAUDE_PROJECT_DIR) });
    const sockets = projectSockets(paths.runDir, project.key);
    if (!sockets.length) return null;
    const handOver = await beginHandOver(sockets, {
      begin: event,
      sessionId: String(p.session_id ?? ""),
      ...typeof p.prompt === "string" ? { prompt: p.prompt.slice(0, EARLY_PROMPT_CHARS) } : {},
      ...typeof p.source === "string" ? { source: p.source.slice(0, 20) } : {}
    });
    return handOver && { projectKey: project.key, serve: (event2, payload2, timeoutMs) => handOver.journaled(hookRequest(event2, payload2), timeoutMs), cancel: () => handOver.cancel() };
  } catch {
    return null;
  }
}
function readStdin(timeoutMs) {
  let stat;
  try {
    stat = fs.fstatSync(0);
  } catch {
    return Promise.resolve("");
  }
  if (stat.isCharacterDevice()) return Promise.resolve("");
  const fd = stat.isFile() ? 0 : stat.isFIFO() ? reopenedNonBlocking() : stat.isSocket() ? nonBlockingSocket() : null;
  return fd === null ? readStdinStream(timeoutMs) : pollRead(fd, timeoutMs);
}
function reopenedNonBlocking() {
  try {
    return fs.openSync("/dev/stdin", fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch {
    return null;
  }
}
var stdinHandles = [];
function nonBlockingSocket() {
  const binding = processBinding("pipe_wrap");
  if (!binding) return null;
  try {
    const handle = new binding.Pipe(binding.constants.SOCKET);
    handle.open(0);
    stdinHandles.push(handle);
    return 0;
  } catch {
    return null;
  }
}
function pollRead(fd, timeoutMs) {
  return new Promise((resolve) => {
    const chunks = [];
    const buffer = Buffer.allocUnsafe(65536);
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      if (fd !== 0) {
        try {
          fs.closeSync(fd);
        } catch {
        }
      }
      resolve(Buffer.concat(chunks).toString("utf8"));
    };
    const timer = setTimeout(done, timeoutMs);
    const next = () => {
      if (finished) return;
      for (; ; ) {
        let bytesRead;
        try {
          bytesRead = fs.readSync(fd, buffer, 0, buffer.length, null);
        } catch (err) {
          if (err.code === "EAGAIN") return void setTimeout(next, 2);
          return done();
        }
        if (bytesRead === 0) return done();
        chunks.push(Buffer.from(buffer.subarray(0, bytesRead)));
      }
    };
    next();
  });
}
function readStdinStream(timeoutMs) {
  return new Promise((resolve) => {
    const chunks = [];
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      process.stdin.destroy();
      resolve(Buffer.concat(chunks).toString("utf8"));
    };
    const timer = setTimeout(done, timeoutMs);
    process.stdin.on("data", (chunk) => void chunks.push(chunk));
    process.stdin.on("end", done);
    process.stdin.on("error", done);
  });
}
export {
  beginHook
};
