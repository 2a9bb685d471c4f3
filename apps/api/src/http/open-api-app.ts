import { OpenAPIHono } from '@hono/zod-openapi';
import { validationError } from './errors.ts';

/** Every router is an OpenAPIHono whose validation failures answer in the API error shape. */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) {
        const error = validationError(result.error);
        return c.json(error.body, error.status);
      }
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
