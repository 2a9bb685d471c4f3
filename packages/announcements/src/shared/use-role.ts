import { useAuthStore } from '@keyclub/app-state';

/** Whether the signed-in user writes announcements (a business) or receives them (a consumer). */
export const useIsBusiness = () => useAuthStore((state) => state.user?.role_name === 'BUSINESS');
