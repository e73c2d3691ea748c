// Output formats that several sessions share: pytest, dbt, DuckDB's box tables, psql tables, uv.
const W80 = 80;

export function banner(text, ch = '=') {
  const t = ` ${text} `;
  const left = Math.floor((W80 - t.length) / 2);
  return ch.repeat(left) + t + ch.repeat(Math.max(0, W80 - t.length - left));
}

// pytest: files = [[path, '..F.']], summary = '9 passed', failures = text between the progress lines and the summary
export function pytest({ files, summary, secs, failures = '', plugins = 'anyio-4.9.0' }) {
  const total = files.reduce((n, [, r]) => n + r.length, 0);
  let done = 0;
  const lines = [
    banner('test session starts'),
    'platform linux -- Python 3.12.10, pytest-8.3.5, pluggy-1.6.0',
    'rootdir: /home/ines/velodados',
    'configfile: pyproject.toml',
    'testpaths: tests',
    `plugins: ${plugins}`,
    `collected ${total} item${total === 1 ? '' : 's'}`,
    '',
  ];
  for (const [f, r] of files) {
    done += r.length;
    const pct = `[${String(Math.floor((done / total) * 100)).padStart(3)}%]`;
    const head = `${f} ${r}`;
    lines.push(head + ' '.repeat(Math.max(1, W80 - head.length - pct.length)) + pct);
  }
  lines.push('');
  if (failures) lines.push(failures.replace(/\n$/, ''));
  lines.push(banner(`${summary} in ${secs}s`));
  return lines.join('\n');
}

// dbt build/run output. nodes: [{ name, kind: 'view'|'table'|'incremental'|'test', status: 'OK'|'PASS'|'ERROR'|'FAIL'|'SKIP', secs }]
// secs: wall time of the whole run; errors: [[header, message]] for the "Completed with" block
export function dbt({ nodes, found, target = 'dev', threads = 4, secs, errors = [], cmd = 'build' }) {
  const lines = [];
  const start = -(secs + 1.6);
  let t = start;
  const stamp = (x) => `{{hms:${x.toFixed(1)}}}  `;
  const push = (x, s) => lines.push(stamp(x) + s);
  push(t, 'Running with dbt=1.9.4'); t += 0.6;
  push(t, 'Registered adapter: duckdb=1.9.3'); t += 0.4;
  push(t, found);
  push(t, '');
  push(t, `Concurrency: ${threads} threads (target='${target}')`);
  push(t, '');
  const n = nodes.length;
  const dots = (s) => (s + ' ').padEnd(W80, '.');
  const budget = secs - 1.2;
  const work = nodes.reduce((a, x) => a + (x.secs || 0), 0) || 1;
  nodes.forEach((x, i) => {
    const idx = `${i + 1} of ${n}`;
    const what = x.kind === 'test' ? `test ${x.name}` : `sql ${x.kind} model main.${x.name}`;
    if (x.status === 'SKIP') { push(t, dots(`${idx} SKIP relation main.${x.name}`) + ' [SKIP]'); return; }
    push(t, dots(`${idx} START ${what}`) + ' [RUN]');
    t += ((x.secs || 0) / work) * budget;
    const verb = x.kind === 'test' ? { PASS: 'PASS', FAIL: 'FAIL', ERROR: 'ERROR' }[x.status] + ` ${x.name}`
      : x.status === 'OK' ? `OK created ${what}` : `ERROR creating ${what}`;
    const tag = x.status === 'FAIL' ? `FAIL ${x.failures ?? 1}` : x.status;
    push(t, dots(`${idx} ${verb}`) + ` [${tag} in ${(x.secs || 0).toFixed(2)}s]`);
  });
  t = -0.3;
  const kinds = {};
  for (const x of nodes) { const k = x.kind === 'test' ? 'data test' : `${x.kind} model`; kinds[k] = (kinds[k] || 0) + 1; }
  const parts = Object.entries(kinds).map(([k, v]) => `${v} ${k}${v > 1 ? 's' : ''}`);
  const m = Math.floor(secs / 60); const s = (secs - m * 60).toFixed(2);
  push(t, '');
  push(t, `Finished running ${parts.join(', ')} in 0 hours ${m} minutes and ${s} seconds (${secs.toFixed(2)}s).`);
  push(t, '');
  const errs = nodes.filter((x) => x.status === 'ERROR' || x.status === 'FAIL').length;
  if (!errs) push(t, 'Completed successfully');
  else {
    push(t, `Completed with ${errs} error${errs > 1 ? 's' : ''}, 0 partial successes, and 0 warnings:`);
    for (const [head, msg] of errors) { push(t, ''); push(t, `  ${head}`); lines.push(msg); }
  }
  push(t, '');
  const cnt = (st) => nodes.filter((x) => x.status === st).length;
  const pass = cnt('OK') + cnt('PASS');
  push(t, `Done. PASS=${pass} WARN=0 ERROR=${errs} SKIP=${cnt('SKIP')} NO-OP=0 TOTAL=${n}`);
  return lines.join('\n');
}

