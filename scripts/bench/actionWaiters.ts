// A child of the bench (actionChecks.ts): holds `count` agents' action checks open with wait=25, as
// registers that wait for an action, each on a connection of its own, signed as an agent signs.
// The bench's process alone could not: every connection is a file descriptor, and the limit per
// process is about 20,000. It says on stdout (one JSON line each) when all calls are sent, and then,
// for every call answered, when and how (status, actions): the parent takes the time from its
// request of an action to the last answer.
//
// node --import tsx scripts/bench/actionWaiters.ts <baseUrl> <contextKey> <firstIndex> <count> <etag>
import http from 'node:http';
import { agentHeaders } from '../../src/server/agent/signature';
import { demoHashSecret } from '../../src/server/demo/demoFleet';
import { benchActionTarget } from './actionTargets';

const [baseUrl, contextKey, firstText, countText, etag] = process.argv.slice(2);
const base = new URL(baseUrl!);
const start = Number(firstText);
const count = Number(countText);
const secret = demoHashSecret(contextKey!);
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

interface Answer {
  at: number;
  status: number;
  actions: number;
}

const answers: Answer[] = [];
/** Calls asked again until then at most (the bench's action comes well before). */
const giveUpAt = Date.now() + 180_000;
let errors = 0;
/** The broken calls by their error code (ECONNRESET, EADDRNOTAVAIL, …), for the bench's row. */
const errorCodes: Record<string, number> = {};

/** A held call: `connected` once its connection is accepted, `done` once it is answered (or broke). */
function hold(index: number): { connected: Promise<void>; done: Promise<void> } {
  const path = `${benchActionTarget(index)}&wait=25`;
  const headers = { ...agentHeaders(contextKey!, secret, 'GET', path, ''), 'if-none-match': etag! };
  let connected!: () => void;
  const connection = new Promise<void>((resolve) => (connected = resolve));
  const done = new Promise<void>((resolve) => {
    const fail = (error?: NodeJS.ErrnoException) => {
      errors += 1;
      const code = error?.code ?? 'other';
      errorCodes[code] = (errorCodes[code] ?? 0) + 1;
      connected();
      resolve();
    };
    const request = http.request({ agent, hostname: base.hostname, port: base.port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const at = Date.now();
        const text = Buffer.concat(chunks).toString('utf8');
        const actions = response.statusCode === 200 ? (JSON.parse(text) as { actions: unknown[] }).actions.length : 0;
        // As an agent does: a call whose wait ended without an action asks again at once.
        if (actions === 0 && response.statusCode === 304 && at < giveUpAt) {
          void hold(index).done.then(resolve);
          return;
        }
        answers.push({ at, status: response.statusCode ?? 0, actions });
        resolve();
      });
      response.on('error', fail);
    });
    request.on('socket', (socket) => socket.once('connect', connected));
    request.on('error', fail);
    request.end();
  });
  return { connected: connection, done };
}

async function main(): Promise<void> {
  const held: Promise<void>[] = [];
  // A few hundred at a time, each group once the server has accepted its connections: more at once
  // would overflow its accept queue, and the kernel's retries of a dropped connection take seconds.
  for (let first = 0; first < count; first += 200) {
    const group = Array.from({ length: Math.min(200, count - first) }, (_, i) => hold(start + first + i));
    held.push(...group.map((call) => call.done));
    await Promise.all(group.map((call) => call.connected));
  }
  process.stdout.write(`${JSON.stringify({ sent: count })}\n`);
  await Promise.all(held);
  process.stdout.write(`${JSON.stringify({ answers, errors, errorCodes })}\n`);
}

void main();
