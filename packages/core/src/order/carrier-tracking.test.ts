import { describe, expect, it } from 'vitest';
import { CARRIERS, findCarrier, trackingLinkOf } from './carrier-tracking';

describe('carrier tracking links', () => {
  it('knows the eight carriers the shop ships with, each with an https page that takes the number', () => {
    expect(CARRIERS.map((carrier) => carrier.name)).toEqual([
      'DHL',
      'DPD',
      'GLS',
      'UPS',
      'DB Schenker',
      'Österreichische Post',
      'PostNL',
      'Swiss Post',
    ]);
    for (const carrier of CARRIERS) {
      expect(carrier.trackingUrl).toMatch(/^https:\/\/[^{]+\{number\}/);
      expect(new URL(carrier.trackingUrl.replace('{number}', 'X')).protocol).toBe('https:');
    }
  });

  it('links a parcel of a known carrier to its tracking page, whatever the case or spelling of the code', () => {
    expect(trackingLinkOf('UPS', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingLinkOf('Post AT', '1234')).toBe('https://www.post.at/s/sendungsdetails?snr=1234');
    expect(findCarrier('db-schenker')?.name).toBe('DB Schenker');
  });

  it('encodes the number so it never changes the address, and gives no link for an unknown carrier', () => {
    expect(trackingLinkOf('dhl', 'a&b=c/d')).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=a%26b%3Dc%2Fd',
    );
    expect(trackingLinkOf('Hermes', '123')).toBeNull();
  });
});
