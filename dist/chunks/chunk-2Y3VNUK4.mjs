import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  projectSockets
} from "./chunk-IKX7RXLT.mjs";
import {
  lazyBuiltin,
  processBinding
} from "./chunk-TTRUGMK2.mjs";

// src/recall/socket-client.ts
import fs from "node:fs";

// src/runtime/uv-pipe.ts
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
function uvLineChannels(b) {
  return (file) => {
    const handle = new b.Pipe(b.socketType);
    let state = "connecting";
    let closing = false;
    let failure = null;
    let writesInFlight = 0;
    const outbox = [];
    const lines = [];
    let partial = [];
    let waiter = null;
    let settleConnected = () => void 0;
    const connected2 = new Promise((resolve) => settleConnected = resolve);
    const deliver = () => {
      if (!waiter || !lines.length && !failure) return;
      const take = waiter;
      waiter = null;
      take(lines.length ? { line: lines.shift() } : { failed: failure });
    };
    const shut = () => {
      if (state === "closed") return;
      state = "closed";
      handle.onread = ignoreRead;
      handle.close();
    };
    const fail = (why) => {
      failure ??= why;
      settleConnected(why);
      shut();
      deliver();
    };
    const write = (text) => {
      const req = new b.WriteWrap();
      req.handle = handle;
      req.async = false;
      req.oncomplete = (status) => {
        writesInFlight--;
        if (status < 0) fail("error");
        else if (closing && !writesInFlight) shut();
      };
      writesInFlight++;
      const err2 = handle.writeUtf8String(req, text);
      if (err2 < 0 || b.streamState[b.kLastWriteWasAsync] === 0) writesInFlight--;
      if (err2 < 0) fail("error");
    };
    handle.onread = (buffer) => {
      const nread = b.streamState[b.kReadBytesOrError];
      if (nread < 0) return fail("hung-up");
      if (nread === 0 || !buffer) return;
      let chunk = Buffer.from(buffer, b.streamState[b.kArrayBufferOffset], nread);
      for (let nl = chunk.indexOf(NEWLINE); nl >= 0; nl = chunk.indexOf(NEWLINE)) {
        partial.push(chunk.subarray(0, nl));
        lines.push(Buffer.concat(partial).toString("utf8"));
        partial = [];
        chunk = chunk.subarray(nl + 1);
      }
      if (chunk.length) partial.push(chunk);
      deliver();
    };
    const refusedOrError = (status) => status === -os.constants.errno.ECONNREFUSED ? "refused" : "error";
    const connect = new b.PipeConnectWrap();
    connect.oncomplete = (status) => {
      if (state === "closed") return;
      if (status < 0) return fail(refusedOrError(status));
      if (handle.readStart() < 0) return fail("error");
      state = "open";
      settleConnected(null);
      for (const line of outbox.splice(0)) if (state === "open") write(line);
      if (closing && !writesInFlight) shut();
    };
    const err = handle.connect(connect, file);
    if (err < 0) fail(refusedOrError(err));
    return {
      connected: connected2,
      send(line) {
        if (closing || state === "closed") return;
        if (state === "connecting") outbox.push(line);
        else write(line);
      },
      nextLine(deadline) {
        return new Promise((resolve) => {
          const timer = setTimeout(() => {
            if (waiter !== take) return;
            waiter = null;
            resolve({ failed: "timeout" });
          }, Math.max(0, deadline - Date.now()));
          const take = (result) => {
            clearTimeout(timer);
            resolve(result);
          };
          waiter = take;
          deliver();
        });
      },
      close() {
        closing = true;
        handle.onread = ignoreRead;
        if (state === "open" && !writesInFlight) shut();
      }
    };
  };
}

