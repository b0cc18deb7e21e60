import type { FastifyRequest } from 'fastify';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin (scheme, host and port) this request was addressed to. The scheme and host are the
 * proxy's forwarded ones only when the proxy is trusted (TRUST_PROXY); URL drops a default port, so
 * `http://h` and `http://h:80` are the same origin. Throws when the Host header names no host.
 */
function ownOrigin(request: FastifyRequest): string {
  return new URL(`${request.protocol}://${request.host}`).origin;
}

/**
 * Browsers send `Origin` with every cross-site state-changing request; one that differs from ours in
 * scheme, host or port is a forged request (an `https://` page is not the `http://` site). Clients
 * without `Origin` (agents, curl, server tests) are not browsers acting for a logged-in user, and the
 * SameSite=Strict cookie already keeps other sites' requests sessionless.
 */
export function isCrossOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin || safeMethods.has(request.method)) return false;
  try {
    return new URL(origin).origin !== ownOrigin(request);
  } catch {
    return true;
  }
}
