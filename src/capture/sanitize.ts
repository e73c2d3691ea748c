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

/**
 * Sanitizes a raw payload before anything is stored or spooled: private blocks and secrets out of every string,
 * huge tool responses cut to the cap first (so redaction stays cheap).
 */
export function sanitizePayload(payload: Record<string, unknown>, config: Config): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...payload };
  if ('tool_response' in copy) {
    const capped = sanitizeResponse(copy.tool_response, config.capture.maxToolOutputBytes);
    copy.tool_response = capped.text;
    copy.tool_response_bytes = capped.originalBytes;
    copy.tool_response_truncated = capped.truncated;
  }
  if (typeof copy.prompt === 'string') copy.prompt = sanitizeCapped(copy.prompt, config.capture.maxPromptBytes).text;
  if (typeof copy.error === 'string') copy.error = sanitizeCapped(copy.error, config.capture.maxToolOutputBytes).text;
  if (typeof copy.last_assistant_message === 'string') copy.last_assistant_message = sanitizeCapped(copy.last_assistant_message, config.capture.maxToolOutputBytes).text;
  if ('tool_input' in copy) {
    // A Write of a large file carries the whole file: cut each string (with a margin, so a secret cut at the edge is
    // still recognised), sanitize, then cut to the cap.
    const cap = config.capture.maxToolOutputBytes;
    copy.tool_input = capStrings(sanitizeDeep(capStrings(copy.tool_input, cap + REDACTION_MARGIN_BYTES)), cap);
  }
  for (const key of Object.keys(copy)) {
    if (['tool_response', 'tool_input', 'prompt', 'error', 'last_assistant_message'].includes(key)) continue;
    copy[key] = sanitizeDeep(copy[key]);
  }
  return copy;
}

function capStrings(value: unknown, maxBytes: number): unknown {
  if (typeof value === 'string') return value.length * 3 <= maxBytes ? value : truncateWithMarker(value, maxBytes).text;
  if (Array.isArray(value)) return value.map((v) => capStrings(v, maxBytes));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, capStrings(v, maxBytes)]));
  return value;
}

/**
 * A structured tool response (Bash {stdout}, Read {file: {content}}, MCP content blocks) is sanitized string by
 * string before it is serialized: in the JSON text an assignment such as `PASSWORD=...` sits inside a quoted value
 * with its newlines escaped, where redaction cannot see it. Strings are cut to a shared budget first, so a huge
 * response stays cheap.
 */
function sanitizeResponse(response: unknown, maxBytes: number): { text: string; truncated: boolean; originalBytes: number } {
  if (response == null || typeof response !== 'object') return sanitizeCapped(responseText(response), maxBytes);
  const originalBytes = Buffer.byteLength(responseText(response), 'utf8');
  // The budget counts (roughly) the serialized bytes kept; once spent, the rest is past the final cut anyway.
  let budget = maxBytes + REDACTION_MARGIN_BYTES;
  let cut = false;
  const capStrings = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') {
      const w = truncateWithMarker(v, Math.max(0, budget));
      budget -= Buffer.byteLength(w.text, 'utf8') + 3;
      cut ||= w.truncated;
      return w.text;
    }
    if (v === null || typeof v !== 'object') {
      budget -= String(v).length + 1;
      return v;
    }
    // Absurdly deep nesting is kept as (capped) text rather than walked.
    if (depth > 64) return capStrings(responseText(v), depth);
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      for (const x of v) {
        if (budget <= 0) {
          cut = true;
          break;
        }
        out.push(capStrings(x, depth + 1));
      }
      return out;
    }
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (budget <= 0) {
        cut = true;
        break;
      }
      budget -= k.length + 4;
      out[k] = capStrings(x, depth + 1);
    }
    return out;
  };
  const clean = truncateWithMarker(responseText(sanitizeDeep(capStrings(response, 0))), maxBytes);
  return { text: clean.text, truncated: cut || clean.truncated, originalBytes };
}
