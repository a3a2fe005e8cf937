import { BlockList, isIP } from 'node:net';
import { baseEndpoints as base, type GeoPoint } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';

/** Addresses no database can place: loopback, private networks, link-local, carrier NAT. */
const UNLOCATABLE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  UNLOCATABLE.addSubnet(network, prefix, 'ipv4');
}
UNLOCATABLE.addAddress('::1', 'ipv6');
UNLOCATABLE.addSubnet('fc00::', 7, 'ipv6');
UNLOCATABLE.addSubnet('fe80::', 10, 'ipv6');

type Lookup = (ip: string) => { ll: [number, number] } | null;
let lookup: Promise<Lookup> | undefined;

/** geoip-lite holds about 100 MB of ranges in memory: load it on the first call that needs it. */
function geoip(): Promise<Lookup> {
  lookup ??= import('geoip-lite').then(
    ({ default: geo }) =>
      (ip: string) =>
        geo.lookup(ip),
  );
  return lookup;
}

function locatable(ip: string): boolean {
  const version = isIP(ip);
  if (version === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return !UNLOCATABLE.check(mapped, 'ipv4');
  return !UNLOCATABLE.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}

/** GET `base/geolocate/`: the caller's place from their IP address, offline, else `fallback`. */
export function geolocateRoutes(fallback: GeoPoint) {
  return async (app: FastifyInstance) => {
    route(app, base.geolocate, async (_input, request) => {
      if (!locatable(request.ip)) return fallback;
      const place = (await geoip())(request.ip);
      if (!place) return fallback;
      const [latitude, longitude] = place.ll;
      return { latitude, longitude };
    });
  };
}
