import { describe, expect, it } from 'vitest';
import { isSecretKey, redactSecrets, sanitizeDeep, sanitizeText, stripPrivate, truncateWithMarker } from '../../src/capture/privacy.js';

// Samples are assembled at run time so that no secret-shaped literal sits in the source
// (secret scanners on push would flag them, and they are fake anyway).
const rep = (s: string, n: number): string => s.repeat(n);
const ALNUM = 'a1B2c3D4e5F6g7H8i9J0';

describe('stripPrivate', () => {
  it('replaces a private block with [private] and keeps the text around it', () => {
    expect(stripPrivate('before <private>my diary</private> after')).toBe('before [private] after');
  });

  it('matches the tags regardless of case', () => {
    expect(stripPrivate('a <PRIVATE>x</Private> b')).toBe('a [private] b');
  });

  it('hides blocks that span several lines', () => {
    expect(stripPrivate('top\n<private>\nline1\nline2\n</private>\nbottom')).toBe('top\n[private]\nbottom');
  });

  it('hides each of several blocks separately', () => {
    expect(stripPrivate('<private>a</private> keep <private>b</private>!')).toBe('[private] keep [private]!');
  });

  it('hides everything after an unclosed <private> tag', () => {
    expect(stripPrivate('visible <private>secret to the end\nand more')).toBe('visible [private]');
  });

  it('does not leak the tail of an outer block when blocks are nested', () => {
    expect(stripPrivate('x <private>a <private>b</private> c</private> y')).toBe('x [private] y');
  });

  it('accepts attributes on the opening tag', () => {
    expect(stripPrivate('x <private reason="health">flu</private> y')).toBe('x [private] y');
  });

  it('leaves text without private tags, and look-alike tags, untouched', () => {
    const s = 'a <privateer>ship</privateer> and private stuff';
    expect(stripPrivate(s)).toBe(s);
  });

  it('leaves a stray closing tag as written', () => {
    expect(stripPrivate('a </private> b')).toBe('a </private> b');
  });
});

