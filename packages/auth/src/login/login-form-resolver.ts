import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '@keyclub/domain';

/** The login form's rules (domain's loginFormSchema), loaded when the form first validates. */
export const resolver = zodResolver(loginFormSchema);
