import { api } from '../client.ts';

/** DELETE /auth/signout — revokes the session on the server. */
export async function signout(): Promise<void> {
  await api.delete('auth/signout');
}
