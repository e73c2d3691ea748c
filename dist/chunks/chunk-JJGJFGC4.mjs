import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  int,
  object,
  optional,
  string
} from "./chunk-LWFLJNIZ.mjs";

// src/recall/socket.ts
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
var SocketQuerySchema = object({ query: string(), limit: int(), sessionId: optional(string()), snippetChars: optional(int()) });
var MAX_REQUEST_BYTES = 64 * 1024;
function recallSocketPath(runDir, projectKey, pid) {
  return path.join(runDir, `${projectKey}.${pid}.sock`);
}
async function serveRecallSocket(file, answer, opts = {}) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 448 });
  fs.rmSync(file, { force: true });
  const server = net.createServer((conn) => {
    let buf = "";
    let answered = false;
    conn.setEncoding("utf8");
    conn.setTimeout(opts.idleTimeoutMs ?? 2e3, () => conn.destroy());
    conn.on("error", () => void 0);
    conn.on("data", (chunk) => {
      if (answered) return;
      buf += chunk;
      if (buf.length > MAX_REQUEST_BYTES) return conn.destroy();
      const nl = buf.indexOf("\n");
      if (nl < 0) return;
      answered = true;
      const q = parseRequest(buf.slice(0, nl));
      if (!q) return conn.destroy();
      answer({
        query: q.query.slice(0, 4e3),
        limit: Math.min(Math.max(q.limit, 1), 50),
        sessionId: q.sessionId?.slice(0, 200),
        snippetChars: q.snippetChars === void 0 ? void 0 : Math.min(Math.max(q.snippetChars, 100), 2e3)
      }).then((hits) => conn.end(`${JSON.stringify({ hits })}
`)).catch(() => conn.destroy());
    });
  });
  server.maxConnections = opts.maxConnections ?? 32;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => resolve());
  });
  server.on("error", () => void 0);
  fs.chmodSync(file, 384);
  server.unref();
  const removeFile = () => fs.rmSync(file, { force: true });
  process.on("exit", removeFile);
  return {
    close() {
      process.off("exit", removeFile);
      server.close();
      removeFile();
    }
  };
}
function parseRequest(line) {
  let data;
  try {
    data = JSON.parse(line);
  } catch {
    return null;
  }
  const parsed = SocketQuerySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
async function queryRecallSocket(runDir, projectKey, q, timeoutMs) {
  let sockets;
  try {
    sockets = fs.readdirSync(runDir).filter((n) => n.startsWith(`${projectKey}.`) && n.endsWith(".sock")).map((n) => path.join(runDir, n));
  } catch {
    return null;
  }
  const deadline = Date.now() + timeoutMs;
  for (const file of sockets) {
    const left = deadline - Date.now();
    if (left <= 0) return null;
    const hits = await ask(file, q, left);
    if (hits) return hits;
  }
  return null;
}
function ask(file, q, timeoutMs) {
  return new Promise((resolve) => {
    let buf = "";
    const conn = net.createConnection(file);
    const finish = (hits) => {
      clearTimeout(timer);
      conn.destroy();
      resolve(hits);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    conn.setEncoding("utf8");
    conn.on("connect", () => conn.write(`${JSON.stringify(q)}
`));
    conn.on("data", (chunk) => {
      buf += chunk;
      const nl = buf.indexOf("\n");
      if (nl < 0) return;
      try {
        const reply = JSON.parse(buf.slice(0, nl));
        finish(Array.isArray(reply?.hits) ? reply.hits : null);
      } catch {
        finish(null);
      }
    });
    conn.on("error", (err) => {
      if (err.code === "ECONNREFUSED") fs.rmSync(file, { force: true });
      finish(null);
    });
  });
}

export {
  recallSocketPath,
  serveRecallSocket,
  queryRecallSocket
};
