export { AuthRoleProvider, useAuthRole } from './auth-role.tsx';
export { DownloadButton } from './download/download-button.tsx';
export { DEFAULT_LOGIN_TARGET } from './guards/home-of.ts';
export { RequireAuth } from './guards/require-auth.tsx';
export { RequireCustomer } from './guards/require-customer.tsx';
export { RequireRole } from './guards/require-role.tsx';
export { useCurrentPath } from './guards/use-current-path.ts';
export { type MountAppOptions, mountApp } from './mount-app.tsx';
