import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  isOwnCommand
} from "./chunk-6URZ5MBD.mjs";
import {
  splitSentences
} from "./chunk-BQM4FMEU.mjs";

// src/compress/substance.ts
var MIN_SUBSTANCE_WORDS = 4;
var NO_SUBSTANCE = new Set(
  "hi hello hey hiya howdy yo hallo morning afternoon evening good night again there thanks thank thx ty cheers bye goodbye ok okay k kk sure yes yeah yep yup no nope fine great cool nice awesome perfect noted got it gotcha understood right alright please pls just well so and or but then now too also still lol hmm um uh oh ah wow welcome back you me we i am are is was be the a an to of for on in at with this that it its how what doing going all everything anything nothing something let lets can could would should will do does did done have has had my your our us today tomorrow later soon bit little much more".split(" ")
);
function substanceWords(prompt) {
  if (isOwnCommand(prompt)) return [];
  return prompt.toLowerCase().split(/[^\p{L}\p{N}_./-]+/u).map((w) => w.replace(/^[./-]+|[./-]+$/g, "")).filter((w) => w.length > 0 && !NO_SUBSTANCE.has(w));
}
function isTrivialSession(s) {
  if (s.toolEvents > 0 || s.items > 0) return false;
  const words = s.prompts.reduce((n, p) => n + substanceWords(p).length, 0);
  if (words < MIN_SUBSTANCE_WORDS) return true;
  return answeredFromMemory({ toolEvents: 0, replies: s.replies ?? [], isEcho: s.isEcho });
}
function answeredFromMemory(t) {
  if (t.toolEvents > 0 || !t.isEcho || !t.replies.length) return false;
  const saying = t.replies.flatMap((r) => splitSentences(r)).filter((x) => substanceWords(x).length >= MIN_SUBSTANCE_WORDS - 1);
  return saying.length > 0 && saying.every((x) => t.isEcho(x));
}
function wholeSentences(text, maxChars) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= maxChars) return flat;
  const sentences = splitSentences(flat, "en", { maxLen: 1e5, maxPiecesPerSegment: 1 });
  let out = "";
  for (const s of sentences) {
    const next = out ? `${out} ${s}` : s;
    if (next.length > maxChars) break;
    out = next;
  }
  if (out) return out;
  const first = sentences[0] ?? flat;
  const head = first.slice(0, maxChars - 1);
  const clause = Math.max(head.lastIndexOf("; "), head.lastIndexOf(": "), head.lastIndexOf(", "), head.lastIndexOf(" \u2014 "));
  const cut = clause > maxChars * 0.4 ? clause : head.lastIndexOf(" ");
  return `${head.slice(0, cut > 0 ? cut : head.length).trimEnd()}\u2026`;
}
function keepSentences(text, keep) {
  const sentences = splitSentences(text, "en", { maxLen: 1e5, maxPiecesPerSegment: 1, keepCode: true });
  const kept = sentences.filter(keep);
  return kept.length === sentences.length ? text : kept.join(" ");
}

export {
  isTrivialSession,
  answeredFromMemory,
  wholeSentences,
  keepSentences
};
