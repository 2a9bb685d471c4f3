import type { Env } from '../../env.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The one place that picks the storage: an S3-compatible bucket when S3_* is configured, else STORAGE_DIR. */
export function createStorage(env: Pick<Env, 's3' | 'storageDir' | 'publicUrl'>): Storage {
  return env.s3
    ? createS3Storage({ ...env.s3, apiPublicUrl: env.publicUrl })
    : createDiskStorage({ root: env.storageDir, publicUrl: env.publicUrl });
}
