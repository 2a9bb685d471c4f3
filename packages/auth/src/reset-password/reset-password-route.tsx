import { ResetPasswordPage } from './reset-password-page.tsx';

export const Component = ResetPasswordPage;
