// Built single-page apps served as production serves them (docs/deployment.md: static builds on a
// CDN): Debian's nginx, gzip on, hashed assets cached for good, every unknown path answered with
// index.html so the app's router takes it. One nginx, one port per site.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { NGINX } from '../../scripts/lib/nginx.mjs';

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

const config = (dir, sites) => `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  gzip on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml;
${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(dir, name)};`).join('\n')}
${sites.map(site).join('\n')}
}
`;

/**
 * Serves each `{ name, root }` (a built app's folder) on a free port; answers `{ urls: { [name]:
 * url }, stop }` once every site serves its index.html.
 */
export async function startStaticSites(roots) {
  const dir = await mkdtemp(join(tmpdir(), 'keyclub-static-'));
  const sites = await Promise.all(roots.map(async (entry) => ({ ...entry, port: await freePort() })));
  await writeFile(join(dir, 'nginx.conf'), config(dir, sites));
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const urls = Object.fromEntries(sites.map(({ name, port }) => [name, `http://127.0.0.1:${port}`]));
  try {
    for (const url of Object.values(urls)) {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
        const answer = await fetch(url).catch(() => null);
        if (answer?.ok) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, stop };
}
