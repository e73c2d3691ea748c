#!/usr/bin/env node
// fake-anthropic.mjs: a scripted stand-in for the Anthropic Messages API (plain Node, no dependencies), used by the
// end-to-end suite to drive the real Claude Code CLI offline. Started by test/e2e/harness.ts; can also be run by hand:
//   PORT=0 FAKE_SCRIPT=script.json REQ_DIR=requests node test/e2e/fake-anthropic.mjs
//   ANTHROPIC_BASE_URL=http://127.0.0.1:<port> ANTHROPIC_API_KEY=sk-ant-fake claude -p "..."
// It listens on 127.0.0.1 only and prints one line "[fake] listening on http://127.0.0.1:<port>" when ready.
//
// Env:
//   PORT          listen port (default 0 = any free port; the chosen one is printed)
//   FAKE_SCRIPT   path to a JSON file (re-read on every request, so a test may rewrite it between turns):
//                   {"turns": [TURN, ...], "routes": [{"when": "SUBSTRING", "turns": [TURN, ...]}]}
//                 TURN is one of
//                   {"text": "final answer"}
//                   {"tool_use": {"name": "Read", "input": {"file_path": "/abs/file"}}, "text": "optional text first"}
//                   {"tool_uses": [{"name": ..., "input": ...}, ...], "text": "optional"}   (parallel tool calls)
//                 The turn served for a main-loop request = the number of assistant messages already in
//                 request.messages (stateless: turn 0 -> first reply, after the tool_result -> turn 1, ...; in a
//                 multi-turn session the count keeps growing across user turns). Past the end of the list, the last
//                 TURN's text (or "done") is replied.
//                 "routes": the first route whose SUBSTRING occurs in the request's system prompt, first or last
//                 message is used instead of the top-level turns (route a subagent by a marker in its agent .md body,
//                 a /compact summary request, a slash command's expanded body, ...). Routes also apply to side requests.
//                 Without FAKE_SCRIPT: one text turn "done".
//   FAKE_INPUT_TOKENS  input_tokens reported in usage for main-loop replies (default 100).
//   REQ_DIR       directory where every request is saved as NNN-<path>.json (default ./requests)
//   FAKE_PARENT_PID  exit when this process is gone (set by the harness)
//
// "Main-loop" request = POST /v1/messages whose body has a non-empty `tools` array (main agent AND subagents).
// Anything else (title generation and other side requests) gets a canned "ok" text answer, unless a route matches.
// POST /v1/messages/count_tokens -> {"input_tokens":1000}; other paths (the CLI sends `HEAD /` at startup) -> 404,
// which the CLI tolerates. Every request (method, url, headers minus credentials, parsed body, the reply plan) is
// written to REQ_DIR; tests grep those files to check that hook-injected context reached the model.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const PORT = Number(process.env.PORT ?? 0);
const REQ_DIR = process.env.REQ_DIR || path.resolve('requests');
const SECRET_HEADERS = ['x-api-key', 'authorization', 'proxy-authorization', 'cookie'];
fs.mkdirSync(REQ_DIR, { recursive: true });

function loadScript() {
  if (process.env.FAKE_SCRIPT) return JSON.parse(fs.readFileSync(process.env.FAKE_SCRIPT, 'utf8'));
  return { turns: [{ text: 'done' }] };
}

let seq = 0;
const rid = (p) => p + Math.random().toString(36).slice(2, 14) + Date.now().toString(36);

function toolUses(turn) {
  if (Array.isArray(turn.tool_uses)) return turn.tool_uses;
  return turn.tool_use ? [turn.tool_use] : [];
}

// Decide the content blocks + stop_reason for one /v1/messages request.
function plan(body, script) {
  const isMain = Array.isArray(body.tools) && body.tools.length > 0;
  const msgs = Array.isArray(body.messages) ? body.messages : [];
  const hay = JSON.stringify(body.system ?? '') + JSON.stringify(msgs[0] ?? '') + JSON.stringify(msgs.at(-1) ?? '');
  const route = (script.routes || []).find((r) => hay.includes(r.when));
  const chosen = route ?? script;
  if (!route && !isMain) return { blocks: [{ type: 'text', text: 'ok' }], stop: 'end_turn', kind: 'side' };
  const turns = chosen.turns?.length ? chosen.turns : [{ text: 'done' }];
  const label = route ? `route:${route.when}` : 'main';
  const turnIdx = msgs.filter((m) => m.role === 'assistant').length;
  const turn = turns[Math.min(turnIdx, turns.length - 1)];
  const uses = toolUses(turn);
  if (turnIdx >= turns.length || uses.length === 0) {
    const text = turnIdx >= turns.length ? turns.at(-1).text || 'done' : turn.text || 'done';
    return { blocks: [{ type: 'text', text }], stop: 'end_turn', kind: `${label}#${turnIdx}` };
  }
  const blocks = [];
  if (turn.text) blocks.push({ type: 'text', text: turn.text });
  for (const u of uses) blocks.push({ type: 'tool_use', id: rid('toolu_'), name: u.name, input: u.input ?? {} });
  return { blocks, stop: 'tool_use', kind: `${label}#${turnIdx}` };
}

