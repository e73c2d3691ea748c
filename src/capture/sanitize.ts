// Sanitizing a hook payload before anything is stored or spooled. Kept apart from the store code: tool hooks
// import this and the spool, nothing else.
import type { Config } from '../config.js';
import { sanitizeDeep, sanitizeText, truncateWithMarker } from './privacy.js';

// Redaction runs on a window a little past the cap, so a secret cut by the cap is still recognised.
const REDACTION_MARGIN_BYTES = 4_096;

/** Sanitizes a possibly huge text cheaply: cut, strip and redact, then cut to the cap with a visible marker. */
export function sanitizeCapped(text: string, maxBytes: number): { text: string; truncated: boolean; originalBytes: number } {
  const window = truncateWithMarker(text, maxBytes + REDACTION_MARGIN_BYTES);
  const clean = truncateWithMarker(sanitizeText(window.truncated ? window.text : text), maxBytes);
  return { text: clean.text, truncated: window.truncated || clean.truncated, originalBytes: window.originalBytes };
}

/** Tool responses are JSON of any shape; stored as text. */
export function responseText(response: unknown): string {
  if (response == null) return '';
  if (typeof response === 'string') return response;
  try {
    return JSON.stringify(response);
  } catch {
    return String(response);
  }
}

/** Nesting kept as structure; anything deeper becomes capped text (a walker must never exhaust the stack). */
export const MAX_DEPTH = 32;
/** Fields no code here reads (ids, paths, and whatever Claude Code adds in a new release): kept, each this small. */
const OTHER_FIELD_BYTES = 4_096;

/**
 * Sanitizes a raw payload before anything is stored or spooled: private blocks and secrets out of every string, and
 * every field bounded (huge tool responses and inputs cut to the cap first, so redaction stays cheap). `onBounded`
 * hears about input nested past MAX_DEPTH, which is kept in a bounded text form.
 */
/** The payload keeps its type: strings stay strings (capped, redacted), the tool's output becomes its capped text. */
export function sanitizePayload<P extends Record<string, unknown>>(payload: P, config: Config, onBounded?: (note: string) => void): P {
  const copy: Record<string, unknown> = { ...payload };
  const cap = config.capture.maxToolOutputBytes;
  let tooDeep = false;
  if ('tool_response' in copy) {
    const capped = sanitizeResponse(copy.tool_response, cap);
    copy.tool_response = capped.text;
    copy.tool_response_bytes = capped.originalBytes;
    copy.tool_response_truncated = capped.truncated;
    tooDeep ||= capped.tooDeep;
  }
  if (typeof copy.prompt === 'string') copy.prompt = sanitizeCapped(copy.prompt, config.capture.maxPromptBytes).text;
  if (typeof copy.error === 'string') copy.error = sanitizeCapped(copy.error, cap).text;
  if (typeof copy.last_assistant_message === 'string') copy.last_assistant_message = sanitizeCapped(copy.last_assistant_message, cap).text;
  if ('tool_input' in copy) {
    // One budget for the whole input (a MultiEdit carries hundreds of strings): cut with a margin, so a secret cut at
    // the edge is still recognised, sanitize, then cut to the cap.
    const wide = bounded(copy.tool_input, cap + REDACTION_MARGIN_BYTES);
    copy.tool_input = bounded(sanitizeDeep(wide.value), cap).value;
    tooDeep ||= wide.tooDeep;
  }
  for (const key of Object.keys(copy)) {
    if (['tool_response', 'tool_input', 'prompt', 'error', 'last_assistant_message'].includes(key)) continue;
    const small = bounded(copy[key], OTHER_FIELD_BYTES);
    copy[key] = sanitizeDeep(small.value);
    tooDeep ||= small.tooDeep;
  }
  if (tooDeep) onBounded?.(`payload nested deeper than ${MAX_DEPTH} levels: the deeper parts were kept as capped text`);
  return copy as P;
}

interface Bounded {
  value: unknown;
  truncated: boolean;
  tooDeep: boolean;
}

/**
 * Copies a JSON value within about `budgetBytes` of serialized JSON: strings are cut with a visible marker, arrays and
 * objects end once the budget is spent, and subtrees deeper than MAX_DEPTH become capped JSON text.
 */
