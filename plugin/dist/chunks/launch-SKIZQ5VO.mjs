import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import "./chunk-IBHGCGQV.mjs";

// src/dashboard/launch.ts
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
function openInBrowser(url, onError) {
  const [cmd, args] = process.platform === "darwin" ? ["open", [url]] : process.platform === "win32" ? ["cmd", ["/c", "start", '""', url]] : ["xdg-open", [url]];
  try {
    const child = spawn(cmd, args, { detached: true, stdio: "ignore" });
    child.on("error", onError);
    child.unref();
  } catch (err) {
    onError(err);
  }
}
var READY = /^Memory dashboard: (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)\n/m;
async function startDetachedDashboard(entryScript, args, env, cwd, outputFile, timeoutMs = 2e4) {
  fs.mkdirSync(path.dirname(outputFile), { recursive: true, mode: 448 });
  const fd = fs.openSync(outputFile, "w", 384);
  let exited;
  let child;
  try {
    child = spawn(process.execPath, [entryScript, ...args], { cwd, env, detached: true, stdio: ["ignore", fd, fd] });
  } finally {
    fs.closeSync(fd);
  }
  child.on("exit", (code) => exited = code);
  try {
    for (const deadline = Date.now() + timeoutMs; ; ) {
      const out = fs.readFileSync(outputFile, "utf8");
      if (READY.test(out)) return { pid: child.pid, banner: out.trim() };
      if (exited !== void 0) throw new Error(`the dashboard exited (code ${exited})${out ? `: ${out.trim()}` : ""}`);
      if (Date.now() > deadline) throw new Error(`the dashboard did not start within ${timeoutMs / 1e3} s${out ? `: ${out.trim()}` : ""}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.removeAllListeners("exit");
    child.unref();
    fs.rmSync(outputFile, { force: true });
  }
}
export {
  openInBrowser,
  startDetachedDashboard
};
