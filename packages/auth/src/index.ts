export { authRoute } from './auth-routes.tsx';
export { AccountActions } from './header/account-actions.tsx';
export * from './settings/index.ts';
