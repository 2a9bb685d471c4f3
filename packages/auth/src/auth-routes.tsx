import { authPaths } from '@keyclub/domain/paths';
import { AuthLayout, pageTitle } from '@keyclub/ui-kit';
import { Navigate, type RouteObject } from 'react-router';
import type { SignupHandle } from './signup/signup-layout.tsx';

const toLogin = <Navigate replace to={authPaths.login.href()} />;

const signupScreen = (signupScreen: SignupHandle['signupScreen']): SignupHandle => ({ signupScreen });

/** Children of the /auth layout route (SPEC section 2, Auth area); every screen loads lazily. */
const authRoutes: RouteObject[] = [
  { index: true, element: toLogin },
  {
    path: authPaths.login.pattern,
    handle: pageTitle('Login'),
    lazy: () => import('./login/login-route.tsx'),
  },
  {
    path: authPaths.forgotPassword.pattern,
    handle: pageTitle('Forgot Password'),
    lazy: () => import('./forgot-password/forgot-password-route.tsx'),
  },
  {
    path: authPaths.resetPassword.pattern,
    handle: pageTitle('Reset Password'),
    lazy: () => import('./reset-password/reset-password-route.tsx'),
  },
  {
    path: authPaths.verification.pattern,
    handle: pageTitle('Verify your email'),
    lazy: () => import('./verification/verification-route.tsx'),
  },
  {
    path: authPaths.signup.pattern,
    handle: pageTitle('Sign Up'),
    lazy: () => import('./signup/signup-route.tsx'),
    children: [
      {
        index: true,
        handle: signupScreen('account'),
        lazy: async () => ({ Component: (await import('./signup/steps/account-step.tsx')).AccountStep }),
      },
      {
        path: 'fullname',
        handle: signupScreen('fullname'),
        lazy: async () => ({ Component: (await import('./signup/steps/fullname-step.tsx')).FullnameStep }),
      },
      {
        path: 'address',
        handle: signupScreen('address'),
        lazy: async () => ({ Component: (await import('./signup/steps/address-step.tsx')).AddressStep }),
      },
      {
        path: 'phone',
        handle: signupScreen('phone'),
        lazy: async () => ({ Component: (await import('./signup/steps/phone-step.tsx')).PhoneStep }),
      },
      {
        path: 'profile',
        handle: signupScreen('profile'),
        lazy: async () => ({ Component: (await import('./signup/steps/profile-step.tsx')).ProfileStep }),
      },
      {
        path: 'notifications',
        handle: signupScreen('notifications'),
        lazy: async () => ({
          Component: (await import('./signup/steps/notifications-step.tsx')).NotificationsStep,
        }),
      },
      {
        path: 'success',
        handle: signupScreen('success'),
        lazy: async () => ({ Component: (await import('./signup/steps/success-step.tsx')).SuccessStep }),
      },
    ],
  },
  {
    path: authPaths.expiryRemindersOff.pattern,
    handle: pageTitle('Expiry reminders'),
    lazy: () => import('./expiry-reminders/expiry-reminders-off-route.tsx'),
  },
  // /auth/reset-password without an email, and any other /auth path, go to login.
  { path: `${authPaths.root.pattern}/*`, element: toLogin },
];

/** A shell's /auth route: its screens in the auth layout, named `appName`, the logo going to `homeHref`. */
export const authRoute = (appName: string, homeHref: string): RouteObject => ({
  path: authPaths.root.pattern,
  element: <AuthLayout appName={appName} logoHref={homeHref} />,
  children: authRoutes,
});
