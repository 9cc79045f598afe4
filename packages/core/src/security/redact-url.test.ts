import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides the value of every secret parameter the spec names', () => {
    expect(
      redactUrl(
        '/api/cart/pull?token=T1&cartId=C1&refreshToken=R1&resetToken=X1&groupToken=G1&password=P1&sku=A',
      ),
    ).toBe(
      '/api/cart/pull?token=[redacted]&cartId=[redacted]&refreshToken=[redacted]&resetToken=[redacted]&groupToken=[redacted]&password=[redacted]&sku=A',
    );
  });

  it("hides the back office's searches, which name people", () => {
    expect(redactUrl('/api/staff/orders?q=erika%40example.de&status=pending')).toBe(
      '/api/staff/orders?q=[redacted]&status=pending',
    );
    expect(redactUrl('/backoffice/customers?query=Erika+Mustermann')).toBe(
      '/backoffice/customers?query=[redacted]',
    );
    expect(redactUrl('/x?email=a%40b.example')).toBe('/x?email=[redacted]');
  });

  it('reads the name as a server does: percent-encoded, plus for space, any case', () => {
    for (const name of ['%74oken', 'tok%65n', '%74%6F%6B%65%6E', 'TOKEN', 'cart%49d', 'token+', '%20token']) {
      expect(redactUrl(`/api/x?${name}=SECRET&a=1`), name).toBe(`/api/x?${name}=[redacted]&a=1`);
    }
  });

  it('hides every repetition and a secret without a value keeps its place', () => {
    expect(redactUrl('/a?token=1&token=2&token')).toBe(
      '/a?token=[redacted]&token=[redacted]&token=[redacted]',
    );
  });

  it('keeps malformed escapes and other parameters as sent', () => {
    expect(redactUrl('/api/%ZZ?sort=%ZZ&tok%ZZen=1&token=S')).toBe(
      '/api/%ZZ?sort=%ZZ&tok%ZZen=1&token=[redacted]',
    );
  });

  it('leaves a URL without a query alone, and keeps a fragment', () => {
    expect(redactUrl('/de-de/p/shed')).toBe('/de-de/p/shed');
    expect(redactUrl('http://shop/x?token=S#top')).toBe('http://shop/x?token=[redacted]#top');
  });

  it('does not take a longer name for a secret', () => {
    expect(redactUrl('/a?tokens=1&mytoken=2')).toBe('/a?tokens=1&mytoken=2');
  });
});
