import { SignupLayout } from './signup-layout.tsx';

export const Component = SignupLayout;
