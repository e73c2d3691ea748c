import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  projectSockets
} from "./chunk-IKX7RXLT.mjs";

// src/recall/socket-client.ts
import fs from "node:fs";
import net from "node:net";
var HOOK_CONFIRMATION = '{"delivered":true}';
var MAX_QUERY_CHARS = 4e3;
async function queryRecallSocket(runDir, projectKey, q, timeoutMs) {
  const reply = await askFirst(projectSockets(runDir, projectKey), q, timeoutMs);
  return Array.isArray(reply?.hits) ? reply.hits : null;
}
function hookRequest(event, payload) {
  return {
    hook: event,
    sessionId: String(payload.session_id ?? ""),
    ...typeof payload.prompt === "string" ? { prompt: payload.prompt.slice(0, MAX_QUERY_CHARS) } : {},
    ...typeof payload.source === "string" ? { source: payload.source } : {}
  };
}
async function askServerToServe(sockets, request, timeoutMs) {
  const reply = await askFirst(sockets, request, timeoutMs, (r) => r.served === true ? `${HOOK_CONFIRMATION}
` : null);
  if (reply?.served !== true) return void 0;
  return { context: typeof reply.context === "string" ? reply.context : null };
}
async function askFirst(sockets, request, timeoutMs, confirm = () => null) {
  if (!sockets.length) return null;
  const deadline = Date.now() + timeoutMs;
  for (const file of sockets) {
    const left = deadline - Date.now();
    if (left <= 0) return null;
    const reply = await ask(file, request, left, confirm);
    if (reply) return reply;
  }
  return null;
}
function ask(file, request, timeoutMs, confirm) {
  return new Promise((resolve) => {
    let buf = "";
    let finished = false;
    const conn = net.createConnection(file);
    const finish = (reply) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      const confirmation = reply ? confirm(reply) : null;
      if (confirmation) conn.end(confirmation);
      else conn.destroy();
      resolve(reply);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    conn.setEncoding("utf8");
    conn.on("connect", () => conn.write(`${JSON.stringify(request)}
`));
    conn.on("data", (chunk) => {
      buf += chunk;
      const nl = buf.indexOf("\n");
      if (nl < 0) return;
      try {
        const reply = JSON.parse(buf.slice(0, nl));
        finish(reply && typeof reply === "object" ? reply : null);
      } catch {
        finish(null);
      }
    });
    conn.on("end", () => finish(null));
    conn.on("error", (err) => {
      if (err.code === "ECONNREFUSED") fs.rmSync(file, { force: true });
      finish(null);
    });
  });
}

export {
  HOOK_CONFIRMATION,
  MAX_QUERY_CHARS,
  queryRecallSocket,
  hookRequest,
  askServerToServe
};
