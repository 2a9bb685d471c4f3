import type { LoginRequest } from '@keyclub/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../client.ts';
import { type AuthResult, readAuthResult } from './session-response.ts';

/** POST /auth/login — the token arrives in the response header, except for an unverified PENDING user. */
export async function login(body: LoginRequest): Promise<AuthResult> {
  return readAuthResult(await api.post('auth/login', { json: body }));
}

// Wrong credentials and a deactivated account answer 401 with the message the form shows.
export const useLogin = () => useMutation({ mutationFn: login, meta: { authForm: true } });
