// A prompt or session-start hook hands its whole event to the project's session server (its MCP server) when one
// runs. The server holds the stores open, has the encoder loaded and its code warm: it handles the event (handle.ts)
// in less time than the hook would spend loading its own code for it. The hook sends what it read, prints the answer
// and confirms it (only then does the server mark what it showed as shown). Without a server, or without an answer
// within the prompt's latency budget, the hook handles the event itself. A server that answered too late has recorded
// the event with the hook's time; recording it again finds it and adds nothing.
import { isInjectingEvent } from '../capture/payloads.js';
import { hookProjectIdentity } from '../paths.js';
import type { Settings } from '../settings.js';
import { type HookInput, writeStdout } from './io.js';
import { type HandOverReply, handOverToServer, projectSockets } from './session-socket.js';

/** True when a server took the event and the hook printed its answer; false: the hook does the work itself. */
export async function handOverHook(event: string, input: HookInput, settings: Settings): Promise<boolean> {
  if (!isInjectingEvent(event)) return false;
  let reply: HandOverReply | undefined;
  try {
    const cwd = payloadCwd(input.raw);
    if (cwd === null) return false; // not a JSON object: the hook rejects it itself, and logs why
    const project = hookProjectIdentity(settings.paths, settings.projectDir, cwd);
    const sockets = projectSockets(settings.paths.runDir, project.key);
    if (!sockets.length) return false;
    const request = { handOver: event, payload: input.raw, projectKey: project.key, at: input.at };
    reply = await handOverToServer(sockets, request, settings.config.injection.promptLatencyMs);
  } catch {
    return false; // whatever went wrong on the way, the hook can still do the work itself
  }
  if (!reply) return false;
  // Taken: a failed write ends this hook as it would end one that did the work itself.
  if (reply.output) writeStdout(reply.output);
  return true;
}

/** The payload's cwd ('' when it has none), or null when the payload is not a JSON object. */
function payloadCwd(raw: string): string | null {
  try {
    const payload = JSON.parse(raw) as unknown;
    if (!payload || typeof payload !== 'object') return null;
    const cwd = (payload as { cwd?: unknown }).cwd;
    return typeof cwd === 'string' ? cwd : '';
  } catch {
    return null;
  }
}
