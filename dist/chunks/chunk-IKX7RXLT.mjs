import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/recall/socket-files.ts
import fs from "node:fs";
import path from "node:path";
function recallSocketPath(runDir, projectKey, pid) {
  return path.join(runDir, `${projectKey}.${pid}.sock`);
}
function projectSockets(runDir, projectKey) {
  try {
    return fs.readdirSync(runDir).filter((n) => n.startsWith(`${projectKey}.`) && n.endsWith(".sock")).map((n) => path.join(runDir, n));
  } catch {
    return [];
  }
}

export {
  recallSocketPath,
  projectSockets
};
