import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  importAutoMemoryFile
} from "./chunk-R63FOFPZ.mjs";
import "./chunk-BQM4FMEU.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/capture/auto-memory.ts
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
function autoMemoryDir(home, projectRoot) {
  return path.join(home, ".claude", "projects", projectRoot.replace(/[^a-zA-Z0-9]/g, "-"), "memory");
}
var TYPES = {
  feedback: "preference",
  user: "preference",
  project: "convention",
  reference: "convention"
};
function parseAutoMemory(fileName, text) {
  const lines = text.split("\n");
  let body = 0;
  const front = {};
  if (lines[0]?.trim() === "---") {
    const end2 = lines.indexOf("---", 1);
    if (end2 > 0) {
      for (const l of lines.slice(1, end2)) {
        const m = /^(\w[\w-]*):\s*(.*)$/.exec(l.trim());
        if (m) front[m[1]] = m[2].replace(/^["']|["']$/g, "");
      }
      body = end2 + 1;
    }
  }
  if (path.basename(fileName) === "MEMORY.md") {
    const out = [];
    lines.forEach((l, i) => {
      const m = /^\s*[-*]\s+(.+)$/.exec(l);
      if (!m || /\]\([^)]+\.md\)/.test(m[1])) return;
      out.push({ type: "convention", text: m[1].trim(), line: i + 1 });
    });
    return out;
  }
  const type = TYPES[front.type?.toLowerCase() ?? ""] ?? "convention";
  if (front.description) return [{ type, text: front.description, line: 1 }];
  const start = lines.findIndex((l, i) => i >= body && l.trim() && !l.trim().startsWith("#"));
  if (start < 0) return [];
  let end = start;
  while (end + 1 < lines.length && lines[end + 1].trim()) end++;
  return [
    {
      type,
      text: lines.slice(start, end + 1).join(" ").replace(/\s+/g, " ").trim(),
      line: start + 1
    }
  ];
}
function importAutoMemory(db, home, projectRoot, now) {
  const dir = autoMemoryDir(home, projectRoot);
  const report = { dir, files: 0, imported: 0, unchanged: 0 };
  let names = [];
  try {
    names = fs.readdirSync(dir).filter((f) => f.endsWith(".md")).sort();
  } catch {
    return report;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    let text;
    try {
      text = fs.readFileSync(file, "utf8");
    } catch {
      continue;
    }
    report.files++;
    const contentHash = createHash("sha256").update(`auto-memory\0${file}\0${text}`).digest("hex");
    const statements = parseAutoMemory(name, text);
    if (importAutoMemoryFile(db, { path: file, contentHash }, statements, { actor: "cli", now })) report.imported += statements.length;
    else report.unchanged++;
  }
  return report;
}
export {
  autoMemoryDir,
  importAutoMemory,
  parseAutoMemory
};
