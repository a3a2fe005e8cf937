import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { problemsOf } from '../support/config.js';

describe('the S3 store’s configuration', () => {
  it('is off without S3_BUCKET: uploads stay on the local disk', () => {
    expect(loadConfig({}, '/srv')).toMatchObject({ s3: undefined, uploadsPublicUrl: undefined });
  });

  it('reads the bucket, endpoint, region, path style, keys and public URL', () => {
    const config = loadConfig(
      {
        S3_BUCKET: 'shop',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
        UPLOADS_PUBLIC_URL: 'https://cdn.example/shop/',
      },
      '/srv',
    );
    expect(config.s3).toEqual({
      bucket: 'shop',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(config.uploadsPublicUrl).toBe('https://cdn.example/shop');
  });

  it.each<[Record<string, string>, string]>([
    [{ S3_BUCKET: 'shop', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be'],
    [{ S3_BUCKET: 'shop', AWS_ACCESS_KEY_ID: 'key' }, 'set both or neither'],
    [{ S3_BUCKET: 'shop', UPLOADS_PUBLIC_URL: 'cdn.example' }, 'UPLOADS_PUBLIC_URL must be'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT is for an S3 store'],
    [{ S3_BUCKET: 'shop', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
  ])('refuses %o', (env, problem) => {
    expect(problemsOf(env)).toEqual([expect.stringContaining(problem)]);
  });
});
