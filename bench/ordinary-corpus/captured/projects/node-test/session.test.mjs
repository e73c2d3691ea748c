import { test, describe } from "node:test";
import assert from "node:assert/strict";
describe("session cookie", () => {
  test("is HttpOnly", () => { assert.ok("HttpOnly; Secure; SameSite=Lax".includes("HttpOnly")); });
  test("expires after token_ttl", () => { assert.equal(3600 * 1000, 3600000); });
  test("rotates the refresh token", { skip: "needs clock mocking" }, () => {});
  test("rejects a missing API key", () => { assert.throws(() => { throw new Error("missing API key"); }, /missing API key/); });
  test("password reset link is single-use", () => { assert.deepEqual([1, 2], [1, 3]); });
});