function bounded(value: unknown, budgetBytes: number): Bounded {
  let budget = budgetBytes;
  let truncated = false;
  let tooDeep = false;
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') {
      const room = Math.max(0, budget);
      let w = truncateWithMarker(v, room);
      // The cost is the escaped size: text full of quotes (serialized JSON, say) doubles when stored as JSON.
      let cost = escapedBytes(w.text);
      if (cost > room + 64) {
        w = truncateWithMarker(v, Math.floor((room * Buffer.byteLength(w.text, 'utf8')) / cost));
        cost = escapedBytes(w.text);
      }
      budget -= cost + 1;
      truncated ||= w.truncated;
      return w.text;
    }
    if (v === null || typeof v !== 'object') {
      budget -= String(v).length + 1;
      return v;
    }
    if (depth >= MAX_DEPTH) {
      tooDeep = true;
      const text = boundedJsonText(v, Math.max(0, budget));
      truncated ||= text.truncated;
      return walk(text.text, depth);
    }
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      for (const x of v) {
        if (budget <= 0) {
          truncated = true;
          break;
        }
        out.push(walk(x, depth + 1));
      }
      return out;
    }
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (budget <= 0) {
        truncated = true;
        break;
      }
      budget -= k.length + 4;
      out[k] = walk(x, depth + 1);
    }
    return out;
  };
  return { value: walk(value, 0), truncated, tooDeep };
}

function escapedBytes(text: string): number {
  return Buffer.byteLength(JSON.stringify(text), 'utf8');
}

/** JSON text of a value of any depth, without recursion (JSON.stringify overflows the stack at ~10,000 levels). */
function boundedJsonText(value: unknown, maxChars: number): { text: string; truncated: boolean } {
  let out = '';
  const frames: { entries: [string | null, unknown][]; i: number; close: string }[] = [];
  const open = (v: unknown) => {
    if (v !== null && typeof v === 'object') {
      const isArray = Array.isArray(v);
      out += isArray ? '[' : '{';
      frames.push({ entries: isArray ? v.map((x): [null, unknown] => [null, x]) : Object.entries(v), i: 0, close: isArray ? ']' : '}' });
    } else {
      out += (typeof v === 'string' ? JSON.stringify(v.slice(0, maxChars + 1)) : JSON.stringify(v)) ?? 'null';
    }
    return out.length <= maxChars;
  };
  const cut = () => ({ text: `${out.slice(0, maxChars)}…[nested too deep; cut]`, truncated: true });
  if (!open(value)) return cut();
  while (frames.length > 0) {
    const frame = frames[frames.length - 1];
    if (frame.i >= frame.entries.length) {
      out += frame.close;
      frames.pop();
      if (out.length > maxChars) return cut();
      continue;
    }
    const [key, x] = frame.entries[frame.i++];
    if (frame.i > 1) out += ',';
    if (key !== null) out += `${JSON.stringify(key)}:`;
    if (!open(x)) return cut();
  }
  return { text: out, truncated: false };
}

/** Serialized size of a tool response as Claude Code sent it, whatever its depth. */
function jsonBytes(value: unknown): number {
  try {
    return Buffer.byteLength(responseText(value), 'utf8');
  } catch {
    return Buffer.byteLength(boundedJsonText(value, Number.POSITIVE_INFINITY).text, 'utf8');
  }
}

/**
 * A structured tool response (Bash {stdout}, Read {file: {content}}, MCP content blocks) is sanitized string by
 * string before it is serialized: in the JSON text an assignment such as `PASSWORD=...` sits inside a quoted value
 * with its newlines escaped, where redaction cannot see it. Strings are cut to a shared budget first, so a huge
 * response stays cheap.
 */
function sanitizeResponse(
  response: unknown,
  maxBytes: number,
): { text: string; truncated: boolean; originalBytes: number; tooDeep: boolean } {
  if (response == null || typeof response !== 'object') return { ...sanitizeCapped(responseText(response), maxBytes), tooDeep: false };
  const originalBytes = jsonBytes(response);
  const wide = bounded(response, maxBytes + REDACTION_MARGIN_BYTES);
  const clean = truncateWithMarker(responseText(sanitizeDeep(wide.value)), maxBytes);
  return { text: clean.text, truncated: wide.truncated || clean.truncated, originalBytes, tooDeep: wide.tooDeep };
}
