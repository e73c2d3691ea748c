import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/queue/worker-id.ts
function workerId(pid, random) {
  return `${pid}-${random}`;
}
function workerPid(id) {
  const m = /^(\d+)-/.exec(id);
  return m ? Number(m[1]) : null;
}
function processRuns(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

export {
  workerId,
  workerPid,
  processRuns
};
