import { useMutation } from '@tanstack/react-query';
import { api } from '../client.ts';

/** POST /auth/resend-verification-code — mails a fresh code. */
export async function resendVerificationCode(body: { email: string }): Promise<void> {
  await api.post('auth/resend-verification-code', { json: body });
}

export const useResendVerificationCode = () => useMutation({ mutationFn: resendVerificationCode });
