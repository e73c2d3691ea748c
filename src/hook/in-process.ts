// A hook handling its event in its own process (no session server took it): dist/hook/main.cjs in the bundle.
import type { Settings } from '../settings.js';
import { handleHookEvent } from './handle.js';
import { type HookInput, reportHookError, writeStdout } from './io.js';
import { processHookContext } from './process-context.js';

/** `entryScript`: the bundled CLI (dist/claude-memory.mjs), which detached workers and the installer run. */
export async function handleInProcess(event: string, input: HookInput, settings: Settings, entryScript: string): Promise<void> {
  try {
    const reply = await handleHookEvent(processHookContext(settings, entryScript), event, input.raw, input.at);
    if (reply.output) writeStdout(reply.output);
  } catch (err) {
    reportHookError(err);
  }
}
