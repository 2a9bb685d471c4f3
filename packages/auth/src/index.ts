export { type MountAppOptions, mountApp } from './app/mount-app.tsx';
export { authRoutes } from './auth-routes.tsx';
export { onDemandResolver } from './forms/on-demand-resolver.ts';
export { RequireAuth } from './guards/require-auth.tsx';
export { RequireCustomer } from './guards/require-customer.tsx';
export { RequireRole } from './guards/require-role.tsx';
export { AccountActions } from './header/account-actions.tsx';
export * from './settings/index.ts';
