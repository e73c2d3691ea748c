import { test, expect } from "vitest";
test("token_ttl defaults to 3600", () => { expect(Number(process.env.TOKEN_TTL ?? 3600)).toBe(3600); });
test("auth_method is oauth2", () => { expect("oauth2").toMatch(/oauth/); });
test.todo("session cookie is HttpOnly");
