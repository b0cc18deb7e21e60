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
const first = Number(firstText);
const count = Number(countText);
const secret = demoHashSecret(contextKey!);
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

interface Answer {
  at: number;
  status: number;
  actions: number;
}

const answers: Answer[] = [];
let errors = 0;

function hold(index: number): Promise<void> {
  const path = `${benchActionTarget(index)}&wait=25`;
  const headers = { ...agentHeaders(contextKey!, secret, 'GET', path, ''), 'if-none-match': etag! };
  return new Promise((resolve) => {
    const request = http.request({ agent, hostname: base.hostname, port: base.port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const at = Date.now();
        const text = Buffer.concat(chunks).toString('utf8');
        const actions = response.statusCode === 200 ? (JSON.parse(text) as { actions: unknown[] }).actions.length : 0;
        answers.push({ at, status: response.statusCode ?? 0, actions });
        resolve();
      });
      response.on('error', () => {
        errors += 1;
        resolve();
      });
    });
    request.on('error', () => {
      errors += 1;
      resolve();
    });
    request.end();
  });
}

async function main(): Promise<void> {
  const held: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    held.push(hold(first + i));
    // A few hundred at a time: the server's accept queue is not flooded.
    if (i % 500 === 499) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.stdout.write(`${JSON.stringify({ sent: count })}\n`);
  await Promise.all(held);
  process.stdout.write(`${JSON.stringify({ answers, errors })}\n`);
}

void main();
