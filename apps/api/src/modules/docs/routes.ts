import { ACCESS_TOKEN_HEADER } from '../../http/access-token.ts';
import type { Router } from '../../http/open-api-app.ts';
import { registerSwaggerUi } from './swagger-ui.ts';

/** GET /openapi.json (generated from every route registered on the app) and the /docs page. */
export function registerDocsRoutes(app: Router) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'accessToken', {
    type: 'apiKey',
    in: 'header',
    name: ACCESS_TOKEN_HEADER,
    description: 'The access token the login answer carried in this header',
  });
  // Generated and serialized at the first request, once every route is registered, then served as
  // built: the routes cannot change while the process runs, and generating it costs tens of milliseconds.
  let document: string | undefined;
  app.get('/openapi.json', (c) => {
    document ??= JSON.stringify(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Keyclub API',
          version: '0.1.0',
          description:
            'Successful answers are `{ data }` (paged lists `{ data, meta: { page, limit, total } }`); failures are `{ message, errors: [{ field?, message }] }`.',
        },
      }),
    );
    return c.body(document, 200, { 'content-type': 'application/json' });
  });
  registerSwaggerUi(app);
}
