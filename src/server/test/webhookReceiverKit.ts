import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { repoRoot } from '../platform/paths';
import { contractNode } from './contract';
import { schemaAccepts } from './contractSamples';

// A webhook receiver as a process of its own, as an integrator would run one: a plain Node HTTP
// server on a free port that keeps every request (headers and raw body) and answers the status it
// is told. The test reads what arrived and sets the answers through the receiver's own control
// paths, and checks the signatures itself.

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** What the receiver answered. */
  status: number;
}

const receiverScript = `
const http = require('node:http');
const state = { answers: [], status: 204, received: [] };
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    if (req.url === '/_control/received') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(state.received));
    }
    if (req.url === '/_control/answers') {
      const told = JSON.parse(body);
      state.answers = told.next;
      state.status = told.then;
      res.writeHead(204);
      return res.end();
    }
    const status = state.answers.length > 0 ? state.answers.shift() : state.status;
    state.received.push({ method: req.method, path: req.url, headers: req.headers, body, status });
    res.writeHead(status);
    res.end();
  });
});
server.listen(0, '127.0.0.1', () => console.log('listening ' + server.address().port));
`;

export interface WebhookReceiver {
  /** Where the subscriptions send to. */
  url: string;
  /** Every request it got so far, oldest first. */
  received(): Promise<ReceivedRequest[]>;
  /** Answers `next` to the next requests, one each, then `then` to every other. */
  answer(next: number[], then?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const child = spawn(process.execPath, ['-e', receiverScript], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the receiver exited (${code}) before listening:\n${output}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    url: `${base}/hooks/konsole`,
    async received() {
      return (await (await fetch(`${base}/_control/received`)).json()) as ReceivedRequest[];
    },
    async answer(next, then = 204) {
      await fetch(`${base}/_control/answers`, { method: 'POST', body: JSON.stringify({ next, then }) });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Whether X-Signature is `sha256=` and the HMAC-SHA256 of X-Timestamp, a dot and the raw body, with `secret`. */
export function signedWith(secret: string, request: ReceivedRequest): boolean {
  const timestamp = request.headers['x-timestamp'] ?? '';
  const expected = `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  const given = request.headers['x-signature'] ?? '';
  return given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

const eventSchemas: Record<string, string> = {
  update: '#/components/schemas/UpdateEvent',
  rollout: '#/components/schemas/RolloutEvent',
  alert: '#/components/schemas/AlertEvent',
  store: '#/components/schemas/StoreEvent',
  action: '#/components/schemas/ActionEvent',
};

/** The fields of `value` that its schema does not name, as paths (the contract's event schemas name every field). */
function unnamedFields(pointer: string, value: unknown, at = ''): string[] {
  const { node, pointer: resolved } = contractNode(pointer);
  if (!node.properties || typeof value !== 'object' || value === null) return [];
  const properties = node.properties as Record<string, unknown>;
  return Object.entries(value).flatMap(([key, inner]) =>
    key in properties ? unnamedFields(`${resolved}/properties/${key}`, inner, `${at}${key}.`) : [`${at}${key}`],
  );
}

/**
 * Whether the body is a WebhookEvent of the contract (Ajv over openapi.yaml) with no field its
 * schema does not name; the problem, or undefined.
 */
export function eventProblem(body: unknown): string | undefined {
  if (!schemaAccepts('#/components/schemas/WebhookEvent', body)) return 'not a WebhookEvent';
  const kind = Object.keys(eventSchemas).find((k) => typeof body === 'object' && body !== null && k in body);
  if (!kind) return 'no update, rollout, alert or store';
  if (!schemaAccepts(eventSchemas[kind]!, body)) return `not a ${kind} event`;
  const extra = unnamedFields(eventSchemas[kind]!, body);
  return extra.length > 0 ? `fields the contract does not name: ${extra.join(', ')}` : undefined;
}
