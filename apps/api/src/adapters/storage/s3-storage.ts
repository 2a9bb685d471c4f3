import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isValidStorageKey, type Storage } from './storage.ts';

export type S3Settings = {
  /** Unset for AWS itself; e.g. http://minio:9000 or https://<account>.r2.cloudflarestorage.com. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Base URL that serves the bucket's objects publicly (CDN, bucket website). */
  publicUrl?: string | undefined;
};

/** Keys are unique and never rewritten, so any cache may keep an object forever. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Objects in an S3-compatible bucket. Without a public URL the apps load files through the API's
 * `GET /files/<key>` (which reads through `get`), so only the API ever holds credentials.
 */
export function createS3Storage(settings: S3Settings & { apiPublicUrl: string }): Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default CRC checksums on every request are not understood by all S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    async put(key, body, contentType) {
      if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        return {
          body: (await object.Body?.transformToByteArray()) ?? new Uint8Array(),
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
    url(key) {
      return settings.publicUrl ? `${settings.publicUrl}/${key}` : `${settings.apiPublicUrl}/files/${key}`;
    },
  };
}
