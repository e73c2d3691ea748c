// `claude-memory hook <Event>`: what dist/hook.cjs does, from the CLI's bundle (hooks.json files written before
// dist/hook.cjs existed, `init` setups of older versions, and the tests, which run it from source).
import type { Settings } from '../settings.js';
import { handOverHook } from './handover.js';
import { handleInProcess } from './in-process.js';
import { readHookInput } from './io.js';

export async function runHookCommand(event: string, settings: Settings, entryScript: string): Promise<void> {
  const input = await readHookInput();
  if (await handOverHook(event, input, settings)) return;
  await handleInProcess(event, input, settings, entryScript);
}
