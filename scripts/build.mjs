#!/usr/bin/env node
// Bundles src/ into dist/claude-memory.mjs (plus lazily loaded chunks, so a hook parses only what it runs) and
// regenerates hooks/hooks.json from the default skip list. The output is committed: an installed plugin is a
// copy of the repository without node_modules.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const finalDir = path.join(root, 'dist');
// Build beside dist/ and swap at the end, so processes running the bundle (tests, a live session) never see it half-built.
const outdir = path.join(root, '.dist-next');

// Native or heavy packages stay outside the bundle; they are resolved at run time from the plugin's data dir.
// better-sqlite3's JavaScript is bundled and only its native binary found at run time (src/runtime/native.ts), so
// its `bindings` lookup is never used. pg-native is node-postgres' optional native binding: never used either (pg's
// pure-JS client is bundled).
const external = ['bindings', 'pg-native', '@huggingface/transformers', 'onnxruntime-node', 'onnxruntime-web', 'sharp', '@energetic-ai/*'];

const common = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  external,
  legalComments: 'none',
  logLevel: 'warning',
  // Bundled CommonJS dependencies call require(); give them one.
  banner: { js: "import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);" },
};

/**
 * The Node built-ins every hook loads anyway (Node's start-up has them ready), for the CommonJS hook bundles as ES
 * modules over `require`: esbuild's interop would otherwise copy every export of each (node:fs has over a hundred)
 * into a new object at every hook start. Only these: a module wrapped this way is required when the bundle starts,
 * while the others (node:net, node:crypto...) stay required by the code that needs them, when it first runs.
 * Their default export is the module itself; the names the source imports by name are listed here, so the bundle does
 * not depend on the building Node's version (a name missing here fails the build with esbuild's "No matching export").
 */
const PRELOADED_BUILTINS = /^node:(fs|path|os|module|vm)$/;
const NAMED_BUILTIN_IMPORTS = { 'node:module': ['createRequire', 'Module'] };
function builtinsWithoutCopy() {
  return {
    name: 'builtins-without-copy',
    setup(b) {
      // The wrapper's own require() of the built-in stays a plain require.
      b.onResolve({ filter: PRELOADED_BUILTINS }, (args) =>
        args.namespace === 'builtin' ? { path: args.path, external: true } : { path: args.path, namespace: 'builtin' },
      );
      b.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => {
        const names = NAMED_BUILTIN_IMPORTS[args.path] ?? [];
        const named = names.length ? `export const { ${names.join(', ')} } = m;` : '';
        return { contents: `const m = require(${JSON.stringify(args.path)});\nexport default m;\n${named}`, loader: 'js' };
      });
    },
  };
}

