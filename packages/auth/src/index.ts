export { useAuthStore } from './auth-store.ts';
