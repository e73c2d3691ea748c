import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, sha256Hex } from '../../src/sha256.js';

const reference = (s: string) => createHash('sha256').update(s).digest('hex');

describe('sha256Hex, which names projects without loading node:crypto in a hook', () => {
  it('gives the published digests of the standard test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('agrees with node:crypto at every length around the block boundaries and on any Unicode text', () => {
    for (let n = 0; n < 200; n++) expect(sha256Hex('x'.repeat(n)), `length ${n}`).toBe(reference('x'.repeat(n)));
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => sha256Hex(s) === reference(s)), { numRuns: 500 });
    const path = '/home/ünïcödé/プロジェクト/.git';
    expect(sha256Hex(path)).toBe(reference(path));
  });
});

describe('hmacSha256Hex, the keyed hash of tombstones and item equivalence, without node:crypto', () => {
  const hmac = (key: string, s: string) => createHmac('sha256', key).update(s).digest('hex');

  it('gives the RFC 4231 digests', () => {
    // Test case 2 (a short key); then a key longer than a block, which is hashed first.
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect(hmacSha256Hex('\u00aa'.repeat(131), 'Test Using Larger Than Block-Size Key - Hash Key First')).toBe(hmac('\u00aa'.repeat(131), 'Test Using Larger Than Block-Size Key - Hash Key First'));
  });

  it('agrees with node:crypto for any key and text, so tombstones hashed before still match', () => {
    for (let n = 0; n < 140; n++) expect(hmacSha256Hex('k'.repeat(n), 'x'.repeat(n)), `length ${n}`).toBe(hmac('k'.repeat(n), 'x'.repeat(n)));
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), fc.string({ unit: 'binary', maxLength: 300 }), (k, s) => hmacSha256Hex(k, s) === hmac(k, s)),
      { numRuns: 500 },
    );
  });
});
