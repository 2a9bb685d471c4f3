/// <reference types="node" />
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The request body as text ('' when there is none). */
  body: string;
}

export interface CannedResponse {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
}

/** A real HTTP server on a free local port that answers each request from `respond` and records it. */
export async function startTestServer(respond: (request: RecordedRequest) => CannedResponse | 'hang') {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
    requests.push(request);
    const answer = respond(request);
    if (answer === 'hang') return;
    const isText = typeof answer.body === 'string';
    res.writeHead(answer.status ?? 200, {
      'content-type': isText ? 'text/plain' : 'application/json',
      ...answer.headers,
    });
    res.end(answer.body === undefined ? undefined : isText ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
