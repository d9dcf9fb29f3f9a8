// Which networks a client's address is counted by, and how the store knows them: by salted hashes.
import type { Store } from '@netlify/blobs';
import ipaddr from 'ipaddr.js';
import { saltedHash } from './salted-hash';

/**
 * The networks an address is counted by. An IPv6 client usually holds a whole /64 and can pick a
 * new address in it at will, so it is counted by its /64; a home ISP delegates a /56 and a host a
 * /48 (256 and 65,536 /64s), so its /48 is counted too, with a looser limit: one subscriber cannot
 * multiply the limit by hundreds, and the many clients of a mobile carrier's /48 are not refused.
 */
export function clientNetworks(ip: string): { client: string; wider?: string } {
  if (!ipaddr.isValid(ip)) return { client: ip };
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return { client: address.toString() };
  const prefix = (bits: number) =>
    `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/${bits}`).toString()}/${bits}`;
  return { client: prefix(64), wider: prefix(48) };
}

/**
 * The network whose flood of requests holds its own owner emails, never another's: an IPv6
 * address's /48 (what one site or subscriber is delegated at most), an IPv4 address's /24.
 */
export function floodNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  const bits = address.kind() === 'ipv4' ? 24 : 48;
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

/** A client as the store knows it: salted hashes of its networks. The raw IP is never stored. */
export interface Client {
  /** The hash of its address (IPv4) or /64 (IPv6). */
  id: string;
  /** The hash of its /48 (IPv6 only). */
  network?: string;
}

export async function clientOf(store: Store, ip: string): Promise<Client> {
  const { client, wider } = clientNetworks(ip);
  const id = await saltedHash(store, client);
  return wider === undefined ? { id } : { id, network: await saltedHash(store, wider) };
}
