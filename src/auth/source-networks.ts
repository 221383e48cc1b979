// Source networks an API key may be used from (CIDR prefixes or single addresses).
import ipaddr from 'ipaddr.js';

/** Normalises a prefix (`10.0.0.1/8` -> `10.0.0.0/8`, `::1` -> `::1/128`); null when it is not one. */
export function normaliseNetwork(value: string): string | null {
  const text = value.trim();
  try {
    if (!text.includes('/')) {
      const address = ipaddr.parse(text);
      return `${address.toString()}/${address.kind() === 'ipv4' ? 32 : 128}`;
    }
    const [address, bits] = ipaddr.parseCIDR(text);
    const network =
      address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(text) : ipaddr.IPv6.networkAddressFromCIDR(text);
    return `${network.toString()}/${bits}`;
  } catch {
    return null;
  }
}

/** True when `clientIp` lies in one of `networks` (IPv4-mapped IPv6 addresses count as IPv4). */
export function addressAllowed(clientIp: string, networks: readonly string[]): boolean {
  if (networks.length === 0) return true;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(clientIp);
  } catch {
    return false;
  }
  return networks.some((network) => {
    try {
      const [base, bits] = ipaddr.parseCIDR(network);
      if (address.kind() === 'ipv4' && base.kind() === 'ipv4') return (address as ipaddr.IPv4).match(base as ipaddr.IPv4, bits);
      if (address.kind() === 'ipv6' && base.kind() === 'ipv6') return (address as ipaddr.IPv6).match(base as ipaddr.IPv6, bits);
      return false;
    } catch {
      return false;
    }
  });
}
