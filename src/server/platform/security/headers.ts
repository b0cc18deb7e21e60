import type { HelmetOptions } from 'helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Content-Security-Policy of every reply, stated here once. Everything the console and its API
 * reference load comes from this server as files: no inline script or style, no eval, no frames.
 * Pictures may be data: URLs because Bootstrap's style sheet draws its icons (select arrow, check
 * marks, close button) as inline SVG. Style attributes are not needed either: React sets styles
 * through the DOM's style property, which the policy does not govern.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * What helmet sets on every reply besides the policy above. The referrer stays within the
 * site: 'no-referrer' would make the browser send `Origin: null` with the SPA's own POSTs, which the
 * guard's origin check refuses. Strict-Transport-Security is off here because it belongs only on
 * replies that came over TLS (see below). No `upgrade-insecure-requests`: a console served over
 * plain HTTP inside a network would have every one of its own files asked for over HTTPS.
 */
export const securityHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  referrerPolicy: { policy: 'same-origin' },
  frameguard: { action: 'deny' },
  strictTransportSecurity: false,
};

/**
 * The same headers, written out, for the few replies that leave before any hook runs: a path the
 * router cannot take apart, and requests Node's parser refuses (too large headers).
 */
export const securityHeadersWrittenOut: Record<string, string> = {
  'content-security-policy': Object.entries(contentSecurityPolicy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';'),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** A year, for this host only: other hosts under the same domain are not ours to pin. */
export const strictTransportSecurity = 'max-age=31536000';

/**
 * Tells the browser to use HTTPS from now on, but only on a reply to a request that came over TLS
 * (directly, or through a proxy the server trusts): sent over plain HTTP it would lock a browser out
 * of a console that has no TLS.
 */
export async function strictTransportOverTls(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', strictTransportSecurity);
}