// src/recall/socket-client.ts
var HOOK_CONFIRMATION = '{"delivered":true}';
var MAX_QUERY_CHARS = 4e3;
var EARLY_PROMPT_CHARS = 2 * MAX_QUERY_CHARS;
async function queryRecallSocket(runDir, projectKey, q, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (const file of projectSockets(runDir, projectKey)) {
    if (Date.now() >= deadline) return null;
    const channel = await connected(file);
    if (!channel) continue;
    channel.send(`${JSON.stringify(q)}
`);
    const reply = parseReply(await channel.nextLine(deadline));
    channel.close();
    if (Array.isArray(reply?.hits)) return reply.hits;
  }
  return null;
}
function hookRequest(event, payload) {
  return {
    hook: event,
    sessionId: String(payload.session_id ?? ""),
    ...typeof payload.prompt === "string" ? { prompt: payload.prompt.slice(0, MAX_QUERY_CHARS) } : {},
    ...typeof payload.source === "string" ? { source: payload.source } : {}
  };
}
async function beginHandOver(sockets, begin) {
  const rest = [...sockets];
  const first = await connectFirst(rest);
  if (!first) return null;
  first.send(`${JSON.stringify(begin)}
`);
  let channel = first;
  return {
    async journaled(request, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      const line = `${JSON.stringify({ ...request, journaled: true })}
`;
      channel?.send(line);
      while (channel) {
        const answer = await servedAnswer(channel, deadline);
        if (answer !== "failed") return answer;
        channel = Date.now() < deadline ? await connectFirst(rest) : null;
        channel?.send(`${JSON.stringify({ begin: request.hook, sessionId: request.sessionId, prompt: request.prompt, source: request.source })}
${line}`);
      }
      return void 0;
    },
    cancel() {
      channel?.close();
      channel = null;
    }
  };
}
async function askServerToServe(sockets, request, timeoutMs) {
  const handOver = await beginHandOver(sockets, { begin: request.hook, sessionId: request.sessionId, prompt: request.prompt, source: request.source });
  try {
    return await handOver?.journaled(request, timeoutMs);
  } finally {
    handOver?.cancel();
  }
}
async function servedAnswer(channel, deadline) {
  const result = await channel.nextLine(deadline);
  const reply = parseReply(result);
  if (reply?.served === true) channel.send(`${HOOK_CONFIRMATION}
`);
  channel.close();
  if (reply?.served === true) return { context: typeof reply.context === "string" ? reply.context : null };
  return "failed" in result && result.failed === "timeout" ? void 0 : "failed";
}
function parseReply(result) {
  if (!("line" in result)) return null;
  try {
    const parsed = JSON.parse(result.line);
    return parsed && typeof parsed === "object" ? parsed : null;
  } catch {
    return null;
  }
}
async function connectFirst(files) {
  for (let file = files.shift(); file !== void 0; file = files.shift()) {
    const channel = await connected(file);
    if (channel) return channel;
  }
  return null;
}
async function connected(file) {
  const channel = openChannel()(file);
  const failure = await channel.connected;
  if (!failure) return channel;
  channel.close();
  if (failure === "refused") fs.rmSync(file, { force: true });
  return null;
}
var transport = null;
function useSocketTransport(kind) {
  const uv = kind !== "node:net" ? uvPipeBindings() : null;
  if (kind === "libuv" && !uv) throw new Error("this Node has no libuv pipe bindings");
  transport = uv ? uvLineChannels(uv) : netLineChannel;
}
function openChannel() {
  if (!transport) useSocketTransport(null);
  return transport;
}
var net = lazyBuiltin("node:net");
var netLineChannel = (file) => {
  const conn = net().createConnection(file);
  let closed = false;
  let failure = null;
  const lines = [];
  let buf = "";
  let waiter = null;
  let settleConnected = () => void 0;
  const connectedOrNot = new Promise((resolve) => settleConnected = resolve);
  const deliver = () => {
    if (!waiter || !lines.length && !failure) return;
    const take = waiter;
    waiter = null;
    take(lines.length ? { line: lines.shift() } : { failed: failure });
  };
  const fail = (why) => {
    failure ??= why;
    settleConnected(why);
    deliver();
  };
  conn.setEncoding("utf8");
  conn.on("connect", () => settleConnected(null));
  conn.on("data", (chunk) => {
    if (closed) return;
    buf += chunk;
    for (let nl = buf.indexOf("\n"); nl >= 0; nl = buf.indexOf("\n")) {
      lines.push(buf.slice(0, nl));
      buf = buf.slice(nl + 1);
    }
    deliver();
  });
  conn.on("end", () => fail("hung-up"));
  conn.on("close", () => fail("hung-up"));
  conn.on("error", (err) => fail(err.code === "ECONNREFUSED" ? "refused" : "error"));
  return {
    connected: connectedOrNot,
    send(line) {
      if (!closed && !failure) conn.write(line);
    },
    nextLine(deadline) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          if (waiter !== take) return;
          waiter = null;
          resolve({ failed: "timeout" });
        }, Math.max(0, deadline - Date.now()));
        const take = (result) => {
          clearTimeout(timer);
          resolve(result);
        };
        waiter = take;
        deliver();
      });
    },
    close() {
      if (closed) return;
      closed = true;
      if (failure) conn.destroy();
      else conn.end();
    }
  };
};

export {
  HOOK_CONFIRMATION,
  MAX_QUERY_CHARS,
  EARLY_PROMPT_CHARS,
  queryRecallSocket,
  hookRequest,
  beginHandOver,
  askServerToServe,
  useSocketTransport
};