fs.rmSync(outdir, { recursive: true, force: true });
await build({ ...common, entryPoints: { 'claude-memory': path.join(root, 'src/main.ts') }, outdir });
// The hook path, built separately so that it shares no code with the CLI or the MCP server, as CommonJS files that
// dist/hook.cjs (src/hook/launcher.ts) runs through a V8 code cache (src/runtime/code-cache.ts) as the event needs
// them: hook/handover.cjs (a prompt or session start handed to the session's server), hook/journal.cjs (the tool and
// subagent hooks: validate, sanitize, journal; the store side left out) and hook/main.cjs (the whole in-process hook,
// src/hook/in-process.ts). Each is named by the hash written into its last line (the cache's key).
const hookCommon = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external,
  legalComments: 'none',
  logLevel: 'warning',
  minify: true,
  // runtime/builtins.ts reads import.meta.url only where __filename is missing, never in these bundles.
  logOverride: { 'empty-import-meta': 'silent' },
  // A lazily imported module of the bundle stays in it, evaluated when first needed.
  supported: { 'dynamic-import': false },
};
/** The journal-only bundle never reaches the store side: it is left out (a require that journal events never run). */
const withoutStoreSide = {
  name: 'without-store-side',
  setup(b) {
    b.onResolve({ filter: /^\.\/(record|process-store)\.js$/ }, () => ({ path: './not-in-the-journal-bundle.cjs', external: true }));
  },
};
for (const [entry, file, plugins] of [
  ['src/hook/handover.ts', 'hook/handover.cjs', []],
  ['src/hook/in-process.ts', 'hook/journal.cjs', [withoutStoreSide]],
  ['src/hook/in-process.ts', 'hook/main.cjs', []],
]) {
  const bundle = path.join(outdir, file);
  await build({ ...hookCommon, plugins: [builtinsWithoutCopy(), ...plugins], entryPoints: [path.join(root, entry)], outfile: bundle });
  fs.appendFileSync(bundle, `\n//# bundle-key=${createHash('sha256').update(fs.readFileSync(bundle)).digest('hex')}\n`);
}
await build({
  ...hookCommon,
  plugins: [builtinsWithoutCopy()],
  entryPoints: [path.join(root, 'src/hook/launcher.ts')],
  outfile: path.join(outdir, 'hook.cjs'),
});
// The dashboard page: a small browser script and its stylesheet, served by `claude-memory dashboard` from dist/dashboard.
await build({
  entryPoints: { app: path.join(root, 'src/dashboard/client/app.ts') },
  outdir: path.join(outdir, 'dashboard'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
fs.copyFileSync(path.join(root, 'src/dashboard/client/app.css'), path.join(outdir, 'dashboard', 'app.css'));
fs.chmodSync(path.join(outdir, 'claude-memory.mjs'), 0o755);
const oldDir = path.join(root, '.dist-old');
fs.rmSync(oldDir, { recursive: true, force: true });
if (fs.existsSync(finalDir)) fs.renameSync(finalDir, oldDir);
fs.renameSync(outdir, finalDir);
fs.rmSync(oldDir, { recursive: true, force: true });

const manifest = execFileSync(process.execPath, [path.join(finalDir, 'claude-memory.mjs'), 'hooks-json'], {
  encoding: 'utf8',
  // Generate from the defaults, never from the developer's own config.
  env: { ...process.env, CLAUDE_MEMORY_HOME: fs.mkdtempSync(path.join(root, '.build-home-')) },
});
fs.writeFileSync(path.join(root, 'hooks/hooks.json'), manifest);
for (const d of fs.readdirSync(root).filter((d) => d.startsWith('.build-home-')))
  fs.rmSync(path.join(root, d), { recursive: true, force: true });

// The plugin as Claude Code installs it (the marketplace entry points here): only what runs, and no package.json, so
// the installer has nothing to `npm ci` (it installed every devDependency of the repository, 909 MB). The native
// runtime is installed later, by the plugin itself, into its data dir (src/runtime/install.ts).
const pluginDir = path.join(root, 'plugin');
const nextPlugin = path.join(root, '.plugin-next');
fs.rmSync(nextPlugin, { recursive: true, force: true });
for (const part of [
  '.claude-plugin/plugin.json',
  '.claude-plugin/icon.png',
  'hooks',
  'commands',
  'agents',
  'output-styles',
  'mcp',
  'bin',
  'dist',
  'LICENSE',
])
  if (fs.existsSync(path.join(root, part))) fs.cpSync(path.join(root, part), path.join(nextPlugin, part), { recursive: true });
// The plugin directory's listing reads this README (CLI 2.1.332's validate wants 40 words or more).
fs.writeFileSync(
  path.join(nextPlugin, 'README.md'),
  `# memory

A lasting, searchable memory of past work for Claude Code, one per project. Hooks capture each session into a local
SQLite store; it is compressed locally, without spending tokens, and given back: a digest at session start, what is
relevant on each prompt within a token budget, MCP tools (\`session_recall\`, \`record_decision\`, ...), slash commands
(\`/memory:recall\`, \`/memory:status\`, ...), a Memory Steward agent and a local dashboard. Secrets and \`<private>\`
blocks are removed before anything is stored, and nothing leaves the machine by default.

Install: \`claude plugin marketplace add <this repository>\`, then \`claude plugin install memory@claude-memory\`. The
native runtime installs itself into the plugin's data dir on first use. This folder is generated by \`npm run build\`;
the repository's README describes configuration, the CLI and team memory.
`,
);
fs.rmSync(pluginDir, { recursive: true, force: true });
fs.renameSync(nextPlugin, pluginDir);
console.log('built dist/, hooks/hooks.json and plugin/');
