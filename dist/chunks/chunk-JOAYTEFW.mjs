import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  $ZodNumber,
  $ZodNumberFormat,
  $ZodObject,
  $ZodOptional,
  $ZodString,
  $ZodType,
  $constructor,
  _int,
  _string,
  clone,
  config,
  installLazyProp,
  normalizeParams,
  own,
  parse,
  parseAsync,
  safeParse,
  safeParseAsync
} from "./chunk-NG2DCVL2.mjs";

// src/recall/socket.ts
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor("ZodMiniType", (inst, def) => {
  if (!inst._zod)
    throw new Error("Uninitialized schema in ZodMiniType.");
  $ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
}, {
  // `with` is an alias for `check`: the same function object, not a wrapper.
  get with() {
    return this.check;
  },
  set with(value) {
    own(this, "with", value);
  },
  parse(data, params) {
    return parse(this, data, params, { callee: this.parse });
  },
  parseAsync(data, params) {
    return parseAsync(this, data, params, { callee: this.parseAsync });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
  },
  check(...checks) {
    const def = this.def;
    return this.clone({
      ...def,
      checks: [
        ...def.checks ?? [],
        ...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }, { parent: true });
  },
  clone(_def, params) {
    return clone(this, _def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    reg.add(this, meta2);
    return this;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  }
});
var ZodMiniString = /* @__PURE__ */ $constructor("ZodMiniString", (inst, def) => {
  $ZodString.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniNumber = /* @__PURE__ */ $constructor("ZodMiniNumber", (inst, def) => {
  $ZodNumber.init(inst, def);
  ZodMiniType.init(inst, def);
});
var ZodMiniNumberFormat = /* @__PURE__ */ $constructor("ZodMiniNumberFormat", (inst, def) => {
  $ZodNumberFormat.init(inst, def);
  ZodMiniNumber.init(inst, def);
});
function int(params) {
  return _int(ZodMiniNumberFormat, params);
}
var ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
  $ZodObject.init(inst, def);
  ZodMiniType.init(inst, def);
  installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function object(shape, params) {
  const def = {
    type: "object",
    shape: shape ?? {},
    ...normalizeParams(params)
  };
  return new ZodMiniObject(def);
}
var ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType
  });
}

// src/zod.ts
config({ jitless: true });

// src/recall/socket.ts
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
  object,
  recallSocketPath,
  serveRecallSocket,
  queryRecallSocket
};
