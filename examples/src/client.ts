import { createTokenClient, type KonsoleClient } from '../../clients/typescript/src/index';

// What every example script shares: the console's client package (clients/typescript, typed from
// openapi.yaml) with an API token, and the exit codes and German messages a script author can rely
// on. Outside this repository the import is `@kassen-konsole/client` (examples/README.md).

export type { KonsoleClient, Schemas } from '../../clients/typescript/src/index';

/** The exit codes of the example scripts (examples/README.md lists them). */
export const exitCodes = {
  ok: 0,
  /** Anything else: the server unreachable, a 404, a 409, an answer the script does not expect. */
  failed: 1,
  /** Wrong arguments or a missing KONSOLE_URL / KONSOLE_TOKEN. */
  usage: 2,
  /** The request was fine, but there is nothing to do (a rollout no action moves on). */
  nothingToDo: 3,
  /** 401: the token is unknown, expired or revoked. */
  unauthorized: 4,
  /** 403: outside the token's scopes (a right, a context, read-only) or its holder's rights. */
  forbidden: 5,
  /** 429: the token's rate limit per minute is used up. */
  rateLimited: 6,
} as const;

/** Ends the script with an exit code and a message on stderr (main() catches it). */
export class ScriptExit extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Wrong arguments: the reason, a blank line and the script's usage, exit code 2. */
export function usageError(reason: string, usage: string): ScriptExit {
  return new ScriptExit(exitCodes.usage, `${reason}\n\n${usage}`);
}

/**
 * The client for KONSOLE_URL (the console's address, e.g. https://konsole.example.com) with
 * `Authorization: Bearer <KONSOLE_TOKEN>` on every request. A token needs no cookie and no CSRF token.
 */
export function konsoleClient(env: NodeJS.ProcessEnv = process.env): KonsoleClient {
  const url = env.KONSOLE_URL?.trim();
  const token = env.KONSOLE_TOKEN?.trim();
  if (!url)
    throw new ScriptExit(
      exitCodes.usage,
      'KONSOLE_URL fehlt: die Adresse der Konsole, z. B. https://konsole.example.com',
    );
  if (!token)
    throw new ScriptExit(exitCodes.usage, 'KONSOLE_TOKEN fehlt: ein API-Token (Profil → API-Tokens), z. B. kk_…');
  if (!/^https?:\/\/[^/]/.test(url))
    throw new ScriptExit(exitCodes.usage, `KONSOLE_URL ist keine http(s)-Adresse: ${url}`);
  return createTokenClient({ baseUrl: url, token });
}

/** What openapi-fetch answers for one call: the data, or the error body, and the response. */
interface Result<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The server's German `message` of an error reply, when it sent one. */
function serverMessage(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string')
    return error.message;
  return undefined;
}

/** The error of a failed call as a ScriptExit: exit code and message by the HTTP status. */
export function apiFailure(what: string, result: { error?: unknown; response: Response }): ScriptExit {
  const status = result.response.status;
  const detail = serverMessage(result.error);
  const said = detail ? ` Der Server sagt: ${detail}` : '';
  switch (status) {
    case 401:
      return new ScriptExit(
        exitCodes.unauthorized,
        `${what}: 401 – das Token wurde nicht angenommen (unbekannt, abgelaufen oder widerrufen). ` +
          `Legen Sie unter Profil → API-Tokens ein neues an.${said}`,
      );
    case 403:
      return new ScriptExit(
        exitCodes.forbidden,
        `${what}: 403 – das darf dieses Token nicht (ein Recht oder Kontext fehlt seinen Scopes oder ` +
          `seinem Inhaber, oder es ist nur lesend).${said}`,
      );
    case 429: {
      const retry = result.response.headers.get('retry-after');
      const wait = retry ? ` Erneut versuchen in ${retry} s.` : '';
      return new ScriptExit(
        exitCodes.rateLimited,
        `${what}: 429 – das Ratenlimit des Tokens ist erreicht.${wait}${said}`,
      );
    }
    default:
      return new ScriptExit(exitCodes.failed, `${what}: HTTP ${status}.${said}`);
  }
}

/** The data of a successful call; any other answer ends the script (see apiFailure). */
export async function expectData<T>(what: string, call: Promise<Result<T>>): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch (error) {
    // fetch itself failed: no server at KONSOLE_URL, a refused connection, a bad certificate.
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    throw new ScriptExit(exitCodes.failed, `${what}: die Konsole ist nicht erreichbar (${reason}).`);
  }
  if (!result.response.ok || result.data === undefined) throw apiFailure(what, result);
  return result.data;
}

/**
 * Runs a script's body and sets the process's exit code; messages go to stderr, without a stack trace
 * for the expected ones. The process ends by itself, after stdout is written out.
 */
export function main(body: () => Promise<void>): void {
  body().then(
    () => {
      process.exitCode = exitCodes.ok;
    },
    (error: unknown) => {
      if (error instanceof ScriptExit) {
        process.stderr.write(`${error.message}\n`);
        process.exitCode = error.code;
        return;
      }
      process.stderr.write(`Unerwarteter Fehler: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exitCode = exitCodes.failed;
    },
  );
}
