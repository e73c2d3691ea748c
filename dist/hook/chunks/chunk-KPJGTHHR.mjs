import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  __export
} from "./chunk-F7RHODVR.mjs";

// src/config.ts
import fs from "node:fs";

// node_modules/zod/v4/core/util.js
var util_exports = {};
__export(util_exports, {
  BIGINT_FORMAT_RANGES: () => BIGINT_FORMAT_RANGES,
  CONSTANT_CATCH: () => CONSTANT_CATCH,
  Class: () => Class,
  NUMBER_FORMAT_RANGES: () => NUMBER_FORMAT_RANGES,
  aborted: () => aborted,
  allowsEval: () => allowsEval,
  assert: () => assert,
  assertEqual: () => assertEqual,
  assertIs: () => assertIs,
  assertNever: () => assertNever,
  assertNotEqual: () => assertNotEqual,
  assignProp: () => assignProp,
  attachSchema: () => attachSchema,
  base64ToUint8Array: () => base64ToUint8Array,
  base64urlToUint8Array: () => base64urlToUint8Array,
  cached: () => cached,
  captureStackTrace: () => captureStackTrace,
  cleanEnum: () => cleanEnum,
  cleanRegex: () => cleanRegex,
  clone: () => clone,
  cloneDef: () => cloneDef,
  codePointLength: () => codePointLength,
  constantCatch: () => constantCatch,
  createTransparentProxy: () => createTransparentProxy,
  defineLazy: () => defineLazy,
  defineLazyInternal: () => defineLazyInternal,
  derived: () => derived,
  esc: () => esc,
  escapeRegex: () => escapeRegex,
  explicitlyAborted: () => explicitlyAborted,
  extend: () => extend,
  finalizeIssue: () => finalizeIssue,
  floatSafeRemainder: () => floatSafeRemainder,
  getElementAtPath: () => getElementAtPath,
  getEnumValues: () => getEnumValues,
  getLengthableOrigin: () => getLengthableOrigin,
  getParsedType: () => getParsedType,
  getSizableOrigin: () => getSizableOrigin,
  hexToUint8Array: () => hexToUint8Array,
  hide: () => hide,
  installLazyProp: () => installLazyProp,
  isObject: () => isObject,
  isPlainObject: () => isPlainObject,
  issue: () => issue,
  joinValues: () => joinValues,
  jsonStringifyReplacer: () => jsonStringifyReplacer,
  members: () => members,
  merge: () => merge,
  mergeDefs: () => mergeDefs,
  normalizeParams: () => normalizeParams,
  nullish: () => nullish,
  numKeys: () => numKeys,
  objectClone: () => objectClone,
  omit: () => omit,
  optionalKeys: () => optionalKeys,
  own: () => own,
  parsedType: () => parsedType,
  partial: () => partial,
  pick: () => pick,
  prefixIssues: () => prefixIssues,
  primitiveTypes: () => primitiveTypes,
  promiseAllObject: () => promiseAllObject,
  propertyKeyTypes: () => propertyKeyTypes,
  randomString: () => randomString,
  rawShape: () => rawShape,
  required: () => required,
  safeExtend: () => safeExtend,
  shallowClone: () => shallowClone,
  sizeCaps: () => sizeCaps,
  slugify: () => slugify,
  stringifyPrimitive: () => stringifyPrimitive,
  toZod: () => toZod,
  uint8ArrayToBase64: () => uint8ArrayToBase64,
  uint8ArrayToBase64url: () => uint8ArrayToBase64url,
  uint8ArrayToHex: () => uint8ArrayToHex,
  unwrapMessage: () => unwrapMessage
});
function assertEqual(val) {
  return val;
}
function assertNotEqual(val) {
  return val;
}
function toZod() {
  return (schema) => schema;
}
function assertIs(_arg) {
}
function assertNever(_x) {
  throw new Error("Unexpected value in exhaustive check");
}
function assert(_) {
}
function getEnumValues(entries) {
  const numericValues = Object.values(entries).filter((v) => typeof v === "number");
  const values = Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
  return values;
}
function joinValues(array2, separator = "|") {
  return array2.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
  if (typeof value === "bigint")
    return value.toString();
  return value;
}
var Cached = class {
  constructor(getter) {
    this._getter = getter;
    this._value = void 0;
  }
  get value() {
    const getter = this._getter;
    if (getter !== void 0) {
      this._value = getter();
      this._getter = void 0;
    }
    return this._value;
  }
};
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input === null || input === void 0;
}
function cleanRegex(source) {
  const start = source.startsWith("^") ? 1 : 0;
  const end = source.endsWith("$") ? source.length - 1 : source.length;
  return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
  const ratio = val / step;
  const roundedRatio = Math.round(ratio);
  const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
  if (Math.abs(ratio - roundedRatio) < tolerance)
    return 0;
  return ratio - roundedRatio;
}
var EVALUATING = /* @__PURE__ */ Symbol("evaluating");
function defineLazy(object2, key, getter) {
  let value = void 0;
  Object.defineProperty(object2, key, {
    get() {
      if (value === EVALUATING) {
        return void 0;
      }
      if (value === void 0) {
        value = EVALUATING;
        value = getter();
      }
      return value;
    },
    set(v) {
      Object.defineProperty(object2, key, {
        value: v
        // configurable: true,
      });
    },
    configurable: true
  });
}
function objectClone(obj) {
  return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: true,
    enumerable: true,
    configurable: true
  });
}
function rawShape(def) {
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  return desc?.get ? desc.get.raw : desc?.value;
}
function sourceShape(schema) {
  return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
function deferProp(target, key, getter) {
  Object.defineProperty(target, key, {
    get() {
      const value = getter();
      assignProp(this, key, value);
      return value;
    },
    enumerable: true,
    configurable: true
  });
}
function putProp(target, key, value) {
  if (key in target)
    assignProp(target, key, value);
  else
    target[key] = value;
}
function mirrorShape(target, source, keys, wrap) {
  const raw = sourceShape(source);
  for (const key of keys) {
    const desc = Object.getOwnPropertyDescriptor(raw, key);
    if (!desc.enumerable)
      continue;
    if (desc.get) {
      deferProp(target, key, () => {
        const value = source._zod.def.shape[key];
        return wrap ? wrap(value, key) : value;
      });
    } else
      putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
  }
}
function mirrorProps(target, source) {
  for (const key of Reflect.ownKeys(source)) {
    const desc = Object.getOwnPropertyDescriptor(source, key);
    if (!desc.enumerable)
      continue;
    if (desc.get)
      deferProp(target, key, () => source[key]);
    else
      putProp(target, key, desc.value);
  }
}
function mergeDefs(...defs) {
  const mergedDescriptors = {};
  for (const def of defs) {
    const descriptors = Object.getOwnPropertyDescriptors(def);
    Object.assign(mergedDescriptors, descriptors);
  }
  return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
  return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path4) {
  if (!path4)
    return obj;
  return path4.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
  const keys = Object.keys(promisesObj);
  const promises = keys.map((key) => promisesObj[key]);
  return Promise.all(promises).then((results) => {
    const resolvedObj = {};
    for (let i = 0; i < keys.length; i++) {
      resolvedObj[keys[i]] = results[i];
    }
    return resolvedObj;
  });
}
function randomString(length = 10) {
  const chars = "abcdefghijklmnopqrstuvwxyz";
  let str2 = "";
  for (let i = 0; i < length; i++) {
    str2 += chars[Math.floor(Math.random() * chars.length)];
  }
  return str2;
}
function esc(str2) {
  return JSON.stringify(str2);
}
function slugify(input) {
  return input.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
};
function isObject(data2) {
  return typeof data2 === "object" && data2 !== null && !Array.isArray(data2);
}
var allowsEval = /* @__PURE__ */ cached(() => {
  if (globalConfig.jitless) {
    return false;
  }
  if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
    return false;
  }
  try {
    const F = Function;
    new F("");
    return true;
  } catch (_) {
    return false;
  }
});
function isPlainObject(o) {
  if (isObject(o) === false)
    return false;
  const ctor = o.constructor;
  if (ctor === void 0)
    return true;
  if (typeof ctor !== "function")
    return true;
  const prot = ctor.prototype;
  if (isObject(prot) === false)
    return false;
  if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
    return false;
  }
  return true;
}
function shallowClone(o) {
  if (isPlainObject(o))
    return { ...o };
  if (Array.isArray(o))
    return [...o];
  if (o instanceof Map)
    return new Map(o);
  if (o instanceof Set)
    return new Set(o);
  return o;
}
function numKeys(data2) {
  let keyCount = 0;
  for (const key in data2) {
    if (Object.prototype.hasOwnProperty.call(data2, key)) {
      keyCount++;
    }
  }
  return keyCount;
}
var getParsedType = (data2) => {
  const t = typeof data2;
  switch (t) {
    case "undefined":
      return "undefined";
    case "string":
      return "string";
    case "number":
      return Number.isNaN(data2) ? "nan" : "number";
    case "boolean":
      return "boolean";
    case "function":
      return "function";
    case "bigint":
      return "bigint";
    case "symbol":
      return "symbol";
    case "object":
      if (Array.isArray(data2)) {
        return "array";
      }
      if (data2 === null) {
        return "null";
      }
      if (data2.then && typeof data2.then === "function" && data2.catch && typeof data2.catch === "function") {
        return "promise";
      }
      if (typeof Map !== "undefined" && data2 instanceof Map) {
        return "map";
      }
      if (typeof Set !== "undefined" && data2 instanceof Set) {
        return "set";
      }
      if (typeof Date !== "undefined" && data2 instanceof Date) {
        return "date";
      }
      if (typeof File !== "undefined" && data2 instanceof File) {
        return "file";
      }
      return "object";
    default:
      throw new Error(`Unknown data type: ${t}`);
  }
};
var propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
var primitiveTypes = /* @__PURE__ */ new Set([
  "string",
  "number",
  "bigint",
  "boolean",
  "symbol",
  "undefined"
]);
function escapeRegex(str2) {
  return str2.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
  const cl = new inst._zod.constr(def ?? inst._zod.def);
  if (!def || params?.parent)
    cl._zod.parent = inst;
  return cl;
}
function normalizeParams(_params) {
  const params = _params;
  if (!params)
    return {};
  if (typeof params === "string")
    return { error: () => params };
  if (params?.message !== void 0) {
    if (params?.error !== void 0)
      throw new Error("Cannot specify both `message` and `error` params");
    params.error = params.message;
  }
  delete params.message;
  if (typeof params.error === "string")
    return { ...params, error: () => params.error };
  return params;
}
function createTransparentProxy(getter) {
  let target;
  return new Proxy({}, {
    get(_, prop, receiver) {
      target ?? (target = getter());
      return Reflect.get(target, prop, receiver);
    },
    set(_, prop, value, receiver) {
      target ?? (target = getter());
      return Reflect.set(target, prop, value, receiver);
    },
    has(_, prop) {
      target ?? (target = getter());
      return Reflect.has(target, prop);
    },
    deleteProperty(_, prop) {
      target ?? (target = getter());
      return Reflect.deleteProperty(target, prop);
    },
    ownKeys(_) {
      target ?? (target = getter());
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(_, prop) {
      target ?? (target = getter());
      return Reflect.getOwnPropertyDescriptor(target, prop);
    },
    defineProperty(_, prop, descriptor) {
      target ?? (target = getter());
      return Reflect.defineProperty(target, prop, descriptor);
    }
  });
}
function stringifyPrimitive(value) {
  if (typeof value === "bigint")
    return value.toString() + "n";
  if (typeof value === "string")
    return `"${value}"`;
  return `${value}`;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k) => {
    return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
  });
}
var NUMBER_FORMAT_RANGES = /* @__PURE__ */ (() => ({
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-34028234663852886e22, 34028234663852886e22],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}))();
var BIGINT_FORMAT_RANGES = {
  int64: [/* @__PURE__ */ BigInt("-9223372036854775808"), /* @__PURE__ */ BigInt("9223372036854775807")],
  uint64: [/* @__PURE__ */ BigInt(0), /* @__PURE__ */ BigInt("18446744073709551615")]
};
function pick(schema, mask) {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(".pick() cannot be used on object schemas containing refinements");
  }
  const newShape = {};
  mirrorShape(newShape, schema, maskedKeys(schema, mask));
  return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function maskedKeys(schema, mask) {
  const raw = sourceShape(schema);
  const keys = [];
  for (const key of Reflect.ownKeys(mask)) {
    if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
      throw new Error(`Unrecognized key: "${String(key)}"`);
    }
    if (mask[key])
      keys.push(key);
  }
  return keys;
}
function omit(schema, mask) {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(".omit() cannot be used on object schemas containing refinements");
  }
  const omitted = new Set(maskedKeys(schema, mask));
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
  return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
  if (!isPlainObject(shape)) {
    throw new Error("Invalid input to extend: expected a plain object");
  }
  const checks = schema._zod.def.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    const existingShape = sourceShape(schema);
    for (const key of Reflect.ownKeys(shape)) {
      if (Object.getOwnPropertyDescriptor(existingShape, key) !== void 0) {
        throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
      }
    }
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function extended(schema, shape) {
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
  mirrorProps(newShape, shape);
  return newShape;
}
function safeExtend(schema, shape) {
  if (!isPlainObject(shape)) {
    throw new Error("Invalid input to safeExtend: expected a plain object");
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
  if (!b?._zod?.def) {
    throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
  }
  if (a._zod.def.checks?.length) {
    throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
  }
  const newShape = {};
  mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
  mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
  const def = mergeDefs(a._zod.def, {
    shape: newShape,
    get catchall() {
      return b._zod.def.catchall;
    },
    checks: b._zod.def.checks ?? []
  });
  return clone(a, def);
}
function partial(Class2, schema, mask, name = "partial") {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
  }
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class2 && ((value, key) => selected && !selected.has(key) ? value : new Class2({ type: "optional", innerType: value })));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class2, schema, mask) {
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => (
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class2({ type: "nonoptional", innerType: value })
  ));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
function aborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue !== true) {
      return true;
    }
  }
  return false;
}
function explicitlyAborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue === false) {
      return true;
    }
  }
  return false;
}
function prefixIssues(path4, issues) {
  return issues.map((iss) => {
    var _a2;
    (_a2 = iss).path ?? (_a2.path = []);
    iss.path.unshift(path4);
    return iss;
  });
}
function unwrapMessage(message) {
  return typeof message === "string" ? message : message?.message;
}
function sizeCaps(defChecks) {
  const caps = [];
  for (const ch of defChecks ?? []) {
    const d = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(d.check))
      break;
    const max = d.maximum ?? d.length ?? d.size;
    if (max >= 0)
      caps.push([max, ch]);
  }
  return caps;
}
function attachSchema(issues, start, inst) {
  var _a2;
  for (let i = start; i < issues.length; i++) {
    (_a2 = issues[i]).schema ?? (_a2.schema = inst);
  }
}
function finalizeIssue(iss, ctx, config2) {
  var _a2;
  const traits = iss.inst?._zod?.traits;
  if (traits?.has("$ZodType")) {
    if (traits.has("$ZodCheck"))
      (_a2 = iss).schema ?? (_a2.schema = iss.inst);
    else
      iss.schema = iss.inst;
  }
  const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
  const message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input";
  const full = {};
  for (const k of Object.keys(iss)) {
    if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
      continue;
    full[k] = iss[k];
  }
  full.path ?? (full.path = []);
  full.message = message;
  if (ctx?.reportInput) {
    full.input = iss.input;
  }
  return full;
}
function getSizableOrigin(input) {
  if (input instanceof Set)
    return "set";
  if (input instanceof Map)
    return "map";
  if (input instanceof File)
    return "file";
  return "unknown";
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str2) {
  const units = str2.length;
  if (!highSurrogate.test(str2))
    return units;
  let count = units;
  for (let i = 0; i < units - 1; i++) {
    if ((str2.charCodeAt(i) & 64512) === 55296 && (str2.charCodeAt(i + 1) & 64512) === 56320) {
      count--;
      i++;
    }
  }
  return count;
}
function getLengthableOrigin(input) {
  if (Array.isArray(input))
    return "array";
  if (typeof input === "string")
    return "string";
  return "unknown";
}
function parsedType(data2) {
  const t = typeof data2;
  switch (t) {
    case "number": {
      return Number.isNaN(data2) ? "nan" : "number";
    }
    case "object": {
      if (data2 === null) {
        return "null";
      }
      if (Array.isArray(data2)) {
        return "array";
      }
      const obj = data2;
      if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
        return obj.constructor.name;
      }
    }
  }
  return t;
}
function issue(...args) {
  const [iss, input, inst] = args;
  if (typeof iss === "string") {
    return {
      message: iss,
      code: "custom",
      input,
      inst
    };
  }
  return { ...iss };
}
function cleanEnum(obj) {
  return Object.entries(obj).filter(([k, _]) => {
    return Number.isNaN(Number.parseInt(k, 10));
  }).map((el) => el[1]);
}
function base64ToUint8Array(base64) {
  const binaryString = atob(base64);
  const bytes = new Uint8Array(binaryString.length);
  for (let i = 0; i < binaryString.length; i++) {
    bytes[i] = binaryString.charCodeAt(i);
  }
  return bytes;
}
function uint8ArrayToBase64(bytes) {
  let binaryString = "";
  for (let i = 0; i < bytes.length; i++) {
    binaryString += String.fromCharCode(bytes[i]);
  }
  return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const padding = "=".repeat((4 - base64.length % 4) % 4);
  return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
  return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
  const cleanHex = hex.replace(/^0x/, "");
  if (cleanHex.length % 2 !== 0) {
    throw new Error("Invalid hex string length");
  }
  const bytes = new Uint8Array(cleanHex.length / 2);
  for (let i = 0; i < cleanHex.length; i += 2) {
    bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
  }
  return bytes;
}
function uint8ArrayToHex(bytes) {
  return Array.from(bytes).map((b) => b.toString(16).padStart(2, "0")).join("");
}
var Class = class {
  constructor(..._args) {
  }
};
function members(proto, table) {
  for (const key in table) {
    const desc = Object.getOwnPropertyDescriptor(table, key);
    if (desc.get)
      Object.defineProperty(proto, key, { ...desc, enumerable: false });
    else
      defineBound(proto, key, desc.value);
  }
}
function own(inst, key, value, enumerable = true) {
  Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
  return value;
}
function hide(inst, key, value) {
  return own(inst, key, value, false);
}
// @__NO_SIDE_EFFECTS__
function derived(computes, table) {
  for (const key in computes) {
    const compute = computes[key];
    Object.defineProperty(table, key, {
      configurable: true,
      enumerable: true,
      get() {
        return own(this, key, compute(this));
      },
      set(value) {
        own(this, key, value);
      }
    });
  }
  return table;
}
function defineBound(proto, key, fn) {
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      return this == null ? fn : own(this, key, fn.bind(this));
    },
    set(value) {
      own(this, key, value);
    }
  });
}
function claim(inst, sentinel) {
  const proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
  configurable: true,
  get() {
    broke = true;
    return void 0;
  }
};
function defineLazyInternal(inst, key, compute) {
  const proto = Object.getPrototypeOf(inst._zod);
  if (key in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      Object.defineProperty(this, key, breaker);
      const outer = broke;
      broke = false;
      try {
        const value = compute(this);
        if (broke)
          delete this[key];
        else
          Object.defineProperty(this, key, { configurable: true, writable: true, value });
        broke = broke || outer;
        return value;
      } catch (err) {
        delete this[key];
        broke = broke || outer;
        throw err;
      }
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, value });
    }
  });
}
function installLazyProp(inst, key, make, enumerable) {
  const proto = claim(inst, key);
  if (!proto)
    return;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      const desc = { configurable: true, writable: true, enumerable, value: void 0 };
      Object.defineProperty(this, key, desc);
      desc.value = make(this);
      Object.defineProperty(this, key, desc);
      return desc.value;
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
    }
  });
}
var CONSTANT_CATCH = "~constantCatch";
function constantCatch(value) {
  const fn = () => value;
  fn[CONSTANT_CATCH] = true;
  return fn;
}

