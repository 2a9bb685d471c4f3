// nginx in front of API processes (Debian's nginx; `npm test` installs it when missing), round
// robin, as docs/deployment.md sets it up: it replaces X-Forwarded-For with the caller's address,
// which the API trusts with TRUST_PROXY=1, and gzips JSON answers for callers that accept it (the
// API processes do not spend CPU on it). Used by the scale-out test and benchmark and the page-speed
// benchmark, whose static sites (bench/lib/static-sites.mjs) run on the same runNginx.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

export const NGINX = '/usr/sbin/nginx';
export const nginxInstalled = () => existsSync(NGINX);

/**
 * Runs nginx in the foreground with `http` inside its http block, its pid, error log and temp files
 * in a fresh folder named from `prefix`; answers its `stop` (which also removes the folder) once
 * every one of `readyUrls` answers at all. Throws nginx's errors when it exits before.
 */
export async function runNginx({ prefix, connections, http, readyUrls }) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const config = `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections ${connections}; }
http {
${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(dir, name)};`).join('\n')}
${http}
}
`;
  await writeFile(join(dir, 'nginx.conf'), config);
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
  try {
    for (const url of readyUrls) {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
        if (
          await fetch(url).then(
            () => true,
            () => false,
          )
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

const api = ({ port, upstreams }) => `  access_log off;
  gzip on;
  gzip_proxied any;
  gzip_vary on;
  gzip_min_length 1024;
  gzip_types application/json;
  upstream api {
${upstreams.map((url) => `    server ${new URL(url).host};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`;

/**
 * Starts nginx balancing over `upstreams` (API base URLs), on `port` (a free one when not given);
 * ready once it answers /health.
 */
export async function startNginx(upstreams, { port: wanted } = {}) {
  const port = wanted ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const stop = await runNginx({
    prefix: 'keyclub-nginx-',
    connections: 4096,
    http: api({ port, upstreams }),
    readyUrls: [`${url}/health`],
  });
  return { url, stop };
}
