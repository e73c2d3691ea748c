// Progress of a long import on stderr: a bar with the rate and time left when stderr is a terminal, else a plain line
// every few seconds (a log or CI keeps a readable record, and no carriage returns). Stdout is left to the result.
/** How often the plain reporter writes a line. */
const PLAIN_EVERY_MS = 5_000;

export interface ProgressReporter {
  update(doneBytes: number): void;
  stop(): void;
}

/** "12 s", "4 min 05 s", "1 h 02 min": the time left at the rate so far, or null before there is a rate. */
export function timeLeft(doneBytes: number, totalBytes: number, elapsedMs: number): string | null {
  if (doneBytes <= 0 || elapsedMs <= 0) return null;
  const seconds = Math.max(0, Math.round(((totalBytes - doneBytes) * elapsedMs) / doneBytes / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3_600) return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(seconds / 3_600)} h ${String(Math.floor((seconds % 3_600) / 60)).padStart(2, '0')} min`;
}

/** One plain progress line: `import: 37% (370.1 of 1000.0 MB, 12.3 MB/s, about 51 s left)`. */
export function progressLine(doneBytes: number, totalBytes: number, elapsedMs: number): string {
  const mb = (n: number) => (n / 2 ** 20).toFixed(1);
  const percent = totalBytes > 0 ? Math.min(100, Math.floor((doneBytes / totalBytes) * 100)) : 100;
  const rate = elapsedMs > 0 ? `, ${(doneBytes / 2 ** 20 / (elapsedMs / 1000)).toFixed(1)} MB/s` : '';
  const left = doneBytes < totalBytes ? timeLeft(doneBytes, totalBytes, elapsedMs) : null;
  return `import: ${percent}% (${mb(doneBytes)} of ${mb(totalBytes)} MB${rate}${left ? `, about ${left} left` : ''})`;
}

export async function importProgress(
  totalBytes: number,
  stream: NodeJS.WriteStream,
  now: () => number = Date.now,
): Promise<ProgressReporter> {
  const started = now();
  if (stream.isTTY) {
    // cli-progress is CommonJS: the bundle's dynamic import gives its exports as `default` only, Node's as both.
    const loaded = (await import('cli-progress')) as typeof import('cli-progress') & { default?: typeof import('cli-progress') };
    const { SingleBar, Presets } = loaded.default ?? loaded;
    const bar = new SingleBar(
      {
        format: 'importing [{bar}] {percentage}% | {done} of {size} MB | {rate} MB/s | ETA {eta_formatted}',
        stream,
        clearOnComplete: true,
        etaBuffer: 50,
      },
      Presets.shades_classic,
    );
    const fields = (done: number) => ({
      done: (done / 2 ** 20).toFixed(1),
      size: (totalBytes / 2 ** 20).toFixed(1),
      rate: (done / 2 ** 20 / Math.max((now() - started) / 1000, 0.001)).toFixed(1),
    });
    bar.start(Math.max(totalBytes, 1), 0, fields(0));
    return { update: (n) => bar.update(Math.min(n, totalBytes), fields(n)), stop: () => bar.stop() };
  }
  let lastLine = started;
  let done = 0;
  return {
    update(n) {
      done = n;
      if (now() - lastLine < PLAIN_EVERY_MS) return;
      lastLine = now();
      stream.write(`${progressLine(done, totalBytes, lastLine - started)}\n`);
    },
    stop() {
      stream.write(`${progressLine(done, totalBytes, now() - started)}\n`);
    },
  };
}
