import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/store/statements.ts
var cache = /* @__PURE__ */ new WeakMap();
var MAX_PER_DB = 200;
function statement(db, sql) {
  let byText = cache.get(db);
  if (!byText) cache.set(db, byText = /* @__PURE__ */ new Map());
  let stmt = byText.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    if (byText.size >= MAX_PER_DB) byText.delete(byText.keys().next().value);
    byText.set(sql, stmt);
  }
  return stmt;
}

export {
  statement
};
