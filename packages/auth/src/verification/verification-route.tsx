import { VerificationPage } from './verification-page.tsx';

export const Component = VerificationPage;
