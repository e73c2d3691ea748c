import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  handleHookEvent
} from "./chunk-E6JN3C6J.mjs";
import "./chunk-6URZ5MBD.mjs";
import {
  isInjectingEvent
} from "./chunk-JOOESFS7.mjs";
import {
  handOverToServer,
  projectSockets
} from "./chunk-TSOXABDK.mjs";
import "./chunk-H3Y3MZI4.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import {
  processBinding
} from "./chunk-TTRUGMK2.mjs";
import {
  hookProjectIdentity
} from "./chunk-XJMLOSZ2.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/hook/io.ts
import fs from "node:fs";
var STDIN_TIMEOUT_MS = 3e3;
async function readHookInput() {
  const raw = await readStdin(STDIN_TIMEOUT_MS);
  return { raw, at: Date.now() };
}
function writeStdout(text) {
  const bytes = Buffer.from(text, "utf8");
  let offset = 0;
  try {
    while (offset < bytes.length) offset += fs.writeSync(1, bytes, offset, bytes.length - offset);
  } catch (err) {
    if (err.code !== "EAGAIN") throw err;
    process.stdout.write(bytes.subarray(offset));
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
function reportHookError(err) {
  try {
    process.stderr.write(`claude-memory: ${err?.message ?? String(err)}
`);
  } catch {
  }
}

// src/hook/handover.ts
async function handOverHook(event, input, settings) {
  if (!isInjectingEvent(event)) return false;
  let reply;
  try {
    const cwd = payloadCwd(input.raw);
    if (cwd === null) return false;
    const project = hookProjectIdentity(settings.paths, settings.projectDir, cwd);
    const sockets = projectSockets(settings.paths.runDir, project.key);
    if (!sockets.length) return false;
    const request = { handOver: event, payload: input.raw, projectKey: project.key, at: input.at };
    reply = await handOverToServer(sockets, request, settings.config.injection.promptLatencyMs);
  } catch {
    return false;
  }
  if (!reply) return false;
  if (reply.output) writeStdout(reply.output);
  return true;
}
function payloadCwd(raw) {
  try {
    const payload = JSON.parse(raw);
    if (!payload || typeof payload !== "object") return null;
    const cwd = payload.cwd;
    return typeof cwd === "string" ? cwd : "";
  } catch {
    return null;
  }
}

// src/hook/process-context.ts
function processHookContext(settings, entryScript) {
  let storeSide = null;
  const side = async () => storeSide ??= await import("./process-store-7YPLTMJP.mjs");
  return {
    config: settings.config,
    log: settings.log,
    paths: settings.paths,
    home: settings.home,
    project: (cwd) => hookProjectIdentity(settings.paths, settings.projectDir, cwd),
    openStore: async (project) => (await side()).openProcessStore(settings, entryScript, project),
    startRuntimeInstall: () => {
      void side().then((s) => s.startRuntimeInstall(settings, entryScript)).catch((err) => settings.log.error("runtime:install", err));
    },
    promptLatencyMs: settings.config.injection.promptLatencyMs,
    answersAWaitingHook: false
  };
}

// src/hook/in-process.ts
async function handleInProcess(event, input, settings, entryScript) {
  try {
    const reply = await handleHookEvent(processHookContext(settings, entryScript), event, input.raw, input.at);
    if (reply.output) writeStdout(reply.output);
  } catch (err) {
    reportHookError(err);
  }
}

// src/hook/command.ts
async function runHookCommand(event, settings, entryScript) {
  const input = await readHookInput();
  if (await handOverHook(event, input, settings)) return;
  await handleInProcess(event, input, settings, entryScript);
}
export {
  runHookCommand
};
