// Output shapes shared by several sessions: cargo test runs.
export const ROOT = '/home/jonas/skerry';

/** A `cargo test` run of the binary crate: compile line, the test list, the summary. */
export function cargoTest(names, secs, { compile = '3.87', failed = [] } = {}) {
  const lines = [
    `   Compiling skerry v0.1.0 (${ROOT})`,
    `    Finished \`test\` profile [unoptimized + debuginfo] target(s) in ${compile}s`,
    '     Running unittests src/main.rs (target/debug/deps/skerry-5c1e92b07d4a3f18)',
    '',
    `running ${names.length} tests`,
    ...names.map((n) => `test ${n} ... ${failed.some((f) => f.name === n) ? 'FAILED' : 'ok'}`),
    '',
  ];
  if (failed.length) {
    lines.push('failures:', '');
    for (const f of failed) lines.push(`---- ${f.name} stdout ----`, f.output, '');
    lines.push('failures:', ...failed.map((f) => `    ${f.name}`), '');
  }
  const ok = names.length - failed.length;
  lines.push(`test result: ${failed.length ? 'FAILED' : 'ok'}. ${ok} passed; ${failed.length} failed; 0 ignored; 0 measured; 0 filtered out; finished in ${secs}s`);
  if (failed.length) lines.push('', "error: test failed, to rerun pass `--bin skerry`");
  return lines.join('\n');
}

/** n test names under a module, for runs where the list itself is not the point. */
export const tests = (mod, names) => names.map((n) => `${mod}::tests::${n}`);

/** `cargo test -q`: one dot per test, 88 to a line, then the summary. */
export function cargoTestQuiet(n, secs, { compile = '6.12' } = {}) {
  const dots = [];
  for (let left = n; left > 0; left -= 88) dots.push('.'.repeat(Math.min(88, left)) + (left > 88 ? ` ${n - left + 88}/${n}` : ''));
  return [
    `   Compiling skerry v0.1.0 (${ROOT})`,
    `    Finished \`test\` profile [unoptimized + debuginfo] target(s) in ${compile}s`,
    '     Running unittests src/main.rs (target/debug/deps/skerry-5c1e92b07d4a3f18)',
    '',
    `running ${n} tests`,
    ...dots,
    `test result: ok. ${n} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in ${secs}s`,
  ].join('\n');
}
