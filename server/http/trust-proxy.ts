import { isIP } from 'node:net';

/**
 * Which reverse proxies may name the caller in X-Forwarded-For (fastify's `trustProxy`): none,
 * a number of hops (the nearest N proxies, counted from the server), or the proxies' own
 * addresses and CIDR ranges. Never "every hop": a caller could then write any address it likes
 * at the start of the header and pass a seller's IP allow-list.
 */
export type TrustProxy = false | number | string[];

const isAddressOrRange = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * TRUST_PROXY: unset, empty, `0` or `false`: no proxy; a whole number: that many hops (`true`
 * reads as 1, the single proxy in front); otherwise a comma-separated list of addresses or CIDR
 * ranges. Anything else stops the start with a message naming the value.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses (CIDR allowed); not understood: ${wrong.join(', ')}`,
    );
  }
  return entries;
}
