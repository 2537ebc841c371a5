/**
 * Who is on the other end of a request, for rate limits. Plain JavaScript so the launcher's HTTP
 * server (scripts/server.mjs) and the app share it.
 *
 * The socket's address is the one fact; X-Forwarded-For is whatever the client wrote, plus one entry
 * per proxy in front of us. With TRUST_PROXY_HOPS = n, the n-th entry from the right (counting the
 * socket as 0) is the client as the outermost trusted proxy saw it; anything further left is the
 * client's own word and ignored.
 */
export const CLIENT_ADDRESS_HEADER = 'x-clubhouse-client-address'

/** @param {string} address */
const plain = (address) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')

/**
 * @param {string | string[] | undefined} forwardedFor
 * @param {string | undefined} socketAddress
 * @param {number} trustedHops
 * @returns {string}
 */
export function resolveClientAddress(forwardedFor, socketAddress, trustedHops) {
  const listed = [forwardedFor ?? []].flat().join(',').split(',').map(plain).filter(Boolean)
  const chain = [...listed, plain(socketAddress ?? '') || 'unknown']
  return chain[Math.max(0, chain.length - 1 - Math.max(0, trustedHops))]
}
