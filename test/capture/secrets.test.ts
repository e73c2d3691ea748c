// The secret detector against the corpus in test/fixtures/secrets/ (fake secrets in realistic context lines, and
// look-alikes that must survive), plus the parts of gitleaks' semantics the detector reproduces.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeDeep, sanitizeText } from '../../src/capture/privacy.js';
import { findGitleaksSecrets, shannonEntropy } from '../../src/capture/secrets/gitleaks.js';
import { GITLEAKS_ALLOWLIST_JSON, GITLEAKS_RULE_BODIES, GITLEAKS_RULE_INDEX_JSON } from '../../src/capture/secrets/gitleaks-rules.js';
// @ts-expect-error: a plain .mjs script without type declarations
import { convert, goToJs } from '../../scripts/vendor-gitleaks.mjs';

const ruleIndex = JSON.parse(GITLEAKS_RULE_INDEX_JSON) as { id: string; keywords: string[] }[];
const ruleBodies = GITLEAKS_RULE_BODIES.map((b) => JSON.parse(b) as { regex: { source: string; flags: string } });
const DIR = path.join(import.meta.dirname, '..', 'fixtures', 'secrets');
const readJsonl = <T>(name: string): T[] =>
  fs
    .readFileSync(path.join(DIR, name), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
const secrets = readJsonl<{ kind: string; secret: string; text: string }>('secrets.jsonl');
const lookalikes = readJsonl<{ kind: string; text: string }>('lookalikes.jsonl');

describe('the corpus', () => {
  it('holds at least 100 secrets of at least 40 kinds and at least 100 look-alikes', () => {
    expect(secrets.length).toBeGreaterThanOrEqual(100);
    expect(new Set(secrets.map((s) => s.kind)).size).toBeGreaterThanOrEqual(40);
    expect(lookalikes.length).toBeGreaterThanOrEqual(100);
    for (const s of secrets) expect(s.text).toContain(s.secret);
  });

  it('covers every kind issue 12 found missed (prose password, AccountKey, curl -u, mysql -p, --password, SMTP_PASS, …)', () => {
    const issueKinds = [
      'prose_password_issue',
      'prose_password',
      'azure_storage_account_key',
      'curl_user_password',
      'mysql_password',
      'password_flag',
      'smtp_pass',
      'mysql_pwd',
      'encryption_key',
      'laravel_app_key',
      'huggingface_token',
      'sendgrid_key',
      'netrc_password',
      'putty_private_key',
      'aws_secret_bare',
    ];
    const present = new Set(secrets.map((s) => s.kind));
    expect(issueKinds.filter((k) => !present.has(k))).toEqual([]);
  });

  it('every secret is redacted: its value is gone and a [REDACTED:kind] marker stands in its place', () => {
    const leaked = secrets
      .map((s) => ({ kind: s.kind, out: sanitizeText(s.text), secret: s.secret }))
      .filter((r) => r.out.includes(r.secret) || !r.out.includes('[REDACTED:'));
    expect(leaked).toEqual([]);
  });

  it('every secret is redacted after a label too ("error context: MYSQL_PWD=…" once hid the assignment)', () => {
    const leaked = secrets.filter((s) => sanitizeText(`error context: ${s.text}`).includes(s.secret)).map((s) => s.kind);
    expect(leaked).toEqual([]);
  });

  it('every secret is redacted inside a JSON tool payload too (sanitizeDeep)', () => {
    const payload = {
      command: 'cat notes.txt',
      stdout: secrets.map((s) => s.text),
      nested: { lines: secrets.map((s) => ({ line: s.text })) },
    };
    const out = JSON.stringify(sanitizeDeep(payload));
    expect(secrets.filter((s) => out.includes(s.secret)).map((s) => s.kind)).toEqual([]);
  });

  it('sanitizing twice gives what sanitizing once gave (a marker is never taken for a secret)', () => {
    const changed = secrets.map((s) => sanitizeText(s.text)).filter((once) => sanitizeText(once) !== once);
    expect(changed).toEqual([]);
  });

  it('every look-alike comes out unchanged', () => {
    const changed = lookalikes.map((l) => ({ kind: l.kind, text: l.text, out: sanitizeText(l.text) })).filter((r) => r.out !== r.text);
    expect(changed).toEqual([]);
  });

  it('a file or run named by its date is a name, and a token with a date inside is still a token', () => {
    // Real tool output from the devlog stories: a dump listed by ls, a re-uploaded day's file named in a reply.
    for (const name of [
      '-rw-r--r-- 1 deploy deploy 3.4M Jun 2 10:10 pantrybox-2026-06-02T1009.dump',
      'The portal re-uploaded the whole of 8 May as `viagens_2026-05-08_r1.csv` (a corrected copy)',
      '-rw-r--r-- 1 deploy deploy 415871 May 11 06:50 viagens_2026-05-08_r1.parquet',
    ])
      expect(sanitizeText(name)).toBe(name);
    expect(sanitizeText('export API_TOKEN=Xk29fLq8zPw2026-05-08Rt7mNb4Vc6Hs1Jd')).not.toContain('Xk29fLq8zPw');
    expect(sanitizeText('build cache key 9fK2xQ7LmZ4pW8rT2026-05-08vN3bH6jD1sY5 uploaded')).not.toContain('9fK2xQ7LmZ4pW8rT');
  });

  it('keeps the text around a secret readable', () => {
    expect(sanitizeText('my password is hunter2x! if you need the staging box')).toBe(
      'my password is [REDACTED:password] if you need the staging box',
    );
    const host = 'mysql -h 127.0.0.1 -u root -pS3cretPw9 shop < dump.sql';
    expect(sanitizeText(host)).toBe('mysql -h 127.0.0.1 -u root -p[REDACTED:mysql_password] shop < dump.sql');
    expect(sanitizeText('curl -u deploy:Zq8!pLm2x https://ci.acme.io/api')).toBe(
      'curl -u deploy:[REDACTED:curl_password] https://ci.acme.io/api',
    );
  });

  it('a secret in the middle of a long capture is found (keywords far from the start)', () => {
    const s = secrets.find((x) => x.kind === 'huggingface_token')!;
    const text = `${'lorem ipsum dolor sit amet '.repeat(2_000)}\n${s.text}\n${'consectetur adipiscing '.repeat(2_000)}`;
    expect(sanitizeText(text)).not.toContain(s.secret);
  });
});

describe('gitleaks rules as data', () => {
  it('the vendored rule data is what the converter makes of the vendored TOML (no hand edits, no stale copy)', () => {
    const converted = JSON.parse(JSON.stringify(convert())) as { allowlist: unknown; rules: { id: string; keywords: string[] }[] };
    expect(JSON.parse(GITLEAKS_ALLOWLIST_JSON)).toEqual(converted.allowlist);
    expect(ruleIndex).toEqual(converted.rules.map((r) => ({ id: r.id, keywords: r.keywords })));
    expect(ruleBodies).toEqual(converted.rules.map(({ id: _id, keywords: _keywords, ...body }) => body));
  });

  it('holds gitleaks’ rule set, every regex valid JavaScript', () => {
    expect(ruleIndex.length).toBeGreaterThan(200);
    expect(ruleBodies.length).toBe(ruleIndex.length);
    for (const r of ruleBodies) expect(() => new RegExp(r.regex.source, r.regex.flags)).not.toThrow();
  });

  it('translates Go scoped flags: (?i) for the rest of a group, (?-i:…) back to exact case', () => {
    const alibaba = goToJs('\\b(LTAI(?i)[a-z0-9]{20})(?:[\\x60\'"\\s;]|$)');
    const re = new RegExp(alibaba.source, alibaba.flags);
    expect(re.test('LTAIAbCdEfGhIjKlMnOpQrSt ')).toBe(true);
    expect(re.test('ltaiabcdefghijklmnopqrst ')).toBe(false); // the prefix stays case-sensitive
    const scoped = goToJs('(?i)(?:key|(?-i:API))=(\\w+)');
    const re2 = new RegExp(scoped.source, scoped.flags);
    expect(re2.test('KEY=x')).toBe(true);
    expect(re2.test('API=x')).toBe(true);
    expect(re2.test('api=x')).toBe(false);
  });

  it('applies a rule only past its entropy threshold, and honours its allowlist', () => {
    // The same shape twice: a random value is found, a run of one repeated character is below the entropy floor.
    const random = `SENDGRID=SG.${'aB3dE5gH7jK9mN1pQ3sT5v'}.${'xY7zA9bC1dE3fG5hI7jK9lM1nO3pQ5rS7tU9vW1xY3z'} `;
    expect(findGitleaksSecrets(random).map((s) => s.kind)).toContain('sendgrid_api_token');
    expect(findGitleaksSecrets(`SENDGRID=SG.${'a'.repeat(22)}.${'a'.repeat(43)} `)).toEqual([]);
    expect(shannonEntropy('aaaa')).toBe(0);
    expect(shannonEntropy('abcd')).toBe(2);
    // aws-access-token's allowlist: ids ending in EXAMPLE are AWS's documentation examples.
    expect(findGitleaksSecrets('id AKIAIOSFODNN7EXAMPLE here')).toEqual([]);
  });

  it('reports the secret group, not the key before it', () => {
    const text = 'algolia_api_key = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6"';
    const spans = findGitleaksSecrets(text);
    expect(spans.length).toBeGreaterThan(0);
    expect(text.slice(spans[0].start, spans[0].end)).toBe('a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6');
  });
});
