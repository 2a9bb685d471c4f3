import { dataEnvelope, type User, userSchema } from '@keyclub/domain';
import { ACCESS_TOKEN_HEADER } from '../client.ts';

export const userEnvelopeSchema = dataEnvelope(userSchema);

/** What login and verification answer: the user, and the session token when one was opened. */
export interface AuthResult {
  user: User;
  /** Null when no session was opened (a PENDING user with an unverified email). */
  accessToken: string | null;
}

export async function readAuthResult(response: Response): Promise<AuthResult> {
  const { data } = userEnvelopeSchema.parse(await response.json());
  return { user: data, accessToken: response.headers.get(ACCESS_TOKEN_HEADER) };
}
