// Import progress on stderr: plain lines with the rate and time left when stderr is not a terminal.
import { describe, expect, it } from 'vitest';
import { importProgress, progressLine, timeLeft } from '../../src/cli/progress.js';

const MB = 2 ** 20;

describe('import progress', () => {
  it('estimates the time left from the rate so far', () => {
    expect(timeLeft(0, 100 * MB, 1_000)).toBeNull();
    expect(timeLeft(50 * MB, 100 * MB, 10_000)).toBe('10 s');
    expect(timeLeft(10 * MB, 100 * MB, 30_000)).toBe('4 min 30 s');
    expect(timeLeft(1 * MB, 1000 * MB, 10_000)).toBe('2 h 46 min');
  });

  it('writes a plain line every few seconds and a last one at the end, not on every update', async () => {
    const lines: string[] = [];
    let t = 1_000_000;
    const stream = { isTTY: false, write: (s: string) => lines.push(s) } as unknown as NodeJS.WriteStream;
    const p = await importProgress(1000 * MB, stream, () => t);
    for (let i = 1; i <= 100; i++) {
      t += 200; // 20 s in all, 5 MB/s
      p.update(i * MB);
    }
    p.stop();
    expect(lines).toEqual([
      `${progressLine(25 * MB, 1000 * MB, 5_000)}\n`,
      `${progressLine(50 * MB, 1000 * MB, 10_000)}\n`,
      `${progressLine(75 * MB, 1000 * MB, 15_000)}\n`,
      `${progressLine(100 * MB, 1000 * MB, 20_000)}\n`,
      `${progressLine(100 * MB, 1000 * MB, 20_000)}\n`,
    ]);
    expect(lines[0]).toBe('import: 2% (25.0 of 1000.0 MB, 5.0 MB/s, about 3 min 15 s left)\n');
  });

  it('says 100% without a time left once everything is read', () => {
    expect(progressLine(10 * MB, 10 * MB, 2_000)).toBe('import: 100% (10.0 of 10.0 MB, 5.0 MB/s)');
  });
});
