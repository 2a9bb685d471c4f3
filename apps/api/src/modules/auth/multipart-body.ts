import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from '../../http/errors.ts';
import { UNREADABLE_FORM_MESSAGE } from '../../http/handle-errors.ts';

/** Two images of at most 10 MB each plus the text fields. */
const MULTIPART_MAX_BYTES = 21 * 1024 * 1024;

export const uploadBodyLimit = bodyLimit({
  maxSize: MULTIPART_MAX_BYTES,
  onError: () => {
    throw new HttpError(413, M.imageTooLarge);
  },
});

const isMultipart = (c: Context) => /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
const isJson = (c: Context) => /^application\/(\S+\+)?json/i.test(c.req.header('content-type') ?? '');

/** A JSON or multipart body, for routes that take either; anything else is refused with 415. */
export async function readJsonOrForm(c: Context): Promise<{ json: unknown } | { form: FormData }> {
  if (isMultipart(c)) return { form: await readForm(c) };
  if (!isJson(c)) throw new HttpError(415, 'Send the body as application/json or multipart/form-data.');
  try {
    return { json: await c.req.json() };
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

export async function readForm(c: Context): Promise<FormData> {
  if (!isMultipart(c)) throw new HttpError(415, 'Send the body as multipart/form-data.');
  try {
    return await c.req.formData();
  } catch {
    throw new HttpError(400, UNREADABLE_FORM_MESSAGE);
  }
}
