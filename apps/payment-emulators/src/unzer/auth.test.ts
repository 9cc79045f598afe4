import { describe, expect, it } from 'vitest';
import { authenticate, modeOfKeys } from './auth';

const keys = { privateKey: 's-priv-abc123', publicKey: 's-pub-abc123' };
const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;
const codeOf = (header: string | undefined) => {
  try {
    authenticate(header, keys);
  } catch (error) {
    return (error as { code: string; status: number }).code;
  }
  return 'accepted';
};

describe('keys', () => {
  it('knows the private and the public key sent as user name with an empty password', () => {
    expect(authenticate(basic('s-priv-abc123:'), keys)).toBe('private');
    expect(authenticate(basic('s-pub-abc123:'), keys)).toBe('public');
    expect(authenticate(basic('s-priv-abc123'), keys)).toBe('private');
  });

  it('refuses other keys, a password, the other mode, a missing header and bearer tokens', () => {
    expect(codeOf(basic('s-priv-other:'))).toBe('API.320.000.002');
    expect(codeOf(basic('s-priv-abc123:secret'))).toBe('API.320.000.002');
    expect(codeOf(basic('p-priv-abc123:'))).toBe('API.320.000.002');
    expect(codeOf(undefined)).toBe('API.710.000.002');
    expect(codeOf('Basic !!!')).toBe('API.710.000.002');
    expect(codeOf('Bearer eyJhbGciOi')).toBe('API.710.000.007');
  });

  it("takes the account's mode from its keys, which must be a pair of one mode", () => {
    expect(modeOfKeys(keys)).toBe('s');
    expect(modeOfKeys({ privateKey: 'p-priv-x1', publicKey: 'p-pub-x1' })).toBe('p');
    expect(() => modeOfKeys({ privateKey: 's-priv-x1', publicKey: 'p-pub-x1' })).toThrow();
    expect(() => modeOfKeys({ privateKey: 's-pub-x1', publicKey: 's-priv-x1' })).toThrow();
  });
});
