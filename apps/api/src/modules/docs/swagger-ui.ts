import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Router } from '../../http/open-api-app.ts';

const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The only files of swagger-ui-dist the page loads; nothing else in that folder is served. */
const ASSETS = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
  ['swagger-ui-standalone-preset.js', 'text/javascript; charset=utf-8'],
  ['favicon-32x32.png', 'image/png'],
]);

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Keyclub API</title>
    <link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/docs/assets/swagger-ui-standalone-preset.js"></script>
    <script src="/docs/init.js"></script>
  </body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

/** Interactive docs served by the API itself from the installed package: they work offline. */
export function registerSwaggerUi(app: Router) {
  app.get('/docs', (c) => c.html(PAGE));
  app.get('/docs/init.js', (c) => c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    // A Map: a name like `toString` or `constructor` is no asset (an object's keys would find one).
    const contentType = ASSETS.get(file);
    if (!contentType) return c.notFound();
    const body = await readFile(join(SWAGGER_UI_DIR, file));
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': contentType,
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