// DuckDB box table (CLI / Python relation repr). types: one per column; num: indexes of right-aligned columns
export function box(cols, types, rows, { num = [] } = {}) {
  const cells = rows.map((r) => r.map(String));
  const w = cols.map((c, i) => Math.max(c.length, types[i].length, ...cells.map((r) => r[i].length)));
  const center = (s, n) => { const l = Math.floor((n - s.length) / 2); return ' '.repeat(l) + s + ' '.repeat(n - s.length - l); };
  const line = (l, m, r) => l + w.map((n) => '─'.repeat(n + 2)).join(m) + r;
  const row = (vals, how) => '│' + vals.map((v, i) => ' ' + how(v, i) + ' ').join('│') + '│';
  return [
    line('┌', '┬', '┐'),
    row(cols, (v, i) => center(v, w[i])),
    row(types, (v, i) => center(v, w[i])),
    line('├', '┼', '┤'),
    ...cells.map((r) => row(r, (v, i) => (num.includes(i) ? v.padStart(w[i]) : v.padEnd(w[i])))),
    line('└', '┴', '┘'),
  ].join('\n');
}

// psql aligned table
export function psql(cols, rows, { num = [] } = {}) {
  const cells = rows.map((r) => r.map(String));
  const w = cols.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i].length)));
  const center = (s, n) => { const l = Math.floor((n - s.length) / 2); return ' '.repeat(l) + s + ' '.repeat(n - s.length - l); };
  return [
    ' ' + cols.map((c, i) => center(c, w[i])).join(' | ') + ' ',
    w.map((n) => '-'.repeat(n + 2)).join('+'),
    ...cells.map((r) => ' ' + r.map((v, i) => (num.includes(i) ? v.padStart(w[i]) : v.padEnd(w[i]))).join(' | ') + ' '),
    `(${rows.length} row${rows.length === 1 ? '' : 's'})`,
  ].join('\n');
}

// uv add / remove output (stderr)
export function uv({ resolved, prepared, secsResolve = 0.9, secsPrepare = 2.1, added = [], removed = [], audited, venv = false }) {
  const lines = [];
  if (venv) lines.push('Using CPython 3.12.10', 'Creating virtual environment at: .venv');
  lines.push(`Resolved ${resolved} packages in ${secsResolve}s`);
  if (prepared) lines.push(`Prepared ${prepared} package${prepared > 1 ? 's' : ''} in ${secsPrepare}s`);
  if (removed.length) lines.push(`Uninstalled ${removed.length} package${removed.length > 1 ? 's' : ''} in 31ms`);
  if (added.length) lines.push(`Installed ${added.length} package${added.length > 1 ? 's' : ''} in 58ms`);
  if (audited) lines.push(`Audited ${audited} packages in 0.41ms`);
  const all = [...removed.map((p) => [p, '-']), ...added.map((p) => [p, '+'])].sort((a, b) => a[0].localeCompare(b[0]));
  for (const [p, s] of all) lines.push(` ${s} ${p}`);
  return lines.join('\n');
}