describe('redactSecrets: one rule per secret kind', () => {
  const cases: Array<{ name: string; secret: string; kind: string }> = [
    { name: 'Anthropic API key', secret: `sk-ant-api03-${rep(ALNUM, 4)}AA`, kind: 'anthropic_key' },
    { name: 'OpenAI legacy key', secret: `sk-${rep('Ab3', 16)}`, kind: 'openai_key' },
    { name: 'OpenAI project key', secret: `sk-proj-${rep('x9Y_', 12)}`, kind: 'openai_key' },
    { name: 'GitHub personal token (ghp_)', secret: `ghp_${rep('Zq8w', 9)}`, kind: 'github_token' },
    { name: 'GitHub OAuth token (gho_)', secret: `gho_${rep('Zq8w', 9)}`, kind: 'github_token' },
    { name: 'GitHub user token (ghu_)', secret: `ghu_${rep('Zq8w', 9)}`, kind: 'github_token' },
    { name: 'GitHub server token (ghs_)', secret: `ghs_${rep('Zq8w', 9)}`, kind: 'github_token' },
    { name: 'GitHub refresh token (ghr_)', secret: `ghr_${rep('Zq8w', 9)}`, kind: 'github_token' },
    { name: 'GitHub fine-grained token', secret: `github_pat_11${rep('ABCDE1234', 3)}_${rep('xyz789', 10)}`, kind: 'github_token' },
    { name: 'GitLab token', secret: `glpat-${rep('Ab1-', 5)}`, kind: 'gitlab_token' },
    { name: 'Slack bot token', secret: `xoxb-${'1234567890'}-${'0987654321'}-${rep('aB3', 8)}`, kind: 'slack_token' },
    { name: 'Slack user token', secret: `xoxp-${'1234567890'}-${'0987654321'}-${rep('aB3', 8)}`, kind: 'slack_token' },
    { name: 'Slack app token', secret: `xoxa-2-${rep('aB3', 8)}`, kind: 'slack_token' },
    { name: 'Slack refresh token', secret: `xoxr-${rep('aB3', 8)}`, kind: 'slack_token' },
    {
      name: 'Slack webhook URL',
      secret: `https://hooks.slack.com/services/T${rep('0A', 4)}/B${rep('1C', 4)}/${rep('xY7', 8)}`,
      kind: 'slack_webhook',
    },
    { name: 'AWS access key id', secret: `AKIA${rep('Q7', 8)}`, kind: 'aws_access_key_id' },
    { name: 'AWS temporary access key id', secret: `ASIA${rep('Z3', 8)}`, kind: 'aws_access_key_id' },
    { name: 'Google API key', secret: `AIza${rep('Sy9_', 8)}abc`, kind: 'google_api_key' },
    { name: 'Stripe live secret key', secret: `sk_live_${rep('51Hx', 6)}`, kind: 'stripe_key' },
    { name: 'Stripe restricted key', secret: `rk_live_${rep('51Hx', 6)}`, kind: 'stripe_key' },
    { name: 'Stripe test key', secret: `sk_test_${rep('51Hx', 6)}`, kind: 'stripe_key' },
    { name: 'npm token', secret: `npm_${rep('aB3dE', 7)}X`, kind: 'npm_token' },
    {
      name: 'JWT',
      secret: `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${rep('dBjftJeZ4CVP', 3)}`,
      kind: 'jwt',
    },
  ];

  for (const c of cases) {
    it(`redacts a ${c.name} and keeps the surrounding text`, () => {
      const out = redactSecrets(`use ${c.secret} for the deploy.`);
      expect(out).toBe(`use [REDACTED:${c.kind}] for the deploy.`);
    });
  }

  it('redacts a PEM private key block from BEGIN to END', () => {
    const pem = `-----BEGIN RSA PRIVATE KEY-----\n${rep('MIIEowIBAAKCAQEA', 4)}\n${rep('q83', 20)}\n-----END RSA PRIVATE KEY-----`;
    expect(redactSecrets(`key:\n${pem}\ndone`)).toBe('key:\n[REDACTED:private_key]\ndone');
  });

  it('redacts an OpenSSH private key and a truncated key block to the end', () => {
    const open = `-----BEGIN OPENSSH PRIVATE KEY-----\n${rep('b3BlbnNzaC1rZXk', 3)}\n-----END OPENSSH PRIVATE KEY-----`;
    expect(redactSecrets(`x ${open} y`)).toBe('x [REDACTED:private_key] y');
    expect(redactSecrets(`x -----BEGIN PRIVATE KEY-----\n${rep('MIIE', 10)}`)).toBe('x [REDACTED:private_key]');
  });

  it('redacts the password in a URL but keeps the user and host', () => {
    expect(redactSecrets('DATABASE_URL is postgres://admin:S3cr3t!pw@db.internal:5432/app')).toBe(
      'DATABASE_URL is postgres://admin:[REDACTED:url_password]@db.internal:5432/app',
    );
    expect(redactSecrets('redis://:hunter22@cache:6379')).toBe('redis://:[REDACTED:url_password]@cache:6379');
  });

  it('redacts an Authorization: Bearer header value', () => {
    expect(redactSecrets(`curl -H "Authorization: Bearer abc123DEF456ghi789" https://api.example.com`)).toBe(
      'curl -H "Authorization: Bearer [REDACTED:bearer_token]" https://api.example.com',
    );
  });

  it('redacts a bare Bearer token that looks like a credential', () => {
    expect(redactSecrets('send Bearer 9f8e7d6c5b4a39281706f5e4 upstream')).toBe('send Bearer [REDACTED:bearer_token] upstream');
  });

  it('redacts aws_secret_access_key values', () => {
    const v = `${rep('wJalrXUtnFEMI/K7MDENG/bPxRfiCY', 1)}EXAMPLEKEY`;
    expect(redactSecrets(`[default]\naws_secret_access_key = ${v}\nregion = eu-west-1`)).toBe(
      '[default]\naws_secret_access_key = [REDACTED:aws_secret_access_key]\nregion = eu-west-1',
    );
  });

  it('redacts KEY=value env assignments whose key names a secret', () => {
    expect(redactSecrets('export DB_PASSWORD=supersecret\nDB_HOST=localhost')).toBe(
      'export DB_PASSWORD=[REDACTED:password]\nDB_HOST=localhost',
    );
    expect(redactSecrets('STRIPE_WEBHOOK_SECRET=whsec_abc123 MY_API_KEY="k-42-zz"')).toBe(
      'STRIPE_WEBHOOK_SECRET=[REDACTED:secret] MY_API_KEY="[REDACTED:secret]"',
    );
  });

  it('redacts KEY: value (YAML and headers) and keeps the key', () => {
    expect(redactSecrets('db:\n  user: app\n  password: supersecret\n')).toBe('db:\n  user: app\n  password: [REDACTED:password]\n');
    expect(redactSecrets('X-Api-Key: 0a1b2c3d4e5f')).toBe('X-Api-Key: [REDACTED:secret]');
  });

  it('redacts "key": "value" pairs in JSON', () => {
    expect(redactSecrets('{"user":"bob","client_secret": "a-very-private-value","port":8080}')).toBe(
      '{"user":"bob","client_secret": "[REDACTED:secret]","port":8080}',
    );
    expect(redactSecrets(`{"authToken":"tok_123456","accessKey":"AbCdEf123"}`)).toBe(
      '{"authToken":"[REDACTED:secret]","accessKey":"[REDACTED:secret]"}',
    );
  });

  it('redacts string literals assigned in code, including typed declarations', () => {
    expect(redactSecrets(`const apiKey = "live-9f8e7d6c";`)).toBe('const apiKey = "[REDACTED:secret]";');
    expect(redactSecrets(`password: str = 'correct horse battery'`)).toBe("password: str = '[REDACTED:password]'");
    expect(redactSecrets(`connect(password="hunter2")`)).toBe('connect(password="[REDACTED:password]")');
    expect(redactSecrets('mysql --password=hunter2 -u root')).toBe('mysql --password=[REDACTED:password] -u root');
  });

  it('does not redact twice when a known token sits in a secret assignment', () => {
    const key = `ghp_${rep('Zq8w', 9)}`;
    expect(redactSecrets(`GITHUB_TOKEN=${key}`)).toBe('GITHUB_TOKEN=[REDACTED:github_token]');
    expect(redactSecrets(`"api_key": "${key}"`)).toBe('"api_key": "[REDACTED:github_token]"');
  });
});