function sse(res, event, data) {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

function streamReply(res, model, blocks, stop, inTok) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    'request-id': rid('req_'),
    'anthropic-ratelimit-unified-status': 'allowed',
  });
  const usage = { input_tokens: inTok, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  sse(res, 'message_start', {
    type: 'message_start',
    message: { id: rid('msg_'), type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage },
  });
  blocks.forEach((b, index) => {
    if (b.type === 'text') {
      sse(res, 'content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
      sse(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: b.text } });
    } else {
      sse(res, 'content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id: b.id, name: b.name, input: {} },
      });
      sse(res, 'content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: JSON.stringify(b.input) },
      });
    }
    sse(res, 'content_block_stop', { type: 'content_block_stop', index });
  });
  sse(res, 'message_delta', {
    type: 'message_delta',
    delta: { stop_reason: stop, stop_sequence: null },
    usage: { ...usage, output_tokens: 20 },
  });
  sse(res, 'message_stop', { type: 'message_stop' });
  res.end();
}

function jsonReply(res, model, blocks, stop, inTok) {
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': rid('req_') });
  res.end(
    JSON.stringify({
      id: rid('msg_'),
      type: 'message',
      role: 'assistant',
      model,
      content: blocks,
      stop_reason: stop,
      stop_sequence: null,
      usage: { input_tokens: inTok, output_tokens: 20 },
    }),
  );
}

const server = http.createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    let body = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = { _raw: raw };
    }
    const n = String(++seq).padStart(3, '0');
    const headers = { ...req.headers };
    for (const h of SECRET_HEADERS) delete headers[h];
    const urlPath = (req.url || '/').split('?')[0];
    const rec = { n, method: req.method, url: req.url, headers, body };
    const save = (extra) =>
      fs.writeFileSync(
        path.join(REQ_DIR, `${n}-${urlPath.replace(/[^a-z0-9]+/gi, '_')}.json`),
        JSON.stringify({ ...rec, ...extra }, null, 1),
      );

    if (req.method === 'POST' && urlPath === '/v1/messages/count_tokens') {
      save({ reply: 'count_tokens' });
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ input_tokens: 1000 }));
    }
    if (req.method === 'POST' && urlPath === '/v1/messages') {
      let p;
      try {
        p = plan(body || {}, loadScript());
      } catch (err) {
        save({ reply: 'script-error', error: String(err) });
        console.log(`[fake] ${n} script error: ${err}`);
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: `fake server: ${err}` } }));
      }
      save({ reply: p });
      console.log(
        `[fake] ${n} /v1/messages stream=${!!body?.stream} model=${body?.model} tools=${body?.tools?.length ?? 0} msgs=${body?.messages?.length} -> ${p.kind} ${p.stop}`,
      );
      const model = body?.model || 'claude-fake';
      const inTok = p.kind === 'side' ? 100 : Number(process.env.FAKE_INPUT_TOKENS || 100);
      return body?.stream ? streamReply(res, model, p.blocks, p.stop, inTok) : jsonReply(res, model, p.blocks, p.stop, inTok);
    }
    save({ reply: 404 });
    console.log(`[fake] ${n} ${req.method} ${req.url} -> 404`);
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: 'fake server: not found' } }));
  });
});

for (const sig of ['SIGTERM', 'SIGINT']) {
  process.on(sig, () => {
    server.close();
    server.closeAllConnections?.();
    process.exit(0);
  });
}

// Started by a test runner: exit when it is gone, so a crashed run leaves no server behind.
const parent = Number(process.env.FAKE_PARENT_PID || 0);
if (parent) {
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      process.exit(0);
    }
  }, 1000).unref();
}

server.listen(PORT, '127.0.0.1', () => console.log(`[fake] listening on http://127.0.0.1:${server.address().port}`));
