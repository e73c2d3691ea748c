import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  $ZodEnum,
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
import {
  HOOK_CONFIRMATION,
  MAX_QUERY_CHARS
} from "./chunk-DIBRWMRN.mjs";

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
var ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
  $ZodEnum.init(inst, def);
  ZodMiniType.init(inst, def);
  inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...normalizeParams(params)
  });
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
var HookRequestSchema = object({
  hook: _enum(["SessionStart", "UserPromptSubmit"]),
  sessionId: string(),
  prompt: optional(string()),
  source: optional(string())
});
var MAX_REQUEST_BYTES = 64 * 1024;
async function serveRecallSocket(file, answer, opts = {}) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 448 });
  fs.rmSync(file, { force: true });
  const serveHook = opts.serveHook;
  const server = net.createServer((conn) => {
    let buf = "";
    let answered = false;
    let onConfirmed = null;
    conn.setEncoding("utf8");
    conn.setTimeout(opts.idleTimeoutMs ?? 2e3, () => conn.destroy());
    conn.on("error", () => void 0);
    conn.on("data", (chunk) => {
      buf += chunk;
      if (buf.length > MAX_REQUEST_BYTES) return conn.destroy();
      const nl = buf.indexOf("\n");
      if (nl < 0) return;
      if (answered) {
        const end = buf.indexOf("\n", nl + 1);
        if (end < 0) return;
        const confirmed = onConfirmed;
        onConfirmed = null;
        if (confirmed && buf.slice(nl + 1, end) === HOOK_CONFIRMATION) {
          try {
            confirmed();
          } catch (err) {
            opts.onError?.(err);
          }
        }
        conn.end();
        return;
      }
      answered = true;
      const request = parseRequest(buf.slice(0, nl));
      if (!request) return conn.destroy();
      if ("hook" in request) {
        if (!serveHook) return conn.destroy();
        serveHook({ hook: request.hook, sessionId: request.sessionId.slice(0, 200), prompt: request.prompt?.slice(0, MAX_QUERY_CHARS), source: request.source?.slice(0, 20) }).then((answer2) => {
          onConfirmed = answer2.delivered;
          conn.write(`${JSON.stringify({ served: true, context: answer2.context })}
`);
        }).catch(() => conn.destroy());
        return;
      }
      answer({
        query: request.query.slice(0, MAX_QUERY_CHARS),
        limit: Math.min(Math.max(request.limit, 1), 50),
        sessionId: request.sessionId?.slice(0, 200),
        snippetChars: request.snippetChars === void 0 ? void 0 : Math.min(Math.max(request.snippetChars, 100), 2e3)
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
  const hook = HookRequestSchema.safeParse(data);
  if (hook.success) return hook.data;
  const parsed = SocketQuerySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export {
  object,
  serveRecallSocket
};
