import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  ensurePrivateDir
} from "./chunk-XJMLOSZ2.mjs";

// src/team/credentials.ts
import fs from "node:fs";
import path from "node:path";
var credentialsFile = (dataDir, projectKey) => path.join(dataDir, "team", `${projectKey}.password`);
function saveTeamPassword(file, password) {
  ensurePrivateDir(path.dirname(file));
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, password, { mode: 384 });
  fs.renameSync(tmp, file);
}
function forgetTeamPassword(file) {
  fs.rmSync(file, { force: true });
}
function readTeamPassword(file) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

export {
  credentialsFile,
  saveTeamPassword,
  forgetTeamPassword,
  readTeamPassword
};
