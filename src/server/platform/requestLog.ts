import type { FastifyRequest, FastifyServerOptions } from 'fastify';

// The request log names each request's URL. A query string can carry secrets: an API token sent as
// `?access_token=` (refused, but logged before), the SSO callback's `code` and `state`. Whoever reads
// the log must not be able to use them, so the log keeps the parameters' names, never their values.

const redacted = '[redacted]';

/** The URL as the log shows it: the path, and the query with every value replaced. */
export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      // A parameter without a value could itself be the secret.
      return equals < 0 ? redacted : `${pair.slice(0, equals)}=${redacted}`;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** What the log records of a request: Fastify's fields, with the URL's query values left out. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger's options with the request serializer that leaves the query values out. */
export function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestForLog } };
}
