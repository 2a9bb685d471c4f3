import { Heading, Link, Text } from '@chakra-ui/react';
import { VERIFICATION_CODE_LENGTH } from '@keyclub/domain';
import { authPaths } from '@keyclub/domain/paths';
import { FieldInput } from '@keyclub/ui-kit';
import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The h1 of a logged-out auth page, with the sentence under it that says what to do. */
export function AuthPageTitle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Heading as="h1" size="lg" textAlign="center">
        {title}
      </Heading>
      <Text color="fg.muted" textAlign="center">
        {children}
      </Text>
    </>
  );
}

/** The way back from the password and verification pages to the login. */
export function BackToLoginLink() {
  return (
    <Link asChild justifyContent="center" color="brand.fg" fontSize="sm">
      <RouterLink to={authPaths.login.href()}>Back to Login</RouterLink>
    </Link>
  );
}

/** The field of a mailed code: digits, offered by the phone from the mail, no longer than a code. */
export function CodeInput(props: ComponentProps<typeof FieldInput>) {
  return (
    <FieldInput
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_LENGTH}
      {...props}
    />
  );
}
