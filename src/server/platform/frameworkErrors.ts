import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { messages } from '../../shared/texts/serverMessages';
import { securityHeadersWrittenOut, strictTransportSecurity } from './security/headers';

// Failures Fastify and Node's HTTP parser answer before any route or error handler runs. They get
// the same German `{message}` body as every other error, and the same security headers.

/**
 * The longest path parameter the router hands on: the contract's longest (a file name of 200
 * characters), so every value the contract allows reaches validation. A longer one can never name
 * anything and is refused by the router itself.
 */
export const maxPathParameterLength = 200;

/** A path the router cannot take apart: a parameter beyond the longest, or broken %-encoding. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? messages.pathParameterTooLong : messages.badUrl;
  reply.headers(securityHeadersWrittenOut);
  // No hook runs before this reply, so the instance is named here as on every other reply.
  reply.header('x-instance', request.server.config.instanceId);
  if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
  return reply.status(400).send({ message });
};

/** The raw reply for a request Node refused to parse; the socket is closed after it. */
function rawReply(status: number, reason: string, message: string): string {
  const body = JSON.stringify({ message });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(securityHeadersWrittenOut).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Node's parser refuses headers beyond its size limit (and malformed requests) before Fastify sees
 * them, so no hook can answer; this writes the reply onto the socket itself.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    socket.write(
      error.code === 'HPE_HEADER_OVERFLOW'
        ? rawReply(431, 'Request Header Fields Too Large', messages.headersTooLarge)
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? rawReply(408, 'Request Timeout', messages.requestTimeout)
          : rawReply(400, 'Bad Request', messages.badRequest),
    );
  }
  socket.destroy(error);
}
