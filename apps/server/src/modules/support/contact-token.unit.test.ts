// The contact form's token: what this server signs it reads back; anything altered, made up or
// signed with another secret it does not.
import { describe, expect, it } from 'vitest';
import { contactFormTokens } from './contact-token';

const tokens = contactFormTokens('a secret of this server, long enough to sign with');
const at = new Date('2025-03-01T09:00:00Z');

describe('the contact form token', () => {
  it('holds the time it was issued, and a part of its own', () => {
    const token = tokens.issue(at);
    expect(token).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/);
    const read = tokens.read(token);
    expect(read?.issuedAt).toBe(at.getTime());
    expect(tokens.read(tokens.issue(at))?.nonce).not.toBe(read?.nonce);
  });

  it('is not taken altered, made up, or signed by another secret', () => {
    const token = tokens.issue(at);
    const [time, nonce, mac] = token.split('.');
    const earlier = (at.getTime() - 3_600_000).toString(36);
    for (const forged of [
      `${earlier}.${nonce}.${mac}`,
      `${time}.${nonce}x.${mac}`,
      `${time}.${nonce}.${mac.slice(1)}`,
      `${time}.${nonce}`,
      `${token}.more`,
      '',
      '...',
      contactFormTokens('another server’s secret').issue(at),
    ])
      expect(tokens.read(forged), forged).toBeNull();
  });
});
