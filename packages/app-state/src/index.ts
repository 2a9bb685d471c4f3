export { useAppStore } from './app-store.ts';
export { useAuthStore } from './auth-store.ts';
export { useCommonStore } from './common-store.ts';
export {
  createPersistedStore,
  type PersistedStoreOptions,
  persistedStoreKey,
  resetPersistedStores,
} from './persisted-store.ts';
export { useTokenStore } from './token-store.ts';