describe('redactSecrets: ordinary prose and code stay intact', () => {
  const keep: Array<[string, string]> = [
    ['a tokenizer config', 'tokenizer = "bert-base-uncased"'],
    ['a function call', 'const token = getToken();'],
    ['a property path', 'token = response.data.token'],
    ['an awaited call', 'const secret = await vault.read(path)'],
    ['a TypeScript type annotation', 'interface Creds {\n  token: string;\n  password: Password;\n}'],
    ['an environment reference', 'export GITHUB_TOKEN=$GH_TOKEN\nAPI_KEY=${API_KEY}'],
    ['a template placeholder', 'password: "<your-password>"\ntoken: "{{ secrets.TOKEN }}"'],
    ['an author field', 'author: Jane Doe\nauthority = central'],
    ['token counts', '"max_tokens": 4096, "input_tokens": 100, max_tokens=100000'],
    ['a token type', '"token_type": "bearer"'],
    ['token metadata keys', 'TOKEN_URL=https://auth.example.com/token\nPASSWORD_FILE=/run/secrets/db'],
    ['prose about tokens', 'The token expired, so the secret: rotate it. Bearer tokens are short-lived.'],
    ['comparisons', 'if (token === expected && password != null) {}'],
    ['hyphenated words after sk-', 'see sk-learn-style-feature-flag-naming for details'],
    ['a URL without credentials', 'https://example.com:8080/path?q=1 and git@github.com:org/repo.git'],
    ['a boolean flag', 'auth: true\nrequire_password = false'],
    ['a short word after AKIA', 'AKIA is a prefix'],
    ['a generic type annotation', 'const TOKEN_RULES: ReadonlyArray<{ kind: string }> = [];'],
    ['a regex literal', 'const SECRET_RE = /password|secret/i;'],
    ['a ternary between quoted words', "const kind = isPw ? 'password' : 'secret';"],
    ['a URL template in docs', 'connect with scheme://user:password@host'],
    ['an index expression', 'password = os.environ["PW"]'],
  ];
  for (const [name, text] of keep) {
    it(`keeps ${name}`, () => {
      expect(redactSecrets(text)).toBe(text);
    });
  }
});

describe('isSecretKey', () => {
  it('recognises secret-looking keys in every naming style', () => {
    for (const k of [
      'PASSWORD',
      'db_passwd',
      'clientSecret',
      'GITHUB_TOKEN',
      'x-api-key',
      'APIKEY',
      'private_key',
      'AWS_ACCESS_KEY',
      'credentials',
      'auth',
      'DBPASSWORD',
    ]) {
      expect(isSecretKey(k), k).toBe(true);
    }
  });

  it('does not flag keys that merely contain the letters', () => {
    for (const k of ['tokenizer', 'author', 'authority', 'max_tokens', 'token_type', 'TOKEN_URL', 'keyboard', 'PWD']) {
      expect(isSecretKey(k), k).toBe(false);
    }
  });
});

describe('sanitizeText', () => {
  it('strips private blocks and then redacts secrets', () => {
    const key = `sk-ant-api03-${rep(ALNUM, 4)}`;
    expect(sanitizeText(`<private>${key}</private> and ${key}`)).toBe('[private] and [REDACTED:anthropic_key]');
  });
});

