import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  lazyBuiltin,
  processBinding
} from "./chunk-TTRUGMK2.mjs";

// src/hook/session-socket.ts
import fs from "node:fs";
import path from "node:path";

// src/hook/uv-pipe.ts
import os from "node:os";
var bindings;
function uvPipeBindings() {
  if (bindings !== void 0) return bindings;
  const pipe = processBinding("pipe_wrap");
  const stream = processBinding("stream_wrap");
  const shaped = typeof pipe?.Pipe === "function" && typeof pipe.PipeConnectWrap === "function" && typeof pipe.constants?.SOCKET === "number" && typeof stream?.WriteWrap === "function" && stream.streamBaseState instanceof Int32Array && ["kReadBytesOrError", "kArrayBufferOffset", "kLastWriteWasAsync"].every((k) => typeof stream[k] === "number");
  bindings = shaped && pipe && stream ? {
    Pipe: pipe.Pipe,
    PipeConnectWrap: pipe.PipeConnectWrap,
    WriteWrap: stream.WriteWrap,
    socketType: pipe.constants.SOCKET,
    streamState: stream.streamBaseState,
    kReadBytesOrError: stream.kReadBytesOrError,
    kArrayBufferOffset: stream.kArrayBufferOffset,
    kLastWriteWasAsync: stream.kLastWriteWasAsync
  } : null;
  return bindings;
}
var NEWLINE = 10;
var ignoreRead = () => void 0;
function uvLineExchange(b) {
  return (file, request, timeoutMs, answer) => new Promise((resolve) => {
    const handle = new b.Pipe(b.socketType);
    const chunks = [];
    let finished = false;
    const write = (text, then) => {
      const req = new b.WriteWrap();
      req.handle = handle;
      req.async = false;
      req.oncomplete = (status) => then(status >= 0);
      const err2 = handle.writeUtf8String(req, text);
      if (err2 < 0) return then(false);
      if (b.streamState[b.kLastWriteWasAsync] === 0) then(true);
    };
    const finish = (result, reply = null) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      handle.onread = ignoreRead;
      if (reply) write(reply, () => handle.close());
      else handle.close();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ failed: "timeout" }), timeoutMs);
    handle.onread = (buffer) => {
      const nread = b.streamState[b.kReadBytesOrError];
      if (nread < 0) return finish({ failed: "hung-up" });
      if (nread === 0 || !buffer) return;
      const chunk = Buffer.from(buffer, b.streamState[b.kArrayBufferOffset], nread);
      const nl = chunk.indexOf(NEWLINE);
      if (nl < 0) return void chunks.push(chunk);
      chunks.push(chunk.subarray(0, nl));
      const line = Buffer.concat(chunks).toString("utf8");
      let reply = null;
      try {
        reply = answer(line);
      } catch {
      }
      finish({ line }, reply);
    };
    const connect = new b.PipeConnectWrap();
    connect.oncomplete = (status) => {
      if (finished) return;
      if (status < 0) return finish({ failed: status === -os.constants.errno.ECONNREFUSED ? "refused" : "error" });
      write(request, (ok) => {
        if (!ok) return finish({ failed: "error" });
        if (handle.readStart() < 0) finish({ failed: "error" });
      });
    };
    const err = handle.connect(connect, file);
    if (err < 0) finish({ failed: err === -os.constants.errno.ECONNREFUSED ? "refused" : "error" });
  });
}

// src/hook/session-socket.ts
function sessionSocketPath(runDir, projectKey, pid) {
  return path.join(runDir, `${projectKey}.${pid}.sock`);
}
function projectSockets(runDir, projectKey) {
  try {
    return fs.readdirSync(runDir).filter((n) => n.startsWith(`${projectKey}.`) && n.endsWith(".sock")).map((n) => path.join(runDir, n));
  } catch {
    return [];
  }
}
function anySessionSocket(runDir) {
  try {
    return fs.readdirSync(runDir).some((n) => n.endsWith(".sock"));
  } catch {
    return false;
  }
}
var HOOK_CONFIRMATION = '{"delivered":true}';
var MAX_HANDOVER_CHARS = 1048576;
var MAX_QUERY_CHARS = 4e3;
async function queryRecallSocket(runDir, projectKey, q, timeoutMs) {
  const reply = await askFirst(projectSockets(runDir, projectKey), JSON.stringify(q), timeoutMs);
  return Array.isArray(reply?.hits) ? reply.hits : null;
}
async function handOverToServer(sockets, request, timeoutMs) {
  const line = JSON.stringify(request);
  if (line.length > MAX_HANDOVER_CHARS) return void 0;
  const reply = await askFirst(
    sockets,
    line,
    timeoutMs,
    (r) => r.served === true && typeof r.output === "string" ? `${HOOK_CONFIRMATION}
` : null
  );
  return reply?.served === true && typeof reply.output === "string" ? { output: reply.output } : void 0;
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
async function ask(file, request, timeoutMs, confirm) {
  let reply = null;
  const result = await exchange()(file, `${request}
`, timeoutMs, (line) => {
    try {
      const parsed = JSON.parse(line);
      if (parsed && typeof parsed === "object") reply = parsed;
    } catch {
    }
    return reply ? confirm(reply) : null;
  });
  if ("failed" in result && result.failed === "refused") fs.rmSync(file, { force: true });
  return reply;
}
var transport = null;
function useSocketTransport(kind) {
  const uv = kind !== "node:net" ? uvPipeBindings() : null;
  if (kind === "libuv" && !uv) throw new Error("this Node has no libuv pipe bindings");
  transport = uv ? uvLineExchange(uv) : netLineExchange;
}
function exchange() {
  if (!transport) useSocketTransport(null);
  return transport;
}
var net = lazyBuiltin("node:net");
var netLineExchange = (file, request, timeoutMs, answer) => new Promise((resolve) => {
  let buf = "";
  let finished = false;
  const conn = net().createConnection(file);
  const finish = (result, reply = null) => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    if (reply) conn.end(reply);
    else conn.destroy();
    resolve(result);
  };
  const timer = setTimeout(() => finish({ failed: "timeout" }), timeoutMs);
  conn.setEncoding("utf8");
  conn.on("connect", () => conn.write(request));
  conn.on("data", (chunk) => {
    buf += chunk;
    const nl = buf.indexOf("\n");
    if (nl < 0) return;
    const line = buf.slice(0, nl);
    let reply = null;
    try {
      reply = answer(line);
    } catch {
    }
    finish({ line }, reply);
  });
  conn.on("end", () => finish({ failed: "hung-up" }));
  conn.on("error", (err) => finish({ failed: err.code === "ECONNREFUSED" ? "refused" : "error" }));
});

export {
  sessionSocketPath,
  projectSockets,
  anySessionSocket,
  HOOK_CONFIRMATION,
  MAX_HANDOVER_CHARS,
  MAX_QUERY_CHARS,
  queryRecallSocket,
  handOverToServer,
  useSocketTransport
};
