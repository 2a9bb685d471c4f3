import { dataEnvelope, userSchema } from '@keyclub/domain';

/**
 * The `{ data: user }` answer of login, verification, signup and the profile updates. Login and
 * verification load it with their call (session-response.ts), so zod is not in the login page's load.
 */
export const userEnvelopeSchema = dataEnvelope(userSchema);
