import { useMutation } from '@tanstack/react-query';
import { api } from '../client.ts';

/** DELETE /auth/me/archive — deactivates the logged-in account and ends its sessions. */
export async function archiveAccount(): Promise<void> {
  await api.delete('auth/me/archive');
}

export const useArchiveAccount = () => useMutation({ mutationFn: archiveAccount });