describe('sanitizeDeep', () => {
  it('sanitizes every string in nested objects and arrays and returns a new value', () => {
    const key = `ghp_${rep('Zq8w', 9)}`;
    const input = {
      command: `git push https://bob:${'pa55word'}@github.com/org/repo`,
      nested: { list: ['ok', `token ${key}`, 3, true, null], note: '<private>x</private>y' },
    };
    const out = sanitizeDeep(input);
    expect(out).toEqual({
      command: 'git push https://bob:[REDACTED:url_password]@github.com/org/repo',
      nested: { list: ['ok', 'token [REDACTED:github_token]', 3, true, null], note: '[private]y' },
    });
    expect(out).not.toBe(input);
    expect(input.nested.list[1]).toContain(key); // the input is not mutated
  });

  // Issue 23 turned this around: a key may be the secret (a token cache keyed by its tokens), or a private block.
  it('keeps plain object keys, even secret-looking names, and sanitizes keys that hold a secret or a private block', () => {
    const token = `ghp_${rep('Zq8w', 9)}`;
    const out = sanitizeDeep({ 'sk-note': 1, password_hint: 2, '<private>k</private>': 'v', [token]: 'user' }) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['sk-note', 'password_hint', '[private]', '[REDACTED:github_token]']);
  });

  it('redacts a string stored under a secret-looking key', () => {
    expect(sanitizeDeep({ env: { DB_PASSWORD: 'hunter2', DB_HOST: 'db' }, apiKey: 'abc-123' })).toEqual({
      env: { DB_PASSWORD: '[REDACTED:password]', DB_HOST: 'db' },
      apiKey: '[REDACTED:secret]',
    });
  });

  it('returns primitives unchanged and survives circular references', () => {
    expect(sanitizeDeep(42)).toBe(42);
    expect(sanitizeDeep(null)).toBe(null);
    expect(sanitizeDeep(undefined)).toBe(undefined);
    const a: Record<string, unknown> = { x: 'y' };
    a.self = a;
    expect(sanitizeDeep(a)).toEqual({ x: 'y', self: '[circular]' });
  });
});

describe('truncateWithMarker', () => {
  it('returns short text unchanged', () => {
    expect(truncateWithMarker('hello', 10)).toEqual({ text: 'hello', truncated: false, originalBytes: 5 });
    expect(truncateWithMarker('hello', 5)).toEqual({ text: 'hello', truncated: false, originalBytes: 5 });
  });

  it('cuts ASCII text at the byte limit and says how many bytes were dropped', () => {
    expect(truncateWithMarker('abcdefghij', 4)).toEqual({
      text: 'abcd\n…[truncated 6 bytes]',
      truncated: true,
      originalBytes: 10,
    });
  });

  it('never splits a multi-byte character', () => {
    // "é" is 2 bytes, "€" 3, "😀" 4.
    const s = 'aé€😀b';
    expect(Buffer.byteLength(s)).toBe(11);
    expect(truncateWithMarker(s, 2).text).toBe('a\n…[truncated 10 bytes]');
    expect(truncateWithMarker(s, 3).text).toBe('aé\n…[truncated 8 bytes]');
    expect(truncateWithMarker(s, 5).text).toBe('aé\n…[truncated 8 bytes]');
    expect(truncateWithMarker(s, 9).text).toBe('aé€\n…[truncated 5 bytes]');
    expect(truncateWithMarker(s, 10).text).toBe('aé€😀\n…[truncated 1 bytes]');
    for (let n = 0; n < 11; n++) {
      const kept = truncateWithMarker(s, n).text.split('\n…[truncated')[0];
      expect(kept.includes('\uFFFD')).toBe(false);
      expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(n);
    }
  });

  it('treats a zero or negative limit as "keep nothing"', () => {
    expect(truncateWithMarker('abc', 0).text).toBe('\n…[truncated 3 bytes]');
    expect(truncateWithMarker('abc', -5).truncated).toBe(true);
  });
});

describe('redactSecrets on large input', () => {
  it('handles long adversarial lines in roughly linear time', () => {
    // Each of these took tens of seconds with unbounded key/scheme runs (quadratic backtracking).
    for (const s of ['a-'.repeat(100_000), 'a.'.repeat(100_000), 'sk-'.repeat(70_000), 'password: x'.repeat(20_000)]) {
      const t = performance.now();
      redactSecrets(s);
      expect(performance.now() - t).toBeLessThan(2_000);
    }
  });
});
