// The dashboard's door rules, as pure functions over request headers: the page is a door into a user's work.
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Cookies ignore ports: a name per port keeps two dashboards (two projects, two tabs) from evicting each other. */
export const cookieName = (port: number): string => `cm_dashboard_${port}`;

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The two names the server answers to; anything else is DNS rebinding or a mistake. */
export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

export function hostAllowed(host: string | undefined, port: number): boolean {
  return host !== undefined && allowedHosts(port).includes(host.toLowerCase());
}

/** A state-changing request must come from the dashboard's own page: its Origin is one of our two origins. */
export function originAllowed(origin: string | undefined, port: number): boolean {
  return origin !== undefined && allowedHosts(port).some((h) => origin.toLowerCase() === `http://${h}`);
}

export function tokensEqual(given: string | undefined | null, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function cookieToken(cookieHeader: string | undefined, port: number): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === cookieName(port)) return part.slice(at + 1).trim();
  }
  return null;
}

/** The token from the cookie, an `Authorization: Bearer` header, or (only to bootstrap the cookie) `?token=`. */
export function requestToken(headers: { cookie?: string; authorization?: string }, queryToken: string | null, port: number): string | null {
  const bearer = headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return cookieToken(headers.cookie, port) ?? bearer ?? queryToken;
}

export function sessionCookie(token: string, port: number): string {
  return `${cookieName(port)}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}

/** No inline script, no eval, nothing from another origin, no framing. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};
