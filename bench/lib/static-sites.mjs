// Built single-page apps served as production serves them (docs/deployment.md: static builds on a
// CDN): Debian's nginx, gzip on, hashed assets cached for good, every unknown path answered with
// index.html so the app's router takes it. One nginx, one port per site.
import { freePort } from '../../scripts/lib/free-port.mjs';
import { runNginx } from '../../scripts/lib/nginx.mjs';

const site = ({ root, port }) => `  server {
    listen 127.0.0.1:${port};
    root ${root};
    location /assets/ {
      expires max;
      add_header Cache-Control "public, immutable";
    }
    location / {
      try_files $uri /index.html;
      add_header Cache-Control "no-cache";
    }
  }`;

/**
 * Serves each `{ name, root }` (a built app's folder) on a free port; answers `{ urls: { [name]:
 * url }, stop }` once every site answers.
 */
export async function startStaticSites(roots) {
  const sites = await Promise.all(roots.map(async (entry) => ({ ...entry, port: await freePort() })));
  const urls = Object.fromEntries(sites.map(({ name, port }) => [name, `http://127.0.0.1:${port}`]));
  const stop = await runNginx({
    prefix: 'keyclub-static-',
    connections: 1024,
    http: `  include /etc/nginx/mime.types;
  access_log off;
  gzip on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml;
${sites.map(site).join('\n')}`,
    readyUrls: Object.values(urls),
  });
  return { urls, stop };
}
