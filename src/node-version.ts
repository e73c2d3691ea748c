// The Node.js versions the plugin runs on, as package.json's `engines` states them, checked by the two composition
// roots (main.ts, hook/launcher.ts) before anything else runs: an older Node gets one line that says what to do,
// not a stack trace from deep inside. 20.15 is the oldest with everything used (vm's
// USE_MAIN_CONTEXT_DEFAULT_LOADER, 20.12; zlib's CRC-32, 20.15); 26 is the newest better-sqlite3 12 is built for.
// A newer Node than that is not refused: it is untested, not known to fail.

/** package.json `engines.node`, kept equal to it by a test. */
export const SUPPORTED_NODE = '>=20.15 <27';
const OLDEST: readonly [number, number] = [20, 15];

/** The line to print when `version` (process.versions.node) is too old to run the plugin; null when it can. */
export function tooOldNode(version: string): string | null {
  const [major = 0, minor = 0] = version.split('.').map((n) => Number.parseInt(n, 10) || 0);
  if (major > OLDEST[0] || (major === OLDEST[0] && minor >= OLDEST[1])) return null;
  return `claude-memory: Node.js ${version} is too old for the memory plugin, which needs Node.js ${OLDEST.join('.')} or newer (22 or 24 LTS recommended): install a newer Node.js and make it the \`node\` on PATH.`;
}
