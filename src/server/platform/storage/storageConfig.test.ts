import assert from 'node:assert/strict';
import path from 'node:path';
import { it } from 'node:test';
import { loadConfig } from '../config';

const dataDir = path.resolve('/srv/console');

it('keeps update files in DATA_DIR/updates unless STORAGE_DIR names another folder', () => {
  assert.deepEqual(loadConfig({ DATA_DIR: dataDir }).storage, { kind: 'folder', dir: path.join(dataDir, 'updates') });
  assert.deepEqual(loadConfig({ DATA_DIR: dataDir, STORAGE_DIR: '/mnt/geteilt' }).storage, {
    kind: 'folder',
    dir: '/mnt/geteilt',
  });
});

it('reads bucket, prefix, endpoint, region and credentials of S3 storage', () => {
  assert.deepEqual(
    loadConfig({
      DATA_DIR: dataDir,
      STORAGE_URL: 's3://kassen-updates/konsole/updates/',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'schluessel',
      S3_SECRET_ACCESS_KEY: 'geheim',
    }).storage,
    {
      kind: 's3',
      bucket: 'kassen-updates',
      prefix: 'konsole/updates',
      endpoint: 'http://minio:9000',
      publicEndpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'schluessel',
      secretAccessKey: 'geheim',
    },
  );
  // Without an endpoint and keys: AWS itself, with the SDK's own credentials chain.
  assert.deepEqual(loadConfig({ DATA_DIR: dataDir, STORAGE_URL: 's3://bucket', S3_REGION: 'eu-central-1' }).storage, {
    kind: 's3',
    bucket: 'bucket',
    prefix: '',
    endpoint: undefined,
    publicEndpoint: undefined,
    region: 'eu-central-1',
    accessKeyId: undefined,
    secretAccessKey: undefined,
  });
});

it('signs download URLs for the S3 host the registers reach, valid for UPDATE_DOWNLOAD_URL_SECONDS', () => {
  const config = loadConfig({
    DATA_DIR: dataDir,
    STORAGE_URL: 's3://bucket',
    S3_ENDPOINT: 'http://minio:9000',
    S3_PUBLIC_ENDPOINT: 'https://updates.example.com',
    UPDATE_DOWNLOAD_URL_SECONDS: '900',
  });
  assert.equal(config.storage.kind === 's3' && config.storage.publicEndpoint, 'https://updates.example.com');
  assert.equal(config.downloadUrlSeconds, 900);
  assert.equal(loadConfig({ DATA_DIR: dataDir }).downloadUrlSeconds, 300);
});

it('refuses a storage configuration it cannot serve at start', () => {
  for (const [env, message] of [
    [{ STORAGE_URL: 's3://a/x', STORAGE_DIR: '/mnt' }, /not both/],
    [{ STORAGE_URL: 'https://bucket/x' }, /s3:\/\/bucket\/prefix/],
    [{ STORAGE_URL: 's3://Gross_Buchstaben' }, /invalid bucket name/],
    [{ STORAGE_URL: 's3://ab' }, /invalid bucket name/],
    [{ STORAGE_URL: 's3://bucket', UPLOAD_MAX_BYTES: String(6 * 1024 ** 3) }, /at most 5 GiB/],
    // S3 refuses presigned URLs valid for more than seven days.
    [{ STORAGE_URL: 's3://bucket', UPDATE_DOWNLOAD_URL_SECONDS: '604801' }, /at most 604800/],
  ] as const) {
    assert.throws(() => loadConfig({ DATA_DIR: dataDir, ...env }), message, JSON.stringify(env));
  }
});
