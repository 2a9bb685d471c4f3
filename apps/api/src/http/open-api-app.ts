import { OpenAPIHono } from '@hono/zod-openapi';
import { HttpError, validationError } from './errors.ts';
import { NUL_TEXT_MESSAGE, nulTextErrors, nulTextFields } from './nul-text.ts';

/**
 * Every router is an OpenAPIHono whose validation failures answer in the API error shape; valid
 * input with a NUL character in a text is refused too (the database would fail on it).
 */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) {
        const error = validationError(result.error);
        return c.json(error.body, error.status);
      }
      const fields = nulTextFields(result.data);
      if (fields.length > 0) {
        const error = new HttpError(400, NUL_TEXT_MESSAGE, nulTextErrors(fields));
        return c.json(error.body, error.status);
      }
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
