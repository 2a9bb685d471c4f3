import type { z } from 'zod';
import type { createApp } from '../../app.ts';
import type { EndpointInputs } from './endpoint-requests.ts';

export type Endpoint = { method: string; template: string; inputs: EndpointInputs };

/** `/tokens/:id` as the OpenAPI document writes it: `/tokens/{id}`. */
const templateOf = (path: string) => path.replace(/:(\w+)/g, '{$1}');

type RouteConfig = {
  method: string;
  path: string;
  request?: {
    params?: z.ZodType;
    query?: z.ZodType;
    headers?: z.ZodType | z.ZodType[];
    body?: { content: Record<string, { schema: z.ZodType }> };
  };
};

function inputsOf(route: RouteConfig): EndpointInputs {
  const request = route.request ?? {};
  const content = request.body?.content ?? {};
  return {
    params: request.params,
    query: request.query,
    headers: Array.isArray(request.headers) ? undefined : request.headers,
    body: Object.fromEntries(Object.entries(content).map(([type, entry]) => [type, entry.schema])),
  };
}

/**
 * Every route the app serves (`app.routes`, the list the router matches), with what it reads: its
 * OpenAPI request schemas, or `extra[method + ' ' + path]` (routes outside the document, and
 * schemas that replace a document-only one). `uncovered` names the routes with neither.
 */
export function endpointsOf(
  app: ReturnType<typeof createApp>,
  extra: Record<string, Partial<Endpoint>>,
): { endpoints: Endpoint[]; uncovered: string[] } {
  const documented = new Map<string, RouteConfig>();
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const route = definition.route as unknown as RouteConfig;
    documented.set(`${route.method.toUpperCase()} ${route.path}`, route);
  }
  const endpoints: Endpoint[] = [];
  const uncovered: string[] = [];
  const seen = new Set<string>();
  for (const { method, path } of app.routes) {
    const key = `${method} ${path}`;
    // Middleware registered for every method is not an endpoint.
    if (method === 'ALL' || seen.has(key)) continue;
    seen.add(key);
    const own = extra[key];
    const template = own?.template ?? templateOf(path);
    const route = documented.get(`${method} ${template}`);
    if (!route && !own?.inputs) {
      uncovered.push(key);
      continue;
    }
    const inputs = { ...(route ? inputsOf(route) : {}), ...own?.inputs };
    endpoints.push({ method, template, inputs });
  }
  return { endpoints, uncovered };
}
