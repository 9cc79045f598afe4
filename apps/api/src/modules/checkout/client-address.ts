import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/**
 * The network a client address stands for: an IPv4 address itself (an IPv4-mapped IPv6 address as its IPv4
 * address), an IPv6 address its /64, which a provider gives one line whole, so any address in it is the same
 * client. Something that is no address stands for itself.
 */
function clientNetworkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/**
 * The fingerprint the shop keeps of a client's network (ADR 0014): an HMAC with a key of the shop's, so the
 * address cannot be read back, nor found by hashing every IPv4 address, from a copy of the database alone.
 * The same network always gives the same fingerprint, so its open orders can be counted.
 */
export function createClientAddressHash(secret: string): (address: string) => string {
  const key = createHmac('sha256', secret).update('hortus client address').digest();
  return (address) => createHmac('sha256', key).update(clientNetworkOf(address)).digest('base64url');
}
