import type { User } from '@keyclub/domain';
import { ACCESS_TOKEN_HEADER } from '../client.ts';

/** What login and verification answer: the user, and the session token when one was opened. */
export interface AuthResult {
  user: User;
  /** Null when no session was opened (a PENDING user with an unverified email). */
  accessToken: string | null;
}

export async function readAuthResult(response: Response): Promise<AuthResult> {
  const [{ userEnvelopeSchema }, body] = await Promise.all([import('./user-answer.ts'), response.json()]);
  const { data } = userEnvelopeSchema.parse(body);
  return { user: data, accessToken: response.headers.get(ACCESS_TOKEN_HEADER) };
}
