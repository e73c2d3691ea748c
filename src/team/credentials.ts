// The password of a project's team login, kept in a 0600 file of its own (never in the store, a log or any output).
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from '../paths.js';

/** The password file of one project's team link. */
export const credentialsFile = (dataDir: string, projectKey: string) => path.join(dataDir, 'team', `${projectKey}.password`);

export function saveTeamPassword(file: string, password: string): void {
  ensurePrivateDir(path.dirname(file));
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, password, { mode: 0o600 });
  fs.renameSync(tmp, file);
}

export function forgetTeamPassword(file: string): void {
  fs.rmSync(file, { force: true });
}

export function readTeamPassword(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
