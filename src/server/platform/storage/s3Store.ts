import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Storage } from './storageConfig';
import {
  checkStoreKey,
  type ListedObject,
  type OpenedObject,
  type PutSource,
  type StoredObject,
  type UpdateStore,
} from './updateStore';

/** A 404 of S3 (NotFound on HEAD, NoSuchKey on GET) or a 412 (the object was replaced since HEAD). */
function isGone(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404 || status === 412;
}

export function s3Client(storage: S3Storage): S3Client {
  return new S3Client({
    region: storage.region,
    // S3-compatible servers are usually addressed by path, not by a bucket host name.
    ...(storage.endpoint ? { endpoint: storage.endpoint, forcePathStyle: true } : {}),
    // Unset: the SDK's own chain (AWS_* variables, profiles, instance roles).
    ...(storage.accessKeyId && storage.secretAccessKey
      ? { credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey } }
      : {}),
    // Checksums only where S3 demands them: many S3-compatible servers do not read the trailing ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK's default of 50 sockets is held by slow agent downloads, and the HEADs of update
    // polls would queue behind them; without timeouts a dead S3 server holds a socket for ever.
    // `socketTimeout` ends a request only after that long without a byte either way (socket
    // inactivity), so a long download that keeps streaming is never cut. No `requestTimeout`: that
    // one counts the whole request and would warn about every long download.
    requestHandler: {
      httpAgent: new http.Agent({ keepAlive: true, maxSockets: 256 }),
      httpsAgent: new https.Agent({ keepAlive: true, maxSockets: 256 }),
      connectionTimeout: 5000,
      socketTimeout: 60_000,
    },
  });
}

// Multipart parts of 8 MiB, four in flight: an upload holds about 32 MiB in memory whatever its size.
const partSize = 8 * 1024 * 1024;
const queueSize = 4;

/**
 * Update files as objects of one bucket under a prefix. Uploads stream in parts (an object appears
 * only when its upload completes, a failed one is aborted); reads stream a byte range of GetObject.
 * S3 has no rename: `move` is a server-side copy and a delete.
 */
export class S3Store implements UpdateStore {
  readonly kind = 's3';

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
    /** Signs the agents' download URLs: a client of the endpoint they reach (S3_PUBLIC_ENDPOINT), the host is signed too. */
    private readonly signer: S3Client = client,
  ) {}

  private objectKey(key: string): string {
    checkStoreKey(key);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async put(key: string, source: PutSource): Promise<void> {
    const Body = 'file' in source ? fs.createReadStream(source.file) : source.stream;
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body },
      partSize,
      queueSize,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } finally {
      Body.destroy();
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { size: head.ContentLength ?? 0, version: head.ETag ?? '' };
    } catch (error) {
      if (isGone(error)) return null;
      throw error;
    }
  }

  async open(key: string): Promise<OpenedObject | null> {
    const stat = await this.stat(key);
    if (!stat) return null;
    const Key = this.objectKey(key);
    return {
      ...stat,
      read: async (start, end) => {
        if (end < start) return Readable.from([]);
        try {
          // If-Match: an object replaced since HEAD is not read, so the size sent stays the size read.
          const reply = await this.client.send(
            new GetObjectCommand({
              Bucket: this.bucket,
              Key,
              Range: `bytes=${start}-${end}`,
              ...(stat.version ? { IfMatch: stat.version } : {}),
            }),
          );
          return reply.Body as Readable;
        } catch (error) {
          if (isGone(error)) return null;
          throw error;
        }
      },
      close: async () => undefined,
    };
  }

  async move(from: string, to: string): Promise<void> {
    const source = this.objectKey(from);
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(to),
        CopySource: encodeURI(`${this.bucket}/${source}`),
      }),
    );
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: source }));
  }

  async downloadUrl(key: string, filename: string, seconds: number): Promise<string> {
    // Signed locally, no request to S3; Range is left out, so the agent may send any.
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.objectKey(key),
      ResponseContentDisposition: `attachment; filename="${filename}"`,
      ResponseContentType: 'application/octet-stream',
    });
    return getSignedUrl(this.signer, command, { expiresIn: seconds });
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  /** The objects under the prefix, a page of up to 1,000 at a time. */
  async *list(): AsyncIterable<ListedObject> {
    const root = this.prefix ? `${this.prefix}/` : '';
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: root, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || object.Key === root) continue;
        const modifiedAt = object.LastModified?.getTime() ?? 0;
        yield { key: object.Key.slice(root.length), size: object.Size ?? 0, modifiedAt };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
    if (this.signer !== this.client) this.signer.destroy();
  }
}
