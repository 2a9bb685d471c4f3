import type { PasswordChangeForm, PasswordChangeRequest } from '@keyclub/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../client.ts';

const PASSWORD_CHANGE_PATH = 'auth/me/send-change-password-instructions';

export type PasswordChangeInstructionsRequest = Pick<PasswordChangeForm, 'old_password' | 'new_password'>;

/** POST /auth/me/send-change-password-instructions — checks the passwords and mails a code. */
export async function sendChangePasswordInstructions(body: PasswordChangeInstructionsRequest): Promise<void> {
  await api.post(PASSWORD_CHANGE_PATH, { json: body });
}

/** PUT /auth/me/send-change-password-instructions — the mailed code confirms the new password. */
export async function confirmPasswordChange(body: PasswordChangeRequest): Promise<void> {
  await api.put(PASSWORD_CHANGE_PATH, { json: body });
}

export const useSendChangePasswordInstructions = () =>
  useMutation({ mutationFn: sendChangePasswordInstructions });

export const useConfirmPasswordChange = () => useMutation({ mutationFn: confirmPasswordChange });
