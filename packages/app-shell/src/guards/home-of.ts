import type { UserRole } from '@keyclub/domain';
import { membershipPaths, operatorPaths } from '@keyclub/domain/paths';

/** Where a login lands when no usable returnUrl is given (SPEC section 4): the dashboard of either app. */
export const DEFAULT_LOGIN_TARGET = membershipPaths.tokens.href();

/** Where a signed-in user of `role` starts: the dashboard, or an operator's console. */
export const homeOf = (role: UserRole): string =>
  role === 'OPERATOR' ? operatorPaths.curation.href() : DEFAULT_LOGIN_TARGET;
