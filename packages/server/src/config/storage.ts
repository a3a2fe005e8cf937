import type { EnvReader } from './env-reader.js';

/** An S3-compatible store for uploads, shared by every instance (README, "Running several instances"). */
export interface S3Config {
  bucket: string;
  /** MinIO, Cloudflare R2, a test server; AWS itself when unset. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: most non-AWS stores need it. */
  forcePathStyle: boolean;
  /** The standard AWS variables; unset, the SDK's own chain (instance roles and the like). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface StorageConfig {
  /** Where uploads go when `S3_BUCKET` is set; the local `DATA_DIR/uploads` otherwise. */
  s3: S3Config | undefined;
  /**
   * A CDN or public bucket in front of the store (`UPLOADS_PUBLIC_URL`): public images are linked
   * there, and `/uploads/…` redirects to it. Unset, this server streams them.
   */
  uploadsPublicUrl: string | undefined;
}

const HTTP_URL = /^https?:\/\/[^\s]+$/i;

/** S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, UPLOADS_PUBLIC_URL. */
export function readStorageConfig(env: EnvReader): StorageConfig {
  const bucket = env.text('S3_BUCKET');
  const endpoint = env.text('S3_ENDPOINT');
  if (endpoint !== undefined && !HTTP_URL.test(endpoint)) {
    env.problem(`S3_ENDPOINT must be an http:// or https:// URL; got "${endpoint}"`);
  }
  const accessKeyId = env.text('AWS_ACCESS_KEY_ID');
  const secretAccessKey = env.text('AWS_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    env.problem('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both or neither');
  }
  const uploadsPublicUrl = env.text('UPLOADS_PUBLIC_URL')?.replace(/\/+$/, '');
  if (uploadsPublicUrl !== undefined && !HTTP_URL.test(uploadsPublicUrl)) {
    env.problem(`UPLOADS_PUBLIC_URL must be an http:// or https:// URL; got "${uploadsPublicUrl}"`);
  }
  if (bucket === undefined) {
    for (const name of ['S3_ENDPOINT', 'UPLOADS_PUBLIC_URL'] as const) {
      if (env.text(name) !== undefined)
        env.problem(`${name} is for an S3 store: set S3_BUCKET too`);
    }
  }
  const s3 = bucket
    ? {
        bucket,
        endpoint,
        region: env.text('S3_REGION') ?? 'us-east-1',
        forcePathStyle: env.flag('S3_FORCE_PATH_STYLE', false),
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      }
    : undefined;
  return { s3, uploadsPublicUrl: bucket ? uploadsPublicUrl : undefined };
}
