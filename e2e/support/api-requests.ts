import type { Request } from '@playwright/test';
import { apiUrl } from './ports.ts';

/** A GET to the API under `path` (images included). */
export const isApiRead =
  (path = '/') =>
  (request: Request) =>
    request.method() === 'GET' && request.url().startsWith(`${apiUrl}${path}`);

/** An image the API serves (the memberships' art and covers). */
export const isApiImage = (request: Request) =>
  request.resourceType() === 'image' && request.url().startsWith(apiUrl);
