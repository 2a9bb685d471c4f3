import type { ForgotPasswordRequest, ResetPasswordRequest } from '@keyclub/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../client.ts';

/** POST /auth/forgot-password — mails a reset code (same answer whether or not the email exists). */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<void> {
  await api.post('auth/forgot-password', { json: body });
}

/** PUT /auth/forgot-password — sets the new password with the mailed code. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await api.put('auth/forgot-password', { json: body });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
