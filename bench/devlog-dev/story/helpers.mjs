// Output shapes shared by several sessions: pytest summaries, uv resolver lines, hey load-test reports.
export const ROOT = '/home/rita/pantrybox';

const HEADER = (n) => [
  '============================= test session starts ==============================',
  'platform linux -- Python 3.12.3, pytest-8.2.1, pluggy-1.5.0',
  `rootdir: ${ROOT}`,
  'configfile: pyproject.toml',
  'plugins: anyio-4.4.0',
  `collected ${n} items`,
  '',
];

/** A passing `pytest` run: one dotted line per test file, then the summary line. */
export function pytestPass(files, secs) {
  const n = files.reduce((a, [, k]) => a + k, 0);
  const lines = files.map(([f, k], i) => {
    const pct = Math.round((100 * files.slice(0, i + 1).reduce((a, [, x]) => a + x, 0)) / n);
    return `${f} ${'.'.repeat(k)}`.padEnd(72) + `[${String(pct).padStart(3)}%]`;
  });
  return [...HEADER(n), ...lines, '', `============================== ${n} passed in ${secs}s ==============================`].join('\n');
}

/** `hey` summary for a GET load test. */
export function heyReport({ total, slowest, fastest, average, rps, p50, p90, p95, p99, n, c }) {
  return [
    '',
    'Summary:',
    `  Total:\t${total} secs`,
    `  Slowest:\t${slowest} secs`,
    `  Fastest:\t${fastest} secs`,
    `  Average:\t${average} secs`,
    `  Requests/sec:\t${rps}`,
    '',
    '',
    'Latency distribution:',
    `  10% in ${fastest} secs`,
    `  50% in ${p50} secs`,
    `  90% in ${p90} secs`,
    `  95% in ${p95} secs`,
    `  99% in ${p99} secs`,
    '',
    'Status code distribution:',
    `  [200]\t${n} responses`,
    '',
    `(${c} workers)`,
  ].join('\n');
}
