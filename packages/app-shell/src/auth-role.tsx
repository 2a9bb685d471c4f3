import type { RoleName } from '@keyclub/domain';
import { createContext, type ReactNode, useContext } from 'react';

const AuthRoleContext = createContext<RoleName | null>(null);

/** The shell gives the build's role (SPEC section 1) to the auth screens, which send it as role_name. */
export function AuthRoleProvider({ role, children }: { role: RoleName; children: ReactNode }) {
  return <AuthRoleContext.Provider value={role}>{children}</AuthRoleContext.Provider>;
}

export function useAuthRole(): RoleName {
  const role = useContext(AuthRoleContext);
  if (!role) throw new Error('useAuthRole() needs an <AuthRoleProvider> from the app shell');
  return role;
}
