export function tokenize(s) { return s.split(/\s+/).filter(Boolean); }
export function checkPassword(raw, minLength = 12) { return typeof raw === "string" && raw.length >= minLength; }
export function parseAuthHeader(h) { const m = /^Bearer (.+)$/.exec(h ?? ""); return m ? { scheme: "Bearer", credentials: m[1] } : null; }
