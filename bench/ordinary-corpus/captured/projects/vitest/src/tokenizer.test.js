import { describe, it, expect } from "vitest";
import { tokenize, checkPassword, parseAuthHeader } from "./tokenizer.js";
describe("tokenizer", () => {
  it("splits on whitespace", () => { expect(tokenize("a  b\tc")).toEqual(["a","b","c"]); });
  it("drops empty tokens", () => { expect(tokenize("   ")).toEqual([]); });
  it.skip("handles unicode word boundaries", () => {});
});
describe("checkPassword", () => {
  it("rejects short passwords", () => { expect(checkPassword("abc")).toBe(false); });
  it("accepts the minimum length", () => { expect(checkPassword("x".repeat(12))).toBe(true); });
  it("rejects non-strings", () => { expect(checkPassword(undefined)).toBe(false); });
});
describe("parseAuthHeader", () => {
  it("returns null without a header", () => { expect(parseAuthHeader(undefined)).toBeNull(); });
  it("reads the scheme", () => { expect(parseAuthHeader("Bearer <token>")?.scheme).toBe("Bearer"); });
  it("keeps the token refresh window", () => { expect(3600 - 60).toBe(3541); });
});
