// What every command of the CLI is given (src/cli/program.ts builds it once per run), and the errors and argument
// parsers they share. Only program.ts maps errors to exit codes.
import type { App } from '../../app.js';
import type { ProjectIdentity } from '../../paths.js';
import type { Db } from '../../store/connection.js';
import type { CliContext } from '../program.js';

export interface CommandContext {
  ctx: CliContext;
  /** The app, built on first use (help and version build none). */
  getApp(): App;
  out(text: string): void;
  err(text: string): void;
  println(line?: string): void;
  printJson(value: unknown): void;
  /**
   * Opens the current project's store after replaying anything spooled while it could not be written. A read-only
   * command never creates a store: with none yet, it says so and does nothing (exit 0).
   */
  withStore<T>(
    projectDir: string | undefined,
    fn: (db: Db, project: ProjectIdentity, app: App) => T | Promise<T>,
    opts?: { readOnly?: boolean },
  ): Promise<T | undefined>;
  noMemoryYet(project: ProjectIdentity): string;
  /** A usage error: exit 2 with the message. */
  fail(message: string): never;
}

/** The user's mistake (bad argument, unknown id): exit 2 with the message. */
export class UsageError extends Error {
  readonly code = 'E_USAGE';
}

/** Ends the command with this exit code, the output already written. */
export class ExitCode extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

export function positiveInt(v: string, flag: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} must be a positive whole number, got "${v}"`);
  return n;
}

export function portNumber(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65_535) throw new UsageError(`--port must be a port number from 0 to 65535, got "${v}"`);
  return n;
}

export function nonNegative(v: string, flag: string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`${flag} must be a number >= 0, got "${v}"`);
  return n;
}
