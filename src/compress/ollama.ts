// Optional abstractive tier through a local Ollama server. Every failure (HTTP error, timeout, empty or
// malformed reply) throws so the caller can fall through to the next tier.

export interface OllamaConfig {
  /** Base URL, e.g. 'http://127.0.0.1:11434'. */
  url: string;
  model: string;
  timeoutMs: number;
}

export class OllamaError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OllamaError';
  }
}

// Small local models ramble with long inputs; the head of a turn carries the request and most of the work.
const MAX_INPUT_CHARS = 8_000;
const MAX_OUTPUT_CHARS = 600;

const INSTRUCTIONS: Record<'turn' | 'session', string> = {
  turn:
    'Summarize this turn of a coding session between a user and an AI coding assistant in 1-3 sentences. ' +
    'Say what was asked, what was done (files, commands) and the outcome. Use only facts from the text. ' +
    'Reply with the summary only, no preamble.',
  session:
    'Summarize this coding session in 1-3 sentences from the per-turn summaries below. ' +
    'Say what the session was about and what was achieved or left failing. Use only facts from the text. ' +
    'Reply with the summary only, no preamble.',
};

export function buildOllamaPrompt(kind: 'turn' | 'session', text: string): string {
  const body = text.length > MAX_INPUT_CHARS ? `${text.slice(0, MAX_INPUT_CHARS)}\n[...]` : text;
  return `${INSTRUCTIONS[kind]}\n\n---\n${body}\n---\n\nSummary:`;
}

/** Strips the preambles and quoting small models add despite instructions. */
export function cleanModelOutput(raw: string): string {
  let s = raw.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  s = s.replace(/^(?:here(?:'s| is) (?:a |the )?(?:brief |short )?summary[^:\n]*:|summary:)\s*/i, '');
  s = s.replace(/\s+/g, ' ').trim();
  if (/^(["'“])[\s\S]*(["'”])$/.test(s)) s = s.slice(1, -1).trim();
  if (s.length > MAX_OUTPUT_CHARS) {
    const cut = s.lastIndexOf('. ', MAX_OUTPUT_CHARS);
    s = cut > MAX_OUTPUT_CHARS / 2 ? s.slice(0, cut + 1) : `${s.slice(0, MAX_OUTPUT_CHARS - 1)}…`;
  }
  return s;
}

export async function ollamaSummarize(cfg: OllamaConfig, kind: 'turn' | 'session', text: string): Promise<string> {
  const endpoint = `${cfg.url.replace(/\/+$/, '')}/api/generate`;
  let res: Response;
  let payload: unknown;
  try {
    // One signal covers connect, headers and body, so a server that stalls at any point cannot hang us.
    const signal = AbortSignal.timeout(cfg.timeoutMs);
    res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: cfg.model,
        prompt: buildOllamaPrompt(kind, text),
        stream: false,
        options: { temperature: 0.2, num_predict: 160 },
      }),
      signal,
    });
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 200);
      throw new OllamaError(`ollama ${endpoint} answered HTTP ${res.status}${detail ? `: ${detail}` : ''}`);
    }
    payload = await res.json();
  } catch (err) {
    if (err instanceof OllamaError) throw err;
    const e = err as Error;
    const what = e?.name === 'TimeoutError' || e?.name === 'AbortError' ? `timed out after ${cfg.timeoutMs} ms` : e?.message;
    throw new OllamaError(`ollama ${endpoint} failed: ${what}`, { cause: err });
  }
  const response = (payload as { response?: unknown } | null)?.response;
  if (typeof response !== 'string') throw new OllamaError('ollama reply has no "response" string');
  const summary = cleanModelOutput(response);
  if (!summary) throw new OllamaError('ollama returned an empty summary');
  return summary;
}
