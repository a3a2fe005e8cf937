import { loadConfig } from '../config/index.js';
import { copyToBucket } from '../storage/copy-to-bucket.js';
import { uploadsRoot } from '../storage/storage-for.js';

/**
 * `npm run storage:copy`: copies `DATA_DIR/uploads` into the bucket `S3_BUCKET` names, before a
 * shop starts with it (README, "Running several instances"). Safe to run again or after a stop.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      'Set S3_BUCKET (and S3_ENDPOINT for a store other than AWS) to copy uploads into it.',
    );
    return 2;
  }
  const root = uploadsRoot(config);
  const { copied, skipped } = await copyToBucket(root, config.s3, (key, wasCopied) =>
    console.log(`${wasCopied ? 'copied' : 'already there'}  ${key}`),
  );
  console.log(
    `Copied ${copied} files from ${root} into ${config.s3.bucket}; ${skipped} were there already.`,
  );
  return 0;
}

process.exitCode = await main();
