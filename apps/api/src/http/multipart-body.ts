import { VALIDATION_MESSAGES as M, MAX_UPLOAD_BYTES } from '@keyclub/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { HttpError } from './errors.ts';
import { UNREADABLE_FORM_MESSAGE } from './handle-errors.ts';

/** The body limit of a multipart route taking up to `images` images at the size limit, plus 1 MiB of text. */
// Typed with empty Variables so the route's auth middleware keeps its `c.var.auth` type.
export const uploadBodyLimit = (images: number): MiddlewareHandler<{ Variables: object }> =>
  bodyLimit({
    maxSize: images * MAX_UPLOAD_BYTES + 1024 * 1024,
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

/** A file part that holds something (browsers send an empty part for an untouched file input). */
export const nonEmptyFile = (value: FormDataEntryValue | null | undefined): File | undefined =>
  value instanceof File && value.size > 0 ? value : undefined;

/** The text parts of a form as an object; `true`/`false` parts of `booleanKeys` become booleans. */
export function formTexts(form: FormData, booleanKeys: ReadonlySet<string> = new Set()) {
  const texts: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    texts[key] = booleanKeys.has(key) && (value === 'true' || value === 'false') ? value === 'true' : value;
  }
  return texts;
}

export const zodErrorOf = (issues: z.core.$ZodIssue[]) => new z.ZodError(issues);
