import { useMutation } from '@tanstack/react-query';
import { api } from '../client.ts';
import { type AuthResult, readAuthResult } from './session-response.ts';

export interface VerifyRequest {
  key: 'email';
  value: string;
  code: string;
}

/** POST /auth/verify — activates the account and opens a session (automatic login). */
export async function verify(body: VerifyRequest): Promise<AuthResult> {
  return readAuthResult(await api.post('auth/verify', { json: body }));
}

// A deactivated account answers 401 'This account has been deactivated.', which the form shows.
export const useVerify = () => useMutation({ mutationFn: verify, meta: { authForm: true } });
