/**
 * The parcel carriers the shop ships with, and where each lets a recipient follow a parcel: the public
 * tracking page, with the tracking number in its address. A carrier the list does not know gets no link
 * (the mail and the account page show the number alone), so a typo never sends a customer to a wrong site.
 */
export interface Carrier {
  /** How a shipment names the carrier (`dhl`, `post_at`); matched regardless of case. */
  code: string;
  /** The carrier's name as the customer knows it. */
  name: string;
  /** The public tracking page, `{number}` standing for the tracking number. */
  trackingUrl: string;
}

export const CARRIERS: readonly Carrier[] = [
  {
    code: 'dhl',
    name: 'DHL',
    trackingUrl:
      'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id={number}',
  },
  { code: 'dpd', name: 'DPD', trackingUrl: 'https://tracking.dpd.de/status/en_US/parcel/{number}' },
  { code: 'gls', name: 'GLS', trackingUrl: 'https://gls-group.eu/track/{number}' },
  { code: 'ups', name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={number}' },
  {
    code: 'db_schenker',
    name: 'DB Schenker',
    trackingUrl: 'https://www.dbschenker.com/app/tracking-public/?refNumber={number}',
  },
  {
    code: 'post_at',
    name: 'Österreichische Post',
    trackingUrl: 'https://www.post.at/s/sendungsdetails?snr={number}',
  },
  { code: 'postnl', name: 'PostNL', trackingUrl: 'https://postnl.nl/tracktrace/?B={number}' },
  {
    code: 'swiss_post',
    name: 'Swiss Post',
    trackingUrl: 'https://www.post.ch/swisspost-tracking?formattedParcelCodes={number}',
  },
];

const byCode = new Map(CARRIERS.map((carrier) => [carrier.code, carrier]));

/** The carrier a shipment names, by its code ('DHL', 'dhl', 'Post AT' and 'post-at' all match); or none. */
export function findCarrier(code: string): Carrier | undefined {
  return byCode.get(
    code
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
}

/**
 * The link to a parcel's tracking page, or null for a carrier the shop does not know. The number is
 * URL-encoded: it is typed by staff (or sent by a provider) and must never change the address's meaning.
 */
export function trackingLinkOf(carrierCode: string, trackingNumber: string): string | null {
  const carrier = findCarrier(carrierCode);
  if (!carrier) return null;
  return carrier.trackingUrl.replace('{number}', encodeURIComponent(trackingNumber.trim()));
}
