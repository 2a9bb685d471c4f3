import { apiErrorSchema } from '@keyclub/domain';

const errorContent = { 'application/json': { schema: apiErrorSchema } };

/** OpenAPI response entries for the error shape, to spread into a route's `responses`. */
export const errorResponses = {
  400: { description: 'Invalid request: one error item per invalid field', content: errorContent },
  401: { description: 'No valid access token', content: errorContent },
  403: { description: 'Not allowed for this user', content: errorContent },
  404: { description: 'Not found', content: errorContent },
  409: { description: 'Conflicts with the current state', content: errorContent },
  500: { description: 'Unexpected failure', content: errorContent },
  503: { description: 'A required service (database or chain) is unreachable', content: errorContent },
} as const;

/** An error answer described by the route's own cases (the spec's texts it answers with). */
export const refusal = (description: string) => ({ description, content: errorContent });
