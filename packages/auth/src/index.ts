export { authRoutes } from './auth-routes.tsx';
export { onDemandResolver } from './forms/on-demand-resolver.ts';
export { AccountActions } from './header/account-actions.tsx';
export * from './settings/index.ts';
