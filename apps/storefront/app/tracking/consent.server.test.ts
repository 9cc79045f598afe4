import { getStoreView } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { consentOf } from './consent';
import { consentAction, consentReturnPath, trackingSettings } from './consent.server';
import { tagManagerIdFrom } from './tag-manager.server';

const storeView = getStoreView('nl-nl');

function post(fields: Record<string, string>, init: { url?: string; headers?: Record<string, string> } = {}) {
  return new Request(init.url ?? 'http://localhost:3000/nl-nl/consent', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: init.headers ?? {},
  });
}

describe('the consent cookie', () => {
  it('holds granted or denied; anything else is no choice', () => {
    expect(consentOf('hortus_consent=granted')).toBe('granted');
    expect(consentOf('a=1; hortus_consent=denied; b=2')).toBe('denied');
    expect(consentOf('hortus_consent=yes')).toBeNull();
    expect(consentOf('hortus_consent=granted%00')).toBeNull();
    expect(consentOf('not_hortus_consent=granted')).toBeNull();
    expect(consentOf(null)).toBeNull();
  });

  it('is read by the layouts with the settings parameter and the container id', () => {
    const request = new Request('http://localhost/nl-nl/p/x?cookie-settings=', {
      headers: { cookie: 'hortus_consent=denied' },
    });
    expect(trackingSettings(request)).toMatchObject({ consent: 'denied', reviewing: true });
    expect(trackingSettings(new Request('http://localhost/nl-nl'))).toMatchObject({
      consent: null,
      reviewing: false,
    });
  });
});

describe('the consent form post', () => {
  it('sets the cookie for a year on the whole shop, SameSite=Lax, and goes back to the page (303)', async () => {
    const response = await consentAction(
      post({ consent: 'granted', returnTo: '/nl-nl/p/tuinhuis?color=5' }),
      storeView,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/nl-nl/p/tuinhuis?color=5');
    expect(response.headers.get('set-cookie')).toBe(
      'hortus_consent=granted; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('is Secure over HTTPS', async () => {
    const response = await consentAction(
      post({ consent: 'denied' }, { url: 'https://www.hortus.example/nl-nl/consent' }),
      storeView,
    );
    expect(response.headers.get('set-cookie')).toBe(
      'hortus_consent=denied; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });

  it("answers a script's post (_data=1) with the choice as JSON and the cookie, without a redirect", async () => {
    const response = await consentAction(post({ consent: 'denied', _data: '1' }), storeView);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ consent: 'denied' });
    expect(response.headers.get('set-cookie')).toMatch(/^hortus_consent=denied;/);
  });

  // Another site's post never gets here: the storefront server refuses it (server/app.test.ts).
  it('refuses another value (400) and another method (405), setting nothing', async () => {
    const refused = [
      await consentAction(post({ consent: 'yes' }), storeView),
      await consentAction(post({}), storeView),
      await consentAction(
        new Request('http://localhost/nl-nl/consent', { method: 'PUT', body: 'consent=granted' }),
        storeView,
      ),
    ];
    expect(refused.map((response) => response.status)).toEqual([400, 400, 405]);
    expect(refused.map((response) => response.headers.get('set-cookie'))).toEqual([null, null, null]);
  });
});

describe('where a plain post goes back to', () => {
  it('is the page of this store it came from, without the settings parameter', () => {
    expect(consentReturnPath('/nl-nl/c/bergingen?page=2&cookie-settings=', storeView)).toBe(
      '/nl-nl/c/bergingen?page=2',
    );
    expect(consentReturnPath('/nl-nl', storeView)).toBe('/nl-nl');
    expect(consentReturnPath('/nl-nl?cookie-settings', storeView)).toBe('/nl-nl');
  });

  it("is the store's home for anything off the shop, in another store or not a path", () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/nl-nl',
      '/\\evil.example',
      '/nl-nl/..//evil.example',
      '/nl-nl/../de-de/cart',
      '/nl-nlx/cart',
      '/de-de',
      'javascript:alert(1)',
      '',
    ]) {
      expect(consentReturnPath(target, storeView), target).toBe('/nl-nl');
    }
    expect(consentReturnPath(null, storeView)).toBe('/nl-nl');
  });
});

describe('GTM_ID', () => {
  it('is a container id or nothing', () => {
    expect(tagManagerIdFrom({ GTM_ID: 'GTM-ABC123' })).toBe('GTM-ABC123');
    expect(tagManagerIdFrom({ GTM_ID: ' GTM-ABC123 ' })).toBe('GTM-ABC123');
    expect(tagManagerIdFrom({})).toBeNull();
    expect(tagManagerIdFrom({ GTM_ID: '' })).toBeNull();
    expect(tagManagerIdFrom({ GTM_ID: "GTM-1'; script-src *" })).toBeNull();
    expect(tagManagerIdFrom({ GTM_ID: 'G-ABC123' })).toBeNull();
  });
});