// node_modules/zod/v4/core/core.js
var _a;
var _zodDesc = { value: void 0, enumerable: false };
var _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
  const E = _E;
  if (E) {
    const saved = E.stackTraceLimit;
    if (typeof saved === "number") {
      try {
        E.stackTraceLimit = 0;
      } catch {
        _E = null;
        return new Definition();
      }
      try {
        return new Definition();
      } finally {
        E.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer2, proto, params) {
  const zodProto = {};
  function Internals(def) {
    this.def = def;
    this.constr = _;
    this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  const protoMembers = proto;
  const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (!inst._zod) {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    } else if (inst._zod.traits.has(name)) {
      return;
    }
    inst._zod.traits.add(name);
    initializer2(inst, def);
    if (initialized) {
      const own2 = Object.getPrototypeOf(inst);
      const ctorProto = inst._zod.constr.prototype;
      let up = own2;
      while (up && up !== ctorProto)
        up = Object.getPrototypeOf(up);
      const target = up ?? own2;
      if (!initialized.has(target)) {
        initialized.add(target);
        members(target, protoMembers);
      }
    }
    const proto2 = _.prototype;
    for (const k in proto2) {
      if (!Object.prototype.hasOwnProperty.call(proto2, k))
        continue;
      if (!(k in inst)) {
        inst[k] = proto2[k].bind(inst);
      }
    }
  }
  const Parent = params?.Parent ?? Object;
  class Definition extends Parent {
  }
  Object.defineProperty(Definition, "name", { value: name });
  function _(def) {
    const inst = params?.Parent ? newError(Definition) : this;
    init(inst, def);
    const deferred = inst._zod.deferred;
    if (deferred) {
      for (const fn of deferred) {
        fn();
      }
      inst._zod.deferred = void 0;
    }
    const pp = globalThis.__zod_globalConfig?.postProcessor;
    if (pp)
      pp(inst);
    return inst;
  }
  Object.defineProperty(_, "init", { value: init });
  Object.defineProperty(_, Symbol.hasInstance, {
    value: (inst) => {
      if (params?.Parent && inst instanceof params.Parent)
        return true;
      return inst?._zod?.traits?.has(name);
    }
  });
  Object.defineProperty(_, "name", { value: name });
  return _;
}
var $ZodAsyncError = class extends Error {
  constructor() {
    super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
  }
};
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
  if (newConfig)
    Object.assign(globalConfig, newConfig);
  return globalConfig;
}

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  const internals = this._zod;
  internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
  return internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc = {
  get: _getMessage,
  set: _setMessage,
  enumerable: true,
  configurable: true
};
var _issuesDesc = { value: void 0, enumerable: false };
var _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
var initializer = (inst, def) => {
  inst.name = "$ZodError";
  _issuesDesc.value = def;
  Object.defineProperty(inst, "issues", _issuesDesc);
  _issuesDesc.value = void 0;
  Object.defineProperty(inst, "message", _messageDesc);
  const proto = Object.getPrototypeOf(inst);
  if (!_installedToString.has(proto)) {
    _installedToString.add(proto);
    Object.defineProperty(proto, "toString", {
      configurable: true,
      enumerable: false,
      get() {
        const value = () => this.message;
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
        return value;
      },
      set(value) {
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
      }
    });
  }
};
var $ZodError = $constructor("$ZodError", initializer);
var $ZodRealError = $constructor("$ZodError", initializer, void 0, {
  Parent: Error
});

// node_modules/zod/v4/core/parse.js
var _parse = (_Err) => {
  const fn = (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
      throw new $ZodAsyncError();
    }
    if (result.issues.length) {
      const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, _params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var parse = /* @__PURE__ */ _parse($ZodRealError);
var _parseAsync = (_Err) => {
  const fn = async (schema, value, _ctx, params) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
      result = await result;
    if (result.issues.length) {
      const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError);
var _safeParse = (_Err) => (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
  const result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
function failure(Err, issues, ctx) {
  let error;
  return {
    success: false,
    get error() {
      if (!error) {
        error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
        issues = void 0;
        ctx = void 0;
      }
      return error;
    },
    set error(e) {
      error = e;
      issues = void 0;
      ctx = void 0;
    }
  };
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
  let result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise)
    result = await result;
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);

// node_modules/zod/v4/core/regexes.js
var anyString = /^[\s\S]{0,}$/;
var number = /^-?\d+(?:\.\d+)?$/;
var boolean = /^(?:true|false)$/i;

// node_modules/zod/v4/core/checks.js
var $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
  var _a2;
  inst._zod ?? (inst._zod = {});
  inst._zod.def = def;
  (_a2 = inst._zod).onattach ?? (_a2.onattach = []);
});
var _whenHasLength = (payload) => {
  const val = payload.value;
  return !nullish(val) && val.length !== void 0;
};
var numericOriginMap = {
  number: "number",
  bigint: "bigint",
  object: "date"
};
var $ZodCheckLessThan = /* @__PURE__ */ $constructor("$ZodCheckLessThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_big",
      maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckGreaterThan = /* @__PURE__ */ $constructor("$ZodCheckGreaterThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_small",
      minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckNumberFormat = /* @__PURE__ */ $constructor("$ZodCheckNumberFormat", (inst, def) => {
  $ZodCheck.init(inst, def);
  def.format = def.format || "float64";
  const isInt = def.format?.includes("int");
  const origin = isInt ? "int" : "number";
  const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
  inst._zod.check = (payload) => {
    const input = payload.value;
    if (isInt) {
      if (!Number.isInteger(input)) {
        payload.issues.push({
          expected: origin,
          format: def.format,
          code: "invalid_type",
          continue: false,
          input,
          inst
        });
        return;
      }
      if (!Number.isSafeInteger(input)) {
        if (input > 0) {
          payload.issues.push({
            input,
            code: "too_big",
            maximum: Number.MAX_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        } else {
          payload.issues.push({
            input,
            code: "too_small",
            minimum: Number.MIN_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        }
        return;
      }
    }
    if (input < minimum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_small",
        minimum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
    if (input > maximum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_big",
        maximum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodCheckMinLength = /* @__PURE__ */ $constructor("$ZodCheckMinLength", (inst, def) => {
  var _a2;
  $ZodCheck.init(inst, def);
  (_a2 = inst._zod.def).when ?? (_a2.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units;
    if (length >= def.minimum)
      return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_small",
      minimum: def.minimum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort
    });
  };
});

// node_modules/zod/v4/core/versions.js
var version = {
  major: 4,
  minor: 6,
  patch: 7
};

// node_modules/zod/v4/core/schemas.js
var $ZodType = /* @__PURE__ */ $constructor("$ZodType", (inst, def) => {
  var _a2;
  inst ?? (inst = {});
  inst._zod.def = def;
  inst._zod.bag = inst._zod.bag || {};
  inst._zod.version = version;
  const defChecks = inst._zod.def.checks;
  const checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
  for (const ch of checks) {
    for (const fn of ch._zod.onattach) {
      fn(inst);
    }
  }
  if (checks.length === 0) {
    (_a2 = inst._zod).deferred ?? (_a2.deferred = []);
    inst._zod.deferred?.push(() => {
      inst._zod.run = inst._zod.parse;
    });
  } else {
    const runChecks = (payload, checks2, ctx) => {
      if (payload.memo)
        return payload;
      let isAborted = aborted(payload);
      let asyncResult;
      for (const ch of checks2) {
        if (ch._zod.def.when) {
          if (explicitlyAborted(payload))
            continue;
          const shouldRun = ch._zod.def.when(payload);
          if (!shouldRun)
            continue;
        } else if (isAborted) {
          continue;
        }
        const currLen = payload.issues.length;
        const _ = ch._zod.check(payload);
        if (_ instanceof Promise && ctx?.async === false) {
          throw new $ZodAsyncError();
        }
        if (asyncResult || _ instanceof Promise) {
          asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
            await _;
            const nextLen = payload.issues.length;
            if (nextLen === currLen)
              return;
            attachSchema(payload.issues, currLen, inst);
            if (!isAborted)
              isAborted = aborted(payload, currLen);
          });
        } else {
          const nextLen = payload.issues.length;
          if (nextLen === currLen)
            continue;
          attachSchema(payload.issues, currLen, inst);
          if (!isAborted)
            isAborted = aborted(payload, currLen);
        }
      }
      if (asyncResult) {
        return asyncResult.then(() => {
          return payload;
        });
      }
      return payload;
    };
    const handleCanaryResult = (canary, payload, ctx) => {
      if (aborted(canary)) {
        canary.aborted = true;
        return canary;
      }
      const checkResult = runChecks(payload, checks, ctx);
      if (checkResult instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
      }
      return inst._zod.parse(checkResult, ctx);
    };
    inst._zod.run = (payload, ctx) => {
      if (ctx.skipChecks) {
        return inst._zod.parse(payload, ctx);
      }
      if (ctx.direction === "backward") {
        const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
        if (canary instanceof Promise) {
          return canary.then((canary2) => {
            return handleCanaryResult(canary2, payload, ctx);
          });
        }
        return handleCanaryResult(canary, payload, ctx);
      }
      const result = inst._zod.parse(payload, ctx);
      if (result instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return result.then((result2) => runChecks(result2, checks, ctx));
      }
      return runChecks(result, checks, ctx);
    };
  }
}, {
  // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
  get "~standard"() {
    return hide(this, "~standard", standardProps(this));
  },
  set "~standard"(value) {
    own(this, "~standard", value);
  }
});
var toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
  const ctx = { async: true };
  return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
}
function standardProps(inst) {
  return {
    validate: (value) => {
      const ctx = { async: false };
      try {
        const r = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r instanceof Promise))
          return toStandardResult(r, ctx);
      } catch (_) {
      }
      return validateAsync(inst, value);
    },
    vendor: "zod",
    version: 1
  };
}
var $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = def.pattern ?? anyString;
  inst._zod.parse = (payload, _) => {
    if (def.coerce)
      try {
        payload.value = String(payload.value);
      } catch (_2) {
      }
    if (typeof payload.value === "string")
      return payload;
    payload.issues.push({
      expected: "string",
      code: "invalid_type",
      input: payload.value,
      inst
    });
    return payload;
  };
});
var $ZodNumber = /* @__PURE__ */ $constructor("$ZodNumber", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = number;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Number(payload.value);
      } catch (_) {
      }
    const input = payload.value;
    if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
      return payload;
    }
    const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
    payload.issues.push({
      expected: "number",
      code: "invalid_type",
      input,
      inst,
      ...received ? { received } : {}
    });
    return payload;
  };
});
var $ZodNumberFormat = /* @__PURE__ */ $constructor("$ZodNumberFormat", (inst, def) => {
  $ZodCheckNumberFormat.init(inst, def);
  $ZodNumber.init(inst, def);
});
var $ZodBoolean = /* @__PURE__ */ $constructor("$ZodBoolean", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = boolean;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Boolean(payload.value);
      } catch (_) {
      }
    const input = payload.value;
    if (typeof input === "boolean")
      return payload;
    payload.issues.push({
      expected: "boolean",
      code: "invalid_type",
      input,
      inst
    });
    return payload;
  };
});
var $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload) => payload;
});
function capSize(inst, size) {
  const caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  const cap = Math.min(...caps.map((c) => c[0]));
  const parse2 = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    const n = size(payload.value);
    if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
      for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
        if (n > max && ch._zod.def.when(payload)) {
          const start = payload.issues.length;
          ch._zod.check(payload);
          payload.issues[start].continue = false;
          attachSchema(payload.issues, start, inst);
          return payload;
        }
      }
    }
    return parse2(payload, ctx);
  };
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
  if (result.issues.length) {
    final.issues.push(...prefixIssues(index, result.issues));
  }
  final.value[index] = result.value;
}
var $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
  $ZodType.init(inst, def);
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!Array.isArray(input)) {
      payload.issues.push({
        expected: "array",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
    const proms = [];
    const abortEarly = ctx?.abortEarly;
    for (let i = 0; i < input.length; i++) {
      const item = input[i];
      const result = def.element._zod.run({
        value: item,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
      } else {
        handleArrayResult(result, payload, i);
        if (abortEarly && result.issues.length !== 0 && aborted(result))
          break;
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
  capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
  const isPresent = key in input;
  const isOptionalOut = optout === "optional";
  if (!isPresent && isOptionalOut && optin === "optional") {
    return;
  }
  if (result.issues.length) {
    if (optin !== void 0 && isOptionalOut && !isPresent) {
      return;
    }
    final.issues.push(...prefixIssues(key, result.issues));
  }
  if (!isPresent && optin === void 0) {
    if (!result.issues.length) {
      final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key]
      });
    }
    return;
  }
  if (result.value === void 0) {
    if (isPresent || optin === "defaulted" && !isOptionalOut) {
      final.value[key] = void 0;
    }
  } else {
    final.value[key] = result.value;
  }
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
  const keys = Object.keys(def.shape);
  const ownSymbols = Object.getOwnPropertySymbols(def.shape);
  const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
  const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (const k of allKeys) {
    if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
      throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
    }
  }
  const okeys = optionalKeys(def.shape);
  return {
    ...def,
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys)
  };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
  const unrecognized = [];
  const keySet = def.keySet;
  const _catchall = def.catchall._zod;
  const t = _catchall.def.type;
  const optin = _catchall.optin;
  const optout = _catchall.optout;
  let seen = 0;
  for (const key in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen))
        break;
      seen = payload.issues.length;
    }
    if (keySet.has(key))
      continue;
    if (key === "__proto__") {
      if (t === "never")
        unrecognized.push(key);
      continue;
    }
    if (t === "never") {
      unrecognized.push(key);
      continue;
    }
    const r = _catchall.run({ value: input[key], issues: [] }, ctx);
    if (r instanceof Promise) {
      proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
    } else {
      handlePropertyResult(r, payload, key, input, optin, optout);
    }
  }
  if (unrecognized.length) {
    payload.issues.push({
      code: "unrecognized_keys",
      keys: unrecognized,
      input,
      inst,
      // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
      continue: true
    });
  }
  if (!proms.length)
    return payload;
  return Promise.all(proms).then(() => {
    return payload;
  });
}
var $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
  $ZodType.init(inst, def);
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  const sh = desc?.get ? desc.get.raw : def.shape ?? {};
  if (sh) {
    const get = () => {
      const newSh = { ...sh };
      Object.defineProperty(def, "shape", { value: newSh });
      get.raw = newSh;
      return newSh;
    };
    get.raw = sh;
    Object.defineProperty(def, "shape", { get });
  }
  const _normalized = cached(() => normalizeDef(def));
  defineLazyInternal(inst, "propValues", (zod) => {
    const shape = zod.def.shape;
    const propValues = {};
    for (const key in shape) {
      const field = shape[key]._zod;
      if (field.values) {
        if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
          assignProp(propValues, key, /* @__PURE__ */ new Set());
        }
        for (const v of field.values)
          propValues[key].add(v);
        if (field.optin !== void 0)
          propValues[key].add(void 0);
      }
    }
    return propValues;
  });
  const isObject2 = isObject;
  const catchall = def.catchall;
  let value;
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject2(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
    const proms = [];
    const shape = value.shape;
    const abortEarly = ctx?.abortEarly;
    let seen = payload.issues.length;
    for (const key of value.allKeys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen))
          break;
        seen = payload.issues.length;
      }
      if (key === "__proto__")
        continue;
      const el = shape[key];
      const optin = el._zod.optin;
      const optout = el._zod.optout;
      const r = el._zod.run({ value: input[key], issues: [] }, ctx);
      if (r instanceof Promise) {
        proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
      } else {
        handlePropertyResult(r, payload, key, input, optin, optout);
      }
    }
    if (!catchall) {
      return proms.length ? Promise.all(proms).then(() => payload) : payload;
    }
    return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
  };
});
var $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
  $ZodType.init(inst, def);
  const values = getEnumValues(def.entries);
  const valuesSet = new Set(values);
  inst._zod.values = valuesSet;
  defineLazyInternal(inst, "pattern", (zod) => {
    const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
    return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (valuesSet.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values,
      input,
      inst
    });
    return payload;
  };
});
var $ZodLiteral = /* @__PURE__ */ $constructor("$ZodLiteral", (inst, def) => {
  $ZodType.init(inst, def);
  const values = new Set(def.values);
  inst._zod.values = values;
  defineLazyInternal(inst, "pattern", (zod) => {
    const vals = zod.def.values;
    return new RegExp(vals.length ? `^(${vals.map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (values.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values: def.values,
      input,
      inst
    });
    return payload;
  };
});
function handleOptionalResult(payload, result) {
  payload.value = result.issues.length ? void 0 : result.value;
  return payload;
}
var $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
  inst._zod.optout = "optional";
  defineLazyInternal(inst, "values", (zod) => {
    const values = zod.def.innerType._zod.values;
    return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === void 0) {
      if (def.innerType._zod.optin !== "defaulted")
        return payload;
      const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
      if (result instanceof Promise)
        return result.then((result2) => handleOptionalResult(payload, result2));
      return handleOptionalResult(payload, result);
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodDefault = /* @__PURE__ */ $constructor("$ZodDefault", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "defaulted";
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    if (payload.value === void 0) {
      payload.value = def.defaultValue;
      return payload;
    }
    const result = def.innerType._zod.run(payload, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleDefaultResult(result2, def));
    }
    return handleDefaultResult(result, def);
  };
});
function handleDefaultResult(payload, def) {
  if (payload.value === void 0) {
    payload.value = def.defaultValue;
  }
  return payload;
}
var $ZodPrefault = /* @__PURE__ */ $constructor("$ZodPrefault", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "defaulted";
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    if (payload.value === void 0) {
      payload.value = def.defaultValue;
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
function handleCatchResult(payload, result, def, ctx) {
  if (!result.issues.length) {
    payload.value = result.value;
    if (result.memo)
      payload.memo = true;
    return payload;
  }
  payload.value = def.catchValue({
    ...result,
    value: payload.value,
    error: {
      issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config()))
    },
    input: payload.value
  });
  return payload;
}
var $ZodCatch = /* @__PURE__ */ $constructor("$ZodCatch", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleCatchResult(payload, result2, def, ctx));
    }
    return handleCatchResult(payload, result, def, ctx);
  };
});

// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  if (def.checks)
    def.checks = [...def.checks];
  return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class2, params) {
  return new Class2(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _number(Class2, params) {
  return new Class2(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class2, params) {
  return new Class2({
    type: "number",
    check: "number_format",
    abort: false,
    format: "safeint",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class2, params) {
  return new Class2({
    type: "boolean",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class2) {
  return new Class2({
    type: "unknown"
  });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
  return new $ZodCheckLessThan({
    check: "less_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
  return new $ZodCheckMinLength({
    check: "min_length",
    ...normalizeParams(params),
    minimum
  });
}

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
  parse(data2, params) {
    return parse(this, data2, params, { callee: this.parse });
  },
  parseAsync(data2, params) {
    return parseAsync(this, data2, params, { callee: this.parseAsync });
  },
  safeParse(data2, params) {
    return safeParse(this, data2, params);
  },
  safeParseAsync(data2, params) {
    return safeParseAsync(this, data2, params);
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
function string2(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniNumber = /* @__PURE__ */ $constructor("ZodMiniNumber", (inst, def) => {
  $ZodNumber.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function number2(params) {
  return _number(ZodMiniNumber, params);
}
var ZodMiniNumberFormat = /* @__PURE__ */ $constructor("ZodMiniNumberFormat", (inst, def) => {
  $ZodNumberFormat.init(inst, def);
  ZodMiniNumber.init(inst, def);
});
function int(params) {
  return _int(ZodMiniNumberFormat, params);
}
var ZodMiniBoolean = /* @__PURE__ */ $constructor("ZodMiniBoolean", (inst, def) => {
  $ZodBoolean.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean2(params) {
  return _boolean(ZodMiniBoolean, params);
}
var ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _unknown(ZodMiniUnknown);
}
var ZodMiniArray = /* @__PURE__ */ $constructor("ZodMiniArray", (inst, def) => {
  $ZodArray.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array(element, params) {
  return new ZodMiniArray({
    type: "array",
    element,
    ...normalizeParams(params)
  });
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
// @__NO_SIDE_EFFECTS__
function looseObject(shape, params) {
  return new ZodMiniObject({
    type: "object",
    shape,
    catchall: /* @__PURE__ */ unknown(),
    ...normalizeParams(params)
  });
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
var ZodMiniLiteral = /* @__PURE__ */ $constructor("ZodMiniLiteral", (inst, def) => {
  $ZodLiteral.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function literal(value, params) {
  return new ZodMiniLiteral({
    type: "literal",
    values: Array.isArray(value) ? value : [value],
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
var ZodMiniDefault = /* @__PURE__ */ $constructor("ZodMiniDefault", (inst, def) => {
  $ZodDefault.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _default(innerType, defaultValue) {
  return new ZodMiniDefault({
    type: "default",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
    }
  });
}
var ZodMiniPrefault = /* @__PURE__ */ $constructor("ZodMiniPrefault", (inst, def) => {
  $ZodPrefault.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function prefault(innerType, defaultValue) {
  return new ZodMiniPrefault({
    type: "prefault",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
    }
  });
}
var ZodMiniCatch = /* @__PURE__ */ $constructor("ZodMiniCatch", (inst, def) => {
  $ZodCatch.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _catch(innerType, catchValue) {
  return new ZodMiniCatch({
    type: "catch",
    innerType,
    catchValue: typeof catchValue === "function" ? catchValue : util_exports.constantCatch(catchValue)
  });
}

// src/zod.ts
config({ jitless: true });

// src/config.ts
var DEFAULT_SKIP_TOOLS = ["TodoWrite", "TodoRead", "Skill", "ExitPlanMode", "ListMcpResourcesTool", "mcp__plugin_memory_memory__*", "mcp__claude-memory__*"];
var MAX_INJECTED_CHARS = 9e3;
var MAX_INJECTED_TOKENS = 2500;
function isSkippedTool(toolName, skipTools) {
  return skipTools.some((t) => t.endsWith("*") ? toolName.startsWith(t.slice(0, -1)) : toolName === t);
}
var int2 = (min, fallback, max) => _default(max === void 0 ? int().check(_gte(min)) : int().check(_gte(min), _lte(max)), fallback);
var num = (min, fallback) => _default(number2().check(_gte(min)), fallback);
var bool = (fallback) => _default(boolean2(), fallback);
var str = (fallback) => _default(string2(), fallback);
var section = (shape) => prefault(object(shape), {});
var ConfigSchema = object({
  capture: section({
    skipTools: _default(array(string2()), () => [...DEFAULT_SKIP_TOOLS]),
    maxToolOutputBytes: int2(1, 16384),
    maxPromptBytes: int2(1, 65536)
  }),
  embedder: section({
    provider: _default(_enum(["auto", "transformers", "use-lite", "none"]), "auto"),
    model: str("Xenova/bge-small-en-v1.5"),
    dtype: _default(_enum(["q8", "fp32"]), "q8"),
    allowDownload: bool(true)
  }),
  ollama: section({
    enabled: bool(false),
    url: str("http://127.0.0.1:11434"),
    model: str("llama3.2:1b"),
    timeoutMs: int2(1, 2e4)
  }),
  worker: section({
    maxAttempts: int2(1, 5),
    idleExitMs: int2(1, 6e4),
    leaseMs: int2(1, 3e4),
    staleSessionHours: num(0, 6),
    /** A queue claim older than this belonged to a killed worker and is taken over. */
    staleClaimMs: int2(1, 12e4)
  }),
  retention: section({
    rawPayloadDays: num(0, 30)
  }),
  injection: section({
    // Claude Code cuts hook output past 10,000 characters: the budgets cannot ask for more than fits in that.
    sessionStartTokens: int2(1, 1500, MAX_INJECTED_TOKENS),
    promptItems: int2(0, 5),
    promptTokens: int2(1, 500, MAX_INJECTED_TOKENS),
    promptLatencyMs: int2(1, 250),
    excludeProjects: _default(array(string2()), () => [])
  }),
  publish: section({
    /** Publish into Claude Code's memory files at SessionEnd and PreCompact (off: `claude-memory publish` by hand). */
    auto: bool(false),
    mode: _default(_enum(["shared", "local", "home"]), "local"),
    maxTokens: int2(100, 2e3)
  }),
  search: section({
    // Measured on the LoCoMo dev split (BENCHMARKS.md) with the offline encoder (USE-Lite): 0.25 is the best of the
    // weights that never rank below keyword-only search there (turn@10 0.742 -> 0.770).
    ftsWeight: num(0, 1),
    vectorWeight: num(0, 0.25),
    /**
     * Cross-project recall, opted into: projects (names or directories) whose memory `recall` and session_recall also
     * search from any project, labelled with their name. Prompt injection and the digest never read them.
     */
    alsoProjects: _default(array(string2()), () => [])
  })
});
var ConfigError = class extends Error {
  code = "E_CONFIG";
};
function defaultConfig() {
  return ConfigSchema.parse({});
}
function loadConfig(configFile) {
  let raw;
  try {
    raw = fs.readFileSync(configFile, "utf8");
  } catch {
    return defaultConfig();
  }
  let json;
  try {
    json = JSON.parse(raw);
  } catch (err) {
    throw new ConfigError(`${configFile} is not valid JSON: ${err.message}`);
  }
  const parsed = ConfigSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(`${configFile}: ${first?.path.join(".") || "(root)"}: ${first?.message}`);
  }
  return parsed.data;
}
function loadConfigOrDefault(configFile, onError) {
  try {
    return loadConfig(configFile);
  } catch (err) {
    onError(err);
    return defaultConfig();
  }
}

// src/paths.ts
import { createHash } from "node:crypto";
import fs2 from "node:fs";
import os from "node:os";
import path from "node:path";
function resolveDataDir(env) {
  if (env.CLAUDE_MEMORY_HOME) return path.resolve(env.CLAUDE_MEMORY_HOME);
  const home = env.HOME || os.homedir();
  return path.join(home, ".claude-memory");
}
function dataPaths(dataDir) {
  return {
    dataDir,
    projectsDir: path.join(dataDir, "projects"),
    spoolDir: path.join(dataDir, "spool"),
    logDir: path.join(dataDir, "logs"),
    runDir: path.join(dataDir, "run"),
    modelsDir: path.join(dataDir, "models"),
    globalDb: path.join(dataDir, "global.db"),
    globalMemoryDb: path.join(dataDir, "global-memory.db"),
    configFile: path.join(dataDir, "config.json"),
    runtimePointer: path.join(dataDir, "runtime.json")
  };
}
function findGitCommonDir(startDir) {
  let dir = startDir;
  for (; ; ) {
    const dotGit = path.join(dir, ".git");
    let stat;
    try {
      stat = fs2.statSync(dotGit);
    } catch {
      stat = void 0;
    }
    if (stat?.isDirectory()) return { commonDir: realpathOr(dotGit), gitDir: dotGit, workTree: dir };
    if (stat?.isFile()) {
      const match = /^gitdir:\s*(.+)\s*$/m.exec(readOr(dotGit));
      if (match) {
        const gitDir = path.resolve(dir, match[1].trim());
        const common2 = readOr(path.join(gitDir, "commondir")).trim();
        const commonDir = common2 ? path.resolve(gitDir, common2) : gitDir;
        return { commonDir: realpathOr(commonDir), gitDir, workTree: dir };
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
function indexTracksDir(indexFile, relDir) {
  let buf;
  try {
    buf = fs2.readFileSync(indexFile);
  } catch {
    return false;
  }
  if (buf.length < 12 || buf.toString("latin1", 0, 4) !== "DIRC") return false;
  const version2 = buf.readUInt32BE(4);
  if (version2 < 2 || version2 > 4) return false;
  const count = buf.readUInt32BE(8);
  const prefix = Buffer.from(`${relDir}/`, "utf8");
  let pos = 12;
  let previous = Buffer.alloc(0);
  for (let i = 0; i < count; i++) {
    const OID_END = 60;
    if (pos + OID_END + 2 > buf.length) return false;
    const flags = buf.readUInt16BE(pos + OID_END);
    let p = pos + OID_END + 2;
    if (version2 >= 3 && flags & 16384) p += 2;
    let name;
    if (version2 === 4) {
      let strip = buf[p] & 127;
      while (buf[p++] & 128) strip = strip + 1 << 7 | buf[p] & 127;
      const end = buf.indexOf(0, p);
      if (end < 0) return false;
      name = Buffer.concat([previous.subarray(0, previous.length - strip), buf.subarray(p, end)]);
      pos = end + 1;
    } else {
      const end = buf.indexOf(0, p);
      if (end < 0) return false;
      name = buf.subarray(p, end);
      pos += Math.ceil((end - pos + 1) / 8) * 8;
    }
    previous = name;
    if (name.length >= prefix.length && name.subarray(0, prefix.length).equals(prefix)) return true;
    if (Buffer.compare(name.subarray(0, prefix.length), prefix) > 0) return false;
  }
  return false;
}
function nearestMarkedRoot(start, stopAt, home) {
  let dir = start;
  for (; ; ) {
    if (dir === stopAt) return null;
    if (dir !== home && (isDir(path.join(dir, ".claude")) || fs2.existsSync(path.join(dir, "CLAUDE.md")))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
function isBareDirectory(identity) {
  return identity.identity === identity.root && !isDir(path.join(identity.root, ".claude")) && !fs2.existsSync(path.join(identity.root, "CLAUDE.md"));
}
function enclosingRoot(dir, roots) {
  const within = roots.filter((r) => r && r !== dir && dir.startsWith(r.endsWith(path.sep) ? r : r + path.sep));
  return within.sort((a, b) => b.length - a.length)[0] ?? null;
}
function projectIdentity(projectDir, opts = {}) {
  const real = realpathOr(path.resolve(projectDir));
  const home = opts.home ? realpathOr(path.resolve(opts.home)) : realpathOr(os.homedir());
  let git = findGitCommonDir(real);
  let root = real;
  if (git && git.workTree !== real) {
    const rel = path.relative(git.workTree, real).split(path.sep).join("/");
    if (!indexTracksDir(path.join(git.gitDir, "index"), rel)) {
      const untrackedTop = path.join(git.workTree, rel.split("/")[0]);
      const marked = nearestMarkedRoot(real, path.dirname(untrackedTop), home);
      if (marked || opts.named) {
        root = marked ?? real;
        git = null;
      }
    }
  } else if (!git) {
    root = nearestMarkedRoot(real, null, home) ?? real;
  }
  const identity = git ? git.commonDir : root;
  const nameSource = git ? path.basename(git.commonDir) === ".git" ? path.dirname(git.commonDir) : git.commonDir : root;
  const name = path.basename(nameSource).replace(/\.git$/, "") || "root";
  const slug = name.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40) || "project";
  const hash = createHash("sha256").update(identity).digest("hex").slice(0, 12);
  return { identity, name, key: `${slug}-${hash}`, root: git ? git.workTree : root };
}
function projectDbPath(paths, project) {
  return path.join(paths.projectsDir, `${project.key}.db`);
}
function spoolPath(paths, projectKey) {
  return path.join(paths.spoolDir, projectKey);
}
function ensurePrivateDir(dir) {
  fs2.mkdirSync(dir, { recursive: true, mode: 448 });
}
function realpathOr(p) {
  try {
    return fs2.realpathSync(p);
  } catch {
    return p;
  }
}
function isDir(p) {
  try {
    return fs2.statSync(p).isDirectory();
  } catch {
    return false;
  }
}
function readOr(p) {
  try {
    return fs2.readFileSync(p, "utf8");
  } catch {
    return "";
  }
}

// src/log.ts
import fs3 from "node:fs";
import path2 from "node:path";
var MAX_LOG_BYTES = 2 * 1024 * 1024;
function errorLogPath(logDir) {
  return path2.join(logDir, "errors.jsonl");
}
function fileErrorLog(logDir, now = Date.now) {
  return {
    error(scope, err, project) {
      try {
        fs3.mkdirSync(logDir, { recursive: true, mode: 448 });
        const file = errorLogPath(logDir);
        rotateIfLarge(file);
        const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        const line = JSON.stringify({ at: new Date(now()).toISOString(), scope, project: project ?? null, message: message.slice(0, 1e3) });
        fs3.appendFileSync(file, `${line}
`, { mode: 384 });
      } catch {
      }
    }
  };
}
function rotateIfLarge(file) {
  try {
    if (fs3.statSync(file).size > MAX_LOG_BYTES) fs3.renameSync(file, `${file}.1`);
  } catch {
  }
}

// src/capture/payloads.ts
var HOOK_EVENTS = [
  "SessionStart",
  "UserPromptSubmit",
  "PostToolUse",
  "PostToolUseFailure",
  "Stop",
  "SubagentStop",
  "PreCompact",
  "SessionEnd"
];
function isHookEventName(value) {
  return typeof value === "string" && HOOK_EVENTS.includes(value);
}
var optString = _catch(optional(string2()), void 0);
var optBoolean = _catch(optional(boolean2()), void 0);
var optNumber = _catch(optional(number2()), void 0);
var nonEmpty = () => string2().check(_minLength(1));
var common = {
  session_id: nonEmpty(),
  transcript_path: optString,
  cwd: string2(),
  prompt_id: optString,
  permission_mode: optString,
  agent_id: optString,
  agent_type: optString
};
var event = (name, shape) => looseObject({ ...common, hook_event_name: literal(name), ...shape });
var SessionStartPayloadSchema = event("SessionStart", {
  // startup | resume | clear | compact; kept open-ended for future sources.
  source: optString
});
var UserPromptSubmitPayloadSchema = event("UserPromptSubmit", {
  prompt: string2()
});
var PostToolUsePayloadSchema = event("PostToolUse", {
  tool_name: nonEmpty(),
  // Never absent in practice, but a tool record without its input is still worth keeping.
  tool_input: optional(unknown()),
  // An object for built-in tools, an array of content blocks for MCP tools.
  tool_response: optional(unknown()),
  tool_use_id: nonEmpty(),
  duration_ms: optNumber
});
var PostToolUseFailurePayloadSchema = event("PostToolUseFailure", {
  tool_name: nonEmpty(),
  tool_input: optional(unknown()),
  tool_use_id: nonEmpty(),
  error: string2(),
  is_interrupt: optBoolean,
  duration_ms: optNumber
});
var StopPayloadSchema = event("Stop", {
  last_assistant_message: optString,
  stop_hook_active: optBoolean
});
var SubagentStopPayloadSchema = event("SubagentStop", {
  agent_transcript_path: optString,
  last_assistant_message: optString,
  stop_hook_active: optBoolean
});
var PreCompactPayloadSchema = event("PreCompact", {
  trigger: optString,
  // manual | auto
  custom_instructions: optString
});
var SessionEndPayloadSchema = event("SessionEnd", {
  // other | clear | logout | prompt_input_exit | ...
  reason: optString
});
var HOOK_PAYLOAD_SCHEMAS = {
  SessionStart: SessionStartPayloadSchema,
  UserPromptSubmit: UserPromptSubmitPayloadSchema,
  PostToolUse: PostToolUsePayloadSchema,
  PostToolUseFailure: PostToolUseFailurePayloadSchema,
  Stop: StopPayloadSchema,
  SubagentStop: SubagentStopPayloadSchema,
  PreCompact: PreCompactPayloadSchema,
  SessionEnd: SessionEndPayloadSchema
};
var MAX_ISSUES_IN_MESSAGE = 3;
function parseHookPayload(event2, raw) {
  if (!isHookEventName(event2)) {
    return { ok: false, error: `unknown hook event ${JSON.stringify(String(event2))}` };
  }
  const text = typeof raw === "string" ? raw.replace(/^\uFEFF/, "").trim() : "";
  if (text === "") return { ok: false, error: `${event2}: empty input` };
  let data2;
  try {
    data2 = JSON.parse(text);
  } catch (err) {
    const msg = (err instanceof Error ? err.message : String(err)).replace(/,\s*(?:\.\.\.)?"[\s\S]*$/, "");
    return { ok: false, error: `${event2}: invalid JSON (${shorten(msg, 120)})` };
  }
  if (data2 === null || typeof data2 !== "object" || Array.isArray(data2)) {
    const got = data2 === null ? "null" : Array.isArray(data2) ? "an array" : typeof data2;
    return { ok: false, error: `${event2}: expected a JSON object, got ${got}` };
  }
  const input = { ...data2, hook_event_name: event2 };
  const result = HOOK_PAYLOAD_SCHEMAS[event2].safeParse(input);
  if (!result.success) return { ok: false, error: `${event2}: ${formatIssues(result.error.issues, input)}` };
  return { ok: true, payload: result.data };
}
function parseSpooledPayload(event2, payload) {
  if (payload === null || typeof payload !== "object" || Array.isArray(payload)) return { ok: false, error: `${event2}: payload is not an object` };
  const input = { ...payload, hook_event_name: event2 };
  const result = HOOK_PAYLOAD_SCHEMAS[event2].safeParse(input);
  if (!result.success) return { ok: false, error: `${event2}: ${formatIssues(result.error.issues, input)}` };
  return { ok: true, payload: result.data };
}
function formatIssues(issues, input) {
  const parts = issues.slice(0, MAX_ISSUES_IN_MESSAGE).map((issue2) => {
    const path4 = issue2.path.length > 0 ? issue2.path.map(String).join(".") : "(payload)";
    const value = issue2.path.reduce((v, k) => v && typeof v === "object" ? v[k] : void 0, input);
    let msg;
    if (issue2.code === "invalid_type") msg = value === void 0 ? "missing" : `expected ${issue2.expected}, received ${value === null ? "null" : Array.isArray(value) ? "array" : typeof value}`;
    else if (issue2.code === "too_small") msg = "must not be empty";
    else if (issue2.code === "invalid_value") msg = `expected ${issue2.values.map((v) => JSON.stringify(v)).join(" or ")}`;
    else msg = issue2.message || issue2.code;
    return `${path4}: ${shorten(msg, 100)}`;
  });
  const more = issues.length - MAX_ISSUES_IN_MESSAGE;
  if (more > 0) parts.push(`(+${more} more)`);
  return parts.join("; ");
}
function shorten(s, max) {
  const oneLine = s.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}\u2026` : oneLine;
}

// src/capture/spool.ts
import fs4 from "node:fs";
import path3 from "node:path";
var BUCKET_MS = 6e4;
var CLOSED_AFTER_BUCKETS = 2;
var SPOOL_LINE_VERSION = 1;
function spoolLine(entry) {
  return `${JSON.stringify({ v: SPOOL_LINE_VERSION, event: entry.event, payload: entry.payload, at: entry.at })}
`;
}
function appendToSpool(dir, entry, now = Date.now()) {
  fs4.mkdirSync(dir, { recursive: true, mode: 448 });
  const bucket = String(Math.floor(now / BUCKET_MS)).padStart(12, "0");
  const fd = fs4.openSync(path3.join(dir, `${bucket}.jsonl`), "a+", 384);
  try {
    const size = fs4.fstatSync(fd).size;
    const last = Buffer.alloc(1);
    const torn = size > 0 && fs4.readSync(fd, last, 0, 1, size - 1) === 1 && last[0] !== 10;
    fs4.writeSync(fd, `${torn ? "\n" : ""}${spoolLine(entry)}`);
  } finally {
    fs4.closeSync(fd);
  }
}
function parseSpoolLine(line) {
  let data2;
  try {
    data2 = JSON.parse(line);
  } catch {
    return { ok: false, reason: "not JSON (a torn or corrupt line)" };
  }
  if (data2 === null || typeof data2 !== "object" || Array.isArray(data2)) return { ok: false, reason: "not a JSON object" };
  const { v = 0, event: event2, payload, at } = data2;
  if (typeof v !== "number" || !Number.isInteger(v) || v < 0) return { ok: false, reason: "invalid line version" };
  if (v > SPOOL_LINE_VERSION) return { ok: false, reason: `line format ${v} is newer than this version reads (${SPOOL_LINE_VERSION})` };
  if (!isHookEventName(event2)) return { ok: false, reason: `unknown event ${JSON.stringify(String(event2)).slice(0, 40)}` };
  if (typeof at !== "number" || !Number.isFinite(at)) return { ok: false, reason: `${event2}: no event time` };
  const parsed = parseSpooledPayload(event2, payload);
  if (!parsed.ok) return { ok: false, reason: parsed.error };
  return { ok: true, entry: { event: event2, payload: parsed.payload, at } };
}
var LINE_START = /\{"(?:v":\d+,")?event":"/g;
function recoverGluedLine(line) {
  for (const m of line.matchAll(LINE_START)) {
    if (m.index === 0) continue;
    const parsed = parseSpoolLine(line.slice(m.index));
    if (parsed.ok) return parsed.entry;
  }
  return null;
}
function journalFiles(dir) {
  try {
    return fs4.readdirSync(dir).filter((n) => /^\d+\.jsonl$/.test(n)).sort().map((n) => path3.join(dir, n));
  } catch {
    return [];
  }
}
function readJournal(file, offset, opts = {}) {
  let fd;
  try {
    fd = fs4.openSync(file, "r");
  } catch (err) {
    if (err.code === "ENOENT") return null;
    throw err;
  }
  try {
    const size = fs4.fstatSync(fd).size;
    if (offset >= size) return { entries: [], malformed: [], end: offset, size };
    const buf = Buffer.alloc(size - offset);
    fs4.readSync(fd, buf, 0, buf.length, offset);
    const whole = buf.lastIndexOf(10) + 1;
    const entries = [];
    const malformed = [];
    let lineStart = offset;
    for (const line of buf.subarray(0, whole).toString("utf8").split("\n")) {
      const at = lineStart;
      lineStart += Buffer.byteLength(line, "utf8") + 1;
      if (!line.trim()) continue;
      const parsed = parseSpoolLine(line);
      if (parsed.ok) {
        entries.push(parsed.entry);
        continue;
      }
      malformed.push({ offset: at, reason: parsed.reason });
      const glued = parsed.reason.startsWith("not JSON") ? recoverGluedLine(line) : null;
      if (glued) entries.push(glued);
    }
    if (opts.closed && whole < buf.length) {
      malformed.push({ offset: offset + whole, reason: "torn last line (no newline) in a closed journal file" });
      return { entries, malformed, end: size, size };
    }
    return { entries, malformed, end: offset + whole, size };
  } finally {
    fs4.closeSync(fd);
  }
}
function replaySpool(dir, store, opts = {}) {
  const now = opts.now ?? Date.now();
  const result = { replayed: 0, malformed: 0, rejected: 0 };
  const closedBefore = Math.floor(now / BUCKET_MS) - CLOSED_AFTER_BUCKETS;
  for (const file of journalFiles(dir)) {
    try {
      let read = null;
      const closed = Number(path3.basename(file, ".jsonl")) < closedBefore;
      for (let attempt = 0; attempt < 5; attempt++) {
        const from = store.cursor(file);
        read = readJournal(file, from, { closed });
        if (!read || read.end === from) break;
        const applied = store.applyBatch({ file, from, to: read.end, entries: read.entries });
        if (!applied.applied) continue;
        result.replayed += applied.replayed;
        result.rejected += applied.rejected;
        result.malformed += read.malformed.length;
        for (const line of read.malformed) opts.onMalformed?.(file, line);
        break;
      }
      if (!read) continue;
      const bucket = Number(path3.basename(file, ".jsonl"));
      if (bucket < closedBefore && store.cursor(file) >= read.size) {
        fs4.rmSync(file, { force: true });
        store.dropCursor(file);
      }
    } catch (err) {
      result.error = err;
      return result;
    }
  }
  return result;
}

// src/capture/secrets/gitleaks-rules.ts
var GITLEAKS_RULES_JSON = `{"source":"gitleaks default config (config/gitleaks.toml), MIT licence, see vendor/gitleaks/README.md","generatedBy":"scripts/vendor-gitleaks.mjs","dropped":["freemius-secret-key","hashicorp-tf-password","kubernetes-secret-yaml","nuget-config-password","pkcs12-file"],"allowlist":{"regexes":[{"source":"^true|false|null$","flags":"i"},{"source":"^(?:[aA]+|[bB]+|[cC]+|[dD]+|[eE]+|[fF]+|[gG]+|[hH]+|[iI]+|[jJ]+|[kK]+|[lL]+|[mM]+|[nN]+|[oO]+|[pP]+|[qQ]+|[rR]+|[sS]+|[tT]+|[uU]+|[vV]+|[wW]+|[xX]+|[yY]+|[zZ]+|\\\\*+|\\\\.+)$","flags":""},{"source":"^\\\\$(?:\\\\d+|{\\\\d+})$","flags":""},{"source":"^\\\\$(?:[A-Z_]+|[a-z_]+)$","flags":""},{"source":"^\\\\\${(?:[A-Z_]+|[a-z_]+)}$","flags":""},{"source":"^\\\\{\\\\{[ \\\\t]*[\\\\w ().|]+[ \\\\t]*}}$","flags":""},{"source":"^\\\\$\\\\{\\\\{[ \\\\t]*(?:(?:env|github|secrets|vars)(?:\\\\.[A-Za-z]\\\\w+)+[\\\\w \\"'&./=|]*)[ \\\\t]*}}$","flags":""},{"source":"^%(?:[A-Z_]+|[a-z_]+)%$","flags":""},{"source":"^%[+\\\\-# 0]?[bcdeEfFgGoOpqstTUvxX]$","flags":""},{"source":"^\\\\{\\\\d{0,2}}$","flags":""},{"source":"^@(?:[A-Z_]+|[a-z_]+)@$","flags":""},{"source":"^/Users/[A-Za-z0-9]+/[\\\\w .-/]+$","flags":""},{"source":"^/(?:bin|etc|home|opt|tmp|usr|var)/[\\\\w ./-]+$","flags":""}],"stopwords":["014df517-39d1-4453-b7b3-9930c563627c","abcdefghijklmnopqrstuvwxyz"]},"rules":[{"id":"1password-secret-key","regex":{"source":"\\\\bA3-[A-Z0-9]{6}-(?:(?:[A-Z0-9]{11})|(?:[A-Z0-9]{6}-[A-Z0-9]{5}))-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\\\\b","flags":""},"entropy":3.8,"keywords":["a3-"],"allowlists":[]},{"id":"1password-service-account-token","regex":{"source":"ops_eyJ[a-zA-Z0-9+/]{250,}={0,3}","flags":""},"entropy":4,"keywords":["ops_"],"allowlists":[]},{"id":"adafruit-api-key","regex":{"source":"(?:adafruit)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["adafruit"],"allowlists":[]},{"id":"adobe-client-id","regex":{"source":"(?:adobe)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["adobe"],"allowlists":[]},{"id":"adobe-client-secret","regex":{"source":"\\\\b(p8e-[A-Za-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["p8e-"],"allowlists":[]},{"id":"age-secret-key","regex":{"source":"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}","flags":""},"keywords":["age-secret-key-1"],"allowlists":[]},{"id":"airtable-api-key","regex":{"source":"(?:airtable)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{17})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["airtable"],"allowlists":[]},{"id":"algolia-api-key","regex":{"source":"(?:algolia)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["algolia"],"allowlists":[]},{"id":"alibaba-access-key-id","regex":{"source":"\\\\b(LTAI[A-Za-z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["ltai"],"allowlists":[]},{"id":"alibaba-secret-key","regex":{"source":"(?:alibaba)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{30})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["alibaba"],"allowlists":[]},{"id":"asana-client-id","regex":{"source":"(?:asana)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["asana"],"allowlists":[]},{"id":"asana-client-secret","regex":{"source":"(?:asana)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["asana"],"allowlists":[]},{"id":"atlassian-api-token","regex":{"source":"(?:(?:ATLASSIAN|[Aa]tlassian)|(?:CONFLUENCE|[Cc]onfluence)|(?:JIRA|[Jj]ira))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([A-Za-z0-9]{20}[A-Fa-f0-9]{4})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)|\\\\b([aA][tT][aA][tT][tT]3[a-zA-ZA-Za-z0-9_\\\\-=]{186})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3.5,"keywords":["atlassian","confluence","jira","atatt3"],"allowlists":[]},{"id":"authress-service-client-access-key","regex":{"source":"\\\\b((?:sc|ext|scauth|authress)_[A-Za-z0-9]{5,30}\\\\.[A-Za-z0-9]{4,6}\\\\.(?:acc)[_-][A-Za-z0-9-]{10,32}\\\\.[A-Za-z0-9+/_=-]{30,120})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["sc_","ext_","scauth_","authress_"],"allowlists":[]},{"id":"aws-access-token","regex":{"source":"\\\\b((?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})\\\\b","flags":""},"entropy":3,"keywords":["a3t","akia","asia","abia","acca"],"allowlists":[{"regexes":[{"source":".{1,256}EXAMPLE$","flags":""}],"stopwords":[]}]},{"id":"azure-ad-client-secret","regex":{"source":"(?:^|[\\\\\\\\'\\"\\\\x60\\\\s>=:(,)])([a-zA-Z0-9_~.]{3}\\\\dQ~[a-zA-Z0-9_~.-]{31,34})(?:$|[\\\\\\\\'\\"\\\\x60\\\\s<),])","flags":""},"entropy":3,"keywords":["q~"],"allowlists":[]},{"id":"beamer-api-token","regex":{"source":"(?:beamer)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(b_[a-z0-9=_\\\\-]{44})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["beamer"],"allowlists":[]},{"id":"bitbucket-client-id","regex":{"source":"(?:bitbucket)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["bitbucket"],"allowlists":[]},{"id":"bitbucket-client-secret","regex":{"source":"(?:bitbucket)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["bitbucket"],"allowlists":[]},{"id":"bittrex-access-key","regex":{"source":"(?:bittrex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["bittrex"],"allowlists":[]},{"id":"bittrex-secret-key","regex":{"source":"(?:bittrex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["bittrex"],"allowlists":[]},{"id":"cisco-meraki-api-key","regex":{"source":"(?:(?:(?:[Mm]eraki|MERAKI))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":3,"keywords":["meraki"],"allowlists":[]},{"id":"clickhouse-cloud-api-secret-key","regex":{"source":"\\\\b(4b1d[A-Za-z0-9]{38})\\\\b","flags":""},"entropy":3,"keywords":["4b1d"],"allowlists":[]},{"id":"clojars-api-token","regex":{"source":"CLOJARS_[a-z0-9]{60}","flags":"i"},"entropy":2,"keywords":["clojars_"],"allowlists":[]},{"id":"cloudflare-api-key","regex":{"source":"(?:cloudflare)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["cloudflare"],"allowlists":[]},{"id":"cloudflare-global-api-key","regex":{"source":"(?:cloudflare)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{37})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["cloudflare"],"allowlists":[]},{"id":"cloudflare-origin-ca-key","regex":{"source":"\\\\b(v1\\\\.0-[a-f0-9]{24}-[a-f0-9]{146})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["cloudflare","v1.0-"],"allowlists":[]},{"id":"codecov-access-token","regex":{"source":"(?:codecov)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["codecov"],"allowlists":[]},{"id":"cohere-api-token","regex":{"source":"(?:(?:[cC][oO][hH][eE][rR][eE]|[cC][oO]_[aA][pP][iI]_[kK][eE][yY])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-zA-Z0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":4,"keywords":["cohere","co_api_key"],"allowlists":[]},{"id":"coinbase-access-token","regex":{"source":"(?:coinbase)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["coinbase"],"allowlists":[]},{"id":"confluent-access-token","regex":{"source":"(?:confluent)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["confluent"],"allowlists":[]},{"id":"confluent-secret-key","regex":{"source":"(?:confluent)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["confluent"],"allowlists":[]},{"id":"contentful-delivery-api-token","regex":{"source":"(?:contentful)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{43})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["contentful"],"allowlists":[]},{"id":"curl-auth-header","regex":{"source":"\\\\bcurl\\\\b(?:.{0,256}?|.{0,256}?(?:[\\\\r\\\\n]{1,2}.{0,256}?){1,5})[ \\\\t\\\\n\\\\r](?:-H|--header)(?:=|[ \\\\t]{0,5})(?:\\"(?:[aA][uU][tT][hH][oO][rR][iI][zZ][aA][tT][iI][oO][nN]:[ \\\\t]{0,5}(?:[bB][aA][sS][iI][cC][ \\\\t]([A-Za-z0-9+/]{8,}={0,3})|(?:[bB][eE][aA][rR][eE][rR]|(?:[aA][pP][iI]-)?[tT][oO][kK][eE][nN])[ \\\\t]([\\\\w=~@.+/-]{8,})|([\\\\w=~@.+/-]{8,}))|(?:(?:[xX]-(?:[A-Za-z]+-)?)?(?:[aA][pP][iI]-?)?(?:[kK][eE][yY]|[tT][oO][kK][eE][nN])):[ \\\\t]{0,5}([\\\\w=~@.+/-]{8,}))\\"|'(?:[aA][uU][tT][hH][oO][rR][iI][zZ][aA][tT][iI][oO][nN]:[ \\\\t]{0,5}(?:[bB][aA][sS][iI][cC][ \\\\t]([A-Za-z0-9+/]{8,}={0,3})|(?:[bB][eE][aA][rR][eE][rR]|(?:[aA][pP][iI]-)?[tT][oO][kK][eE][nN])[ \\\\t]([\\\\w=~@.+/-]{8,})|([\\\\w=~@.+/-]{8,}))|(?:(?:[xX]-(?:[A-Za-z]+-)?)?(?:[aA][pP][iI]-?)?(?:[kK][eE][yY]|[tT][oO][kK][eE][nN])):[ \\\\t]{0,5}([\\\\w=~@.+/-]{8,}))')(?:\\\\B|\\\\s|$)","flags":""},"entropy":2.75,"keywords":["curl"],"allowlists":[]},{"id":"curl-auth-user","regex":{"source":"\\\\bcurl\\\\b(?:.{0,256}|.{0,256}(?:[\\\\r\\\\n]{1,2}.{0,256}){1,5})[ \\\\t\\\\n\\\\r](?:-u|--user)(?:=|[ \\\\t]{0,5})(\\"(:[^\\"]{3,}|[^:\\"]{3,}:|[^:\\"]{3,}:[^\\"]{3,})\\"|'([^:']{3,}:[^']{3,})'|((?:\\"[^\\"]{3,}\\"|'[^']{3,}'|[\\\\w$@.-]+):(?:\\"[^\\"]{3,}\\"|'[^']{3,}'|[\\\\w\${}@.-]+)))(?:\\\\s|$)","flags":""},"entropy":2,"keywords":["curl"],"allowlists":[{"regexes":[{"source":"[^:]+:(?:change(?:it|me)|pass(?:word)?|pwd|test|token|\\\\*+|x+)","flags":""},{"source":"['\\"]?<[^>]+>['\\"]?:['\\"]?<[^>]+>|<[^:]+:[^>]+>['\\"]?","flags":""},{"source":"[^:]+:\\\\[[^]]+]","flags":""},{"source":"['\\"]?[^:]+['\\"]?:['\\"]?\\\\$(?:\\\\d|\\\\w+|\\\\{(?:\\\\d|\\\\w+)})['\\"]?","flags":""},{"source":"\\\\$\\\\([^)]+\\\\):\\\\$\\\\([^)]+\\\\)","flags":""},{"source":"['\\"]?\\\\$?{{[^}]+}}['\\"]?:['\\"]?\\\\$?{{[^}]+}}['\\"]?","flags":""}],"stopwords":[]}]},{"id":"databricks-api-token","regex":{"source":"\\\\b(dapi[a-f0-9]{32}(?:-\\\\d)?)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["dapi"],"allowlists":[]},{"id":"datadog-access-token","regex":{"source":"(?:datadog)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["datadog"],"allowlists":[]},{"id":"defined-networking-api-token","regex":{"source":"(?:dnkey)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(dnkey-[a-z0-9=_\\\\-]{26}-[a-z0-9=_\\\\-]{52})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["dnkey"],"allowlists":[]},{"id":"digitalocean-access-token","regex":{"source":"\\\\b(doo_v1_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["doo_v1_"],"allowlists":[]},{"id":"digitalocean-pat","regex":{"source":"\\\\b(dop_v1_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["dop_v1_"],"allowlists":[]},{"id":"digitalocean-refresh-token","regex":{"source":"\\\\b(dor_v1_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keywords":["dor_v1_"],"allowlists":[]},{"id":"discord-api-token","regex":{"source":"(?:discord)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["discord"],"allowlists":[]},{"id":"discord-client-id","regex":{"source":"(?:discord)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{18})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["discord"],"allowlists":[]},{"id":"discord-client-secret","regex":{"source":"(?:discord)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["discord"],"allowlists":[]},{"id":"doppler-api-token","regex":{"source":"dp\\\\.pt\\\\.[A-Za-z0-9]{43}","flags":""},"entropy":2,"keywords":["dp.pt."],"allowlists":[]},{"id":"droneci-access-token","regex":{"source":"(?:droneci)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["droneci"],"allowlists":[]},{"id":"dropbox-api-token","regex":{"source":"(?:dropbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{15})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["dropbox"],"allowlists":[]},{"id":"dropbox-long-lived-api-token","regex":{"source":"(?:dropbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{11}(AAAAAAAAAA)[a-z0-9\\\\-_=]{43})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["dropbox"],"allowlists":[]},{"id":"dropbox-short-lived-api-token","regex":{"source":"(?:dropbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(sl\\\\.[a-z0-9\\\\-=_]{135})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["dropbox"],"allowlists":[]},{"id":"duffel-api-token","regex":{"source":"duffel_(?:test|live)_[A-Za-z0-9_\\\\-=]{43}","flags":""},"entropy":2,"keywords":["duffel_"],"allowlists":[]},{"id":"dynatrace-api-token","regex":{"source":"dt0c01\\\\.[A-Za-z0-9]{24}\\\\.[A-Za-z0-9]{64}","flags":""},"entropy":4,"keywords":["dt0c01."],"allowlists":[]},{"id":"easypost-api-token","regex":{"source":"\\\\bEZAK[A-Za-z0-9]{54}\\\\b","flags":""},"entropy":2,"keywords":["ezak"],"allowlists":[]},{"id":"easypost-test-api-token","regex":{"source":"\\\\bEZTK[A-Za-z0-9]{54}\\\\b","flags":""},"entropy":2,"keywords":["eztk"],"allowlists":[]},{"id":"etsy-access-token","regex":{"source":"(?:(?:ETSY|[Ee]tsy))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([A-Za-z0-9]{24})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3,"keywords":["etsy"],"allowlists":[]},{"id":"facebook-access-token","regex":{"source":"\\\\b(\\\\d{15,16}(\\\\||%)[0-9a-z\\\\-_]{27,40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"keywords":["facebook"],"allowlists":[]},{"id":"facebook-page-access-token","regex":{"source":"\\\\b(EAA[MC][A-Za-z0-9]{100,})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"keywords":["eaam","eaac"],"allowlists":[]},{"id":"facebook-secret","regex":{"source":"(?:facebook)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3,"keywords":["facebook"],"allowlists":[]},{"id":"fastly-api-token","regex":{"source":"(?:fastly)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["fastly"],"allowlists":[]},{"id":"finicity-api-token","regex":{"source":"(?:finicity)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["finicity"],"allowlists":[]},{"id":"finicity-client-secret","regex":{"source":"(?:finicity)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["finicity"],"allowlists":[]},{"id":"finnhub-access-token","regex":{"source":"(?:finnhub)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["finnhub"],"allowlists":[]},{"id":"flickr-access-token","regex":{"source":"(?:flickr)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["flickr"],"allowlists":[]},{"id":"flutterwave-encryption-key","regex":{"source":"FLWSECK_TEST-[A-Ha-h0-9]{12}","flags":""},"entropy":2,"keywords":["flwseck_test"],"allowlists":[]},{"id":"flutterwave-public-key","regex":{"source":"FLWPUBK_TEST-[A-Ha-h0-9]{32}-[xX]","flags":""},"entropy":2,"keywords":["flwpubk_test"],"allowlists":[]},{"id":"flutterwave-secret-key","regex":{"source":"FLWSECK_TEST-[A-Ha-h0-9]{32}-[xX]","flags":""},"entropy":2,"keywords":["flwseck_test"],"allowlists":[]},{"id":"flyio-access-token","regex":{"source":"\\\\b((?:fo1_[\\\\w-]{43}|fm1[ar]_[a-zA-Z0-9+\\\\/]{100,}={0,3}|fm2_[a-zA-Z0-9+\\\\/]{100,}={0,3}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"keywords":["fo1_","fm1","fm2_"],"allowlists":[]},{"id":"frameio-api-token","regex":{"source":"fio-u-[A-Za-z0-9\\\\-_=]{64}","flags":""},"keywords":["fio-u-"],"allowlists":[]},{"id":"freshbooks-access-token","regex":{"source":"(?:freshbooks)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["freshbooks"],"allowlists":[]},{"id":"gcp-api-key","regex":{"source":"\\\\b(AIza[\\\\w-]{35})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"keywords":["aiza"],"allowlists":[{"regexes":[{"source":"AIzaSyabcdefghijklmnopqrstuvwxyz1234567","flags":""},{"source":"AIzaSyAnLA7NfeLquW1tJFpx_eQCxoX-oo6YyIs","flags":""},{"source":"AIzaSyCkEhVjf3pduRDt6d1yKOMitrUEke8agEM","flags":""},{"source":"AIzaSyDMAScliyLx7F0NPDEJi1QmyCgHIAODrlU","flags":""},{"source":"AIzaSyD3asb-2pEZVqMkmL6M9N6nHZRR_znhrh0","flags":""},{"source":"AIzayDNSXIbFmlXbIE6mCzDLQAqITYefhixbX4A","flags":""},{"source":"AIzaSyAdOS2zB6NCsk1pCdZ4-P6GBdi_UUPwX7c","flags":""},{"source":"AIzaSyASWm6HmTMdYWpgMnjRBjxcQ9CKctWmLd4","flags":""},{"source":"AIzaSyANUvH9H9BsUccjsu2pCmEkOPjjaXeDQgY","flags":""},{"source":"AIzaSyA5_iVawFQ8ABuTZNUdcwERLJv_a_p4wtM","flags":""},{"source":"AIzaSyA4UrcGxgwQFTfaI3no3t7Lt1sjmdnP5sQ","flags":""},{"source":"AIzaSyDSb51JiIcB6OJpwwMicseKRhhrOq1cS7g","flags":""},{"source":"AIzaSyBF2RrAIm4a0mO64EShQfqfd2AFnzAvvuU","flags":""},{"source":"AIzaSyBcE-OOIbhjyR83gm4r2MFCu4MJmprNXsw","flags":""},{"source":"AIzaSyB8qGxt4ec15vitgn44duC5ucxaOi4FmqE","flags":""},{"source":"AIzaSyA8vmApnrHNFE0bApF4hoZ11srVL_n0nvY","flags":""}],"stopwords":[]}]},{"id":"generic-api-key","regex":{"source":"(?:[aA][cC][cC][eE][sS][sS]|[aA][uU][tT][hH]|(?:[Aa]pi|API)|[cC][rR][eE][dD][eE][nN][tT][iI][aA][lL]|[cC][rR][eE][dD][sS]|[kK][eE][yY]|[pP][aA][sS][sS][wW](?:[oO][rR])?[dD]|[sS][eE][cC][rR][eE][tT]|[tT][oO][kK][eE][nN])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([\\\\w.=-]{10,150}|[A-Za-z0-9][A-Za-z0-9+/]{11,}={0,3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3.5,"keywords":["access","api","auth","key","credential","creds","passwd","password","secret","token"],"allowlists":[{"regexes":[{"source":"^[a-zA-Z_.-]+$","flags":""}],"stopwords":[]},{"regexTarget":"match","regexes":[{"source":"(?:[aA][cC][cC][eE][sS][sS](?:[iI][bB][iI][lL][iI][tT][yY]|[oO][rR])|[aA][cC][cC][eE][sS][sS][_.-]?[iI][dD]|[rR][aA][nN][dD][oO][mM][_.-]?[aA][cC][cC][eE][sS][sS]|[aA][pP][iI][_.-]?(?:[iI][dD]|[nN][aA][mM][eE]|[vV][eE][rR][sS][iI][oO][nN])|[rR][aA][pP][iI][dD]|[cC][aA][pP][iI][tT][aA][lL]|[A-Za-z0-9-]*?[aA][pP][iI][A-Za-z0-9-]*?:[jJ][aA][rR]:|[aA][uU][tT][hH][oO][rR]|[xX]-[mM][sS]-[eE][xX][cC][hH][aA][nN][gG][eE]-[oO][rR][gG][aA][nN][iI][zZ][aA][tT][iI][oO][nN]-[aA][uU][tT][hH]|[aA][uU][tT][hH][eE][nN][tT][iI][cC][aA][tT][iI][oO][nN]-[rR][eE][sS][uU][lL][tT][sS]|(?:[cC][rR][eE][dD][eE][nN][tT][iI][aA][lL][sS]?[_.-]?[iI][dD]|[wW][iI][tT][hH][cC][rR][eE][dD][eE][nN][tT][iI][aA][lL][sS])|(?:[bB][uU][cC][kK][eE][tT]|[fF][oO][rR][eE][iI][gG][nN]|[hH][oO][tT]|[iI][dD][xX]|[nN][aA][tT][uU][rR][aA][lL]|[pP][rR][iI][mM][aA][rR][yY]|[pP][uU][bB](?:[lL][iI][cC])?|[sS][cC][hH][eE][mM][aA]|[sS][eE][qQ][uU][eE][nN][cC][eE])[_.-]?[kK][eE][yY]|(?:[tT][uU][rR][kK][eE][yY])|[kK][eE][yY][_.-]?(?:[aA][lL][iI][aA][sS]|[bB][oO][aA][rR][dD]|[cC][oO][dD][eE]|[fF][rR][aA][mM][eE]|[iI][dD]|[lL][eE][nN][gG][tT][hH]|[mM][eE][sS][hH]|[nN][aA][mM][eE]|[pP][aA][iI][rR]|[pP][rR][eE][sS][sS](?:[eE][dD])?|[rR][iI][nN][gG]|[sS][eE][lL][eE][cC][tT][oO][rR]|[sS][iI][gG][nN][aA][tT][uU][rR][eE]|[sS][iI][zZ][eE]|[sS][tT][oO][nN][eE]|[sS][tT][oO][rR][eE][tT][yY][pP][eE]|[wW][oO][rR][dD]|[uU][pP]|[dD][oO][wW][nN]|[lL][eE][fF][tT]|[rR][iI][gG][hH][tT])|[kK][eE][yY][_.-]?[vV][aA][uU][lL][tT][_.-]?(?:[iI][dD]|[nN][aA][mM][eE])|[kK][eE][yY][vV][aA][uU][lL][tT][tT][oO][sS][tT][oO][rR][eE][sS][eE][cC][rR][eE][tT][sS]|[kK][eE][yY](?:[sS][tT][oO][rR][eE]|[tT][aA][bB])[_.-]?(?:[fF][iI][lL][eE]|[pP][aA][tT][hH])|[iI][sS][sS][uU][eE][rR][kK][eE][yY][hH][aA][sS][hH]|(?:[DdMm]onkey|[DM]ONKEY)|[kK][eE][yY][iI][nN][gG]|(?:[sS][eE][cC][rR][eE][tT])[_.-]?(?:[lL][eE][nN][gG][tT][hH]|[nN][aA][mM][eE]|[sS][iI][zZ][eE])|[uU][sS][eE][rR][sS][eE][cC][rR][eE][tT][sS][iI][dD]|(?:[cC][sS][rR][fF])[_.-]?[tT][oO][kK][eE][nN]|(?:[iI][oO]\\\\.[jJ][sS][oO][nN][wW][eE][bB][tT][oO][kK][eE][nN][ \\\\t]?:[ \\\\t]?[\\\\w-]+)|(?:[aA][pP][iI]|[cC][rR][eE][dD][eE][nN][tT][iI][aA][lL][sS]|[tT][oO][kK][eE][nN])[_.-]?(?:[eE][nN][dD][pP][oO][iI][nN][tT]|[uU][rR][ILil])|[pP][uU][bB][lL][iI][cC][_.-]?[tT][oO][kK][eE][nN]|(?:[kK][eE][yY]|[tT][oO][kK][eE][nN])[_.-]?[fF][iI][lL][eE]|(?:(?:[A-Z_]+=\\\\n[A-Z_]+=|[a-z_]+=\\\\n[a-z_]+=)(?:\\\\n|$))|(?:(?:[A-Z.]+=\\\\n[A-Z.]+=|[a-z.]+=\\\\n[a-z.]+=)(?:\\\\n|$)))","flags":""}],"stopwords":["000000","6fe4476ee5a1832882e326b506d14126","_ec2_","aaaaaa","about","abstract","academy","acces","account","act-","act.","act_","action","active","actively","activity","adapter","add-","add-on","add.","add_","addon","addres","admin","adobe","advanced","adventure","agent","agile","air-","air.","air_","ajax","akka","alert","alfred","algorithm","all-","all.","all_","alloy","alpha","amazon","amqp","analysi","analytic","analyzer","android","angular","angularj","animate","animation","another","ansible","answer","ant-","ant.","ant_","any-","any.","any_","apache","app-","app.","app_","apple","arch","archive","archived","arduino","array","art-","art.","art_","article","asp-","asp.","asp_","asset","async","atom","attention","audio","audit","aura","auth","author","authorize","auto","automated","automatic","awesome","aws_","azure","back","backbone","backend","backup","bar-","bar.","bar_","base","based","bash","basic","batch","been","beer","behavior","being","benchmark","best","beta","better","big-","big.","big_","binary","binding","bit-","bit.","bit_","bitcoin","block","blog","board","book","bookmark","boost","boot","bootstrap","bosh","bot-","bot.","bot_","bower","box-","box.","box_","boxen","bracket","branch","bridge","browser","brunch","buffer","bug-","bug.","bug_","build","builder","building","buildout","buildpack","built","bundle","busines","but-","but.","but_","button","cache","caching","cakephp","calendar","call","camera","campfire","can-","can.","can_","canva","captcha","capture","card","carousel","case","cassandra","cat-","cat.","cat_","category","center","cento","challenge","change","changelog","channel","chart","chat","cheat","check","checker","chef","ches","chinese","chosen","chrome","ckeditor","clas","classe","classic","clean","cli-","cli.","cli_","client","clojure","clone","closure","cloud","club","cluster","cms-","cms_","coco","code","coding","coffee","color","combination","combo","command","commander","comment","commit","common","community","compas","compiler","complete","component","composer","computer","computing","con-","con.","con_","concept","conf","config","connect","connector","console","contact","container","contao","content","contest","context","control","convert","converter","conway'","cookbook","cookie","cool","copy","cordova","core","couchbase","couchdb","countdown","counter","course","craft","crawler","create","creating","creator","credential","crm-","crm.","crm_","cros","crud","csv-","csv.","csv_","cube","cucumber","cuda","current","currently","custom","daemon","dark","dart","dash","dashboard","data","database","date","day-","day.","day_","dead","debian","debug","debugger","deck","define","del-","del.","del_","delete","demo","deploy","design","designer","desktop","detection","detector","dev-","dev.","dev_","develop","developer","device","devise","diff","digital","directive","directory","discovery","display","django","dns-","dns_","doc-","doc.","doc_","docker","docpad","doctrine","document","doe-","doe.","doe_","dojo","dom-","dom.","dom_","domain","don't","done","dot-","dot.","dot_","dotfile","download","draft","drag","drill","drive","driven","driver","drop","dropbox","drupal","dsl-","dsl.","dsl_","dynamic","easy","ecdsa","eclipse","edit","editing","edition","editor","element","emac","email","embed","embedded","ember","emitter","emulator","encoding","endpoint","engine","english","enhanced","entity","entry","env_","episode","erlang","error","espresso","event","evented","example","exchange","exercise","experiment","expire","exploit","explorer","export","exporter","expres","ext-","ext.","ext_","extended","extension","external","extra","extractor","fabric","facebook","factory","fake","fast","feature","feed","fewfwef","ffmpeg","field","file","filter","find","finder","firefox","firmware","first","fish","fix-","fix_","flash","flask","flat","flex","flexible","flickr","flow","fluent","fluentd","fluid","folder","font","force","foreman","fork","form","format","formatter","forum","foundry","framework","free","friend","friendly","front-end","frontend","ftp-","ftp.","ftp_","fuel","full","fun-","fun.","fun_","func","future","gaia","gallery","game","gateway","gem-","gem.","gem_","gen-","gen.","gen_","general","generator","generic","genetic","get-","get.","get_","getenv","getting","ghost","gist","git-","git.","git_","github","gitignore","gitlab","glas","gmail","gnome","gnu-","gnu.","gnu_","goal","golang","gollum","good","google","gpu-","gpu.","gpu_","gradle","grail","graph","graphic","great","grid","groovy","group","grunt","guard","gui-","gui.","gui_","guide","guideline","gulp","gwt-","gwt.","gwt_","hack","hackathon","hacker","hacking","hadoop","haml","handler","hardware","has-","has_","hash","haskell","have","haxe","hello","help","helper","here","hero","heroku","high","hipchat","history","home","homebrew","homepage","hook","host","hosting","hot-","hot.","hot_","house","how-","how.","how_","html","http","hub-","hub.","hub_","hubot","human","icon","ide-","ide.","ide_","idea","identity","idiomatic","image","impact","import","important","importer","impres","index","infinite","info","injection","inline","input","inside","inspector","instagram","install","installer","instant","intellij","interface","internet","interview","into","intro","ionic","iphone","ipython","irc-","irc_","iso-","iso.","iso_","issue","jade","jasmine","java","jbos","jekyll","jenkin","jetbrains","job-","job.","job_","joomla","jpa-","jpa.","jpa_","jquery","json","just","kafka","karma","kata","kernel","keyboard","kindle","kit-","kit.","kit_","kitchen","knife","koan","kohana","lab-","lab.","lab_","lambda","lamp","language","laravel","last","latest","latex","launcher","layer","layout","lazy","ldap","leaflet","league","learn","learning","led-","led.","led_","leetcode","les-","les.","les_","level","leveldb","lib-","lib.","lib_","librarie","library","license","life","liferay","light","lightbox","like","line","link","linked","linkedin","linux","lisp","list","lite","little","load","loader","local","location","lock","log-","log.","log_","logger","logging","logic","login","logstash","longer","look","love","lua-","lua.","lua_","mac-","mac.","mac_","machine","made","magento","magic","mail","make","maker","making","man-","man.","man_","manage","manager","manifest","manual","map-","map.","map_","mapper","mapping","markdown","markup","master","math","matrix","maven","md5","mean","media","mediawiki","meetup","memcached","memory","menu","merchant","message","messaging","meta","metadata","meteor","method","metric","micro","middleman","migration","minecraft","miner","mini","minimal","mirror","mit-","mit.","mit_","mobile","mocha","mock","mod-","mod.","mod_","mode","model","modern","modular","module","modx","money","mongo","mongodb","mongoid","mongoose","monitor","monkey","more","motion","moved","movie","mozilla","mqtt","mule","multi","multiple","music","mustache","mvc-","mvc.","mvc_","mysql","nagio","name","native","need","neo-","neo.","neo_","nest","nested","net-","net.","net_","nette","network","new-","new.","new_","next","nginx","ninja","nlp-","nlp.","nlp_","node","nodej","nosql","not-","not.","not_","note","notebook","notepad","notice","notifier","now-","now.","now_","number","oauth","object","objective","obsolete","ocaml","octopres","official","old-","old.","old_","onboard","online","only","open","opencv","opengl","openshift","openwrt","option","oracle","org-","org.","org_","origin","original","orm-","orm.","orm_","osx-","osx_","our-","our.","our_","out-","out.","out_","output","over","overview","own-","own.","own_","pack","package","packet","page","panel","paper","paperclip","para","parallax","parallel","parse","parser","parsing","particle","party","password","patch","path","pattern","payment","paypal","pdf-","pdf.","pdf_","pebble","people","perl","personal","phalcon","phoenix","phone","phonegap","photo","php-","php.","php_","physic","picker","pipeline","platform","play","player","please","plu-","plu.","plu_","plug-in","plugin","plupload","png-","png.","png_","poker","polyfill","polymer","pool","pop-","pop.","pop_","popcorn","popup","port","portable","portal","portfolio","post","power","powered","powerful","prelude","pretty","preview","principle","print","pro-","pro.","pro_","problem","proc","product","profile","profiler","program","progres","project","protocol","prototype","provider","proxy","public","pull","puppet","pure","purpose","push","pusher","pyramid","python","quality","query","queue","quick","rabbitmq","rack","radio","rail","railscast","random","range","raspberry","rdf-","rdf.","rdf_","react","reactive","read","reader","readme","ready","real","real-time","reality","realtime","recipe","recorder","red-","red.","red_","reddit","redi","redmine","reference","refinery","refresh","registry","related","release","remote","rendering","repo","report","request","require","required","requirej","research","resource","response","resque","rest","restful","resume","reveal","reverse","review","riak","rich","right","ring","robot","role","room","router","routing","rpc-","rpc.","rpc_","rpg-","rpg.","rpg_","rspec","ruby-","ruby.","ruby_","rule","run-","run.","run_","runner","running","runtime","rust","rvm-","rvm.","rvm_","salt","sample","sandbox","sas-","sas.","sas_","sbt-","sbt.","sbt_","scala","scalable","scanner","schema","scheme","school","science","scraper","scratch","screen","script","scroll","scs-","scs.","scs_","sdk-","sdk.","sdk_","sdl-","sdl.","sdl_","search","secure","security","see-","see.","see_","seed","select","selector","selenium","semantic","sencha","send","sentiment","serie","server","service","session","set-","set.","set_","setting","setup","sha1","sha2","sha256","share","shared","sharing","sheet","shell","shield","shipping","shop","shopify","shortener","should","show","showcase","side","silex","simple","simulator","single","site","skeleton","sketch","skin","slack","slide","slider","slim","small","smart","smtp","snake","snapshot","snippet","soap","social","socket","software","solarized","solr","solution","solver","some","soon","source","space","spark","spatial","spec","sphinx","spine","spotify","spree","spring","sprite","sql-","sql.","sql_","sqlite","ssh-","ssh.","ssh_","stack","staging","standard","stanford","start","started","starter","startup","stat","statamic","state","static","statistic","statsd","statu","steam","step","still","stm-","stm.","stm_","storage","store","storm","story","strategy","stream","streaming","string","stripe","structure","studio","study","stuff","style","sublime","sugar","suite","summary","super","support","supported","svg-","svg.","svg_","svn-","svn.","svn_","swagger","swift","switch","switcher","symfony","symphony","sync","synopsi","syntax","system","tab-","tab.","tab_","table","tag-","tag.","tag_","talk","target","task","tcp-","tcp.","tcp_","tdd-","tdd.","tdd_","team","tech","template","term","terminal","testing","tetri","text","textmate","theme","theory","three","thrift","time","timeline","timer","tiny","tinymce","tip-","tip.","tip_","title","todo","todomvc","token","tool","toolbox","toolkit","top-","top.","top_","tornado","touch","tower","tracker","tracking","traffic","training","transfer","translate","transport","tree","trello","try-","try.","try_","tumblr","tut-","tut.","tut_","tutorial","tweet","twig","twitter","type","typo","ubuntu","uiview","ultimate","under","unit","unity","universal","unix","update","updated","upgrade","upload","uploader","uri-","uri.","uri_","url-","url.","url_","usage","usb-","usb.","usb_","use-","use.","use_","used","useful","user","using","util","utilitie","utility","vagrant","validator","value","variou","varnish","version","via-","via.","via_","video","view","viewer","vim-","vim.","vim_","vimrc","virtual","vision","visual","vpn","want","warning","watch","watcher","wave","way-","way.","way_","weather","web-","web_","webapp","webgl","webhook","webkit","webrtc","website","websocket","welcome","what","what'","when","where","which","why-","why.","why_","widget","wifi","wiki","win-","win.","win_","window","wip-","wip.","wip_","within","without","wizard","word","wordpres","work","worker","workflow","working","workshop","world","wrapper","write","writer","writing","written","www-","www.","www_","xamarin","xcode","xml-","xml.","xml_","xmpp","xxxxxx","yahoo","yaml","yandex","yeoman","yet-","yet.","yet_","yii-","yii.","yii_","youtube","yui-","yui.","yui_","zend","zero","zip-","zip.","zip_","zsh-","zsh.","zsh_"]},{"regexTarget":"line","regexes":[{"source":"--mount=type=secret,","flags":""},{"source":"import[ \\\\t]+{[ \\\\t\\\\w,]+}[ \\\\t]+from[ \\\\t]+['\\"][^'\\"]+['\\"]","flags":""}],"stopwords":[]}]},{"id":"github-app-token","regex":{"source":"(?:ghu|ghs)_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"keywords":["ghu_","ghs_"],"allowlists":[]},{"id":"github-fine-grained-pat","regex":{"source":"github_pat_\\\\w{82}","flags":""},"entropy":3,"keywords":["github_pat_"],"allowlists":[]},{"id":"github-oauth","regex":{"source":"gho_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"keywords":["gho_"],"allowlists":[]},{"id":"github-pat","regex":{"source":"ghp_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"keywords":["ghp_"],"allowlists":[]},{"id":"github-refresh-token","regex":{"source":"ghr_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"keywords":["ghr_"],"allowlists":[]},{"id":"gitlab-cicd-job-token","regex":{"source":"glcbt-[0-9a-zA-Z]{1,5}_[0-9a-zA-Z_-]{20}","flags":""},"entropy":3,"keywords":["glcbt-"],"allowlists":[]},{"id":"gitlab-deploy-token","regex":{"source":"gldt-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"keywords":["gldt-"],"allowlists":[]},{"id":"gitlab-feature-flag-client-token","regex":{"source":"glffct-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"keywords":["glffct-"],"allowlists":[]},{"id":"gitlab-feed-token","regex":{"source":"glft-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"keywords":["glft-"],"allowlists":[]},{"id":"gitlab-incoming-mail-token","regex":{"source":"glimt-[0-9a-zA-Z_\\\\-]{25}","flags":""},"entropy":3,"keywords":["glimt-"],"allowlists":[]},{"id":"gitlab-kubernetes-agent-token","regex":{"source":"glagent-[0-9a-zA-Z_\\\\-]{50}","flags":""},"entropy":3,"keywords":["glagent-"],"allowlists":[]},{"id":"gitlab-oauth-app-secret","regex":{"source":"gloas-[0-9a-zA-Z_\\\\-]{64}","flags":""},"entropy":3,"keywords":["gloas-"],"allowlists":[]},{"id":"gitlab-pat","regex":{"source":"glpat-[\\\\w-]{20}","flags":""},"entropy":3,"keywords":["glpat-"],"allowlists":[]},{"id":"gitlab-pat-routable","regex":{"source":"\\\\bglpat-[0-9a-zA-Z_-]{27,300}\\\\.[0-9a-z]{2}[0-9a-z]{7}\\\\b","flags":""},"entropy":4,"keywords":["glpat-"],"allowlists":[]},{"id":"gitlab-ptt","regex":{"source":"glptt-[0-9a-f]{40}","flags":""},"entropy":3,"keywords":["glptt-"],"allowlists":[]},{"id":"gitlab-rrt","regex":{"source":"GR1348941[\\\\w-]{20}","flags":""},"entropy":3,"keywords":["gr1348941"],"allowlists":[]},{"id":"gitlab-runner-authentication-token","regex":{"source":"glrt-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"keywords":["glrt-"],"allowlists":[]},{"id":"gitlab-runner-authentication-token-routable","regex":{"source":"\\\\bglrt-t\\\\d_[0-9a-zA-Z_\\\\-]{27,300}\\\\.[0-9a-z]{2}[0-9a-z]{7}\\\\b","flags":""},"entropy":4,"keywords":["glrt-"],"allowlists":[]},{"id":"gitlab-scim-token","regex":{"source":"glsoat-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"keywords":["glsoat-"],"allowlists":[]},{"id":"gitlab-session-cookie","regex":{"source":"_gitlab_session=[0-9a-z]{32}","flags":""},"entropy":3,"keywords":["_gitlab_session="],"allowlists":[]},{"id":"gitter-access-token","regex":{"source":"(?:gitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["gitter"],"allowlists":[]},{"id":"gocardless-api-token","regex":{"source":"(?:[gG][oO][cC][aA][rR][dD][lL][eE][sS][sS])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([lL][iI][vV][eE]_[A-Za-z0-9\\\\-_=]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"keywords":["live_","gocardless"],"allowlists":[]},{"id":"grafana-api-key","regex":{"source":"\\\\b(eyJrIjoi[A-Za-z0-9]{70,400}={0,3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"keywords":["eyjrijoi"],"allowlists":[]},{"id":"grafana-cloud-api-token","regex":{"source":"\\\\b(glc_[A-Za-z0-9+/]{32,400}={0,3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"keywords":["glc_"],"allowlists":[]},{"id":"grafana-service-account-token","regex":{"source":"\\\\b(glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"keywords":["glsa_"],"allowlists":[]},{"id":"harness-api-key","regex":{"source":"(?:pat|sat)\\\\.[a-zA-Z0-9_-]{22}\\\\.[a-zA-Z0-9]{24}\\\\.[a-zA-Z0-9]{20}","flags":""},"keywords":["pat.","sat."],"allowlists":[]},{"id":"hashicorp-tf-api-token","regex":{"source":"[A-Za-z0-9]{14}\\\\.(?:atlasv1)\\\\.[A-Za-z0-9\\\\-_=]{60,70}","flags":""},"entropy":3.5,"keywords":["atlasv1"],"allowlists":[]},{"id":"heroku-api-key","regex":{"source":"(?:heroku)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["heroku"],"allowlists":[]},{"id":"heroku-api-key-v2","regex":{"source":"\\\\b((HRKU-AA[0-9a-zA-Z_-]{58}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"keywords":["hrku-aa"],"allowlists":[]},{"id":"hubspot-api-key","regex":{"source":"(?:hubspot)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["hubspot"],"allowlists":[]},{"id":"huggingface-access-token","regex":{"source":"\\\\b(hf_(?:[A-Za-z]{34}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["hf_"],"allowlists":[]},{"id":"huggingface-organization-api-token","regex":{"source":"\\\\b(api_org_(?:[A-Za-z]{34}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["api_org_"],"allowlists":[]},{"id":"infracost-api-token","regex":{"source":"\\\\b(ico-[a-zA-Z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["ico-"],"allowlists":[]},{"id":"intercom-api-key","regex":{"source":"(?:intercom)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{60})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["intercom"],"allowlists":[]},{"id":"intra42-client-secret","regex":{"source":"\\\\b(s-s4t2(?:ud|af)-[ABCDEFabcdef0123456789]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["intra","s-s4t2ud-","s-s4t2af-"],"allowlists":[]},{"id":"jfrog-api-key","regex":{"source":"(?:jfrog|artifactory|bintray|xray)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{73})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["jfrog","artifactory","bintray","xray"],"allowlists":[]},{"id":"jfrog-identity-token","regex":{"source":"(?:jfrog|artifactory|bintray|xray)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["jfrog","artifactory","bintray","xray"],"allowlists":[]},{"id":"jwt","regex":{"source":"\\\\b(ey[a-zA-Z0-9]{17,}\\\\.ey[a-zA-Z0-9\\\\/\\\\\\\\_-]{17,}\\\\.(?:[a-zA-Z0-9\\\\/\\\\\\\\_-]{10,}={0,2})?)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["ey"],"allowlists":[]},{"id":"jwt-base64","regex":{"source":"\\\\bZXlK(?:(?<alg>aGJHY2lPaU)|(?<apu>aGNIVWlPaU)|(?<apv>aGNIWWlPaU)|(?<aud>aGRXUWlPaU)|(?<b64>aU5qUWlP)|(?<crit>amNtbDBJanBi)|(?<cty>amRIa2lPaU)|(?<epk>bGNHc2lPbn)|(?<enc>bGJtTWlPaU)|(?<jku>cWEzVWlPaU)|(?<jwk>cWQyc2lPb)|(?<iss>cGMzTWlPaU)|(?<iv>cGRpSTZJ)|(?<kid>cmFXUWlP)|(?<key_ops>clpYbGZiM0J6SWpwY)|(?<kty>cmRIa2lPaUp)|(?<nonce>dWIyNWpaU0k2)|(?<p2c>d01tTWlP)|(?<p2s>d01uTWlPaU)|(?<ppt>d2NIUWlPaU)|(?<sub>emRXSWlPaU)|(?<svt>emRuUWlP)|(?<tag>MFlXY2lPaU)|(?<typ>MGVYQWlPaUp)|(?<url>MWNtd2l)|(?<use>MWMyVWlPaUp)|(?<ver>MlpYSWlPaU)|(?<version>MlpYSnphVzl1SWpv)|(?<x>NElqb2)|(?<x5c>NE5XTWlP)|(?<x5t>NE5YUWlPaU)|(?<x5ts256>NE5YUWpVekkxTmlJNkl)|(?<x5u>NE5YVWlPaU)|(?<zip>NmFYQWlPaU))[a-zA-Z0-9\\\\/\\\\\\\\_+\\\\-\\\\r\\\\n]{40,}={0,2}","flags":""},"entropy":2,"keywords":["zxlk"],"allowlists":[]},{"id":"kraken-access-token","regex":{"source":"(?:kraken)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9\\\\/=_\\\\+\\\\-]{80,90})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["kraken"],"allowlists":[]},{"id":"kucoin-access-token","regex":{"source":"(?:kucoin)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{24})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["kucoin"],"allowlists":[]},{"id":"kucoin-secret-key","regex":{"source":"(?:kucoin)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["kucoin"],"allowlists":[]},{"id":"launchdarkly-access-token","regex":{"source":"(?:launchdarkly)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["launchdarkly"],"allowlists":[]},{"id":"linear-api-key","regex":{"source":"lin_api_[A-Za-z0-9]{40}","flags":""},"entropy":2,"keywords":["lin_api_"],"allowlists":[]},{"id":"linear-client-secret","regex":{"source":"(?:linear)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["linear"],"allowlists":[]},{"id":"linkedin-client-id","regex":{"source":"(?:linked[_-]?in)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{14})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["linkedin","linked_in","linked-in"],"allowlists":[]},{"id":"linkedin-client-secret","regex":{"source":"(?:linked[_-]?in)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["linkedin","linked_in","linked-in"],"allowlists":[]},{"id":"lob-api-key","regex":{"source":"(?:lob)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}((live|test)_[a-f0-9]{35})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["test_","live_"],"allowlists":[]},{"id":"lob-pub-api-key","regex":{"source":"(?:lob)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}((test|live)_pub_[a-f0-9]{31})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["test_pub","live_pub","_pub"],"allowlists":[]},{"id":"mailchimp-api-key","regex":{"source":"(?:MailchimpSDK.initialize|mailchimp)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32}-us\\\\d\\\\d)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["mailchimp"],"allowlists":[]},{"id":"mailgun-private-api-token","regex":{"source":"(?:mailgun)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(key-[a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["mailgun"],"allowlists":[]},{"id":"mailgun-pub-key","regex":{"source":"(?:mailgun)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(pubkey-[a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["mailgun"],"allowlists":[]},{"id":"mailgun-signing-key","regex":{"source":"(?:mailgun)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-h0-9]{32}-[a-h0-9]{8}-[a-h0-9]{8})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["mailgun"],"allowlists":[]},{"id":"mapbox-api-token","regex":{"source":"(?:mapbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(pk\\\\.[a-z0-9]{60}\\\\.[a-z0-9]{22})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["mapbox"],"allowlists":[]},{"id":"mattermost-access-token","regex":{"source":"(?:mattermost)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{26})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["mattermost"],"allowlists":[]},{"id":"maxmind-license-key","regex":{"source":"\\\\b([A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"keywords":["_mmk"],"allowlists":[]},{"id":"messagebird-api-token","regex":{"source":"(?:message[_-]?bird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{25})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["messagebird","message-bird","message_bird"],"allowlists":[]},{"id":"messagebird-client-id","regex":{"source":"(?:message[_-]?bird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["messagebird","message-bird","message_bird"],"allowlists":[]},{"id":"microsoft-teams-webhook","regex":{"source":"https://[a-z0-9]+\\\\.webhook\\\\.office\\\\.com/webhookb2/[a-z0-9]{8}-([a-z0-9]{4}-){3}[a-z0-9]{12}@[a-z0-9]{8}-([a-z0-9]{4}-){3}[a-z0-9]{12}/IncomingWebhook/[a-z0-9]{32}/[a-z0-9]{8}-([a-z0-9]{4}-){3}[a-z0-9]{12}","flags":""},"keywords":["webhook.office.com","webhookb2","incomingwebhook"],"allowlists":[]},{"id":"netlify-access-token","regex":{"source":"(?:netlify)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{40,46})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["netlify"],"allowlists":[]},{"id":"new-relic-browser-api-token","regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(NRJS-[a-f0-9]{19})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["nrjs-"],"allowlists":[]},{"id":"new-relic-insert-key","regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(NRII-[a-z0-9-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["nrii-"],"allowlists":[]},{"id":"new-relic-user-api-id","regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["new-relic","newrelic","new_relic"],"allowlists":[]},{"id":"new-relic-user-api-key","regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(NRAK-[a-z0-9]{27})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["nrak"],"allowlists":[]},{"id":"notion-api-token","regex":{"source":"\\\\b(ntn_[0-9]{11}[A-Za-z0-9]{32}[A-Za-z0-9]{3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"keywords":["ntn_"],"allowlists":[]},{"id":"npm-access-token","regex":{"source":"\\\\b(npm_[a-z0-9]{36})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":2,"keywords":["npm_"],"allowlists":[]},{"id":"nytimes-access-token","regex":{"source":"(?:nytimes|new-york-times,|newyorktimes)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["nytimes","new-york-times","newyorktimes"],"allowlists":[]},{"id":"octopus-deploy-api-key","regex":{"source":"\\\\b(API-[A-Z0-9]{26})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["api-"],"allowlists":[]},{"id":"okta-access-token","regex":{"source":"(?:(?:(?:[Oo]kta|OKTA))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(00[\\\\w=\\\\-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":4,"keywords":["okta"],"allowlists":[]},{"id":"openai-api-key","regex":{"source":"\\\\b(sk-(?:proj|svcacct|admin)-(?:[A-Za-z0-9_-]{74}|[A-Za-z0-9_-]{58})T3BlbkFJ(?:[A-Za-z0-9_-]{74}|[A-Za-z0-9_-]{58})\\\\b|sk-[a-zA-Z0-9]{20}T3BlbkFJ[a-zA-Z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["t3blbkfj"],"allowlists":[]},{"id":"openshift-user-token","regex":{"source":"\\\\b(sha256~[\\\\w-]{43})(?:[^\\\\w-]|$)","flags":""},"entropy":3.5,"keywords":["sha256~"],"allowlists":[]},{"id":"perplexity-api-key","regex":{"source":"\\\\b(pplx-[a-zA-Z0-9]{48})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$|\\\\b)","flags":""},"entropy":4,"keywords":["pplx-"],"allowlists":[]},{"id":"plaid-api-token","regex":{"source":"(?:plaid)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(access-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["plaid"],"allowlists":[]},{"id":"plaid-client-id","regex":{"source":"(?:plaid)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{24})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3.5,"keywords":["plaid"],"allowlists":[]},{"id":"plaid-secret-key","regex":{"source":"(?:plaid)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{30})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3.5,"keywords":["plaid"],"allowlists":[]},{"id":"planetscale-api-token","regex":{"source":"\\\\b(pscale_tkn_[\\\\w=\\\\.-]{32,64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["pscale_tkn_"],"allowlists":[]},{"id":"planetscale-oauth-token","regex":{"source":"\\\\b(pscale_oauth_[\\\\w=\\\\.-]{32,64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["pscale_oauth_"],"allowlists":[]},{"id":"planetscale-password","regex":{"source":"\\\\b([pP][sS][cC][aA][lL][eE]_[pP][wW]_[\\\\w=\\\\.-]{32,64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"entropy":3,"keywords":["pscale_pw_"],"allowlists":[]},{"id":"postman-api-token","regex":{"source":"\\\\b(PMAK-[A-Fa-f0-9]{24}\\\\-[A-Fa-f0-9]{34})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["pmak-"],"allowlists":[]},{"id":"prefect-api-token","regex":{"source":"\\\\b(pnu_[a-zA-Z0-9]{36})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["pnu_"],"allowlists":[]},{"id":"private-key","regex":{"source":"-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\\\\s\\\\S-]{64,}?KEY(?: BLOCK)?-----","flags":"i"},"keywords":["-----begin"],"allowlists":[]},{"id":"privateai-api-token","regex":{"source":"(?:(?:[pP][rR][iI][vV][aA][tT][eE][_-]?[aA][iI])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":3,"keywords":["privateai","private_ai","private-ai"],"allowlists":[]},{"id":"pulumi-api-token","regex":{"source":"\\\\b(pul-[a-f0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["pul-"],"allowlists":[]},{"id":"pypi-upload-token","regex":{"source":"pypi-AgEIcHlwaS5vcmc[\\\\w-]{50,1000}","flags":""},"entropy":3,"keywords":["pypi-ageichlwas5vcmc"],"allowlists":[]},{"id":"rapidapi-access-token","regex":{"source":"(?:rapidapi)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{50})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["rapidapi"],"allowlists":[]},{"id":"readme-api-token","regex":{"source":"\\\\b(rdme_[a-z0-9]{70})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["rdme_"],"allowlists":[]},{"id":"rubygems-api-token","regex":{"source":"\\\\b(rubygems_[a-f0-9]{48})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["rubygems_"],"allowlists":[]},{"id":"scalingo-api-token","regex":{"source":"\\\\b(tk-us-[\\\\w-]{48})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["tk-us-"],"allowlists":[]},{"id":"sendbird-access-id","regex":{"source":"(?:sendbird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["sendbird"],"allowlists":[]},{"id":"sendbird-access-token","regex":{"source":"(?:sendbird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["sendbird"],"allowlists":[]},{"id":"sendgrid-api-token","regex":{"source":"\\\\b(SG\\\\.[A-Za-z0-9=_\\\\-\\\\.]{66})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["sg."],"allowlists":[]},{"id":"sendinblue-api-token","regex":{"source":"\\\\b(xkeysib-[a-f0-9]{64}\\\\-[A-Za-z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["xkeysib-"],"allowlists":[]},{"id":"sentry-access-token","regex":{"source":"(?:sentry)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3,"keywords":["sentry"],"allowlists":[]},{"id":"sentry-org-token","regex":{"source":"\\\\bsntrys_eyJpYXQiO[a-zA-Z0-9+/]{10,200}(?:LCJyZWdpb25fdXJs|InJlZ2lvbl91cmwi|cmVnaW9uX3VybCI6)[a-zA-Z0-9+/]{10,200}={0,2}_[a-zA-Z0-9+/]{43}(?:[^a-zA-Z0-9+/]|$)","flags":""},"entropy":4.5,"keywords":["sntrys_eyjpyxqio"],"allowlists":[]},{"id":"sentry-user-token","regex":{"source":"\\\\b(sntryu_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3.5,"keywords":["sntryu_"],"allowlists":[]},{"id":"settlemint-application-access-token","regex":{"source":"\\\\b(sm_aat_[a-zA-Z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["sm_aat"],"allowlists":[]},{"id":"settlemint-personal-access-token","regex":{"source":"\\\\b(sm_pat_[a-zA-Z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["sm_pat"],"allowlists":[]},{"id":"settlemint-service-access-token","regex":{"source":"\\\\b(sm_sat_[a-zA-Z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["sm_sat"],"allowlists":[]},{"id":"shippo-api-token","regex":{"source":"\\\\b(shippo_(?:live|test)_[a-fA-F0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["shippo_"],"allowlists":[]},{"id":"shopify-access-token","regex":{"source":"shpat_[a-fA-F0-9]{32}","flags":""},"entropy":2,"keywords":["shpat_"],"allowlists":[]},{"id":"shopify-custom-access-token","regex":{"source":"shpca_[a-fA-F0-9]{32}","flags":""},"entropy":2,"keywords":["shpca_"],"allowlists":[]},{"id":"shopify-private-app-access-token","regex":{"source":"shppa_[a-fA-F0-9]{32}","flags":""},"entropy":2,"keywords":["shppa_"],"allowlists":[]},{"id":"shopify-shared-secret","regex":{"source":"shpss_[a-fA-F0-9]{32}","flags":""},"entropy":2,"keywords":["shpss_"],"allowlists":[]},{"id":"sidekiq-secret","regex":{"source":"(?:BUNDLE_ENTERPRISE__CONTRIBSYS__COM|BUNDLE_GEMS__CONTRIBSYS__COM)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{8}:[a-f0-9]{8})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["bundle_enterprise__contribsys__com","bundle_gems__contribsys__com"],"allowlists":[]},{"id":"sidekiq-sensitive-url","regex":{"source":"\\\\bhttps?://([a-f0-9]{8}:[a-f0-9]{8})@(?:gems.contribsys.com|enterprise.contribsys.com)(?:[\\\\/|\\\\#|\\\\?|:]|$)","flags":"i"},"keywords":["gems.contribsys.com","enterprise.contribsys.com"],"allowlists":[]},{"id":"slack-app-token","regex":{"source":"xapp-\\\\d-[A-Z0-9]+-\\\\d+-[a-z0-9]+","flags":"i"},"entropy":2,"keywords":["xapp"],"allowlists":[]},{"id":"slack-bot-token","regex":{"source":"xoxb-[0-9]{10,13}-[0-9]{10,13}[a-zA-Z0-9-]*","flags":""},"entropy":3,"keywords":["xoxb"],"allowlists":[]},{"id":"slack-config-access-token","regex":{"source":"xoxe.xox[bp]-\\\\d-[A-Z0-9]{163,166}","flags":"i"},"entropy":2,"keywords":["xoxe.xoxb-","xoxe.xoxp-"],"allowlists":[]},{"id":"slack-config-refresh-token","regex":{"source":"xoxe-\\\\d-[A-Z0-9]{146}","flags":"i"},"entropy":2,"keywords":["xoxe-"],"allowlists":[]},{"id":"slack-legacy-bot-token","regex":{"source":"xoxb-[0-9]{8,14}-[a-zA-Z0-9]{18,26}","flags":""},"entropy":2,"keywords":["xoxb"],"allowlists":[]},{"id":"slack-legacy-token","regex":{"source":"xox[os]-\\\\d+-\\\\d+-\\\\d+-[a-fA-F\\\\d]+","flags":""},"entropy":2,"keywords":["xoxo","xoxs"],"allowlists":[]},{"id":"slack-legacy-workspace-token","regex":{"source":"xox[ar]-(?:\\\\d-)?[0-9a-zA-Z]{8,48}","flags":""},"entropy":2,"keywords":["xoxa","xoxr"],"allowlists":[]},{"id":"slack-user-token","regex":{"source":"xox[pe](?:-[0-9]{10,13}){3}-[a-zA-Z0-9-]{28,34}","flags":""},"entropy":2,"keywords":["xoxp-","xoxe-"],"allowlists":[]},{"id":"slack-webhook-url","regex":{"source":"(?:https?://)?hooks.slack.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{43,56}","flags":""},"keywords":["hooks.slack.com"],"allowlists":[]},{"id":"snyk-api-token","regex":{"source":"(?:snyk[_.-]?(?:(?:api|oauth)[_.-]?)?(?:key|token))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["snyk"],"allowlists":[]},{"id":"sonar-api-token","regex":{"source":"(?:sonar[_.-]?(login|token))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["sonar"],"allowlists":[]},{"id":"sourcegraph-access-token","regex":{"source":"\\\\b(\\\\b(sgp_(?:[a-fA-F0-9]{16}|local)_[a-fA-F0-9]{40}|sgp_[a-fA-F0-9]{40}|[a-fA-F0-9]{40})\\\\b)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"keywords":["sgp_","sourcegraph"],"allowlists":[]},{"id":"square-access-token","regex":{"source":"\\\\b((?:EAAA|sq0atp-)[\\\\w-]{22,60})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["sq0atp-","eaaa"],"allowlists":[]},{"id":"squarespace-access-token","regex":{"source":"(?:squarespace)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["squarespace"],"allowlists":[]},{"id":"stripe-access-token","regex":{"source":"\\\\b((?:sk|rk)_(?:test|live|prod)_[a-zA-Z0-9]{10,99})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["sk_test","sk_live","sk_prod","rk_test","rk_live","rk_prod"],"allowlists":[]},{"id":"sumologic-access-id","regex":{"source":"(?:(?:(?:[Ss]umo|SUMO))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(su[a-zA-Z0-9]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":3,"keywords":["sumo"],"allowlists":[]},{"id":"sumologic-access-token","regex":{"source":"(?:(?:[Ss]umo|SUMO))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([A-Za-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3,"keywords":["sumo"],"allowlists":[]},{"id":"telegram-bot-api-token","regex":{"source":"(?:[tT][eE][lL][eE][gG][rR])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{5,16}:(?:A)[A-Za-z0-9_\\\\-]{34})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"keywords":["telegr"],"allowlists":[]},{"id":"travisci-access-token","regex":{"source":"(?:travis)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{22})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["travis"],"allowlists":[]},{"id":"twilio-api-key","regex":{"source":"SK[0-9a-fA-F]{32}","flags":""},"entropy":3,"keywords":["sk"],"allowlists":[]},{"id":"twitch-api-token","regex":{"source":"(?:twitch)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{30})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["twitch"],"allowlists":[]},{"id":"twitter-access-secret","regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{45})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["twitter"],"allowlists":[]},{"id":"twitter-access-token","regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{15,25}-[a-zA-Z0-9]{20,40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["twitter"],"allowlists":[]},{"id":"twitter-api-key","regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{25})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["twitter"],"allowlists":[]},{"id":"twitter-api-secret","regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{50})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["twitter"],"allowlists":[]},{"id":"twitter-bearer-token","regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(A{22}[a-zA-Z0-9%]{80,100})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["twitter"],"allowlists":[]},{"id":"typeform-api-token","regex":{"source":"(?:typeform)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(tfp_[a-z0-9\\\\-_\\\\.=]{59})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["tfp_"],"allowlists":[]},{"id":"vault-batch-token","regex":{"source":"\\\\b(hvb\\\\.[\\\\w-]{138,300})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"keywords":["hvb."],"allowlists":[]},{"id":"vault-service-token","regex":{"source":"\\\\b((?:hvs\\\\.[\\\\w-]{90,120}|s\\\\.(?:[A-Za-z0-9]{24})))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3.5,"keywords":["hvs.","s."],"allowlists":[{"regexes":[{"source":"s\\\\.[A-Za-z]{24}","flags":""}],"stopwords":[]}]},{"id":"yandex-access-token","regex":{"source":"(?:yandex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(t1\\\\.[A-Z0-9a-z_-]+[=]{0,2}\\\\.[A-Z0-9a-z_-]{86}[=]{0,2})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["yandex"],"allowlists":[]},{"id":"yandex-api-key","regex":{"source":"(?:yandex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(AQVN[A-Za-z0-9_\\\\-]{35,38})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["yandex"],"allowlists":[]},{"id":"yandex-aws-access-token","regex":{"source":"(?:yandex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(YC[a-zA-Z0-9_\\\\-]{38})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["yandex"],"allowlists":[]},{"id":"zendesk-secret-key","regex":{"source":"(?:zendesk)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["zendesk"],"allowlists":[]}]}`;

// src/capture/secrets/gitleaks.ts
var data = JSON.parse(GITLEAKS_RULES_JSON);
var RULES = data.rules.map((r) => ({
  id: r.id,
  kind: r.id.replace(/-/g, "_"),
  source: r.regex,
  compiled: null,
  secretGroup: r.secretGroup ?? 0,
  entropy: r.entropy ?? 0,
  keyPrefix: r.keyPrefix === true,
  allowlists: null,
  rawAllowlists: r.allowlists
}));
var RULES_BY_KEYWORD = /* @__PURE__ */ new Map();
var ALWAYS = [];
data.rules.forEach((r, i) => {
  if (r.keywords.length === 0) ALWAYS.push(RULES[i]);
  for (const k of r.keywords) {
    const list = RULES_BY_KEYWORD.get(k) ?? [];
    list.push(RULES[i]);
    RULES_BY_KEYWORD.set(k, list);
  }
});
var KEYWORDS = [...RULES_BY_KEYWORD.keys()];
var KEYWORD_RE = new RegExp(
  [...KEYWORDS].sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"),
  "g"
);
var containedKeywords = /* @__PURE__ */ new Map();
function keywordsInside(k) {
  let inside = containedKeywords.get(k);
  if (inside === void 0) {
    inside = KEYWORDS.filter((other) => other !== k && k.includes(other));
    containedKeywords.set(k, inside);
  }
  return inside;
}
var globalAllow = null;
function compileAllowlist(a) {
  return {
    and: a.condition === "AND",
    target: a.regexTarget === "match" || a.regexTarget === "line" ? a.regexTarget : "secret",
    regexes: a.regexes.map((r) => new RegExp(r.source, r.flags)),
    stopwords: a.stopwords
  };
}
function compiled(rule) {
  if (rule.compiled === null) {
    rule.compiled = new RegExp(rule.source.source, `${rule.source.flags}g`);
    rule.allowlists = rule.rawAllowlists.map(compileAllowlist);
  }
  return rule.compiled;
}
function shannonEntropy(s) {
  if (s.length === 0) return 0;
  const counts = /* @__PURE__ */ new Map();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}
function allowed(list, secret, match, line) {
  const target = list.target === "secret" ? secret : list.target === "match" ? match() : line();
  const byRegex = list.regexes.length > 0 ? list.regexes.some((re) => re.test(target)) : null;
  let byStopword = null;
  if (list.stopwords.length > 0) {
    const lower = secret.toLowerCase();
    byStopword = list.stopwords.some((w) => lower.includes(w));
  }
  const checks = [byRegex, byStopword].filter((c) => c !== null);
  if (checks.length === 0) return false;
  return list.and ? checks.every(Boolean) : checks.some(Boolean);
}
function lineAround(text, start, end) {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  const to = text.indexOf("\n", end);
  return text.slice(from, to === -1 ? text.length : to);
}
function candidateRules(text) {
  const lower = text.toLowerCase();
  const found = /* @__PURE__ */ new Set();
  KEYWORD_RE.lastIndex = 0;
  for (let m = KEYWORD_RE.exec(lower); m !== null; m = KEYWORD_RE.exec(lower)) {
    if (!found.has(m[0])) {
      found.add(m[0]);
      for (const k of keywordsInside(m[0])) found.add(k);
    }
    KEYWORD_RE.lastIndex = m.index + 1;
  }
  const picked = new Set(ALWAYS);
  for (const k of found) for (const r of RULES_BY_KEYWORD.get(k) ?? []) picked.add(r);
  return [...picked];
}
function findGitleaksSecrets(text) {
  const spans = [];
  for (const rule of candidateRules(text)) {
    const re = compiled(rule);
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      const group = pickGroup(m, rule.secretGroup);
      const secret = m[group] ?? "";
      if (secret.length === 0) continue;
      if (rule.entropy > 0 && shannonEntropy(secret) < rule.entropy) continue;
      const start = m.index + m[0].lastIndexOf(secret);
      const end = start + secret.length;
      const line = () => lineAround(text, start, end);
      const from = m.index;
      const matched = () => (rule.keyPrefix ? text.slice(identifierStart(text, from), from) : "") + text.slice(from, end);
      globalAllow ??= compileAllowlist(data.allowlist);
      if (allowed(globalAllow, secret, matched, line)) continue;
      if ((rule.allowlists ?? []).some((a) => allowed(a, secret, matched, line))) continue;
      spans.push({ start, end, kind: rule.kind });
    }
  }
  return spans;
}
function identifierStart(text, at) {
  let i = at;
  while (i > 0 && at - i < 50 && /[\w.-]/.test(text[i - 1])) i--;
  return i;
}
function pickGroup(m, secretGroup) {
  if (secretGroup > 0) return secretGroup;
  for (let g = 1; g < m.length; g++) if (m[g] !== void 0 && m[g] !== "") return g;
  return 0;
}

// src/capture/secrets/extra.ts
var NOT_A_VALUE = /^(?:\*+|x+|\.+|…|[<[{(].*|\$.*|%.*%|(?:your|my|the|a|an|new|old|same|wrong|incorrect|correct|required|empty|blank|set|not|none|null|nil|true|false|changed?|reset|expired|invalid|stored|saved|hidden|redacted|secret|password|passwd|pass|pwd|token|ask|prompt|stdin|env|example|placeholder|dummy|test|here|string|number|boolean|bool|str|int|bytes|any|undefined)\b.*)$/i;
function passwordLike(value) {
  const secret = value.replace(/[.,;:]+$/, "");
  if (secret.length < 6 || secret.length > 128) return false;
  if (NOT_A_VALUE.test(secret)) return false;
  if (secret.startsWith("[REDACTED")) return false;
  if (/^-/.test(secret)) return false;
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+;?$/.test(secret) || /[()]/.test(secret)) return false;
  if (/^[a-z]+$/.test(secret)) return false;
  return /[0-9]/.test(secret) || /[^A-Za-z0-9]/.test(secret) || /[a-z]/.test(secret) && /[A-Z]/.test(secret);
}
function commandValue(secret) {
  return secret.length >= 3 && !NOT_A_VALUE.test(secret) && !secret.startsWith("[REDACTED") && !/^-/.test(secret);
}
function flagValue(secret) {
  return commandValue(secret) && !/^[a-z]{1,8}$/.test(secret);
}
var RULES2 = [
  {
    // "my password is hunter2x!", "the root password for db1 is: Xy7#kq", "passphrase = 'tr0ub4dor'"
    kind: "password",
    keywords: ["pass", "pwd", "pin"],
    re: /\b(?:password|passwd|passphrase|passcode|pwd|pin)(?:\s+(?:for|of|on|to)\s+(?:the\s+)?[\w.@:/-]{1,60}(?:\s+\w{1,20})?)?(?:\s*[:=]|\s+(?:is|was|remains|is\s+now|is\s+set\s+to|set\s+to)\s*:?)\s+["'“‘`]?(?<secret>[^\s"'”’`]{4,128}?)["'”’`]?(?=[.,;:)]*(?:\s|$))/gi,
    accept: passwordLike
  },
  {
    // curl -u user:pw, curl --user=user:pw (a user alone, without ':', is not a secret)
    kind: "curl_password",
    keywords: ["curl"],
    re: /\bcurl\b[^\n]{0,300}?\s(?:-u|--user)(?:=|\s+)["']?[^\s:"']{1,100}:(?<secret>[^\s"']{3,200})/g,
    accept: commandValue
  },
  {
    // mysql -pS3cret, mysqldump -u root -p'S3cret'; a bare -p asks for the password and is left alone
    kind: "mysql_password",
    keywords: ["mysql", "mariadb"],
    re: /\b(?:mysql\w*|mariadb\w*)\b[^\n]{0,300}?\s-p["']?(?<secret>[^\s"'-][^\s"']{2,127})/g,
    accept: commandValue
  },
  {
    // --password X, --password=X, --db-password "X", sshpass -p X, PGPASSWORD on a command line is an assignment
    kind: "password",
    keywords: ["--", "sshpass"],
    re: /(?:--[\w-]{0,30}(?:password|passwd|passphrase|secret|token|api-key|apikey)|\bsshpass\s+-p)(?:=|\s+)(?<q>["']?)(?<secret>[^\s"']{3,200})\k<q>/gi,
    accept: flagValue
  },
  {
    // .netrc: "machine host login me password X" on one line, or a "password X" line of its own
    kind: "netrc_password",
    keywords: ["password", "passwd"],
    re: /(?:\bmachine\s+\S+(?:\s+(?:login|account)\s+\S+)*\s+|^[ \t]*)(?:password|passwd)[ \t]+(?<secret>\S{3,200})(?=\s*(?:\s(?:login|account|machine|macdef|default)\b|$))/gim,
    accept: commandValue
  },
  {
    // PuTTY .ppk: the private lines and their MAC
    kind: "putty_private_key",
    keywords: ["private-lines", "private-mac", "private-hash"],
    re: /(?:Private-Lines:[ \t]*\d+[ \t]*\r?\n(?<secret>(?:[A-Za-z0-9+/=]{4,}[ \t]*(?:\r?\n|$))+)|Private-(?:MAC|Hash):[ \t]*(?<mac>[0-9a-fA-F]{20,}))/g
  },
  {
    // Azure storage and Service Bus connection strings
    kind: "azure_key",
    keywords: ["accountkey", "sharedaccesskey", "sig="],
    re: /\b(?:AccountKey|SharedAccessKey|sig)=(?<secret>[A-Za-z0-9+/%]{20,}={0,2})/g
  },
  {
    // ADO.NET / ODBC / JDBC property style: "Server=db;User Id=sa;Password=Pa55w0rd!;" (the ';' makes it a string)
    kind: "connection_string_password",
    keywords: ["password", "pwd"],
    re: /(?<=;[ \t]*)(?:Password|Pwd|PWD|password|pwd)\s*=\s*(?<q>["']?)(?<secret>[^;"'\s][^;"'\n]{1,127}?)\k<q>\s*(?=;)/g,
    accept: commandValue
  },
  {
    // A bare AWS secret access key: 40 base64 characters, mixed, near an access key id or the words for it.
    kind: "aws_secret_access_key",
    keywords: ["aws", "akia", "asia", "secret"],
    re: /(?<![A-Za-z0-9/+=])(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/g,
    accept: (s, text, start) => /[A-Z]/.test(s) && /[a-z]/.test(s) && /[0-9]/.test(s) && shannonEntropy(s) >= 4 && /aws|akia|asia|secret/i.test(text.slice(Math.max(0, start - 200), start))
  },
  { kind: "docker_hub_token", keywords: ["dckr_"], re: /\b(?<secret>dckr_(?:pat|oat)_[\w-]{20,})/g },
  {
    kind: "discord_webhook",
    keywords: ["/api/webhooks/"],
    re: /\bdiscord(?:app)?\.com\/api\/webhooks\/\d+\/(?<secret>[\w-]{40,})/g
  },
  { kind: "huggingface_token", keywords: ["hf_"], re: /\b(?<secret>hf_[A-Za-z0-9]{30,})\b/g },
  { kind: "sendgrid_key", keywords: ["sg."], re: /\b(?<secret>SG\.[\w-]{16,32}\.[\w-]{20,64})/g }
];
var withIndices = RULES2.map((r) => ({ ...r, re: new RegExp(r.re.source, `${r.re.flags}d`) }));
function findExtraSecrets(text) {
  const lower = text.toLowerCase();
  const spans = [];
  for (const rule of withIndices) {
    if (!rule.keywords.some((k) => lower.includes(k))) continue;
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m !== null; m = rule.re.exec(text)) {
      if (m[0].length === 0) {
        rule.re.lastIndex++;
        continue;
      }
      for (const name of ["secret", "mac"]) {
        const at = m.indices?.groups?.[name];
        const secret = m.groups?.[name];
        if (!at || !secret) continue;
        if (rule.accept && !rule.accept(secret, text, at[0])) continue;
        spans.push({ start: at[0], end: at[1], kind: rule.kind });
      }
    }
  }
  return spans;
}

// src/capture/secrets/index.ts
var MARKER_RE = /\[REDACTED:[\w-]+\]/g;
function findSecrets(text) {
  const markers = text.includes("[REDACTED:") ? [...text.matchAll(MARKER_RE)].map((m) => ({ start: m.index, end: m.index + m[0].length })) : [];
  const spans = [...findExtraSecrets(text), ...findGitleaksSecrets(text)].map((s) => trimTrailingSpace(text, s)).filter((s) => s.end > s.start && !markers.some((m) => s.start < m.end && m.start < s.end)).sort((a, b) => a.start - b.start || b.end - a.end);
  const merged = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}
function redactSpans(text, spans) {
  if (spans.length === 0) return text;
  let out = "";
  let last = 0;
  for (const s of spans) {
    out += `${text.slice(last, s.start)}[REDACTED:${s.kind}]`;
    last = s.end;
  }
  return out + text.slice(last);
}
function trimTrailingSpace(text, s) {
  let end = s.end;
  while (end > s.start && /\s/.test(text[end - 1])) end--;
  return end === s.end ? s : { ...s, end };
}

// src/capture/privacy.ts
var PRIVATE_TAG_RE = /<(\/?)private\b[^>]*>/gi;
function stripPrivate(text) {
  if (!/<private\b/i.test(text)) return text;
  let out = "";
  let depth = 0;
  let last = 0;
  PRIVATE_TAG_RE.lastIndex = 0;
  for (let m = PRIVATE_TAG_RE.exec(text); m !== null; m = PRIVATE_TAG_RE.exec(text)) {
    const closing = m[1] === "/";
    if (!closing) {
      if (depth === 0) {
        out += text.slice(last, m.index) + "[private]";
      }
      depth++;
    } else if (depth > 0) {
      depth--;
      if (depth === 0) last = m.index + m[0].length;
    }
  }
  if (depth > 0) return out;
  return out + text.slice(last);
}
var R = (kind) => `[REDACTED:${kind}]`;
var TOKEN_RULES = [
  {
    kind: "private_key",
    // An unterminated block (truncated paste) is redacted to the end rather than leaked.
    re: /-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----|$)/g
  },
  { kind: "slack_webhook", re: /https?:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]+/g },
  { kind: "anthropic_key", re: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  // The digit look-ahead keeps hyphenated words such as "sk-some-long-feature-flag-name" out.
  { kind: "openai_key", re: /\bsk-(?:proj-|svcacct-|admin-)?(?=[A-Za-z_-]{0,100}[0-9])[A-Za-z0-9_-]{20,}/g },
  { kind: "github_token", re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g },
  { kind: "gitlab_token", re: /\bglpat-[A-Za-z0-9_-]{20,}/g },
  { kind: "slack_token", re: /\bxox[bpars]-[A-Za-z0-9-]{10,}/g },
  // AWS documents AKIAIOSFODNN7EXAMPLE-style ids; those are examples, not keys.
  { kind: "aws_access_key_id", re: /\b(?:AKIA|ASIA)(?![A-Z0-9]{9}EXAMPLE\b)[A-Z0-9]{16}\b/g },
  { kind: "google_api_key", re: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { kind: "stripe_key", re: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}/g },
  { kind: "npm_token", re: /\bnpm_[A-Za-z0-9]{36,}\b/g },
  { kind: "jwt", re: /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g }
];
var URL_PASSWORD_RE = /\b([a-z][a-z0-9+.-]{0,30}:\/\/)([^\s:/@]*):([^\s@/]+)@/gi;
var AWS_SECRET_RE = /\b(aws_secret_access_key["']?[ \t]*[=:][ \t]*["']?)([A-Za-z0-9/+=]{30,})/gi;
var AUTH_HEADER_RE = /\b(authorization["']?[ \t]*[:=][ \t]*["']?(?:bearer|basic|token|bot)[ \t]+)([A-Za-z0-9._~+/-]{6,}=*)/gi;
var BARE_BEARER_RE = /\b(bearer[ \t]+)((?=[A-Za-z._~+/-]{0,200}[0-9])[A-Za-z0-9._~+/-]{16,}=*)/gi;
var ASSIGNMENT_RE = /(?<![\w$./\\])(?<![\w.]-)(["']?)([A-Za-z_][\w.-]{0,79})\1((?:[ \t]*:[ \t]*[A-Za-z_][\w.]{0,60}(?:\[\])?[ \t]*=(?![=>~])|[ \t]*=(?![=>~])|[ \t]*:(?![:/]))[ \t]*)("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`\n]*`|[^\s"'`,;)}\]]+)/g;
var SECRET_SEGMENT_RE = /^(?:password|passwd|passphrase|secret|token|credential|auth|authorization|apikey|privatekey|accesskey|secretkey|authtoken|accesstoken|refreshtoken|sessiontoken|clientsecret)s?$/;
var SECRET_SUBSTRING_RE = /password|passwd|secret|apikey|privatekey|accesskey|credential/;
var SECRET_PAIRS = /* @__PURE__ */ new Set([
  "api key",
  "private key",
  "access key",
  "secret key",
  "encryption key",
  "decryption key",
  "signing key",
  "app key",
  "master key",
  "hmac key",
  "jwt key",
  "cipher key",
  "crypto key",
  "license key",
  "account key",
  "session key"
]);
var PASSWORD_SHORT_SEGMENTS = /* @__PURE__ */ new Set(["pass", "pwd", "pw", "passwd", "pword"]);
var NON_SECRET_LAST_SEGMENTS = /* @__PURE__ */ new Set([
  "type",
  "types",
  "name",
  "names",
  "count",
  "length",
  "len",
  "limit",
  "limits",
  "max",
  "min",
  "size",
  "url",
  "uri",
  "endpoint",
  "path",
  "file",
  "dir",
  "field",
  "header",
  "prefix",
  "format",
  "kind",
  "mode",
  "id",
  "ids",
  "env",
  "var",
  "expiry",
  "expires",
  "expiration",
  "ttl",
  "in",
  "at",
  "policy",
  "provider",
  "usage",
  "budget",
  "required",
  "enabled",
  "method",
  "strategy",
  "location",
  "store",
  "helper",
  "re",
  "regex",
  "regexp",
  "pattern",
  "patterns",
  "rule",
  "rules",
  "schema",
  "label",
  "description",
  "hint",
  "message",
  "placeholder",
  "error",
  "errors",
  "help",
  "title",
  "ms",
  "seconds",
  "secs",
  "timeout",
  "interval"
]);
var NON_SECRET_FIRST_SEGMENTS = /* @__PURE__ */ new Set(["max", "min", "num", "total", "input", "output", "cache", "n"]);
function keySegments(key) {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split(/[_.\-]+/).filter((s) => s.length > 0);
}
var secretKeyCache = /* @__PURE__ */ new Map();
var SECRET_KEY_CACHE_SIZE = 1024;
function isSecretKey(key) {
  let known = secretKeyCache.get(key);
  if (known === void 0) {
    known = classifyKey(key);
    if (secretKeyCache.size >= SECRET_KEY_CACHE_SIZE) secretKeyCache.clear();
    secretKeyCache.set(key, known);
  }
  return known;
}
function classifyKey(key) {
  const segs = keySegments(key);
  if (segs.length === 0) return false;
  const lastSeg = segs[segs.length - 1];
  if (segs.length > 1 && NON_SECRET_LAST_SEGMENTS.has(lastSeg)) return false;
  if (segs.length > 1 && NON_SECRET_FIRST_SEGMENTS.has(segs[0])) return false;
  if (segs.some((s) => SECRET_SEGMENT_RE.test(s))) return true;
  if (segs.length > 1 && PASSWORD_SHORT_SEGMENTS.has(lastSeg)) return true;
  for (let i = 0; i + 1 < segs.length; i++) {
    if (SECRET_PAIRS.has(`${segs[i]} ${segs[i + 1]}`)) return true;
  }
  return SECRET_SUBSTRING_RE.test(segs.join(""));
}
var NON_LITERAL_WORDS = /* @__PURE__ */ new Set([
  "true",
  "false",
  "null",
  "none",
  "nil",
  "undefined",
  "yes",
  "no",
  "on",
  "off",
  "string",
  "number",
  "boolean",
  "bool",
  "str",
  "int",
  "bytes",
  "any",
  "unknown",
  "object",
  "optional",
  "required",
  "await",
  "new",
  "this",
  "self",
  "function",
  "async",
  "bearer",
  "basic",
  "redacted",
  "empty",
  "hidden",
  // The name of the thing rather than its value, as in docs: `scheme://user:password@host`.
  "password",
  "passwd",
  "pass",
  "pwd",
  "secret",
  "token",
  "apikey",
  "api_key",
  "key",
  // Well-known default and test values.
  "changeme",
  "changeit",
  "example",
  "test",
  "testing",
  "foobar"
]);
function isPlaceholder(v) {
  return v.length === 0 || v.startsWith("[REDACTED") || /^\$/.test(v) || // $VAR, ${VAR}, $(cmd)
  /\$\{/.test(v) || // template interpolation
  /^%[\w]+%$/.test(v) || // %WINDOWS_VAR%
  /^<[^>]*>$/.test(v) || // <your-token>
  /^\{\{.*\}\}$/.test(v) || // {{ secrets.X }}
  /^[*xX.•…]+$/.test(v) || // ****, xxxx, ...
  /(?:\.\.\.|…)$/.test(v) || // a shortened display such as sk-ant-...
  /^(?:your|my|example|dummy|placeholder)[-_ ]/i.test(v) || NON_LITERAL_WORDS.has(v.toLowerCase());
}
function isLiteralBareValue(value, envStyle, wholeLineYaml) {
  if (isPlaceholder(value)) return false;
  if (/[()[\]{}<>]/.test(value) || value[0] === "!") return false;
  if (/^\/.*\/[dgimsuvy]*$/.test(value)) return false;
  if (/^-?\d[\d_]*(?:\.\d+)?$/.test(value)) return value.replace(/\D/g, "").length >= 8;
  if (/^\d+:\d+$/.test(value)) return false;
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value)) return false;
  const identifierLike = /^[A-Za-z_$][\w$]*$/.test(value);
  if (!identifierLike) return value.length >= 4;
  if (envStyle) return true;
  if (/[A-Za-z]/.test(value) && /[0-9]/.test(value) && value.length >= 6) return true;
  return wholeLineYaml && !/^[A-Z][a-z]/.test(value);
}
function redactAssignments(text) {
  let out = "";
  let copied = 0;
  ASSIGNMENT_RE.lastIndex = 0;
  for (let m = ASSIGNMENT_RE.exec(text); m !== null; m = ASSIGNMENT_RE.exec(text)) {
    const [match, q, key, sep, value] = m;
    const redacted = redactedAssignment(text, m.index, match, q, key, sep, value);
    if (redacted === null) {
      const afterKey = m.index + 2 * q.length + key.length;
      if (/[=:]/.test(match.slice(afterKey - m.index + 1))) ASSIGNMENT_RE.lastIndex = afterKey;
      continue;
    }
    out += text.slice(copied, m.index) + redacted;
    copied = m.index + match.length;
  }
  return out + text.slice(copied);
}
function redactedAssignment(whole, offset, match, q, key, sep, value) {
  if (!isSecretKey(key)) return null;
  if (q !== "" && /\?\s*$/.test(whole.slice(Math.max(0, offset - 40), offset))) return null;
  const head = `${q}${key}${q}${sep}`;
  const first = value[0];
  if (first === '"' || first === "'" || first === "`") {
    const inner = value.slice(1, -1);
    if (isPlaceholder(inner) || inner.length < 3) return null;
    return `${head}${first}${R(secretKind(key))}${first}`;
  }
  const wholeLineYaml = sep.trim() === ":" && aloneOnLine(whole, offset, offset + match.length);
  const envStyle = /^[A-Z][A-Z0-9_]*$/.test(key) && sep.trim() === "=";
  if (!isLiteralBareValue(value, envStyle, wholeLineYaml)) return null;
  return `${head}${R(secretKind(key))}`;
}
function aloneOnLine(text, start, end) {
  let i = start - 1;
  while (i >= 0 && (text[i] === " " || text[i] === "	")) i--;
  if (i >= 0 && text[i] === "-") {
    i--;
    while (i >= 0 && (text[i] === " " || text[i] === "	")) i--;
  }
  if (i >= 0 && text[i] !== "\n") return false;
  let j = end;
  while (j < text.length && (text[j] === " " || text[j] === "	" || text[j] === "\r")) j++;
  return j === text.length || text[j] === "\n";
}
function secretKind(key) {
  return /pass|pwd/i.test(key) ? "password" : "secret";
}
function redactSecrets(text) {
  if (text.length === 0) return text;
  let out = text.replace(
    URL_PASSWORD_RE,
    (match, scheme, user, pw) => (
      // `https://[REDACTED:github_token]@host` is a redacted token, not user "[REDACTED" with a password.
      isPlaceholder(pw) || pw.length < 3 || user.startsWith("[REDACTED") ? match : `${scheme}${user}:${R("url_password")}@`
    )
  );
  for (const { kind, re } of TOKEN_RULES) out = out.replace(re, R(kind));
  out = out.replace(AWS_SECRET_RE, (_m, head) => `${head}${R("aws_secret_access_key")}`);
  out = out.replace(AUTH_HEADER_RE, (_m, head) => `${head}${R("bearer_token")}`);
  out = out.replace(BARE_BEARER_RE, (_m, head) => `${head}${R("bearer_token")}`);
  out = redactAssignments(out);
  return redactSpans(out, findSecrets(out));
}
function sanitizeText(text) {
  return redactSecrets(stripPrivate(text));
}
function isPlainObject2(v) {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
function sanitizeDeep(value) {
  return sanitizeValue(value, void 0, /* @__PURE__ */ new WeakSet());
}
function sanitizeValue(value, parentKey, seen) {
  if (typeof value === "string") {
    if (parentKey !== void 0 && isSecretKey(parentKey) && !isPlaceholder(value) && value.length >= 3) {
      return R(secretKind(parentKey));
    }
    return sanitizeText(value);
  }
  if (Array.isArray(value)) {
    if (seen.has(value)) return "[circular]";
    seen.add(value);
    const out = value.map((v) => sanitizeValue(v, void 0, seen));
    seen.delete(value);
    return out;
  }
  if (isPlainObject2(value)) {
    if (seen.has(value)) return "[circular]";
    seen.add(value);
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = sanitizeValue(v, k, seen);
    seen.delete(value);
    return out;
  }
  return value;
}
function truncateWithMarker(text, maxBytes) {
  const originalBytes = Buffer.byteLength(text, "utf8");
  const limit = Math.max(0, Math.floor(Number.isFinite(maxBytes) ? maxBytes : 0));
  if (originalBytes <= limit) return { text, truncated: false, originalBytes };
  const buf = Buffer.from(text, "utf8");
  let cut = limit;
  while (cut > 0 && (buf[cut] & 192) === 128) cut--;
  const kept = buf.toString("utf8", 0, cut);
  return {
    text: `${kept}
\u2026[truncated ${originalBytes - cut} bytes]`,
    truncated: true,
    originalBytes
  };
}

export {
  string2 as string,
  int,
  object,
  optional,
  MAX_INJECTED_CHARS,
  isSkippedTool,
  loadConfigOrDefault,
  resolveDataDir,
  dataPaths,
  isBareDirectory,
  enclosingRoot,
  projectIdentity,
  projectDbPath,
  spoolPath,
  ensurePrivateDir,
  HOOK_EVENTS,
  isHookEventName,
  parseHookPayload,
  sanitizeText,
  sanitizeDeep,
  truncateWithMarker,
  appendToSpool,
  replaySpool,
  fileErrorLog
};
