import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** Debian's nginx; `npm test` installs it when missing (scripts/test.mjs). */
export const NGINX = '/usr/sbin/nginx';
export const nginxInstalled = () => existsSync(NGINX);

/**
 * nginx in front of API processes, round robin, as docs/deployment.md sets it up: it replaces
 * X-Forwarded-For with the caller's address, which the API trusts with TRUST_PROXY=1.
 */
export async function startNginx(upstreamUrls: string[]) {
  const dir = await mkdtemp(join(tmpdir(), 'keyclub-nginx-'));
  const port = await freePort();
  const servers = upstreamUrls.map((url) => `    server ${new URL(url).host};`).join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(dir, name)};`)
    .join('\n');
  await writeFile(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
${temp}
  upstream api {
${servers}
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
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // Ready when it answers; an nginx that exited has said why on stderr.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const answered = await fetch(`${url}/health`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
