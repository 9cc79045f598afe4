import { describe, expect, it } from 'vitest';
import { pathInBackOffice } from './navigation';

describe('the page a language change goes back to', () => {
  it('is the back-office page it was changed on, with its query', () => {
    expect(pathInBackOffice('/backoffice/orders?q=greta%40example.de&status=pending')).toBe(
      '/backoffice/orders?q=greta%40example.de&status=pending',
    );
    expect(pathInBackOffice('/backoffice/orders/12')).toBe('/backoffice/orders/12');
    expect(pathInBackOffice('/backoffice/customers/7?done=blocked')).toBe(
      '/backoffice/customers/7?done=blocked',
    );
    expect(pathInBackOffice('/backoffice')).toBe('/backoffice');
    expect(pathInBackOffice('/backoffice?x=1')).toBe('/backoffice?x=1');
  });

  it('is the back office’s start for anything that would leave it', () => {
    for (const target of [
      '',
      'https://evil.example/backoffice/orders',
      '//evil.example/backoffice',
      '/\\evil.example/backoffice',
      '\\\\evil.example',
      '/backoffice/../de-de/account',
      '/backoffice/%2e%2e/de-de',
      '/backofficer/orders',
      '/de-de/backoffice',
      'javascript:alert(1)',
      '/backoffice\n/../../evil',
    ])
      expect(pathInBackOffice(target), target).toBe('/backoffice');
  });

  it('keeps a doubled slash inside the path, where a browser reads no host', () => {
    expect(pathInBackOffice('/backoffice//evil.example')).toBe('/backoffice//evil.example');
  });
});
