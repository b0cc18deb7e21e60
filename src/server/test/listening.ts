import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface HttpReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface Listening {
  /** The app on a plain HTTP port. */
  httpUrl: string;
  /** The same app behind TLS, with a self-signed certificate made for this run. */
  httpsUrl: string;
  close(): Promise<void>;
}

/** A key and self-signed certificate for 127.0.0.1, made with openssl in a folder that is removed after. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-tls-'));
  try {
    const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ]),
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const listen = (server: net.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(String((server.address() as net.AddressInfo).port))),
  );

/**
 * Serves a ready app over real sockets, once over HTTP and once over HTTPS, so a test sees what a
 * browser sees, including what depends on whether the request came over TLS.
 */
export async function listenOverHttpAndTls(app: FastifyInstance): Promise<Listening> {
  const plain = http.createServer((req, res) => app.routing(req, res));
  const secure = https.createServer(selfSignedCertificate(), (req, res) => app.routing(req, res));
  const [httpPort, httpsPort] = [await listen(plain), await listen(secure)];
  const closeServer = (server: net.Server) => new Promise((resolve) => server.close(resolve));
  return {
    httpUrl: `http://127.0.0.1:${httpPort}`,
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    close: async () => {
      plain.closeAllConnections();
      secure.closeAllConnections();
      await Promise.all([closeServer(plain), closeServer(secure)]);
    },
  };
}

/** One request over a real socket; the test certificate is accepted because it is ours. */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpReply> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      rejectUnauthorized: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.end(options.body);
  });
}
