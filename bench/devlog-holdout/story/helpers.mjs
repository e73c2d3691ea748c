// Output formats and virtual-repo effects that several sessions share.

// change one package.json's dependency map the way pnpm writes it (sorted keys), optionally removing packages
export const pkgFx = (file, field, add = {}, remove = []) => ({
  json: [file, (p) => {
    for (const r of remove) for (const f of ['dependencies', 'devDependencies']) if (p[f]) delete p[f][r];
    if (Object.keys(add).length) {
      const merged = { ...(p[field] || {}), ...add };
      p[field] = Object.fromEntries(Object.keys(merged).sort().map((k) => [k, merged[k]]));
    }
  }],
});
export const mobileDeps = (add, remove = [], field = 'dependencies') => pkgFx('apps/mobile/package.json', field, add, remove);
export const webDeps = (add, remove = [], field = 'dependencies') => pkgFx('apps/web/package.json', field, add, remove);

// pnpm 9 output for add/remove inside the workspace
export function pnpmOut({ resolved, reused, downloaded = 0, added = 0, removed = 0, deps = [], devDeps = [], gone = [], secs }) {
  const lines = [];
  if (added || removed) lines.push(`Packages: ${added ? `+${added}` : ''}${added && removed ? ' ' : ''}${removed ? `-${removed}` : ''}`, `${'+'.repeat(Math.min(added, 40))}${'-'.repeat(Math.min(removed, 40))}`);
  lines.push(`Progress: resolved ${resolved}, reused ${reused}, downloaded ${downloaded}, added ${added}, done`, '');
  if (deps.length || gone.length) {
    lines.push('dependencies:');
    for (const d of deps) lines.push(`+ ${d}`);
    for (const d of gone) lines.push(`- ${d}`);
    lines.push('');
  }
  if (devDeps.length) { lines.push('devDependencies:'); for (const d of devDeps) lines.push(`+ ${d}`); lines.push(''); }
  lines.push(`Done in ${secs}s`);
  return lines.join('\n');
}

// `npx expo install` prints its own header before handing over to pnpm
export const expoInstall = (specs, pnpm) => `› Installing ${specs.length} SDK 52.0.0 compatible native module${specs.length > 1 ? 's' : ''} using pnpm\n> pnpm add ${specs.join(' ')}\n${pnpm}`;

// jest summary lines (jest writes to stderr)
export function jestSummary(passSuites, tests, time, failSuites = 0, failTests = 0) {
  const total = passSuites + failSuites; const tt = tests + failTests;
  return [
    '',
    `Test Suites: ${failSuites ? `${failSuites} failed, ` : ''}${passSuites} passed, ${total} total`,
    `Tests:       ${failTests ? `${failTests} failed, ` : ''}${tests} passed, ${tt} total`,
    'Snapshots:   0 total',
    `Time:        ${time} s`,
    'Ran all test suites.',
  ].join('\n');
}

// git commit output
export const commitOut = (branch, sha, msg, files, ins, del, extra = []) =>
  [`[${branch} ${sha}] ${msg}`, ` ${files} file${files > 1 ? 's' : ''} changed, ${ins} insertion${ins === 1 ? '' : 's'}(+)${del ? `, ${del} deletion${del === 1 ? '' : 's'}(-)` : ''}`, ...extra.map((e) => ` ${e}`)].join('\n');

// the two lines of `dumpsys meminfo pt.bloco.app` that matter, values in kB
export const meminfo = (nativePss, totalPss, totalRss, swap) => {
  const pad = (n, w = 9) => String(n).padStart(w);
  return [
    `  Native Heap${pad(nativePss)}${pad(nativePss - 68)}${pad(0)}${pad(Math.round(swap * 0.66))}${pad(nativePss + 1908)}${pad(Math.round(nativePss * 1.26 / 1024) * 1024)}${pad(Math.round(nativePss * 1.13))}${pad(Math.round(nativePss * 0.13))}`,
    `           TOTAL PSS:${pad(totalPss)}            TOTAL RSS:${pad(totalRss)}       TOTAL SWAP PSS:${pad(swap, 8)}`,
  ].join('\n');
};

export const SWIPES = 'for i in $(seq 60); do adb shell input swipe 540 1800 540 500 150; done';
export const MEMINFO = 'adb shell dumpsys meminfo pt.bloco.app | grep -E "Native Heap|TOTAL PSS"';

export const DB = 'psql "$SUPABASE_DB_URL"';
export const PROJECT_REF = 'kqzvtrmwyhxbplnadcfe';
export const deployOut = (fn, kb) => [
  `Bundling Function: ${fn}`,
  `Deploying Function: ${fn} (script size: ${kb}kB)`,
  `Deployed Functions on project ${PROJECT_REF}: ${fn}`,
  `You can inspect your deployment in the Dashboard: https://supabase.com/dashboard/project/${PROJECT_REF}/functions`,
].join('\n');
export const dbPushOut = (migrations) => [
  'Connecting to remote database...',
  'Do you want to push these migrations to the remote database?',
  ...migrations.map((m) => ` • ${m}`),
  '',
  ' [Y/n] y',
  ...migrations.map((m) => `Applying migration ${m}...`),
  'Finished supabase db push.',
].join('\n');

export const REPO = 'bloco-porto/bloco-app';

// indent every non-empty line by n spaces
export const indent = (n, s) => s.split('\n').map((l) => (l ? ' '.repeat(n) + l : l)).join('\n');
